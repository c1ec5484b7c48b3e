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

/** A footer entry: a link, or a button that opens one of the site's overlays. */
export type FooterLink = NavLink | { label: string; opens: 'demo' };

export const FOOTER_COLUMNS: readonly { title: string; links: readonly FooterLink[] }[] = [
  {
    title: 'Company',
    links: [
      { label: 'About us', to: '/about' },
      { label: 'Success Stories', to: '/success-stories' },
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

export type SocialNetwork = 'linkedin' | 'facebook' | 'instagram' | 'x';

export const SOCIAL_PROFILES: readonly { network: SocialNetwork; label: string; href: string }[] = [
  { network: 'linkedin', label: 'Finmesh on LinkedIn', href: 'https://www.linkedin.com/company/finmesh' },
  { network: 'facebook', label: 'Finmesh on Facebook', href: 'https://www.facebook.com/finmesh' },
  { network: 'instagram', label: 'Finmesh on Instagram', href: 'https://www.instagram.com/finmesh' },
  { network: 'x', label: 'Finmesh on X', href: 'https://x.com/finmesh' },
];

/** The newsletter's invitation: in the footer, and on the home page beside its pictures. */
export const NEWSLETTER_PITCH = {
  eyebrow: 'Newsletter',
  title: 'Capital markets insight, once a month',
  text: 'Deal flow trends, lending benchmarks and what our advisers see first. No noise, unsubscribe any time.',
} as const;

/** The cookie banner and its Manage Cookies panel (spec sections 2 and 4). */
export const COOKIE_CONSENT = {
  label: 'Cookie consent',
  title: 'We value your privacy',
  text: 'We use necessary cookies to run this site. With your permission we would also use cookies for statistics, to remember your preferences and for marketing. You can change your mind at any time under Cookie Management.',
  manage: 'Manage Cookies',
  allow: 'Allow',
  back: 'Back',
  allowSelection: 'Allow selection',
  acceptAll: 'Accept All',
  manageTitle: 'Manage Cookies',
  categories: {
    necessary: { label: 'Necessary', text: 'Keep the site working and secure: the spam guard of our forms and your cookie choice. Always on.' },
    statistic: { label: 'Statistic', text: 'Count visits and see which pages help, without telling us who you are.' },
    preferences: { label: 'Preferences', text: 'Remember choices you make, such as a form you started.' },
    marketing: { label: 'Marketing', text: 'Show you relevant Finmesh news on other sites.' },
  },
} as const;
