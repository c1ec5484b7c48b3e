import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lookAt, registerFirstAdmin, sendContactForm, useAppAndBrowser, viewportOf, watchForProblems } from './support.ts';

const OWNER = { username: 'rhea.owner', password: 'Str0ng!pass-phrase' };
const VISITOR = { firstName: 'Anil', lastName: 'Kapoor', email: 'anil.kapoor@harbor.example' };
/** The shared messages (server/src/rules/keys.ts `API_KEY_MESSAGES`), written out: that module's imports resolve only in a build. */
const MESSAGES = {
  created: 'API key created. Copy its secret now: it is not shown again.',
  revoked: 'API key revoked: it stops working at once',
} as const;
/** The contact submissions through the REST API, as an integrator's script asks for them. */
const CONTACT_SUBMISSIONS = '/api/contact/admin/contact-submissions';

describe('API keys (issue P15)', () => {
  const run = useAppAndBrowser({ FORM_MIN_FILL_SECONDS: '0' });

  it('lets the Owner create a key with leads:read, shown once, that reads contact submissions through REST until it is revoked in the screen', async () => {
    const context = await run.browser.newContext({ viewport: viewportOf(1440), permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    const problems = watchForProblems(page);
    await sendContactForm(page, run.app, VISITOR, 'We are raising working capital debt for a logistics business.');
    await registerFirstAdmin(page, run.app, OWNER);

    await page.getByRole('complementary').getByRole('link', { name: 'API Keys' }).click();
    await page.getByRole('heading', { name: 'API Keys', level: 1 }).waitFor();
    await page.getByText(/^No API keys yet/).waitFor();
    for (const width of [1440, 375]) await lookAt(page, 'admin-keys-empty', width);

    await page.setViewportSize(viewportOf(1440));
    await page.getByRole('button', { name: 'Create API key' }).click();
    const form = page.getByRole('dialog', { name: 'Create API key' });
    await form.getByRole('textbox', { name: /^Name/ }).fill('CRM sync');
    // The checkbox's input is drawn by its control beside the label: a person clicks the label.
    await form.getByRole('group', { name: 'Leads' }).getByText('Read').click();
    assert.ok(await form.getByRole('checkbox', { name: 'Leads Read' }).isChecked());
    assert.ok(!(await form.getByRole('checkbox', { name: 'Leads Write' }).isChecked()));
    for (const width of [1440, 375]) await lookAt(page, 'admin-keys-create', width);
    await page.setViewportSize(viewportOf(1440));
    await form.getByRole('button', { name: 'Create API key' }).click();

    const shown = page.getByRole('dialog', { name: 'Copy your new API key' });
    await shown.getByText(MESSAGES.created).waitFor();
    const field = shown.getByRole('textbox', { name: 'Secret of “CRM sync”' });
    const secret = await field.inputValue();
    assert.match(secret, /^fm_live_[A-Za-z0-9]{43}$/);
    assert.equal(await field.getAttribute('readonly'), '');
    await shown.getByRole('button', { name: 'Copy' }).click();
    await shown.getByRole('button', { name: 'Copied' }).waitFor();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), secret);
    for (const width of [1440, 375]) await lookAt(page, 'admin-keys-secret', width);

    await page.setViewportSize(viewportOf(1440));
    await shown.getByRole('button', { name: 'Done' }).click();
    await shown.waitFor({ state: 'hidden' });
    const table = page.getByRole('table', { name: 'API Keys' });
    const row = table.getByRole('row').filter({ hasText: 'CRM sync' });
    await row.getByText('Active').waitFor();
    assert.ok(await row.getByText(`${secret.slice(0, 12)}…`).isVisible(), 'the list shows the key by its first characters');
    assert.ok(await row.getByText('Leads: read').isVisible());
    // Once the dialog is closed the secret is nowhere in the page or the browser's storage.
    assert.ok(!(await page.content()).includes(secret), 'not in the page');
    assert.ok(!(await page.evaluate((text) => JSON.stringify({ ...localStorage }).includes(text) || JSON.stringify({ ...sessionStorage }).includes(text), secret)), 'not in storage');

    // The key works: it reads the contact submissions (leads:read) through REST.
    const read = () => fetch(`${run.app.url}${CONTACT_SUBMISSIONS}`, { headers: { authorization: `Bearer ${secret}` } });
    const allowed = await read();
    assert.equal(allowed.status, 200);
    const body = (await allowed.json()) as { success: boolean; data: { email: string }[] };
    assert.equal(body.success, true);
    assert.deepEqual(
      body.data.map((submission) => submission.email),
      [VISITOR.email],
    );

    // Its use shows in the list (to the minute).
    await page.reload();
    await row.getByText('Active').waitFor();
    assert.notEqual(await row.getByRole('cell').nth(6).textContent(), 'Never', 'Last used');
    for (const width of [1440, 375]) await lookAt(page, 'admin-keys-list', width);

    await page.setViewportSize(viewportOf(1440));
    await row.getByRole('button', { name: 'Revoke CRM sync' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Revoke API key' });
    await confirm.getByText('Revoke CRM sync? Integrations using it stop working at once.').waitFor();
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await page.getByText(MESSAGES.revoked).first().waitFor();
    await row.getByText('Revoked').waitFor();
    assert.equal(await row.getByRole('button', { name: /Revoke/ }).count(), 0);

    // Revoked, it stops working at once.
    assert.equal((await read()).status, 401);
    for (const width of [1440, 375]) await lookAt(page, 'admin-keys-revoked', width);

    assert.deepEqual(problems, []);
    await context.close();
  });
});
