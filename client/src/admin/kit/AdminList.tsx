import { Box, Button, Input, chakra, type HTMLChakraProps, type InputProps } from '@chakra-ui/react';
import { SEARCH_MAX_LENGTH } from '@rules/server';
import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { ListState } from '../ui/ListStates';
import { Pagination, showingPage, showingRange } from '../ui/Pagination';
import { StatusSelect, type StatusOption } from '../ui/StatusSelect';
import type { AdminList } from './useAdminList';

/** Any screen's list, where its row and filter types do not matter. */
type AnyList = AdminList<{ id: string }, string>;

/**
 * The list's body: a spinner while nothing is loaded, its failure, its empty message, or its rows.
 * `quietFailure`: the screen says the failure itself (a banner), so the body only says it plainly.
 */
export function ListBody<TRow extends { id: string }>({
  list,
  messages,
  quietFailure = false,
  children,
}: {
  list: AdminList<TRow, string>;
  messages: { loading: string; failed: string; empty: string };
  quietFailure?: boolean;
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
        <ListState kind="empty">{messages.empty}</ListState>
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
  options,
  onChange,
}: {
  list: AdminList<{ id: string }, TFilter>;
  label: string;
  options: readonly StatusOption<TFilter | ''>[];
  /** Anything else the screen does when the filter changes. */
  onChange?(next: TFilter | ''): void;
}) {
  return (
    <StatusSelect
      label={label}
      value={list.filter}
      options={options}
      size="md"
      onChange={(next) => {
        list.setFilter(next);
        onChange?.(next);
      }}
    />
  );
}

/** The list's pages, with "Showing 6 to 10 of 12 results" (`range`) or "Showing page 2 of 7" (`page`). */
export function ListPages({ list, summary, numbered = true }: { list: AnyList; summary?: 'range' | 'page'; numbered?: boolean }) {
  const line = summary === 'range' ? showingRange(list.page, list.pageSize, list.size) : summary === 'page' ? showingPage(list.page, list.pageSize, list.size) : undefined;
  return <Pagination page={list.page} totalPages={list.pageCount} onPageChange={list.setPage} summary={line} numbered={numbered} />;
}

/** Asks before the row in `list.deleting` is deleted (spec: deleting any item needs confirmation). */
export function DeleteDialog<TRow extends { id: string }>({ list, title, children }: { list: AdminList<TRow, string>; title: string; children(row: TRow): ReactNode }) {
  return (
    <ConfirmDialog {...list.deleteDialog} title={title} confirmLabel="Delete">
      {list.deleting && children(list.deleting)}
    </ConfirmDialog>
  );
}
