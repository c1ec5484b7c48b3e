import { describe, expect, it } from 'vitest';
import { executeBound } from '../../db/bound-sql.js';
import { EventEntity } from '../../db/events.entity.js';
import { AREAS } from '../index.js';
import { createServices, createSharedState, fileStorageOf } from '../../services.js';
import { SpamPurge } from '../../spam-purge.js';
import { applyByRest, postActiveJob } from '../../test/applications.js';
import { clearAuditTrail, useTestApp, useTwoServers } from '../../test/fixture.js';
import { PDF } from '../../test/files.js';
import { VALID_APPLICATION, VALID_CONTACT, VALID_DEMO } from '../../test/payloads.js';
import type { TestApp } from '../../test/app.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A contact message, a demo request and an application with a resume, through the public forms; their ids. */
async function oneOfEach(app: TestApp['app'], admin: { authorization: string }) {
  const contact = await app.inject({ method: 'POST', url: '/api/contact', payload: VALID_CONTACT });
  expect(contact.statusCode, contact.body).toBe(201);
  const demo = await app.inject({ method: 'POST', url: '/api/demo-requests', payload: { ...VALID_DEMO, meetingDate: new Date(Date.now() + 7 * DAY_MS).toISOString() } });
  expect(demo.statusCode, demo.body).toBe(201);
  const application = await applyByRest(app, await postActiveJob(app, admin), [{ filename: 'cv.pdf', content: PDF }]);
  expect(application.statusCode, application.body).toBe(201);
}

/** Sets the last change of every row of `table` to `daysAgo` days before `now`. */
const changedDaysAgo = (t: { orm: TestApp['orm'] }, table: string, daysAgo: number, now: Date) =>
  executeBound(t.orm.em.fork(), `update "${table}" set "updated_at" = $1`, [new Date(now.getTime() - daysAgo * DAY_MS)]);

const purgedEvents = async (t: { orm: TestApp['orm'] }) =>
  (await t.orm.em.fork().find(EventEntity, { type: 'retention.purged' })).map((event) => ({ by: event.principalKind, subjectType: event.subjectType, data: event.data }));

const countOf = async (t: { orm: TestApp['orm'] }, table: string) => (await executeBound<{ count: number }>(t.orm.em.fork(), `select count(*)::int as "count" from "${table}"`, []))[0]?.count;

