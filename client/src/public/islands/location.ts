import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';

/**
 * The query string for islands that keep state in the address (the openings' filters and page),
 * without a router: the page is a document of its own, so only `?…` changes in place. On the
 * server it comes from the request; in the browser from `location`, following Back and Forward.
 */
export const ServerSearchContext = createContext<string | null>(null);

const CHANGE = 'finmesh:querychange';

function subscribe(listener: () => void): () => void {
  window.addEventListener('popstate', listener);
  window.addEventListener(CHANGE, listener);
  return () => {
    window.removeEventListener('popstate', listener);
    window.removeEventListener(CHANGE, listener);
  };
}

/** The current query string's parameters, and a way to change them (a new history entry). */
export function useQueryParams(): [URLSearchParams, (next: URLSearchParams) => void] {
  const serverSearch = useContext(ServerSearchContext);
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => serverSearch ?? (typeof window === 'undefined' ? '' : window.location.search),
  );
  const setParams = useCallback((next: URLSearchParams) => {
    const query = next.toString();
    window.history.pushState(window.history.state, '', `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`);
    window.dispatchEvent(new Event(CHANGE));
  }, []);
  return [new URLSearchParams(search), setParams];
}

/** `?…` for a set of parameters, or an empty string. */
export function queryString(params: URLSearchParams): string {
  const query = params.toString();
  return query ? `?${query}` : '';
}
