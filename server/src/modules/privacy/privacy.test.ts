import yauzl from 'yauzl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { executeBound } from '../../db/bound-sql.js';
import { EventEntity } from '../../db/events.entity.js';
import { suppressionHashOf, isSuppressed, suppress } from '../../domain/suppression.js';
import { AREAS } from '../index.js';
import { createServices, createSharedState, fileStorageOf } from '../../services.js';
import { LocalFileStorage } from '../../storage.js';
import { ACCESS_MESSAGES } from '../../rules/access.js';
import { PRIVACY_MESSAGES } from '../../rules/privacy.js';
import { deriveKey } from '../../secrets.js';
import { TEST_JWT_SECRET, graphql } from '../../test/app.js';
import { applyByRest, postActiveJob } from '../../test/applications.js';
import { EVENT_INPUT } from '../../test/events.js';
import { clearAuditTrail, useTestApp } from '../../test/fixture.js';
import { PDF, TXT } from '../../test/files.js';
import { VALID_CONTACT, VALID_DEMO } from '../../test/payloads.js';

afterEach(() => {
  vi.restoreAllMocks();
});

const t = useTestApp({ admin: true, env: { FORM_MIN_FILL_SECONDS: '0' } });

const STRONG = 'Str0ng!pass-phrase';
/** The person, as they typed it once (case, spaces); stored normalised. */
const PERSON = 'priya.nair@example.com';
const TYPED = '  Priya.Nair@EXAMPLE.com ';
/** Someone else, whose data must be neither exported nor erased. */
const OTHER = 'other.person@example.com';
const SUPPRESSION_KEY = deriveKey(TEST_JWT_SECRET, 'suppression');

const AREA_FILES = ['contact-submissions', 'demo-requests', 'applications', 'subscribers', 'event-bookings', 'email-recipients', 'emails', 'webhook-deliveries'] as const;

async function post(url: string, payload: unknown, headers: Record<string, string> = t.admin) {
  return t.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });
}

/** One of everything a visitor leaves with an address: a contact message, a demo request, an application with a resume, a subscription, a seat booking. */
async function seed(email: string, resume: { filename: string; content: Buffer }, jobId: string, eventSlug: string) {
  expect((await post(`/api/events/${eventSlug}/bookings`, { firstName: 'Lena', lastName: 'Fischer', email, seats: 1 }, {})).statusCode).toBe(201);
  expect((await post('/api/contact', { ...VALID_CONTACT, email }, {})).statusCode).toBe(201);
  expect((await post('/api/demo-requests', { ...VALID_DEMO, email }, {})).statusCode).toBe(201);
  const applied = await applyByRest(t.app, jobId, [resume], { email });
  expect(applied.statusCode, applied.body).toBe(201);
  expect((await post('/api/subscriptions/subscribe', { email }, {})).statusCode).toBeLessThan(300);
}

async function seedBoth() {
  // An integration is told of each lead: the deliveries' bodies hold the lead's record.
  expect((await post('/api/admin/webhooks', { url: 'https://hooks.example.com/finmesh', eventTypes: ['contact.received', 'demo.received'] })).statusCode).toBe(201);
  const jobId = await postActiveJob(t.app, t.admin);
  const event = (await post('/api/admin/events', EVENT_INPUT)).json<{ data: { _id: string; slug: string; version: number } }>().data;
  expect((await post(`/api/admin/events/${event._id}/publish`, { version: event.version })).statusCode).toBe(200);
  await seed(PERSON, { filename: 'cv.pdf', content: PDF }, jobId, event.slug);
  await seed(OTHER, { filename: 'cv.txt', content: TXT }, jobId, event.slug);
  await t.settle();
  // Staff too (after the notices above went out, so neither is sent the other's message).
  for (const email of [PERSON, OTHER]) expect((await post('/email-recipients', { name: 'Staff Member', email, notificationTypes: ['career'] })).statusCode).toBe(201);
}