describe('retention (APPLICATION_RETENTION_DAYS, LEAD_RETENTION_DAYS)', () => {
  const t = useTestApp({ admin: true });
  const storedResumes = () => fileStorageOf(t.config).list('resumes');
  const purged = () => purgedEvents(t);

  it('keeps an application one day before APPLICATION_RETENTION_DAYS (365) and leads one day before LEAD_RETENTION_DAYS (730) after their last change', async () => {
    expect(t.config.retention).toEqual({ applicationDays: 365, leadDays: 730, unsubscribedDays: 90, outboxDays: 90, webhookDeliveryDays: 90 });
    await oneOfEach(t.app, t.admin);
    const now = new Date();
    await changedDaysAgo(t, 'job_applications', 364, now);
    await changedDaysAgo(t, 'contact_submissions', 729, now);
    await changedDaysAgo(t, 'demo_requests', 729, now);
    await clearAuditTrail(t.orm.em.fork());

    await new SpamPurge(t.dependencies, AREAS, t.app.log).run(now);

    expect([await countOf(t, 'job_applications'), await countOf(t, 'application_files'), await countOf(t, 'contact_submissions'), await countOf(t, 'demo_requests')]).toEqual([1, 1, 1, 1]);
    expect(await storedResumes()).toHaveLength(1);
    expect(await purged()).toEqual([]);
  });

  it('deletes them, the resume files too, one day after, and records how many in the audit trail', async () => {
    await oneOfEach(t.app, t.admin);
    const now = new Date();
    await changedDaysAgo(t, 'job_applications', 366, now);
    await changedDaysAgo(t, 'contact_submissions', 731, now);
    await changedDaysAgo(t, 'demo_requests', 731, now);
    await clearAuditTrail(t.orm.em.fork());

    await new SpamPurge(t.dependencies, AREAS, t.app.log).run(now);

    expect([await countOf(t, 'job_applications'), await countOf(t, 'application_files'), await countOf(t, 'contact_submissions'), await countOf(t, 'demo_requests')]).toEqual([0, 0, 0, 0]);
    expect(await storedResumes()).toEqual([]);
    expect(await purged()).toEqual([
      {
        by: 'system',
        subjectType: 'Retention',
        data: {
          applications: 1,
          files: 1,
          contactSubmissions: 1,
          demoRequests: 1,
          subscribers: 0,
          eventBookings: 0,
          copies: { emails: 0, 'webhook-deliveries': 0 },
          applicationDays: 365,
          leadDays: 730,
          unsubscribedDays: 90,
          outboxDays: 90,
          webhookDeliveryDays: 90,
          at: now.toISOString(),
        },
      },
    ]);
  });

  it('deletes an application past its limit while a lead of the same age is still kept (each kind by its own limit)', async () => {
    await oneOfEach(t.app, t.admin);
    const now = new Date();
    for (const table of ['job_applications', 'contact_submissions', 'demo_requests']) await changedDaysAgo(t, table, 400, now);
    await new SpamPurge(t.dependencies, AREAS, t.app.log).run(now);
    expect([await countOf(t, 'job_applications'), await countOf(t, 'contact_submissions'), await countOf(t, 'demo_requests')]).toEqual([0, 1, 1]);
  });

  it('counts a lead’s time from its last reply too: a lead answered today is kept', async () => {
    await oneOfEach(t.app, t.admin);
    const now = new Date();
    await changedDaysAgo(t, 'contact_submissions', 731, now);
    const [lead] = await executeBound<{ id: string }>(t.orm.em.fork(), `select "id" from "contact_submissions"`, []);
    const replied = await t.app.inject({ method: 'POST', url: `/api/contact/admin/contact-submissions/${lead?.id}/reply`, headers: t.admin, payload: { message: 'Thank you, we will call you tomorrow.' } });
    expect(replied.statusCode, replied.body).toBe(200);
    await new SpamPurge(t.dependencies, AREAS, t.app.log).run(now);
    expect(await countOf(t, 'contact_submissions')).toBe(1);
  });

  it('works through more than one batch (500 rows a transaction)', async () => {
    const now = new Date();
    const old = new Date(now.getTime() - 800 * DAY_MS);
    await executeBound(
      t.orm.em.fork(),
      `insert into "demo_requests" ("id", "first_name", "last_name", "email", "meeting_date", "message", "status", "spam", "created_at", "updated_at")
       select gen_random_uuid(), 'Old', 'Lead', 'old' || n || '@example.com', $1, 'Hello there', 'pending', false, $1, $1 from generate_series(1, 1201) as n`,
      [old],
    );
    const services = createServices(t.orm.em.fork(), t.dependencies, createSharedState(t.dependencies), AREAS);
    expect(await services.retention.purge(now)).toEqual({ applications: 0, files: 0, contactSubmissions: 0, demoRequests: 1201, subscribers: 0, eventBookings: 0, copies: { emails: 0, 'webhook-deliveries': 0 } });
    expect(await countOf(t, 'demo_requests')).toBe(0);
  });

  it('records what went before a batch that failed: the trail never misses a deletion', async () => {
    const now = new Date();
    await executeBound(
      t.orm.em.fork(),
      `insert into "demo_requests" ("id", "first_name", "last_name", "email", "meeting_date", "message", "status", "spam", "created_at", "updated_at")
       select gen_random_uuid(), 'Old', 'Lead', 'old' || n || '@example.com', $1, 'Hello there', 'pending', false, $1, $1::timestamptz + n * interval '1 second' from generate_series(1, 1201) as n`,
      [new Date(now.getTime() - 800 * DAY_MS)],
    );
    await clearAuditTrail(t.orm.em.fork());
    // The newest row (the third batch's) cannot be deleted.
    const em = t.orm.em.fork();
    await executeBound(em, `create function "refuse_delete"() returns trigger language plpgsql as $$ begin raise exception 'the disk is full'; end $$`, []);
    await executeBound(em, `create trigger "refuse_delete" before delete on "demo_requests" for each row when (old."email" = 'old1201@example.com') execute function "refuse_delete"()`, []);
    try {
      const services = createServices(t.orm.em.fork(), t.dependencies, createSharedState(t.dependencies), AREAS);
      await expect(services.retention.purge(now)).rejects.toThrow('the disk is full');
    } finally {
      await executeBound(em, `drop trigger "refuse_delete" on "demo_requests"`, []);
      await executeBound(em, `drop function "refuse_delete"()`, []);
    }
    expect(await countOf(t, 'demo_requests')).toBe(201);
    expect(await purged()).toEqual([{ by: 'system', subjectType: 'Retention', data: expect.objectContaining({ applications: 0, contactSubmissions: 0, demoRequests: 1000 }) }]);
  });

  it('leaves a resume whose removal failed to the hourly sweep of files no application owns', async () => {
    await oneOfEach(t.app, t.admin);
    const now = new Date();
    await changedDaysAgo(t, 'job_applications', 366, now);
    const shared = createSharedState(t.dependencies);
    shared.storage.remove = () => Promise.reject(new Error('The bucket is unreachable'));
    const services = createServices(t.orm.em.fork(), t.dependencies, shared, AREAS);
    expect(await services.retention.purge(now)).toMatchObject({ applications: 1, files: 1 });
    expect(await storedResumes()).toHaveLength(1);

    // The next hourly run, past the sweep's grace (ORPHAN_FILE_GRACE_SECONDS), finds the file no application owns.
    await new SpamPurge(t.dependencies, AREAS, t.app.log).run(new Date(Date.now() + (t.config.forms.orphanFileGraceSeconds + 60) * 1000));
    expect(await storedResumes()).toEqual([]);
  });
});

