import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lookAt, mailTo, registerFirstAdmin, sendContactForm, signIn, useAppAndBrowser, viewportOf, watchForProblems } from './support.ts';

const OWNER = { username: 'rhea.owner', password: 'Str0ng!pass-phrase' };
const RECRUITER = { email: 'ines.duarte@finmesh.example', username: 'ines.duarte', password: 'copper kettle at sunrise' };
const VISITORS = [
  { firstName: 'Anil', lastName: 'Kapoor', email: 'anil.kapoor@harbor.example' },
  { firstName: 'Mei', lastName: 'Tan', email: 'mei.tan@lotus.example' },
];

describe('the dashboard and the team (issue P14)', () => {
  const run = useAppAndBrowser({ FORM_MIN_FILL_SECONDS: '0' });

  it('shows on the dashboard what the journey sent, each figure opening its list', async () => {
    const context = await run.browser.newContext({ viewport: viewportOf(1440) });
    const page = await context.newPage();
    const problems = watchForProblems(page);
    for (const visitor of VISITORS) await sendContactForm(page, run.app, visitor, 'We are raising working capital debt for a logistics business.');
    await registerFirstAdmin(page, run.app, OWNER);

    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    const contact = page.getByRole('link', { name: 'Contact: 2 this week, open the list' });
    await contact.waitFor();
    assert.ok(await page.getByRole('link', { name: 'Services: 0 this week, open the list' }).isVisible());
    assert.ok(await page.getByRole('link', { name: 'Waiting for confirmation 0' }).isVisible());
    assert.ok(await page.getByRole('region', { name: 'Mail outbox' }).isVisible());
    // The chart is drawn (SVG), one stacked bar per day.
    await page.locator('.recharts-surface').first().waitFor();
    for (const width of [1440, 375]) await lookAt(page, 'admin-dashboard', width);

    await page.setViewportSize(viewportOf(1440));
    await contact.click();
    await page.getByRole('heading', { name: 'Form Submissions', level: 1 }).waitFor();
    await page.getByRole('button', { name: /^Anil Kapoor/ }).waitFor();
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('lets the Owner invite a Recruiter, who sets a password through the mailed link and sees only Careers’ figures and screen', async () => {
    const context = await run.browser.newContext({ viewport: viewportOf(1440) });
    const page = await context.newPage();
    const problems = watchForProblems(page);
    await signIn(page, run.app, OWNER, '/admin/dashboard');

    await page.getByRole('complementary').getByRole('link', { name: 'Team' }).click();
    await page.getByRole('heading', { name: 'Team', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Invite member' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /^Email/ }).fill(RECRUITER.email);
    await dialog.getByRole('combobox', { name: /^Role/ }).selectOption({ label: 'Recruiter' });
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText(`Invitation sent to ${RECRUITER.email}`).first().waitFor();
    await page.getByText(RECRUITER.email, { exact: true }).waitFor();
    for (const width of [1440, 375]) await lookAt(page, 'admin-team', width);

    // The link comes by email (an .eml file here); no password is in it.
    const mail = await mailTo(run.app, RECRUITER.email, 'accept-invite');
    const link = /https?:\/\/\S+\/admin\/accept-invite#token=[A-Za-z0-9_-]+/.exec(mail.replace(/=\r?\n/g, '').replace(/=3D/g, '='))?.[0];
    assert.ok(link, 'the email carries the link');
    assert.doesNotMatch(mail, /password is|temporary password/i, 'a link to set one, never a password');
    assert.ok(!mail.includes(OWNER.password));

    const invited = await run.browser.newContext({ viewport: viewportOf(375) });
    const recruiter = await invited.newPage();
    const recruiterProblems = watchForProblems(recruiter);
    await recruiter.goto(link.replace(/^https?:\/\/[^/]+/, run.app.url));
    await recruiter.getByText(`You are invited as Recruiter (${RECRUITER.email})`).waitFor();
    for (const width of [375, 1440]) await lookAt(recruiter, 'admin-accept-invite', width);
    await recruiter.getByLabel('Username').fill(RECRUITER.username);
    await recruiter.getByLabel('Password', { exact: true }).fill(RECRUITER.password);
    await recruiter.getByLabel('Confirm password').fill(RECRUITER.password);
    await recruiter.getByRole('button', { name: 'Create account and sign in' }).click();
    await recruiter.waitForURL(`${run.app.url}/admin/dashboard`);
    await recruiter.getByRole('region', { name: 'Applications by status' }).waitFor();
    assert.equal(await recruiter.getByRole('link', { name: /^Contact:/ }).count(), 0, 'no lead figures but applications');
    assert.deepEqual(await recruiter.getByRole('navigation', { name: 'Back office' }).getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href'))), ['/admin/dashboard', '/admin/careers']);

    // The link works once.
    await recruiter.goto(link.replace(/^https?:\/\/[^/]+/, run.app.url));
    await recruiter.getByText(/invalid, has expired, was withdrawn or has already been used/).first().waitFor();

    assert.deepEqual(recruiterProblems.splice(0), [], 'a quiet console while the recruiter works');

    // The Owner sees the new member; deactivating them ends their session at once.
    await page.setViewportSize(viewportOf(1440));
    await page.reload();
    await page.getByRole('cell', { name: RECRUITER.username, exact: true }).waitFor();
    await page.getByRole('button', { name: `Deactivate ${RECRUITER.username}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
    await page.getByText(`Deactivated ${RECRUITER.username}: every session of theirs has ended.`).first().waitFor();
    await recruiter.goto(`${run.app.url}/admin/careers`);
    await recruiter.waitForURL(/\/admin\/login/);

    assert.deepEqual(problems, []);
    // The ended session's requests are refused (401, which the browser logs), and nothing else goes wrong.
    assert.deepEqual(
      recruiterProblems.filter((problem) => !problem.includes('the server responded with a status of 401')),
      [],
    );
    await invited.close();
    await context.close();
  });
});