/** Every entry of a ZIP, by name. */
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

/** Where the address is, as text, in any row of any table of the app. */
async function tablesHolding(address: string): Promise<string[]> {
  const em = t.orm.em.fork();
  const tables = await executeBound<{ table_name: string }>(em, `select "table_name" from information_schema.tables where "table_schema" = current_schema() and "table_type" = 'BASE TABLE'`, []);
  const found: string[] = [];
  for (const { table_name: table } of tables) {
    const [row] = await executeBound<{ count: number }>(em, `select count(*)::int as "count" from "${table}" as "row" where lower("row"::text) like $1`, [`%${address}%`]);
    if ((row?.count ?? 0) > 0) found.push(table);
  }
  return found;
}

async function exportZip(email: string): Promise<Map<string, Buffer>> {
  const asked = await post('/api/admin/privacy/export', { email });
  expect(asked.statusCode, asked.body).toBe(201);
  const { url } = asked.json<{ data: { url: string } }>().data;
  expect(url).toMatch(/^\/privacy-exports\/[\w-]+\.[\w-]+\.[\w-]+\.zip$/);
  expect(url.toLowerCase()).not.toContain('priya');
  const file = await t.app.inject({ method: 'GET', url });
  expect(file.statusCode, file.body).toBe(200);
  expect(file.headers['content-type']).toBe('application/zip');
  expect(file.headers['content-disposition']).toBe(`attachment; filename="personal-data-${new Date().toISOString().slice(0, 10)}.zip"`);
  return unzip(file.rawPayload);
}

describe('the suppression list', () => {
  it('keeps a keyed hash of the normalised address, once, and knows every spelling of it', async () => {
    const em = t.orm.em.fork();
    expect(await isSuppressed(em, SUPPRESSION_KEY, PERSON)).toBe(false);
    await suppress(em, SUPPRESSION_KEY, TYPED);
    await suppress(em, SUPPRESSION_KEY, PERSON);
    expect(await isSuppressed(em, SUPPRESSION_KEY, PERSON)).toBe(true);
    expect(await isSuppressed(em, SUPPRESSION_KEY, OTHER)).toBe(false);
    const rows = await executeBound<{ hash: string }>(em, `select "hash" from "suppressed_addresses"`, []);
    expect(rows).toEqual([{ hash: suppressionHashOf(SUPPRESSION_KEY, PERSON) }]);
    expect(suppressionHashOf(SUPPRESSION_KEY, TYPED)).toBe(suppressionHashOf(SUPPRESSION_KEY, PERSON));
    expect(suppressionHashOf(deriveKey('another secret of enough length 123456', 'suppression'), PERSON)).not.toBe(suppressionHashOf(SUPPRESSION_KEY, PERSON));
  });
});

describe('POST /api/admin/privacy/lookup', () => {
  it('counts what each area holds about the address, however it is typed', async () => {
    await seedBoth();
    const response = await post('/api/admin/privacy/lookup', { email: TYPED });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json<{ data: { email: string; total: number; suppressed: boolean; areas: { name: string; count: number }[] } }>();
    expect(data.email).toBe(PERSON);
    expect(data.suppressed).toBe(false);
    const counts = Object.fromEntries(data.areas.map((area) => [area.name, area.count]));
    for (const area of AREA_FILES) expect(counts[area], area).toBeGreaterThan(0);
    expect(counts['contact-submissions']).toBe(1);
    expect(counts['applications']).toBe(1);
    expect(data.total).toBe(data.areas.reduce((sum, area) => sum + area.count, 0));
  });

  it.each([
    [{}, PRIVACY_MESSAGES.emailRequired],
    [{ email: 'not an address' }, PRIVACY_MESSAGES.emailInvalid],
  ])('refuses %j, naming the field', async (payload, message) => {
    const response = await post('/api/admin/privacy/lookup', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: { path: string; msg: string }[] }>().errors[0]).toMatchObject({ path: 'email', msg: message });
  });
});

