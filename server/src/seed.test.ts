import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { JOB_ROLES } from './rules/careers.js';
import { CONTACT_STATUSES } from './rules/contact.js';
import { DEMO_STATUSES } from './rules/demo.js';
import { NOTIFICATION_TYPES } from './rules/recipients.js';
import { S3FileStorage } from './object-storage.js';
import { APP_ENTITIES, createTestApp, persistentTestDatabase, signedInAdmin, type FreshDatabase, type TestApp } from './test/app.js';
import { startTestBucket } from './test/s3.js';
import { openDatabase } from './db/orm.js';
import { firstRunSeed, momentOf } from './seed.js';
import { onePagePdf } from './db/sample-pdf.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Rows of a table, counted in the database itself. */
async function count(t: TestApp, table: string): Promise<number> {
  const [row] = await t.orm.em.getConnection().execute<{ count: string }[]>(`select count(*) as count from ${table}`);
  return Number(row?.count);
}

/** What the first start of a new database leaves in it, as `npm start` runs it (SEED_DEMO_CONTENT unset). */
describe('the first start of a new database', () => {
  let database: FreshDatabase;
  let dataDir: string;
  let t: TestApp;
  let admin: { authorization: string };
  let seededAt: number;
  const get = async <T,>(url: string, headers: Record<string, string> = admin) => {
    const response = await t.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode, url).toBe(200);
    return response.json() as T;
  };

  beforeAll(async () => {
    database = await persistentTestDatabase({ empty: true });
    dataDir = await mkdtemp(path.join(tmpdir(), 'finmesh-seed-'));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
    seededAt = Date.now();
    const first = await openDatabase(database.config, { entities: APP_ENTITIES, seed: firstRunSeed(config) });
    expect(first.created).toBe(true);
    await first.orm.close(true);
    t = await createTestApp({ database: database.config, env: { DATA_DIR: dataDir } });
    admin = await signedInAdmin(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('has openings on /careers across the roles and locations; the Closed and the unpublished Draft job are not shown', async () => {
    type Jobs = { total: number; data: { title: string; role: string; location: string; status: string }[] };
    const open = await get<Jobs>('/api/jobs?limit=50', {});
    expect(open.total).toBe(7);
    expect(new Set(open.data.map((job) => job.role))).toEqual(new Set(JOB_ROLES));
    expect(new Set(open.data.map((job) => job.location))).toEqual(new Set(['Bengaluru', 'Remote (India)', 'Mumbai', 'New Delhi']));
    expect((await get<Jobs>('/api/jobs?limit=50')).total).toBe(9);
    expect((await get<Jobs>('/api/jobs?status=Closed')).data.map((job) => job.title)).toEqual(['Risk Data Analyst Intern']);
    expect((await get<Jobs>('/api/jobs?status=Draft')).data.map((job) => job.title)).toEqual(['Engineering Manager, Platform']);

    const careers = await t.app.inject({ method: 'GET', url: '/api/jobs/senior-credit-analyst' });
    expect(careers.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/jobs/engineering-manager-platform' })).statusCode).toBe(404);
  });

  it('has a dozen contact and Services messages and a dozen demo requests, in every status, from the last weeks', async () => {
    type Leads = { total: number; data: { status: string; source?: string; createdAt: string }[] };
    const messages = await get<Leads>('/api/contact/admin/contact-submissions?limit=50');
    const demos = await get<Leads>('/api/admin/demo-requests?limit=50');
    expect(messages.total).toBe(12);
    expect(demos.total).toBe(12);
    expect(new Set(messages.data.map((message) => message.status))).toEqual(new Set(CONTACT_STATUSES));
    expect(new Set(messages.data.map((message) => message.source))).toEqual(new Set(['contact', 'services']));
    expect(new Set(demos.data.map((request) => request.status))).toEqual(new Set(DEMO_STATUSES));
    for (const lead of [...messages.data, ...demos.data]) {
      const received = new Date(lead.createdAt).getTime();
      expect(received).toBeLessThanOrEqual(seededAt + 1000);
      expect(received).toBeGreaterThan(seededAt - 7 * 7 * DAY_MS);
    }
  });

  it('has applications whose resumes are real PDFs, kept in the app file storage and opened from the back office', async () => {
    type Applications = { total: number; data: { firstName: string; lastName: string; status: string; resumeUrl: string }[] };
    const applications = await get<Applications>('/api/career/applications?limit=50');
    expect(applications.total).toBe(5);
    expect(new Set(applications.data.map((application) => application.status)).size).toBeGreaterThanOrEqual(4);
    for (const { firstName, lastName, resumeUrl } of applications.data) {
      const link = new URL(resumeUrl, 'http://localhost');
      const resume = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
      expect(resume.statusCode).toBe(200);
      expect(resume.headers['content-type']).toBe('application/pdf');
      expect(resume.body.startsWith('%PDF-1.4\n')).toBe(true);
      expect(resume.body.endsWith('%%EOF\n')).toBe(true);
      expect(resume.body).toContain(`(${firstName} ${lastName})`);
      expect(resume.body).toContain('Sample resume');
    }
  });

  it('has a recipient for each kind of notification, and every address it made up is at example.com', async () => {
    type Recipients = { data: { email: string; notificationTypes: string[]; isActive: boolean }[] };
    const recipients = (await get<Recipients>('/api/email-recipients?limit=50')).data;
    expect(recipients.flatMap((recipient) => recipient.notificationTypes).sort()).toEqual(NOTIFICATION_TYPES.map((type) => type.value).sort());
    expect(recipients.every((recipient) => recipient.isActive)).toBe(true);
    const addresses = await t.orm.em.getConnection().execute<{ email: string }[]>(
      `select email from subscribers union all select email from email_recipients union all select email from contact_submissions
       union all select email from demo_requests union all select email from job_applications`,
    );
    expect(addresses.length).toBeGreaterThan(30);
    for (const { email } of addresses) expect(email).toMatch(/@example\.com$/);
  });

  it('sent no mail for any of it and counted none of it as a form submission', async () => {
    await t.settle();
    expect(await count(t, 'mail_messages')).toBe(0);
    expect(await count(t, 'form_submission_counts')).toBe(0);
    expect(await count(t, 'subscribers')).toBe(5);
  });

  it('is not seeded again when the same database starts again', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
    const again = await openDatabase(database.config, { entities: APP_ENTITIES, seed: firstRunSeed(config) });
    try {
      expect(again.created).toBe(false);
    } finally {
      await again.orm.close(true);
    }
    expect(await count(t, 'jobs')).toBe(9);
    expect(await count(t, 'contact_submissions')).toBe(12);
    expect(await count(t, 'application_files')).toBe(5);
    // A new database, every migration run on it: a hook's time, on a busy machine too.
  }, 60_000);
});

describe('SEED_DEMO_CONTENT=false', () => {
  it('starts the new database empty', async () => {
    const config = loadConfig({ NODE_ENV: 'test', SEED_DEMO_CONTENT: 'false' });
    expect(firstRunSeed(config)).toBeUndefined();
    const database = await persistentTestDatabase({ empty: true });
    const { orm, created } = await openDatabase(database.config, { entities: APP_ENTITIES, seed: firstRunSeed(config) });
    try {
      expect(created).toBe(true);
      const [row] = await orm.em.getConnection().execute<{ count: string }[]>(
        `select (select count(*) from jobs) + (select count(*) from subscribers) + (select count(*) from contact_submissions)
              + (select count(*) from demo_requests) + (select count(*) from job_applications) + (select count(*) from email_recipients) as count`,
      );
      expect(Number(row?.count)).toBe(0);
    } finally {
      await orm.close(true);
      await database.drop();
    }
    // A new database, every migration run on it: a hook's time, on a busy machine too.
  }, 60_000);
});

describe('with S3_BUCKET', () => {
  it('keeps the sample resumes in the bucket, where every server finds them', async () => {
    const bucket = await startTestBucket('finmesh-seed');
    const database = await persistentTestDatabase({ empty: true });
    try {
      const config = loadConfig({ NODE_ENV: 'test', ...bucket.env });
      const { orm } = await openDatabase(database.config, { entities: APP_ENTITIES, seed: firstRunSeed(config) });
      await orm.close(true);
      const stored = await new S3FileStorage(bucket.config).list('resumes');
      expect(stored).toHaveLength(5);
      expect(stored.every((file) => file.key.endsWith('.pdf'))).toBe(true);
    } finally {
      await database.drop();
      await bucket.close();
    }
    // A new database, every migration run on it: a hook's time, on a busy machine too.
  }, 60_000);
});

describe('the sample times', () => {
  // 2026-11-26 07:00 in India (01:30 UTC).
  const now = new Date('2026-11-26T01:30:00Z');
  it('fall on the day asked, at the hour asked in India', () => {
    expect(momentOf({ days: 3, hour: 10 }, now).toISOString()).toBe('2026-11-23T04:30:00.000Z');
    expect(momentOf({ days: -2, hour: 16 }, now, { past: false }).toISOString()).toBe('2026-11-28T10:30:00.000Z');
  });
  it('never put what already happened later than now', () => {
    expect(momentOf({ days: 0, hour: 9 }, now).toISOString()).toBe('2026-11-25T03:30:00.000Z');
  });
});

describe('the sample resume PDF', () => {
  it('has a cross-reference table whose every offset points at its object', () => {
    const pdf = onePagePdf([{ text: 'Ananya Rao (sample)', style: 'title' }, { text: 'Credit analyst \\ lender' }]).toString('latin1');
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)?.[1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    const entries = [...pdf.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(entries).toHaveLength(6);
    entries.forEach((offset, index) => expect(pdf.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`));
    expect(pdf).toContain('(Ananya Rao \\(sample\\)) Tj');
    expect(pdf).toContain('(Credit analyst \\\\ lender) Tj');
    const length = Number(/\/Length (\d+) >>\nstream\n/.exec(pdf)?.[1]);
    const stream = pdf.slice(pdf.indexOf('stream\n') + 7, pdf.indexOf('\nendstream'));
    expect(stream.length).toBe(length);
  });
});
