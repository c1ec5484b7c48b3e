import { LEAD_FORM_LABELS } from './forms';

/** The Services page's labels (its words are page texts, `@rules/page-sections`). */
export const SERVICES_LABELS = {
  /** The buttons that open the message form. */
  talkToUs: 'Talk to us',
} as const;

/** The hero's illustration: one deal moving through the platform. */
export const DEAL_PIPELINE = {
  caption: 'Example deal',
  title: 'Series B extension · SaaS',
  amount: '₹42 Cr',
  steps: [
    { label: 'Matched with 14 investors', detail: 'Mandate fit above 85%', state: 'done' },
    { label: '15-point compliance check', detail: 'All checks passed', state: 'done' },
    { label: 'Term sheets in review', detail: '3 offers, best at 11.2x ARR', state: 'active' },
  ],
} as const;

/** The tabbed showcase's heading and labels (the services themselves are content rows: Services in the back office). */
/** The showcase's labels (its heading is a page text: services-showcase; the services are Services). */
export const SERVICES_SHOWCASE = {
  /** The tabs' name for screen readers. */
  tabsLabel: 'Services',
  pause: 'Pause the tour',
  play: 'Play the tour',
} as const;

/** The Talk to us form's labels (the overlay's words are page texts: talk-to-us, talk-to-us-aside). */
export const TALK_TO_US_LABELS = {
  ...LEAD_FORM_LABELS,
  interest: 'What are you looking for?',
  interestPlaceholder: 'Select a service',
  messagePlaceholder: 'A few lines about your business and what you need.',
  close: 'Close',
} as const;
