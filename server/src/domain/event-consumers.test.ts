import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { EventDeliveryEntity, EventEntity } from '../db/events.entity.js';
import { announcer } from '../modules/mail/announcer.js';
import { ReceiptLimit } from '../modules/mail/receipt-limit.js';
import { MailMessageEntity } from '../modules/mail/mail.entity.js';
import { ContactSubmissionEntity } from '../modules/contact/contact.entity.js';
import { AREAS } from '../modules/index.js';
import { useTestApp } from '../test/fixture.js';
import { VALID_CONTACT, VALID_DEMO } from '../test/payloads.js';
import { EventConsumers, type DeliveredEvent, type EventHandler } from './event-consumers.js';
import { EventRecorder, LocalEvents } from './events.js';
import { SYSTEM_ACTOR } from './principal.js';

/** The consumers of events (issue P18 §2): exactly once, whichever replica claims them, and the mail they queue. */
const t = useTestApp({
  admin: true,
  recipients: [{ name: 'Staff', email: 'staff@finmesh.test', notificationTypes: ['career', 'newsletters', 'system_alerts'] }],
});

const quiet = pino({ level: 'silent' }) as FastifyBaseLogger;
const SETTINGS = { pollIntervalMs: 60_000, maxAttempts: 2, retryBaseSeconds: 30 };

const em = () => t.orm.em.fork();
const deliveries = () => em().find(EventDeliveryEntity, {}, { orderBy: { eventId: 'asc' } });
const mailKinds = async () => (await em().find(MailMessageEntity, {}, { orderBy: { kind: 'asc', toAddress: 'asc' } })).map((mail) => `${mail.kind} -> ${mail.toAddress}`);

/** Records `count` events a test consumer `test` wants, each in its own transaction. */
async function recordEvents(count: number): Promise<string[]> {
  const events = new EventRecorder(async () => SYSTEM_ACTOR, new LocalEvents(), [{ consumer: 'test', wants: () => true }]);
  const ids: string[] = [];
  for (let n = 0; n < count; n += 1) {
    await events.transact(em(), async (_tx, record) => record({ type: 'job.deleted', subject: { type: 'Job', id: `0190a0b0-0000-7000-8000-${String(n).padStart(12, '0')}` } }));
  }
  for (const event of await em().find(EventEntity, {}, { orderBy: { id: 'asc' } })) ids.push(event.subjectId as string);
  return ids;
}

/** A handler that notes what it took (and fails for the subjects of `failing`). */
function handler(taken: string[], failing: ReadonlySet<string> = new Set()): EventHandler {
  return {
    consumer: 'test',
    async consume(_tx, events: readonly DeliveredEvent[]) {
      for (const event of events) if (failing.has(event.subjectId as string)) throw new Error(`cannot take ${event.subjectId}`);
      taken.push(...events.map((event) => event.subjectId as string));
    },
  };
}

describe('EventConsumers', () => {
  it('takes each delivery once though two replicas drain at the same moment, and deletes it', async () => {
    const subjects = await recordEvents(30);
    expect(await deliveries()).toHaveLength(30);
    const taken: string[] = [];
    const replicas = [new EventConsumers(t.orm, [handler(taken)], SETTINGS, quiet), new EventConsumers(t.orm, [handler(taken)], SETTINGS, quiet)];
    const counts = await Promise.all(replicas.map((replica) => replica.drain()));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(30);
    expect(taken.sort()).toEqual([...subjects].sort());
    expect(await deliveries()).toEqual([]);
    // The events stay: they are the record of what happened.
    expect(await em().count(EventEntity)).toBe(30);
  });

  it('takes the others when one event fails, and retries that one later, then marks it failed', async () => {
    const [first, broken, last] = await recordEvents(3);
    const taken: string[] = [];
    const consumers = new EventConsumers(t.orm, [handler(taken, new Set([broken as string]))], SETTINGS, quiet);
    await consumers.drain();
    expect(taken.sort()).toEqual([first, last].sort());
    const [waiting] = await deliveries();
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, lastError: `cannot take ${broken}` });
    expect(waiting?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);

    // Not due yet: left alone.
    await consumers.drain();
    expect((await deliveries())[0]).toMatchObject({ attempts: 1 });

    await em().nativeUpdate(EventDeliveryEntity, {}, { nextAttemptAt: new Date(Date.now() - 1000) });
    await consumers.drain();
    expect(await deliveries()).toEqual([expect.objectContaining({ status: 'failed', attempts: 2 })]);
    // A failed one is not taken again.
    await em().nativeUpdate(EventDeliveryEntity, {}, { nextAttemptAt: new Date(Date.now() - 1000) });
    expect(await consumers.drain()).toBe(0);
    expect(taken).toHaveLength(2);
  });
});

describe('the mail consumer', () => {
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, remoteAddress: '10.9.0.1' });

  it('writes a delivery with each announced event, and queues the mail only when it runs', async () => {
    await post('/api/contact', VALID_CONTACT);
    await post('/api/demo-requests', VALID_DEMO);
    expect(await em().find(EventDeliveryEntity, { consumer: 'mail' })).toEqual([expect.objectContaining({ consumer: 'mail', status: 'pending' }), expect.objectContaining({ consumer: 'mail', status: 'pending' })]);
    expect(await mailKinds()).toEqual([]);
    // Each event by the mail consumer, and by the webhooks consumer (which finds no endpoint that wants it).
    expect(await t.settle()).toBe(4);
    expect(await mailKinds()).toEqual([
      `contact_receipt -> ${VALID_CONTACT.email}`,
      `demo_receipt -> ${VALID_DEMO.email}`,
      'system_alerts_notification -> staff@finmesh.test',
      'system_alerts_notification -> staff@finmesh.test',
    ]);
    expect(await deliveries()).toEqual([]);
    // Once: nothing more to take.
    expect(await t.settle()).toBe(0);
  });

  it('sends nothing for a lead deleted before its event was taken', async () => {
    await post('/api/contact', VALID_CONTACT);
    const [submission] = await em().find(ContactSubmissionEntity, {});
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/contact/admin/contact-submissions/${submission?.id}`, headers: t.admin });
    expect(deleted.statusCode).toBe(200);
    // contact.received by the mail and the webhooks consumers, contact.deleted by the webhooks one.
    expect(await t.settle()).toBe(3);
    expect(await mailKinds()).toEqual([]);
  });

  it('writes no delivery for what the spam guard holds', async () => {
    await post('/api/contact', { ...VALID_CONTACT, website: 'https://spam.example' });
    expect(await em().count(ContactSubmissionEntity, { spam: true })).toBe(1);
    expect(await em().count(EventEntity, { type: 'contact.received' })).toBe(1);
    expect(await deliveries()).toEqual([]);
  });

  it('refuses to start when an announced event has no area to read it', () => {
    const withoutDemo = AREAS.filter((area) => area.name !== 'demo');
    expect(() => announcer(withoutDemo, () => ({}) as never, { receiptLimit: new ReceiptLimit(Buffer.alloc(32), 3) })).toThrow('No area announces demo.received, demo.released (Area.announcements)');
  });
});
