import { describe, expect, it } from 'vitest';
import { executeBound } from '../../db/bound-sql.js';
import { EventEntity } from '../../db/events.entity.js';
import { AREAS } from '../index.js';
import { createServices, createSharedState, fileStorageOf } from '../../services.js';
import { SpamPurge } from '../../spam-purge.js';
import { applyByRest, postActiveJob } from '../../test/applications.js';
import { clearAuditTrail, useTestApp, useTwoServers } from '../../test/fixture.js';
import { PDF } from '../../test/files.js';
import { VALID_CONTACT, VALID_DEMO } from '../../test/payloads.js';
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

const countOf = async (t: { orm: TestApp['orm'] }, table: string) => (await executeBound<{ count: number }>(t.orm.em.fork(), `select count(*)::int as "count" from "${table}"`, []))[0]?.count;

describe('retention (APPLICATION_RETENTION_DAYS, LEAD_RETENTION_DAYS)', () => {
  const t = useTestApp({ admin: true });
  const storedResumes = () => fileStorageOf(t.config).list('resumes');
  const purged = async () => (await t.orm.em.fork().find(EventEntity, { type: 'retention.purged' })).map((event) => ({ by: event.principalKind, subjectType: event.subjectType, data: event.data }));

  it('keeps an application one day before APPLICATION_RETENTION_DAYS (365) and leads one day before LEAD_RETENTION_DAYS (730) after their last change', async () => {
    expect(t.config.retention).toEqual({ applicationDays: 365, leadDays: 730 });
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
      { by: 'system', subjectType: 'Retention', data: { applications: 1, files: 1, contactSubmissions: 1, demoRequests: 1, applicationDays: 365, leadDays: 730, at: now.toISOString() } },
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
    expect(await services.retention.purge(now)).toEqual({ applications: 0, files: 0, contactSubmissions: 0, demoRequests: 1201 });
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
