import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False in the server's HTML and while the browser hydrates it, true once the page's code runs it
 * (at once for views rendered in the browser). What only a script can make useful (a field shown
 * when another has some value) is in the HTML for visitors without one, and goes once it runs.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
