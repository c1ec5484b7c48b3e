/** Copy of the home page. */
export const HOME_HERO = {
  eyebrow: 'Debt · Equity · M&A marketplace',
  lead: 'Finmesh connects borrowers with lenders, investors and an expert network of advisers. AI-driven matchmaking finds the right capital partner, and automation carries the deal from first data room to signed term sheet.',
  primary: { label: "Let's connect", to: '/contact#form' },
  secondary: { label: 'Our Services', to: '/services' },
  proof: [
    { value: 'Minutes', label: 'to your first funding match' },
    { value: '3 markets', label: 'debt, equity and M&A' },
    { value: '15-point', label: 'compliance assessment' },
  ],
} as const;

export interface Capability {
  icon: 'matchmaking' | 'automation' | 'intelligence' | 'compliance' | 'marketplace' | 'speed';
  title: string;
  text: string;
}

/** What the platform does: the claims the site makes (spec section 1). */
export const CAPABILITIES: readonly Capability[] = [
  {
    icon: 'matchmaking',
    title: 'AI-driven matchmaking',
    text: 'Your profile is scored against thousands of lender and investor mandates, so you only meet partners who can say yes.',
  },
  {
    icon: 'automation',
    title: 'Process automation',
    text: 'Document collection, KYC and term-sheet workflows run themselves, with every step visible to both sides.',
  },
  {
    icon: 'intelligence',
    title: 'Market intelligence',
    text: 'Live benchmarks on pricing, tenors and valuations show where your deal sits before you negotiate.',
  },
  {
    icon: 'compliance',
    title: 'Compliance built in',
    text: 'A 15-point compliance assessment and continuous checks keep every party on the right side of the rules.',
  },
  {
    icon: 'marketplace',
    title: 'Marketplace solutions',
    text: 'Debt, equity and M&A in one place, from working-capital lines to growth rounds and strategic exits.',
  },
  {
    icon: 'speed',
    title: 'Funding in minutes',
    text: 'Pre-qualified offers arrive in minutes, not months, so your business keeps its momentum.',
  },
];
