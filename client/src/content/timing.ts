/** Every timer and threshold of the spec (sections 4 and 9), in one place. */
export const TIMING = {
  /** Toasts appear top-right and close after 5 seconds. */
  toastMs: 5000,
  /** The thank-you dialog of the contact forms and the demo's success screen close themselves after 5 seconds. */
  thanksMs: 5000,
  /** The Services tabs advance every 8 seconds, through the six and round again. */
  servicesTabMs: 8000,
  /** After a visitor picks a service tab, rotation waits this long, then resumes with the next one. */
  servicesTabPauseMs: 8000,
  /** Counters count from 0 to their target over 3 seconds... */
  counterMs: 3000,
  /** ...in about 60 steps a second. */
  counterFps: 60,
  /** The job application modal closes itself this long after a successful submission. */
  applicationCloseMs: 5000,
  /** After a successful save the admin's job form returns to the list this much later. */
  jobSaveRedirectMs: 1000,
} as const;

export const LAYOUT = {
  /** The header changes variant once the page is scrolled beyond this many pixels (wide screens). */
  headerScrollThresholdPx: 10,
  /** Below this width the site uses its mobile layout. */
  mobileBreakpointPx: 768,
  /** Space left above a section reached through a link's hash on the Contact page (under the fixed header). */
  hashScrollOffsetPx: 80,
  /** Space left above the careers form when Join us scrolls to it. */
  careerFormScrollOffsetPx: 100,
  /** Counters start when at least this share of them is on screen. */
  counterVisibleRatio: 0.5,
} as const;
