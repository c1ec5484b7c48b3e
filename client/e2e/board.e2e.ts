import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { ARTIFACTS, registerFirstAdmin, seriousAccessibilityProblems, useAppAndBrowser, viewportOf, watchForProblems, type RunningApp } from './support.ts';

const OWNER = { username: 'meera.owner', password: 'Str0ng!pass-phrase' };
const JOB = { title: 'Credit Risk Associate', location: 'Bengaluru', role: 'Finance & Tech' };
/** The applicant whose card is dragged with the mouse, and the one whose card moves by keyboard. */
const DRAGGED = { firstName: 'Kavya', lastName: 'Menon', name: 'Kavya Menon', email: 'kavya.menon@example.com' };
const KEYED = { firstName: 'Rohan', lastName: 'Desai', name: 'Rohan Desai', email: 'rohan.desai@example.com' };
/** Who applied between them, so the keyed card is the fifth of New's five once the dragged one left (issue P19); one with a name too long for a card's width. */
const BETWEEN = [
  { firstName: 'Anjali', lastName: 'Rao', name: 'Anjali Rao', email: 'anjali.rao@example.com' },
  { firstName: 'Vikram', lastName: 'Iyer', name: 'Vikram Iyer', email: 'vikram.iyer@example.com' },
  { firstName: 'Sneha', lastName: 'Kulkarni', name: 'Sneha Kulkarni', email: 'sneha.kulkarni@example.com' },
];
const LONG = { firstName: 'Venkataraghavan Srinivasaraghavan', lastName: 'Ramakrishnan-Subramaniam', name: 'Venkataraghavan Srinivasaraghavan Ramakrishnan-Subramaniam', email: 'venkat.rs@example.com' };

