/** Copy and demo content of the home page (spec sections 2 and 3), in the order the page shows it. */

import type { PartnerMark } from '@rules/content-kinds';

/** The hero's words (its figures are content rows: Figures in the back office, placed in the hero). */
export const HOME_HERO = {
  eyebrow: 'Debt · Equity · M&A marketplace',
  lead: 'Finmesh connects borrowers with lenders, investors and an expert network of advisers. AI-driven matchmaking finds the right capital partner, and automation carries the deal from first data room to signed term sheet.',
  primary: { label: "Let's connect", to: '/contact#form' },
  secondary: { label: 'Our Services', to: '/services' },
  video: {
    label: 'Finmesh at work: a borrower matched with lenders, checked and funded',
    caption: 'Live deal flow on Finmesh',
  },
} as const;

/** The landing video's controls (spec section 4). */
export const VIDEO_CONTROLS = {
  play: 'Play video',
  pause: 'Pause video',
  mute: 'Mute',
  unmute: 'Unmute',
  fullscreen: 'Full screen',
  exitFullscreen: 'Exit full screen',
  seek: 'Seek',
} as const;

/** A partner's logo as the site draws it: its name beside a mark. */
export interface Partner {
  name: string;
  /** The mark drawn beside the name. */
  mark: PartnerMark;
}

/** The draggable logo strip's heading and label (the partners themselves are content rows, edited in the back office). */
export const PARTNERS = {
  title: 'Lenders, funds and advisers already on the marketplace',
  label: 'Partner institutions',
} as const;

export interface EcosystemTile {
  title: string;
  /** What the tile says at rest, in a line. */
  summary: string;
  /** What it says when pointed at or focused (on phones, always). */
  text: string;
  icon: 'matchmaking' | 'intelligence' | 'compliance' | 'origination' | 'reporting' | 'api' | 'contracts' | 'integration';
}

/** The ecosystem grid: eight tiles around a central slogan (spec section 2). */
export const ECOSYSTEM = {
  eyebrow: 'The Finmesh ecosystem',
  title: 'Everything a capital deal needs, on one platform',
  lead: 'Eight tools that work as one, from the first match to the signed agreement.',
  slogan: 'One marketplace. Every side of the deal.',
  tiles: [
    { title: 'Matchmaking', icon: 'matchmaking', summary: 'Introductions only where a yes is likely.', text: 'AI scores every profile against live lender and investor mandates, so introductions only go where a yes is likely.' },
    { title: 'Marketing Intelligence', icon: 'intelligence', summary: 'Market benchmarks for every deal.', text: 'Benchmarks on pricing, tenors and valuations show where a deal sits in the market before anyone negotiates.' },
    { title: 'Compliance decision engine', icon: 'compliance', summary: 'KYC, AML and sector rules as clear calls.', text: 'A 15-point assessment and continuous checks turn KYC, AML and sector rules into clear go or no-go decisions.' },
    { title: 'LOS', icon: 'origination', summary: 'From first document to sanction letter.', text: 'A loan origination system that takes an application from first document to sanction letter, with every step logged.' },
    { title: 'Reporting analytics', icon: 'reporting', summary: 'Portfolio dashboards and covenant tracking.', text: 'Portfolio dashboards and covenant tracking for lenders and investors, exportable for boards and regulators.' },
    { title: 'API Kit', icon: 'api', summary: 'Core banking, bureaus and CRMs, connected.', text: 'REST and GraphQL APIs connect core banking, credit bureaus and CRMs to the marketplace in days.' },
    { title: 'CLM', icon: 'contracts', summary: 'Term sheet to signed agreement, in one place.', text: 'Contract lifecycle management: term sheets and facility agreements drafted, negotiated and signed in one place.' },
    { title: 'Seamless integration', icon: 'integration', summary: 'Fits the tools your team already uses.', text: 'Single sign-on, webhooks and data feeds fit Finmesh into the tools your team already uses.' },
  ] satisfies readonly EcosystemTile[],
} as const;

/*
 * The borrower chart's stages are content rows (Borrower Stages in the back office). The lender and
 * expert networks below stay here: they are drawings, each node placed by hand in the frame.
 */

export type NetworkNodeType = 'lender' | 'officer' | 'startup' | 'sme' | 'corp' | 'fund' | 'expert' | 'company' | 'skill';
export type NetworkLinkType = 'manages' | 'manages_loan' | 'invests_in' | 'funds' | 'collaboration' | 'employment' | 'advisory' | 'expertise';

export interface NetworkNode {
  id: string;
  label: string;
  type: NetworkNodeType;
  /** Position in the drawing's 600 x 400 frame (laid out by hand, so it reads well at every zoom). */
  x: number;
  y: number;
}

export interface NetworkLink {
  source: string;
  target: string;
  type: NetworkLinkType;
}

