import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import yauzl from 'yauzl';
import { lookAt, registerFirstAdmin, sendContactForm, useAppAndBrowser, viewportOf, visitorPage, watchForProblems } from './support.ts';

const OWNER = { username: 'rhea.owner', password: 'Str0ng!pass-phrase' };
const VISITOR = { firstName: 'Priya', lastName: 'Nair', email: 'priya.nair@harbor.example' };
const MESSAGE = 'Please delete everything you hold about me after this enquiry.';
/** The shared messages (server/src/rules/privacy.ts `PRIVACY_MESSAGES`), written out: that module's imports resolve only in a build. */
const MESSAGES = {
  nothingHeld: 'Nothing is held about this address.',
  held: (total: number) => `${total} ${total === 1 ? 'record is' : 'records are'} held about this address.`,
  erased: (total: number) => `Erased ${total} ${total === 1 ? 'record' : 'records'}. The address is now on the suppression list.`,
  suppressed: 'This address was erased before and is on the suppression list: it cannot be subscribed again.',
  confirmLabel: 'Type the email address to confirm',
} as const;

/** Every entry of a ZIP file, by name. */
async function unzip(data: Buffer): Promise<Map<string, Buffer>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) => yauzl.fromBuffer(data, { lazyEntries: true }, (error, file) => (error ? reject(error) : resolve(file))));
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          entries.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        });
      });
    });
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return entries;
}

describe('Privacy: a data-subject request (issue P15)', () => {
  const run = useAppAndBrowser({ FORM_MIN_FILL_SECONDS: '0' });

  it('finds what a person sent on the public site, downloads it as a ZIP, erases it, and then finds nothing', async () => {
    // The person writes in and subscribes to the newsletter on the public site.
    const visitor = await visitorPage(run.browser, { viewport: viewportOf(1440) });
    await sendContactForm(visitor, run.app, VISITOR, MESSAGE);
    await visitor.goto(run.app.url);
    const signup = visitor.getByRole('form', { name: 'Newsletter signup' });
    await signup.getByRole('textbox', { name: 'Email address' }).fill(VISITOR.email);
    await signup.getByRole('button', { name: 'Subscribe' }).click();
    await visitor
      .getByText(/^Successfully subscribed to our newsletter!/)
      .first()
      .waitFor();
    await visitor.context().close();

    const context = await run.browser.newContext({ viewport: viewportOf(1440), acceptDownloads: true });
    const page = await context.newPage();
    const problems = watchForProblems(page);
    await registerFirstAdmin(page, run.app, OWNER);
    await page.getByRole('complementary').getByRole('link', { name: 'Privacy' }).click();
    await page.getByRole('heading', { name: 'Privacy', level: 1 }).waitFor();
    for (const width of [1440, 375]) await lookAt(page, 'admin-privacy-empty', width);

    await page.setViewportSize(viewportOf(1440));
    await page.getByRole('textbox', { name: /Email address/ }).fill(` ${VISITOR.email.toUpperCase()} `);
    await page.getByRole('button', { name: 'Look up' }).click();
    const held = page.getByRole('table', { name: 'What is held' });
    await held.waitFor();
    const count = async (label: string) => held.getByRole('row').filter({ hasText: label }).getByRole('cell').nth(1).textContent();
    assert.equal(await count('Contact messages'), '1');
    assert.equal(await count('Newsletter subscriptions'), '1');
    const status = (await page.getByRole('status').filter({ hasText: 'held about this address' }).textContent()) ?? '';
    const total = Number(/^(\d+)/.exec(status)?.[1]);
    assert.ok(total >= 2, status);
    assert.equal(status, MESSAGES.held(total));
    for (const width of [1440, 375]) await lookAt(page, 'admin-privacy-held', width);

    // The export downloads as a ZIP holding the message the person sent.
    await page.setViewportSize(viewportOf(1440));
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download export (ZIP)' }).click()]);
    assert.match(download.suggestedFilename(), /^personal-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const entries = await unzip(await readFile((await download.path()) ?? ''));
    const submissions = JSON.parse(entries.get('contact-submissions.json')?.toString('utf8') ?? '[]') as { email: string; message: string }[];
    assert.deepEqual(
      submissions.map(({ email, message }) => ({ email, message })),
      [{ email: VISITOR.email, message: MESSAGE }],
    );
    const subscribers = JSON.parse(entries.get('subscribers.json')?.toString('utf8') ?? '[]') as { email: string }[];
    assert.deepEqual(
      subscribers.map(({ email }) => email),
      [VISITOR.email],
    );
    assert.ok(entries.get('README.txt')?.toString('utf8').includes(`Address: ${VISITOR.email}`));

    // Erasing asks for the address again, then takes everything.
    await page.getByRole('button', { name: 'Erase everything' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Erase everything about this address?' });
    await confirm.getByRole('textbox', { name: MESSAGES.confirmLabel }).fill(VISITOR.email);
    for (const width of [1440, 375]) await lookAt(page, 'admin-privacy-confirm', width);
    await page.setViewportSize(viewportOf(1440));
    await confirm.getByRole('button', { name: 'Erase everything' }).click();
    await page.getByText(MESSAGES.erased(total)).first().waitFor();
    await confirm.waitFor({ state: 'hidden' });

    // Looked up again, nothing is held, and the address is on the suppression list.
    await page.getByRole('status').filter({ hasText: MESSAGES.nothingHeld }).waitFor();
    await page.getByText(MESSAGES.suppressed).waitFor();
    assert.equal(await count('Contact messages'), '0');
    assert.equal(await count('Newsletter subscriptions'), '0');
    for (const width of [1440, 375]) await lookAt(page, 'admin-privacy-erased', width);

    assert.deepEqual(problems, []);
    await context.close();
  });
});
