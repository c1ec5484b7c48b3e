import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { animationsSettled, ARTIFACTS, WIDTHS, readToTheEnd, seriousAccessibilityProblems, useAppAndBrowser, viewportOf, visitorPage, watchForProblems } from './support.ts';


/** The home page's sections, in the spec's order, by their headings. */
const HOME_SECTIONS = [
  'Smart Capital Solutions for Every Business Need',
  'Lenders, funds and advisers already on the marketplace',
  'Everything a capital deal needs, on one platform',
  'Built for every side of a capital deal',
  'From first match to funded, in one flow',
  'Why deals close faster on Finmesh',
  'Trusted by borrowers, lenders and advisers',
  'Capital markets insight, once a month',
];

/** A first-time visitor: no cookie choice yet, motion as the browser has it unless asked. */
async function newcomer(browser: Browser, width: number, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: viewportOf(width), ...options });
  return context.newPage();
}

describe('the public frame and the home page', () => {
  const suite = useAppAndBrowser();

  for (const width of WIDTHS) {
    it(`shows the home page's sections in the spec's order, then the footer, at ${width}px`, async () => {
      const page = await visitorPage(suite.browser, { viewport: viewportOf(width) });
      const problems = watchForProblems(page);
      await page.goto(suite.app.url);
      // Below the fold, sections wait to reveal themselves; what is in view on arrival does not.
      await page.waitForFunction(() => document.querySelectorAll('[data-reveal-pending]').length > 0);
      assert.equal(await page.locator('main > section').first().getAttribute('data-reveal-pending'), null);
      await readToTheEnd(page);

      const headings = await page.evaluate(() =>
        [...document.querySelectorAll('main > section')].map((section) => document.getElementById(section.getAttribute('aria-labelledby') ?? '')?.textContent),
      );
      assert.deepEqual(headings, HOME_SECTIONS);
      for (const heading of HOME_SECTIONS) assert.ok(await page.getByRole('heading', { name: heading, exact: true }).isVisible(), `${heading} is shown`);
      // The footer follows, without a second newsletter form; the home page has its own just above.
      assert.equal(await page.getByRole('textbox', { name: 'Email address' }).count(), 1);
      assert.equal(await page.getByRole('contentinfo').getByRole('textbox', { name: 'Email address' }).count(), 0);
      assert.equal(await page.getByRole('link', { name: 'Our Services' }).first().getAttribute('href'), '/services');
      assert.equal(await page.getByRole('link', { name: 'Sign up', exact: true }).getAttribute('href'), '/auth');
      // Under 768px a set of pictures shows two; from 768px, three.
      const pictures = page.locator('[data-island="newsletter-gallery"] img:visible');
      assert.equal(await pictures.count(), width < 768 ? 2 : 3);

      await page.screenshot({ path: path.join(ARTIFACTS, `home-${width}.png`), fullPage: true });
      assert.deepEqual(problems, []);
      await page.context().close();
    });

    it(`asks about cookies until the visitor chooses, and keeps the choice for 365 days, at ${width}px`, async () => {
      const page = await newcomer(suite.browser, width, { reducedMotion: 'reduce' });
      await page.goto(suite.app.url);
      const banner = page.getByRole('region', { name: 'We value your privacy' });
      await banner.waitFor();
      await banner.getByRole('button', { name: 'Manage Cookies' }).click();
      const panel = page.getByRole('region', { name: 'Manage Cookies' });
      await panel.waitFor();
      assert.equal(await panel.getByRole('switch', { name: 'Necessary' }).isChecked(), true);
      assert.equal(await panel.getByRole('switch', { name: 'Necessary' }).isDisabled(), true);
      await panel.getByRole('switch', { name: 'Preferences' }).check();
      await page.screenshot({ path: path.join(ARTIFACTS, `cookies-${width}.png`) });
      await panel.getByRole('button', { name: 'Allow selection' }).click();
      await panel.waitFor({ state: 'hidden' });

      const cookies = Object.fromEntries((await page.context().cookies()).map((cookie) => [cookie.name, cookie]));
      assert.equal(cookies.cookieConsent?.value, 'true');
      assert.deepEqual(JSON.parse(decodeURIComponent(cookies.cookiePreferences?.value ?? '')), { necessary: true, statistic: false, preferences: true, marketing: false });
      for (const name of ['cookieConsent', 'cookiePreferences']) {
        const days = ((cookies[name]?.expires ?? 0) - Date.now() / 1000) / 86_400;
        assert.ok(days > 364 && days <= 365, `${name} lasts 365 days, not ${days}`);
      }
      await page.reload();
      await page.waitForLoadState('networkidle');
      assert.equal(await banner.isVisible(), false, 'the banner stays away once consent is given');
      await page.context().close();
    });

    it(`opens the demo overlay from Book a Demo, at ${width}px`, async () => {
      const page = await visitorPage(suite.browser, { viewport: viewportOf(width) });
      await page.goto(suite.app.url);
      if (width < 768) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.locator('[data-menu-panel]').getByRole('link', { name: 'Book a Demo' }).click();
      } else {
        await page.getByRole('banner').getByRole('link', { name: 'Book a Demo' }).click();
      }
      const overlay = page.getByRole('dialog', { name: 'Book a demo' });
      await overlay.waitFor();
      await page.keyboard.press('Escape');
      await overlay.waitFor({ state: 'hidden' });
      await page.context().close();
    });

    it(`switches the who-is-it-for tabs from the keyboard, at ${width}px`, async () => {
      const page = await visitorPage(suite.browser, { viewport: viewportOf(width) });
      await page.goto(suite.app.url);
      const borrowers = page.getByRole('tab', { name: 'Borrowers' });
      await borrowers.scrollIntoViewIfNeeded();
      await page.locator('[data-island="audience-tabs"][data-awake]').waitFor({ state: 'attached' });
      await borrowers.focus();
      await page.keyboard.press('ArrowRight');
      const lenders = page.getByRole('tab', { name: 'Lenders & investors' });
      assert.equal(await lenders.getAttribute('aria-selected'), 'true');
      assert.ok(await lenders.evaluate((tab) => tab === document.activeElement));
      assert.ok(await page.getByRole('img', { name: /The lender network/ }).isVisible());
      await page.keyboard.press('End');
      assert.equal(await page.getByRole('tab', { name: 'Experts & advisers' }).getAttribute('aria-selected'), 'true');
      await borrowers.focus();
      await page.keyboard.press('Enter');
      assert.equal(await borrowers.getAttribute('aria-selected'), 'true');
      assert.ok(await page.getByRole('table').isVisible());
      await page.context().close();
    });

    it(`has no serious or critical accessibility problems on the home page, banner showing, at ${width}px`, async () => {
      const page = await newcomer(suite.browser, width, { reducedMotion: 'reduce' });
      await page.goto(suite.app.url);
      await page.getByRole('region', { name: 'We value your privacy' }).waitFor();
      await readToTheEnd(page);
      assert.deepEqual(await seriousAccessibilityProblems(page), []);
      await page.getByRole('button', { name: 'Manage Cookies' }).click();
      assert.deepEqual(await seriousAccessibilityProblems(page), []);
      await page.context().close();
    });
  }

  it('drags the partner logos with the mouse, and shows an ecosystem tile’s description on hover and on keyboard focus', async () => {
    const page = await visitorPage(suite.browser, { viewport: viewportOf(1440) });
    await page.goto(suite.app.url);
    const strip = page.getByRole('region', { name: 'Partner institutions' });
    await strip.scrollIntoViewIfNeeded();
    // Dragging comes with a behaviour loaded after the page (`BEHAVIOURS` in `src/public/browser.ts`).
    await page.locator('[data-drag-scroll][data-enhanced]').waitFor({ state: 'attached' });
    const box = await strip.boundingBox();
    assert.ok(box);
    await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    assert.ok((await strip.evaluate((element) => element.scrollLeft)) > 100, 'the strip scrolled with the drag');

    const description = (title: string) =>
      page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) }).locator('[data-tile-text]');
    const opacity = (title: string) => description(title).evaluate((element) => Number(getComputedStyle(element).opacity));
    await page.getByRole('heading', { name: 'API Kit', exact: true }).scrollIntoViewIfNeeded();
    // The mouse, where the drag left it, may now be over a tile: take it away first.
    await page.mouse.move(0, 0);
    await animationsSettled(description('API Kit'));
    assert.equal(await opacity('API Kit'), 0, 'wide screens keep descriptions for hover and focus');
    // At rest every tile says what it is in a line, so none looks empty.
    const lines = await page.locator('[data-tile-summary]').evaluateAll((elements) =>
      elements.map((element) => ({ text: element.textContent ?? '', opacity: Number(getComputedStyle(element).opacity), height: element.getBoundingClientRect().height })),
    );
    assert.equal(lines.length, 8);
    for (const line of lines) assert.ok(line.text.length > 10 && line.opacity === 1 && line.height >= 18, `a tile's line shows at rest: ${JSON.stringify(line)}`);
    await page.getByRole('heading', { name: 'API Kit', exact: true }).hover();
    await animationsSettled(description('API Kit'));
    assert.equal(await opacity('API Kit'), 1);
    await page.mouse.move(0, 0);
    await page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'CLM', exact: true }) }).focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await animationsSettled(description('CLM'));
    assert.equal(await opacity('CLM'), 1);
    await page.context().close();
  });

  it('greets an arrival with the intro loader: 5 seconds, a 1-second exit, waved off by a key, back on scrolling up at the top', async () => {
    const page = await newcomer(suite.browser, 1440);
    await page.goto(suite.app.url);
    const loader = page.locator('[data-intro-loader]');
    assert.ok(await loader.isVisible());
    assert.deepEqual(await loader.evaluate((element) => [getComputedStyle(element).animationDelay, getComputedStyle(element).animationDuration]), ['5s', '1s']);
    await page.screenshot({ path: path.join(ARTIFACTS, 'intro-loader-1440.png') });

    await page.keyboard.press('Shift');
    await loader.waitFor({ state: 'hidden' });
    await page.mouse.move(700, 450);
    await page.mouse.wheel(0, -120);
    await loader.waitFor({ state: 'visible' });
    // Left alone, it goes by itself.
    await loader.waitFor({ state: 'hidden', timeout: 10_000 });

    // A page reached from within the site is not greeted again.
    await page.getByRole('banner').getByRole('link', { name: 'Services', exact: true }).click();
    await page.waitForURL(`${suite.app.url}/services`);
    await page.waitForLoadState('networkidle');
    assert.equal(await loader.isVisible(), false);
    await page.context().close();

    const calm = await newcomer(suite.browser, 1440, { reducedMotion: 'reduce' });
    await calm.goto(suite.app.url);
    assert.equal(await calm.locator('[data-intro-loader]').isVisible(), false, 'no loader for visitors who ask for less motion');
    await calm.context().close();
  });

  it('shows the landing film’s controls as the mouse moves over it, before any click, and hides them 3 seconds later', async () => {
    const page = await visitorPage(suite.browser, { viewport: viewportOf(1440) });
    const problems = watchForProblems(page);
    await page.goto(suite.app.url);
    await page.waitForLoadState('networkidle');
    const controls = page.getByRole('button', { name: 'Play video' }).locator('..');
    const opacity = () => controls.evaluate((element) => getComputedStyle(element).opacity);
    assert.equal(await opacity(), '0', 'hidden until the pointer comes');
    const film = await page.getByLabel('Finmesh at work: a borrower matched with lenders, checked and funded').boundingBox();
    assert.ok(film);
    await page.mouse.move(film.x + film.width / 2, film.y + film.height / 2, { steps: 5 });
    await page.waitForFunction((element) => getComputedStyle(element as Element).opacity === '1', await controls.elementHandle());
    // Left still, they go 3 seconds after the last move.
    await page.waitForFunction((element) => getComputedStyle(element as Element).opacity === '0', await controls.elementHandle(), { timeout: 10_000 });
    assert.deepEqual(problems, []);
    await page.context().close();
  });

  it('keeps the open phone menu above the cookie banner: its Book a Demo and Let’s connect take a tap before the banner is answered', async () => {
    const page = await newcomer(suite.browser, 375, { reducedMotion: 'reduce', hasTouch: true, isMobile: true });
    await page.goto(suite.app.url);
    const banner = page.getByRole('region', { name: 'We value your privacy' });
    await banner.waitFor();
    await page.getByRole('button', { name: 'Open menu' }).tap();
    const menu = page.locator('[data-menu-panel]');
    await menu.waitFor();
    await page.screenshot({ path: path.join(ARTIFACTS, 'menu-over-banner-375.png') });
    const bannerBox = await banner.boundingBox();
    assert.ok(bannerBox);
    let covered = 0;
    for (const name of ['Book a Demo', "Let's connect"]) {
      const link = menu.getByRole('link', { name });
      const box = await link.boundingBox();
      assert.ok(box);
      if (box.y + box.height > bannerBox.y) covered += 1;
      const atCentre = await link.evaluate((element, [x, y]) => document.elementFromPoint(x, y)?.closest('a') === element, [box.x + box.width / 2, box.y + box.height / 2] as const);
      assert.ok(atCentre, `${name} is what a tap at its centre reaches`);
    }
    assert.ok(covered > 0, 'the banner lies where the menu’s buttons are (else this proves nothing)');

    await menu.getByRole('link', { name: 'Book a Demo' }).tap();
    const overlay = page.getByRole('dialog', { name: 'Book a demo' });
    await overlay.waitFor();
    // The open overlay is above the banner too.
    const overlayOnTop = await page.evaluate(([x, y]) => Boolean(document.elementFromPoint(x, y)?.closest('[role="dialog"]')), [bannerBox.x + bannerBox.width / 2, bannerBox.y + bannerBox.height / 2] as const);
    assert.ok(overlayOnTop, 'what is at the banner’s place is the overlay');
    await page.keyboard.press('Escape');
    await overlay.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Open menu' }).tap();
    await menu.getByRole('link', { name: "Let's connect" }).tap();
    await page.waitForURL(`${suite.app.url}/contact#form`);
    await page.context().close();
  });

  for (const width of WIDTHS) {
    it(`shows a toast top-right below the header, hiding none of its buttons, at ${width}px`, async () => {
      const page = await visitorPage(suite.browser, { viewport: viewportOf(width) });
      await page.goto(suite.app.url);
      const signup = page.getByRole('form', { name: 'Newsletter signup' });
      await signup.getByRole('textbox', { name: 'Email address' }).fill(`toast.${width}@example.com`);
      await signup.getByRole('button', { name: 'Subscribe' }).click();
      const toast = page.locator('[data-scope="toast"][data-part="root"]');
      await toast.getByText('Successfully subscribed to our newsletter!').waitFor();
      await animationsSettled(toast);
      await page.screenshot({ path: path.join(ARTIFACTS, `toast-${width}.png`) });
      const box = await toast.boundingBox();
      assert.ok(box);
      assert.ok(box.x + box.width >= width - 40, `the toast is at the right (${box.x + box.width} of ${width})`);
      const header = page.getByRole('banner');
      const headerBox = await header.boundingBox();
      assert.ok(headerBox && box.y >= headerBox.y + headerBox.height, `the toast starts below the header (${box.y} against ${headerBox?.y} + ${headerBox?.height})`);
      const controls = header.locator('a:visible, button:visible');
      assert.ok((await controls.count()) >= (width < 768 ? 2 : 4));
      for (const control of await controls.all()) {
        const area = await control.boundingBox();
        assert.ok(area);
        const overlaps = area.x < box.x + box.width && box.x < area.x + area.width && area.y < box.y + box.height && box.y < area.y + area.height;
        assert.ok(!overlaps, `the toast leaves ${await control.textContent() || (await control.getAttribute('aria-label'))} free`);
      }
      await page.context().close();
    });
  }

  it('fades the hero title and widens its panel once the page scrolls past 10px, and plays the landing film', async () => {
    const page = await visitorPage(suite.browser, { viewport: viewportOf(1440), reducedMotion: 'no-preference' });
    const problems = watchForProblems(page);
    await page.goto(suite.app.url);
    await page.keyboard.press('Shift');
    const film = page.getByLabel('Finmesh at work: a borrower matched with lenders, checked and funded');
    await page.waitForFunction(() => !(document.querySelector('video[data-autoplay]') as HTMLVideoElement).paused);
    assert.equal(await film.evaluate((video: HTMLVideoElement) => video.muted && video.loop), true);

    await page.evaluate(() => window.scrollTo({ top: 11, behavior: 'instant' }));
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-scrolled'));
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.waitForFunction(() => !document.documentElement.hasAttribute('data-scrolled'));
    assert.deepEqual(problems, []);
    await page.context().close();
  });
});
