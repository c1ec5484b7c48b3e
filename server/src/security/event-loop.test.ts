import { existsSync } from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeBound } from '../db/bound-sql.js';
import { createTestApp, signedInAdmin, type TestApp } from '../test/app.js';
import { registeredRoutes } from '../http/rest.js';
import { graphqlMediaUpload, jpegWithGps, mediaUpload, pngBomb } from '../test/images.js';

/**
 * Issue P17: no single request may hold the event loop for long, whatever its body. One
 * form-encoded post of 21,800 repeats of a field once took 2.8 s of the loop, and every page, API
 * and the back office with it. Each public route gets the worst bodies its parsers can be handed
 * (repeated fields, many distinct fields, deep JSON, long values, many multipart parts), sent
 * through the real app with the real built client (its renderer answers the form posts), while
 * `perf_hooks.monitorEventLoopDelay` watches the loop.
 */

/**
 * The longest the loop may be held by one request. Most of what the worst bodies cost is a page
 * render, and a slower machine renders slower (a shared CI runner measured three times slower
 * than a quiet one): there the budget is `RENDERS` ordinary page renders measured in the same run,
 * when that is more. A body whose cost grows with its size (the 2.8 s of P17) is far past both.
 */
const BUDGET_MS = 50;
const RENDERS = 3;
/** Each body is sent this many times and the least delay counts: a garbage collection or the machine pausing the process is not the request's doing; a request that blocks, blocks every time. */
const TRIES = 3;
const SITE = 'http://localhost:3000';
const clientDir = path.resolve(import.meta.dirname, '../../../client/dist');

/** A request and what it is: the route and which of its worst bodies. */
interface Probe {
  route: string;
  body: string;
  request: Sent;
}

interface Sent {
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
}

/** An ordinary page render, the measure of this machine's speed: the contact form's page answering a post with its fields missing. */
const ORDINARY_RENDER: Sent = { method: 'POST', url: '/forms/contact', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE }, payload: 'email=x' };

const KB = 1024;
const MB = KB * KB;

/** JSON bodies up to the 1 MB limit: one key repeated, many keys, nested as deep as the bytes allow, one long value, a long array. */
function jsonBodies(limit = MB - KB): [string, string][] {
  const count = (unit: number) => Math.floor(limit / unit);
  return [
    ['a key repeated', `{${'"email":"x",'.repeat(count(12))}"email":"x"}`],
    ['many distinct keys', `{${Array.from({ length: count(16) }, (_, index) => `"k${index}":1`).join(',')}}`],
    ['nested objects', `${'{"a":'.repeat(count(6))}1${'}'.repeat(count(6))}`],
    ['nested arrays', `${'['.repeat(count(2))}${']'.repeat(count(2))}`],
    ['one long value', JSON.stringify({ email: 'x'.repeat(limit - 20) })],
    ['a long array', `{"email":[${'"x",'.repeat(count(4))}"x"]}`],
  ];
}

/** Form-encoded bodies up to `limit` bytes: one field repeated (the body that stalled the server), many distinct fields, one long value. */
function formBodies(limit: number): [string, string][] {
  return [
    ['a field repeated', 'a=&'.repeat(Math.floor(limit / 3))],
    ['the same form field repeated', 'email=x&'.repeat(Math.floor(limit / 8))],
    ['many distinct fields', Array.from({ length: Math.floor(limit / 8) }, (_, index) => `f${index}=`).join('&').slice(0, limit)],
    ['one long value', `message=${'%E0%A4%95'.repeat(Math.floor((limit - 8) / 9))}`],
  ];
}

/** Multipart bodies: many small field parts, and many empty file parts. */
function multipartBodies(limit: number): [string, { boundary: string; payload: Buffer }][] {
  const boundary = 'probe-boundary';
  const part = (header: string) => `--${boundary}\r\nContent-Disposition: form-data; ${header}\r\n\r\nx\r\n`;
  const fill = (header: (index: number) => string) => {
    const parts: string[] = [];
    for (let size = 0, index = 0; size < limit; index += 1) {
      const next = part(header(index));
      parts.push(next);
      size += next.length;
    }
    return Buffer.from(`${parts.join('')}--${boundary}--\r\n`);
  };
  return [
    ['many field parts', { boundary, payload: fill((index) => `name="f${index}"`) }],
    ['one field part repeated', { boundary, payload: fill(() => 'name="firstName"') }],
    ['many file parts', { boundary, payload: fill((index) => `name="resume"; filename="r${index}.txt"`) }],
  ];
}

