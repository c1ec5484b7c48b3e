/** Copy of the About page (spec section 2, "About"). */

export const ABOUT_HERO = {
  eyebrow: 'Who we are',
  title: 'About Us',
  lead: 'Finmesh was founded in Bengaluru by people who had spent years on both sides of the table: founders chasing capital and credit officers buried in files. We built the marketplace we wished we had.',
  facts: [
    { value: '2021', label: 'founded in Bengaluru' },
    { value: '400+', label: 'lenders, funds and advisers' },
    { value: '₹2,100 Cr+', label: 'raised through the platform' },
  ],
} as const;

export interface Value {
  title: string;
  text: string;
}

/** What We Stand For: an accordion, one item open at a time (spec section 2). */
export const VALUES = {
  eyebrow: 'Our principles',
  title: 'What We Stand For',
  lead: 'Four commitments shape every product decision and every conversation with a client.',
  items: [
    {
      title: 'Understand Our Clients',
      text: 'Every business raising capital has its own story: its cash cycle, its sector, its ambitions. We start by listening, so that the matches, the terms and the advice we bring fit the business in front of us, not a template.',
    },
    {
      title: 'AI-Driven Matchmaking At Its Best',
      text: 'Our models score every profile against live mandates from hundreds of lenders and investors, and learn from every deal that closes. You meet the partners most likely to say yes, with the reasons laid out.',
    },
    {
      title: 'Funding In Minutes Not Months',
      text: 'Compliance checks, documents and term sheets move through one automated flow, with every step visible to both sides. What used to take a quarter of back-and-forth now takes days, and the first match takes minutes.',
    },
    {
      title: 'More Than A Platform-A Growth Partner',
      text: 'Capital is one step. Our expert network of advisers, chartered accountants and sector specialists stays with you after the money lands: for the next round, the next acquisition or the next market.',
    },
  ] satisfies readonly Value[],
} as const;

export const JOURNEY = {
  eyebrow: 'Our journey',
  title: 'From a spreadsheet of lenders to a marketplace for every deal',
  text: [
    'Finmesh began as a shared spreadsheet of lenders that a handful of founders passed around. Today it is a marketplace where borrowers, lenders, investors and advisers meet, with compliance, documents and market data built in.',
    'The businesses we have funded tell the story better than we can.',
  ],
  link: { label: 'Read client success stories', to: '/success-stories' },
} as const;

/** The team carousel's words: previous and next move it 500px (spec sections 2 and 9). The team itself is the published leadership profiles, edited in the back office. */
export const TEAM = {
  eyebrow: 'Our team',
  title: 'The people behind Finmesh',
  label: 'Team members',
  previous: 'Previous team members',
  next: 'Next team members',
} as const;
