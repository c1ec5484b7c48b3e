/**
 * Every public page at a phone's width and a desktop's: served with its headings before any script
 * runs, quiet in the console, with no serious accessibility problem; and the journeys that belong
 * to one page (the team carousel, arriving at a hash, booking a seat, reopening Manage Cookies).
 * Screenshots go to e2e/artifacts for a person to look at.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { ARTIFACTS, WIDTHS, pageStep, readToTheEnd, seriousAccessibilityProblems, useAppAndBrowser, viewportOf, visitorPage, watchForProblems } from './support.ts';

/** Each public page and its main heading. */
const PAGES = [
  ['/', 'Smart Capital Solutions for Every Business Need'],
  ['/about', 'About Us'],
  ['/services', 'Service'],
  ['/success-stories', 'Success Stories'],
  ['/events', 'Events'],
  ['/events/growth-gains-conference', 'Growth & Gains Conference'],
  ['/careers', 'Careers'],
  ['/contact', 'Contact'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms', 'Terms of Use'],
  ['/cookies', 'Cookie Management'],
  ['/auth', 'Your way into Finmesh'],
] as const;

/** Each public form's own page (where its overlay's link leads before the script runs; not in the sitemap). */
const FORM_PAGES = [
  ['/forms/newsletter', 'Capital markets insight, once a month'],
  ['/forms/contact', 'Tell us what you are working on'],
  ['/forms/services', 'Talk to us'],
  ['/forms/demo', 'Book a demo'],
  ['/forms/application?position=General%20application', 'Send an open application'],
] as const;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The h1 and h2 texts of an HTML document as the server sent it. */
function servedHeadings(html: string): string[] {
  return [...html.matchAll(/<h([12])\b[^>]*>([\s\S]*?)<\/h\1>/g)].map(([, , inner]) =>
    (inner ?? '')
      .replace(/<[^>]+>/g, '')
      .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
      .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(Number.parseInt(code, 16)))
      .replace(/&(\w+);/g, (entity, name: string) => ENTITIES[name] ?? entity)
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

/** The h1 and h2 texts a visitor sees once the page has run its scripts. */
async function visibleHeadings(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('h1, h2')]
      .filter((heading) => heading.checkVisibility())
      .map((heading) => (heading.textContent ?? '').replace(/\s+/g, ' ').trim()),
  );
}

/** One page as served and as a visitor reads it: its headings, its accessibility, a screenshot. */
async function checkPage(page: Page, origin: string, pathname: string, title: string, width: number): Promise<void> {
  const served = await fetch(`${origin}${pathname}`);
  assert.equal(served.status, 200, pathname);
  const headings = servedHeadings(await served.text());
  assert.equal(headings[0], title, `${pathname}: its h1 is in the served HTML`);

  await page.goto(`${origin}${pathname}`);
  await readToTheEnd(page);
  const seen = await pageStep(page, 'reading its headings', visibleHeadings(page));
  assert.equal(seen[0], title, pathname);
  assert.deepEqual(
    seen.filter((heading) => !headings.includes(heading)),
    [],
    `${pathname}: every heading a visitor sees was in the HTML before any script ran`,
  );
  assert.deepEqual(await seriousAccessibilityProblems(page), [], pathname);
  await page.screenshot({ path: path.join(ARTIFACTS, `page${pathname === '/' ? '-home' : pathname.replace(/[/?=%]+/g, '-')}-${width}.png`), fullPage: true });
}

