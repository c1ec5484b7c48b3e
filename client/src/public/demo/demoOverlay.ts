import { useSyncExternalStore } from 'react';

/**
 * Whether the "Book a Demo" overlay is open. Any button on the site may open it (header, mobile
 * menu, footer); `DemoOverlayHost` renders it. The overlay's own code loads on first open.
 */
export interface DemoOverlayState {
  open: boolean;
  /** Where focus goes when it closes, when not the button that opened it (for example a menu that closed meanwhile). */
  returnFocusTo?: () => HTMLElement | null;
}

const CLOSED: DemoOverlayState = { open: false };
let state: DemoOverlayState = CLOSED;
const listeners = new Set<() => void>();

function set(next: DemoOverlayState) {
  state = next;
  listeners.forEach((listener) => listener());
}

export function openDemoOverlay(options: { returnFocusTo?: () => HTMLElement | null } = {}): void {
  set({ open: true, returnFocusTo: options.returnFocusTo });
}

export function closeDemoOverlay(): void {
  set({ ...state, open: false });
}

export function useDemoOverlay(): DemoOverlayState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => CLOSED,
  );
}

/** The overlay's code, loaded on first open. */
export const loadDemoOverlay = () => import('./DemoOverlay');

/** Starts downloading the overlay when a visitor is about to open it (pointer over, or focus on, the button). */
export function preloadDemoOverlay(): void {
  void loadDemoOverlay().catch(() => undefined);
}
