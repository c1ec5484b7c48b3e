import { createToaster } from '@chakra-ui/react';
import { TIMING } from '../content/timing';

/** The custom property `<Toaster top>` sets on the toast region. */
export const TOAST_TOP = '--toast-top';

/** Where the toasts of a page stand (`<Toaster placement>`): top-right by default. */
export type ToastPlacement = 'top-end' | 'bottom-end';

/**
 * Toasts appear top-right and close after 5 seconds (spec section 8). How far from the top is a
 * variable a page may set (`<Toaster top>`), so that they hide no control of its header; a page may
 * also put them bottom-right (`<Toaster placement>`: the back office, issue P19).
 */
export const toastStore = createToaster({
  placement: 'top-end',
  duration: TIMING.toastMs,
  pauseOnPageIdle: true,
  offsets: { top: `var(${TOAST_TOP}, 1rem)`, right: '1rem', bottom: '1rem', left: '1rem' },
});

/** Puts the toasts where a page wants them (its `<Toaster placement>`), before the first is drawn. */
export function placeToasts(placement: ToastPlacement): void {
  toastStore.attrs.placement = placement;
}
