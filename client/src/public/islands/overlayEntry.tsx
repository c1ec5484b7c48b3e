import type { ComponentType } from 'react';
import { mountClientRoot } from './hydrate';
import type { OverlayModule, OverlayRequest, createOverlayStore } from './overlayStore';

/**
 * An overlay module's `open`: mounts the overlay's host on a root of its own the first time, then
 * opens it for what the pressed button asks (`targetOf` reads its `data-*`).
 */
export function overlayOpener<TTarget>(
  store: ReturnType<typeof createOverlayStore<TTarget>>,
  Host: ComponentType,
  targetOf: (trigger: HTMLElement) => TTarget,
): OverlayModule['open'] {
  let mounted = false;
  return ({ trigger, returnFocusTo }: OverlayRequest) => {
    if (!mounted) {
      mounted = true;
      mountClientRoot(<Host />);
    }
    store.open(targetOf(trigger), returnFocusTo);
  };
}