const FORMS = ['newsletter', 'contact', 'services', 'demo', 'application'] as const;

function probes(app: TestApp['app']): Probe[] {
  const json = jsonBodies();
  const list: Probe[] = [];
  const publicWrites = registeredRoutes(app).filter((route) => route.access === 'public' && route.method === 'POST');
  for (const { url } of publicWrites) {
    for (const [body, payload] of json) list.push({ route: `POST ${url}`, body: `JSON: ${body}`, request: { method: 'POST', url, headers: { 'content-type': 'application/json' }, payload } });
  }
  for (const [body, payload] of json) {
    list.push({ route: 'POST /graphql', body: `JSON: ${body}`, request: { method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload } });
  }
  // Variables nested deep, under a real operation (they are checked against its input type).
  const deepVariables = `{"query":"mutation($input: SubscribeInput!) { subscribe(input: $input) { message } }","variables":{"input":${'{"a":'.repeat(150_000)}1${'}'.repeat(150_000)}}}`;
  list.push({ route: 'POST /graphql', body: 'JSON: deeply nested variables', request: { method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: deepVariables } });
  const longName = JSON.stringify({ query: `query ${'Q'.repeat(MB - 100)} { __typename }` });
  list.push({ route: 'POST /graphql', body: 'JSON: a long operation name', request: { method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: longName } });

  for (const [body, { boundary, payload }] of multipartBodies(MB - KB)) {
    const headers = { 'content-type': `multipart/form-data; boundary=${boundary}`, 'apollo-require-preflight': 'true', origin: SITE };
    list.push({ route: 'POST /graphql', body: `multipart: ${body}`, request: { method: 'POST', url: '/graphql', headers, payload } });
    list.push({ route: 'POST /api/career/apply', body: `multipart: ${body}`, request: { method: 'POST', url: '/api/career/apply', headers, payload } });
    list.push({ route: 'POST /forms/application', body: `multipart: ${body}`, request: { method: 'POST', url: '/forms/application', headers, payload } });
  }
  for (const form of FORMS) {
    for (const [body, payload] of formBodies(64 * KB)) {
      list.push({ route: `POST /forms/${form}`, body: `form-encoded: ${body}`, request: { method: 'POST', url: `/forms/${form}`, headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE }, payload } });
    }
  }
  // Pages and reads take their input in the address: as long a query string as Node takes.
  const longQuery = (name: string) => `${name}=${'x'.repeat(12 * KB)}`;
  const manyParams = Array.from({ length: 1500 }, (_, index) => `p${index}=1`).join('&');
  for (const url of ['/careers', '/careers/some-job', '/forms/contact', '/api/jobs', '/api/countries', '/api/admin/invitation']) {
    list.push({ route: `GET ${url}`, body: 'a long query value', request: { method: 'GET', url: `${url}?${longQuery('location')}` } });
    list.push({ route: `GET ${url}`, body: 'many query parameters', request: { method: 'GET', url: `${url}?${manyParams}` } });
    list.push({ route: `GET ${url}`, body: 'one query parameter repeated', request: { method: 'GET', url: `${url}?${'role=x&'.repeat(2000)}` } });
  }
  // A download link is a sealed token in the path (issues P14, P19): as long a one as Node takes, and one that is nearly a token.
  for (const path of ['/exports', '/privacy-exports']) {
    const extension = path === '/exports' ? 'csv' : 'zip';
    list.push({ route: `GET ${path}/*`, body: 'a long path', request: { method: 'GET', url: `${path}/${'A'.repeat(12 * KB)}.${extension}` } });
    list.push({ route: `GET ${path}/*`, body: 'a long token, badly sealed', request: { method: 'GET', url: `${path}/${'A'.repeat(16)}.${'B'.repeat(22)}.${'C'.repeat(4000)}.${extension}` } });
  }
  return list;
}

