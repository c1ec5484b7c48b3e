import { COMPANY } from './brand.js';
import { requiredEmail } from './email.js';
import { allOf, isBlank, oneLine, type Rule } from './rule.js';

/**
 * The site's settings (issue P20): its name and contact details, social links, default SEO text
 * and image, the cookie banner's words, the name outgoing mail is signed with, and maintenance
 * mode. One row, edited on the back office's Settings screen (`settings:manage`); shared by the
 * server and that screen, so both check and say the same.
 */

/** The social networks the site has an icon for, in the footer's order. */
export const SOCIAL_NETWORKS = ['linkedin', 'facebook', 'instagram', 'x', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const SOCIAL_NETWORK_LABELS: Readonly<Record<SocialNetwork, string>> = {
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X',
  youtube: 'YouTube',
};

export const isSocialNetwork = (value: unknown): value is SocialNetwork => typeof value === 'string' && (SOCIAL_NETWORKS as readonly string[]).includes(value);

export interface SocialLink {
  network: SocialNetwork;
  url: string;
}

/** What the settings hold (besides their version): the values a visitor's pages and the staff's mail are made from. */
export interface SiteSettingsValues {
  siteName: string;
  tagline: string;
  contactEmail: string;
  phone: string;
  addressLines: string[];
  socialLinks: SocialLink[];
  seoTitle: string;
  seoDescription: string;
  /** A media library image (its id); none: the site's own Open Graph picture. */
  seoImageId: string | null;
  cookieBannerTitle: string;
  cookieBannerText: string;
  mailSenderName: string;
  maintenanceMode: boolean;
  maintenanceMessage: string;
}

export const SITE_SETTINGS_FIELDS = [
  'siteName',
  'tagline',
  'contactEmail',
  'phone',
  'addressLines',
  'socialLinks',
  'seoTitle',
  'seoDescription',
  'seoImageId',
  'cookieBannerTitle',
  'cookieBannerText',
  'mailSenderName',
  'maintenanceMode',
  'maintenanceMessage',
] as const satisfies readonly (keyof SiteSettingsValues)[];

/**
 * The first run's settings: the site as it was before they could be edited (`COMPANY`, the
 * client's social links, cookie banner and home page head). The migration writes them.
 */
export const FIRST_RUN_SETTINGS: SiteSettingsValues = {
  siteName: COMPANY.name,
  tagline: COMPANY.tagline,
  contactEmail: COMPANY.email,
  phone: COMPANY.phone,
  addressLines: [...COMPANY.address],
  socialLinks: [
    { network: 'linkedin', url: 'https://www.linkedin.com/company/finmesh' },
    { network: 'facebook', url: 'https://www.facebook.com/finmesh' },
    { network: 'instagram', url: 'https://www.instagram.com/finmesh' },
    { network: 'x', url: 'https://x.com/finmesh' },
  ],
  seoTitle: 'Finmesh | Smart Capital Solutions for Every Business Need',
  seoDescription:
    'Debt, equity and M&A in one marketplace. AI-driven matchmaking connects borrowers with lenders, investors and expert advisers, so funding takes minutes, not months.',
  seoImageId: null,
  cookieBannerTitle: 'We value your privacy',
  cookieBannerText:
    'We use necessary cookies to run this site. With your permission we would also use cookies for statistics, to remember your preferences and for marketing. You can change your mind at any time under Cookie Management.',
  mailSenderName: COMPANY.name,
  maintenanceMode: false,
  maintenanceMessage: 'We are making a few improvements and will be back shortly. Thank you for your patience.',
};

export const SETTINGS_LIMITS = {
  siteName: 60,
  tagline: 160,
  phone: 30,
  addressLines: 6,
  addressLine: 100,
  socialLinks: 10,
  url: 300,
  seoTitle: 120,
  seoDescription: 300,
  cookieBannerTitle: 80,
  cookieBannerText: 600,
  mailSenderName: 80,
  maintenanceMessage: 500,
} as const;

/** How long a visitor is asked to wait before trying a page again while the site is in maintenance (`Retry-After`). */
export const MAINTENANCE_RETRY_AFTER_SECONDS = 600;

export const SETTINGS_MESSAGES = {
  saved: 'Settings saved.',
  stale: 'Someone else saved the settings after you opened them. Nothing was changed: reload to see their changes, then make yours again.',
  versionRequired: 'version is required: the version of the settings you read',
  siteNameRequired: 'Site name is required',
  siteNameTooLong: `Site name must be at most ${SETTINGS_LIMITS.siteName} characters`,
  taglineRequired: 'Tagline is required',
  taglineTooLong: `Tagline must be at most ${SETTINGS_LIMITS.tagline} characters`,
  contactEmailRequired: 'Contact email is required',
  contactEmailInvalid: 'Please enter a valid contact email address',
  phoneRequired: 'Phone is required',
  phoneInvalid: `Phone may hold digits, spaces, brackets, dashes and a leading +, at most ${SETTINGS_LIMITS.phone} characters`,
  addressRequired: 'Address needs at least one line',
  addressTooManyLines: `Address may have at most ${SETTINGS_LIMITS.addressLines} lines`,
  addressLineInvalid: `Each address line must be text of one line, at most ${SETTINGS_LIMITS.addressLine} characters`,
  socialLinksTooMany: `At most ${SETTINGS_LIMITS.socialLinks} social links`,
  socialNetworkUnknown: `Choose one of ${SOCIAL_NETWORKS.map((network) => SOCIAL_NETWORK_LABELS[network]).join(', ')}`,
  socialNetworkTwice: 'Each network may be linked once',
  socialUrlInvalid: `A social link must be an https:// address of at most ${SETTINGS_LIMITS.url} characters`,
  seoTitleRequired: 'Default page title is required',
  seoTitleTooLong: `Default page title must be at most ${SETTINGS_LIMITS.seoTitle} characters`,
  seoDescriptionRequired: 'Default description is required',
  seoDescriptionTooLong: `Default description must be at most ${SETTINGS_LIMITS.seoDescription} characters`,
  seoImageInvalid: 'Default image must be the id of an image in the media library',
  cookieBannerTitleRequired: 'Cookie banner title is required',
  cookieBannerTitleTooLong: `Cookie banner title must be at most ${SETTINGS_LIMITS.cookieBannerTitle} characters`,
  cookieBannerTextRequired: 'Cookie banner text is required',
  cookieBannerTextTooLong: `Cookie banner text must be at most ${SETTINGS_LIMITS.cookieBannerText} characters`,
  mailSenderNameRequired: 'Mail sender name is required',
  mailSenderNameInvalid: `Mail sender name must be at most ${SETTINGS_LIMITS.mailSenderName} characters, without < > " or line breaks`,
  maintenanceModeInvalid: 'maintenanceMode must be true or false',
  maintenanceMessageRequired: 'Maintenance message is required',
  maintenanceMessageTooLong: `Maintenance message must be at most ${SETTINGS_LIMITS.maintenanceMessage} characters`,
  /** What a public form answers while the site is in maintenance (503): nothing of it was kept. */
  formsClosed: 'The site is closed for maintenance. Nothing was sent: please try again later.',
  /** What signed-in staff see above the site while visitors get the maintenance page. */
  staffBanner: 'Maintenance mode is on: visitors see the maintenance page.',
  maintenanceTitle: 'We will be back soon',
} as const;

/** Required text of one line and at most `max` characters. */
function requiredLine(label: string, required: string, tooLong: string, max: number): Rule {
  return (value) => {
    if (isBlank(value) || typeof value !== 'string') return required;
    if (value.trim().length > max) return tooLong;
    return oneLine(label)(value);
  };
}

/** Required text that may run over lines, at most `max` characters. */
function requiredText(required: string, tooLong: string, max: number): Rule {
  return (value) => {
    if (isBlank(value) || typeof value !== 'string') return required;
    return value.trim().length > max ? tooLong : null;
  };
}

const PHONE = /^\+?[0-9][0-9 ()-]*$/;

/** An https:// address of at most `SETTINGS_LIMITS.url` characters, with a host and no credentials. */
export function isHttpsUrl(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > SETTINGS_LIMITS.url || !/^https:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password;
  } catch {
    return false;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Each field's rule, for the server's input class and the Settings screen alike. */
export const SETTINGS_RULES: Readonly<Record<keyof SiteSettingsValues, Rule>> = {
  siteName: requiredLine('Site name', SETTINGS_MESSAGES.siteNameRequired, SETTINGS_MESSAGES.siteNameTooLong, SETTINGS_LIMITS.siteName),
  tagline: requiredLine('Tagline', SETTINGS_MESSAGES.taglineRequired, SETTINGS_MESSAGES.taglineTooLong, SETTINGS_LIMITS.tagline),
  contactEmail: requiredEmail(SETTINGS_MESSAGES.contactEmailRequired, SETTINGS_MESSAGES.contactEmailInvalid),
  phone: (value) => {
    if (isBlank(value)) return SETTINGS_MESSAGES.phoneRequired;
    return typeof value === 'string' && value.trim().length <= SETTINGS_LIMITS.phone && PHONE.test(value.trim()) ? null : SETTINGS_MESSAGES.phoneInvalid;
  },
  addressLines: (value) => {
    if (!Array.isArray(value) || value.filter((line) => !isBlank(line)).length === 0) return SETTINGS_MESSAGES.addressRequired;
    if (value.length > SETTINGS_LIMITS.addressLines) return SETTINGS_MESSAGES.addressTooManyLines;
    const lineProblem = allOf((line) => (typeof line === 'string' && line.length <= SETTINGS_LIMITS.addressLine ? null : SETTINGS_MESSAGES.addressLineInvalid), oneLine('Each address line'));
    return value.map(lineProblem).find((problem) => problem !== null) ?? null;
  },
  socialLinks: (value) => {
    if (!Array.isArray(value)) return SETTINGS_MESSAGES.socialUrlInvalid;
    if (value.length > SETTINGS_LIMITS.socialLinks) return SETTINGS_MESSAGES.socialLinksTooMany;
    const seen = new Set<string>();
    for (const link of value as unknown[]) {
      const { network, url } = (typeof link === 'object' && link !== null ? link : {}) as { network?: unknown; url?: unknown };
      if (!isSocialNetwork(network)) return SETTINGS_MESSAGES.socialNetworkUnknown;
      if (seen.has(network)) return SETTINGS_MESSAGES.socialNetworkTwice;
      seen.add(network);
      if (!isHttpsUrl(url)) return SETTINGS_MESSAGES.socialUrlInvalid;
    }
    return null;
  },
  seoTitle: requiredLine('Default page title', SETTINGS_MESSAGES.seoTitleRequired, SETTINGS_MESSAGES.seoTitleTooLong, SETTINGS_LIMITS.seoTitle),
  seoDescription: requiredText(SETTINGS_MESSAGES.seoDescriptionRequired, SETTINGS_MESSAGES.seoDescriptionTooLong, SETTINGS_LIMITS.seoDescription),
  seoImageId: (value) => (value === undefined || value === null || (typeof value === 'string' && UUID.test(value)) ? null : SETTINGS_MESSAGES.seoImageInvalid),
  cookieBannerTitle: requiredLine('Cookie banner title', SETTINGS_MESSAGES.cookieBannerTitleRequired, SETTINGS_MESSAGES.cookieBannerTitleTooLong, SETTINGS_LIMITS.cookieBannerTitle),
  cookieBannerText: requiredText(SETTINGS_MESSAGES.cookieBannerTextRequired, SETTINGS_MESSAGES.cookieBannerTextTooLong, SETTINGS_LIMITS.cookieBannerText),
  mailSenderName: (value) => {
    if (isBlank(value) || typeof value !== 'string') return SETTINGS_MESSAGES.mailSenderNameRequired;
    // A display name goes into a header: no line breaks (a forged header), no quotes or brackets (a forged address).
    return value.trim().length <= SETTINGS_LIMITS.mailSenderName && !/[<>"\r\n\u2028\u2029]/.test(value) ? null : SETTINGS_MESSAGES.mailSenderNameInvalid;
  },
  maintenanceMode: (value) => (typeof value === 'boolean' ? null : SETTINGS_MESSAGES.maintenanceModeInvalid),
  maintenanceMessage: requiredText(SETTINGS_MESSAGES.maintenanceMessageRequired, SETTINGS_MESSAGES.maintenanceMessageTooLong, SETTINGS_LIMITS.maintenanceMessage),
};

/** The `tel:` link of a phone number as it is written: its digits, and the leading + if any. */
export function phoneHrefOf(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

/** How the site names a profile of its own ("Finmesh on LinkedIn"). */
export const socialLinkLabel = (siteName: string, network: SocialNetwork): string => `${siteName} on ${SOCIAL_NETWORK_LABELS[network]}`;
