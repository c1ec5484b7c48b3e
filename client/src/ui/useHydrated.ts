import { createContext, useContext, useSyncExternalStore } from 'react';

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

/**
 * True where a page's script runs: in an island the browser wakes (its provider says so) and in
 * anything the browser renders. The server's HTML is the only place without one.
 */
export const ScriptRunsContext = createContext(false);

/**
 * A form's submit button: disabled in the server's HTML, where without any script a press must
 * not send the browser off with the form, and marked so the page's loader, which runs at once,
 * enables it and holds a press until the island has woken (`islands/boot.ts`). An island wakes
 * with the button as the loader left it.
 */
export function useSubmitButton(busy = false): { disabled: boolean; 'data-awaits-script'?: '' } {
  const inWokenIsland = useContext(ScriptRunsContext);
  const hydrated = useHydrated();
  return inWokenIsland || hydrated ? { disabled: busy } : { disabled: true, 'data-awaits-script': '' };
}
