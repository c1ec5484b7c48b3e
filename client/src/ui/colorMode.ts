import { useCallback, useSyncExternalStore } from 'react';

/**
 * Light or dark, for the back office. Chakra's `_dark` styles follow a `dark` class on <html>;
 * the choice is remembered in this browser.
 */
export type ColorMode = 'light' | 'dark';

const KEY = 'finmesh.colorMode';
const listeners = new Set<() => void>();

function current(): ColorMode {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

function apply(mode: ColorMode): void {
  const root = document.documentElement;
  root.classList.toggle('dark', mode === 'dark');
  root.classList.toggle('light', mode === 'light');
  root.style.colorScheme = mode;
}

/** Applies the remembered mode; call once before the first render. */
export function restoreColorMode(): void {
  apply(localStorage.getItem(KEY) === 'dark' ? 'dark' : 'light');
}

export function useColorMode(): { mode: ColorMode; setMode: (mode: ColorMode) => void } {
  const mode = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current,
    (): ColorMode => 'light',
  );
  const setMode = useCallback((next: ColorMode) => {
    localStorage.setItem(KEY, next);
    apply(next);
    listeners.forEach((listener) => listener());
  }, []);
  return { mode, setMode };
}
