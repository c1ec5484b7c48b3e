import { useSyncExternalStore } from 'react';

/** What an overlay shows while open, and where focus goes when it closes. */
export interface OverlayState<TTarget> {
  /** `null` while closed (the overlay stays mounted so it can animate out). */
  target: TTarget | null;
  /** Where focus returns on close, when not the element that opened it. */
  returnFocusTo?: () => HTMLElement | null;
}

/** One overlay's open/closed state, shared by the button that opens it and the host that renders it. */
export function createOverlayStore<TTarget>() {
  let state: OverlayState<TTarget> = { target: null };
  const listeners = new Set<() => void>();
  const set = (next: OverlayState<TTarget>) => {
    state = next;
    listeners.forEach((listener) => listener());
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const closed: OverlayState<TTarget> = { target: null };
  return {
    open(target: TTarget, returnFocusTo?: () => HTMLElement | null): void {
      set({ target, returnFocusTo });
    },
    close(): void {
      set({ ...state, target: null });
    },
    useState(): OverlayState<TTarget> {
      return useSyncExternalStore(subscribe, () => state, () => closed);
    },
  };
}

/** How the page asks an overlay module to open: the button pressed (its `data-*` say what for). */
export interface OverlayRequest {
  trigger: HTMLElement;
  /** Where focus returns on close. */
  returnFocusTo: () => HTMLElement | null;
}

/** An overlay module: opens its overlay, mounting its host on first use. */
export interface OverlayModule {
  open(request: OverlayRequest): void;
}
