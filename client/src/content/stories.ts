/** Copy of the Success Stories page (spec section 2: a hero and a static blurb). */

export const STORIES_HERO = {
  eyebrow: 'Success Stories',
  title: 'Success Stories',
  lead: 'Businesses that found their capital partner on Finmesh, and the lenders and advisers who backed them.',
} as const;

/** The spec's blurb, in the words it gives. */
export const STORIES_BLURB = {
  title: 'Smart Capital Solutions for Every Business Need',
  text: [
    'From a food manufacturer preparing for the festive season to a SaaS company raising its growth round, every story here started with one profile on Finmesh. Our matchmaking found the lenders and investors whose mandates fit; our compliance engine cleared the checks before anyone asked; our advisers stayed on until the money landed.',
    'Whatever the deal, debt, equity or an acquisition, the pattern is the same: the right partners, sooner, on terms that make sense.',
  ],
} as const;

export interface Story {
  client: string;
  sector: string;
  /** What was raised, and how. */
  outcome: string;
  /** The headline figure of the story. */
  figure: { value: string; label: string };
  text: string;
}

export const STORIES = {
  eyebrow: 'In their words',
  title: 'Deals that closed on Finmesh',
  list: [
    {
      client: 'Kiran Foods',
      sector: 'FMCG · Bengaluru',
      outcome: '₹12 Cr working capital from an NBFC',
      figure: { value: '11 days', label: 'from first match to funds' },
      text: 'Matched with three lenders in an afternoon; the compliance file was ready before the first call, and the facility was signed in under two weeks.',
    },
    {
      client: 'Ledgerly',
      sector: 'SaaS · Pune',
      outcome: '₹42 Cr Series B extension',
      figure: { value: '14', label: 'investors with a fitting mandate' },
      text: 'Finmesh’s venture engine turned two years of metrics into an investor-ready data room; three term sheets arrived within a month.',
    },
    {
      client: 'Vistar Logistics',
      sector: 'Logistics · Chennai',
      outcome: 'Acquisition of a regional carrier',
      figure: { value: '9 weeks', label: 'from shortlist to signing' },
      text: 'An M&A adviser from the expert network ran the diligence on the platform, with documents and sign-off in one place.',
    },
  ] satisfies readonly Story[],
} as const;
