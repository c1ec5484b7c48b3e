import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ARTIFACTS, WIDTHS, seriousAccessibilityProblems, useAppAndBrowser, viewportOf, watchForProblems } from './support.ts';

/** The real map: OpenStreetMap's embed around the office, with its marker. */
const MAP_SRC = 'https://www.openstreetmap.org/export/embed.html?bbox=77.6846%2C12.9328%2C77.7086%2C12.9478&layer=mapnik&marker=12.9403%2C77.6966';
const MAP_ORIGIN = 'https://www.openstreetmap.org';
/** What the map says over the drawing when OpenStreetMap cannot be reached. */
const UNREACHABLE = 'OpenStreetMap cannot be reached just now, so this is our drawn map. For directions, open the office in Google Maps below.';

interface Visit {
  page: Page;
  /** Every request the browser made to another origin than the site's, frames included. */
  elsewhere: string[];
  problems: string[];
}

/**
 * A visitor on the Contact page, with `cookies` from an earlier visit (none: a first visit). The
 * network here is closed, so OpenStreetMap answers with a stand-in page: a frame the CSP refused
 * would not load it. `reachable: false`: OpenStreetMap cannot be reached, as on a network that
 * blocks it (the visitor's browser gets no answer at all).
 */
async function visitContact(browser: Browser, origin: string, width: number, cookies: Record<string, string> = {}, { reachable = true } = {}): Promise<Visit> {
  const context: BrowserContext = await browser.newContext({ viewport: viewportOf(width), reducedMotion: 'reduce' });
  await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: origin })));
  const elsewhere: string[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).origin !== origin) elsewhere.push(request.url());
  });
  await context.route(`${MAP_ORIGIN}/**`, (route) =>
    reachable ? route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Stand-in map</title><p>map</p>' }) : route.abort('internetdisconnected'),
  );
  const page = await context.newPage();
  const problems = watchForProblems(page);
  await page.goto(`${origin}/contact`);
  await page.waitForLoadState('networkidle');
  return { page, elsewhere, problems };
}

const mapFrame = (page: Page) => page.locator('[data-consent-map] iframe');
const preferences = (choice: Partial<Record<'statistic' | 'preferences' | 'marketing', boolean>>) =>
  encodeURIComponent(JSON.stringify({ necessary: true, statistic: false, preferences: false, marketing: false, ...choice }));

/** Waits for the real map, and checks it is the office's and came through the CSP. */
async function expectRealMap(page: Page): Promise<void> {
  await mapFrame(page).waitFor();
  assert.equal(await mapFrame(page).getAttribute('src'), MAP_SRC);
  assert.match((await mapFrame(page).getAttribute('title')) ?? '', /^OpenStreetMap of the streets around the Finmesh office/);
  // The frame element exists before its page has loaded: wait for the frame itself to get there
  // (a frame the CSP refused shows an error page instead, and this times out).
  const frame = await (await mapFrame(page).elementHandle())?.contentFrame();
  assert.ok(frame, 'the map frame has a page');
  await frame.waitForURL(MAP_SRC);
  await frame.getByText('map').waitFor();
  assert.equal(await page.getByRole('img', { name: /^Map of Bengaluru/ }).count(), 0, 'the drawing made way');
}

