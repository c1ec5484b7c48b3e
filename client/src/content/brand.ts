import { COMPANY } from '@rules/brand';

/** The company's name and details (shared with the emails, `rules/brand.ts`), and what only the site shows. */
export const BRAND = {
  ...COMPANY,
  description:
    'Finmesh is the marketplace for debt, equity and M&A: AI-driven matchmaking connects borrowers, lenders, investors and expert advisers, with compliance and process automation built in.',
  /** The office on Google Maps, a link that opens in a new tab (the Contact page frames OpenStreetMap's map only once the visitor agrees). */
  mapUrl: 'https://www.google.com/maps/search/?api=1&query=Prestige+Tech+Park%2C+Outer+Ring+Road%2C+Bengaluru+560103',
} as const;
