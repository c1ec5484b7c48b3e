import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { Permission } from '@rules/access';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { refusalMessage } from '../../app/graphql-errors';
import { useMayChange } from '../auth/AuthProvider';
import { downloadExport } from './downloadExport';
import { useRefreshWhileVisible } from './useRefreshWhileVisible';
import { refusalOf } from '../../app/graphql-errors';
import { NoRecordQuery } from './documents';
import { toaster } from '../../ui/toaster';
import { countLabel, pagesOf, type ListSize } from '../ui/Pagination';
import type { StatusOption } from '../ui/StatusSelect';

const EXPORT_FAILED = 'The export could not be started. Please try again.';

/** What a list screen shows: its page, its status filter, its search and its other filters, all kept in the address. */
export interface ListParams<TFilter extends string> {
  page: number;
  filter: TFilter | '';
  search: string;
  /** The screen's own filters (`AdminListOptions.params`), by name: '' when not set. */
  params: Readonly<Record<string, string>>;
}

/** Where a list paged by cursor stands: after a row's cursor, before one, or at the start. */
type CursorPosition = { after: string } | { before: string } | Record<string, never>;

/** A list query's connection: its size and its edges. */
export type ListConnection<TNode> = ListSize & { edges: readonly { node: TNode }[] };

/** What `node(id:)` answers for the record a list opens (`AdminListOptions.opened`). */
export interface OpenedRecordQuery<TOpened, TRow> {
  /** `node(id: $id)` with the row's fragment on the record's type. */
  query: TypedDocumentNode<TOpened, { id: string }>;
  /** The row from the answer; null when the id names no record of the list's type. */
  row(data: TOpened): TRow | null;
}

export interface AdminListOptions<TData, TVars extends OperationVariables, TNode, TRow extends { id: string }, TFilter extends string, TOpened = never> {
  query: TypedDocumentNode<TData, TVars>;
  /** The query's arguments for what the address says, apart from the page (`first` and `offset` are the kit's). */
  variables(params: ListParams<TFilter>): Omit<TVars, 'first' | 'offset'>;
  connection(data: TData): ListConnection<TNode>;
  /** A row from an edge's node (unmasking the screen's fragment, where it has one). */
  row(node: TNode): TRow;
  pageSize: number;
  /**
   * The address keys are `page`, `status` and `q`; a screen with two lists names each (`jobs` gives
   * `jobs.page`, `jobs.status`). A value at its default is left out of the address.
   */
  param?: string;
  /**
   * `pages` (the default): numbered pages, by offset. `cursor`: newer and older pages by the
   * connection's cursors (`after`/`before` in the address), for lists too long to count or jump in
   * (the activity log); the query takes `first`, `after`, `last` and `before`.
   */
  paging?: 'pages' | 'cursor';
  /** The screen's own filters kept in the address beside page, status and search (`params` of `variables`). */
  params?: readonly string[];
  /**
   * The list's CSV export (`/api/admin/exports`): its name, and its filter as the list's REST query
   * fields (`status`, `search`, ...) for what the address shows. The export holds what the list shows.
   */
  exports?: { list: string; filter(params: ListParams<TFilter>): Readonly<Record<string, string>> };
  /** The status filter's options (all first, where it has one); the address takes their values, anything else counts as all. */
  filters?: readonly StatusOption<TFilter | ''>[];
  /** The toast shown when the list could not be loaded (none where the screen says it otherwise). */
  loadFailedToast?: string;
  /** Deletes a row (an admin mutation by its id); resolves to whether it went (the mutation says how it went). */
  remove?(variables: { id: string }): Promise<boolean>;
  /**
   * What changing the list's records needs (`leads:write`): a role without it reads the list and is
   * offered none of its changes (see `canWrite`; the server refuses them anyway).
   */
  write?: Permission;
  /**
   * How the list opens one record by its global id (`open` in the address: the Activity screen's
   * links, issue P19): it shows that record alone, as its row, whatever its page or filter.
   */
  opened?: OpenedRecordQuery<TOpened, TRow>;
}

