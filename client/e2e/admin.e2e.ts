import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { animationsSettled, ARTIFACTS, launchBrowser, seriousAccessibilityProblems, startApp, watchForProblems, type RunningApp } from './support.ts';

const ADMIN = { username: 'priya.shah', password: 'Str0ng!pass-phrase' };

describe('admin sign-in and the back-office shell', () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;
  let problems: string[];
  before(async () => {
    app = await startApp();
    browser = await launchBrowser();
    await mkdir(ARTIFACTS, { recursive: true });
    page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    problems = watchForProblems(page);
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
    await app?.cleanUp();
  });

  it('registers the first admin on a fresh database and lands on the dashboard', async () => {
    await page.goto(`${app.url}/admin/register`);
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByText('Strong password').waitFor();
    await page.getByLabel('Confirm password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.waitForURL(`${app.url}/admin/dashboard`);
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    assert.ok(await page.evaluate(() => localStorage.getItem('adminToken')), 'the token is kept as adminToken');
    // The first admin is an Owner: Team, API keys and Webhooks are theirs; the seed's samples say they are samples.
    for (const item of ['Dashboard', 'Team', 'Posts', 'Events', 'Page Texts', 'Success Stories', 'Testimonials', 'FAQs', 'Legal Pages', 'Figures', 'Borrower Stages', 'Partner Logos', 'Profiles', 'Services', 'Values', 'Ecosystem Tiles', 'Edge Panels', 'Media', 'Careers', 'Form Submissions', 'Demo Requests', 'Email Recipients', 'Newsletter', 'Activity', 'API Keys', 'Webhooks', 'Settings', 'Sign out']) {
      assert.ok(await page.getByRole('complementary').getByRole('link', { name: item, exact: true }).isVisible(), `${item} is in the sidebar`);
    }
  });

  it('shows Demo Requests as cards on a phone, with nothing to scroll sideways, and as the table on a wide screen', async () => {
    const sideways = () => page.evaluate(() => document.documentElement.scrollWidth);
    const cards = page.getByRole('list', { name: 'Demo requests' }).getByRole('listitem');
    // The demo content's dozen requests, ten to a page.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`${app.url}/admin/demo-requests`);
    await cards.first().waitFor();
    assert.equal(await cards.count(), 10);
    assert.equal(await page.getByRole('table').count(), 0);
    assert.ok((await sideways()) <= 375, `no sideways scrolling at 375px (the page is ${await sideways()}px wide)`);
    const first = cards.first();
    const name = (await first.locator('p').first().textContent()) ?? '';
    assert.ok(await first.getByRole('combobox', { name: `Status of the demo request from ${name}` }).isVisible());
    assert.ok(await first.getByRole('link', { name: /@example\.com$/ }).isVisible());
    await first.getByRole('button', { name: /Notes$/ }).click();
    await page.getByRole('textbox', { name: `Notes about ${name}` }).waitFor();
    assert.ok((await sideways()) <= 375, 'the notes open inside the card');
    await page.screenshot({ path: path.join(ARTIFACTS, 'admin-demo-requests-375.png'), fullPage: true });
    assert.deepEqual(await seriousAccessibilityProblems(page), []);
    await first.getByRole('button', { name: 'Cancel' }).first().click();

    // Wider, the table where its columns fit beside the sidebar, the cards where they would not: never sideways scrolling.
    const table = page.getByRole('table', { name: 'Demo requests' });
    const tableOverflow = () => page.evaluate(() => [...document.querySelectorAll('table')].map((element) => (element.parentElement?.scrollWidth ?? 0) - (element.parentElement?.clientWidth ?? 0)));
    for (const width of [768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.waitForFunction(() => document.querySelectorAll('[aria-label="Demo requests"] li, table tbody tr').length >= 10);
      assert.ok((await sideways()) <= width, `no sideways scrolling at ${width}px`);
      assert.ok((await tableOverflow()).every((overflow) => overflow <= 1), `the table, if shown, fits at ${width}px`);
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    await table.waitFor();
    assert.deepEqual(await table.getByRole('columnheader').allTextContents(), ['Name', 'Company', 'Email', 'Meeting Date', 'Status', 'Actions']);
    assert.equal(await table.getByRole('row').count(), 11);
    assert.ok((await sideways()) <= 1440);
    assert.deepEqual(await tableOverflow(), [0]);
    await page.screenshot({ path: path.join(ARTIFACTS, 'admin-demo-requests-1440.png'), fullPage: true });
    assert.deepEqual(await seriousAccessibilityProblems(page), []);
  });

  it('switches the back office to dark mode from the user menu', async () => {
    await page.getByRole('button', { name: `Account menu for ${ADMIN.username}` }).click();
    await page.getByRole('menu').getByText('Administrator').waitFor();
    await page.getByRole('menu').getByText(/^(Previous sign-in:|This is your first sign-in)/).waitFor();
    // The menu zooms in from its trigger: an item pressed while it still moves may be missed on a busy machine.
    await animationsSettled(page.getByRole('menu'));
    await page.getByRole('menuitemcheckbox', { name: 'Dark Mode' }).click();
    // The menu's state machine hands the change on after the click returns: wait for it, on a busy machine too.
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    assert.equal(await page.evaluate(() => localStorage.getItem('finmesh.colorMode')), 'dark');
    await page.keyboard.press('Escape');
  });

  it('signs out to /admin/login, and the old token stops working', async () => {
    const token = await page.evaluate(() => localStorage.getItem('adminToken'));
    await page.getByRole('complementary').getByRole('link', { name: 'Sign out' }).click();
    await page.waitForURL(`${app.url}/admin/login`);
    assert.equal(await page.evaluate(() => localStorage.getItem('adminToken')), null);

    const profile = await fetch(`${app.url}/api/admin/profile`, { headers: { authorization: `Bearer ${token}` } });
    assert.equal(profile.status, 401);
  });

  it('sends a signed-out visitor to sign-in, and back to the screen they asked for', async () => {
    await page.goto(`${app.url}/admin/careers`);
    await page.waitForURL(`${app.url}/admin/login`);
    await page.getByLabel('Username').fill(ADMIN.username.toUpperCase());
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await page.waitForURL(`${app.url}/admin/careers`);
    await page.getByRole('heading', { name: 'Careers', level: 1 }).waitFor();
  });

  it('sends a signed-in admin away from sign-in and registration, and unknown paths to the dashboard', async () => {
    for (const path of ['/admin/login', '/admin/register', '/admin/no-such-screen', '/admin']) {
      await page.goto(`${app.url}${path}`);
      await page.waitForURL(`${app.url}/admin/dashboard`);
    }
  });

  it('has registration closed once an admin exists', async () => {
    const context = await browser.newContext();
    const visitor = await context.newPage();
    await visitor.goto(`${app.url}/admin/register`);
    await visitor.getByRole('heading', { name: 'Registration is closed' }).waitFor();
    await context.close();
  });

  it('creates a recipient, deactivates it, and deletes it after confirming', async () => {
    await page.goto(`${app.url}/admin/email-recipients`);
    // The demo content's recipients are there already (a first run seeds one for each kind of notification).
    await page.getByRole('row', { name: /deal-desk@example\.com/ }).waitFor();
    await page.getByRole('link', { name: 'Add New Recipient' }).click();
    await page.getByRole('heading', { name: 'Add New Email Recipient' }).waitFor();

    await page.getByRole('button', { name: 'Create Recipient' }).click();
    await page.getByText('Name is required').waitFor();
    await page.getByText('Email is required').waitFor();

    await page.getByLabel('Name').fill('Nina Desai');
    await page.getByLabel('Email').fill('nina@finmesh.example');
    await page.getByText('Career Updates (Jobs & Applications)').click();
    await page.getByRole('button', { name: 'Create Recipient' }).click();
    await page.getByText('Recipient created successfully').waitFor();
    await page.waitForURL(`${app.url}/admin/email-recipients`);

    const row = page.getByRole('row', { name: /Nina Desai/ });
    await row.getByText('Active', { exact: true }).waitFor();
    assert.ok(await row.getByText('System Alerts').isVisible());
    assert.ok(await row.getByText('Career Updates (Jobs & Applications)').isVisible());

    await row.getByRole('button', { name: 'Deactivate Nina Desai' }).click();
    await page.getByText('Recipient deactivated successfully').waitFor();
    await row.getByText('Inactive', { exact: true }).waitFor();

    await row.getByRole('button', { name: 'Delete Nina Desai' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Are you sure you want to delete Nina Desai (nina@finmesh.example)? This action cannot be undone.').waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Recipient deleted successfully').waitFor();
    await row.waitFor({ state: 'detached' });
    await page.getByRole('row', { name: /deal-desk@example\.com/ }).waitFor();
  });

  it('lists newsletter subscribers, a new sign-up pending its confirmation, and unsubscribes one', async () => {
    await fetch(`${app.url}/api/subscriptions/subscribe`, { method: 'POST', headers: { 'content-type': 'application/json', referer: `${app.url}/about` }, body: JSON.stringify({ email: 'reader@example.com' }) });
    await page.goto(`${app.url}/admin/newsletter`);
    await page.getByRole('heading', { name: 'Newsletter Subscribers' }).waitFor();
    // Double opt-in (on by default): pending until its confirmation link is followed, with its proof of consent.
    const pending = page.getByRole('row', { name: /reader@example\.com/ });
    await pending.getByText('Pending', { exact: true }).waitFor();
    await pending.getByText('From /about').waitFor();
    // It can be taken off the list like any other (issue P19), named for its address.
    assert.ok(await pending.getByRole('button', { name: 'Unsubscribe reader@example.com', exact: true }).isVisible());

    const row = page.getByRole('row', { name: /ananya\.rao@example\.com/ });
    await row.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByText('Successfully unsubscribed ananya.rao@example.com.').waitFor();
    await row.getByText('Unsubscribed').waitFor();
  });

  it('shows no console errors on the way', () => {
    assert.deepEqual(problems.filter((problem) => !problem.includes('401')), []);
  });
});