describe('the public pages', () => {
  const suite = useAppAndBrowser();

  for (const width of WIDTHS) {
    // A test per page (each with its own deadline, which a busy machine needs), in one browser tab.
    describe(`serves every page with its headings, quiet in the console and with no serious accessibility problem, at ${width}px`, () => {
      let page: Page | undefined;
      let problems: string[] = [];
      before(async () => {
        page = await visitorPage(suite.browser, { viewport: viewportOf(width) });
        problems = watchForProblems(page);
      });
      after(() => page?.context().close());

      for (const [pathname, title] of [...PAGES, ...FORM_PAGES]) {
        it(pathname, async () => {
          if (!page) throw new Error('no browser tab');
          await checkPage(page, suite.app.url, pathname, title, width);
          assert.deepEqual(problems.splice(0), [], `${pathname} at ${width}px: the console`);
        });
      }
    });
  }

  it('lists every page in the sitemap, each with its own title, description and Open Graph tags', async () => {
    const sitemap = await (await fetch(`${suite.app.url}/sitemap.xml`)).text();
    const listed = new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc ?? '').pathname));
    const titles = new Set<string>();
    for (const [pathname] of PAGES) {
      assert.ok(listed.has(pathname), `${pathname} is in the sitemap`);
      const html = await (await fetch(`${suite.app.url}${pathname}`)).text();
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
      assert.ok(title, pathname);
      titles.add(title);
      assert.match(html, /<meta name="description" content="[^"]{40,}"/, pathname);
      assert.match(html, /<meta property="og:title" content="[^"]+"/, pathname);
      assert.match(html, /<meta property="og:description" content="[^"]+"/, pathname);
      assert.match(html, /<meta property="og:image" content="[^"]+"/, pathname);
    }
    assert.equal(titles.size, PAGES.length, 'no two pages share a title');
  });

  it('scrolls the team carousel 500px with Next and back with Previous', async () => {
    // On a phone the four members overflow the screen by more than 500px (on a desktop, by less: Next goes to the end).
    const page = await visitorPage(suite.browser, { viewport: viewportOf(375) });
    await page.goto(`${suite.app.url}/about`);
    const list = page.getByRole('list', { name: 'Team members' });
    await list.scrollIntoViewIfNeeded();
    const previous = page.getByRole('button', { name: 'Previous team members' });
    const next = page.getByRole('button', { name: 'Next team members' });
    await page.locator('button[data-scroll-step][data-enhanced]').first().waitFor({ state: 'attached' });
    assert.equal(await previous.isDisabled(), true, 'nothing before the first member');
    await next.click();
    await page.waitForFunction(() => document.getElementById('team-members')?.scrollLeft === 500);
    // The buttons follow the list's scroll events, which come a frame after it moved: wait for Previous to follow.
    await page.waitForFunction((button) => button instanceof HTMLButtonElement && !button.disabled, await previous.elementHandle());
    assert.equal(await previous.isDisabled(), false);
    await previous.click();
    await page.waitForFunction(() => document.getElementById('team-members')?.scrollLeft === 0);
    await page.context().close();
  });

  it('opens a page at a hash with the section clear of the header', async () => {
    const page = await visitorPage(suite.browser, { viewport: viewportOf(1440) });
    await page.goto(`${suite.app.url}/contact#form`);
    await page.waitForFunction(() => Math.abs((document.getElementById('form')?.getBoundingClientRect().top ?? 0) - 80) <= 2);
    const header = await page.locator('header').first().boundingBox();
    const form = await page.locator('#form').boundingBox();
    assert.ok(header && form && form.y >= header.y + header.height, 'the section starts below the fixed header');
    await page.context().close();
  });

  it('books a seat: the browser asks for the required fields, then the booking is sent and its outcome shown in the modal, which closes itself', async () => {
    const page = await visitorPage(suite.browser, { viewport: viewportOf(375) });
    await page.goto(`${suite.app.url}/events/growth-gains-conference`);
    // A link to the event's booking page, which opens the form over the page once its scripts run.
    await page.getByRole('link', { name: /^BOOK YOUR SEAT NOW/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Book Your Seat' });
    await dialog.waitFor();
    await dialog.getByRole('combobox', { name: /^Country/ }).locator('option', { hasText: 'India' }).first().waitFor({ state: 'attached' });

    // What the form sends: its booking, natively or by script (not the spam guard's token, which the
    // form asks for on its own, at a moment a busy machine can put after this point).
    const sent: string[] = [];
    page.on('request', (request) => {
      const body = request.postData() ?? '';
      if (request.method() === 'POST' && !body.includes('"operationName":"FormStart"')) sent.push(body);
    });
    const alerts: string[] = [];
    page.on('dialog', (alert) => {
      alerts.push(alert.message());
      void alert.accept();
    });
    await page.getByRole('button', { name: 'Book my seat' }).click();
    assert.equal(await dialog.getByRole('textbox', { name: /^First Name/ }).evaluate((input: HTMLInputElement) => input.validity.valueMissing), true, 'the browser stopped the empty form');
    assert.equal(sent.length, 0, 'the empty form is not sent');

    await dialog.getByRole('textbox', { name: /^First Name/ }).fill('Asha');
    await dialog.getByRole('textbox', { name: /^Last Name/ }).fill('Rao');
    await dialog.getByRole('textbox', { name: /^Email/ }).fill('asha@example.com');
    await dialog.getByRole('combobox', { name: /^Country/ }).selectOption({ label: 'India (+91)' });
    assert.ok(await dialog.getByText('Calling code +91').isVisible(), 'the country fills the calling code');
    await dialog.getByRole('textbox', { name: /^phone Number/ }).fill('98450-12345');
    assert.equal(await dialog.getByRole('textbox', { name: /^phone Number/ }).inputValue(), '9845012345');
    await dialog.getByRole('spinbutton', { name: /^Number of Tickets/ }).fill('2');
    await page.getByRole('button', { name: 'Book my seat' }).click();
    // What the server answered replaces the form (server/src/rules/bookings.ts BOOKING_MESSAGES.booked), with no browser alert.
    await dialog.getByText('Your seat is booked. A confirmation email with a calendar invitation is on its way.').waitFor();
    assert.deepEqual(alerts, []);
    assert.equal(sent.filter((body) => body.includes('bookSeat') && body.includes('growth-gains-conference')).length, 1, 'one booking of this event was sent');
    await dialog.waitFor({ state: 'hidden', timeout: 15_000 });
    await page.context().close();
  });

  it('plays a film while it is on screen, and keeps it paused once the visitor pauses it', async () => {
    const page = await suite.browser.newPage({ viewport: viewportOf(1440) });
    await page.context().addCookies([{ name: 'cookieConsent', value: 'true', url: suite.app.url }]);
    await page.goto(`${suite.app.url}/terms`);
    const film = page.getByLabel('A deal moving through the Finmesh dashboard, from match to signed terms');
    const playing = () => film.evaluate((video: HTMLVideoElement) => !video.paused);
    await page.waitForFunction(() => !document.querySelector('video')?.paused);
    await page.getByRole('button', { name: 'Pause the film' }).click();
    assert.equal(await playing(), false);
    await page.mouse.wheel(0, 3000);
    await page.waitForFunction(() => window.scrollY > 1000);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.getByRole('button', { name: 'Play the film' }).waitFor();
    assert.equal(await playing(), false, 'back on screen, it stays paused');
    await page.getByRole('button', { name: 'Play the film' }).click();
    await page.waitForFunction(() => !document.querySelector('video')?.paused);
    await page.context().close();
  });

  it('reopens Manage Cookies from the Cookie Management page', async () => {
    const page = await visitorPage(suite.browser, { viewport: viewportOf(375) });
    await page.goto(`${suite.app.url}/cookies`);
    await page.getByRole('button', { name: 'Manage Cookies' }).click();
    const settings = page.getByRole('dialog', { name: 'Manage Cookies' });
    await settings.waitFor();
    assert.equal(await settings.getByRole('switch', { name: /Necessary/ }).isDisabled(), true, 'necessary cookies are always on');
    await page.context().close();
  });
});
