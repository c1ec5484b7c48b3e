import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ARTIFACTS, registerFirstAdmin, signIn, sendContactForm, seriousAccessibilityProblems, useAppAndBrowser, viewportOf, watchForProblems } from './support.ts';

const OWNER = { username: 'priya.shah', password: 'Str0ng!pass-phrase' };
const VISITOR = { firstName: 'Anil', lastName: 'Kapoor', email: 'anil.kapoor@harbor.example' };

describe('the audit trail and the exports in the back office (issue P14)', () => {
  const run = useAppAndBrowser({ FORM_MIN_FILL_SECONDS: '0' });

  it('shows a status change in the message’s History panel and on the Activity screen, filtered by event and person', async () => {
    const context = await run.browser.newContext({ viewport: viewportOf(1440) });
    const page = await context.newPage();
    const problems = watchForProblems(page);
    await sendContactForm(page, run.app, VISITOR, 'We are raising a Series B and need a lead investor.');
    await registerFirstAdmin(page, run.app, OWNER);

    await page.goto(`${run.app.url}/admin/form-submissions`);
    await page.getByRole('button', { name: /^Anil Kapoor/ }).click();
    await page.getByRole('combobox', { name: 'Status of the message from Anil Kapoor' }).selectOption('in_progress');
    await page.getByText('Status updated successfully').first().waitFor();
    await page.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('list', { name: 'History of the message from Anil Kapoor' });
    await history.getByText('Contact message status changed').waitFor();
    assert.match((await history.textContent()) ?? '', /By priya\.shah from address \S{8}status: New → In progress/);
    assert.ok(await history.getByText('Contact message received').isVisible(), 'the message’s arrival is in its history too');
    await page.screenshot({ path: path.join(ARTIFACTS, 'admin-history-1440.png'), fullPage: true });
    assert.deepEqual(await seriousAccessibilityProblems(page), []);

    await page.getByRole('complementary').getByRole('link', { name: 'Activity', exact: true }).click();
    await page.getByRole('heading', { name: 'Activity', level: 1 }).waitFor();
    const activity = page.getByRole('list', { name: 'Activity' });
    await activity.getByText('Contact message status changed').waitFor();
    assert.ok(await activity.getByText('Signed in').first().isVisible() || await activity.getByText('Admin account created').isVisible());

    await page.getByRole('combobox', { name: 'Event' }).selectOption({ label: 'Contact message status changed' });
    await page.getByRole('textbox', { name: 'Person' }).fill('PRIYA.SHAH');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/type=contact\.status_changed/);
    await page.getByText('1 event', { exact: true }).waitFor();
    assert.equal(await activity.locator(':scope > li').count(), 1);
    // It names the message by its sender, and says when in the admin's words, exactly on hover (issue P19).
    const entry = activity.locator(':scope > li').first();
    assert.match((await entry.textContent()) ?? '', /^Contact message status changedContact messageAnil KapoorHistoryBy priya\.shah from address \S{8}status: New → In progress/);
    const when = entry.locator('time');
    assert.doesNotMatch((await when.textContent()) ?? '', /\d{4}-\d{2}-\d{2}T/);
    assert.match((await when.getAttribute('title')) ?? '', /\d{1,2}:\d{2}:\d{2}/);
    await page.screenshot({ path: path.join(ARTIFACTS, 'admin-activity-1440.png'), fullPage: true });
    assert.deepEqual(await seriousAccessibilityProblems(page), []);

    await page.setViewportSize(viewportOf(375));
    await page.getByRole('button', { name: 'Clear' }).click();
    await activity.getByText('Contact message received').waitFor();
    assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= 375, 'no sideways scrolling at 375px');
    await page.screenshot({ path: path.join(ARTIFACTS, 'admin-activity-375.png'), fullPage: true });
    assert.deepEqual(await seriousAccessibilityProblems(page), []);

    // The sender's name opens the message itself (not the list of its events), opened, whatever the list shows.
    await activity.locator(':scope > li').filter({ hasText: 'Contact message status changed' }).getByRole('link', { name: 'Anil Kapoor (Contact message): open' }).click();
    await page.waitForURL(/\/admin\/form-submissions\?open=/);
    await page.getByText('Showing one message, opened by its link.').waitFor();
    assert.equal(await page.getByRole('button', { name: /^Anil Kapoor/ }).getAttribute('aria-expanded'), 'true');
    await page.getByText('We are raising a Series B and need a lead investor.').first().waitFor();
    assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= 375, 'no sideways scrolling at 375px');
    await page.screenshot({ path: path.join(ARTIFACTS, 'admin-opened-message-375.png'), fullPage: true });
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('downloads Form Submissions as CSV (what the list shows, read back), and the export is in the Activity', async () => {
    const context = await run.browser.newContext({ viewport: viewportOf(1440), acceptDownloads: true });
    const page = await context.newPage();
    const problems = watchForProblems(page);
    await signIn(page, run.app, OWNER, '/admin/dashboard');

    await page.goto(`${run.app.url}/admin/form-submissions?status=in_progress`);
    await page.getByRole('button', { name: /^Anil Kapoor/ }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    assert.match(download.suggestedFilename(), /^contact-submissions-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile((await download.path()) ?? '', 'utf8');
    assert.ok(text.startsWith('\uFEFF'), 'a byte order mark for Excel');
    const rows = parse(text, { bom: true, columns: true }) as Record<string, string>[];
    assert.deepEqual(
      rows.map((row) => [row['firstName'], row['lastName'], row['email'], row['status'], row['message']]),
      [[VISITOR.firstName, VISITOR.lastName, VISITOR.email, 'in-progress', 'We are raising a Series B and need a lead investor.']],
    );
    assert.equal(page.url(), `${run.app.url}/admin/form-submissions?status=in_progress`, 'the page stays');

    await page.goto(`${run.app.url}/admin/activity?type=export.created`);
    const activity = page.getByRole('list', { name: 'Activity' });
    await activity.getByText('List exported').waitFor();
    assert.match((await activity.textContent()) ?? '', /By priya\.shah from address \S{8}list: contact-submissionsrows: 1filter: status = in-progresscomplete: yes/);
    assert.deepEqual(problems, []);
    await context.close();
  });
});
