import type { DocumentNode, OperationVariables } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { TIMING } from '../../content/timing';

/** What a screen shows from the server: its query and the query's variables. */
export interface Shown {
  query: DocumentNode;
  variables: OperationVariables;
}

/**
 * Keeps what an open screen shows current without a reload (issue P19): every
 * `TIMING.adminRefreshMs` while the tab is visible, and at once when it becomes visible again, the
 * query is asked of the server (null: nothing to refresh) and its answer written to the cache, which redraws whatever shows it.
 * A hidden tab asks nothing. A refresh that fails changes nothing on screen (no spinner, no toast):
 * the next one tries again, and the screen's own load says a failure as it always has.
 */
export function useRefreshWhileVisible(shown: Shown | null): void {
  const client = useApolloClient();
  // The latest query and variables (a page turned, a filter changed), read when the timer fires.
  const latest = useRef(shown);
  useEffect(() => {
    latest.current = shown;
  });

  useEffect(() => {
    const refresh = () => {
      const current = latest.current;
      if (!current) return;
      client.query({ query: current.query, variables: current.variables, fetchPolicy: 'network-only' }).catch(() => undefined);
    };
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      timer ??= setInterval(refresh, TIMING.adminRefreshMs);
    };
    const stop = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const onVisibility = () => {
      if (document.visibilityState !== 'visible') return stop();
      refresh();
      start();
    };
    if (document.visibilityState === 'visible') start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [client]);
}
