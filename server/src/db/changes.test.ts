import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInAdmin, type TestApp } from '../test/app.js';
import { useTwoServers } from '../test/fixture.js';
import { LocalEvents, type RecordedEvent } from '../domain/events.js';
import { SYSTEM_ACTOR } from '../domain/principal.js';
import { CHANGE_TOPICS, ChangeFeed } from './changes.js';

/** Heard changes of jobs, counted. */
function countChanges(feed: ChangeFeed) {
  const heard = { count: 0 };
  feed.on('jobs', () => {
    heard.count += 1;
  });
  return heard;
}

const JOB = { title: 'Credit Analyst', status: 'Active', description: ['Assess SME borrowers.'] };

describe('the change feed follows the app\'s committed events', () => {
  const event = (type: RecordedEvent['type']): RecordedEvent => ({ id: 'e', type, subject: { type: 'Job', id: null }, actor: SYSTEM_ACTOR });

  it('acts on a job event at once, and not on events of other topics', () => {
    // No database needed: following is in-process.
    const feed = new ChangeFeed(null as never, { driver: 'pglite', dataDir: null });
    const heard = countChanges(feed);
    const events = new LocalEvents();
    feed.follow(events);
    events.heard([event('contact.received')]);
    expect(heard.count).toBe(0);
    events.heard([event('job.updated'), event('job.created')]);
    expect(heard.count).toBe(1);
  });
});

describe('the change feed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('has, on every table of every topic, a trigger that notifies the topic of each kind of change', async () => {
    // pg_trigger's `tgtype` bits: INSERT 4, DELETE 8, UPDATE 16, TRUNCATE 32; `tgargs` holds the arguments, each ended by a zero byte.
    const triggers = await t.orm.em.getConnection().execute<{ table: string; args: string; every_change: boolean }[]>(
      `select c.relname as "table", encode(t.tgargs, 'escape') as args, (t.tgtype::int & 60) = 60 as every_change
         from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
        where p.proname = 'finmesh_notify_change' and not t.tgisinternal`,
    );
    const notifying = triggers.filter((trigger) => trigger.every_change).map((trigger) => `${trigger.table} -> ${trigger.args.split('\\000')[0]}`);
    const expected = Object.entries(CHANGE_TOPICS).flatMap(([topic, { tables }]) => tables.map((table) => `${table} -> ${topic}`));
    expect(expected.length).toBeGreaterThan(0);
    for (const pair of expected) expect(notifying, `a trigger on ${pair}`).toContain(pair);
  });

  it('hears a change made behind the app\'s back, as by an operator in psql', async () => {
    const heard = countChanges(t.changes);
    await t.orm.em.getConnection().execute(`update jobs set title = title`);
    await t.changes.settled();
    expect(heard.count).toBeGreaterThanOrEqual(1);
  });

  it('keeps what it remembers until the data changes, then reads it afresh', async () => {
    let loads = 0;
    const titles = () =>
      t.changes.remember('job titles', 'jobs', async (em) => {
        loads += 1;
        return (await em.getConnection().execute<{ title: string }[]>('select title from jobs order by title')).map((row) => row.title);
      });
    expect(await titles()).toEqual([]);
    expect(await titles()).toEqual([]);
    expect(loads).toBe(1);

    const admin = await signedInAdmin(t.app);
    expect((await t.app.inject({ method: 'POST', url: '/api/jobs', headers: admin, payload: JOB })).statusCode).toBe(201);
    expect(await titles()).toEqual(['Credit Analyst']);
    expect(loads).toBe(2);
  });

  it('keeps nothing while it cannot hear', async () => {
    const deaf = new ChangeFeed(t.orm, t.config.database);
    let loads = 0;
    const load = () => deaf.remember('anything', 'jobs', async () => (loads += 1));
    await load();
    await load();
    expect(loads).toBe(2);
  });
});

// Two servers need a database two processes can share: PostgreSQL (the PGlite default is one process's).
describe.runIf(process.env.DATABASE_URL)('two servers on one database', () => {
  const servers = useTwoServers();

  it('renews what the other keeps when a job is saved through one, within a second', async () => {
    const openJobs = () =>
      servers.second.changes.remember('open jobs', 'jobs', async (em) => (await em.getConnection().execute<{ count: number }[]>(`select count(*)::int as count from jobs where status = 'Active'`))[0]?.count);
    const heard = countChanges(servers.second.changes);
    expect(await openJobs()).toBe(0);

    const admin = await signedInAdmin(servers.first.app);
    const saved = performance.now();
    expect((await servers.first.app.inject({ method: 'POST', url: '/api/jobs', headers: admin, payload: JOB })).statusCode).toBe(201);
    while (heard.count === 0 && performance.now() - saved < 1000) await new Promise((resolve) => setImmediate(resolve));
    expect(heard.count).toBeGreaterThanOrEqual(1);
    expect(await openJobs()).toBe(1);
  });
});
