import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import type { Browser } from 'playwright-core';
import { launchBrowser, startApp, watchForProblems, visitorPage, type RunningApp } from './support.ts';

describe('visitor on the home page', () => {
  let app: RunningApp;
  let browser: Browser;
  before(async () => {
    // The journey fills the form faster than a person could, which the spam guard would take for a bot.
    app = await startApp({ SEED_DEMO_CONTENT: 'false', FORM_MIN_FILL_SECONDS: '0' });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
    await app?.cleanUp();
  });

  it('gets the header, the page and the footer as HTML, with their styles, before any script runs', async () => {
    const response = await fetch(`${app.url}/`);
    // React separates adjacent text nodes with empty comments; they are not part of what a visitor reads.
    const html = (await response.text()).replaceAll('<!-- -->', '');
    assert.equal(response.status, 200);
    assert.match(html, /<header[^>]*>[\s\S]*Let(&#x27;|')s connect[\s\S]*<\/header>/);
    assert.match(html, /<h1[^>]*>Smart Capital Solutions for Every Business Need<\/h1>/);
    assert.match(html, /By subscribing to our newsletter you agree to our <a[^>]*>Privacy Policy<\/a>\./);
    assert.match(html, /<style data-emotion="css[^"]*">/);
    assert.match(html, /<title>Finmesh \| Smart Capital Solutions for Every Business Need<\/title>/);
    assert.match(html, new RegExp(`<link rel="canonical" href="${app.url}/"`));
    assert.doesNotMatch(html, /<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>/, 'no inline scripts');

    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(app.url);
    const header = page.getByRole('banner');
    for (const link of ['Home', 'Company', 'Services', 'Success Stories', 'Events', 'Careers', 'Contact', 'Sign up / Sign in']) {
      assert.ok(await header.getByRole('link', { name: link, exact: true }).isVisible(), `${link} is visible without scripts`);
    }
    assert.ok(await header.getByRole('link', { name: "Let's connect" }).isVisible());
    assert.equal(await page.locator('header').evaluate((element) => getComputedStyle(element).position), 'fixed');
    await context.close();
  });

  it('answers unknown paths with the home page and status 404', async () => {
    const response = await fetch(`${app.url}/no-such-page`);
    const html = await response.text();
    assert.equal(response.status, 404);
    assert.match(html, /Smart Capital Solutions for Every Business Need/);
    assert.match(html, /<meta name="robots" content="noindex"/);
  });

  it('serves robots.txt and a sitemap with the public pages', async () => {
    const robots = await (await fetch(`${app.url}/robots.txt`)).text();
    assert.match(robots, new RegExp(`Sitemap: ${app.url}/sitemap.xml`));
    assert.match(robots, /Disallow: \/admin/);
    const sitemap = await (await fetch(`${app.url}/sitemap.xml`)).text();
    assert.match(sitemap, new RegExp(`<loc>${app.url}/</loc>`));
  });

  it('subscribes to the newsletter from the footer, sees the toast, and the address is stored', async () => {
    const page = await visitorPage(browser, { viewport: { width: 1440, height: 900 } });
    const problems = watchForProblems(page);
    await page.goto(app.url);

    const email = page.getByRole('textbox', { name: 'Email address' });
    await email.fill('Visitor.One@Example.com');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    // The spec's message, and (double opt-in, on by default) that a confirmation email is on its way.
    await page.getByText('Successfully subscribed to our newsletter! A confirmation email is on its way: please follow the link in it to start receiving the newsletter.').first().waitFor();
    assert.equal(await email.inputValue(), '');

    await email.fill('not an email');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('Please enter a valid email address').waitFor();

    assert.deepEqual(problems, [], 'no console errors, CSP violations or hydration problems');
    await page.close();

    // The server owns the embedded database; stop it (gracefully) and read the row.
    assert.equal(await app.stop(), 0, `graceful shutdown exits 0\n${app.output()}`);
    const db = await PGlite.create(`${app.dataDir}/db`);
    const { rows } = await db.query<{ email: string; is_active: boolean; status: string; consent_source: string }>('select email, is_active, status, consent_source from subscribers');
    await db.close();
    assert.deepEqual(rows, [{ email: 'visitor.one@example.com', is_active: false, status: 'pending', consent_source: '/' }]);
  });
});
