import { readdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_APPLICATIONS, SAMPLE_JOBS, SAMPLE_SUBSCRIBERS } from '../db/demo-content.js';
import { migrationsList } from '../db/migrations/index.js';
import { S3FileStorage } from '../object-storage.js';
import { startServer, type RunningServer } from '../resilience/server-process.js';
import { restApplication } from '../test/applications.js';
import { writeBuiltClient } from '../test/built-client.js';
import { pdfOfSize } from '../test/files.js';
import { totpCode } from '../test/accounts.js';
import { VALID_CONTACT } from '../test/payloads.js';
import { TWO_FACTOR_MESSAGES } from '../rules/admin.js';
import { startTestBucket, type TestBucket } from '../test/s3.js';
import { createScratchDatabase, type ScratchDatabase } from '../test/scratch-database.js';
import { startLoadBalancer, type LoadBalancer } from './load-balancer.js';

/**
 * Issue P13: two replicas of the built app (`node dist/main.js`, each with its own data folder as
 * if on its own machine) on one PostgreSQL database and one S3 bucket (s3rver), behind HAProxy, and
 * with no JWT_SECRET: they must behave as one app. `npm run test:replicas` builds the server first.
 */
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) throw new Error('The replicas suite runs on PostgreSQL: set DATABASE_URL (for example postgres://postgres@127.0.0.1:5432/postgres).');

let database: ScratchDatabase;
let bucket: TestBucket;
let clientDir: string;
const dataDirs: string[] = [];
let replicas: RunningServer[] = [];
let balancer: LoadBalancer;

/** A replica as an operator would start one: its own data folder, the shared database and bucket, behind a proxy. */
async function startReplica(): Promise<RunningServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'finmesh-replica-'));
  dataDirs.push(dataDir);
  return startServer({
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    CLIENT_DIR: clientDir,
    SEED_DEMO_CONTENT: 'true',
    // One proxy in front (the load balancer, or these tests playing it): its X-Forwarded-For names the client.
    TRUST_PROXY: '1',
    PUBLIC_FORM_RATE_LIMIT: '10',
    SHUTDOWN_DRAIN_SECONDS: '2',
    ...bucket.env,
  });
}

const json = (body: unknown, headers: Record<string, string> = {}) => ({ method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
/** A different visitor each time, as the proxy tells the app (the tests that call a replica directly play the proxy). */
let visitors = 0;
const visitor = () => {
  visitors += 1;
  return { 'x-forwarded-for': `10.77.${(visitors >> 8) & 255}.${visitors & 255}` };
};

/**
 * POSTs `body` as JSON to `url` over a connection of its own from `localAddress`: any 127.x.y.z is
 * this machine, and to the load balancer a client of its own. Answers the status.
 */
function postFrom(localAddress: string, url: string, body: unknown, headers: Record<string, string> = {}): Promise<number> {
  const { hostname, port, pathname } = new URL(url);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const sent = request({ hostname, port, path: pathname, method: 'POST', localAddress, agent: false, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers } }, (response) => {
      response.resume();
      response.once('end', () => resolve(response.statusCode ?? 0));
    });
    sent.once('error', reject);
    sent.end(payload);
  });
}
/** A different client address on this machine each time. */
const visitorAddress = () => {
  visitors += 1;
  return `127.77.${(visitors >> 8) & 255}.${visitors & 255}`;
};

beforeAll(async () => {
  database = await createScratchDatabase(serverUrl, 'finmesh_replicas');
  bucket = await startTestBucket('finmesh-replicas');
  clientDir = await mkdtemp(path.join(tmpdir(), 'finmesh-client-'));
  await writeBuiltClient(clientDir);
  // Started at the same moment on the empty database.
  replicas = await Promise.all([startReplica(), startReplica()]);
  balancer = await startLoadBalancer(replicas.map((replica) => replica.url));
}, 180_000);