export interface Network {
  nodes: readonly NetworkNode[];
  links: readonly NetworkLink[];
}

export const LENDER_NETWORK: Network = {
  nodes: [
    { id: 'bank', label: 'Indus Crest Bank', type: 'lender', x: 300, y: 70 },
    { id: 'nbfc', label: 'Meridian Finserv', type: 'lender', x: 110, y: 110 },
    { id: 'fund', label: 'Banyan Growth Fund', type: 'fund', x: 490, y: 110 },
    { id: 'priya', label: 'Priya N. · credit officer', type: 'officer', x: 200, y: 200 },
    { id: 'arjun', label: 'Arjun M. · relationship lead', type: 'officer', x: 400, y: 200 },
    { id: 'kiran', label: 'Kiran Foods', type: 'sme', x: 90, y: 320 },
    { id: 'ledgerly', label: 'Ledgerly', type: 'startup', x: 250, y: 330 },
    { id: 'tata', label: 'Vistar Logistics', type: 'corp', x: 410, y: 330 },
    { id: 'medi', label: 'MediGo', type: 'startup', x: 540, y: 290 },
  ],
  links: [
    { source: 'bank', target: 'priya', type: 'manages' },
    { source: 'nbfc', target: 'priya', type: 'manages' },
    { source: 'bank', target: 'arjun', type: 'manages' },
    { source: 'priya', target: 'kiran', type: 'manages_loan' },
    { source: 'priya', target: 'ledgerly', type: 'manages_loan' },
    { source: 'arjun', target: 'tata', type: 'manages_loan' },
    { source: 'fund', target: 'medi', type: 'invests_in' },
    { source: 'fund', target: 'ledgerly', type: 'invests_in' },
    { source: 'nbfc', target: 'kiran', type: 'funds' },
    { source: 'bank', target: 'tata', type: 'funds' },
  ],
};

export const EXPERT_NETWORK: Network = {
  nodes: [
    { id: 'anita', label: 'Anita R. · M&A adviser', type: 'expert', x: 150, y: 90 },
    { id: 'rahul', label: 'Rahul S. · CFO for hire', type: 'expert', x: 450, y: 90 },
    { id: 'deepa', label: 'Deepa K. · valuation expert', type: 'expert', x: 300, y: 210 },
    { id: 'vistar', label: 'Vistar Logistics', type: 'company', x: 110, y: 250 },
    { id: 'medigo', label: 'MediGo', type: 'company', x: 490, y: 250 },
    { id: 'valuation', label: 'Valuation', type: 'skill', x: 210, y: 340 },
    { id: 'dd', label: 'Due diligence', type: 'skill', x: 390, y: 340 },
    { id: 'treasury', label: 'Treasury', type: 'skill', x: 560, y: 160 },
  ],
  links: [
    { source: 'anita', target: 'deepa', type: 'collaboration' },
    { source: 'rahul', target: 'deepa', type: 'collaboration' },
    { source: 'rahul', target: 'medigo', type: 'employment' },
    { source: 'anita', target: 'vistar', type: 'advisory' },
    { source: 'deepa', target: 'medigo', type: 'advisory' },
    { source: 'deepa', target: 'valuation', type: 'expertise' },
    { source: 'anita', target: 'dd', type: 'expertise' },
    { source: 'deepa', target: 'dd', type: 'expertise' },
    { source: 'rahul', target: 'treasury', type: 'expertise' },
  ],
};

export type AudienceId = 'borrower' | 'lender' | 'expert';

export interface Audience {
  id: AudienceId;
  label: string;
  title: string;
  text: string;
  points: readonly string[];
  chartTitle: string;
}

