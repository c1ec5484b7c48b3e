import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { executeBound } from '../../db/bound-sql.js';
import { EventEntity } from '../../db/events.entity.js';
import { toGlobalId } from '../../graphql/relay.js';
import { WEBHOOK_MESSAGES } from '../../rules/webhooks.js';
import { createSharedState, servicesFactory } from '../../services.js';
import { AREAS } from '../index.js';
import { graphql } from '../../test/app.js';
import { useTestApp, type TestFixture } from '../../test/fixture.js';
import { VALID_CONTACT, VALID_DEMO } from '../../test/payloads.js';
import { startReceiver, type TestReceiver } from '../../test/webhook-receiver.js';
import { MailMessageEntity } from '../mail/mail.entity.js';
import type { Resolve } from './address-check.js';
import { WebhookSender } from './sender.js';
import { WebhookDeliveryEntity, WebhookEndpointEntity } from './webhooks.entity.js';
import { WebhookWorker } from './worker.js';

/**
 * Webhooks (issue P15): an Owner registers an endpoint (its signing secret shown once); each event
 * it wants is sent once, signed per Standard Webhooks (verified here with the reference library),
 * retried with backoff for 24 hours, logged, resendable; an endpoint failing for 3 days is switched
 * off and the system-alert recipients are emailed. The SSRF table is `ssrf.test.ts`.
 */
const ALERTS = { name: 'Ops Desk', email: 'ops@finmesh.test', notificationTypes: ['system_alerts' as const] };
const t = useTestApp({ admin: true, env: { WEBHOOK_ALLOW_PRIVATE: 'true' }, recipients: [ALERTS] });

let receiver: TestReceiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());
afterEach(() => {
  vi.useRealTimers();
  receiver.received.length = 0;
  receiver.answer = () => ({ status: 204 });
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: object) => t.app.inject({ method, url, payload, headers: t.admin });
const failure = (message: string, path?: string) => ({ success: false, message, error: message, errors: [path ? { path, param: path, msg: message } : { msg: message }] });

interface EndpointRecord {
  _id: string;
  url: string;
  eventTypes: string[];
  enabled: boolean;
  failingSince: string | null;
  disabledAt: string | null;
}

async function newEndpoint(fields: { url?: string; eventTypes?: string[] } = {}) {
  const response = await call('POST', '/api/admin/webhooks', { url: receiver.url, eventTypes: ['contact.received'], ...fields });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ secret: string; data: EndpointRecord }>();
}

interface WorkerOptions {
  allowPrivate?: boolean;
  allowLoopback?: boolean;
  resolve?: Resolve;
  concurrency?: number;
  endpointConcurrency?: number;
  timeoutMs?: number;
}

/** The server's worker, run by the test (`deliverDue`) instead of its poller; the retry's jitter fixed at its ceiling. */
function workerOf(fixture: TestFixture, { allowPrivate = true, allowLoopback, resolve, concurrency = 10, endpointConcurrency = 10, timeoutMs }: WorkerOptions = {}) {
  const servicesOf = servicesFactory(fixture.dependencies, createSharedState(fixture.dependencies), AREAS);
  const sender = new WebhookSender({ allowPrivate, ...(allowLoopback === undefined ? {} : { allowLoopback }), ...(resolve ? { resolve } : {}), ...(timeoutMs ? { timeoutMs } : {}) });
  return new WebhookWorker(fixture.orm, sender, (em) => servicesOf(em), { pollIntervalMs: 60_000, concurrency, endpointConcurrency }, fixture.app.log, {
    random: () => 0.999999,
  });
}

async function postContact() {
  const response = await t.app.inject({ method: 'POST', url: '/api/contact', payload: VALID_CONTACT });
  expect(response.statusCode, response.body).toBe(201);
  await t.settle();
}

const deliveries = () => t.orm.em.fork().find(WebhookDeliveryEntity, {}, { orderBy: { createdAt: 'asc', id: 'asc' } });
const endpointRow = (id: string) => t.orm.em.fork().findOneOrFail(WebhookEndpointEntity, { id });

