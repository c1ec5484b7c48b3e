/**
 * The legal pages' labels. Their text (title, lead and topics) is edited in the back office's Legal
 * Pages screen and read from the API (issue P20); the first run's is in server/src/rules/legal-text.ts.
 */

export const LEGAL_LABELS = {
  eyebrow: 'Legal',
  lastUpdated: 'Last updated',
  contents: 'On this page',
  /** When the page's text is not published (404), or cannot be read just now (503). */
  missing: 'This page is being updated. Please check back shortly, or write to us from the Contact page.',
  unavailable: 'This page cannot be shown just now. Please try again in a few minutes.',
  contactLink: 'Contact us',
} as const;

/** The Terms of Use's hero: its tagline and film beside the title (spec section 2). */
export const TERMS_HERO = {
  tagline: 'Smart Capital Solutions for Every Business Need',
  /** The hero's film (the home page's dashboard film). */
  film: {
    label: 'A deal moving through the Finmesh dashboard, from match to signed terms',
    play: 'Play the film',
    pause: 'Pause the film',
  },
} as const;