describe('a person’s export', () => {
  it('holds every record of every area that keeps the address, their files and events, and nothing of anyone else', async () => {
    await seedBoth();
    const entries = await exportZip(TYPED);
    expect([...entries.keys()].filter((name) => !name.startsWith('files/')).sort()).toEqual([...AREA_FILES.map((area) => `${area}.json`), 'README.txt', 'events.json'].sort());
    for (const area of AREA_FILES) {
      const records = JSON.parse(entries.get(`${area}.json`)?.toString('utf8') ?? 'null') as Record<string, unknown>[];
      expect(records.length, area).toBeGreaterThan(0);
      for (const record of records) expect(JSON.stringify(record).toLowerCase(), area).toContain(PERSON);
    }
    const [application] = JSON.parse(entries.get('applications.json')?.toString('utf8') ?? '[]') as { files: { name: string; path: string }[] }[];
    const resumePath = application?.files[0]?.path ?? '';
    expect(resumePath).toMatch(/^uploads\/resumes\//);
    // Named as it was uploaded, and the README says which record's file it is.
    expect([...entries.keys()].filter((name) => name.startsWith('files/'))).toEqual(['files/cv.pdf']);
    expect(entries.get('files/cv.pdf')).toEqual(PDF);
    expect(entries.get('README.txt')?.toString('utf8')).toContain(`  - files/cv.pdf: the file whose "path" is ${resumePath} in applications.json`);
    const events = JSON.parse(entries.get('events.json')?.toString('utf8') ?? '[]') as { type: string }[];
    expect(events.map((event) => event.type)).toEqual(expect.arrayContaining(['contact.received', 'demo.received', 'application.received', 'recipient.created']));
    const readme = entries.get('README.txt')?.toString('utf8') ?? '';
    expect(readme).toContain(`Address: ${PERSON}`);
    expect(readme).toContain('Exported by: test.admin');
    expect(readme).toContain('- contact-submissions.json: 1 record (Contact messages)');
    for (const [name, content] of entries) expect(content.toString('latin1').toLowerCase(), `${name}: ${content.toString('utf8')}`).not.toContain('other.person');
  });

  it('reads an area page by page: every record once, however many', async () => {
    await t.orm.em.getConnection().execute(`insert into contact_submissions (id, first_name, last_name, email, message, created_at, updated_at)
      select gen_random_uuid(), 'Row', n::text, '${PERSON}', 'Hello', timestamptz '2026-01-01' + n * interval '1 minute', now()
      from generate_series(1, 450) as n`);
    const entries = await exportZip(PERSON);
    const records = JSON.parse(entries.get('contact-submissions.json')?.toString('utf8') ?? '[]') as { _id: string }[];
    expect(records).toHaveLength(450);
    expect(new Set(records.map((record) => record._id)).size).toBe(450);
    expect(entries.get('README.txt')?.toString('utf8')).toContain('- contact-submissions.json: 450 records (Contact messages)');
  });

  it('names each resume as it was uploaded, made safe for a ZIP and unique in it', async () => {
    const jobId = await postActiveJob(t.app, t.admin);
    for (const filename of ['CV.pdf', 'cv.pdf', 'resume: final?.txt']) {
      const applied = await applyByRest(t.app, jobId, [{ filename, content: filename.endsWith('.txt') ? TXT : PDF }], { email: PERSON });
      expect(applied.statusCode, applied.body).toBe(201);
    }
    const entries = await exportZip(PERSON);
    expect([...entries.keys()].filter((name) => name.startsWith('files/')).sort()).toEqual(['files/CV.pdf', 'files/cv (2).pdf', 'files/resume_ final_.txt'].sort());
    expect(entries.get('files/resume_ final_.txt')).toEqual(TXT);
    const readme = entries.get('README.txt')?.toString('utf8') ?? '';
    expect(readme).toContain('- files/: 3 files of those records, named as they were uploaded:');
    const applications = JSON.parse(entries.get('applications.json')?.toString('utf8') ?? '[]') as { files: { path: string }[] }[];
    for (const path of applications.flatMap((application) => application.files.map((file) => file.path))) expect(readme).toMatch(new RegExp(`  - files/.+: the file whose "path" is ${path} in applications.json`));
  });

  it('records who exported, with counts and the address’s keyed hash, never the address', async () => {
    await seedBoth();
    await exportZip(PERSON);
    const [event] = await t.orm.em.fork().find(EventEntity, { type: 'privacy.exported' });
    expect(event).toMatchObject({ subjectType: 'Person', subjectId: null, principalKind: 'admin', principalName: 'test.admin' });
    expect(event?.data).toMatchObject({ addressHash: suppressionHashOf(SUPPRESSION_KEY, PERSON), complete: true, files: 1, counts: { 'contact-submissions': 1, applications: 1 } });
    expect(JSON.stringify(event).toLowerCase()).not.toContain('priya');
  });

  it('serves an altered or expired link as a notice page (404)', async () => {
    const { url } = (await post('/api/admin/privacy/export', { email: PERSON })).json<{ data: { url: string } }>().data;
    const altered = url.replace(/\.([\w-])/, (_match, first: string) => `.${first === 'A' ? 'B' : 'A'}`);
    for (const bad of [altered, '/privacy-exports/nothing.zip']) {
      const response = await t.app.inject({ method: 'GET', url: bad });
      expect(response.statusCode, bad).toBe(404);
      expect(response.body).toContain(PRIVACY_MESSAGES.linkInvalid);
    }
  });
});

describe('a person’s erasure', () => {
  it('deletes every record, file and email of the address in one step, leaving it findable nowhere, on the suppression list, and one audit entry with counts', async () => {
    await seedBoth();
    expect(await tablesHolding(PERSON)).not.toEqual([]);
    const before = (await post('/api/admin/privacy/lookup', { email: PERSON })).json<{ data: { areas: { name: string; count: number }[] } }>().data;
    const [file] = await executeBound<{ storage_key: string }>(
      t.orm.em.fork(),
      `select "storage_key" from "application_files" join "job_applications" on "job_applications"."id" = "application_id" where "email" = $1`,
      [PERSON],
    );
    const storage = fileStorageOf(t.config);
    expect(await storage.open(file?.storage_key ?? '')).not.toBeNull();

    const mismatch = await post('/api/admin/privacy/erase', { email: PERSON, confirm: OTHER });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json<{ errors: { path: string; msg: string }[] }>().errors[0]).toMatchObject({ path: 'confirm', msg: PRIVACY_MESSAGES.confirmMismatch });

    const erased = await post('/api/admin/privacy/erase', { email: TYPED, confirm: PERSON });
    expect(erased.statusCode, erased.body).toBe(200);
    const body = erased.json<{ message: string; data: { total: number; files: number; areas: { name: string; count: number }[] } }>();
    expect(body.data.areas).toEqual(before.areas.map((area) => expect.objectContaining({ name: area.name, count: area.count })));
    expect(body.message).toBe(PRIVACY_MESSAGES.erased(body.data.total));
    expect(body.data.files).toBe(1);

    expect(await tablesHolding(PERSON)).toEqual([]);
    expect(await tablesHolding('priya')).toEqual([]);
    expect(await storage.open(file?.storage_key ?? '')).toBeNull();
    expect(await isSuppressed(t.orm.em.fork(), SUPPRESSION_KEY, PERSON)).toBe(true);
    // The other person's data is all there.
    expect((await tablesHolding(OTHER)).sort()).toEqual(expect.arrayContaining(['contact_submissions', 'demo_requests', 'job_applications', 'subscribers', 'email_recipients', 'mail_messages']));

    const [event] = await t.orm.em.fork().find(EventEntity, { type: 'privacy.erased' });
    expect(event).toMatchObject({ subjectType: 'Person', subjectId: null, principalKind: 'admin', principalName: 'test.admin' });
    expect(event?.data).toMatchObject({ addressHash: suppressionHashOf(SUPPRESSION_KEY, PERSON), files: 1, counts: Object.fromEntries(before.areas.map((area) => [area.name, area.count])) });
    // The events about the erased records say no more of who sent them.
    const redacted = await executeBound<{ count: number }>(
      t.orm.em.fork(),
      `select count(*)::int as "count" from "events" where "type" in ('contact.received', 'demo.received') and "client_address_hash" is not null`,
      [],
    );
    expect(redacted[0]?.count).toBe(2);

    const after = (await post('/api/admin/privacy/lookup', { email: PERSON })).json<{ data: { total: number; suppressed: boolean } }>().data;
    expect(after).toMatchObject({ total: 0, suppressed: true });
  });

  it('tells integrations, as a deletion would: one *.erased event per record, with its id only, sent to every endpoint that was sent that kind of record', async () => {
    await seedBoth();
    const ids = async (table: string) => (await executeBound<{ id: string }>(t.orm.em.fork(), `select "id" from "${table}" where "email" = $1`, [PERSON])).map((row) => row.id);
    const held = {
      'contact.erased': await ids('contact_submissions'),
      'demo.erased': await ids('demo_requests'),
      'application.erased': await ids('job_applications'),
      'subscriber.erased': await ids('subscribers'),
      'recipient.erased': await ids('email_recipients'),
    };
    await clearAuditTrail(t.orm.em.fork());
    expect((await post('/api/admin/privacy/erase', { email: PERSON, confirm: PERSON })).statusCode).toBe(200);

    const events = await t.orm.em.fork().find(EventEntity, { type: { $like: '%.erased' } }, { orderBy: { id: 'asc' } });
    for (const [type, subjects] of Object.entries(held)) {
      expect(subjects, type).toHaveLength(1);
      expect(events.filter((event) => event.type === type).map((event) => event.subjectId), type).toEqual(subjects);
    }
    for (const event of events) expect(event).toMatchObject({ principalKind: 'admin', principalName: 'test.admin', data: {} });

    // The endpoint wanted contact.received and demo.received only: it is told of both erasures all the same, and of nothing else.
    await t.settle();
    const sent = await executeBound<{ event_type: string; payload: string }>(t.orm.em.fork(), `select "event_type", "payload" from "webhook_deliveries" where "event_type" like '%.erased' order by "event_type"`, []);
    expect(sent.map((delivery) => delivery.event_type)).toEqual(['contact.erased', 'demo.erased']);
    expect(JSON.parse(sent[0]?.payload ?? '{}')).toEqual({
      type: 'contact.erased',
      timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      data: { _id: held['contact.erased'][0], type: 'ContactSubmission', deleted: true },
    });
    expect(await tablesHolding(PERSON)).toEqual([]);
  });

  it('keeps the log of which endpoints were sent which of the person’s records, without what they were sent, and sends nothing still due', async () => {
    await seedBoth();
    const [endpoint] = await executeBound<{ id: string }>(t.orm.em.fork(), `select "id" from "webhook_endpoints"`, []);
    const [lead] = await executeBound<{ id: string }>(t.orm.em.fork(), `select "id" from "contact_submissions" where "email" = $1`, [PERSON]);
    // One delivery went (with the endpoint's answer kept), one is still waiting for its next try.
    await executeBound(t.orm.em.fork(), `update "webhook_deliveries" set "status" = 'delivered', "response_status" = 200, "response_body" = 'ok ' || "payload", "next_attempt_at" = null where "event_type" = 'contact.received'`, []);
    await executeBound(t.orm.em.fork(), `update "webhook_deliveries" set "status" = 'retrying' where "event_type" = 'demo.received'`, []);
    const before = await executeBound<{ id: string; event_type: string; payload: string }>(t.orm.em.fork(), `select "id", "event_type", "payload" from "webhook_deliveries" where "payload" like $1 order by "event_type"`, [`%${PERSON}%`]);
    expect(before.map((delivery) => delivery.event_type)).toEqual(['contact.received', 'demo.received']);

    expect((await post('/api/admin/privacy/erase', { email: PERSON, confirm: PERSON })).statusCode).toBe(200);

    const kept = await executeBound<{ id: string; event_type: string; payload: string; status: string; response_body: string | null; error: string | null; next_attempt_at: Date | null }>(
      t.orm.em.fork(),
      `select "id", "event_type", "payload", "status", "response_body", "error", "next_attempt_at" from "webhook_deliveries" where "id" = any($1::uuid[]) order by "event_type"`,
      [before.map((delivery) => delivery.id)],
    );
    expect(kept.map(({ payload, ...delivery }) => ({ ...delivery, data: (JSON.parse(payload) as { data: unknown }).data }))).toEqual([
      { id: before[0]?.id, event_type: 'contact.received', status: 'delivered', response_body: null, error: null, next_attempt_at: null, data: { _id: lead?.id, erased: true } },
      { id: before[1]?.id, event_type: 'demo.received', status: 'failed', response_body: null, error: PRIVACY_MESSAGES.deliveryErased, next_attempt_at: null, data: { _id: expect.any(String), erased: true } },
    ]);
    // Which endpoints were sent data about the lead: still answerable.
    const about = await executeBound<{ endpoint_id: string }>(t.orm.em.fork(), `select "endpoint_id" from "webhook_deliveries" where "payload"::jsonb #>> '{data,_id}' = $1`, [lead?.id]);
    expect(about).toEqual([{ endpoint_id: endpoint?.id }]);
    // The delivery log says so; a resend sends no more than the blanked body.
    const log = await t.app.inject({ method: 'GET', url: `/api/admin/webhooks/${endpoint?.id}/deliveries`, headers: t.admin });
    expect(log.json<{ data: { eventType: string; status: string; error: string | null }[] }>().data).toEqual(
      expect.arrayContaining([expect.objectContaining({ eventType: 'demo.received', status: 'failed', error: PRIVACY_MESSAGES.deliveryErased })]),
    );
    expect(await tablesHolding(PERSON)).toEqual([]);
    expect(await tablesHolding('priya')).toEqual([]);
  });

  it('erases any number of rows, a batch at a time, in one transaction: every row, every event about each', async () => {
    await t.orm.em.getConnection().execute(`insert into contact_submissions (id, first_name, last_name, email, message, created_at, updated_at)
      select gen_random_uuid(), 'Row', n::text, '${PERSON}', 'Hello', timestamptz '2026-01-01' + n * interval '1 minute', now()
      from generate_series(1, 1234) as n`);
    await post('/api/contact', { ...VALID_CONTACT, email: OTHER }, {});
    const erased = await post('/api/admin/privacy/erase', { email: PERSON, confirm: PERSON });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json<{ data: { total: number } }>().data.total).toBe(1234);
    const left = await executeBound<{ email: string }>(t.orm.em.fork(), `select "email" from "contact_submissions"`, []);
    expect(left).toEqual([{ email: OTHER }]);
    expect(await t.orm.em.fork().count(EventEntity, { type: 'contact.erased' })).toBe(1234);
    const [event] = await t.orm.em.fork().find(EventEntity, { type: 'privacy.erased' });
    expect(event?.data).toMatchObject({ counts: { 'contact-submissions': 1234 } });
  });

  it('leaves a file the store would not delete to the sweep of unowned files, which deletes it', async () => {
    await seedBoth();
    const [file] = await executeBound<{ storage_key: string }>(
      t.orm.em.fork(),
      `select "storage_key" from "application_files" join "job_applications" on "job_applications"."id" = "application_id" where "email" = $1`,
      [PERSON],
    );
    const key = file?.storage_key ?? '';
    vi.spyOn(LocalFileStorage.prototype, 'remove').mockRejectedValueOnce(new Error('the store is unreachable'));
    const erased = await post('/api/admin/privacy/erase', { email: PERSON, confirm: PERSON });
    expect(erased.statusCode, erased.body).toBe(200);
    const storage = fileStorageOf(t.config);
    expect(await storage.open(key)).not.toBeNull();
    vi.restoreAllMocks();
    const services = createServices(t.orm.em.fork(), t.dependencies, createSharedState(t.dependencies), AREAS);
    expect(await services.applications.sweepOrphanFiles(new Date(Date.now() + 60_000))).toBe(1);
    expect(await storage.open(key)).toBeNull();
  });

  it('leaves the audit trail append-only for everything else', async () => {
    await post('/api/contact', { ...VALID_CONTACT, email: PERSON }, {});
    const update = executeBound(t.orm.em.fork(), `update "events" set "client_address_hash" = null`, []);
    await expect(update).rejects.toThrow(/append-only/);
  });
});

