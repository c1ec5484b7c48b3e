import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { createContext, use, useContext, type ReactNode } from 'react';

/*
 * Data for pages the server renders per request (the careers pages). A page reads a query with
 * `usePageQuery`; the render waits for it (React suspends until the data is in), and what an
 * island needs of it travels to the browser in the island's props, so waking it needs no request.
 */

/** One query's outcome as a page shows it: its data, or why there is none. */
export type QueryResult<TData> = { data: TData; error: null } | { data: null; error: { message: string; code: string } };

/** Runs one query in-process, as the visitor whose request is being rendered. */
export type RunQuery = <TData, TVariables>(document: TypedDocumentNode<TData, TVariables>, variables: TVariables) => Promise<QueryResult<TData>>;

const FAILED: QueryResult<never> = { data: null, error: { message: 'The request did not get through.', code: 'NETWORK' } };

function keyOf(document: TypedDocumentNode<unknown, never>, variables: unknown): string {
  const operation = document.definitions.find((definition) => definition.kind === 'OperationDefinition');
  return `${operation?.name?.value ?? 'query'}:${JSON.stringify(variables ?? {})}`;
}

/** What a query may answer that says something of what was asked for (it does not exist), not that the data could not be read. */
const ANSWERS_ABOUT_THE_ASK = new Set(['NOT_FOUND', 'BAD_USER_INPUT']);

/** A query's promise as React's `use` reads it: once settled, it says so (`status`, `value`), and `use` returns the value without suspending. */
type TrackedResult<TData> = Promise<QueryResult<TData>> & { status?: 'fulfilled'; value?: QueryResult<TData> };

/** One render's queries: each asked once, however many components read it. */
export class PageData {
  private readonly results = new Map<string, QueryResult<unknown>>();
  private readonly promises = new Map<string, TrackedResult<unknown>>();

  constructor(private readonly run: RunQuery) {}

  /**
   * Whether a query of the page could not be read (the database did not answer in time, the
   * service failed): the page then says so, and is answered 503, never kept or shared.
   */
  get unavailable(): boolean {
    return [...this.results.values()].some(({ error }) => error !== null && !ANSWERS_ABOUT_THE_ASK.has(error.code));
  }

  /**
   * The query's result as a promise, the same one every time it is asked for (one request per
   * query and variables). A component reads it with `use` whether or not it has settled: React
   * replays a component that suspended expecting the same `use` calls in the same order, so a
   * read that skipped `use` once its query was in would hand the next `use` the wrong result.
   */
  load<TData, TVariables>(document: TypedDocumentNode<TData, TVariables>, variables: TVariables): Promise<QueryResult<TData>> {
    const key = keyOf(document as TypedDocumentNode<unknown, never>, variables);
    let promise = this.promises.get(key);
    if (!promise) {
      const tracked: TrackedResult<unknown> = this.run(document, variables)
        .catch(() => FAILED)
        .then((result) => {
          this.results.set(key, result);
          Object.assign(tracked, { status: 'fulfilled', value: result });
          return result;
        });
      promise = tracked;
      this.promises.set(key, promise);
    }
    return promise as Promise<QueryResult<TData>>;
  }
}

const PageDataContext = createContext<PageData | null>(null);

/** Each server render gives its page a store of its own. */
export function PageDataProvider({ value, children }: { value: PageData; children: ReactNode }) {
  return <PageDataContext value={value}>{children}</PageDataContext>;
}

export function usePageData(): PageData {
  const store = useContext(PageDataContext);
  if (!store) throw new Error('usePageQuery runs in the server render of a page, inside its PageDataProvider.');
  return store;
}

/** A query's result for the page; suspends the render until it is in. */
export function usePageQuery<TData, TVariables>(document: TypedDocumentNode<TData, TVariables>, variables: TVariables): QueryResult<TData> {
  return use(usePageData().load(document, variables));
}