describe('the Contact page map waits for the visitor’s consent', () => {
  const suite = useAppAndBrowser();

  for (const width of WIDTHS) {
    it(`shows the drawn map and asks nothing of another site until "Show the map" is agreed to, at ${width}px`, async () => {
      const { page, elsewhere, problems } = await visitContact(suite.browser, suite.app.url, width);
      const drawing = page.getByRole('img', { name: /^Map of Bengaluru/ });
      await drawing.scrollIntoViewIfNeeded();
      assert.ok(await drawing.isVisible());
      const show = page.getByRole('button', { name: 'Show the map' });
      await show.waitFor();
      assert.equal(await mapFrame(page).count(), 0);
      await page.screenshot({ path: path.join(ARTIFACTS, `contact-map-before-${width}.png`) });
      assert.deepEqual(await seriousAccessibilityProblems(page), []);

      // It asks, in place; Not now (or Escape) puts everything back as it was.
      await show.click();
      const ask = page.getByRole('group', { name: 'Show the interactive map?' });
      await ask.waitFor();
      assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Show the interactive map?');
      assert.match((await ask.textContent()) ?? '', /OpenStreetMap, which will see your IP address/);
      await page.screenshot({ path: path.join(ARTIFACTS, `contact-map-ask-${width}.png`) });
      assert.deepEqual(await seriousAccessibilityProblems(page), []);
      await ask.getByRole('button', { name: 'Not now' }).click();
      await ask.waitFor({ state: 'hidden' });
      assert.equal(await page.evaluate(() => document.activeElement?.textContent?.trim()), 'Show the map');
      await show.click();
      await page.keyboard.press('Escape');
      await ask.waitFor({ state: 'hidden' });
      assert.equal(elsewhere.length, 0, `no request to another site before consent: ${elsewhere.join(', ')}`);
      assert.equal(await mapFrame(page).count(), 0);

      await show.click();
      await ask.getByRole('button', { name: 'Allow and show the map' }).click();
      await expectRealMap(page);
      assert.ok(elsewhere.length > 0 && elsewhere.every((url) => url.startsWith(`${MAP_ORIGIN}/`)), `only OpenStreetMap, after consent: ${elsewhere.join(', ')}`);
      // The consent is recorded as the Preferences category, the visitor's other choices untouched.
      const cookies = Object.fromEntries((await page.context().cookies()).map((cookie) => [cookie.name, cookie.value]));
      assert.equal(cookies.cookieConsent, 'true');
      assert.deepEqual(JSON.parse(decodeURIComponent(cookies.cookiePreferences ?? '')), { necessary: true, statistic: false, preferences: true, marketing: false });
      assert.equal(await page.getByRole('region', { name: 'We value your privacy' }).isVisible(), false);
      await mapFrame(page).scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(ARTIFACTS, `contact-map-after-${width}.png`) });
      assert.deepEqual(await seriousAccessibilityProblems(page), []);
      assert.deepEqual(problems, []);
      await page.context().close();
    });
  }

  it('shows the real map at once to a visitor who allowed Preferences before, and the drawing to one who did not', async () => {
    const agreed = await visitContact(suite.browser, suite.app.url, 1440, { cookieConsent: 'true', cookiePreferences: preferences({ preferences: true }) });
    await expectRealMap(agreed.page);
    assert.equal(await agreed.page.getByRole('button', { name: 'Show the map' }).count(), 0);
    await agreed.page.context().close();

    const declined = await visitContact(suite.browser, suite.app.url, 1440, { cookieConsent: 'true', cookiePreferences: preferences({ statistic: true, marketing: true }) });
    await declined.page.getByRole('button', { name: 'Show the map' }).waitFor();
    assert.equal(await mapFrame(declined.page).count(), 0);
    assert.equal(declined.elsewhere.length, 0, declined.elsewhere.join(', '));
    await declined.page.context().close();
  });

  it('shows the real map as soon as the visitor allows all cookies in the banner', async () => {
    const { page, elsewhere, problems } = await visitContact(suite.browser, suite.app.url, 1440);
    const banner = page.getByRole('region', { name: 'We value your privacy' });
    await banner.waitFor();
    await page.getByRole('button', { name: 'Show the map' }).waitFor();
    assert.equal(elsewhere.length, 0, elsewhere.join(', '));
    await banner.getByRole('button', { name: 'Allow', exact: true }).click();
    await expectRealMap(page);
    assert.deepEqual(problems, []);
    await page.context().close();
  });

  // Issue P19: a frame of a site that cannot be reached shows the browser's error page.
  for (const width of WIDTHS) {
    it(`keeps the drawn map, saying why, when OpenStreetMap cannot be reached, at ${width}px`, async () => {
      const { page, elsewhere, problems } = await visitContact(suite.browser, suite.app.url, width, {}, { reachable: false });
      await page.getByRole('button', { name: 'Show the map' }).click();
      await page.getByRole('group', { name: 'Show the interactive map?' }).getByRole('button', { name: 'Allow and show the map' }).click();
      const note = page.locator('[data-consent-map]').getByRole('status');
      await note.filter({ hasText: UNREACHABLE }).waitFor();
      assert.equal(await mapFrame(page).count(), 0, 'no frame');
      assert.ok(await page.getByRole('img', { name: /^Map of Bengaluru/ }).isVisible(), 'the drawn map stays');
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('role')), 'status', 'the keyboard is where the answer is');
      assert.ok(elsewhere.length > 0 && elsewhere.every((url) => url.startsWith(`${MAP_ORIGIN}/`)), `asked OpenStreetMap only: ${elsewhere.join(', ')}`);
      // The refused request is the only thing the console has to say.
      assert.deepEqual(problems.filter((problem) => !/net::ERR_INTERNET_DISCONNECTED/.test(problem)), []);
      await note.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(ARTIFACTS, `contact-map-unreachable-${width}.png`) });
      assert.deepEqual(await seriousAccessibilityProblems(page), []);
      await page.context().close();
    });
  }

  it('keeps the drawn map for a visitor who allowed the map before, when OpenStreetMap cannot be reached', async () => {
    const { page } = await visitContact(suite.browser, suite.app.url, 1440, { cookieConsent: 'true', cookiePreferences: preferences({ preferences: true }) }, { reachable: false });
    await page.locator('[data-consent-map]').getByRole('status').filter({ hasText: UNREACHABLE }).waitFor();
    assert.equal(await mapFrame(page).count(), 0);
    assert.equal(await page.getByRole('button', { name: 'Show the map' }).count(), 0);
    await page.context().close();
  });
});