afterAll(async () => {
  await balancer?.stop();
  await Promise.all(replicas.map((replica) => replica.stop()));
  await bucket?.close();
  await database?.drop();
  await Promise.all([clientDir, ...dataDirs].map((folder) => rm(folder, { recursive: true, force: true })));
});

const OPS = { username: 'ops.admin', password: 'Str0ng!pass-phrase' };

describe('replicas on one database and one bucket', () => {
  let token = '';
  const [first, second] = [() => replicas[0] as RunningServer, () => replicas[1] as RunningServer];

  it('start together on an empty database, migrate and seed it once, and are both ready', async () => {
    for (const replica of replicas) expect((await fetch(`${replica.url}/ready`)).status).toBe(200);
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    try {
      const applied = await db.query<{ name: string }>('select name from mikro_orm_migrations order by id');
      expect(applied.rows.map((row) => row.name)).toEqual(migrationsList.map((migration) => migration.name));
      // The demo content, once.
      expect((await db.query('select email from subscribers')).rowCount).toBe(SAMPLE_SUBSCRIBERS.length);
      expect((await db.query('select id from jobs')).rowCount).toBe(SAMPLE_JOBS.length);
    } finally {
      await db.end();
    }
  });

  it('take a token issued by one on the other', async () => {
    const created = await fetch(`${first().url}/api/admin/create-admin`, json(OPS));
    expect(created.status).toBe(201);
    token = ((await created.json()) as { token: string }).token;
    const profile = await fetch(`${second().url}/api/admin/profile`, { headers: { authorization: `Bearer ${token}` } });
    expect(profile.status).toBe(200);
    expect(((await profile.json()) as { admin: { username: string } }).admin.username).toBe('ops.admin');
  });

  it('refuse through the other, within a second, a session ended through one; and take each authenticator code once across both (issue P22)', async () => {
    const signIn = async (replica: RunningServer, body: Record<string, string>, route = '/api/admin/login') => {
      const response = await fetch(`${replica.url}${route}`, json(body, visitor()));
      return { status: response.status, body: (await response.json()) as { token?: string; secondStep?: string; errors?: { path: string; msg: string }[] } };
    };
    const session = { authorization: `Bearer ${(await signIn(first(), OPS)).body.token}` };
    expect((await fetch(`${second().url}/api/admin/profile`, { headers: session })).status).toBe(200);
    expect((await fetch(`${first().url}/api/admin/logout`, { method: 'POST', headers: session })).status).toBe(200);
    const ended = performance.now();
    let refusedAfter = Number.POSITIVE_INFINITY;
    while (performance.now() - ended <= 1000) {
      if ((await fetch(`${second().url}/api/admin/profile`, { headers: session })).status === 401) {
        refusedAfter = performance.now() - ended;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(refusedAfter).toBeLessThanOrEqual(1000);

    // An authenticator app set up through one and confirmed through the other.
    const admin = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const setup = await fetch(`${first().url}/api/admin/profile/two-factor/setup`, { method: 'POST', headers: { authorization: admin.authorization } });
    const { secret } = ((await setup.json()) as { data: { secret: string } }).data;
    expect((await fetch(`${second().url}/api/admin/profile/two-factor/confirm`, { method: 'POST', headers: admin, body: JSON.stringify({ code: totpCode(secret) }) })).status).toBe(200);
    // The next code signs in through one; the same code is refused through the other.
    const code = totpCode(secret, 1);
    const through = async (replica: RunningServer, other: RunningServer) => {
      const step = (await signIn(replica, OPS)).body.secondStep ?? '';
      return signIn(other, { step, code }, '/api/admin/login/second-step');
    };
    expect((await through(first(), second())).status).toBe(200);
    const replayed = await through(second(), first());
    expect(replayed.status).toBe(400);
    expect(replayed.body.errors).toMatchObject([{ path: 'code', msg: TWO_FACTOR_MESSAGES.codeWrong }]);
  });

  it('keep a resume uploaded through one in the bucket, not on a disk, and hand it out byte for byte through the other', async () => {
    const admin = { authorization: `Bearer ${token}` };
    const job = await fetch(`${first().url}/api/jobs`, json({ title: 'Credit Analyst', description: ['Assess SME borrowers.'], status: 'Active' }, admin));
    const jobId = ((await job.json()) as { data: { _id: string } }).data._id;
    const resume = pdfOfSize(300_000);
    const application = restApplication(jobId, [{ filename: 'cv.pdf', content: resume }]);
    const applied = await fetch(`${first().url}${application.url}`, { method: 'POST', headers: { ...application.headers, ...visitor() }, body: application.payload });
    expect(applied.status).toBe(201);

    const list = await fetch(`${second().url}/api/career/applications`, { headers: admin });
    const [listed] = ((await list.json()) as { data: { resumeUrl: string }[] }).data;
    // The link as the back office follows it, asked of the other replica.
    const link = new URL(listed?.resumeUrl ?? '', second().url);
    const fromSecond = await fetch(`${second().url}${link.pathname}${link.search}`);
    expect(fromSecond.status).toBe(200);
    expect(Buffer.from(await fromSecond.arrayBuffer()).equals(resume)).toBe(true);

    // Beside the demo content's sample resumes, which the first start also put in the bucket.
    const storage = new S3FileStorage(bucket.config);
    const uploaded = link.pathname.replace(/^\/uploads\//, '');
    expect((await storage.list('resumes')).map((file) => file.key)).toContain(uploaded);
    expect(await storage.list('resumes')).toHaveLength(SAMPLE_APPLICATIONS.length + 1);
    for (const dataDir of dataDirs) expect(await readdir(path.join(dataDir, 'uploads')).catch(() => [])).toEqual([]);

    // Deleted through the first, gone from the bucket.
    const { _id: applicationId } = ((await (await fetch(`${second().url}/api/career/applications`, { headers: admin })).json()) as { data: { _id: string }[] }).data[0] ?? { _id: '' };
    expect((await fetch(`${first().url}/api/career/applications/${applicationId}`, { method: 'DELETE', headers: admin })).status).toBe(200);
    expect((await storage.list('resumes')).map((file) => file.key)).not.toContain(uploaded);
    expect(await storage.list('resumes')).toHaveLength(SAMPLE_APPLICATIONS.length);
  });

  it('hold the form rate limit across both: 12 contact messages from one address, alternating, 10 taken', async () => {
    const from = { 'x-forwarded-for': '10.99.0.1' };
    const statuses: number[] = [];
    for (let n = 0; n < 12; n += 1) {
      const replica = n % 2 === 0 ? first() : second();
      statuses.push((await fetch(`${replica.url}/api/contact`, json({ ...VALID_CONTACT, email: `burst${n}@example.com` }, from))).status);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('hold the form rate limit behind the load balancer whatever X-Forwarded-For a client forges: 12 contact messages from one client, 10 taken', async () => {
    const client = '127.99.0.1';
    const statuses: number[] = [];
    for (let n = 0; n < 12; n += 1) {
      // A new "address" each time in the header, as if from a proxy of the client's own, or a list of them.
      const forged = { 'x-forwarded-for': n % 2 === 0 ? `10.66.0.${n}` : `10.66.1.${n}, 10.66.2.${n}` };
      statuses.push(await postFrom(client, `${balancer.url}/api/contact`, { ...VALID_CONTACT, email: `forged${n}@example.com` }, forged));
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('have the load balancer set X-Forwarded-For to the client’s address, dropping what the client wrote', async () => {
    const seen: (string | undefined)[] = [];
    const echo: Server = createServer((incoming, answer) => {
      if (incoming.url === '/api/echo') seen.push(incoming.headers['x-forwarded-for'] as string | undefined);
      answer.end('ok');
    });
    await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
    const inFront = await startLoadBalancer([`http://127.0.0.1:${(echo.address() as AddressInfo).port}`]);
    try {
      expect(await postFrom('127.99.0.2', `${inFront.url}/api/echo`, {}, { 'x-forwarded-for': '192.0.2.7, 198.51.100.9' })).toBe(200);
      expect(await postFrom('127.99.0.3', `${inFront.url}/api/echo`, {})).toBe(200);
      expect(seen).toEqual(['127.99.0.2', '127.99.0.3']);
    } finally {
      await inFront.stop();
      await new Promise((resolve) => echo.close(resolve));
    }
  });

  it('serve a job edited through one on the other within a second', async () => {
    const admin = { authorization: `Bearer ${token}` };
    const seen = async (replica: RunningServer, path: string, text: string | null) => {
      const started = performance.now();
      for (;;) {
        const response = await fetch(`${replica.url}${path}`);
        const body = await response.text();
        if (text === null ? response.status === 404 : body.includes(text)) return performance.now() - started;
        if (performance.now() - started > 1000) return Number.POSITIVE_INFINITY;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const created = await fetch(`${first().url}/api/jobs`, json({ title: 'Risk Modeller', description: ['Model risk.'], status: 'Active' }, admin));
    const { _id: id, slug } = ((await created.json()) as { data: { _id: string; slug: string } }).data;
    expect(await seen(second(), `/careers/${slug}`, 'Job page: Risk Modeller')).toBeLessThanOrEqual(1000);
    // Now kept by the second replica; the edit through the first must reach it.
    await fetch(`${first().url}/api/jobs/${id}`, { ...json({ title: 'Senior Risk Modeller', description: ['Model risk.'], status: 'Active' }, admin), method: 'PUT' });
    expect(await seen(second(), `/careers/${slug}`, 'Job page: Senior Risk Modeller')).toBeLessThanOrEqual(1000);
    await fetch(`${first().url}/api/jobs/${id}`, { ...json({ title: 'Senior Risk Modeller', description: ['Model risk.'], status: 'Closed' }, admin), method: 'PUT' });
    expect(await seen(second(), `/careers/${slug}`, null)).toBeLessThanOrEqual(1000);
  });

  it('lose nothing, and send each receipt once, when one is stopped in the middle of a burst through the load balancer', async () => {
    const total = 300;
    const answers: number[] = [];
    let sent = 0;
    const stopping = new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (sent >= total / 3) {
          clearInterval(check);
          resolve();
        }
      }, 5);
    });
    const burst = Promise.all(
      Array.from({ length: 10 }, async () => {
        while (sent < total) {
          sent += 1;
          // Each from an address of its own: the load balancer, not the client, says who sent it.
          answers.push(await postFrom(visitorAddress(), `${balancer.url}/api/contact`, { ...VALID_CONTACT, email: `lb${sent}@example.com` }).catch(() => 0));
        }
      }),
    );
    await stopping;
    const exit = first().stop('SIGTERM');
    // Not ready from the moment it is told to stop, while it goes on serving what reaches it.
    let ready = 200;
    for (let tries = 0; tries < 50 && ready === 200; tries += 1) ready = (await fetch(`${first().url}/ready`)).status;
    expect(ready).toBe(503);
    await burst;

    expect(await exit).toBe(0);
    expect(answers).toHaveLength(total);
    expect(answers.filter((status) => status !== 201)).toEqual([]);
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    try {
      const stored = await db.query("select count(*)::int as count from contact_submissions where email like 'lb%@example.com'");
      expect(stored.rows[0]?.count).toBe(total);
      // Both replicas' event consumers took the receipts' events (one of them while stopping): each queued once (issue P18 §2).
      for (const deadline = Date.now() + 60_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 100))) {
        if ((await db.query('select count(*)::int as count from event_deliveries')).rows[0]?.count === 0) break;
      }
      const receipts = await db.query("select count(*)::int as count, count(distinct to_address)::int as addresses from mail_messages where kind = 'contact_receipt' and to_address like 'lb%@example.com'");
      expect(receipts.rows[0]).toEqual({ count: total, addresses: total });
    } finally {
      await db.end();
    }
  });
});
