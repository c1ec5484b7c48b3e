import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { Webhook } from 'standardwebhooks';
import { lookAt, registerFirstAdmin, sendContactForm, useAppAndBrowser, viewportOf, visitorPage, watchForProblems } from './support.ts';

const OWNER = { username: 'rhea.owner', password: 'Str0ng!pass-phrase' };
const VISITOR = { firstName: 'Meera', lastName: 'Iyer', email: 'meera.iyer@harbor.example' };
/** The shared messages (server/src/rules/webhooks.ts `WEBHOOK_MESSAGES`), written out: that module's imports resolve only in a build. */
const MESSAGES = {
  created: 'Webhook endpoint created. Copy its signing secret now: it is not shown again.',
  resent: 'Delivery queued again',
} as const;
/** What the receiver answers every delivery with, and what its broken address answers. */
const ANSWER = '{"received":true,"note":"<b>thanks</b>"}';
const DOWN_ANSWER = 'Service unavailable: try again later';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A receiving system on this machine (plain HTTP on 127.0.0.1, which `WEBHOOK_ALLOW_PRIVATE` lets
 * the app reach): keeps what `/hooks/finmesh` is sent and answers 200; `/hooks/down` answers 503.
 */
function startReceiver(): { server: Server; received: Received[]; url(path?: string): string } {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url === '/hooks/down') {
        response.writeHead(503, { 'content-type': 'text/plain' }).end(DOWN_ANSWER);
        return;
      }
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200, { 'content-type': 'application/json' }).end(ANSWER);
    });
  });
  return { server, received, url: (path = '/hooks/finmesh') => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}` };
}

/** Waits (a real wait: the app's worker sends on its own) until the receiver has been sent `count` requests. */
async function receivedAtLeast(received: readonly Received[], count: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (received.length < count) {
    if (Date.now() > deadline) throw new Error(`The receiver got ${received.length} requests, not ${count}, in 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('Webhooks (issue P15)', () => {
  const receiver = startReceiver();
  before(async () => {
    receiver.server.listen(0, '127.0.0.1');
    await once(receiver.server, 'listening');
  });
  after(async () => {
    receiver.server.closeAllConnections();
    await new Promise((resolve) => receiver.server.close(resolve));
  });
  const run = useAppAndBrowser({ FORM_MIN_FILL_SECONDS: '0', WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_POLL_INTERVAL_MS: '200' });

  it('lets the Owner register an endpoint for new leads, whose signed delivery of a contact form reaches the receiver and shows in its log', async () => {
    const context = await run.browser.newContext({ viewport: viewportOf(1440), permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    const problems = watchForProblems(page);
    await registerFirstAdmin(page, run.app, OWNER);

    await page.getByRole('complementary').getByRole('link', { name: 'Webhooks' }).click();
    await page.getByRole('heading', { name: 'Webhooks', level: 1 }).waitFor();
    await page.getByText(/^No webhook endpoints yet/).waitFor();
    for (const width of [1440, 375]) await lookAt(page, 'admin-webhooks-empty', width);

    // The endpoint, through the screen: the receiver's address and "Lead received".
    await page.setViewportSize(viewportOf(1440));
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const form = page.getByRole('dialog', { name: 'Add endpoint' });
    await form.getByRole('textbox', { name: /^URL/ }).fill(receiver.url());
    // The checkbox's input is drawn by its control beside the label: a person clicks the label.
    await form.getByText('Lead received', { exact: true }).click();
    assert.ok(await form.getByRole('checkbox', { name: 'Lead received' }).isChecked());
    assert.ok(!(await form.getByRole('checkbox', { name: 'Demo requested' }).isChecked()));
    for (const width of [1440, 375]) await lookAt(page, 'admin-webhooks-add', width);
    await page.setViewportSize(viewportOf(1440));
    await form.getByRole('button', { name: 'Add endpoint' }).click();

    // Its signing secret, shown once, copied from the screen.
    const shown = page.getByRole('dialog', { name: 'Copy the signing secret' });
    await shown.getByText(MESSAGES.created).waitFor();
    const field = shown.getByRole('textbox', { name: `Signing secret of ${receiver.url()}` });
    assert.equal(await field.getAttribute('readonly'), '');
    await shown.getByRole('button', { name: 'Copy' }).click();
    await shown.getByRole('button', { name: 'Copied' }).waitFor();
    const secret = await page.evaluate(() => navigator.clipboard.readText());
    assert.match(secret, /^whsec_[A-Za-z0-9+/=]+$/);
    assert.equal(await field.inputValue(), secret);
    for (const width of [1440, 375]) await lookAt(page, 'admin-webhooks-secret', width);

    await page.setViewportSize(viewportOf(1440));
    await shown.getByRole('button', { name: 'Done' }).click();
    await shown.waitFor({ state: 'hidden' });
    // The dialog shows its empty form again while it closes: gone only once that is hidden too.
    await form.waitFor({ state: 'hidden' });
    const row = page.getByRole('table', { name: 'Webhook endpoints' }).getByRole('row').filter({ hasText: receiver.url() });
    await row.getByText('On', { exact: true }).waitFor();
    assert.ok(await row.getByText('Lead received').isVisible());
    assert.ok(!(await page.content()).includes(secret), 'the secret is gone from the page once the dialog is closed');

    // A second endpoint, for every event, at an address that answers 503.
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await form.getByRole('textbox', { name: /^URL/ }).fill(receiver.url('/hooks/down'));
    await form.getByText('Select all', { exact: true }).click();
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    await shown.getByText(MESSAGES.created).waitFor();
    await shown.getByRole('button', { name: 'Done' }).click();
    await shown.waitFor({ state: 'hidden' });
    // The dialog shows its empty form again while it closes: gone only once that is hidden too.
    await form.waitFor({ state: 'hidden' });
    const down = page
      .getByRole('table', { name: 'Webhook endpoints' })
      .getByRole('row')
      .filter({ hasText: receiver.url('/hooks/down') });
    await down.getByText('All events').waitFor();

    // A visitor sends the contact form; the receiver is sent the lead, signed with the secret.
    const visitor = await visitorPage(run.browser);
    await sendContactForm(visitor, run.app, VISITOR, 'We want to hear about new leads in our CRM as they come in.');
    await visitor.context().close();
    await receivedAtLeast(receiver.received, 1);
    const [delivery] = receiver.received;
    assert.ok(delivery);
    const headers = {
      'webhook-id': String(delivery.headers['webhook-id']),
      'webhook-timestamp': String(delivery.headers['webhook-timestamp']),
      'webhook-signature': String(delivery.headers['webhook-signature']),
    };
    assert.equal(delivery.headers['content-type']?.split(';')[0], 'application/json');
    const payload = new Webhook(secret).verify(delivery.body, headers) as { type: string; timestamp: string; data: { email: string; firstName: string } };
    assert.equal(payload.type, 'contact.received');
    assert.equal(payload.data.email, VISITOR.email);
    assert.equal(payload.data.firstName, VISITOR.firstName);
    // A signature made with another secret is refused.
    assert.throws(() => new Webhook('whsec_' + Buffer.from('another secret of 32 bytes here!').toString('base64')).verify(delivery.body, headers));

    // The delivery log shows it delivered, with the receiver's 200 and its answer (as text).
    await row.getByRole('link', { name: `Delivery log of ${receiver.url()}` }).click();
    await page.getByRole('heading', { name: 'Delivery log', level: 1 }).waitFor();
    await page.getByText(`What was sent to ${receiver.url()}, newest first.`).waitFor();
    const log = page.getByRole('table', { name: 'Deliveries' });
    const delivered = log.getByRole('row').filter({ hasText: 'Lead received' }).filter({ hasText: 'Delivered' });
    // The worker may finish after the log first loads: Refresh shows it.
    for (let tries = 0; !(await delivered.count()); tries++) {
      assert.ok(tries < 20, 'the delivery shows as Delivered after a refresh');
      await page.getByRole('button', { name: 'Refresh' }).click();
      await page.waitForTimeout(500);
    }
    const cells = delivered.getByRole('cell');
    assert.equal(await cells.nth(2).textContent(), '1', 'one attempt');
    assert.match((await cells.nth(4).textContent()) ?? '', /^200 in [\d,]+ ms$/);
    await delivered.getByRole('button', { name: 'Answer' }).click();
    await page.locator('pre').filter({ hasText: ANSWER }).waitFor();
    assert.equal(await page.locator('pre b').count(), 0, 'the answer is shown as text');
    for (const width of [1440, 375]) await lookAt(page, 'admin-webhooks-log', width);

    // Resent: the same event under the same webhook-id, delivered again.
    await page.setViewportSize(viewportOf(1440));
    await delivered.getByRole('button', { name: /^Resend Lead received/ }).click();
    await page.getByText(MESSAGES.resent).first().waitFor();
    await receivedAtLeast(receiver.received, 2);
    const again = receiver.received[1];
    assert.equal(again?.headers['webhook-id'], headers['webhook-id']);
    assert.deepEqual(
      new Webhook(secret).verify(again?.body ?? '', {
        'webhook-id': String(again?.headers['webhook-id']),
        'webhook-timestamp': String(again?.headers['webhook-timestamp']),
        'webhook-signature': String(again?.headers['webhook-signature']),
      }),
      payload,
    );
    for (let tries = 0; (await log.getByRole('row').filter({ hasText: 'Delivered' }).count()) < 2; tries++) {
      assert.ok(tries < 20, 'the resent delivery shows as Delivered after a refresh');
      await page.getByRole('button', { name: 'Refresh' }).click();
      await page.waitForTimeout(500);
    }

    // Back on the list, the endpoint's last delivery is no longer "Never"; the other one is failing.
    await page.getByRole('link', { name: 'All endpoints' }).click();
    await row.getByText('On', { exact: true }).waitFor();
    assert.notEqual(await row.getByRole('cell').nth(4).textContent(), 'Never', 'Last delivery');
    await down.getByText(/^Failing since /).waitFor();
    for (const width of [1440, 375]) await lookAt(page, 'admin-webhooks-list', width);

    // Its log says why: the 503 and its answer, and when the next attempt is.
    await page.setViewportSize(viewportOf(1440));
    await down.getByRole('link', { name: `Delivery log of ${receiver.url('/hooks/down')}` }).click();
    const retrying = page.getByRole('table', { name: 'Deliveries' }).getByRole('row').filter({ hasText: 'Lead received' }).filter({ hasText: 'Retrying' });
    await retrying.waitFor();
    assert.match((await retrying.getByRole('cell').nth(4).textContent()) ?? '', /^503 in [\d,]+ ms$/);
    assert.notEqual(await retrying.getByRole('cell').nth(5).textContent(), '—', 'Next attempt');
    await retrying.getByRole('button', { name: 'Answer' }).click();
    await page.locator('pre').filter({ hasText: DOWN_ANSWER }).waitFor();
    for (const width of [1440, 375]) await lookAt(page, 'admin-webhooks-failing', width);

    assert.deepEqual(problems, []);
    await context.close();
  });
});
