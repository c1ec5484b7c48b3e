import { LEAD_FORM_LABELS } from './forms';

/** Copy of the Services page. */
export const SERVICES_HERO = {
  eyebrow: 'What we do',
  title: 'Service',
  lead: 'Six services on one marketplace take a deal from first match to signed term sheet: the right counterparties, checks that hold up, and paperwork that moves itself.',
  primary: 'Talk to us',
} as const;

export const SERVICES_INTRO = {
  eyebrow: 'Built for every side of the deal',
  title: 'Capital solutions, engineered end to end',
  text: [
    'Borrowers come to Finmesh for working capital, growth debt or a strategic buyer. Lenders and investors come for deal flow that already fits their mandate. Advisers come for a platform that does the legwork.',
    'Our services share one data layer, so every match is informed by compliance results and live market benchmarks, and every step is automated and auditable.',
  ],
  link: { label: 'Read client success stories', to: '/success-stories' },
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

export type ServiceIcon = 'matchmaking' | 'compliance' | 'venture' | 'intelligence' | 'automation' | 'marketplace';

export interface Service {
  id: string;
  /** The tab's label, after its number. */
  label: string;
  icon: ServiceIcon;
  title: string;
  summary: string;
  points: readonly string[];
  highlight: { value: string; label: string };
}

/** The tabbed showcase, in the spec's order; the first is shown first. */
export const SERVICES: readonly Service[] = [
  {
    id: 'matchmaking',
    label: 'Match Making',
    icon: 'matchmaking',
    title: 'AI-driven matchmaking for borrowers, lenders and investors',
    summary:
      'Our models read your financials, sector and funding need, then score them against the live mandates of banks, NBFCs, private credit funds and investors. You meet the partners most likely to say yes, ranked by fit, pricing and speed to close.',
    points: [
      'Profiles scored against thousands of active lender and investor mandates',
      'Shortlists ranked by likelihood to fund, indicative pricing and time to close',
      'Warm introductions, with an expert adviser on hand when the deal needs one',
    ],
    highlight: { value: 'Minutes', label: 'from profile to first qualified match' },
  },
  {
    id: 'compliance',
    label: 'Compliance',
    icon: 'compliance',
    title: 'A compliance decision engine that keeps every party covered',
    summary:
      'Every participant passes a 15-point compliance assessment before a deal moves: identity, ownership, sanctions, credit history and regulatory standing. Decisions come with their reasons, so credit committees and auditors see exactly why.',
    points: [
      'KYC, KYB and AML screening with beneficial-ownership checks',
      'Rules for RBI, SEBI and cross-border requirements, updated as they change',
      'A complete, time-stamped audit trail for every decision',
    ],
    highlight: { value: '15-point', label: 'assessment before any deal moves' },
  },
  {
    id: 'venture',
    label: 'Venture Engine',
    icon: 'venture',
    title: 'A venture engine that turns traction into an investor-ready raise',
    summary:
      'Founders connect their accounting, banking and product data; the engine builds the metrics investors ask for and matches the round with funds by stage, sector and ticket size. Funds get a steady pipeline that already fits their thesis.',
    points: [
      'Investor-ready metrics and a structured data room, built from your own systems',
      'Matching by stage, sector, geography and cheque size',
      'Round tracking from first meeting to closing, shared with your cap table',
    ],
    highlight: { value: 'Seed to Series C', label: 'rounds structured and tracked in one place' },
  },
  {
    id: 'intelligence',
    label: 'Market Intelligence',
    icon: 'intelligence',
    title: 'Market intelligence that shows where your deal stands',
    summary:
      'Live benchmarks on pricing, tenors, covenants and valuations, drawn from the deals on our marketplace and public filings. Know what a fair offer looks like before you negotiate, and spot sector shifts before they reach the headlines.',
    points: [
      'Pricing and tenor benchmarks by sector, size and credit profile',
      'Valuation comparables for equity rounds and M&A',
      'Early signals on sector demand, lender appetite and risk',
    ],
    highlight: { value: 'Live', label: 'benchmarks from deals on the platform' },
  },
  {
    id: 'automation',
    label: 'Process Automation',
    icon: 'automation',
    title: 'Process automation from application to disbursal',
    summary:
      'Document collection, underwriting workflows, contract lifecycle management and e-signatures run on their own, with every step visible to both sides. Lenders plug our loan origination tools into their stack through a single API.',
    points: [
      'Guided document collection with automatic checks for completeness',
      'Loan origination and contract lifecycle workflows, configurable per lender',
      'API kit and integrations for core banking, CRM and accounting systems',
    ],
    highlight: { value: 'Weeks to days', label: 'typical cut in time to disbursal' },
  },
  {
    id: 'marketplace',
    label: 'Marketplace Solutions',
    icon: 'marketplace',
    title: 'Marketplace solutions for debt, equity and M&A',
    summary:
      'One marketplace for every kind of capital: working-capital lines, term loans and structured credit; growth and late-stage equity; acquisitions, mergers and exits. Compare offers side by side and close with the support of our expert network.',
    points: [
      'Debt: working capital, term loans, venture debt and structured credit',
      'Equity: growth rounds, secondaries and strategic investment',
      'M&A: buy-side and sell-side mandates with vetted advisers',
    ],
    highlight: { value: '3 markets', label: 'debt, equity and M&A in one place' },
  },
];

export const SERVICES_SHOWCASE = {
  eyebrow: 'Our services',
  title: 'Six services, one marketplace',
  lead: 'Pick a service to see what it does, or let the tour run on its own.',
  pause: 'Pause the tour',
  play: 'Play the tour',
} as const;

/** The impact band's words (its counters are content rows: Figures in the back office, placed in the impact band). */
export const IMPACT = {
  eyebrow: 'Impact',
  title: 'What our partners report',
  note: 'As reported by businesses on Finmesh, compared with the year before they joined.',
} as const;

export const SERVICES_CTA = {
  title: 'Have a deal in mind?',
  text: 'Tell us what you are looking for and a specialist will reply within one business day.',
  button: 'Talk to us',
} as const;

export const TALK_TO_US = {
  title: 'Talk to us',
  lead: 'Tell us what you are looking for. A specialist in that service will get back to you within one business day.',
  aside: {
    eyebrow: 'Finmesh services',
    title: 'The right capital, matched with intelligence',
    points: ['A specialist, not a call centre', 'Your details stay with Finmesh', 'Debt, equity and M&A under one roof'],
  },
  labels: {
    ...LEAD_FORM_LABELS,
    interest: 'What are you looking for?',
    interestPlaceholder: 'Select a service',
    messagePlaceholder: 'A few lines about your business and what you need.',
    close: 'Close',
  },
} as const;
