import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { createContext, use, useContext, type ReactNode } from 'react';

/*
 * Data for pages the server renders per request (the careers pages). A page reads a query with
 * `usePageQuery`; rendering on the server waits for it (React suspends until the data is in),
 * the results travel to the browser in a JSON block, and hydration reads them from there, so the
 * first view needs no request and no GraphQL client. Later views (moving between pages in the
 * browser) fetch through Apollo, loaded on demand like the forms' mutations.
 */

/** One query's outcome as a page shows it: its data, or why there is none. */
export type QueryResult<TData> = { data: TData; error: null } | { data: null; error: { message: string; code: string } };

/** Runs one query: in-process for the visitor's request on the server, over HTTP in the browser. */
export type RunQuery = <TData, TVariables>(document: TypedDocumentNode<TData, TVariables>, variables: TVariables) => Promise<QueryResult<TData>>;

/** The results a server render used, by query and variables: what the browser starts from. */
export type PageDataSnapshot = Record<string, QueryResult<unknown>>;

/** Id of the JSON block (`<script type="application/json">`, never executed) holding the snapshot. */
export const PAGE_DATA_ID = '__PAGE_DATA__';

const FAILED: QueryResult<never> = { data: null, error: { message: 'The request did not get through.', code: 'NETWORK' } };

function keyOf(document: TypedDocumentNode<unknown, never>, variables: unknown): string {
  const operation = document.definitions.find((definition) => definition.kind === 'OperationDefinition');
  return `${operation?.name?.value ?? 'query'}:${JSON.stringify(variables ?? {})}`;
}

export class PageData {
  private readonly results = new Map<string, QueryResult<unknown>>();
  private readonly pending = new Map<string, Promise<QueryResult<unknown>>>();

  constructor(
    private readonly run: RunQuery,
    snapshot: PageDataSnapshot = {},
  ) {
    for (const [key, result] of Object.entries(snapshot)) this.results.set(key, result);
  }

  /** The result if it is already in, without asking for it. */
  peek<TData, TVariables>(document: TypedDocumentNode<TData, TVariables>, variables: TVariables): QueryResult<TData> | undefined {
    // Results are stored by the key of the document that asked for them, so the cast holds.
    return this.results.get(keyOf(document as TypedDocumentNode<unknown, never>, variables)) as QueryResult<TData> | undefined;
  }

  /** The result, or a promise of it (one request per query and variables at a time). */
  load<TData, TVariables>(document: TypedDocumentNode<TData, TVariables>, variables: TVariables): QueryResult<TData> | Promise<QueryResult<TData>> {
    const key = keyOf(document as TypedDocumentNode<unknown, never>, variables);
    const done = this.results.get(key);
    if (done) return done as QueryResult<TData>;
    let promise = this.pending.get(key);
    if (!promise) {
      promise = this.run(document, variables)
        .catch(() => FAILED)
        .then((result) => {
          this.results.set(key, result);
          this.pending.delete(key);
          return result;
        });
      this.pending.set(key, promise);
    }
    return promise as Promise<QueryResult<TData>>;
  }

  /** Forgets a failed result, so the next read asks again ("Try again"). */
  forget<TData, TVariables>(document: TypedDocumentNode<TData, TVariables>, variables: TVariables): void {
    this.results.delete(keyOf(document as TypedDocumentNode<unknown, never>, variables));
  }

  snapshot(): PageDataSnapshot {
    return Object.fromEntries(this.results);
  }
}

/** In the browser: one store for the visit, seeded from the server render's JSON block. */
let browserStore: PageData | undefined;
function browserPageData(): PageData {
  if (!browserStore) {
    const block = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ID)?.textContent;
    const runInBrowser: RunQuery = async (document, variables) => (await import('./browserQuery')).runBrowserQuery(document, variables);
    browserStore = new PageData(runInBrowser, block ? (JSON.parse(block) as PageDataSnapshot) : {});
  }
  return browserStore;
}

const PageDataContext = createContext<PageData | null>(null);

/** The server render gives each request its own store; the browser uses the visit's. */
export function PageDataProvider({ value, children }: { value: PageData; children: ReactNode }) {
  return <PageDataContext value={value}>{children}</PageDataContext>;
}

export function usePageData(): PageData {
  return useContext(PageDataContext) ?? browserPageData();
}

/** A query's result for the page; suspends (shows the nearest Suspense fallback) while it loads. */
export function usePageQuery<TData, TVariables>(document: TypedDocumentNode<TData, TVariables>, variables: TVariables): QueryResult<TData> {
  const result = usePageData().load(document, variables);
  return result instanceof Promise ? use(result) : result;
}