describe('registering an endpoint', () => {
  it('answers its signing secret once, whsec_ and 32 random bytes in base64; the lists never show it', async () => {
    const response = await call('POST', '/api/admin/webhooks', { url: ` ${receiver.url} `, eventTypes: ['demo.received', 'contact.received', 'demo.received'] });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      message: 'Webhook endpoint created. Copy its signing secret now: it is not shown again.',
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{43}=$/),
      data: {
        _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        url: receiver.url,
        eventTypes: ['contact.received', 'demo.received'],
        enabled: true,
        createdBy: 'test.admin',
        createdAt: expect.any(String),
        failingSince: null,
        disabledAt: null,
        lastDeliveryAt: null,
      },
    });
    const list = await call('GET', '/api/admin/webhooks');
    expect(list.json<{ data: EndpointRecord[] }>().data).toEqual([response.json<{ data: EndpointRecord }>().data]);
    expect(list.body).not.toContain('whsec_');
    const [event] = await t.orm.em.fork().find(EventEntity, { type: 'webhook.created' });
    expect(event?.data).toEqual({ host: `127.0.0.1:${receiver.port}`, eventTypes: ['contact.received', 'demo.received'], enabled: true });
  });

  it('leaves in the audit trail its host, never its path or query (a receiver’s token), for readers who may not see the endpoint', async () => {
    const url = 'https://hooks.example.com/in/T0KEN-in-the-path?key=s3cret-in-the-query';
    const { data } = await newEndpoint({ url });
    await call('PATCH', `/api/admin/webhooks/${data._id}`, { url: 'https://other.example.com/in/N3W-T0KEN' });
    await call('PATCH', `/api/admin/webhooks/${data._id}`, { url: 'https://other.example.com/in/TH1RD-T0KEN' });
    await call('DELETE', `/api/admin/webhooks/${data._id}`);

    const events = await t.orm.em.fork().find(EventEntity, { type: { $like: 'webhook.%' } }, { orderBy: { occurredAt: 'asc', id: 'asc' } });
    expect(events.map((event) => [event.type, event.data])).toEqual([
      ['webhook.created', { host: 'hooks.example.com', eventTypes: ['contact.received'], enabled: true }],
      ['webhook.updated', { changes: { host: ['hooks.example.com', 'other.example.com'], changed: ['url'] } }],
      ['webhook.updated', { changes: { changed: ['url'] } }],
      ['webhook.deleted', { host: 'other.example.com' }],
    ]);
    const activity = await call('GET', '/api/admin/activity?limit=50');
    expect(activity.statusCode).toBe(200);
    expect(activity.body).toContain('hooks.example.com');
    expect(activity.body).not.toMatch(/T0KEN|s3cret/);
  });

  it.each([
    ['no URL', { url: '', eventTypes: ['contact.received'] }, 'url', 'URL is required'],
    ['an ftp:// URL', { url: 'ftp://example.com/hooks', eventTypes: ['contact.received'] }, 'url', 'URL must start with https:// or http://'],
    ['a URL of 2,020 characters', { url: `https://example.com/${'a'.repeat(2000)}`, eventTypes: ['contact.received'] }, 'url', 'URL must be at most 2000 characters'],
    ['a URL with a password', { url: 'https://user:pw@example.com/', eventTypes: ['contact.received'] }, 'url', 'URL must not contain a user name or password'],
    ['no events', { url: 'https://example.com/', eventTypes: [] }, 'eventTypes', 'Choose at least one event'],
    ['an event not for webhooks', { url: 'https://example.com/', eventTypes: ['admin.signed_in'] }, 'eventTypes', WEBHOOK_MESSAGES.eventTypeUnknown],
  ])('refuses %s', async (_label, body, path, message) => {
    const response = await call('POST', '/api/admin/webhooks', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(failure(message, path));
  });

  it('is changed by PATCH; switching it on again forgets its failures; DELETE takes its log with it', async () => {
    const { data } = await newEndpoint();
    await t.orm.em.fork().nativeUpdate(WebhookEndpointEntity, { id: data._id }, { enabled: false, failingSince: new Date('2026-11-20T00:00:00Z'), disabledAt: new Date('2026-11-23T00:00:00Z') });

    const patched = await call('PATCH', `/api/admin/webhooks/${data._id}`, { enabled: true, eventTypes: ['job.created'] });
    expect(patched.json()).toMatchObject({ success: true, message: 'Webhook endpoint saved', data: { enabled: true, eventTypes: ['job.created'], failingSince: null, disabledAt: null } });
    const [updated] = await t.orm.em.fork().find(EventEntity, { type: 'webhook.updated' });
    expect(updated?.data).toEqual({ changes: { eventTypes: [['contact.received'], ['job.created']], enabled: [false, true] } });

    expect((await call('DELETE', `/api/admin/webhooks/${data._id}`)).json()).toMatchObject({ success: true, message: 'Webhook endpoint deleted' });
    expect((await call('PATCH', `/api/admin/webhooks/${data._id}`, { enabled: true })).json()).toEqual(failure('Webhook endpoint not found'));
    expect((await call('GET', `/api/admin/webhooks/${data._id}/deliveries`)).statusCode).toBe(404);
  });

  it('works the same through GraphQL', async () => {
    const created = await graphql<{ createWebhookEndpoint: { message: string; secret: string; webhookEndpoint: { id: string; url: string; eventTypes: string[]; enabled: boolean } } }>(
      t.app,
      'mutation ($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { message secret webhookEndpoint { id url eventTypes enabled } } }',
      { input: { url: receiver.url, eventTypes: ['subscriber.added'] } },
      t.admin,
    );
    expect(created.body.errors).toBeUndefined();
    const endpoint = created.body.data?.createWebhookEndpoint.webhookEndpoint;
    expect(created.body.data?.createWebhookEndpoint).toMatchObject({
      message: WEBHOOK_MESSAGES.created,
      secret: expect.stringMatching(/^whsec_/),
      webhookEndpoint: { url: receiver.url, eventTypes: ['subscriber.added'], enabled: true },
    });

    const updated = await graphql(t.app, 'mutation ($id: ID!) { updateWebhookEndpoint(id: $id, input: { enabled: false }) { message webhookEndpoint { enabled } } }', { id: endpoint?.id }, t.admin);
    expect(updated.body.data).toEqual({ updateWebhookEndpoint: { message: 'Webhook endpoint saved', webhookEndpoint: { enabled: false } } });
    const listed = await graphql(t.app, '{ webhookEndpoints(first: 5) { totalCount edges { node { id url } } } }', {}, t.admin);
    expect(listed.body.data).toEqual({ webhookEndpoints: { totalCount: 1, edges: [{ node: { id: endpoint?.id, url: receiver.url } }] } });
    const deleted = await graphql(t.app, 'mutation ($id: ID!) { deleteWebhookEndpoint(id: $id) { message id } }', { id: endpoint?.id }, t.admin);
    expect(deleted.body.data).toEqual({ deleteWebhookEndpoint: { message: 'Webhook endpoint deleted', id: endpoint?.id } });
  });
});

