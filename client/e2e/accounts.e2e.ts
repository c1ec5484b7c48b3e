import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lookAt, mailTo, registerFirstAdmin, signIn, useAppAndBrowser, viewportOf, watchForProblems } from './support.ts';

const OWNER = { username: 'priya.shah', password: 'Str0ng!pass-phrase' };
const MEMBER = { username: 'arjun.nair', password: 'Hiring-season-2026!', email: 'arjun.nair@finmesh.example' };
const NEW_PASSWORD = 'copper kettle at sunrise';

describe('accounts (issue P22)', () => {
  const run = useAppAndBrowser();

  it('resets a forgotten password from the mailed link, which ends the session left open elsewhere', async () => {
    const owner = await run.browser.newPage({ viewport: viewportOf(1440) });
    await registerFirstAdmin(owner, run.app, OWNER);
    const ownerToken = (await owner.evaluate(() => localStorage.getItem('adminToken'))) ?? '';
    const created = await fetch(`${run.app.url}/api/admin/create-admin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ownerToken}` },
      body: JSON.stringify({ ...MEMBER, role: 'recruiter' }),
    });
    assert.equal(created.status, 201);
    await owner.context().close();

    // The member's session on another computer, left open.
    const office = await run.browser.newContext({ viewport: viewportOf(1440) });
    const left = await office.newPage();
    await signIn(left, run.app, MEMBER, '/admin/dashboard');

    const phone = await run.browser.newContext({ viewport: viewportOf(375) });
    const page = await phone.newPage();
    const problems = watchForProblems(page);
    await page.goto(`${run.app.url}/admin/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    for (const width of [375, 1440]) await lookAt(page, 'admin-forgot-password', width);
    await page.getByLabel('Email').fill(MEMBER.email);
    await page.getByRole('button', { name: 'Email me a link' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await page.getByText('If an account uses that address, we have emailed it a link').waitFor();
    await lookAt(page, 'admin-forgot-password-sent', 375, 10);

    const mail = await mailTo(run.app, MEMBER.email, 'reset-password');
    const link = /https?:\/\/\S+\/reset-password#token=[A-Za-z0-9_-]+/.exec(mail.replace(/=\r?\n/g, '').replace(/=3D/g, '='))?.[0];
    assert.ok(link, 'the email carries the link');
    await page.goto(link.replace(/^https?:\/\/[^/]+/, run.app.url));
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    for (const width of [375, 1440]) await lookAt(page, 'admin-reset-password', width);
    await page.setViewportSize(viewportOf(375));
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByRole('heading', { name: 'Password changed' }).waitFor();
    await lookAt(page, 'admin-reset-password-done', 375, 10);
    await page.getByRole('link', { name: 'Sign in' }).click();
    await signIn(page, run.app, { username: MEMBER.username, password: NEW_PASSWORD }, '/admin/dashboard');

    // The session left open has ended: the next screen it opens asks to sign in again.
    await left.reload();
    await left.waitForURL(/\/admin\/login/);
    await mailTo(run.app, MEMBER.email, 'was changed by an emailed reset link');
    // The link works once.
    await page.goto(link.replace(/^https?:\/\/[^/]+/, run.app.url));
    await page.getByLabel('New password', { exact: true }).fill('another long passphrase');
    await page.getByLabel('Confirm new password').fill('another long passphrase');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByRole('heading', { name: 'This link cannot be used' }).waitFor();
    assert.deepEqual(problems.filter((problem) => !problem.includes('400')), []);
    await phone.close();
    await office.close();
  });
});
