import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { ARTIFACTS, registerFirstAdmin, seriousAccessibilityProblems, signIn, useAppAndBrowser, viewportOf, visitorPage, watchForProblems, WIDTHS, type RunningApp } from './support.ts';

const OWNER = { username: 'rhea.owner', password: 'Str0ng!pass-phrase' };
const EDITOR = { username: 'meera.editor', password: 'Str0ng!pass-phrase-two' };
/** The new words, as an Editor writes them. */
const STORY_WORDS = 'Kiran Foods drew its festive-season facility in nine days, with the compliance file ready before the first lender call.';
const QUOTE = 'Our supplier finance line was live before the monsoon orders came in, and the team answered every question the same day.';
const NAME = 'Anjali Rao';
const ABOUT_TITLE = 'About the Finmesh team';
const VALUE_WORDS = 'We learn how each business earns before we match it: its cash cycle, its season, its plans for the next three years.';

/** Whether the page fits `width` (nothing to scroll sideways) within 10 s. */
async function fitsWithin(page: Page, width: number): Promise<boolean> {
  const deadline = Date.now() + 10_000;
  while ((await page.evaluate(() => document.documentElement.scrollWidth)) > width) {
    if (Date.now() > deadline) return false;
    await page.waitForTimeout(100);
  }
  return true;
}

/** The screen as it stands at each width: nothing to scroll sideways, no serious accessibility problem (axe). */
async function lookAt(page: Page, name: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize(viewportOf(width));
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
    // The layout settles a frame or two after the resize (longer on a busy machine): waited for, up to 10 s.
    // Chromium has been seen (about one run in four of the story editor, here and in CI) to keep the
    // old width's styles after a resize although its media queries answer for the new one; the page
    // loaded afresh at the new width is then judged. A page too wide for it fails either way.
    if (!(await fitsWithin(page, width))) {
      await page.reload();
      await page.waitForLoadState('networkidle');
      await fitsWithin(page, width);
    }
    const wider = await page.evaluate((limit) => [...document.querySelectorAll('body *')].filter((element) => element.getBoundingClientRect().right > limit + 1).slice(0, 5).map((element) => `${element.tagName.toLowerCase()}.${element.className}`), width);
    await page.screenshot({ path: path.join(ARTIFACTS, `${name}-${width}.png`), fullPage: true });
    assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= width, `${name}: nothing to scroll sideways at ${width}px (wider: ${wider.join(', ')})`);
    assert.deepEqual(await seriousAccessibilityProblems(page), [], `${name} at ${width}px`);
  }
  await page.setViewportSize(viewportOf(1440));
}