describe('a delivery', () => {
  it('is the event with the subject’s REST record, signed per Standard Webhooks, sent once to each endpoint that wants it', async () => {
    const { secret, data } = await newEndpoint();
    await newEndpoint({ eventTypes: ['demo.received'] });
    const worker = workerOf(t);
    await postContact();

    expect(await worker.deliverDue()).toBe(1);
    expect(await worker.deliverDue()).toBe(0);
    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received;
    if (!request) throw new Error('no request');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['webhook-id']).toMatch(/^msg_[0-9a-f-]{36}$/);
    expect(request.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    const verified = new Webhook(secret).verify(request.body, request.headers) as { type: string; timestamp: string; data: Record<string, unknown> };
    const [lead] = (await call('GET', '/api/contact/admin/contact-submissions')).json<{ data: Record<string, unknown>[] }>().data;
    expect(verified).toEqual({ type: 'contact.received', timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/), data: lead });

    const log = await call('GET', `/api/admin/webhooks/${data._id}/deliveries`);
    expect(log.json<{ data: unknown[] }>().data).toEqual([
      {
        _id: expect.any(String),
        endpointUrl: receiver.url,
        eventType: 'contact.received',
        eventId: request.headers['webhook-id'],
        payload: request.body,
        status: 'delivered',
        attempts: 1,
        createdAt: expect.any(String),
        lastAttemptAt: expect.any(String),
        nextAttemptAt: null,
        responseStatus: 204,
        responseBody: null,
        error: null,
        durationMs: expect.any(Number),
      },
    ]);
    expect((await endpointRow(data._id)).lastDeliveryAt).toBeInstanceOf(Date);
  });

  it('keeps the first 1 KB of the answer, and a resend sends the same body under the same webhook-id', async () => {
    const { data } = await newEndpoint();
    receiver.answer = () => ({ status: 200, body: 'é'.repeat(600) });
    const worker = workerOf(t);
    await postContact();
    await worker.deliverDue();
    const [first] = await deliveries();
    expect(first?.responseBody).toBe('é'.repeat(512));

    const resent = await call('POST', `/api/admin/webhooks/deliveries/${first?.id}/resend`);
    expect(resent.statusCode).toBe(201);
    expect(resent.json()).toMatchObject({ success: true, message: 'Delivery queued again', data: { status: 'pending', attempts: 0, eventId: first?.webhookId } });
    await worker.deliverDue();
    expect(receiver.received.map((request) => request.headers['webhook-id'])).toEqual([first?.webhookId, first?.webhookId]);
    expect(receiver.received[1]?.body).toBe(receiver.received[0]?.body);
    const log = await graphql<{ webhookDeliveries: { edges: { node: { status: string } }[] } }>(
      t.app,
      'query ($id: ID!) { webhookDeliveries(endpointId: $id) { edges { node { status eventId } } } }',
      { id: toGlobalId('WebhookEndpoint', data._id) },
      t.admin,
    );
    expect(log.body.data?.webhookDeliveries.edges).toEqual([{ node: { status: 'delivered', eventId: first?.webhookId } }, { node: { status: 'delivered', eventId: first?.webhookId } }]);
    expect((await call('POST', '/api/admin/webhooks/deliveries/0190a000-0000-7000-8000-000000000000/resend')).json()).toEqual(failure('Webhook delivery not found'));
  });

  it('keeps a binary answer as text PostgreSQL can store (a NUL shown as U+FFFD), and records the attempt', async () => {
    await newEndpoint();
    receiver.answer = () => ({ status: 200, body: 'ok\u0000\u0000done' });
    await postContact();
    expect(await workerOf(t).deliverDue()).toBe(1);
    const [delivery] = await deliveries();
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 1, responseStatus: 200, responseBody: 'ok\uFFFD\uFFFDdone' });
    expect(receiver.received).toHaveLength(1);
  });

  it('to a name that resolves to a private address is refused at connect time, a failed attempt in the log', async () => {
    await newEndpoint({ url: `http://webhook.example:${receiver.port}/hooks` });
    await postContact();
    await workerOf(t, { allowPrivate: false, resolve: (_name, callback) => callback(null, [{ address: '10.0.0.5', family: 4 }]) }).deliverDue();
    const [delivery] = await deliveries();
    expect(delivery).toMatchObject({ status: 'retrying', attempts: 1, responseStatus: null, error: 'Refused: webhook.example resolves to 10.0.0.5, a private address' });
    expect(receiver.received).toHaveLength(0);
  });

  it('answered by a redirect is a failed attempt: the redirect is not followed', async () => {
    await newEndpoint();
    receiver.answer = () => ({ status: 302, headers: { location: 'http://169.254.169.254/latest/meta-data/' } });
    await postContact();
    await workerOf(t).deliverDue();
    const [delivery] = await deliveries();
    expect(delivery).toMatchObject({ status: 'retrying', responseStatus: 302, error: 'Redirect not followed (Location: http://169.254.169.254/latest/meta-data/)' });
    expect(receiver.received).toHaveLength(1);
  });

  it('is not made for a disabled endpoint, nor for a lead the spam guard held', async () => {
    const { data } = await newEndpoint();
    await postContact();
    await t.app.inject({ method: 'POST', url: '/api/contact', payload: { ...VALID_CONTACT, website: 'https://spam.example' } });
    await t.settle();
    await call('PATCH', `/api/admin/webhooks/${data._id}`, { enabled: false });
    await postContact();
    expect(await deliveries()).toHaveLength(1);
  });

  it('is made for a held lead once an admin releases it, as contact.released with its record', async () => {
    await newEndpoint({ eventTypes: ['contact.received', 'contact.released'] });
    const held = await t.app.inject({ method: 'POST', url: '/api/contact', payload: { ...VALID_CONTACT, website: 'https://spam.example' } });
    await t.settle();
    expect(await deliveries()).toHaveLength(0);
    const [lead] = await executeBound<{ id: string }>(t.orm.em.fork(), `select "id" from "contact_submissions" where "spam"`, []);
    expect(held.statusCode).toBeLessThan(300);
    expect((await call('POST', `/api/contact/admin/contact-submissions/${lead?.id}/not-spam`)).statusCode).toBe(200);
    await t.settle();
    const [delivery] = await executeBound<{ event_type: string; payload: string }>(t.orm.em.fork(), `select "event_type", "payload" from "webhook_deliveries"`, []);
    expect(delivery?.event_type).toBe('contact.released');
    expect(JSON.parse(delivery?.payload ?? '{}')).toMatchObject({ type: 'contact.released', data: { _id: lead?.id, email: VALID_CONTACT.email, spam: false } });
  });
});

