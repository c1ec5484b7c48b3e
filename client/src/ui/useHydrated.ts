import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False in the server's HTML and while the browser hydrates it, true once the page's code runs
 * it (at once for views rendered in the browser). Forms keep their submit button disabled until
 * then, so a press before the code has arrived cannot send the browser off with the form.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
