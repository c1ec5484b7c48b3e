/** Navigation, footer links and social profiles of the public site. */

export interface NavLink {
  label: string;
  to: string;
}

/** Header links, in the spec's order. */
export const HEADER_LINKS: readonly NavLink[] = [
  { label: 'Home', to: '/' },
  { label: 'Company', to: '/about' },
  { label: 'Services', to: '/services' },
  { label: 'Success Stories', to: '/success-stories' },
  { label: 'Events', to: '/events' },
  { label: 'Careers', to: '/careers' },
  { label: 'Contact', to: '/contact' },
];

export const AUTH_LINK: NavLink = { label: 'Sign up / Sign in', to: '/auth' };
export const CONNECT_LINK: NavLink = { label: "Let's connect", to: '/contact#form' };
/** Where the About and Services pages lead on to the clients' own words. */
export const STORIES_LINK: NavLink = { label: 'Read client success stories', to: '/success-stories' };

/** A footer entry: a link, or one that opens one of the site's form overlays (the form's own page until the page's script runs). */
export type FooterLink = NavLink | { label: string; opens: 'demo' };

export const FOOTER_COLUMNS: readonly { title: string; links: readonly FooterLink[] }[] = [
  {
    title: 'Company',
    links: [
      { label: 'About us', to: '/about' },
      { label: 'Success Stories', to: '/success-stories' },
      { label: 'Insights', to: '/insights' },
      { label: 'Careers', to: '/careers' },
      { label: 'Contact', to: '/contact' },
    ],
  },
  {
    title: 'Platform',
    links: [
      { label: 'Services', to: '/services' },
      { label: 'Events', to: '/events' },
      { label: 'Book a demo', opens: 'demo' },
    ],
  },
];

export const LEGAL_LINKS = {
  privacy: { label: 'Privacy Policy', to: '/privacy-policy' },
  terms: { label: 'Terms', to: '/terms' },
  cookies: { label: 'Cookie Management', to: '/cookies' },
} as const;

/** The social networks the site links to: the profiles themselves are the site's settings (`@rules/settings`). */
export type { SocialNetwork } from '@rules/settings';

/** What the footer's list of social profiles is called (for screen readers). */
export const SOCIAL_LABEL = 'Finmesh on social media';

/** The cookie banner and its Manage Cookies panel (spec sections 2 and 4); its title and text are the site's settings. */
export const COOKIE_CONSENT = {
  label: 'Cookie consent',
  manage: 'Manage Cookies',
  allow: 'Allow',
  back: 'Back',
  allowSelection: 'Allow selection',
  acceptAll: 'Accept All',
  manageTitle: 'Manage Cookies',
  close: 'Close',
  categories: {
    necessary: { label: 'Necessary', text: 'Keep the site working and secure: the spam guard of our forms and your cookie choice. Always on.' },
    statistic: { label: 'Statistic', text: 'Count visits and see which pages help, without telling us who you are.' },
    preferences: { label: 'Preferences', text: 'Remember choices you make, such as a form you started, and show content from other sites when you ask for it, such as the map on the Contact page.' },
    marketing: { label: 'Marketing', text: 'Show you relevant Finmesh news on other sites.' },
  },
} as const;

/** The page behind Sign up / Sign in: its buttons (its words are page texts: auth-hero, auth-join, auth-team). */
export const AUTH_PAGE = {
  connect: { label: "Let's connect", to: '/contact#form' },
  demo: 'Book a Demo',
  signIn: { label: 'Sign in to the back office', to: '/admin/login' },
} as const;

/** The Cookie Management page: what each category means and the cookies set (what the code does), and a way back into Manage Cookies; its hero and "Change your choice" are page texts (cookies-hero, cookies-change). */
export const COOKIES_PAGE = {
  eyebrow: 'Legal',
  categoriesTitle: 'The four categories',
  categoryNotes: {
    necessary: 'Always on: the site cannot work without them. They hold no profile of you.',
    statistic: 'Off unless you allow them. Finmesh sets none today; if we add visit counts, they will only run with your consent.',
    preferences: 'Off unless you allow them. Finmesh sets none today. Allowing them also lets the Contact page show its map from OpenStreetMap, which then sees your IP address and follows its own privacy policy.',
    marketing: 'Off unless you allow them. Finmesh sets none today, and never sells your data.',
  },
  cookiesTitle: 'The cookies we set',
  columns: { name: 'Cookie', category: 'Category', purpose: 'What it does', lasts: 'Lasts' },
  cookies: [
    { name: 'cookieConsent', category: 'Necessary', purpose: 'Remembers that you have made your cookie choice, so the banner stays away.', lasts: '365 days' },
    { name: 'cookiePreferences', category: 'Necessary', purpose: 'Remembers which categories you allowed.', lasts: '365 days' },
  ],
  manage: 'Manage Cookies',
  privacy: { label: 'Read our Privacy Policy', to: '/privacy-policy' },
} as const;