describe('retries', () => {
  const start = new Date('2026-12-01T09:00:00.000Z');

  it('retry on a non-2xx with waits of up to 30 s, 1 min, 2 min ...; every attempt signed when made, under the same webhook-id', async () => {
    const { secret } = await newEndpoint();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const answers = [500, 503, 500, 204];
    receiver.answer = () => ({ status: answers[receiver.received.length - 1] ?? 204, body: 'busy' });
    const worker = workerOf(t);
    await postContact();
    const verifier = new Webhook(secret);

    const seenAt: number[] = [];
    for (const [index, status] of answers.entries()) {
      const [delivery] = await deliveries();
      if (!delivery?.nextAttemptAt) throw new Error('not due');
      if (index > 0) {
        vi.setSystemTime(delivery.nextAttemptAt.getTime() - 1);
        expect(await worker.deliverDue()).toBe(0);
      }
      vi.setSystemTime(delivery.nextAttemptAt);
      expect(await worker.deliverDue()).toBe(1);
      const request = receiver.received[index];
      if (!request) throw new Error('no request');
      verifier.verify(request.body, request.headers);
      seenAt.push(Number(request.headers['webhook-timestamp']) - start.getTime() / 1000);
      const [after] = await deliveries();
      expect(after).toMatchObject({ attempts: index + 1, responseStatus: status, status: status === 204 ? 'delivered' : 'retrying' });
    }
    // The jitter at its ceiling (29.999 s, 59.999 s, 119.999 s): each timestamp in whole seconds.
    expect(seenAt).toEqual([0, 29, 89, 209]);
    expect(new Set(receiver.received.map((request) => request.headers['webhook-id'])).size).toBe(1);
  });

  it('give up 24 hours after the first attempt, the last one exactly then, on timeouts and network errors too', async () => {
    const { data } = await newEndpoint();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    receiver.answer = () => ({ status: 500 });
    const worker = workerOf(t);
    await postContact();

    for (let attempt = 0; attempt < 100; attempt += 1) {
      const [delivery] = await deliveries();
      if (!delivery?.nextAttemptAt) break;
      vi.setSystemTime(delivery.nextAttemptAt);
      await worker.deliverDue();
    }
    const [delivery] = await deliveries();
    expect(delivery).toMatchObject({ status: 'failed', nextAttemptAt: null, firstAttemptAt: start, lastAttemptAt: new Date(start.getTime() + 24 * 3_600_000), responseStatus: 500 });
    // With the jitter at its ceiling: 8 waits up to the 1 h cap, then 1 h each, then the last pinned to hour 24.
    expect(delivery?.attempts).toBe(31);
    expect((await endpointRow(data._id)).failingSince).toEqual(start);
  });

  it('record a network error in words', async () => {
    const port = receiver.port;
    await receiver.close();
    try {
      await newEndpoint();
      await postContact();
      await workerOf(t).deliverDue();
      const [delivery] = await deliveries();
      expect(delivery).toMatchObject({ status: 'retrying', responseStatus: null, error: `ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:${port}` });
    } finally {
      receiver = await startReceiver();
    }
  });
});