/** Moves every row of `table` (matching `where`) `days` back in time: when it was made, last changed, unsubscribed. */
const agedBy = (t: { orm: TestApp['orm'] }, table: string, columns: readonly string[], days: number, where = 'true') =>
  executeBound(t.orm.em.fork(), `update "${table}" set ${columns.map((column) => `"${column}" = "${column}" - $1::interval`).join(', ')} where ${where}`, [`${days} days`]);

const STAFF = { name: 'Sam Staff', email: 'sam@finmesh.test', notificationTypes: ['career' as const, 'system_alerts' as const] };

describe('the copies of a record (its emails and webhook deliveries)', () => {
  const t = useTestApp({ admin: true, env: { WEBHOOK_ALLOW_PRIVATE: 'true' }, recipients: [STAFF] });
  const outbox = () => executeBound<{ to_address: string; kind: string; said: string }>(t.orm.em.fork(), `select "to_address", "kind", "content"::text as "said" from "mail_messages" order by "created_at", "id"`, []);
  const deliveries = () => executeBound<{ event_type: string; payload: string }>(t.orm.em.fork(), `select "event_type", "payload" from "webhook_deliveries" order by "created_at", "id"`, []);

  it('go with the record: the emails to and about it deleted, its deliveries blanked; a newer record of the same person keeps its own', async () => {
    const hook = await t.app.inject({ method: 'POST', url: '/api/admin/webhooks', headers: t.admin, payload: { url: 'http://127.0.0.1:9/hook', eventTypes: ['contact.received', 'application.received'] } });
    expect(hook.statusCode, hook.body).toBe(201);
    await oneOfEach(t.app, t.admin);
    await t.settle();
    // Two years ago: the lead, the application, and what was sent about them then.
    for (const table of ['contact_submissions', 'demo_requests']) await agedBy(t, table, ['created_at', 'updated_at'], 731);
    await agedBy(t, 'job_applications', ['applied_at', 'updated_at'], 731);
    await agedBy(t, 'mail_messages', ['created_at'], 731);
    const old = await outbox();
    expect(old.map((message) => message.to_address).sort()).toEqual([STAFF.email, STAFF.email, STAFF.email, VALID_APPLICATION.email, VALID_CONTACT.email, VALID_DEMO.email].sort());
    expect(old.some((message) => message.said.includes(VALID_APPLICATION.coverNote))).toBe(true);
    // The same person writes again today.
    expect((await t.app.inject({ method: 'POST', url: '/api/contact', payload: { ...VALID_CONTACT, message: 'Writing again, two years on.' } })).statusCode).toBe(201);
    await t.settle();

    const now = new Date();
    await new SpamPurge(t.dependencies, AREAS, t.app.log).run(now);

    expect([await countOf(t, 'contact_submissions'), await countOf(t, 'job_applications'), await countOf(t, 'demo_requests')]).toEqual([1, 0, 0]);
    const left = await outbox();
    expect(left.map((message) => message.to_address).sort()).toEqual([STAFF.email, VALID_CONTACT.email].sort());
    for (const message of left) expect(message.said).not.toContain(VALID_APPLICATION.email);
    expect(left.find((message) => message.to_address === STAFF.email)?.said).toContain('Writing again, two years on.');
    // The deliveries (kept here beyond the record, as a longer WEBHOOK_DELIVERY_RETENTION_DAYS would): the log of what each endpoint was sent stays, without the old records; the new lead's is whole.
    const sent = await deliveries();
    expect(sent.map((delivery) => delivery.event_type)).toEqual(['contact.received', 'application.received', 'contact.received']);
    expect(sent.slice(0, 2).map((delivery) => JSON.parse(delivery.payload) as { data: object })).toEqual([
      { type: 'contact.received', timestamp: expect.any(String), data: { _id: expect.any(String), erased: true } },
      { type: 'application.received', timestamp: expect.any(String), data: { _id: expect.any(String), erased: true } },
    ]);
    expect(sent[2]?.payload).toContain('Writing again, two years on.');
    const [event] = await t.orm.em.fork().find(EventEntity, { type: 'retention.purged' });
    expect(event?.data).toMatchObject({ contactSubmissions: 1, applications: 1, demoRequests: 1, copies: { emails: 6, 'webhook-deliveries': 2 } });
  });

  it('go on their own once past OUTBOX_RETENTION_DAYS and WEBHOOK_DELIVERY_RETENTION_DAYS (90), whatever they are about, but never one still to go', async () => {
    const hook = await t.app.inject({ method: 'POST', url: '/api/admin/webhooks', headers: t.admin, payload: { url: 'http://127.0.0.1:9/hook', eventTypes: ['contact.received'] } });
    const endpointId = hook.json<{ data: { _id: string } }>().data._id;
    const em = t.orm.em.fork();
    await executeBound(
      em,
      `insert into "mail_messages" ("id", "kind", "to_address", "subject", "content", "status", "attempts", "next_attempt_at", "created_at", "updated_at")
       select gen_random_uuid(), 'note', u."status" || '.' || u."days" || '@example.com', 'A note', '{"subject":"A note","paragraphs":[]}'::jsonb, u."status", 0, now(), now() - u."days" * interval '1 day', now()
         from unnest(array['sent', 'failed', 'pending', 'sending', 'sent'], array[91, 91, 91, 91, 89]) as u("status", "days")`,
      [],
    );
    await executeBound(
      em,
      `insert into "webhook_deliveries" ("id", "endpoint_id", "event_id", "event_type", "webhook_id", "payload", "status", "attempts", "next_attempt_at", "created_at")
       select gen_random_uuid(), $1, gen_random_uuid(), 'contact.received', 'msg_' || u."status" || u."days", '{}', u."status", 1, now(), now() - u."days" * interval '1 day'
         from unnest(array['delivered', 'failed', 'retrying', 'pending', 'delivered'], array[91, 91, 91, 91, 89]) as u("status", "days")`,
      [endpointId],
    );
    const services = createServices(t.orm.em.fork(), t.dependencies, createSharedState(t.dependencies), AREAS);
    expect(await services.retention.purge(new Date())).toEqual({ applications: 0, files: 0, contactSubmissions: 0, demoRequests: 0, subscribers: 0, eventBookings: 0, copies: { emails: 2, 'webhook-deliveries': 2 } });
    expect((await executeBound<{ to_address: string }>(em, `select "to_address" from "mail_messages" order by "to_address"`, [])).map((row) => row.to_address)).toEqual([
      'pending.91@example.com',
      'sending.91@example.com',
      'sent.89@example.com',
    ]);
    expect((await executeBound<{ webhook_id: string }>(em, `select "webhook_id" from "webhook_deliveries" order by "webhook_id"`, [])).map((row) => row.webhook_id)).toEqual([
      'msg_delivered89',
      'msg_pending91',
      'msg_retrying91',
    ]);
  });
});

