import v8 from 'node:v8';
import vm from 'node:vm';
import { parse } from 'csv-parse/sync';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EventEntity } from '../../db/events.entity.js';
import { useTestApp } from '../../test/fixture.js';
import { VALID_CONTACT } from '../../test/payloads.js';
import { EXPORT_MESSAGES } from '../../rules/exports.js';
import { SERVER_MESSAGES } from '../../rules/server.js';
import { oneOfEach } from '../../test/records.js';
import { JobApplicationEntity } from '../careers/careers.entity.js';
import { applicationRecord } from '../careers/careers.record.js';

const t = useTestApp({ admin: true, env: { FORM_MIN_FILL_SECONDS: '0' } });

const STRONG = 'Str0ng!pass-phrase';
const COLUMNS = ['_id', 'source', 'firstName', 'middleName', 'lastName', 'email', 'phoneNumber', 'companyName', 'role', 'country', 'pronoun', 'newsletter', 'landlineNumber', 'message', 'status', 'spam', 'spamReason', 'createdAt', 'replies'];

afterEach(() => {
  vi.useRealTimers();
});

async function askFor(list: unknown, filter?: unknown, headers: Record<string, string> = t.admin) {
  return t.app.inject({ method: 'POST', url: '/api/admin/exports', headers, payload: { list, ...(filter === undefined ? {} : { filter }) } });
}

async function linkFor(list: string, filter: Record<string, string> = {}): Promise<string> {
  const response = await askFor(list, filter);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: { url: string } }).data.url;
}

/** A contact message through the public API. */
async function contact(fields: Partial<typeof VALID_CONTACT> = {}) {
  expect((await t.app.inject({ method: 'POST', url: '/api/contact', payload: { ...VALID_CONTACT, ...fields } })).statusCode).toBe(201);
}

