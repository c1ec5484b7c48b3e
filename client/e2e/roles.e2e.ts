import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { ACCESS_MESSAGES } from '../../server/src/rules/access.ts';
import { ARTIFACTS, registerFirstAdmin, seriousAccessibilityProblems, useAppAndBrowser, viewportOf, watchForProblems } from './support.ts';

const OWNER = { username: 'priya.shah', password: 'Str0ng!pass-phrase' };
const RECRUITER = { username: 'rhea.menon', password: 'Hiring-season-2026!' };

const sidebarOf = async (page: Page) => (await page.getByRole('complementary').getByRole('navigation', { name: 'Back office' }).getByRole('link').allTextContents()).map((text) => text.trim());

describe('a Recruiter in the back office (issue P18: screens by role)', () => {
  const run = useAppAndBrowser();
  let recruiterToken: string;

  it('is created by the Owner through create-admin with the recruiter role', async () => {
    const owner = await run.browser.newPage({ viewport: viewportOf(1440) });
    await registerFirstAdmin(owner, run.app, OWNER);
    const ownerToken = await owner.evaluate(() => localStorage.getItem('adminToken'));
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

  it('signs in, lands on Careers and sees only Careers in the sidebar; other screens show the no-access page', async () => {
    const context = await run.browser.newContext({ viewport: viewportOf(1440) });
    const page = await context.newPage();
    const problems = watchForProblems(page);

    await page.goto(`${run.app.url}/admin/login`);
    await page.getByLabel('Username').fill(RECRUITER.username);
    await page.getByLabel('Password', { exact: true }).fill(RECRUITER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${run.app.url}/admin/careers`);
    await page.getByRole('heading', { name: 'Careers', level: 1 }).waitFor();
    assert.deepEqual(await sidebarOf(page), ['Careers']);
    assert.ok(await page.getByRole('button', { name: `Account menu for ${RECRUITER.username}, Administrator · Recruiter`, exact: true }).isVisible(), 'the user menu names the role');

    await page.goto(`${run.app.url}/admin/form-submissions`);
    await page.getByRole('heading', { name: ACCESS_MESSAGES.noAccessPage, level: 1 }).waitFor();
    assert.equal(page.url(), `${run.app.url}/admin/form-submissions`, 'the address stays');
    assert.deepEqual(await sidebarOf(page), ['Careers']);
    assert.ok(await page.getByText('Your role (Recruiter) does not include this screen.', { exact: false }).isVisible());
    assert.equal(await page.getByRole('heading', { name: 'Form Submissions', level: 1 }).count(), 0, 'nothing of the screen itself');
    await page.screenshot({ path: path.join(ARTIFACTS, 'admin-no-access-1440.png'), fullPage: true });
    assert.deepEqual(await seriousAccessibilityProblems(page), []);

    await page.setViewportSize(viewportOf(375));
    await page.goto(`${run.app.url}/admin/dashboard`);
    await page.getByRole('heading', { name: ACCESS_MESSAGES.noAccessPage, level: 1 }).waitFor();
    assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= 375, 'nothing to scroll sideways on a phone');
    await page.screenshot({ path: path.join(ARTIFACTS, 'admin-no-access-375.png'), fullPage: true });
    assert.deepEqual(await seriousAccessibilityProblems(page), []);

    await page.getByRole('link', { name: 'Go to Careers' }).click();
    await page.waitForURL(`${run.app.url}/admin/careers`);
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
});
