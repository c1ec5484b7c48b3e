/** The About page's labels (spec section 2, "About"); its words are page texts (`@rules/page-sections`), its values Values. */

/** The team carousel's labels (its heading is a page text: about-team): previous and next move it 500px (spec sections 2 and 9). The team itself is the published leadership profiles, edited in the back office. */
export const TEAM = {
  label: 'Team members',
  previous: 'Previous team members',
  next: 'Next team members',
} as const;