describe('unsubscribed sign-ups (NEWSLETTER_UNSUBSCRIBED_RETENTION_DAYS)', () => {
  const t = useTestApp({ admin: true, env: { NEWSLETTER_UNSUBSCRIBED_RETENTION_DAYS: '30', OUTBOX_RETENTION_DAYS: '400' } });

  it('are deleted that long after they unsubscribed, with their emails; active, pending and held sign-ups are kept', async () => {
    expect(t.config.retention).toMatchObject({ unsubscribedDays: 30, outboxDays: 400 });
    for (const email of ['gone@example.com', 'recent@example.com', 'active@example.com']) {
      expect((await t.app.inject({ method: 'POST', url: '/api/subscriptions/subscribe', payload: { email } })).statusCode).toBeLessThan(300);
    }
    await t.settle();
    for (const email of ['gone@example.com', 'recent@example.com']) {
      expect((await t.app.inject({ method: 'POST', url: '/api/subscriptions/unsubscribe', headers: t.admin, payload: { email } })).statusCode).toBe(200);
    }
    await executeBound(
      t.orm.em.fork(),
      `insert into "subscribers" ("id", "email", "subscribed_at", "is_active", "status", "spam", "created_at", "updated_at") values
         (gen_random_uuid(), 'pending@example.com', now() - interval '400 days', false, 'pending', false, now() - interval '400 days', now() - interval '400 days'),
         (gen_random_uuid(), 'held@example.com', now() - interval '20 days', false, 'inactive', true, now() - interval '20 days', now() - interval '20 days')`,
      [],
    );
    await agedBy(t, 'subscribers', ['unsubscribed_at', 'created_at', 'updated_at', 'subscribed_at'], 31, `"email" = 'gone@example.com'`);
    await agedBy(t, 'subscribers', ['unsubscribed_at'], 29, `"email" = 'recent@example.com'`);
    await agedBy(t, 'mail_messages', ['created_at'], 31, `"to_address" = 'gone@example.com'`);
    await clearAuditTrail(t.orm.em.fork());

    await new SpamPurge(t.dependencies, AREAS, t.app.log).run(new Date());

    const kept = await executeBound<{ email: string }>(t.orm.em.fork(), `select "email" from "subscribers" order by "email"`, []);
    expect(kept.map((row) => row.email)).toEqual(['active@example.com', 'held@example.com', 'pending@example.com', 'recent@example.com']);
    const mail = await executeBound<{ to_address: string }>(t.orm.em.fork(), `select distinct "to_address" from "mail_messages" order by "to_address"`, []);
    expect(mail.map((row) => row.to_address)).toEqual(['active@example.com', 'recent@example.com']);
    expect(await purgedEvents(t)).toEqual([expect.objectContaining({ data: expect.objectContaining({ subscribers: 1, eventBookings: 0, copies: { emails: 1, 'webhook-deliveries': 0 }, unsubscribedDays: 30 }) })]);
  });
});

