import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page, Route } from 'playwright-core';
import { launchBrowser, startApp, watchForProblems, visitorPage, type RunningApp } from './support.ts';

const PUBLIC_PATHS = ['/', '/about', '/services', '/events', '/events/growth-gains-conference', '/contact', '/careers', '/terms'];

/** The loader, and the plain-DOM behaviours of `src/public/browser.ts` (a few lines each, no React). */
const UP_FRONT = /^(index|preload-helper|timing|play|dragScroll|scrollButtons|countdown|loopVideo|officeMap)-/;

/** Scripts the page asked for so far, by file name. */
const scriptsLoaded = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js'))
      .map((path) => path.replace(/^\/assets\//, '')),
  );

/**
 * Holds back the islands' shared code (React and the brand system) until `release`, as a slow
 * network would: the visitor acts on the server's HTML meanwhile.
 */
async function holdIslandCode(page: Page): Promise<{ release: () => void }> {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/hydrate-[\w-]+\.js$/, (route) => (released ? route.continue() : void held.push(route)));
  return {
    release() {
      released = true;
      for (const route of held.splice(0)) void route.continue();
    },
  };
}

describe('islands: HTML first, code where it is used', () => {
  let app: RunningApp;
  let browser: Browser;
  before(async () => {
    // The journey fills forms faster than a person could, which the spam guard would keep as spam.
    app = await startApp({ FORM_MIN_FILL_SECONDS: '0' });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
    await app?.cleanUp();
  });

  it('loads only the islands’ small loader with a page, and React only when an island wakes', async () => {
    const page = await visitorPage(browser, { viewport: { width: 412, height: 823 } });
    const problems = watchForProblems(page);
    for (const path of PUBLIC_PATHS) {
      await page.goto(`${app.url}${path}`);
      await page.waitForLoadState('networkidle');
      const scripts = await scriptsLoaded(page);
      assert.ok(
        scripts.every((file) => UP_FRONT.test(file)),
        `${path} loads only the loader and its behaviours up front, got ${scripts.join(', ')}`,
      );
    }
    // The newsletter form at the foot of the page wakes when the visitor reaches for it.
    await page.getByRole('contentinfo').getByRole('textbox', { name: 'Email address' }).focus();
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => /\/hydrate-/.test(entry.name)));
    assert.deepEqual(problems, []);
    await page.close();
  });

  it('keeps what a visitor typed into the contact form before its code arrived', async () => {
    const page = await visitorPage(browser, { viewport: { width: 1440, height: 900 } });
    const problems = watchForProblems(page);
    const code = await holdIslandCode(page);
    await page.goto(`${app.url}/contact`);
    const form = page.getByRole('form', { name: 'Tell us what you are working on' });
    await form.getByRole('textbox', { name: /^First name/ }).fill('Nisha');
    await form.getByRole('textbox', { name: /^Last name/ }).fill('Menon');
    await form.getByRole('textbox', { name: /^Work email/ }).fill('nisha.menon@example.com');
    await form.getByRole('textbox', { name: /^Message/ }).fill('Typed while the page was still loading its code.');

    code.release();
    // The country list comes with the form's code.
    await form.getByRole('combobox', { name: /^Country/ }).selectOption({ label: 'India (+91)' });
    await form.getByRole('textbox', { name: /^Phone number/ }).fill('98450 12345');
    await form.getByRole('combobox', { name: /^I am a/ }).selectOption('Investor');
    const [sent] = await Promise.all([
      page.waitForRequest((request) => request.url().endsWith('/graphql') && request.postData()?.includes('SubmitContactForm') === true),
      form.getByRole('button', { name: 'Send message' }).click(),
    ]);
    await page.getByRole('dialog', { name: 'Message sent' }).getByText('Thank you for reaching out... Our team will get back to you soon.').waitFor();
    const { input } = (sent.postDataJSON() as { variables: { input: Record<string, unknown> } }).variables;
    assert.equal(input.firstName, 'Nisha');
    assert.equal(input.email, 'nisha.menon@example.com');
    assert.equal(input.message, 'Typed while the page was still loading its code.');
    assert.deepEqual(problems, []);
    await page.close();
  });

  it('sends a newsletter signup made with Enter before the form’s code arrived, once it has', async () => {
    const page = await visitorPage(browser, { viewport: { width: 1440, height: 900 } });
    const code = await holdIslandCode(page);
    await page.goto(`${app.url}/services`);
    const email = page.getByRole('contentinfo').getByRole('textbox', { name: 'Email address' });
    await email.fill('early.bird@example.com');
    await email.press('Enter');
    assert.equal(page.url(), `${app.url}/services`, 'the browser stays on the page, the address out of the URL');
    code.release();
    await page.getByText('Successfully subscribed to our newsletter!').waitFor();
    assert.equal(await email.inputValue(), '');
    await page.close();
  });

  it('filters the openings with a choice made before the list’s code arrived', async () => {
    const admin = await fetch(`${app.url}/api/admin/create-admin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'islands.admin', password: 'Str0ng!pass-phrase' }),
    });
    const { token } = (await admin.json()) as { token: string };
    for (const [title, location] of [['Risk Analyst', 'Mumbai'], ['Platform Engineer', 'Bengaluru']]) {
      const posted = await fetch(`${app.url}/api/jobs`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ title, location, role: 'Developer', status: 'Active', description: [`${title} at Finmesh.`], details: { pay: 'Competitive' } }),
      });
      assert.equal(posted.status, 201, await posted.text());
    }
    // Beside the openings the first run's demo content has in Mumbai.
    const open = (await (await fetch(`${app.url}/api/jobs?limit=100`)).json()) as { data: { title: string; location: string }[] };
    const inMumbai = open.data.filter((job) => job.location === 'Mumbai').map((job) => job.title);
    assert.ok(inMumbai.includes('Risk Analyst'));
    const page = await visitorPage(browser, { viewport: { width: 1440, height: 900 } });
    const code = await holdIslandCode(page);
    await page.goto(`${app.url}/careers`);
    await page.getByRole('combobox', { name: 'Location' }).selectOption('Mumbai');
    code.release();
    await page.waitForURL(/\?location=Mumbai$/);
    const titles = page.locator('#openings li h3');
    await page.waitForFunction((count) => document.querySelectorAll('#openings li').length === count, Math.min(inMumbai.length, 4));
    const shown = await titles.allTextContents();
    assert.ok(shown.includes('Risk Analyst'), `Risk Analyst is among ${shown.join(', ')}`);
    assert.ok(!shown.includes('Platform Engineer'), 'the Bengaluru job is filtered out');
    await page.close();
  });

  it('runs the mobile menu without waiting for any island, and its Book a Demo returns focus to the menu button', async () => {
    const page = await visitorPage(browser, { viewport: { width: 375, height: 812 } });
    const problems = watchForProblems(page);
    await page.goto(app.url);
    const toggle = page.locator('[data-menu-toggle]');
    assert.equal(await toggle.getAttribute('aria-label'), 'Open menu');
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Main (menu)' });
    await menu.waitFor();
    assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
    assert.equal(await toggle.getAttribute('aria-label'), 'Close menu');
    await page.locator('[data-menu-panel]').getByRole('link', { name: 'Book a Demo' }).click();
    const overlay = page.getByRole('dialog', { name: 'Book a demo' });
    await overlay.waitFor();
    assert.equal(await menu.isVisible(), false, 'the menu closed behind the overlay');
    await page.keyboard.press('Escape');
    await overlay.waitFor({ state: 'hidden' });
    await page.waitForFunction(() => document.activeElement?.hasAttribute('data-menu-toggle'));
    assert.deepEqual(problems, []);
    await page.close();
  });
});