describe('an endpoint failing for 3 days', () => {
  it('is switched off, with webhook.disabled by the app, and the system-alert recipients are emailed', async () => {
    const start = new Date('2026-12-01T09:00:00.000Z');
    const { data } = await newEndpoint();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    receiver.answer = () => ({ status: 502 });
    const worker = workerOf(t);
    await postContact();
    await worker.deliverDue();
    expect((await endpointRow(data._id)).failingSince).toEqual(start);

    vi.setSystemTime(start.getTime() + 3 * 86_400_000 - 1);
    await postContact();
    await worker.deliverDue();
    expect((await endpointRow(data._id)).enabled).toBe(true);

    vi.setSystemTime(start.getTime() + 3 * 86_400_000);
    await postContact();
    await worker.deliverDue();
    const off = new Date(start.getTime() + 3 * 86_400_000);
    expect(await endpointRow(data._id)).toMatchObject({ enabled: false, disabledAt: off, failingSince: start });
    const [event] = await t.orm.em.fork().find(EventEntity, { type: 'webhook.disabled' });
    expect(event).toMatchObject({ principalKind: 'system', subjectType: 'WebhookEndpoint', subjectId: data._id, data: { host: `127.0.0.1:${receiver.port}`, failingSince: start.toISOString() } });
    const alerts = await t.orm.em.fork().find(MailMessageEntity, { kind: 'webhook_disabled_alert' });
    expect(alerts.map((mail) => [mail.toAddress, mail.subject])).toEqual([[ALERTS.email, `Webhook endpoint switched off: 127.0.0.1:${receiver.port}`]]);

    // Nothing more is sent to it until an Owner switches it on.
    const sent = receiver.received.length;
    await postContact();
    vi.setSystemTime(off.getTime() + 86_400_000);
    expect(await worker.deliverDue()).toBe(0);
    expect(receiver.received).toHaveLength(sent);
  });
});