/** Posts an Active job through the REST API with the admin's token; answers its id. */
async function postActiveJob(app: RunningApp, token: string): Promise<string> {
  const response = await fetch(`${app.url}/api/jobs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ ...JOB, status: 'Active', description: ['Score SME borrowers before lenders bid.'], details: { jobTypes: ['Full-time'] } }),
  });
  const body = await response.text();
  assert.equal(response.status, 201, body);
  return (JSON.parse(body) as { data: { _id: string } }).data._id;
}

/** Applies for the job as the careers page's form posts without script (multipart, no resume), from the site's own origin. */
async function apply(app: RunningApp, jobId: string, applicant: { firstName: string; lastName: string; email: string }): Promise<void> {
  const form = new FormData();
  const fields = { jobId, firstName: applicant.firstName, lastName: applicant.lastName, email: applicant.email, country: 'IN', countryCode: '+91', phone: '98450 11223', coverNote: 'Four years of SME credit at a regional bank.' };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const response = await fetch(`${app.url}/api/career/apply`, { method: 'POST', headers: { origin: app.url }, body: form });
  assert.equal(response.status, 201, await response.text());
}

/** The application of `email` as the server holds it, read through the REST list with the admin's token. */
async function applicationOf(app: RunningApp, token: string, email: string): Promise<{ _id: string; status: string }> {
  // Every application on one page (the list pages by 5).
  const response = await fetch(`${app.url}/api/career/applications?limit=100`, { headers: { authorization: `Bearer ${token}` } });
  const body = await response.text();
  assert.equal(response.status, 200, body);
  const found = (JSON.parse(body) as { data: { _id: string; email: string; status: string }[] }).data.find((application) => application.email === email);
  assert.ok(found, `the server holds the application of ${email}`);
  return found;
}

/** An application's GraphQL id, as the History panel's "See all in Activity" link names it. */
const globalIdOf = (key: string) => Buffer.from(`JobApplication:${key}`, 'utf8').toString('base64url');

describe('the applications pipeline board (issue P14): a card dragged and moved by keyboard, its audit entry shown', () => {
  const run = useAppAndBrowser({ FORM_MIN_FILL_SECONDS: '0' });
  // One Owner's session through the journey, each step starting where the last one left the board.
  let context: BrowserContext;
  let page: Page;
  let problems: string[];
  let token: string;

  const column = (status: string) => page.getByRole('region', { name: status, exact: true });
  /** A card's drag handle: the applicant's name, in the column of `status`. */
  const handleOf = (status: string, name: string) => column(status).getByRole('button', { name, exact: true });
  const cardOf = (status: string, name: string) => column(status).getByRole('listitem').filter({ has: page.getByRole('button', { name, exact: true }) });
  /** Waits until dnd-kit's live region (what a screen reader hears) says `text`. */
  const announced = (text: string) => page.locator('[id^="DndLiveRegion-"]').filter({ hasText: text }).waitFor({ state: 'attached' });
  const box = async (locator: Locator) => {
    const found = await locator.boundingBox();
    assert.ok(found, 'it is on screen');
    return found;
  };

  it('opens Careers → Applications → Board, the view kept in the address, every application under New', async () => {
    context = await run.browser.newContext({ viewport: viewportOf(1440) });
    page = await context.newPage();
    problems = watchForProblems(page);
    await registerFirstAdmin(page, run.app, OWNER);
    token = (await page.evaluate(() => localStorage.getItem('adminToken'))) ?? '';
    assert.ok(token, 'the Owner is signed in');
    const jobId = await postActiveJob(run.app, token);
    // Oldest first: New shows the newest at the top, so the keyed card is the last of New.
    for (const applicant of [KEYED, ...BETWEEN, LONG, DRAGGED]) await apply(run.app, jobId, applicant);

    await page.getByRole('complementary').getByRole('link', { name: 'Careers', exact: true }).click();
    await page.getByRole('heading', { name: 'Careers', level: 1 }).waitFor();
    await page.getByRole('tab', { name: 'Applications' }).click();
    await page.waitForURL(`${run.app.url}/admin/careers?tab=applications`);
    await page.getByRole('button', { name: 'Board' }).click();
    await page.waitForURL(`${run.app.url}/admin/careers?tab=applications&applications.view=board`);
    await page.getByRole('button', { name: 'Board', pressed: true }).waitFor();

    // A reload (or a shared link) shows the board again.
    await page.reload();
    await handleOf('New', DRAGGED.name).waitFor();
    await handleOf('New', KEYED.name).waitFor();
    assert.ok(await page.getByRole('button', { name: 'Board', pressed: true }).isVisible(), 'the switch shows Board');
    const board = page.getByRole('region', { name: 'Applications board' });
    assert.deepEqual(await board.getByRole('heading', { level: 2 }).allTextContents(), ['New', 'Reviewed', 'Contacted', 'Hired', 'Rejected']);
    assert.ok(await column('New').getByLabel('6 applications', { exact: true }).isVisible(), 'New counts all six');
    assert.ok(await column('Reviewed').getByText('No applications', { exact: true }).isVisible());
    assert.ok(await cardOf('New', DRAGGED.name).getByText(JOB.title).isVisible(), 'a card names the position');
  });

  it('drops a card dragged with the mouse from New into Reviewed, saves its status and offers Undo', async () => {
    const from = await box(handleOf('New', DRAGGED.name));
    const to = await box(column('Reviewed'));
    const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    // The pointer sensor picks the card up once the pointer has gone 6 px.
    await page.mouse.move(start.x + 24, start.y + 8, { steps: 4 });
    await announced(`Picked up application from ${DRAGGED.name}, in New.`);
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
    await announced('Moved to Reviewed.');
    await page.mouse.up();
    await announced(`Dropped application from ${DRAGGED.name} in Reviewed.`);

    await handleOf('Reviewed', DRAGGED.name).waitFor();
    assert.equal(await handleOf('New', DRAGGED.name).count(), 0, 'it left New');
    assert.ok(await column('Reviewed').getByLabel('1 application', { exact: true }).isVisible());
    assert.ok(await column('New').getByLabel('5 applications', { exact: true }).isVisible());

    // The toast comes once the server has agreed.
    const toast = page.getByRole('status', { name: 'Moved to Reviewed', exact: true });
    await toast.waitFor();
    assert.ok(await toast.getByRole('button', { name: 'Undo' }).isVisible(), 'the toast offers Undo');
    assert.equal((await applicationOf(run.app, token, DRAGGED.email)).status, 'reviewed', 'the server holds the new status');
    // Out of the way, so the next move's toast is the only one.
    await toast.getByRole('button', { name: 'Dismiss notification' }).click();
    await toast.waitFor({ state: 'detached' });
  });

  it('moves the fifth card of New by keyboard into Reviewed with its one card (Space, ArrowRight, Space), saying each step; Undo puts it back', async () => {
    // The case the issue found (P19): the card low in New, Reviewed short; the keyboard picks the column all the same.
    assert.equal(await column('New').getByRole('listitem').count(), 5);
    assert.ok(await column('New').getByRole('listitem').nth(4).getByRole('button', { name: KEYED.name, exact: true }).isVisible(), 'the keyed card is the fifth of New');
    assert.equal(await column('Reviewed').getByRole('listitem').count(), 1);
    const low = await box(handleOf('New', KEYED.name));
    const reviewed = await box(column('Reviewed'));
    assert.ok(low.y > reviewed.y + reviewed.height, 'the card stands lower than Reviewed ends');
    await handleOf('New', KEYED.name).focus();
    await page.keyboard.press('Space');
    await announced(`Picked up application from ${KEYED.name}, in New.`);
    await page.keyboard.press('ArrowRight');
    await announced('Moved to Reviewed.');
    assert.equal(await page.locator('[id^="DndLiveRegion-"]').filter({ hasText: 'Not over a column.' }).count(), 0, 'never over no column');
    await page.keyboard.press('Space');
    await announced(`Dropped application from ${KEYED.name} in Reviewed.`);

    await handleOf('Reviewed', KEYED.name).waitFor();
    assert.equal(await handleOf('New', KEYED.name).count(), 0, 'it left New');
    assert.ok(await column('Reviewed').getByLabel('2 applications', { exact: true }).isVisible());
    // The focus went with the card to its new column.
    await handleOf('Reviewed', KEYED.name).and(page.locator(':focus')).waitFor();

    const toast = page.getByRole('status', { name: 'Moved to Reviewed', exact: true });
    await toast.waitFor();
    assert.equal((await applicationOf(run.app, token, KEYED.email)).status, 'reviewed');
    await toast.getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('status', { name: 'Moved back to New', exact: true }).waitFor();
    await handleOf('New', KEYED.name).waitFor();
    assert.equal(await handleOf('Reviewed', KEYED.name).count(), 0, 'Undo took it out of Reviewed');
    assert.equal((await applicationOf(run.app, token, KEYED.email)).status, 'new', 'and the server holds New again');
  });

  it('shows the dragged card’s move in its History, and the keyboard’s move and its undo on the Activity screen', async () => {
    await cardOf('Reviewed', DRAGGED.name).getByRole('button', { name: 'Cover Letter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cover Letter' });
    await dialog.getByRole('button', { name: 'History' }).click();
    const history = dialog.getByRole('list', { name: `History of the application from ${DRAGGED.name}` }).locator(':scope > li');
    await history.filter({ hasText: 'Application status changed' }).waitFor();
    const entries = await history.allTextContents();
    assert.equal(entries.length, 2, entries.join('\n'));
    assert.match(entries[0] ?? '', /^Application status changedBy meera\.owner from address \S{8}status: New → Reviewed/);
    assert.match(entries[1] ?? '', /^Application receivedBy A visitor/);
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('complementary').getByRole('link', { name: 'Activity', exact: true }).click();
    await page.getByRole('heading', { name: 'Activity', level: 1 }).waitFor();
    await page.getByRole('combobox', { name: 'Event' }).selectOption({ label: 'Application status changed' });
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/type=application\.status_changed/);
    await page.getByText('3 events', { exact: true }).waitFor();
    const activity = page.getByRole('list', { name: 'Activity' }).locator(':scope > li');
    // What changed, each entry's lines; newest first: the keyboard's move undone, the keyboard's move, the drag.
    const changes = await Promise.all((await activity.all()).map((entry) => entry.getByRole('listitem').allTextContents()));
    assert.deepEqual(changes, [['status: Reviewed → New'], ['status: New → Reviewed'], ['status: New → Reviewed']]);
    // Each names its application, by the applicant (issue P19).
    const named = await activity.allTextContents();
    assert.match(named[0] ?? '', new RegExp(`^Application status changedApplication${KEYED.name}HistoryBy meera\\.owner from address \\S{8}status: `));
    assert.match(named[2] ?? '', new RegExp(`^Application status changedApplication${DRAGGED.name}HistoryBy meera\\.owner from address \\S{8}status: `));

    // The keyboard-moved application's own record of it, where "See all in Activity" leads.
    const keyed = await applicationOf(run.app, token, KEYED.email);
    await page.goto(`${run.app.url}/admin/activity?subject=${globalIdOf(keyed._id)}`);
    await page.getByText('Showing the history of one record.').waitFor();
    await page.getByText('3 events', { exact: true }).waitFor();
    const own = await activity.allTextContents();
    assert.match(own[0] ?? '', /^Application status changedApplicationRohan DesaiHistoryBy meera\.owner from address \S{8}status: Reviewed → New/);
    assert.match(own[1] ?? '', /^Application status changedApplicationRohan DesaiHistoryBy meera\.owner from address \S{8}status: New → Reviewed/);
    assert.match(own[2] ?? '', /^Application receivedApplicationRohan DesaiHistoryBy A visitor/);

    // The applicant's name opens the application itself, not the list of its events.
    await activity.first().getByRole('link', { name: `${KEYED.name} (Application): open` }).click();
    await page.waitForURL(`${run.app.url}/admin/careers?tab=applications&applications.open=${globalIdOf(keyed._id)}`);
    await page.getByText('Showing one application, opened by its link.').waitFor();
    assert.equal(await page.getByRole('table', { name: 'Applications' }).getByRole('row').filter({ hasText: KEYED.email }).count(), 1);
    assert.equal(await page.getByRole('table', { name: 'Applications' }).getByRole('row').filter({ hasText: DRAGGED.email }).count(), 0);
  });

  it('has no serious or critical accessibility problems on the board at 1440 and 375 px wide', async () => {
    await page.goto(`${run.app.url}/admin/careers?tab=applications&applications.view=board`);
    // What the server holds, read back: the dragged card in Reviewed, the undone one in New.
    await handleOf('Reviewed', DRAGGED.name).waitFor();
    await handleOf('New', KEYED.name).waitFor();
    for (const width of [1440, 375]) {
      await page.setViewportSize(viewportOf(width));
      // On a phone the sidebar is a drawer: looked at once it has slid shut.
      if (width < 768) await page.getByRole('complementary').waitFor({ state: 'hidden' });
      await column('New').waitFor();
      assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= width, `nothing to scroll sideways at ${width}px but the board`);
      // A name too long for the card wraps: every letter of it shows (issue P19).
      const longName = handleOf('New', LONG.name);
      assert.ok(await longName.evaluate((handle) => handle.scrollWidth <= handle.clientWidth && [...handle.querySelectorAll('span')].every((span) => span.scrollWidth <= span.clientWidth + 1)), `the long name shows whole at ${width}px`);
      await page.screenshot({ path: path.join(ARTIFACTS, `admin-board-${width}.png`), fullPage: true });
      assert.deepEqual(await seriousAccessibilityProblems(page), [], `the board at ${width}px`);
    }
    assert.deepEqual(problems, []);
    await context.close();
  });
});
