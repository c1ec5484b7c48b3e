/**
 * Cookie consent (spec sections 3, 4 and 9): the banner shows until `cookieConsent` is true; the
 * visitor's choice per category is `cookiePreferences`; both last 365 days. Necessary cookies are
 * always on. Anything that needs a category (statistics, preferences, marketing) must ask
 * `hasConsent` first, or wait with `whenConsented`: nothing the visitor has not agreed to runs.
 * The site itself sets no such cookie today.
 */
export const CONSENT_COOKIE = 'cookieConsent';
export const PREFERENCES_COOKIE = 'cookiePreferences';
export const CONSENT_DAYS = 365;

export const COOKIE_CATEGORIES = ['necessary', 'statistic', 'preferences', 'marketing'] as const;
export type CookieCategory = (typeof COOKIE_CATEGORIES)[number];
export type CookiePreferences = Record<CookieCategory, boolean>;

/**
 * What content served by another site (the Contact page's map) waits for: the visitor asks for it,
 * and it remembers nothing about them for us, so it is a preference, not marketing; but the other
 * site sees their address, so it needs their word first.
 */
export const OTHER_SITES_CONTENT: CookieCategory = 'preferences';

/** Before any choice: the necessary cookies only. */
export const NECESSARY_ONLY: CookiePreferences = { necessary: true, statistic: false, preferences: false, marketing: false };
export const ALL_COOKIES: CookiePreferences = { necessary: true, statistic: true, preferences: true, marketing: true };

const CHANGED = 'finmesh:consent';

/**
 * The attribute on `<html>` that shows the cookie banner: the page's loader sets it while no
 * choice is recorded (the banner is in every page's HTML, hidden by CSS until then), and a choice
 * clears it.
 */
export const CONSENT_PENDING = 'data-consent-pending';

/** Shows the banner if the visitor has not chosen yet; run by the page's loader. */
export function askForConsentIfNeeded(): void {
  document.documentElement.toggleAttribute(CONSENT_PENDING, !readConsent().given);
}

function cookie(name: string, cookies: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

export interface Consent {
  /** Whether the visitor has made a choice (the banner's `cookieConsent`). */
  given: boolean;
  preferences: CookiePreferences;
}

/** The visitor's choice as the cookies hold it. */
export function readConsent(cookies: string = document.cookie): Consent {
  const given = cookie(CONSENT_COOKIE, cookies) === 'true';
  let preferences = NECESSARY_ONLY;
  try {
    const saved = JSON.parse(cookie(PREFERENCES_COOKIE, cookies) ?? 'null') as Partial<Record<CookieCategory, unknown>> | null;
    if (saved && typeof saved === 'object') {
      preferences = Object.fromEntries(COOKIE_CATEGORIES.map((category) => [category, category === 'necessary' || saved[category] === true])) as CookiePreferences;
    }
  } catch {
    // A cookie that is not ours to read: the necessary ones only.
  }
  return { given, preferences };
}

/** Records the visitor's choice for a year, and tells whoever waits for it. */
export function saveConsent(preferences: CookiePreferences): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const lasting = `; Path=/; Max-Age=${CONSENT_DAYS * 24 * 60 * 60}; SameSite=Lax${secure}`;
  document.cookie = `${PREFERENCES_COOKIE}=${encodeURIComponent(JSON.stringify({ ...preferences, necessary: true }))}${lasting}`;
  document.cookie = `${CONSENT_COOKIE}=true${lasting}`;
  document.documentElement.removeAttribute(CONSENT_PENDING);
  window.dispatchEvent(new Event(CHANGED));
}

/** Whether the visitor agreed to a category of cookies (the necessary ones always). */
export function hasConsent(category: CookieCategory): boolean {
  const { given, preferences } = readConsent();
  return category === 'necessary' || (given && preferences[category]);
}

/** Runs `run` once the visitor agrees to `category`: at once if they have, else when they do. */
export function whenConsented(category: CookieCategory, run: () => void): void {
  if (hasConsent(category)) {
    run();
    return;
  }
  const check = () => {
    if (!hasConsent(category)) return;
    window.removeEventListener(CHANGED, check);
    run();
  };
  window.addEventListener(CHANGED, check);
}
