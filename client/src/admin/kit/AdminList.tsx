import { Box, Button, Flex, IconButton, Input, Text, chakra, type HTMLChakraProps, type InputProps } from '@chakra-ui/react';
import { SEARCH_MAX_LENGTH } from '@rules/server';
import { ChevronLeft, ChevronRight, Download, Pencil, Search, Trash2, X } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { DataTable } from '../ui/DataTable';
import { ListState } from '../ui/ListStates';
import { Pagination, showingPage, showingRange } from '../ui/Pagination';
import { StatusSelect, type StatusOption } from '../ui/StatusSelect';
import { chosenOption, type AdminList } from './useAdminList';

/** Any screen's list, where its row and filter types do not matter. */
type AnyList = AdminList<{ id: string }, string>;

/**
 * The list's body: a spinner while nothing is loaded, its failure, its empty message, or its rows.
 * `quietFailure`: the screen says the failure itself (a banner), so the body only says it plainly.
 * `emptyAction`: what the empty list offers under its message (the button that makes the first record).
 */
export function ListBody<TRow extends { id: string }>({
  list,
  messages,
  quietFailure = false,
  emptyAction,
  children,
}: {
  list: AdminList<TRow, string>;
  messages: { loading: string; failed: string; empty: string };
  quietFailure?: boolean;
  emptyAction?: ReactNode;
  children(rows: readonly TRow[]): ReactNode;
}) {
  const { setFrame, state, rows } = list;
  return (
    <Box ref={setFrame} tabIndex={-1} outline="none" aria-busy={state === 'loading'}>
      {state === 'loading' ? (
        <ListState kind="loading">{messages.loading}</ListState>
      ) : state === 'failed' ? (
        <ListState kind={quietFailure ? 'empty' : 'error'}>{messages.failed}</ListState>
      ) : state === 'empty' ? (
        <ListState kind="empty" action={emptyAction}>
          {messages.empty}
        </ListState>
      ) : (
        children(rows)
      )}
    </Box>
  );
}

/** The list's search: a search landmark with the text box and its Search button (the search goes into the address). */
export function SearchBox({ list, label, placeholder, input, ...form }: { list: AnyList; label: string; placeholder: string; input?: InputProps } & HTMLChakraProps<'form'>) {
  return (
    <chakra.form onSubmit={list.searchBox.onSubmit} display="flex" gap="2" role="search" {...form}>
      <Input value={list.searchBox.value} onChange={list.searchBox.onChange} placeholder={placeholder} maxLength={SEARCH_MAX_LENGTH} aria-label={label} {...input} />
      <Button type="submit" variant="outline">
        <Search aria-hidden /> Search
      </Button>
    </chakra.form>
  );
}

/** The list's status filter (choosing one goes back to the first page). */
export function StatusFilter<TFilter extends string>({
  list,
  label,
  onChange,
}: {
  list: AdminList<{ id: string }, TFilter>;
  label: string;
  /** Anything else the screen does when the filter changes. */
  onChange?(next: TFilter | ''): void;
}) {
  return (
    <StatusSelect
      label={label}
      value={list.filter}
      options={list.filters}
      size="md"
      onChange={(next) => {
        list.setFilter(next);
        onChange?.(next);
      }}
    />
  );
}

/**
 * One of the screen's own filters (`params`) as a dropdown of its options, all first, like the
 * status filter: the address takes their values, anything else counts as all, and choosing one
 * goes back to the first page.
 */
export function ParamFilter<T extends string>({ list, name, label, options }: { list: AnyList; name: string; label: string; options: readonly StatusOption<T | ''>[] }) {
  return <StatusSelect label={label} value={chosenOption(options, list.params[name])} options={options} size="md" onChange={(next) => list.setParams({ [name]: next })} />;
}

/**
 * The list's pages, with "Showing 6 to 10 of 12 results" (`range`) or "Showing page 2 of 7"
 * (`page`); a list paged by cursor offers Newer and Older instead.
 */
export function ListPages({ list, summary, numbered = true }: { list: AnyList; summary?: 'range' | 'page'; numbered?: boolean }) {
  // One record opened by its id has no pages.
  if (list.opened) return null;
  if (list.cursor) return <CursorPages {...list.cursor} />;
  const line = summary === 'range' ? showingRange(list.page, list.pageSize, list.size) : summary === 'page' ? showingPage(list.page, list.pageSize, list.size) : undefined;
  return <Pagination page={list.page} totalPages={list.pageCount} onPageChange={list.setPage} summary={line} numbered={numbered} />;
}