const register = (fixture: TestFixture, url: string) => fixture.app.inject({ method: 'POST', url: '/api/admin/webhooks', payload: { url, eventTypes: ['job.created'] }, headers: fixture.admin });

describe('in production, without WEBHOOK_ALLOW_PRIVATE', () => {
  const strict = useTestApp({ admin: true, env: { NODE_ENV: 'production' } });

  it.each([
    ['http://example.com/hooks', 'URL must start with https://'],
    ['http://localhost:4000/hooks', 'URL must start with https://'],
    ['https://127.0.0.1/hooks', 'URL must not point to a private address: 127.0.0.1 is one'],
    ['https://[::1]/hooks', 'URL must not point to a private address: ::1 is one'],
    ['https://[::ffff:169.254.169.254]/', 'URL must not point to a private address: ::ffff:a9fe:a9fe is one'],
    ['https://10.0.0.1:8443/', 'URL must not point to a private address: 10.0.0.1 is one'],
    ['https://192.0.2.1/hooks', 'URL must point to a public address: 192.0.2.1 is reserved and reaches no server'],
    ['https://[2001:db8::1]/hooks', 'URL must point to a public address: 2001:db8::1 is reserved and reaches no server'],
  ])('refuses %s', async (url, message) => {
    const response = await register(strict, url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(failure(message, 'url'));
  });
});

describe('outside production, without WEBHOOK_ALLOW_PRIVATE', () => {
  const local = useTestApp({ admin: true });

  it('takes a receiver on this machine, over http:// too, and delivers to it; other private addresses are still refused', async () => {
    for (const url of [`http://localhost:${receiver.port}/hooks`, `http://[::1]:${receiver.port}/hooks`]) expect((await register(local, url)).statusCode, url).toBe(201);
    expect((await register(local, 'http://10.0.0.1/hooks')).json()).toEqual(failure('URL must start with https://', 'url'));
    expect((await register(local, 'https://192.168.1.20/hooks')).json()).toEqual(failure('URL must not point to a private address: 192.168.1.20 is one', 'url'));

    const created = await local.app.inject({ method: 'POST', url: '/api/admin/webhooks', payload: { url: receiver.url, eventTypes: ['contact.received'] }, headers: local.admin });
    expect(created.statusCode).toBe(201);
    await local.app.inject({ method: 'POST', url: '/api/contact', payload: VALID_CONTACT });
    await local.settle();
    expect(await workerOf(local, { allowPrivate: false, allowLoopback: true }).deliverDue()).toBe(1);
    expect(receiver.received).toHaveLength(1);
  });
});

describe('with WEBHOOK_ALLOW_PRIVATE', () => {
  it.each([
    ['https://192.0.2.1/hooks', '192.0.2.1'],
    ['http://203.0.113.9:8080/', '203.0.113.9'],
    ['https://[2001:db8::1]/hooks', '2001:db8::1'],
    ['https://224.0.0.1/', '224.0.0.1'],
  ])('still refuses %s, an address that reaches no server', async (url, host) => {
    const response = await register(t, url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(failure(`URL must point to a public address: ${host} is reserved and reaches no server`, 'url'));
  });
});

describe('a slow endpoint', () => {
  it('holds up no other endpoint, and has no more than WEBHOOK_ENDPOINT_CONCURRENCY deliveries in flight over every server', async () => {
    const slow = await startReceiver();
    // Takes each request and never answers, until it is closed.
    slow.answer = () => null;
    try {
      await newEndpoint({ url: slow.url });
      const healthy = await newEndpoint({ eventTypes: ['demo.received'] });
      for (let lead = 0; lead < 3; lead += 1) await postContact();
      expect((await t.app.inject({ method: 'POST', url: '/api/demo-requests', payload: VALID_DEMO })).statusCode).toBe(201);
      await t.settle();
      // The slow endpoint's three deliveries are due first; a server sends three at once, two at most to one endpoint.
      const worker = workerOf(t, { concurrency: 3, endpointConcurrency: 2, timeoutMs: 120_000 });
      const delivering = worker.deliverDue();

      await receiver.receivedCount(1);
      await slow.receivedCount(2);
      await vi.waitFor(async () => {
        const [delivery] = await t.orm.em.fork().find(WebhookDeliveryEntity, { endpointId: healthy.data._id });
        expect(delivery?.status).toBe('delivered');
      });
      // The third is due, and slots are free, on this server and on another: the endpoint's two in flight keep it waiting.
      expect(await worker.deliverDue()).toBe(0);
      expect(await workerOf(t, { concurrency: 3, endpointConcurrency: 2 }).deliverDue()).toBe(0);
      expect(slow.received).toHaveLength(2);

      await slow.close();
      // The two fail (the connection is closed), and the third is sent as soon as they are written.
      expect(await delivering).toBe(4);
      expect((await deliveries()).map((delivery) => [delivery.eventType, delivery.status, delivery.attempts])).toEqual([
        ['contact.received', 'retrying', 1],
        ['contact.received', 'retrying', 1],
        ['contact.received', 'retrying', 1],
        ['demo.received', 'delivered', 1],
      ]);
    } finally {
      await slow.close();
    }
  });
});