/** The record a list shows alone (`open` in the address), and how it went. */
export interface OpenedRecord {
  /** loading; found: the list's only row; gone: no such record (deleted, erased); failed: not loaded (the refusal, if the server gave one). */
  state: 'loading' | 'found' | 'gone' | 'failed';
  /** The server's reason it could not be opened (a permission refused), when it gave one. */
  problem: string | null;
  /** Shows the whole list again. */
  close(): void;
}

export interface AdminList<TRow extends { id: string }, TFilter extends string = string> {
  rows: readonly TRow[];
  size: ListSize | undefined;
  /** loading: nothing to show yet; failed: it could not be loaded and there are no rows to show; empty: no rows. */
  state: 'loading' | 'failed' | 'empty' | 'rows';
  error: unknown;
  /** A load is under way (the rows shown may be the cached ones). */
  loading: boolean;
  /** Loads the page shown again from the server (a Refresh button, for a list that changes by itself). */
  refresh(): Promise<void>;
  page: number;
  setPage(page: number): void;
  pageCount: number;
  pageSize: number;
  filter: TFilter | '';
  filters: readonly StatusOption<TFilter | ''>[];
  setFilter(next: TFilter | ''): void;
  /** The screen's own filters as the address has them, and how to change some (back to the first page). */
  params: Readonly<Record<string, string>>;
  setParams(changes: Readonly<Record<string, string>>): void;
  /** Downloads the list as a CSV file (what it shows, every page), where it has an export; whether one is being asked for. */
  exportCsv: (() => Promise<void>) | null;
  exporting: boolean;
  /** Paged by cursor: the calls that show the newer and the older page, null where there is none. */
  cursor: { newer: (() => void) | null; older: (() => void) | null } | null;
  /** The search the list shows (as sent), and the search box's text and handlers. */
  search: string;
  searchBox: { value: string; onChange(event: ChangeEvent<HTMLInputElement>): void; onSubmit(event: FormEvent<HTMLFormElement>): void };
  /** "1,234 jobs", "10,000+ jobs" where the server stopped counting; null until the list has loaded. */
  countOf(one: string, many: string): string | null;
  /** Sets the list's frame: where focus goes when the row it was on goes. */
  setFrame(element: HTMLDivElement | null): void;
  /** The row being asked about, the props of its confirmation, and the call that asks. */
  deleting: TRow | null;
  confirmDelete(row: TRow): void;
  deleteDialog: { open: boolean; busy: boolean; onConfirm(): Promise<void>; onCancel(): void; finalFocus(): HTMLElement | null };
  /** Deletes without asking here (a screen that asks its own way). */
  deleteNow(row: TRow): Promise<boolean>;
  /** Whether the signed-in admin may change the records (`write`): status, delete, "Not spam", replies, edit links. */
  canWrite: boolean;
  /** The one record the list shows, opened by its id (`AdminListOptions.opened`); null when it shows its pages. */
  opened: OpenedRecord | null;
}

/** The option of a filter's `options` that the address names (`value`); anything else counts as all (''). */
export const chosenOption = <T extends string>(options: readonly StatusOption<T>[], value: string | undefined): T | '' => options.find((option) => option.value === value)?.value ?? '';

/** A list's key of the address: `page`, or `jobs.page` on a screen whose lists are named (`param`). */
export const listAddressKey = (param: string | undefined, name: string) => (param ? `${param}.${name}` : name);

/**
 * A back-office list (spec sections 8 and 9): loads a page of its query (cached, then fresh, then
 * again every little while the tab is visible: `useRefreshWhileVisible`), keeps
 * page, filter and search in the address so a reload or a shared link shows the same, says a
 * failure once, and deletes a row after confirmation, stepping back a page when the last row of a
 * later page goes.
 */