describe('through GraphQL', () => {
  it('looks up and erases', async () => {
    await seedBoth();
    const lookup = await graphql<{ privacyLookup: { email: string; total: number; areas: { name: string; count: number }[] } }>(
      t.app,
      'query($email: String!) { privacyLookup(email: $email) { email total suppressed areas { name label count } } }',
      { email: TYPED },
      t.admin,
    );
    expect(lookup.body.errors).toBeUndefined();
    expect(lookup.body.data?.privacyLookup.email).toBe(PERSON);
    const total = lookup.body.data?.privacyLookup.total ?? 0;
    expect(total).toBeGreaterThan(0);
    const erase = await graphql<{ erasePerson: { message: string; total: number } }>(
      t.app,
      'mutation($input: ErasePersonInput!) { erasePerson(input: $input) { message total files areas { name count } } }',
      { input: { email: PERSON, confirm: PERSON } },
      t.admin,
    );
    expect(erase.body.errors).toBeUndefined();
    expect(erase.body.data?.erasePerson).toMatchObject({ message: PRIVACY_MESSAGES.erased(total), total });
    const link = await graphql<{ exportPerson: { url: string } }>(
      t.app,
      'mutation($input: ExportPersonInput!) { exportPerson(input: $input) { url expiresAt } }',
      { input: { email: PERSON } },
      t.admin,
    );
    expect(link.body.data?.exportPerson.url).toMatch(/^\/privacy-exports\//);
  });
});

describe('who may', () => {
  it('refuses a visitor and a role without privacy:manage, with the exact message', async () => {
    expect((await post('/api/admin/privacy/lookup', { email: PERSON }, {})).statusCode).toBe(401);
    expect((await post('/api/admin/create-admin', { username: 'rhea', password: STRONG, role: 'recruiter' })).statusCode).toBe(201);
    const signIn = await post('/api/admin/login', { username: 'rhea', password: STRONG }, {});
    const recruiter = { authorization: `Bearer ${signIn.json<{ token: string }>().token}` };
    for (const [url, payload] of [
      ['/api/admin/privacy/lookup', { email: PERSON }],
      ['/api/admin/privacy/export', { email: PERSON }],
      ['/api/admin/privacy/erase', { email: PERSON, confirm: PERSON }],
    ] as const) {
      const refused = await post(url, payload, recruiter);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toMatchObject({ success: false, message: ACCESS_MESSAGES.forbidden('privacy:manage') });
    }
    expect(ACCESS_MESSAGES.forbidden('privacy:manage')).toBe('You do not have permission to handle data-subject requests.');
    const query = await graphql(t.app, 'query { privacyLookup(email: "priya.nair@example.com") { total } }', {}, recruiter);
    expect(query.body.errors?.[0]?.message).toBe('You do not have permission to handle data-subject requests.');
  });
});
