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

/** The newsletter's invitation: in the footer, and on the home page beside its pictures. */
export const NEWSLETTER_PITCH = {
  eyebrow: 'Newsletter',
  title: 'Capital markets insight, once a month',
  text: 'Deal flow trends, lending benchmarks and what our advisers see first. No noise, unsubscribe any time.',
} as const;

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

/** The page behind Sign up / Sign in (spec: its target screen is not shown; visitors are pointed to the way in). */
export const AUTH_PAGE = {
  eyebrow: 'Sign up / Sign in',
  title: 'Your way into Finmesh',
  lead: 'Accounts on the marketplace open with a short conversation, so that every borrower, lender, investor and adviser on it is who they say they are.',
  join: {
    title: 'New to Finmesh?',
    text: 'Tell us what you are raising, lending, investing or advising on. We check the basics, set up your profile and show you your first matches.',
    connect: { label: "Let's connect", to: '/contact#form' },
    demo: 'Book a Demo',
  },
  team: {
    title: 'Finmesh team',
    text: 'Leads, applications, demo requests and the newsletter are worked in the back office.',
    signIn: { label: 'Sign in to the back office', to: '/admin/login' },
  },
} as const;

/** The Cookie Management page: what each category means, the cookies set, and a way back into Manage Cookies. */
export const COOKIES_PAGE = {
  eyebrow: 'Legal',
  title: 'Cookie Management',
  lead: 'Cookies are small files a website keeps in your browser. We keep them to what the site needs, and ask before anything else.',
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
  changeTitle: 'Change your choice',
  changeText: 'You can change your mind at any time. Your new choice applies from the next page you open.',
  manage: 'Manage Cookies',
  privacy: { label: 'Read our Privacy Policy', to: '/privacy-policy' },
} as const;