export function useAdminList<TData, TVars extends OperationVariables, TNode, TRow extends { id: string }, TFilter extends string = never, TOpened = never>(
  options: AdminListOptions<TData, TVars, TNode, TRow, TFilter, TOpened>,
): AdminList<TRow, TFilter> {
  const { query, pageSize, filters = [], loadFailedToast, remove } = options;
  const canWrite = useMayChange(options.write);
  const [address, setAddress] = useSearchParams();
  const key = (name: string) => listAddressKey(options.param, name);
  const page = Math.max(1, Math.floor(Number(address.get(key('page')) ?? '1')) || 1);
  const status = address.get(key('status')) ?? '';
  const filter = chosenOption(filters, status);
  const search = address.get(key('q')) ?? '';
  const params = Object.fromEntries((options.params ?? []).map((name) => [name, address.get(key(name)) ?? '']));
  const byCursor = options.paging === 'cursor';
  const after = address.get(key('after'));
  const before = address.get(key('before'));
  const position: CursorPosition = after ? { after } : before ? { before } : {};

  /** Changes the list's keys of the address (the rest stays), leaving out the defaults; any change but a cursor's starts again at the top. */
  const show = (changes: Partial<Omit<ListParams<TFilter>, 'params'>> & { params?: Readonly<Record<string, string>>; position?: CursorPosition }) =>
    setAddress((current) => {
      const next = new URLSearchParams(current);
      const set = (name: string, value: string, fallback: string) => (value === fallback ? next.delete(key(name)) : next.set(key(name), value));
      if (changes.filter !== undefined) set('status', changes.filter, '');
      if (changes.search !== undefined) set('q', changes.search, '');
      for (const [name, value] of Object.entries(changes.params ?? {})) set(name, value, '');
      set('page', String(changes.page ?? page), '1');
      const moved = changes.position ?? {};
      set('after', 'after' in moved ? moved.after : '', '');
      set('before', 'before' in moved ? moved.before : '', '');
      return next;
    });

  const paging = byCursor ? ('before' in position ? { last: pageSize, before: position.before } : { first: pageSize, ...position }) : { first: pageSize, offset: (page - 1) * pageSize };
  const variables = { ...options.variables({ page, filter, search, params }), ...paging } as unknown as TVars;
  const openedId = options.opened ? address.get(key('open')) : null;
  const opening = useOpened(options.opened, openedId);
  const listed = useQuery(query, { variables, fetchPolicy: 'cache-and-network', skip: opening !== null });
  const { data } = listed;
  const { loading, error, refetch } = opening ?? listed;
  // What others add or change shows up while the list is open.
  useRefreshWhileVisible(opening ? opening.shown : { query, variables });
  // A record that could not be opened says why in the list's notice (`OpenedRecordNotice`), not in a toast.
  const listError = listed.error;
  useEffect(() => {
    if (listError && loadFailedToast) toaster.error({ title: loadFailedToast, closable: true });
  }, [listError, loadFailedToast]);

  const connection = data === undefined || opening ? undefined : options.connection(data);
  const rows = opening ? opening.rows : (connection?.edges.map((edge) => options.row(edge.node)) ?? []);
  const size: ListSize | undefined = connection && { totalCount: connection.totalCount, totalCountIsExact: connection.totalCountIsExact, pageInfo: connection.pageInfo };

  // The search box holds what is typed; it follows the address when that changes (back, a link).
  const [typed, setTyped] = useState({ text: search, for: search });
  if (typed.for !== search) setTyped({ text: search, for: search });

  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    if (!options.exports) return;
    setExporting(true);
    try {
      await downloadExport(options.exports.list, options.exports.filter({ page, filter, search, params }));
    } catch (error) {
      toaster.error({ title: refusalMessage(error, EXPORT_FAILED), closable: true });
    } finally {
      setExporting(false);
    }
  };

  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const [deleting, setDeleting] = useState<TRow | null>(null);
  const [busy, setBusy] = useState(false);
  const deleted = useRef(false);
  const deleteNow = async (row: TRow) => {
    if (!canWrite || !remove || !(await remove({ id: row.id }))) return false;
    deleted.current = true;
    if (rows.length === 1 && page > 1) show({ page: page - 1 });
    // The row's buttons are gone with it: keyboard focus stays in the list.
    frame?.focus();
    return true;
  };

  return {
    rows,
    size,
    state: loading && (opening ? opening.data : data) === undefined ? 'loading' : rows.length > 0 ? 'rows' : error ? 'failed' : 'empty',
    error,
    loading,
    refresh: async () => {
      // A failure is shown as any load's is (the toast, or the list's failure).
      await refetch().catch(() => undefined);
    },
    page,
    setPage: (next) => show({ page: next }),
    pageCount: pagesOf(size, pageSize, page),
    pageSize,
    filter,
    filters,
    setFilter: (next) => show({ filter: next, page: 1 }),
    params,
    setParams: (changes) => show({ params: changes, page: 1 }),
    exportCsv: options.exports ? exportCsv : null,
    exporting,
    cursor: byCursor ? cursorMoves(connection?.pageInfo, position, (moved) => show({ position: moved })) : null,
    search,
    searchBox: {
      value: typed.text,
      onChange: (event) => setTyped({ text: event.target.value, for: search }),
      onSubmit: (event) => {
        event.preventDefault();
        show({ search: typed.text.trim(), page: 1 });
      },
    },
    countOf: (one, many) => (size ? `${countLabel(size)} ${size.totalCount === 1 ? one : many}` : null),
    setFrame,
    deleting,
    confirmDelete: setDeleting,
    deleteDialog: {
      open: deleting !== null,
      busy,
      onCancel: () => setDeleting(null),
      // After a delete the button that opened the dialog is gone: focus goes to the list instead.
      finalFocus: () => (deleted.current ? frame : null),
      onConfirm: async () => {
        if (!deleting) return;
        deleted.current = false;
        setBusy(true);
        if (await deleteNow(deleting)) setDeleting(null);
        setBusy(false);
      },
    },
    deleteNow,
    canWrite,
    opened: opening && {
      state: opening.loading && opening.rows.length === 0 && !opening.error ? 'loading' : opening.error ? 'failed' : opening.rows.length > 0 ? 'found' : 'gone',
      problem: opening.error ? (refusalOf(opening.error)?.message ?? null) : null,
      close: () =>
        setAddress((current) => {
          const next = new URLSearchParams(current);
          next.delete(key('open'));
          return next;
        }),
    },
  };
}

