import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPublic } from '../../test/render';
import { setupUser } from '../../test/user';
import { CONSENT_PENDING, askForConsentIfNeeded, hasConsent, readConsent, whenConsented } from './consent';
import { FIRST_RUN_SETTINGS } from '@rules/settings';
import { CookieConsent } from './CookieConsent';

/** The banner as the site's settings word it (the first run's, here). */
const BANNER = { title: FIRST_RUN_SETTINGS.cookieBannerTitle, text: FIRST_RUN_SETTINGS.cookieBannerText };

const YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

function clearCookies() {
  for (const name of ['cookieConsent', 'cookiePreferences']) document.cookie = `${name}=; Path=/; Max-Age=0`;
}

let written: string[] = [];
beforeEach(() => {
  clearCookies();
  written = [];
  // Record what is written (with its lifetime, which reading `document.cookie` does not show), and still write it.
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie') as PropertyDescriptor;
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    written.push(value);
    descriptor.set?.call(document, value);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  clearCookies();
  document.documentElement.removeAttribute(CONSENT_PENDING);
});

const banner = () => screen.getByRole('region', { name: 'We value your privacy' });
const pending = () => document.documentElement.hasAttribute(CONSENT_PENDING);

describe('cookie consent', () => {
  it('is asked for until the consent cookie is true', () => {
    askForConsentIfNeeded();
    expect(pending()).toBe(true);
    document.cookie = 'cookieConsent=true; Path=/';
    askForConsentIfNeeded();
    expect(pending()).toBe(false);
  });

  it('Allow agrees to all four categories, for 365 days, and puts the banner away', async () => {
    const user = setupUser();
    askForConsentIfNeeded();
    renderPublic(<CookieConsent {...BANNER} />);
    expect(banner().textContent).toContain('We use necessary cookies to run this site.');
    expect(hasConsent('statistic')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Allow' }));
    expect(readConsent()).toEqual({ given: true, preferences: { necessary: true, statistic: true, preferences: true, marketing: true } });
    expect(written).toHaveLength(2);
    for (const cookie of written) expect(cookie).toContain(`Max-Age=${YEAR_IN_SECONDS}`);
    expect(written.map((cookie) => cookie.split('=')[0])).toEqual(['cookiePreferences', 'cookieConsent']);
    expect(pending()).toBe(false);
    expect(screen.queryByRole('region', { name: 'We value your privacy' })).toBeNull();
  });

  it('Manage Cookies: necessary always on, the others as switched; Back returns; Allow selection saves the choice', async () => {
    const user = setupUser();
    askForConsentIfNeeded();
    renderPublic(<CookieConsent {...BANNER} />);
    await user.click(screen.getByRole('button', { name: 'Manage Cookies' }));
    const necessary = screen.getByRole('switch', { name: 'Necessary' }) as HTMLInputElement;
    expect(necessary.checked).toBe(true);
    expect(necessary.disabled).toBe(true);
    for (const name of ['Statistic', 'Preferences', 'Marketing']) expect((screen.getByRole('switch', { name }) as HTMLInputElement).checked).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Manage Cookies' })).toBeTruthy();
    expect(written).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Manage Cookies' }));
    await user.click(screen.getByRole('switch', { name: 'Statistic' }));
    await user.click(screen.getByRole('switch', { name: 'Marketing' }));
    await user.click(screen.getByRole('switch', { name: 'Marketing' }));
    await user.click(screen.getByRole('button', { name: 'Allow selection' }));
    expect(readConsent()).toEqual({ given: true, preferences: { necessary: true, statistic: true, preferences: false, marketing: false } });
    expect(hasConsent('statistic')).toBe(true);
    expect(hasConsent('marketing')).toBe(false);
    expect(pending()).toBe(false);
  });

  it('Accept All in the panel agrees to everything', async () => {
    const user = setupUser();
    askForConsentIfNeeded();
    renderPublic(<CookieConsent {...BANNER} />);
    await user.click(screen.getByRole('button', { name: 'Manage Cookies' }));
    await user.click(screen.getByRole('button', { name: 'Accept All' }));
    expect(readConsent().preferences).toEqual({ necessary: true, statistic: true, preferences: true, marketing: true });
  });

  it('runs what needs a category only once the visitor agrees to it', async () => {
    const user = setupUser();
    const statistics = vi.fn();
    const marketing = vi.fn();
    whenConsented('statistic', statistics);
    whenConsented('marketing', marketing);
    askForConsentIfNeeded();
    renderPublic(<CookieConsent {...BANNER} />);
    expect(statistics).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Manage Cookies' }));
    await user.click(screen.getByRole('switch', { name: 'Statistic' }));
    await user.click(screen.getByRole('button', { name: 'Allow selection' }));
    expect(statistics).toHaveBeenCalledTimes(1);
    expect(marketing).not.toHaveBeenCalled();
  });

  it('reads a damaged preferences cookie as the necessary ones only', () => {
    expect(readConsent('cookieConsent=true; cookiePreferences=%7Bnot json')).toEqual({
      given: true,
      preferences: { necessary: true, statistic: false, preferences: false, marketing: false },
    });
  });
});
