/** Labels, drawings and demo content of the home page (spec sections 2 and 3), in the order the page shows it; its words are page texts (`@rules/page-sections`). */

import type { PartnerMark } from '@rules/content-kinds';

/** The hero's buttons and its film's label (its words are a page text, home-hero; its figures are Figures placed in the hero). */
export const HOME_HERO = {
  primary: { label: "Let's connect", to: '/contact#form' },
  secondary: { label: 'Our Services', to: '/services' },
  video: {
    label: 'Finmesh at work: a borrower matched with lenders, checked and funded',
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

/** The draggable logo strip's label (its heading is a page text, home-partners; the partners are Partner Logos). */
export const PARTNERS = {
  label: 'Partner institutions',
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

/** The tabs, in their order: each shows its own chart. */
export const AUDIENCE_IDS = ['borrower', 'lender', 'expert'] as const;
export type AudienceId = (typeof AUDIENCE_IDS)[number];

/** One tab of Who is it for, from its page text (home-audience-<id>): the tab's name, its words and its chart's title. */
export interface Audience {
  id: AudienceId;
  label: string;
  title: string;
  text: string;
  points: readonly string[];
  chartTitle: string;
}

/** Who is it for: the tabs cycle borrower, lender, expert (spec section 4); the section's heading and each tab's words are page texts (home-audiences, home-audience-<id>). */
export const WHO_IS_IT_FOR = {
  signUp: 'Sign up',
  signUpTo: '/auth',
  tabsLabel: 'Who Finmesh is for',
  pause: 'Pause the tabs',
  play: 'Play the tabs',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  zoomReset: 'Reset zoom',
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

/** The film section's labels (its words are a page text: home-film). */
export const VIDEO_SECTION = {
  label: 'A working-capital deal moving through Finmesh, from profile to signed terms',
  pause: 'Pause the film',
  play: 'Play the film',
} as const;

/** Our Edge's labels: its panels take turns (spec section 4: every 8 seconds, the last wraps to the first); the section's heading is a page text (home-edge), the panels Edge Panels. */
export const OUR_EDGE = {
  pause: 'Pause the panels',
  play: 'Play the panels',
} as const;

/** The testimonials carousel's labels (the section's heading is a page text, home-testimonials; the testimonials are Testimonials). */
export const TESTIMONIALS = {
  label: 'Testimonials',
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
