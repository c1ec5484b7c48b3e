import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_DETAILS } from '../../content/contact';
import { renderPublic } from '../../test/render';
import { PageData, PageDataProvider, type QueryResult, type RunQuery } from '../data/pageData';
import ContactPage from './ContactPage';
import { contactForm } from './islands';
import { enableOfficeMaps } from './officeMap';

const MAP_SRC = 'https://www.openstreetmap.org/export/embed.html?bbox=77.6846%2C12.9328%2C77.7086%2C12.9478&layer=mapnik&marker=12.9403%2C77.6966';

/** A visitor who allowed Preferences on an earlier visit: the real map is asked for at once. */
const agreed = () => {
  document.cookie = 'cookieConsent=true; Path=/';
  document.cookie = `cookiePreferences=${encodeURIComponent(JSON.stringify({ necessary: true, statistic: false, preferences: true, marketing: false }))}; Path=/`;
};
beforeEach(agreed);
afterEach(() => {
  for (const name of ['cookieConsent', 'cookiePreferences']) document.cookie = `${name}=; Path=/; Max-Age=0`;
  vi.unstubAllGlobals();
});

/** The page's queries as the server answers them: no FAQs published. */
const noFaqs: RunQuery = async <TData,>(): Promise<QueryResult<TData>> => ({ data: { faqs: [] } as TData, error: null });

/** The Contact page as the server renders it (its form island loaded first), and its map behaviour started. */
async function contactPageMap(): Promise<HTMLElement> {
  await contactForm();
  await act(async () => {
    renderPublic(
      <PageDataProvider value={new PageData(noFaqs)}>
        <ContactPage />
      </PageDataProvider>,
    );
  });
  const map = document.querySelector<HTMLElement>('[data-consent-map]');
  if (!map) throw new Error('the Contact page has its map');
  act(() => enableOfficeMaps([map]));
  return map;
}
const drawnMap = () => screen.queryByRole('img', { name: /^Map of Bengaluru/ });
const status = (map: HTMLElement) => map.querySelector('[role="status"]')?.textContent;

describe('the Contact page map when OpenStreetMap cannot be reached (issue P19 §4)', () => {
  it('keeps the drawn map and says why, instead of framing the browser’s error page', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetch);
    const map = await contactPageMap();
    await waitFor(() => expect(status(map)).toBe(CONTACT_DETAILS.mapUnavailable));
    expect(status(map)).toBe('OpenStreetMap cannot be reached just now, so this is our drawn map. For directions, open the office in Google Maps below.');
    expect(map.querySelector('iframe')).toBeNull();
    expect(drawnMap()).not.toBeNull();
    // Asked once, as a page of another site asks: nothing of the answer read, no cookies, no referrer.
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe(MAP_SRC);
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ method: 'HEAD', mode: 'no-cors', credentials: 'omit', referrerPolicy: 'no-referrer' });
  });

  it('frames the real map once OpenStreetMap answers', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof globalThis.fetch>().mockResolvedValue(new Response(null, { status: 200 })));
    const map = await contactPageMap();
    await waitFor(() => expect(map.querySelector('iframe')?.getAttribute('src')).toBe(MAP_SRC));
    expect(drawnMap()).toBeNull();
    expect(status(map)).toBe('');
  });
});
