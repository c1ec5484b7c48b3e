/** Every timer and threshold of the spec (sections 4 and 9), in one place. */
export const TIMING = {
  /** Toasts appear top-right and close after 5 seconds. */
  toastMs: 5000,
} as const;

export const LAYOUT = {
  /** The header changes variant once the page is scrolled beyond this many pixels (wide screens). */
  headerScrollThresholdPx: 10,
  /** Below this width the site uses its mobile layout. */
  mobileBreakpointPx: 768,
} as const;