describe('POST /api/admin/exports and the link it answers', () => {
  it('downloads the list as the REST list shows it: its records, in its order, as RFC 4180 CSV with a BOM', async () => {
    await contact({ firstName: 'Ananya' });
    await contact({ firstName: 'Bo', email: 'bo@example.com', message: '=HYPERLINK("http://evil.example","click"), then "quotes"\nand a second line' });
    const listed = (await t.app.inject({ method: 'GET', url: '/api/contact/admin/contact-submissions', headers: t.admin })).json() as { data: Record<string, unknown>[] };

    const response = await askFor('contact-submissions', { status: 'new' });
    expect(response.statusCode).toBe(201);
    const { url, expiresAt } = (response.json() as { data: { url: string; expiresAt: string } }).data;
    expect(url).toMatch(/^\/exports\/[\w-]{16}\.[\w-]{22}\.[\w-]+\.csv$/);
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(50_000);
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(60_000);

    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="contact-submissions-${new Date().toISOString().slice(0, 10)}.csv"`);
    expect(file.headers['cache-control']).toBe('no-store');
    expect(file.body.startsWith('\uFEFF_id,source,firstName,')).toBe(true);
    expect(file.body).toContain('\r\n');

    const rows = parse(file.body, { bom: true, columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0] ?? {})).toEqual(COLUMNS);
    expect(rows.map((row) => row['_id'])).toEqual(listed.data.map((record) => record['_id']));
    const bo = rows[0] as Record<string, string>;
    expect(bo['message']).toBe(`'=HYPERLINK("http://evil.example","click"), then "quotes"\nand a second line`);
    expect(bo['createdAt']).toBe(listed.data[0]?.['createdAt']);
    expect(bo['newsletter']).toBe('false');
    expect(bo['middleName']).toBe('');
  });

  it('exports what the filter shows: the spam guard’s holds, a search', async () => {
    await contact({ firstName: 'Ananya' });
    await contact({ firstName: 'Bo', email: 'bo@example.com' });
    const search = parse((await t.app.inject({ method: 'GET', url: await linkFor('contact-submissions', { search: 'bo@' }) })).body, { bom: true, columns: true }) as Record<string, string>[];
    expect(search.map((row) => row['firstName'])).toEqual(['Bo']);
    const spam = parse((await t.app.inject({ method: 'GET', url: await linkFor('contact-submissions', { status: 'spam' }) })).body, { bom: true, columns: true });
    expect(spam).toEqual([]);
  });

  it('records who exported which list and filter, and how many rows', async () => {
    await contact();
    await t.app.inject({ method: 'GET', url: await linkFor('contact-submissions', { status: 'new' }) });
    const [event] = await t.orm.em.fork().find(EventEntity, { type: 'export.created' });
    expect(event).toMatchObject({
      subjectType: 'Export',
      subjectId: null,
      principalKind: 'admin',
      principalName: 'test.admin',
      data: { list: 'contact-submissions', filter: { status: 'new' }, searched: false, rows: 1, complete: true },
    });
  });

  it('keeps a search out of the link and the trail: the link is sealed, and the event says only that a search was used', async () => {
    await contact({ firstName: 'Bo', email: 'bo.search@example.com' });
    const url = await linkFor('contact-submissions', { status: 'new', search: 'bo.search@example.com' });
    // Nothing of the link reads as the search, in the clear or decoded (an access log keeps the link).
    const parts = url.replace(/^\/exports\//, '').replace(/\.csv$/, '').split('.');
    for (const part of [url, ...parts.map((piece) => Buffer.from(piece, 'base64url').toString('latin1'))]) expect(part).not.toContain('bo.search');
    const file = await t.app.inject({ method: 'GET', url });
    expect((parse(file.body, { bom: true, columns: true }) as Record<string, string>[]).map((row) => row['firstName'])).toEqual(['Bo']);
    const [event] = await t.orm.em.fork().find(EventEntity, { type: 'export.created' });
    expect(event?.data).toEqual({ list: 'contact-submissions', filter: { status: 'new' }, searched: true, rows: 1, complete: true });
    // Nowhere in the trail, which a Viewer reads.
    const activity = await t.app.inject({ method: 'GET', url: '/api/admin/activity', headers: t.admin });
    expect(activity.body).not.toContain('bo.search');
  });

  it('reads a long list in chunks by its order, each row once, same times broken by id', async () => {
    // 12,001 rows over three chunks, in runs of a hundred with the same creation time.
    await t.orm.em.getConnection().execute(`insert into contact_submissions (id, first_name, last_name, email, message, created_at, updated_at)
      select gen_random_uuid(), 'Row', n::text, 'row' || n || '@example.com', 'Hello', timestamptz '2026-01-01' + (n / 100) * interval '1 minute', now()
      from generate_series(1, 12001) as n`);
    const body = (await t.app.inject({ method: 'GET', url: await linkFor('contact-submissions') })).body;
    const rows = parse(body, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(12_001);
    expect(new Set(rows.map((row) => row['_id'])).size).toBe(12_001);
    const keys = rows.map((row) => `${row['createdAt']} ${row['_id']}`);
    expect(keys).toEqual([...keys].sort().reverse());
  });

  it.each([
    [{ list: '' }, 'list', EXPORT_MESSAGES.listRequired],
    [{ list: 'everything' }, 'list', 'list must be one of '],
    [{ list: 'contact-submissions', filter: 'status=new' }, 'filter', EXPORT_MESSAGES.filterNotObject],
    [{ list: 'contact-submissions', filter: { status: 'lost' } }, 'status', 'status must be one of new, in-progress, completed, archived, spam'],
    [{ list: 'contact-submissions', filter: { source: 'email' } }, 'source', 'source must be one of contact, services'],
    [{ list: 'contact-submissions', filter: { page: '2' } }, 'page', 'page is not a filter of this list'],
    [{ list: 'contact-submissions', filter: { search: 'x'.repeat(201) } }, 'search', SERVER_MESSAGES.searchTooLong],
  ])('refuses %j, naming the field', async (payload, field, message) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/admin/exports', headers: t.admin, payload });
    expect(response.statusCode).toBe(400);
    const error = (response.json() as { errors: { path: string; msg: string }[] }).errors[0];
    expect(error?.path).toBe(field);
    expect(error?.msg.startsWith(message)).toBe(true);
  });

  it('gives no link to a visitor, nor to a role that may not read the list', async () => {
    expect((await askFor('contact-submissions', {}, {})).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/create-admin', headers: t.admin, payload: { username: 'rhea', password: STRONG, role: 'recruiter' } })).statusCode).toBe(201);
    const signIn = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: 'rhea', password: STRONG } });
    const recruiter = { authorization: `Bearer ${(signIn.json() as { token: string }).token}` };
    const refused = await askFor('contact-submissions', {}, recruiter);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, message: 'You do not have permission to see leads.' });
  });

  it('gives an API key with the list’s read scope a link made for the key: it works while the key does, and the trail names the key', async () => {
    await contact({ firstName: 'Ananya' });
    const made = await t.app.inject({ method: 'POST', url: '/api/admin/api-keys', headers: t.admin, payload: { name: 'Nightly CRM export', scopes: ['leads:read'] } });
    const { secret, data: key } = made.json<{ secret: string; data: { _id: string } }>();
    const integrator = { authorization: `Bearer ${secret}` };

    const refused = await askFor('applications', {}, integrator);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, message: 'You do not have permission to see jobs and applications.' });

    const asked = await askFor('contact-submissions', {}, integrator);
    expect(asked.statusCode, asked.body).toBe(201);
    const { url } = asked.json<{ data: { url: string } }>().data;
    const unused = (await askFor('contact-submissions', {}, integrator)).json<{ data: { url: string } }>().data.url;
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect((parse(file.body, { bom: true, columns: true }) as Record<string, string>[]).map((row) => row['firstName'])).toEqual(['Ananya']);
    const [event] = await t.orm.em.fork().find(EventEntity, { type: 'export.created' });
    expect(event).toMatchObject({ principalKind: 'key', principalId: key._id, principalName: 'Nightly CRM export', data: { list: 'contact-submissions', rows: 1, complete: true } });

    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/api-keys/${key._id}`, headers: t.admin })).statusCode).toBe(200);
    const afterRevocation = await t.app.inject({ method: 'GET', url: unused });
    expect(afterRevocation.statusCode).toBe(404);
    expect(afterRevocation.body).toContain(EXPORT_MESSAGES.linkInvalid);
  });

  it('serves a link once it expired, was altered, or its session ended as a notice page (404), and records nothing', async () => {
    const url = await linkFor('contact-submissions');
    const [stem] = url.split('.csv');
    const altered = `${stem?.slice(0, -1)}${stem?.endsWith('A') ? 'B' : 'A'}.csv`;
    for (const bad of [altered, '/exports/nothing.csv', `${url}x`]) {
      const response = await t.app.inject({ method: 'GET', url: bad });
      expect(response.statusCode, bad).toBe(404);
      expect(response.body).toContain(EXPORT_MESSAGES.linkInvalid);
    }

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    vi.useRealTimers();

    const fresh = await linkFor('contact-submissions');
    const signIn = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: 'test.admin', password: STRONG } });
    const other = { authorization: `Bearer ${(signIn.json() as { token: string }).token}` };
    const own = await t.app.inject({ method: 'POST', url: '/api/admin/exports', headers: other, payload: { list: 'contact-submissions' } });
    const ownUrl = (own.json() as { data: { url: string } }).data.url;
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: other })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: ownUrl })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: fresh })).statusCode).toBe(200);
    expect(await t.orm.em.fork().count(EventEntity, { type: 'export.created' })).toBe(1);
  });
});

describe('every list of the back office', () => {
  it('exports the fields of its REST record, as columns in the record’s order, one row per record the list shows', async () => {
    const made = await oneOfEach(t, t.admin);
    const restFirst = async (url: string, pick: (body: { data: unknown }) => unknown) =>
      Object.keys(pick((await t.app.inject({ method: 'GET', url, headers: t.admin })).json() as { data: unknown }) as object);
    const first = (body: { data: unknown }) => (body.data as unknown[])[0];
    const application = await t.orm.em.fork().findOneOrFail(JobApplicationEntity, { id: made.application });
    const expected: Record<string, string[]> = {
      'contact-submissions': await restFirst('/api/contact/admin/contact-submissions', first),
      'demo-requests': await restFirst('/api/admin/demo-requests', first),
      jobs: await restFirst('/api/jobs', first),
      applications: Object.keys(applicationRecord.of({ application, files: [] })),
      subscribers: await restFirst('/api/subscriptions', (body) => (body.data as { data: unknown[] }).data[0]),
      'email-recipients': await restFirst('/email-recipients', first),
      activity: await restFirst('/api/admin/activity', first),
    };
    for (const [list, columns] of Object.entries(expected)) {
      const body = (await t.app.inject({ method: 'GET', url: await linkFor(list) })).body;
      const [header, ...rows] = parse(body, { bom: true }) as string[][];
      expect(header, list).toEqual(columns);
      expect(rows.length, list).toBeGreaterThan(0);
    }
  });
});

describe('a long export', () => {
  it('streams from the database in chunks: the server’s memory stays flat while the file grows', async () => {
    const ROWS = 50_000;
    await t.orm.em.getConnection().execute(`insert into contact_submissions (id, first_name, last_name, email, message, created_at, updated_at)
      select gen_random_uuid(), 'Row', n::text, 'row' || n || '@example.com', repeat('A message of some length. ', 8), timestamptz '2026-01-01' + n * interval '1 second', now()
      from generate_series(1, ${ROWS}) as n`);
    const url = await linkFor('contact-submissions');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;

    // What is live (after a collection), not what garbage awaits one: every megabyte of the file.
    v8.setFlagsFromString('--expose-gc');
    const collect = vm.runInNewContext('gc') as () => void;
    const live = () => {
      collect();
      return process.memoryUsage().heapUsed;
    };
    const baseline = live();
    let peak = baseline;
    let bytes = 0;
    let measuredAt = 0;
    let lines = 0;
    const response = await fetch(`http://127.0.0.1:${port}${url}`);
    expect(response.status).toBe(200);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      for (const byte of value) if (byte === 10) lines += 1;
      if (bytes - measuredAt > 1_000_000) {
        measuredAt = bytes;
        peak = Math.max(peak, live());
      }
    }
    expect(lines).toBe(ROWS + 1);
    expect(bytes).toBeGreaterThan(15_000_000);
    // The whole file, or its rows as records, would be more than the file's size at once; a chunk is a tenth of it.
    expect(peak - baseline, `live heap grew ${Math.round((peak - baseline) / 1e6)} MB for a ${Math.round(bytes / 1e6)} MB file`).toBeLessThan(bytes / 2);
    // 50,000 rows written and read back with a full collection every megabyte: seconds on a quiet machine, much longer on a busy one.
  }, 180_000);
});
