import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { authenticatorCode, lookAt, mailTo, registerFirstAdmin, restartApp, signIn, useAppAndBrowser, viewportOf, watchForProblems, type RunningApp } from './support.ts';

const OWNER = { username: 'priya.shah', password: 'Str0ng!pass-phrase' };
const MEMBER = { username: 'arjun.nair', password: 'Hiring-season-2026!', email: 'arjun.nair@finmesh.example' };
const NEW_PASSWORD = 'copper kettle at sunrise';

/** Makes `MEMBER` a Recruiter, as the Owner signed in on `owner` (`create-admin` with their token). */
async function createRecruiter(app: { url: string }, owner: Page): Promise<void> {
  const ownerToken = (await owner.evaluate(() => localStorage.getItem('adminToken'))) ?? '';
  const created = await fetch(`${app.url}/api/admin/create-admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${ownerToken}` },
    body: JSON.stringify({ ...MEMBER, role: 'recruiter' }),
  });
  assert.equal(created.status, 201);
}

describe('accounts (issue P22)', () => {
  const run = useAppAndBrowser();

  it('resets a forgotten password from the mailed link, which ends the session left open elsewhere', async () => {
    const owner = await run.browser.newPage({ viewport: viewportOf(1440) });
    await registerFirstAdmin(owner, run.app, OWNER);
    await createRecruiter(run.app, owner);
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

const MAC_CHROME = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

describe('the profile and sessions (issue P22)', () => {
  const run = useAppAndBrowser();

  it('sets an address, is mailed a sign-in from a new device, and ends that session from the profile; an Owner sets the sign-in policy', async () => {
    const laptop = await run.browser.newContext({ viewport: viewportOf(1440), userAgent: MAC_CHROME });
    const page = await laptop.newPage();
    const problems = watchForProblems(page);
    await registerFirstAdmin(page, run.app, OWNER);
    await page.getByRole('button', { name: /^Account menu for priya.shah/ }).click();
    await page.getByRole('menuitem', { name: 'Your Profile' }).click();
    await page.waitForURL(`${run.app.url}/admin/profile`);
    await page.getByRole('heading', { name: 'Your Profile', level: 1 }).waitFor();

    const account = page.getByRole('region', { name: 'Account' });
    await account.getByLabel('Email').fill('priya.shah@finmesh.example');
    await account.getByLabel('Current password').fill(OWNER.password);
    await account.getByRole('button', { name: 'Save email' }).click();
    await page.getByText('Email address changed').first().waitFor();

    // The same account on a phone: a device and network it has not used.
    const phone = await run.browser.newContext({ viewport: viewportOf(375), userAgent: IPHONE_SAFARI });
    const phonePage = await phone.newPage();
    await signIn(phonePage, run.app, OWNER, '/admin/dashboard');
    await mailTo(run.app, 'priya.shah@finmesh.example', 'Safari on iPhone');

    await page.reload();
    const sessions = page.getByRole('list', { name: 'Open sessions of your account' });
    await sessions.getByText('Safari on iPhone').waitFor();
    await sessions.getByText('Chrome on macOS').waitFor();
    for (const width of [375, 1440]) await lookAt(page, 'admin-profile', width);
    await page.getByRole('button', { name: /^End session on Safari on iPhone/ }).click();
    await page.getByRole('alertdialog', { name: 'End this session?' }).getByRole('button', { name: 'End session' }).click();
    await page.getByText('Session ended').first().waitFor();
    await sessions.getByText('Safari on iPhone').waitFor({ state: 'detached' });
    await phonePage.reload();
    await phonePage.waitForURL(/\/admin\/login/);
    // The profile's activity tells all of it, newest first.
    await page.reload();
    const activity = page.getByRole('list', { name: 'Recent activity of your account' });
    await activity.getByText('Session ended').waitFor();
    assert.deepEqual(await activity.locator('li > div > p:first-child').allInnerTexts(), ['Session ended', 'Signed in', 'Email address changed', 'Signed in']);

    // The Owner shortens the sign-in policy on the Team screen.
    await page.goto(`${run.app.url}/admin/team`);
    const policy = page.getByRole('region', { name: 'Sign-in policy' });
    await policy.getByLabel('Sign out after inactivity').fill('8');
    await policy.getByRole('button', { name: 'Save policy' }).click();
    await page.getByText('Sign-in policy saved').first().waitFor();
    await lookAt(page, 'admin-team-policy', 1440);
    assert.deepEqual(problems, []);
    await phone.close();
    await laptop.close();
  });
});

/** Sets up an authenticator app on the page's two-factor section (the profile's, or the set-up the team requires): its key and recovery codes. */
async function setUpAuthenticator(page: Page, name: string): Promise<{ secret: string; codes: string[] }> {
  await page.getByRole('button', { name: 'Set up authenticator app' }).click();
  await page.getByRole('img', { name: 'QR code of your authenticator key' }).waitFor();
  for (const width of [375, 1440]) await lookAt(page, `${name}-setup`, width);
  const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  await page.getByLabel('Code from the app').fill(authenticatorCode(secret));
  await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
  const list = page.getByRole('list', { name: 'Recovery codes' });
  await list.waitFor();
  const codes = await list.getByRole('listitem').allInnerTexts();
  assert.equal(codes.length, 10);
  await lookAt(page, `${name}-recovery-codes`, 375);
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  return { secret, codes };
}

// These suites run as a new installation does: Owners and Admins must use two factors.
const FIRST_RUN = { TWO_FACTOR_ROLES: 'owner,admin' };

describe('two-factor authentication (issue P22)', () => {
  const run = useAppAndBrowser(FIRST_RUN);

  it('leads the first Owner through an authenticator app before anything else, then signs in with its code and with a recovery code', async () => {
    const laptop = await run.browser.newContext({ viewport: viewportOf(1440), userAgent: MAC_CHROME });
    const page = await laptop.newPage();
    const problems = watchForProblems(page);
    await registerFirstAdmin(page, run.app, OWNER, '/admin');
    await page.getByRole('heading', { name: 'Set up two-factor authentication' }).waitFor();
    assert.equal(await page.getByRole('navigation', { name: 'Back office' }).count(), 0);
    const { secret, codes } = await setUpAuthenticator(page, 'admin-two-factor-required');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.goto(`${run.app.url}/admin/profile`);
    const section = page.getByRole('region', { name: 'Two-factor authentication' });
    await section.getByText('On', { exact: true }).waitFor();

    // A new sign-in on a phone: the password, then the code of the next step (the one just used is taken).
    const phone = await run.browser.newContext({ viewport: viewportOf(375), userAgent: IPHONE_SAFARI });
    const phonePage = await phone.newPage();
    await phonePage.goto(`${run.app.url}/admin/login`);
    await phonePage.getByLabel('Username').fill(OWNER.username);
    await phonePage.getByLabel('Password', { exact: true }).fill(OWNER.password);
    await phonePage.getByRole('button', { name: 'Sign in' }).click();
    await phonePage.getByRole('heading', { name: 'Two-step verification' }).waitFor();
    await lookAt(phonePage, 'admin-second-step', 375);
    await phonePage.getByLabel('Authentication code').fill(authenticatorCode(secret, 1));
    await phonePage.getByRole('button', { name: 'Verify' }).click();
    await phonePage.waitForURL(`${run.app.url}/admin/dashboard`);

    // Another sign-in, without the phone: a recovery code.
    const borrowed = await run.browser.newContext({ viewport: viewportOf(1440) });
    const other = await borrowed.newPage();
    await other.goto(`${run.app.url}/admin/login`);
    await other.getByLabel('Username').fill(OWNER.username);
    await other.getByLabel('Password', { exact: true }).fill(OWNER.password);
    await other.getByRole('button', { name: 'Sign in' }).click();
    await other.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await other.getByLabel('Recovery code').fill(codes[0] ?? '');
    await other.getByRole('button', { name: 'Verify' }).click();
    await other.waitForURL(`${run.app.url}/admin/dashboard`);
    await page.reload();
    await section.getByText(/9 of 10 recovery codes left/).waitFor();
    assert.deepEqual(problems, []);
    await borrowed.close();
    await phone.close();
    await laptop.close();
  });
});

describe('two factors required of a role (issue P22)', () => {
  const run = useAppAndBrowser(FIRST_RUN);

  it('an Owner requires two factors of Recruiters; the Team screen shows who has them, and a Recruiter is led through set-up at sign-in', async () => {
    const office = await run.browser.newContext({ viewport: viewportOf(1440) });
    const owner = await office.newPage();
    const problems = watchForProblems(owner);
    await registerFirstAdmin(owner, run.app, OWNER, '/admin');
    await setUpAuthenticator(owner, 'admin-two-factor-owner');
    await createRecruiter(run.app, owner);

    await owner.setViewportSize(viewportOf(1440));
    await owner.goto(`${run.app.url}/admin/team`);
    const policy = owner.getByRole('region', { name: 'Sign-in policy' });
    const roles = policy.getByRole('group', { name: 'Require two-factor authentication for' });
    await roles.getByRole('checkbox', { name: 'Owner' }).waitFor();
    assert.equal(await roles.getByRole('checkbox', { name: 'Owner' }).isChecked(), true);
    await roles.getByText('Recruiter', { exact: true }).click();
    await policy.getByRole('button', { name: 'Save policy' }).click();
    await owner.getByText('Sign-in policy saved').first().waitFor();
    const recruiterRow = owner.getByRole('row', { name: new RegExp(MEMBER.username) });
    await recruiterRow.getByText('Not set up').waitFor();
    for (const width of [375, 1440]) await lookAt(owner, 'admin-team-two-factor', width);

    const phone = await run.browser.newContext({ viewport: viewportOf(375) });
    const recruiter = await phone.newPage();
    const recruiterProblems = watchForProblems(recruiter);
    // The back office opens on the set-up, at the address it was going to.
    await signIn(recruiter, run.app, MEMBER, '/admin');
    await recruiter.getByRole('heading', { name: 'Set up two-factor authentication' }).waitFor();
    await setUpAuthenticator(recruiter, 'admin-two-factor-recruiter');
    await recruiter.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();

    await owner.setViewportSize(viewportOf(1440));
    await owner.reload();
    await recruiterRow.getByText('On', { exact: true }).waitFor();
    assert.deepEqual(problems, []);
    assert.deepEqual(recruiterProblems, []);
    await phone.close();
    await office.close();
  });
});

describe('step-up (issue P22)', () => {
  const run = useAppAndBrowser();
  let later: RunningApp | undefined;
  after(() => later?.stop());

  it('asks a member whose sign-in is an hour old to confirm it is them before an export, then downloads it', async () => {
    const context = await run.browser.newContext({ viewport: viewportOf(1440), acceptDownloads: true });
    const before = await context.newPage();
    await registerFirstAdmin(before, run.app, OWNER);
    // The dashboard loaded in full before the server stops: no download is cut off by the page closing.
    await before.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await before.waitForLoadState('networkidle');
    await before.close();
    // An hour later (the server restarted meanwhile; the session is still the browser's).
    later = await restartApp(run.app, {}, [`update admin_sessions set proven_at = now() - interval '1 hour', last_seen_at = now() - interval '5 minutes'`]);
    const page = await context.newPage();
    const problems = watchForProblems(page);
    await page.goto(`${later.url}/admin/form-submissions`);
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
    await dialog.waitFor();
    for (const width of [375, 1440]) await lookAt(page, 'admin-step-up', width);
    await dialog.getByLabel('Current password').fill('not my password');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.getByText('Your current password is not correct').waitFor();
    await dialog.getByLabel('Current password').fill(OWNER.password);
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Confirm' }).click()]);
    assert.match(download.suggestedFilename(), /^contact-submissions-\d{4}-\d{2}-\d{2}\.csv$/);
    // Within the next 10 minutes, no question.
    const [again] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    assert.match(again.suggestedFilename(), /\.csv$/);
    assert.equal(await dialog.isVisible(), false);
    // The one refusal the browser logs is the export's first answer, which asked for the proof.
    assert.deepEqual(problems, ['error: Failed to load resource: the server responded with a status of 403 (Forbidden)']);
    await context.close();
  });
});
