import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import sharp from 'sharp';
import { lookAt, registerFirstAdmin, type RunningApp, signIn, useAppAndBrowser, viewportOf, watchForProblems } from './support.ts';

const OWNER = { username: 'rhea.owner', password: 'Str0ng!pass-phrase' };
const EDITOR = { username: 'meera.editor', password: 'Str0ng!pass-phrase-two' };
const TITLE = 'Bridge loans for exporters in 2027';
const SLUG = 'bridge-loans-for-exporters-in-2027';
/** The shared messages (server/src/rules/settings.ts), written out: that module's imports resolve only in a build. */
const MAINTENANCE = { banner: 'Maintenance mode is on: visitors see the maintenance page.', saved: 'Settings saved.' } as const;

/** A photo of one colour, as a camera would send one. */
const photo = (red: number) => sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: red, g: 90, b: 160 } } }).jpeg().toBuffer();

/** The Owner's API: the token the back office keeps, used as a client would. */
async function api(app: RunningApp, token: string, method: string, route: string, body?: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${app.url}${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }) },
    body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
  });
  assert.ok(response.ok, `${method} ${route}: ${response.status} ${await response.clone().text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

/** `datetime-local`'s value for `at` in India (the browser's zone below). */
const indianLocalValue = (at: Date) => new Date(at.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 16);

/** Polls `check` every second until it holds, up to `seconds`. */
async function eventually(what: string, seconds: number, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

describe('Insights: an Editor writes, previews and schedules a post (issue P20)', () => {
  const run = useAppAndBrowser();

  // Its minute of waiting for the scheduled time is the point: a longer limit than the suite's 180 s.
  it('writes a post with two images, previews it, schedules it a minute ahead; it goes live on /insights, in the feed and the sitemap at its time', { timeout: 360_000 }, async () => {
    const { app, browser } = run;
    // The Owner brings in an Editor and puts two described photos in the library.
    const ownerContext = await browser.newContext({ viewport: viewportOf(1440) });
    const ownerPage = await ownerContext.newPage();
    await registerFirstAdmin(ownerPage, app, OWNER);
    const ownerToken = (await ownerPage.evaluate(() => localStorage.getItem('adminToken'))) ?? '';
    await api(app, ownerToken, 'POST', '/api/admin/create-admin', { ...EDITOR, role: 'editor' });
    for (const [name, alt, red] of [['port.jpg', 'Containers at Nhava Sheva port', 30], ['ledger.jpg', 'An exporter’s order book', 160]] as const) {
      const form = new FormData();
      form.append('alt', alt);
      form.append('file', new Blob([new Uint8Array(await photo(red))], { type: 'image/jpeg' }), name);
      await api(app, ownerToken, 'POST', '/api/admin/media', form);
    }

    const context = await browser.newContext({ viewport: viewportOf(1440), timezoneId: 'Asia/Kolkata' });
    const page = await context.newPage();
    const problems = watchForProblems(page);
    await signIn(page, app, EDITOR, '/admin/dashboard');
    await page.getByRole('complementary').getByRole('link', { name: 'Posts', exact: true }).click();
    await page.getByRole('heading', { name: 'Posts', level: 1 }).waitFor();
    for (const width of [1440, 375]) await lookAt(page, 'admin-posts', width);
    await page.setViewportSize(viewportOf(1440));

    await page.getByRole('link', { name: 'New Post' }).click();
    await page.waitForURL(`${app.url}/admin/posts/new`);
    await page.getByRole('textbox', { name: /^Title/ }).fill(TITLE);
    await page.getByRole('textbox', { name: 'Summary' }).fill('Pre-shipment finance, what it costs and how fast it closes.');
    const body = page.getByRole('textbox', { name: 'Body' });
    await body.click();
    await page.keyboard.type('Exporters wait 60 to 90 days for payment.');
    // The body's image and the cover, each chosen from the library.
    await page.getByRole('button', { name: 'Insert image' }).click();
    await page.getByRole('dialog').getByRole('button', { name: /port\.jpg/ }).click();
    await page.getByRole('button', { name: 'Choose image (Cover image)' }).click();
    await page.getByRole('dialog').getByRole('button', { name: /ledger\.jpg/ }).click();
    await page.getByRole('textbox', { name: /^Tags/ }).fill('exports, debt');
    for (const width of [1440, 375]) await lookAt(page, 'admin-post-new', width);
    await page.setViewportSize(viewportOf(1440));
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.waitForURL(/\/admin\/posts\/[^/]+\/edit$/);
    for (const width of [1440, 375]) await lookAt(page, 'admin-post-draft', width);
    await page.setViewportSize(viewportOf(1440));

    // The preview shows the draft exactly as its page will: title, words and both images.
    const [preview] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Preview' }).click()]);
    // The tab opens at once (no popup blocker), then goes to the link once the server has made it.
    await preview.waitForURL(/\/preview\/post\/[^/]+$/);
    await preview.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
    await preview.getByText('Exporters wait 60 to 90 days for payment.').waitFor();
    assert.equal(await preview.locator('article picture').count(), 2, 'the cover and the body image');
    assert.equal(await preview.locator('meta[name="robots"][content="noindex"]').count(), 1, 'a preview is never indexed');
    await preview.close();
    assert.equal((await fetch(`${app.url}/insights/${SLUG}`)).status, 404, 'a draft has no page yet');

    // Scheduled a minute ahead (India time, the browser's; the field takes whole minutes), it goes live by itself.
    const at = new Date(Math.ceil((Date.now() + 60_000) / 60_000) * 60_000);
    await page.getByLabel('Publish at').fill(indianLocalValue(at));
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await page.getByText(/^Goes live at /).first().waitFor();
    assert.equal((await fetch(`${app.url}/insights/${SLUG}`)).status, 404, 'not before its time');
    await eventually('the post on /insights', 180, async () => (await (await fetch(`${app.url}/insights`)).text()).includes(TITLE));
    assert.ok(Date.now() >= at.getTime() - 1_000, 'not before its time');
    const feed = await (await fetch(`${app.url}/insights/feed.xml`)).text();
    assert.ok(feed.includes(`<title>${TITLE}</title>`), 'in the feed');
    const sitemap = await (await fetch(`${app.url}/sitemap.xml`)).text();
    assert.ok(sitemap.includes(`/insights/${SLUG}</loc>`), 'in the sitemap');

    const visitor = await browser.newPage({ viewport: viewportOf(375) });
    await visitor.goto(`${app.url}/insights/${SLUG}`);
    await visitor.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
    assert.equal(await visitor.locator('article picture').count(), 2);
    const data = JSON.parse((await visitor.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as { '@type'?: string; headline?: string };
    assert.deepEqual([data['@type'], data.headline], ['Article', TITLE]);
    await visitor.close();
    assert.deepEqual(problems, []);
    await context.close();
    await ownerContext.close();
  });

});

describe('Maintenance mode (issue P20)', () => {
  const run = useAppAndBrowser();

  it('closes the site for maintenance and opens it again; staff still see it, with a banner', async () => {
    const { app, browser } = run;
    const page = await browser.newPage({ viewport: viewportOf(1440) });
    await registerFirstAdmin(page, app, OWNER);
    const setMaintenance = async (on: boolean) => {
      await page.goto(`${app.url}/admin/settings`);
      const box = page.getByRole('checkbox', { name: 'Maintenance mode' });
      if ((await box.isChecked()) !== on) await box.click({ force: true });
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByText(MAINTENANCE.saved).first().waitFor();
    };
    await setMaintenance(true);
    await eventually('the maintenance page', 10, async () => (await fetch(`${app.url}/insights`)).status === 503);
    const closed = await fetch(`${app.url}/`);
    assert.equal(closed.status, 503);
    assert.ok(closed.headers.get('retry-after'), 'says when to come back');
    // The Owner's browser still sees the site, with the banner.
    await page.goto(`${app.url}/insights`);
    await page.getByText(MAINTENANCE.banner).waitFor();
    await setMaintenance(false);
    await eventually('the site open again', 10, async () => (await fetch(`${app.url}/insights`)).status === 200);
    await page.close();
  });
});