describe.runIf(process.env.DATABASE_URL)('retention on two servers', () => {
  const servers = useTwoServers();

  it('is done by one server at a time: another finds the lock taken and deletes nothing', async () => {
    const { first, second } = servers;
    const now = new Date();
    await executeBound(
      first.orm.em.fork(),
      `insert into "demo_requests" ("id", "first_name", "last_name", "email", "meeting_date", "message", "status", "spam", "created_at", "updated_at")
       values (gen_random_uuid(), 'Old', 'Lead', 'old@example.com', $1, 'Hello there', 'pending', false, $1, $1)`,
      [new Date(now.getTime() - 800 * DAY_MS)],
    );
    const secondServices = createServices(second.orm.em.fork(), second.dependencies, createSharedState(second.dependencies), AREAS);
    await first.orm.em.fork().transactional(async (tx) => {
      // As the first server's batch holds it.
      await executeBound(tx, 'select pg_advisory_xact_lock(7402311927)', []);
      expect(await secondServices.retention.purge(now)).toBeNull();
    });
    expect(await countOf(first, 'demo_requests')).toBe(1);
    expect(await secondServices.retention.purge(now)).toMatchObject({ demoRequests: 1 });
    expect(await countOf(first, 'demo_requests')).toBe(0);
  });
});
