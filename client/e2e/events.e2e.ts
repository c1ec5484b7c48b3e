import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { ARTIFACTS, WIDTHS, readToTheEnd, useAppAndBrowser, viewportOf, visitorPage, watchForProblems } from './support.ts';

/** The gallery's strip of pictures, by its name. */
const GALLERY = 'Pictures from past events';

interface Strip {
  /** The strip's top edge, from the top of the window. */
  top: number;
  height: number;
  /** Each picture's left and right edge, from the left of the window. */
  pictures: { left: number; right: number }[];
}

/** Where the gallery and its pictures are on screen once the page has drawn the scroll position `top`. */
async function stripAt(page: Page, top: number): Promise<Strip> {
  return page.evaluate(async ([scrollTop, name]) => {
    window.scrollTo({ top: scrollTop, behavior: 'instant' });
    // A scroll-driven animation takes its new position with the frames that follow the scroll.
    for (let frame = 0; frame < 3; frame++) await new Promise(requestAnimationFrame);
    const region = [...document.querySelectorAll('[role="region"]')].find((element) => element.getAttribute('aria-label') === name);
    if (!region) throw new Error('no gallery');
    const box = region.getBoundingClientRect();
    const pictures = [...region.querySelectorAll('li')].map((picture) => picture.getBoundingClientRect()).map(({ left, right }) => ({ left, right }));
    return { top: box.top, height: box.height, pictures };
  }, [top, GALLERY] as const);
}

const headerHeight = (page: Page) => page.locator('header').first().evaluate((header) => header.getBoundingClientRect().height);
const fullyInView = (picture: { left: number; right: number }, width: number) => picture.left >= 0 && picture.right <= width;