function CursorPages({ newer, older }: NonNullable<AnyList['cursor']>) {
  if (!newer && !older) return null;
  return (
    <Flex as="nav" aria-label="Pages" justify="flex-end" gap="1" px="5" py="3" borderTopWidth="1px" borderColor="border">
      <Button size="sm" variant="outline" disabled={!newer} onClick={() => newer?.()}>
        <ChevronLeft aria-hidden /> Newer
      </Button>
      <Button size="sm" variant="outline" disabled={!older} onClick={() => older?.()}>
        Older <ChevronRight aria-hidden />
      </Button>
    </Flex>
  );
}

/**
 * Says that the list shows one record, opened by its id (the Activity screen's links), with the
 * way back to the whole list; or that the record is gone (deleted, erased) or may not be opened.
 */
export function OpenedRecordNotice({ list, what }: { list: AnyList; what: string }) {
  const { opened } = list;
  if (!opened || opened.state === 'loading') return null;
  const gone = opened.state === 'gone';
  const failed = opened.state === 'failed';
  return (
    <Flex gap="2" align="center" wrap="wrap" px="4" py="2" bg={gone || failed ? 'orange.subtle' : 'bg.subtle'} borderBottomWidth="1px" borderColor="border" fontSize="sm" role={gone || failed ? 'status' : undefined}>
      <Text>{gone ? OPENED_MESSAGES.gone(what) : failed ? (opened.problem ?? OPENED_MESSAGES.failed(what)) : OPENED_MESSAGES.one(what)}</Text>
      <Button size="xs" variant="ghost" onClick={opened.close}>
        <X aria-hidden /> {OPENED_MESSAGES.showAll}
      </Button>
    </Flex>
  );
}

/** What `OpenedRecordNotice` says (`what`: "message", "demo request"...). */
export const OPENED_MESSAGES = {
  one: (what: string) => `Showing one ${what}, opened by its link.`,
  gone: (what: string) => `This ${what} no longer exists: it was deleted, or erased on request.`,
  failed: (what: string) => `This ${what} could not be opened. Please try again.`,
  showAll: 'Show all',
} as const;

/** The list's "Export CSV" (every page of what it shows), where the screen declared an export. */
export function ExportButton({ list }: { list: AnyList }) {
  if (!list.exportCsv) return null;
  const start = list.exportCsv;
  return (
    <Button variant="outline" disabled={list.exporting} onClick={() => void start()}>
      <Download aria-hidden /> {list.exporting ? 'Exporting...' : 'Export CSV'}
    </Button>
  );
}

/** Asks before the row in `list.deleting` is deleted (spec: deleting any item needs confirmation). */
export function DeleteDialog<TRow extends { id: string }>({ list, title, children }: { list: AdminList<TRow, string>; title: string; children(row: TRow): ReactNode }) {
  return (
    <ConfirmDialog {...list.deleteDialog} title={title} confirmLabel="Delete">
      {list.deleting && children(list.deleting)}
    </ConfirmDialog>
  );
}

/** The list's rows as the back office's table (`DataTable`), one `row` each, in its body (loading, failure, empty). */
export function ListTable<TRow extends { id: string }>({
  list,
  messages,
  caption,
  columns,
  cards,
  children,
}: {
  list: AdminList<TRow, string>;
  messages: { loading: string; failed: string; empty: string };
  caption: string;
  columns: readonly string[];
  /** The same rows as cards (`RecordList`), shown wherever the table would scroll sideways (`DataTable`'s `cards`). */
  cards?(rows: readonly TRow[]): ReactNode;
  children(row: TRow): ReactNode;
}) {
  return (
    <ListBody list={list} messages={messages}>
      {(rows) => (
        <DataTable caption={caption} columns={columns} cards={cards && { list: cards(rows), rowsKey: rows.map((row) => row.id).join() }}>
          {rows.map((row) => (
            <Fragment key={row.id}>{children(row)}</Fragment>
          ))}
        </DataTable>
      )}
    </ListBody>
  );
}

/**
 * A row's actions: the screen's own first, then Edit (a link to the record's form, `editTo`, or
 * `onEdit` where the screen edits in a dialog) and Delete (asks first).
 */
export function RowActions({ name, onDelete, children, ...edit }: { name: string; onDelete(): void; children?: ReactNode } & ({ editTo: string } | { onEdit(): void })) {
  return (
    <Flex gap="1">
      {children}
      {'editTo' in edit ? (
        <IconButton asChild size="sm" variant="ghost" aria-label={`Edit ${name}`} title="Edit">
          <Link to={edit.editTo}>
            <Pencil aria-hidden />
          </Link>
        </IconButton>
      ) : (
        <IconButton size="sm" variant="ghost" aria-label={`Edit ${name}`} title="Edit" onClick={edit.onEdit}>
          <Pencil aria-hidden />
        </IconButton>
      )}
      <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={`Delete ${name}`} title="Delete" onClick={onDelete}>
        <Trash2 aria-hidden />
      </IconButton>
    </Flex>
  );
}