/** Who is it for: the tabs cycle borrower, lender, expert (spec section 4). */
export const WHO_IS_IT_FOR = {
  eyebrow: 'Who is it for',
  title: 'Built for every side of a capital deal',
  signUp: 'Sign up',
  signUpTo: '/auth',
  tabsLabel: 'Who Finmesh is for',
  pause: 'Pause the tabs',
  play: 'Play the tabs',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  zoomReset: 'Reset zoom',
  audiences: [
    {
      id: 'borrower',
      label: 'Borrowers',
      title: 'Raise debt or equity at every stage',
      text: 'Founders, SMEs and corporates describe the capital they need once; Finmesh finds lenders and investors whose mandates fit, and shows the odds before you pitch.',
      points: ['Funding odds and terms by stage, before you apply', 'One data room for every lender and investor', 'An adviser on hand for the harder deals'],
      chartTitle: 'Borrowers by stage: funded through Finmesh, average ticket and term',
    },
    {
      id: 'lender',
      label: 'Lenders & investors',
      title: 'Deal flow that already fits your mandate',
      text: 'Banks, NBFCs and funds set their criteria; officers get a pipeline of pre-checked borrowers and can see who manages and funds what across the network.',
      points: ['Pre-screened borrowers matched to your mandate', 'Compliance results attached to every file', 'Portfolio and covenant tracking built in'],
      chartTitle: 'The lender network: who manages, lends to and invests in whom',
    },
    {
      id: 'expert',
      label: 'Experts & advisers',
      title: 'Advise the deals that need you',
      text: 'Chartered accountants, M&A advisers and sector specialists are matched to companies by skill and track record, and paid through the platform.',
      points: ['Engagements matched to your expertise', 'Collaborate with other advisers on one deal', 'Fees, documents and sign-off in one place'],
      chartTitle: 'The expert network: advisers, companies and skills',
    },
  ] satisfies readonly Audience[],
  stageColumns: { stage: 'Stage', successRate: 'Funded', avgAmount: 'Avg. ticket', avgTerm: 'Avg. term', risk: 'Risk', investors: 'Investors', roi: 'ROI' },
  linkLabels: {
    manages: 'manages',
    manages_loan: 'manages the loan of',
    invests_in: 'invests in',
    funds: 'funds',
    collaboration: 'works with',
    employment: 'works at',
    advisory: 'advises',
    expertise: 'is an expert in',
  } satisfies Record<NetworkLinkType, string>,
  nodeLabels: {
    lender: 'Lender',
    officer: 'Loan officer',
    startup: 'Startup',
    sme: 'SME',
    corp: 'Corporate',
    fund: 'Fund',
    expert: 'Expert',
    company: 'Company',
    skill: 'Skill',
  } satisfies Record<NetworkNodeType, string>,
} as const;

/** The video section: the platform in motion. */
export const VIDEO_SECTION = {
  eyebrow: 'See it move',
  title: 'From first match to funded, in one flow',
  text: 'Watch a working-capital deal go from a borrower profile to signed terms: matches scored, checks passed, documents drafted.',
  label: 'A working-capital deal moving through Finmesh, from profile to signed terms',
  pause: 'Pause the film',
  play: 'Play the film',
} as const;

export interface EdgePanel {
  id: 1 | 2 | 3 | 4;
  title: string;
  content: string;
  /** The panel's accent colour. */
  colour: string;
  /** What its muted loop shows, for people who cannot see it. */
  videoLabel: string;
}

/** Our Edge: four panels that take turns (spec section 4: every 8 seconds, 4 wraps to 1). */
export const OUR_EDGE = {
  eyebrow: 'Our Edge',
  title: 'Why deals close faster on Finmesh',
  pause: 'Pause the panels',
  play: 'Play the panels',
  panels: [
    {
      id: 1,
      title: 'AI matchmaking',
      content: 'Every profile is scored against thousands of live mandates in seconds. You only meet the lenders and investors who can say yes.',
      colour: '#6fe3cc',
      videoLabel: 'Borrower profiles scored against lender mandates, the best matches rising to the top',
    },
    {
      id: 2,
      title: 'Compliance decision engine',
      content: 'A 15-point assessment runs as documents arrive, with nine further internal benchmarks, so nothing stalls at the last step.',
      colour: '#8aa4ff',
      videoLabel: 'A compliance checklist ticking through fifteen checks',
    },
    {
      id: 3,
      title: 'Market intelligence',
      content: 'Live pricing, tenor and valuation benchmarks show where your deal sits before you negotiate.',
      colour: '#ffc978',
      videoLabel: 'Market charts of yields and valuations updating',
    },
    {
      id: 4,
      title: 'Process automation',
      content: 'Document collection, KYC and term sheets move by themselves, with every step visible to both sides.',
      colour: '#ff9eb5',
      videoLabel: 'Documents moving through an automated pipeline to a signed term sheet',
    },
  ] satisfies readonly EdgePanel[],
} as const;

/** The testimonials' section: its heading and the carousel's labels (the testimonials themselves are content rows, edited in the back office). */
export const TESTIMONIALS = {
  eyebrow: 'What our clients say',
  title: 'Trusted by borrowers, lenders and advisers',
  previous: 'Previous testimonial',
  next: 'Next testimonial',
  pause: 'Pause the testimonials',
  play: 'Play the testimonials',
} as const;

/** The newsletter section's pictures: three sets of three take turns (spec section 4); what each shows. */
export const NEWSLETTER_GALLERY = {
  label: 'From recent issues',
  next: 'Next images',
  pause: 'Pause the images',
  play: 'Play the images',
  imageSets: [
    ['Private credit yields rising through the quarter', 'SME loan approvals by sector', 'Average days from match to term sheet'],
    ['Venture debt deals by city', 'Valuation multiples for SaaS', 'Lender mandates opened this month'],
    ['M&A deal count by sector', 'Working-capital demand before the festive season', 'Compliance checks passed on first try'],
  ],
} as const;
