import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { ACCESS_MESSAGES } from '../../server/src/rules/access.ts';
import { ARTIFACTS, registerFirstAdmin, sendContactForm, signIn, seriousAccessibilityProblems, useAppAndBrowser, viewportOf, visitorPage, watchForProblems } from './support.ts';

const OWNER = { username: 'priya.shah', password: 'Str0ng!pass-phrase' };
const RECRUITER = { username: 'rhea.menon', password: 'Hiring-season-2026!' };
const VIEWER = { username: 'vik.rao', password: 'Read-only-2026-desk!' };
const VISITOR = { firstName: 'Meera', lastName: 'Iyer', email: 'meera.iyer@northwind.example' };

/** The sidebar's entries as read out: their text but what is hidden from assistive technology (the "new" counts, which describe the link). */
const sidebarOf = (page: Page) =>
  page
    .getByRole('complementary')
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) =>
        [...link.childNodes]
          .filter((node) => !(node instanceof Element && node.getAttribute('aria-hidden') === 'true'))
          .map((node) => node.textContent)
          .join('')
          .trim(),
      ),
    );

describe('a Recruiter and a Viewer in the back office (issue P18: screens by role)', () => {
  // The Viewer reads a message a visitor sent through the real form, at a test's typing speed.
  const run = useAppAndBrowser({ FORM_MIN_FILL_SECONDS: '0' });
  let ownerToken: string;
  let recruiterToken: string;
  let viewerToken: string;

  it('is created by the Owner through create-admin with the recruiter role', async () => {
    const owner = await run.browser.newPage({ viewport: viewportOf(1440) });
    await registerFirstAdmin(owner, run.app, OWNER);
    ownerToken = (await owner.evaluate(() => localStorage.getItem('adminToken'))) ?? '';
    assert.ok(ownerToken);
    await owner.context().close();

    const response = await fetch(`${run.app.url}/api/admin/create-admin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ownerToken}` },
      body: JSON.stringify({ ...RECRUITER, role: 'recruiter' }),
    });
    assert.equal(response.status, 201);
    const body = (await response.json()) as { admin: { username: string; role: string } };
    assert.deepEqual({ username: body.admin.username, role: body.admin.role }, { username: RECRUITER.username, role: 'recruiter' });
  });

  it('signs in, lands on the Dashboard (applications only) and sees Careers besides; other screens show the no-access page', async () => {
    const context = await run.browser.newContext({ viewport: viewportOf(1440) });
    const page = await context.newPage();
    const problems = watchForProblems(page);

    await signIn(page, run.app, RECRUITER, '/admin/dashboard');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.getByRole('region', { name: 'Applications by status' }).waitFor();
    assert.equal(await page.getByRole('region', { name: 'Demo requests' }).count(), 0, 'no demo figures');
    assert.equal(await page.getByRole('link', { name: /^Contact:/ }).count(), 0, 'no lead figures but applications');
    assert.deepEqual(await sidebarOf(page), ['Dashboard', 'Careers']);
    assert.ok(await page.getByRole('button', { name: `Account menu for ${RECRUITER.username}, Administrator · Recruiter`, exact: true }).isVisible(), 'the user menu names the role');

    await page.goto(`${run.app.url}/admin/form-submissions`);
    await page.getByRole('heading', { name: ACCESS_MESSAGES.noAccessPage, level: 1 }).waitFor();
    assert.equal(page.url(), `${run.app.url}/admin/form-submissions`, 'the address stays');
    assert.deepEqual(await sidebarOf(page), ['Dashboard', 'Careers']);
    assert.ok(await page.getByText('Your role (Recruiter) does not include this screen.', { exact: false }).isVisible());
    assert.equal(await page.getByRole('heading', { name: 'Form Submissions', level: 1 }).count(), 0, 'nothing of the screen itself');
    await page.screenshot({ path: path.join(ARTIFACTS, 'admin-no-access-1440.png'), fullPage: true });
    assert.deepEqual(await seriousAccessibilityProblems(page), []);

    await page.setViewportSize(viewportOf(375));
    await page.goto(`${run.app.url}/admin/newsletter`);
    await page.getByRole('heading', { name: ACCESS_MESSAGES.noAccessPage, level: 1 }).waitFor();
    assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= 375, 'nothing to scroll sideways on a phone');
    await page.screenshot({ path: path.join(ARTIFACTS, 'admin-no-access-375.png'), fullPage: true });
    assert.deepEqual(await seriousAccessibilityProblems(page), []);

    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await page.waitForURL(`${run.app.url}/admin/dashboard`);
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    // On a phone the sidebar is a drawer: Careers by its address.
    await page.goto(`${run.app.url}/admin/careers`);
    await page.getByRole('heading', { name: 'Careers', level: 1 }).waitFor();

    recruiterToken = (await page.evaluate(() => localStorage.getItem('adminToken'))) ?? '';
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('gets 403 from the API for the leads, with the refusal in the error envelope', async () => {
    assert.ok(recruiterToken, 'the recruiter signed in');
    const response = await fetch(`${run.app.url}/api/contact/admin/contact-submissions`, { headers: { authorization: `Bearer ${recruiterToken}` } });
    assert.equal(response.status, 403);
    const body = (await response.json()) as { success: boolean; message: string };
    assert.deepEqual({ success: body.success, message: body.message }, { success: false, message: ACCESS_MESSAGES.forbidden('leads:read') });
  });

  it('has a Viewer, created by the Owner, and a message on Form Submissions', async () => {
    assert.ok(ownerToken, 'the owner registered');
    const response = await fetch(`${run.app.url}/api/admin/create-admin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ownerToken}` },
      body: JSON.stringify({ ...VIEWER, role: 'viewer' }),
    });
    assert.equal(response.status, 201);
    const body = (await response.json()) as { admin: { role: string } };
    assert.equal(body.admin.role, 'viewer');

    const visitor = await visitorPage(run.browser);
    await sendContactForm(visitor, run.app, VISITOR, 'We are raising working capital debt for a logistics business.');
    await visitor.context().close();
  });

  it('signs in as a Viewer: sees every screen it may read, and reads Form Submissions and Careers without a control that changes them', async () => {
    const context = await run.browser.newContext({ viewport: viewportOf(1440) });
    const page = await context.newPage();
    const problems = watchForProblems(page);

    await signIn(page, run.app, VIEWER, '/admin/dashboard');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    // Every screen but Email Recipients (recipients:manage is not a read) and Settings (settings:manage).
    assert.deepEqual(await sidebarOf(page), ['Dashboard', 'Posts', 'Page Texts', 'Success Stories', 'Testimonials', 'FAQs', 'Legal Pages', 'Figures', 'Borrower Stages', 'Partner Logos', 'Profiles', 'Services', 'Values', 'Ecosystem Tiles', 'Edge Panels', 'Media', 'Careers', 'Form Submissions', 'Demo Requests', 'Newsletter', 'Activity']);

    await page.getByRole('complementary').getByRole('link', { name: 'Form Submissions' }).click();
    await page.getByRole('heading', { name: 'Form Submissions', level: 1 }).waitFor();
    const name = `${VISITOR.firstName} ${VISITOR.lastName}`;
    const row = page.getByRole('button', { name: new RegExp(`^${name}`) });
    await row.waitFor();
    assert.equal(await page.getByRole('button', { name: `Delete the message from ${name}` }).count(), 0, 'no Delete');
    assert.equal(await page.getByRole('combobox', { name: `Status of the message from ${name}` }).count(), 0, 'no status select');
    assert.ok(await page.getByRole('combobox', { name: 'Filter by status' }).isVisible(), 'the filter still works: it changes nothing');
    await row.click();
    await page.getByText('We are raising working capital debt for a logistics business.').waitFor();
    assert.equal(await page.getByRole('textbox', { name: `Reply to ${VISITOR.firstName}` }).count(), 0, 'no reply form');
    await page.screenshot({ path: path.join(ARTIFACTS, 'admin-viewer-form-submissions-1440.png'), fullPage: true });
    assert.deepEqual(await seriousAccessibilityProblems(page), []);

    await page.getByRole('complementary').getByRole('link', { name: 'Careers' }).click();
    await page.getByRole('heading', { name: 'Careers', level: 1 }).waitFor();
    assert.equal(await page.getByRole('link', { name: 'New Job' }).count(), 0, 'no New Job');
    await page.goto(`${run.app.url}/admin/careers/new`);
    await page.getByRole('heading', { name: ACCESS_MESSAGES.noAccessPage, level: 1 }).waitFor();

    viewerToken = (await page.evaluate(() => localStorage.getItem('adminToken'))) ?? '';
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('gets 403 from the API when a Viewer changes a lead, and the lead stays as it was', async () => {
    assert.ok(viewerToken, 'the viewer signed in');
    const headers = { authorization: `Bearer ${viewerToken}` };
    const listed = await fetch(`${run.app.url}/api/contact/admin/contact-submissions`, { headers });
    assert.equal(listed.status, 200, 'a Viewer reads the leads');
    const [lead] = ((await listed.json()) as { data: { _id: string; status: string }[] }).data;
    assert.ok(lead, 'the message is listed');

    const refused = await fetch(`${run.app.url}/api/contact/admin/contact-submissions/${lead._id}/status`, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'completed' }),
    });
    assert.equal(refused.status, 403);
    const body = (await refused.json()) as { success: boolean; message: string };
    assert.deepEqual({ success: body.success, message: body.message }, { success: false, message: ACCESS_MESSAGES.forbidden('leads:write') });

    const after = (await (await fetch(`${run.app.url}/api/contact/admin/contact-submissions`, { headers })).json()) as { data: { _id: string; status: string }[] };
    assert.equal(after.data.find((row) => row._id === lead._id)?.status, lead.status, 'nothing changed');
  });
});