/** Polls the public page at `route` every half second until its HTML holds `text`, up to 10 s (a publish reaches the page cache within a second). */
async function shownOn(app: RunningApp, route: string, text: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await (await fetch(`${app.url}${route}`)).text()).includes(text)) {
    if (Date.now() > deadline) throw new Error(`${route} does not show "${text}" within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

describe('Stories, testimonials, page texts and values: an Editor changes what the site shows (issue P20)', () => {
  const run = useAppAndBrowser();

  it('edits a published success story and writes and publishes a testimonial; the Success Stories and home pages show the new words', async () => {
    const { app, browser } = run;
    const ownerPage = await browser.newPage({ viewport: viewportOf(1440) });
    await registerFirstAdmin(ownerPage, app, OWNER);
    const token = (await ownerPage.evaluate(() => localStorage.getItem('adminToken'))) ?? '';
    const made = await fetch(`${app.url}/api/admin/create-admin`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ ...EDITOR, role: 'editor' }) });
    assert.equal(made.status, 201, await made.text());
    await ownerPage.close();

    const page = await browser.newPage({ viewport: viewportOf(1440) });
    const problems = watchForProblems(page);
    await signIn(page, app, EDITOR, '/admin/dashboard');

    // The story: the first run's Kiran Foods, published; saved with new words, it is live at once.
    await page.getByRole('complementary').getByRole('link', { name: /^Success stories$/i }).click();
    await page.waitForURL(`${app.url}/admin/stories`);
    await page.getByRole('heading', { name: /^Success stories$/i, level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Edit Kiran Foods' }).first().waitFor();
    await lookAt(page, 'admin-stories');
    await page.getByRole('link', { name: 'Edit Kiran Foods' }).first().click();
    await page.getByRole('heading', { name: 'Kiran Foods', level: 1 }).waitFor();
    await lookAt(page, 'admin-story-edit');
    await page.getByRole('textbox', { name: /^Story/ }).fill(STORY_WORDS);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Story saved').first().waitFor();
    await shownOn(app, '/success-stories', STORY_WORDS);

    // The testimonial: a new one, a draft until published.
    await page.getByRole('complementary').getByRole('link', { name: 'Testimonials', exact: true }).click();
    await page.waitForURL(`${app.url}/admin/testimonials`);
    await page.getByRole('heading', { name: 'Testimonials', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Edit Kavita Menon' }).first().waitFor();
    await lookAt(page, 'admin-testimonials');
    await page.getByRole('link', { name: 'New testimonial' }).click();
    await page.getByRole('heading', { name: 'New testimonial', level: 1 }).waitFor();
    await lookAt(page, 'admin-testimonial-new');
    await page.getByRole('textbox', { name: /^Name/ }).fill(NAME);
    await page.getByRole('textbox', { name: /^Role/ }).fill('Finance Director, Rao Textiles');
    await page.getByRole('textbox', { name: /^Quote/ }).fill(QUOTE);
    await page.getByRole('button', { name: 'Save draft' }).click();
    // Created, it is listed as a draft; opened again, it can be published.
    await page.getByText('Testimonial created').first().waitFor();
    await page.waitForURL(`${app.url}/admin/testimonials`);
    await page.getByRole('link', { name: `Edit ${NAME}` }).first().click();
    await page.waitForURL(/\/admin\/testimonials\/[^/]+\/edit$/);
    await page.getByRole('heading', { name: NAME, level: 1 }).waitFor();
    assert.ok(!(await (await fetch(`${app.url}/`)).text()).includes(QUOTE), 'a draft is not on the site');
    await lookAt(page, 'admin-testimonial-draft');
    await page.getByRole('button', { name: 'Publish now' }).click();
    await page.getByText('Testimonial published').first().waitFor();
    await shownOn(app, '/', QUOTE);

    // A page text: the About page's hero, listed by its place; its heading is the page's title. None can be added.
    await page.getByRole('complementary').getByRole('link', { name: 'Page Texts', exact: true }).click();
    await page.waitForURL(`${app.url}/admin/page-sections`);
    await page.getByRole('heading', { name: 'Page texts', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Edit About Us' }).first().waitFor();
    assert.equal(await page.getByRole('link', { name: /^New page text/ }).count(), 0, 'no way to add a page text');
    await lookAt(page, 'admin-page-texts');
    await page.getByRole('link', { name: 'Edit About Us' }).first().click();
    await page.getByRole('heading', { name: 'About Us', level: 1 }).waitFor();
    await lookAt(page, 'admin-page-text-edit');
    await page.getByRole('textbox', { name: /^Heading/ }).fill(ABOUT_TITLE);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Page text saved').first().waitFor();
    await shownOn(app, '/about', ABOUT_TITLE);

    // A value of What We Stand For, the first (open as the page loads).
    await page.getByRole('complementary').getByRole('link', { name: 'Values', exact: true }).click();
    await page.waitForURL(`${app.url}/admin/values`);
    await page.getByRole('link', { name: 'Edit Understand Our Clients' }).first().click();
    await page.getByRole('heading', { name: 'Understand Our Clients', level: 1 }).waitFor();
    await page.getByRole('textbox', { name: /^Text/ }).fill(VALUE_WORDS);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Value saved').first().waitFor();
    await shownOn(app, '/about', VALUE_WORDS);
    assert.deepEqual(problems, []);
    await page.close();

    // A visitor sees both, on the pages themselves.
    const visitor = await visitorPage(browser, { viewport: viewportOf(1440) });
    await visitor.goto(`${app.url}/success-stories`);
    await visitor.getByText(STORY_WORDS).waitFor();
    await visitor.goto(`${app.url}/`);
    assert.equal(await visitor.getByText(QUOTE).count(), 1, 'the testimonials carousel holds the new quote');
    assert.ok(await visitor.getByText(NAME).count(), 'with who said it');
    await visitor.goto(`${app.url}/about`);
    await visitor.getByRole('heading', { name: ABOUT_TITLE, level: 1 }).waitFor();
    await visitor.getByText(VALUE_WORDS).waitFor();
    await visitor.context().close();
  });
});

describe("The settings' default share image (issue P20)", () => {
  const run = useAppAndBrowser();

  it('is chosen from the media library on the Settings screen, and every page without an image of its own is shared with it', async () => {
    const { app, browser } = run;
    const page = await browser.newPage({ viewport: viewportOf(1440) });
    const problems = watchForProblems(page);
    await registerFirstAdmin(page, app, OWNER);
    const token = (await page.evaluate(() => localStorage.getItem('adminToken'))) ?? '';
    const form = new FormData();
    form.append('alt', 'The Bengaluru skyline at dusk');
    form.append('file', new Blob([new Uint8Array(await sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 20, g: 90, b: 160 } } }).jpeg().toBuffer())], { type: 'image/jpeg' }), 'skyline.jpg');
    const uploaded = await fetch(`${app.url}/api/admin/media`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    assert.equal(uploaded.status, 201, await uploaded.clone().text());
    const id = ((await uploaded.json()) as { data: { _id: string } }).data._id;
    assert.ok(!(await (await fetch(`${app.url}/about`)).text()).includes(`/media/${id}/`), 'no default image yet');

    await page.goto(`${app.url}/admin/settings`);
    await page.getByRole('button', { name: 'Choose image (Default share image)' }).click();
    await page.getByRole('dialog').getByRole('button', { name: /skyline\.jpg/ }).click();
    await page.getByText('Alt text: The Bengaluru skyline at dusk').waitFor();
    await lookAt(page, 'admin-settings-share-image');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Settings saved.').first().waitFor();

    const shared = `${app.url}/media/${id}/960.webp`;
    for (const route of ['/', '/about', '/success-stories', '/insights']) {
      await shownOn(app, route, `<meta property="og:image" content="${shared}" />`);
      assert.ok((await (await fetch(`${app.url}${route}`)).text()).includes(`<meta name="twitter:image" content="${shared}" />`), `${route}: twitter:image`);
    }
    assert.equal((await fetch(shared)).status, 200, 'the image is served at that address');
    assert.deepEqual(problems, []);
    await page.close();
  });
});

describe("Every other kind's screens, at both widths (issue P20)", () => {
  const run = useAppAndBrowser();

  it('lists each kind and opens its first item, with nothing to scroll sideways and no serious accessibility problem', async () => {
    const { app, browser } = run;
    const page = await browser.newPage({ viewport: viewportOf(1440) });
    const problems = watchForProblems(page);
    await registerFirstAdmin(page, app, OWNER);
    // The sidebar's name, the list's heading, and the first item of the first run.
    const kinds = [
      { link: 'FAQs', heading: 'FAQs', path: 'faqs', first: 'What is Finmesh?' },
      { link: 'Legal Pages', heading: 'Legal pages', path: 'legal-pages', first: 'Privacy Policy' },
      { link: 'Figures', heading: 'Figures', path: 'figures', first: 'Minutes' },
      { link: 'Borrower Stages', heading: 'Borrower stages', path: 'stages', first: 'Pre-seed' },
      { link: 'Partner Logos', heading: 'Partner logos', path: 'partners', first: 'Northwind Capital' },
      { link: 'Profiles', heading: 'Profiles', path: 'profiles', first: 'Aarav Sharma' },
      { link: 'Services', heading: 'Services', path: 'services', first: 'Match Making' },
      { link: 'Values', heading: 'Values', path: 'values', first: 'Understand Our Clients' },
      { link: 'Ecosystem Tiles', heading: 'Ecosystem tiles', path: 'ecosystem-tiles', first: 'Matchmaking' },
      { link: 'Edge Panels', heading: 'Edge panels', path: 'edge-panels', first: 'AI matchmaking' },
    ];
    for (const kind of kinds) {
      await page.getByRole('complementary').getByRole('link', { name: kind.link, exact: true }).click();
      await page.waitForURL(`${app.url}/admin/${kind.path}`);
      await page.getByRole('heading', { name: kind.heading, level: 1 }).waitFor();
      await page.getByRole('link', { name: `Edit ${kind.first}` }).first().waitFor();
      await lookAt(page, `admin-${kind.path}`);
      await page.getByRole('link', { name: `Edit ${kind.first}` }).first().click();
      await page.getByRole('heading', { name: kind.first, level: 1 }).waitFor();
      await lookAt(page, `admin-${kind.path}-edit`);
    }
    assert.deepEqual(problems, []);
    await page.close();
  });
});