let t: TestApp;
let origin: string;
beforeAll(async () => {
  // The renderer's React as `npm start` runs it: its development build does several times the work.
  process.env.NODE_ENV = 'production';
  if (!existsSync(path.join(clientDir, 'pages', 'manifest.json'))) {
    throw new Error(`This suite needs the built client in ${clientDir} (its renderer answers the form posts): run "npm run build" first.`);
  }
  // Every probe is refused: none may be cut short by the limits on refusals or on submissions.
  t = await createTestApp({ env: { CLIENT_DIR: clientDir, PUBLIC_URL: SITE, PUBLIC_FORM_RATE_LIMIT: '100000', PUBLIC_FORM_REFUSAL_LIMIT: '100000' } });
  origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => t?.close());

/**
 * The longest the event loop was held while the app answered `request`, in ms. The clock's figure
 * is `monitorEventLoopDelay`'s longest interval between two runs of its timer; on a busy machine
 * it also counts the time the process waited for a core. What is held against the budget is the
 * most CPU time the main thread spent between two runs of a timer beside it (on a quiet machine
 * the two agree).
 */
async function blockedWhile(request: Sent): Promise<{ blockedMs: number; wallMs: number; status: number }> {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  let mostCpuMs = 0;
  let lastCpuMs = threadCpuMs();
  const sampler = setInterval(() => {
    const cpuMs = threadCpuMs();
    mostCpuMs = Math.max(mostCpuMs, cpuMs - lastCpuMs);
    lastCpuMs = cpuMs;
  }, RESOLUTION_MS);
  histogram.enable();
  // The histogram's first run only starts its count: let it run before the request arrives.
  await new Promise((resolve) => setTimeout(resolve, 5 * RESOLUTION_MS));
  const response = await send(request);
  // A few more runs, so a block at the very end of the answer is sampled too.
  await new Promise((resolve) => setTimeout(resolve, 5 * RESOLUTION_MS));
  histogram.disable();
  clearInterval(sampler);
  // The histogram holds the intervals between runs of its timer: each at least its resolution.
  return { blockedMs: mostCpuMs, wallMs: Math.max(0, histogram.max / 1e6 - RESOLUTION_MS), status: response.statusCode };
}

const RESOLUTION_MS = 2;

/**
 * Sends `request` over a real connection, as a client would: the server reads a large body in the
 * pieces the socket hands it, not in one (as `inject` would give it).
 */
function send({ method, url, headers = {}, payload }: Sent): Promise<{ statusCode: number }> {
  const body = payload === undefined ? undefined : Buffer.from(payload);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${origin}${url}`, { method, headers: { ...headers, ...(body ? { 'content-length': String(body.length) } : {}) } }, (incoming) => {
      incoming.resume();
      incoming.on('end', () => resolve({ statusCode: incoming.statusCode ?? 0 }));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

function threadCpuMs(): number {
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1000;
}

/** The least the loop was held over up to `tries` sendings of `request` (fewer once one is well within the budget). */
async function leastBlocked(request: Sent, tries = TRIES, enough = BUDGET_MS / 2): Promise<{ blockedMs: number; wallMs: number; status: number }> {
  let least = { blockedMs: Number.POSITIVE_INFINITY, wallMs: 0, status: 0 };
  for (let attempt = 0; attempt < tries && least.blockedMs > enough; attempt += 1) {
    const measured = await blockedWhile(request);
    if (measured.blockedMs < least.blockedMs) least = measured;
  }
  return least;
}

/** What the loop may be held by one request on this machine: `BUDGET_MS`, or `RENDERS` page renders measured once the renderer has warmed up. */
async function budget(): Promise<{ budgetMs: number; renderMs: number }> {
  const renderMs = (await leastBlocked(ORDINARY_RENDER, 5, 0)).blockedMs;
  return { budgetMs: Math.max(BUDGET_MS, RENDERS * renderMs), renderMs };
}

describe('the event loop under the worst bodies of every public route', () => {
  it(`is never held by one request for more than ${BUDGET_MS} ms (or ${RENDERS} page renders on a slower machine)`, { timeout: 600_000 }, async () => {
    const results: { route: string; body: string; blockedMs: number; wallMs: number; status: number }[] = [];
    // The renderer and every route's first use (compiling, loading the page chunks) are start-up, not requests.
    await send({ method: 'GET', url: '/careers' });
    await send(ORDINARY_RENDER);
    for (const probe of probes(t.app)) results.push({ route: probe.route, body: probe.body, ...(await leastBlocked(probe.request)) });
    // Measured once the renderer has warmed up, as the probes found it.
    const { budgetMs, renderMs } = await budget();
    const worst = [...results].sort((a, b) => b.blockedMs - a.blockedMs);
    console.log(
      `event loop: ${results.length} worst-case bodies on ${new Set(results.map((result) => result.route)).size} public routes; longest block ${worst[0]?.blockedMs.toFixed(1)} ms (${worst[0]?.route}, ${worst[0]?.body}); an ordinary page render ${renderMs.toFixed(1)} ms\n` +
        worst
          .slice(0, 8)
          .map((result) => `  ${result.blockedMs.toFixed(1).padStart(6)} ms (${result.wallMs.toFixed(1)} ms by the clock)  ${result.status}  ${result.route}  ${result.body}`)
          .join('\n'),
    );
    expect(results.filter((result) => result.status >= 500)).toEqual([]);
    expect(worst.filter((result) => result.blockedMs > budgetMs).map(({ route, body, blockedMs }) => `${route} (${body}): ${blockedMs.toFixed(0)} ms, over ${budgetMs.toFixed(0)} ms`)).toEqual([]);
  });
});

/** The person of the erasure below, and how many records they have. */
const PERSON = 'many.records@example.com';
const RECORDS = 100_000;

/** `RECORDS` contact messages from `PERSON`, each with the event of its arrival (as a visitor's post records it), as fast as SQL makes them. */
async function manyRecords(): Promise<void> {
  const em = t.orm.em.fork();
  await executeBound(
    em,
    `insert into "contact_submissions" ("id", "first_name", "last_name", "email", "message", "created_at", "updated_at")
     select gen_random_uuid(), 'Row', n::text, $1, 'Hello', now() - n * interval '1 second', now() from generate_series(1, $2::int) as n`,
    [PERSON, RECORDS],
  );
  await executeBound(
    em,
    `insert into "events" ("id", "type", "subject_type", "subject_id", "principal_kind", "client_address_hash", "occurred_at", "data")
     select gen_random_uuid(), 'contact.received', 'ContactSubmission', "id", 'visitor', 'an-address-hash', "created_at", '{"source":"contact","spam":false}' from "contact_submissions" where "email" = $1`,
    [PERSON],
  );
}

/**
 * Issue P19: an erasure loaded a person's row ids into JavaScript and bound them by the thousand
 * (30,000 rows held /health 300-330 ms). It now goes a batch at a time: however many rows, no
 * moment of it holds the loop longer than the public requests above may.
 */
describe('the event loop while a person with 100,000 records is erased', () => {
  it('is held no longer by the erasure than the public requests may hold it', { timeout: 900_000 }, async () => {
    const admin = await signedInAdmin(t.app);
    const erase: Sent = { method: 'POST', url: '/api/admin/privacy/erase', headers: { ...admin, 'content-type': 'application/json' }, payload: JSON.stringify({ email: PERSON, confirm: PERSON }) };
    await send({ method: 'GET', url: '/careers' });
    await send(ORDINARY_RENDER);
    const { budgetMs, renderMs } = await budget();
    let least = { blockedMs: Number.POSITIVE_INFINITY, wallMs: 0, status: 0 };
    // As `leastBlocked`, each try with the person's records made again.
    for (let attempt = 0; attempt < TRIES && least.blockedMs > BUDGET_MS / 2; attempt += 1) {
      await manyRecords();
      const started = performance.now();
      const measured = await blockedWhile(erase);
      console.log(`event loop: an erasure of ${RECORDS.toLocaleString('en')} records took ${((performance.now() - started) / 1000).toFixed(1)} s, holding the loop ${measured.blockedMs.toFixed(1)} ms at most (${measured.wallMs.toFixed(1)} ms by the clock); budget ${budgetMs.toFixed(0)} ms (a page render ${renderMs.toFixed(1)} ms)`);
      expect(measured.status).toBe(200);
      const [left] = await executeBound<{ count: number }>(t.orm.em.fork(), `select count(*)::int as "count" from "contact_submissions" where "email" = $1`, [PERSON]);
      expect(left?.count).toBe(0);
      if (measured.blockedMs < least.blockedMs) least = measured;
    }
    const [erased] = await executeBound<{ count: number }>(t.orm.em.fork(), `select count(*)::int as "count" from "events" where "type" = 'contact.erased'`, []);
    expect(erased?.count).toBeGreaterThanOrEqual(RECORDS);
    expect(least.blockedMs).toBeLessThanOrEqual(budgetMs);
  });
});

/**
 * Issue P20: an image arriving is decoded, turned and encoded a dozen times by `sharp`, in libuv's
 * threads; the loop only hands buffers over. A camera's photo (6000 x 4000, 24 megapixels),
 * through both APIs, holds it no longer than the public requests above may; so do the refusals of
 * a 20 MB file and of a decompression bomb.
 */
describe('the event loop while an image is uploaded', () => {
  it('is held by an upload no longer than the public requests may hold it', { timeout: 600_000 }, async () => {
    const admin = await theAdmin();
    // As a phone sends one: EXIF with a GPS position and an orientation tag, so its original is encoded again (upright, without them) besides its variants.
    const photo = await jpegWithGps(6000, 4000);
    const uploads: [string, Sent, number][] = [
      ['REST: a 6000x4000 JPEG', restSent(mediaUpload('camera.jpg', photo, 'A harbour at dawn'), admin), 201],
      ['GraphQL: a 6000x4000 JPEG', restSent(graphqlMediaUpload('camera.jpg', photo), admin), 200],
      ['REST: a file over 20 MB', restSent(mediaUpload('huge.jpg', Buffer.concat([photo, Buffer.alloc(20 * MB)])), admin), 413],
      ['REST: a decompression bomb', restSent(mediaUpload('bomb.png', pngBomb(30_000, 30_000)), admin), 400],
    ];
    await send({ method: 'GET', url: '/careers' });
    await send(ORDINARY_RENDER);
    const { budgetMs, renderMs } = await budget();
    const results: string[] = [];
    for (const [name, request, status] of uploads) {
      const started = performance.now();
      const measured = await leastBlocked(request);
      results.push(`${name}: ${status} in ${((performance.now() - started) / 1000).toFixed(1)} s, holding the loop ${measured.blockedMs.toFixed(1)} ms at most (${measured.wallMs.toFixed(1)} ms by the clock)`);
      expect(measured.status, name).toBe(status);
      expect(measured.blockedMs, name).toBeLessThanOrEqual(budgetMs);
    }
    console.log(`event loop while images are uploaded (budget ${budgetMs.toFixed(0)} ms, a page render ${renderMs.toFixed(1)} ms):\n  ${results.join('\n  ')}`);
  });
});

/** A multipart request as the test helpers make it, sent by the admin `headers`. */
function restSent(request: { url: string; payload: Buffer; headers: Record<string, string> }, headers: Record<string, string>): Sent {
  return { method: 'POST', url: request.url, headers: { ...request.headers, ...headers, origin: SITE }, payload: request.payload };
}

/** The suite's admin: registered by the first test that needs one, signed in again after. */
async function theAdmin(): Promise<{ authorization: string }> {
  const login = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: 'test.admin', password: 'Str0ng!pass-phrase' } });
  return login.statusCode === 200 ? { authorization: `Bearer ${login.json<{ token: string }>().token}` } : signedInAdmin(t.app);
}
