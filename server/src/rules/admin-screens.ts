import type { Permission } from './access.js';

/**
 * The back office's screens (issue P18 §4), written once: the browser makes its router and its
 * sidebar from this list (client/src/admin/screens.tsx adds icons and components), and the
 * server's emails link to a screen by its key. A screen is open to whoever holds every
 * permission it requires; the server refuses the data anyway.
 */
export interface AdminScreenRule {
  /** The screen's address, from the site's root. */
  path: `/admin/${string}`;
  /** Its name in the sidebar, the top bar and the document title. */
  title: string;
  /** Every one of these is needed to use the screen. */
  requires: readonly Permission[];
  /** One of the seed's sample screens: it shows made-up content, and says so (a "Sample" label in the sidebar and on the page). */
  sample?: true;
  /** The member's own account: opened from the account menu, not the sidebar, and never the first screen. */
  account?: true;
}

/** In the sidebar's order (the spec's). */
export const ADMIN_SCREENS = {
  // Every signed-in role: its figures are those of the lists the role may read (a Recruiter's: applications).
  dashboard: { path: '/admin/dashboard', title: 'Dashboard', requires: [] },
  team: { path: '/admin/team', title: 'Team', requires: ['team:manage'] },
  // Insights (P20): Editors, Owners and Admins write, schedule and publish; Viewers read.
  posts: { path: '/admin/posts', title: 'Posts', requires: ['content:read'] },
  // Events (P21): whoever runs them (Owners, Admins, Editors, Sales) writes, publishes and cancels them, and fills them.
  events: { path: '/admin/events', title: 'Events', requires: ['events:manage'] },
  // The declared content kinds (rules/content-kinds.ts): one generic list and editor each, for whoever may read content.
  pageTexts: { path: '/admin/page-sections', title: 'Page Texts', requires: ['content:read'] },
  stories: { path: '/admin/stories', title: 'Success Stories', requires: ['content:read'] },
  testimonials: { path: '/admin/testimonials', title: 'Testimonials', requires: ['content:read'] },
  faqs: { path: '/admin/faqs', title: 'FAQs', requires: ['content:read'] },
  legalPages: { path: '/admin/legal-pages', title: 'Legal Pages', requires: ['content:read'] },
  figures: { path: '/admin/figures', title: 'Figures', requires: ['content:read'] },
  stages: { path: '/admin/stages', title: 'Borrower Stages', requires: ['content:read'] },
  partners: { path: '/admin/partners', title: 'Partner Logos', requires: ['content:read'] },
  profiles: { path: '/admin/profiles', title: 'Profiles', requires: ['content:read'] },
  services: { path: '/admin/services', title: 'Services', requires: ['content:read'] },
  values: { path: '/admin/values', title: 'Values', requires: ['content:read'] },
  ecosystemTiles: { path: '/admin/ecosystem-tiles', title: 'Ecosystem Tiles', requires: ['content:read'] },
  edgePanels: { path: '/admin/edge-panels', title: 'Edge Panels', requires: ['content:read'] },
  // The media library (P20): Editors, Owners and Admins upload and describe images; Viewers look.
  media: { path: '/admin/media', title: 'Media', requires: ['content:read'] },
  careers: { path: '/admin/careers', title: 'Careers', requires: ['careers:read'] },
  formSubmissions: { path: '/admin/form-submissions', title: 'Form Submissions', requires: ['leads:read'] },
  demoRequests: { path: '/admin/demo-requests', title: 'Demo Requests', requires: ['demos:read'] },
  emailRecipients: { path: '/admin/email-recipients', title: 'Email Recipients', requires: ['recipients:manage'] },
  newsletter: { path: '/admin/newsletter', title: 'Newsletter', requires: ['newsletter:read'] },
  activity: { path: '/admin/activity', title: 'Activity', requires: ['audit:read'] },
  // Owners' alone, like Team: a key may not make keys (`PERMISSIONS_NOT_FOR_KEYS`).
  apiKeys: { path: '/admin/api-keys', title: 'API Keys', requires: ['keys:manage'] },
  webhooks: { path: '/admin/webhooks', title: 'Webhooks', requires: ['webhooks:manage'] },
  privacy: { path: '/admin/privacy', title: 'Privacy', requires: ['privacy:manage'] },
  // Owners and Admins: the site's name, contact details, SEO, cookie banner, mail sender and maintenance mode.
  settings: { path: '/admin/settings', title: 'Settings', requires: ['settings:manage'] },
  // Every member's own (P22): their address, password, sessions and sign-in history.
  profile: { path: '/admin/profile', title: 'Your Profile', requires: [], account: true },
} as const satisfies Record<string, AdminScreenRule>;

export type AdminScreenKey = keyof typeof ADMIN_SCREENS;

export const ADMIN_SCREEN_KEYS = Object.keys(ADMIN_SCREENS) as readonly AdminScreenKey[];

/** Whether a screen is one of the seed's samples (made-up content, labelled as such). */
export function isSampleScreen(screen: AdminScreenKey): boolean {
  const rule: AdminScreenRule = ADMIN_SCREENS[screen];
  return rule.sample === true;
}

/** Whether a screen is the member's own account (`AdminScreenRule.account`): in the account menu, not the sidebar. */
export function isAccountScreen(screen: AdminScreenKey): boolean {
  const rule: AdminScreenRule = ADMIN_SCREENS[screen];
  return rule.account === true;
}

/** The screens of the sidebar (all but the account's), in its order. */
export const SIDEBAR_SCREEN_KEYS: readonly AdminScreenKey[] = ADMIN_SCREEN_KEYS.filter((key) => !isAccountScreen(key));

/** Whether permissions that amount to `permissions` (see `permissionsOf`) open the screen. */
export const mayUseScreen = (screen: AdminScreenKey, permissions: ReadonlySet<Permission>): boolean =>
  ADMIN_SCREENS[screen].requires.every((permission) => permissions.has(permission));

/** Where the back office opens for these permissions: the first screen they may use (the Dashboard, for every role). */
export const firstScreenOf = (permissions: ReadonlySet<Permission>): AdminScreenKey | undefined =>
  SIDEBAR_SCREEN_KEYS.find((key) => mayUseScreen(key, permissions));

/** The screen an address belongs to: its own or one below it (`/admin/careers/new` is Careers). */
export function screenAt(pathname: string): AdminScreenKey | undefined {
  return ADMIN_SCREEN_KEYS.find((key) => pathname === ADMIN_SCREENS[key].path || pathname.startsWith(`${ADMIN_SCREENS[key].path}/`));
}

/** A screen's absolute address, for links in emails (`publicUrl` is the site's origin, without a slash at the end). */
export function adminUrl(publicUrl: string, screen: AdminScreenKey, query?: Readonly<Record<string, string>>): string {
  const search = query && Object.keys(query).length > 0 ? `?${new URLSearchParams(query).toString()}` : '';
  return `${publicUrl}${ADMIN_SCREENS[screen].path}${search}`;
}
