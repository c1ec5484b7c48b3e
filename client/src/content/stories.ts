/** Copy of the Success Stories page (spec section 2: a hero and a static blurb); the stories are content rows (`stories`). */

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

/** The stories' section: its heading (the stories themselves are content rows, edited in the back office). */
export const STORIES = {
  eyebrow: 'In their words',
  title: 'Deals that closed on Finmesh',
} as const;