/** The record a list opens by its id (`open` in the address), read by `node(id:)`; null when it opens none. */
function useOpened<TOpened, TRow>(opened: OpenedRecordQuery<TOpened, TRow> | undefined, id: string | null) {
  // Always the same hooks: without a record to open, a query of nothing stands in, skipped.
  const query = (opened?.query ?? NoRecordQuery) as TypedDocumentNode<TOpened, { id: string }>;
  const result = useQuery(query, { variables: { id: id ?? '' }, fetchPolicy: 'cache-and-network', skip: !opened || !id });
  if (!opened || !id) return null;
  const row = result.data === undefined ? null : opened.row(result.data as TOpened);
  return {
    data: result.data,
    loading: result.loading,
    error: result.error,
    refetch: result.refetch,
    rows: row ? [row] : [],
    shown: { query, variables: { id } },
  };
}

/**
 * Newer and older pages of a list paged by cursor (newest first). At the start there is nothing
 * newer; after a cursor there is (the page it came from); before one, what the server says.
 */
function cursorMoves(pageInfo: ListSize['pageInfo'] | undefined, position: CursorPosition, show: (position: CursorPosition) => void): NonNullable<AdminList<{ id: string }>['cursor']> {
  const { startCursor, endCursor, hasNextPage, hasPreviousPage } = pageInfo ?? {};
  const newer = 'after' in position || ('before' in position && hasPreviousPage === true);
  const older = 'before' in position || hasNextPage === true;
  return {
    newer: newer && startCursor ? () => show({ before: startCursor }) : null,
    older: older && endCursor ? () => show({ after: endCursor }) : null,
  };
}