describe('the Events page and an event\'s page', () => {
  const suite = useAppAndBrowser();

  for (const width of WIDTHS) {
    it(`moves the gallery sideways with the page's scroll, from its first picture to its last, at ${width}px`, async () => {
      const page = await visitorPage(suite.browser, { viewport: viewportOf(width), reducedMotion: 'no-preference' });
      const problems = watchForProblems(page);
      await page.goto(`${suite.app.url}/events`);
      // Motion welcome means the intro loader greets the arrival: a key waves it off.
      await page.keyboard.press('Shift');
      await page.locator('[data-intro-loader]').waitFor({ state: 'hidden' });
      const { height: windowHeight } = viewportOf(width);
      const header = await headerHeight(page);
      // Where the strip is in the page, whatever the scroll now.
      const resting = await stripAt(page, 0);
      const stripTop = resting.top;

      // Just scrolled fully into view from below: the first picture is all there, the last not yet.
      const entered = await stripAt(page, stripTop + resting.height - windowHeight);
      assert.ok(Math.abs(entered.top + entered.height - windowHeight) <= 2, `the strip's foot is at the window's (${entered.top + entered.height} of ${windowHeight})`);
      const first = entered.pictures[0];
      const last = entered.pictures.at(-1);
      assert.ok(first && last);
      assert.ok(fullyInView(first, width), `the first picture is all in view (${first.left} to ${first.right})`);
      assert.ok(last.right > width, 'the last picture is still to come');
      await page.screenshot({ path: path.join(ARTIFACTS, `events-gallery-entered-${width}.png`) });

      // Scrolled on until the strip meets the header: the strip has moved, and its last picture is all in view.
      const below = await stripAt(page, stripTop - header);
      assert.ok(Math.abs(below.top - header) <= 2, `the strip's top meets the header (${below.top})`);
      const moved = (below.pictures[0]?.left ?? 0) - first.left;
      assert.ok(moved < -width / 2, `the strip moved left with the scroll (by ${moved}px)`);
      const lastNow = below.pictures.at(-1);
      assert.ok(lastNow && fullyInView(lastNow, width), `the last picture is all in view (${lastNow?.left} to ${lastNow?.right} of ${width})`);
      await page.screenshot({ path: path.join(ARTIFACTS, `events-gallery-reached-${width}.png`) });

      // The page never scrolls sideways on account of the strip.
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), await page.evaluate(() => document.documentElement.clientWidth));
      assert.deepEqual(problems, []);
      await page.context().close();
    });
  }

  it('keeps the gallery still for visitors who ask for less motion: a strip dragged or scrolled to its last picture', async () => {
    const width = 1440;
    const page = await visitorPage(suite.browser, { viewport: viewportOf(width) });
    await page.goto(`${suite.app.url}/events`);
    const strip = page.getByRole('region', { name: GALLERY });
    await strip.scrollIntoViewIfNeeded();
    const header = await headerHeight(page);
    const { top } = await stripAt(page, 0);
    const before = await stripAt(page, top - header - 40);
    const after = await stripAt(page, top - header - 240);
    assert.deepEqual(after.pictures, before.pictures, 'the page scrolling moves no picture');
    assert.ok(!fullyInView(before.pictures.at(-1) ?? { left: 0, right: Infinity }, width), 'the last picture is out of view at first');

    // A mouse drags it (a behaviour loaded after the page), as a finger swipes it.
    await page.locator('[data-drag-scroll][data-enhanced]').waitFor({ state: 'attached' });
    const box = await strip.boundingBox();
    assert.ok(box);
    await page.mouse.move(box.x + box.width - 40, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 40, box.y + box.height / 2, { steps: 10 });
    await page.mouse.up();
    const dragged = await stripAt(page, top - header - 240);
    const last = dragged.pictures.at(-1);
    assert.ok(last && fullyInView(last, width), `the last picture is all in view after the drag (${last?.left} to ${last?.right})`);
    await page.context().close();
  });

  it('shows the conference on the same dates on Events and on its page (the old Event Details address leads there), and counts down to its opening', async () => {
    const page = await visitorPage(suite.browser, { viewport: viewportOf(1440) });
    const problems = watchForProblems(page);
    await page.goto(`${suite.app.url}/events`);
    const slide = page.getByRole('group', { name: /Growth & Gains Conference$/ });
    const when = (await slide.locator('dt', { hasText: 'WHEN' }).locator('xpath=following-sibling::dd').textContent())?.trim() ?? '';
    // "10 – 12 February 2027, 9:00 AM – 6:00 PM India Standard Time": the days, then the hours on the clocks where it happens.
    const dates = when.slice(0, when.lastIndexOf(', '));
    assert.match(dates, /^\d{1,2}( – \d{1,2})? [A-Z][a-z]+ \d{4}$/, when);
    assert.ok(await page.getByRole('region', { name: 'Events', exact: true }).getByText(dates, { exact: true }).isVisible(), 'the hero names the same days');

    assert.match(when, /India Standard Time$/, 'the hours name the event’s zone');
    await page.goto(`${suite.app.url}/eventsDetails`);
    assert.equal(new URL(page.url()).pathname, '/events/growth-gains-conference', 'the old Event Details address leads to the featured event');
    const banner = page.getByRole('region', { name: 'Growth & Gains Conference', exact: true });
    assert.ok(await banner.getByText(dates, { exact: true }).isVisible(), `the event's page shows ${dates}`);
    // Its schema.org Event, from the database's row: times with the zone's offset, the venue, scheduled, seats to book.
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>;
    assert.equal(data['@type'], 'Event');
    assert.equal(data.name, 'Growth & Gains Conference');
    assert.match(String(data.startDate), /^\d{4}-\d{2}-\d{2}T09:00:00\+05:30$/);
    assert.equal(data.eventAttendanceMode, 'https://schema.org/OfflineEventAttendanceMode');
    assert.equal(data.eventStatus, 'https://schema.org/EventScheduled');
    assert.deepEqual((data.location as { name?: string }).name, 'Bengaluru International Exhibition Centre');
    assert.equal((data.offers as { availability?: string }).availability, 'https://schema.org/InStock');
    assert.match(String(data.url), /^https?:\/\/[^/]+\/events\/growth-gains-conference$/);

    // The countdown runs, to the first of those days.
    const countdown = page.locator('[data-countdown]');
    await countdown.and(page.locator('[data-enhanced]')).waitFor({ state: 'attached' });
    const shown = () => countdown.locator('[data-unit]').allTextContents();
    const [days = '', ...rest] = await shown();
    assert.notDeepEqual([days, ...rest], ['00', '00', '00', '00'], 'the countdown is not over');
    const [, firstDay = '', , month = '', year = ''] = /^(\d{1,2})( – \d{1,2})? ([A-Za-z]+) (\d{4})$/.exec(dates) ?? [];
    // It opens at 9:00 on the clocks of Bengaluru, where it happens (+05:30), whatever this machine's zone.
    const monthNumber = String(new Date(`1 ${month} 2000 12:00 UTC`).getUTCMonth() + 1).padStart(2, '0');
    const opens = new Date(`${year}-${monthNumber}-${firstDay.padStart(2, '0')}T09:00:00+05:30`);
    assert.equal(await countdown.getAttribute('data-countdown'), opens.toISOString(), 'it counts to 9:00 India time on the first day');
    const daysLeft = (opens.getTime() - Date.now()) / 86_400_000;
    assert.ok(Math.abs(Number(days) - daysLeft) <= 1, `${days} days left to ${dates} (${daysLeft.toFixed(2)})`);
    const before = (await shown()).join(':');
    await page.waitForFunction((then) => [...document.querySelectorAll('[data-countdown] [data-unit]')].map((cell) => cell.textContent).join(':') !== then, before);
    assert.deepEqual(problems, []);
    await page.context().close();
  });

  for (const width of WIDTHS) {
    it(`leaves screenshots of Events and an event's page, at ${width}px`, async () => {
      const page = await visitorPage(suite.browser, { viewport: viewportOf(width) });
      for (const [pathname, name] of [['/events', 'events'], ['/events/growth-gains-conference', 'event-page']] as const) {
        await page.goto(`${suite.app.url}${pathname}`);
        await readToTheEnd(page);
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
        await page.waitForFunction(() => !document.documentElement.hasAttribute('data-scrolled'));
        await page.screenshot({ path: path.join(ARTIFACTS, `${name}-${width}.png`), fullPage: true });
      }
      await page.context().close();
    });
  }
});
