import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, Socket, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/orm.js';
import { APP_ENTITIES } from '../test/app.js';
import { ApplicationFileEntity, JobApplicationEntity } from '../modules/careers/careers.entity.js';
import { ContactSubmissionEntity } from '../modules/contact/contact.entity.js';
import { DemoRequestEntity } from '../modules/demo/demo.entity.js';
import { MailMessageEntity } from '../modules/mail/mail.entity.js';
import { SubscriberEntity } from '../modules/newsletter/newsletter.entity.js';
import { PDF, multipart } from '../test/files.js';
import { VALID_APPLICATION, VALID_CONTACT, VALID_DEMO } from '../test/payloads.js';
import { createScratchDatabase, type ScratchDatabase } from '../test/scratch-database.js';
import { TestSmtpServer } from '../test/smtp.js';
import { freePort, startServer, type RunningServer } from './server-process.js';

/**
 * The server as a process, killed, stopped and cut off from its database and mail server (issue
 * P11): nothing acknowledged is lost, nothing is half-written, and service comes back by itself.
 * Runs on the PostgreSQL server of DATABASE_URL (`npm run test:resilience`), PGlite where it says so.
 */
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) throw new Error('The resilience suite runs on PostgreSQL: set DATABASE_URL (for example postgres://postgres@127.0.0.1:5432/postgres).');

const summary: string[] = [];
afterAll(() => {
  // Quoted in docs/reliability.md.
  for (const line of summary) console.info(`resilience: ${line}`);
});

type Kind = 'contact' | 'demo' | 'newsletter' | 'application';
const KINDS: readonly Kind[] = ['contact', 'demo', 'newsletter', 'application'];

/** Each public write's table and the event its record is written with (issue P18 §2). */
const RECORDED_AS: Record<Kind, { table: string; subjectType: string; event: string }> = {
  contact: { table: 'contact_submissions', subjectType: 'ContactSubmission', event: 'contact.received' },
  demo: { table: 'demo_requests', subjectType: 'DemoRequest', event: 'demo.received' },
  newsletter: { table: 'subscribers', subjectType: 'Subscriber', event: 'subscriber.added' },
  application: { table: 'job_applications', subjectType: 'JobApplication', event: 'application.received' },
};

interface Setup {
  token: string;
  jobId: string;
}

/** The first admin, a recipient of every notification, and an open job to apply for. */
async function setUp(server: RunningServer): Promise<Setup> {
  const call = async (url: string, body: object, token?: string) => {
    const response = await fetch(`${server.url}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
    return (await response.json()) as Record<string, unknown>;
  };
  const { token } = (await call('/api/admin/create-admin', { username: 'ops.admin', password: 'Str0ng!pass-phrase' })) as { token: string };
  await call('/email-recipients', { name: 'Staff', email: 'staff@finmesh.test', notificationTypes: ['career', 'newsletters', 'system_alerts'] }, token);
  const job = (await call('/api/jobs', { title: 'Credit Analyst', description: ['Assess SME borrowers.'], status: 'Active' }, token)) as { data: { _id: string } };
  return { token, jobId: job.data._id };
}

/** One public submission, told apart from every other by its address. */
function submission(server: RunningServer, setup: Setup, kind: Kind, email: string): Promise<Response> {
  const json = (url: string, body: object) => fetch(`${server.url}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (kind === 'contact') return json('/api/contact', { ...VALID_CONTACT, email });
  if (kind === 'demo') return json('/api/demo-requests', { ...VALID_DEMO, email });
  if (kind === 'newsletter') return json('/api/subscriptions/subscribe', { email });
  const form = multipart({ ...VALID_APPLICATION, email, jobId: setup.jobId }, [{ field: 'resume', filename: 'cv.pdf', content: PDF, type: 'application/pdf' }]);
  return fetch(`${server.url}/api/career/apply`, { method: 'POST', headers: form.headers, body: new Uint8Array(form.payload) });
}

/**
 * Waits until the running server's event consumers have taken every delivery (the mail
 * consumer's receipts and staff notices for what the kills left pending).
 */
async function untilConsumed(database: ScratchDatabase): Promise<void> {
  const { orm } = await openDatabase({ driver: 'postgresql', url: database.url }, { entities: APP_ENTITIES });
  try {
    for (const deadline = Date.now() + 60_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 100))) {
      const [row] = await orm.em.getConnection().execute<{ waiting: number }[]>(`select count(*)::int as "waiting" from "event_deliveries"`);
      if (row?.waiting === 0) return;
    }
    throw new Error('The event consumers did not take every delivery within a minute.');
  } finally {
    await orm.close(true);
  }
}

/** What the database and the uploads folder hold, read with the server stopped. */
async function stored(database: ScratchDatabase, dataDir: string) {
  const { orm } = await openDatabase({ driver: 'postgresql', url: database.url }, { entities: APP_ENTITIES });
  try {
    const em = orm.em.fork();
    const emailsOf = (rows: { email: string }[]) => new Set(rows.map((row) => row.email));
    const applications = await em.find(JobApplicationEntity, {}, { fields: ['id', 'email'] });
    const files = await em.find(ApplicationFileEntity, {}, { fields: ['storageKey', 'application'] });
    const fileKeys = files.map((file) => file.storageKey);
    const withFiles = new Set(files.map((file) => file.application.id));
    const onDisk = await readdir(path.join(dataDir, 'uploads', 'resumes')).catch(() => [] as string[]);
    const mail = await em.find(MailMessageEntity, {}, { fields: ['toAddress', 'kind'] });
    const mailTo = new Set(mail.map((message) => message.toAddress));
    // A person's mail of one kind (a receipt, a welcome) queued more than once.
    const seen = new Set<string>();
    const mailTwice = mail.filter((message) => !message.kind.endsWith('_notification') && seen.size === seen.add(`${message.kind} ${message.toAddress}`).size).map((message) => `${message.kind} ${message.toAddress}`);
    // Per public write: records, their events, records without exactly one event, events without their record.
    const events = await Promise.all(
      KINDS.map(async (kind) => {
        const { table, subjectType, event } = RECORDED_AS[kind];
        const [row] = await em.getConnection().execute<{ records: number; events: number; recordsWithoutOne: number; eventsWithout: number }[]>(
          `select (select count(*) from "${table}")::int as "records",
                  (select count(*) from "events" where "type" = ?)::int as "events",
                  (select count(*) from "${table}" r where (select count(*) from "events" e where e."subject_type" = ? and e."subject_id" = r."id" and e."type" = ?) <> 1)::int as "recordsWithoutOne",
                  (select count(*) from "events" e where e."type" = ? and not exists (select 1 from "${table}" r where r."id" = e."subject_id"))::int as "eventsWithout"`,
          [event, subjectType, event, event],
        );
        return { kind, ...row };
      }),
    );
    return {
      events,
      byKind: {
        contact: emailsOf(await em.find(ContactSubmissionEntity, {}, { fields: ['email'] })),
        demo: emailsOf(await em.find(DemoRequestEntity, {}, { fields: ['email'] })),
        newsletter: emailsOf(await em.find(SubscriberEntity, {}, { fields: ['email'] })),
        application: emailsOf(applications),
      } satisfies Record<Kind, Set<string>>,
      applicationsWithoutFiles: applications.filter((application) => !withFiles.has(application.id)).length,
      filesMissingOnDisk: fileKeys.filter((key) => !onDisk.includes(path.basename(key))).length,
      orphanFiles: onDisk.filter((name) => !fileKeys.some((key) => path.basename(key) === name)).length,
      mailTo,
      mailTwice,
    };
  } finally {
    await orm.close(true);
  }
}

describe('SIGKILL while 500 mixed submissions are in flight, 5 rounds', () => {
  let database: ScratchDatabase;
  let dataDir: string;
  beforeAll(async () => {
    database = await createScratchDatabase(serverUrl, 'finmesh_resilience');
    dataDir = await mkdtemp(path.join(tmpdir(), 'finmesh-resilience-'));
  });
  afterAll(async () => {
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged submission whole, and leaves no orphan file', async () => {
    // Files a killed request stored without its record are swept once older than this.
    const env = { DATABASE_URL: database.url, DATA_DIR: dataDir, ORPHAN_FILE_GRACE_SECONDS: '2' };
    let setup: Setup | undefined;
    const acknowledged = new Map<string, Kind>();
    let sent = 0;
    for (let round = 1; round <= 5; round += 1) {
      const server = await startServer(env);
      setup ??= await setUp(server);
      const killAfter = 25 + Math.floor(Math.random() * 400);
      let answered = 0;
      const attempts = Array.from({ length: 500 }, async (_, index) => {
        const kind = KINDS[index % KINDS.length] as Kind;
        const email = `r${round}.${index}.${kind}@example.com`;
        try {
          const response = await submission(server, setup as Setup, kind, email);
          await response.arrayBuffer();
          if (response.ok) acknowledged.set(email, kind);
        } catch {
          // Cut off by the kill: not acknowledged, so not owed.
        }
        answered += 1;
        if (answered === killAfter) server.child.kill('SIGKILL');
      });
      await Promise.all(attempts);
      sent += attempts.length;
      expect(await server.stop('SIGKILL')).toBe('SIGKILL');
    }

    // A clean start on what the kills left (past the grace, so it sweeps), then the check with the server stopped.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const restarted = await startServer(env);
    await untilConsumed(database);
    expect(await restarted.stop()).toBe(0);
    const after = await stored(database, dataDir);
    const lost = [...acknowledged].filter(([email, kind]) => !after.byKind[kind].has(email));
    const withoutReceipt = [...acknowledged.keys()].filter((email) => !after.mailTo.has(email));
    summary.push(
      `SIGKILL x5 during 500 mixed submissions each: ${sent} sent, ${acknowledged.size} acknowledged, ${lost.length} lost, ` +
        `${after.applicationsWithoutFiles} half-written, ${after.orphanFiles} orphan files`,
    );
    expect(acknowledged.size).toBeGreaterThan(100);
    expect(lost).toEqual([]);
    expect(withoutReceipt).toEqual([]);
    // The consumer queued each receipt once, though killed in the middle of batches (issue P18 §2).
    expect(after.mailTwice).toEqual([]);
    expect(after.applicationsWithoutFiles).toBe(0);
    expect(after.filesMissingOnDisk).toBe(0);
    expect(after.orphanFiles).toBe(0);
    // Events = records: no record without its event, no event without its record (issue P18 §2).
    const records = after.events.reduce((sum, kind) => sum + (kind.records ?? 0), 0);
    const events = after.events.reduce((sum, kind) => sum + (kind.events ?? 0), 0);
    summary.push(`after the kills: ${records} records of the public writes, ${events} events of their arrival`);
    for (const kind of after.events) {
      expect(kind, kind.kind).toEqual({ kind: kind.kind, records: kind.records, events: kind.records, recordsWithoutOne: 0, eventsWithout: 0 });
    }
    expect(events).toBe(records);
  });
});

describe('50 SIGTERM start/stop cycles on the embedded PGlite database', () => {
  it('opens cleanly every time and keeps what each run stored', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'finmesh-pglite-cycles-'));
    const exits: (number | string | null)[] = [];
    try {
      for (let cycle = 1; cycle <= 50; cycle += 1) {
        const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
        const response = await fetch(`${server.url}/api/subscriptions/subscribe`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: `cycle${cycle}@example.com` }) });
        expect(response.status, server.log()).toBeLessThan(300);
        exits.push(await server.stop('SIGTERM'));
      }
      const last = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
      await last.stop();
      const { orm } = await openDatabase({ driver: 'pglite', dataDir: path.join(dataDir, 'db') }, { entities: APP_ENTITIES });
      const subscribers = await orm.em.fork().count(SubscriberEntity);
      await orm.close(true);
      summary.push(`50 SIGTERM cycles on PGlite: ${exits.filter((code) => code === 0).length} clean exits, ${subscribers} of 50 sign-ups kept`);
      expect(exits).toEqual(Array(50).fill(0));
      expect(subscribers).toBe(50);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('a SIGTERM while a client stalls in the middle of an upload', () => {
  it('waits 5 seconds for it, then closes its connection and exits cleanly, before the hard timeout', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'finmesh-stalled-'));
    const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
    const { hostname, port } = new URL(server.url);
    const stalled = new Socket();
    try {
      await new Promise<void>((resolve) => stalled.connect(Number(port), hostname, resolve));
      // The head of a 5 MB application and its first kilobyte; the rest never comes (a phone gone out of range).
      stalled.write(`POST /api/career/apply HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 5000000\r\n\r\n--x\r\n${'a'.repeat(1024)}`);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const closedByServer = new Promise<boolean>((resolve) => stalled.once('close', () => resolve(true)));
      const started = performance.now();
      const code = await server.stop('SIGTERM');
      const took = performance.now() - started;
      summary.push(`SIGTERM with an upload stalled: exit ${code} after ${Math.round(took)} ms`);
      // 0: it closed the connection and finished (the hard timeout exits 1).
      expect(code, server.log()).toBe(0);
      expect(await closedByServer).toBe(true);
    } finally {
      stalled.destroy();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the mail server down while 200 submissions arrive', () => {
  it('answers every one, then delivers each notification and receipt exactly once when it returns', async () => {
    const database = await createScratchDatabase(serverUrl, 'finmesh_resilience');
    const dataDir = await mkdtemp(path.join(tmpdir(), 'finmesh-resilience-'));
    const smtp = new TestSmtpServer();
    smtp.port = await freePort();
    const server = await startServer({ DATABASE_URL: database.url, DATA_DIR: dataDir, SMTP_URL: smtp.url, MAIL_RETRY_BASE_SECONDS: '1', MAIL_POLL_INTERVAL_MS: '200' });
    try {
      const setup = await setUp(server);
      const statuses = await Promise.all(
        Array.from({ length: 200 }, async (_, index) => (await submission(server, setup, 'contact', `mail${index}@example.com`)).status),
      );
      expect(statuses.filter((status) => status === 201)).toHaveLength(200);

      await smtp.start();
      const expected = 400; // a receipt to each sender and a notification to the staff for each
      const deadline = Date.now() + 120_000;
      while (smtp.received.length < expected && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
      // Anything sent twice would arrive within a few more polls.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      const perSender = Array.from({ length: 200 }, (_, index) => smtp.to(`mail${index}@example.com`).length);
      const toStaff = smtp.to('staff@finmesh.test').length;
      const messageIds = new Set(smtp.received.map((mail) => mail.header('message-id')));
      summary.push(`mail down during 200 submissions: ${statuses.filter((status) => status === 201).length} answered 201, ${smtp.received.length} of ${expected} messages delivered, ${smtp.received.length - messageIds.size} twice`);
      expect(perSender.every((count) => count === 1)).toBe(true);
      expect(toStaff).toBe(200);
      expect(messageIds.size).toBe(smtp.received.length);
    } finally {
      await server.stop();
      await smtp.stop();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

/** A TCP relay in front of PostgreSQL that can cut every connection and refuse new ones. */
/**
 * A TCP relay in front of PostgreSQL that can cut every connection (the database gone: connections
 * refused and reset) or fall silent (the database still takes connections but never answers: what
 * a frozen server or a black-holed network looks like). Connections silenced stay silent; new ones
 * made after `restore()` go through.
 */
class CuttableRelay {
  private readonly sockets = new Set<Socket>();
  private readonly muted = new WeakSet<Socket>();
  private server: Server | undefined;
  private state: 'open' | 'cut' | 'silent' = 'open';
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async start(): Promise<void> {
    this.server = createServer((client) => {
      if (this.state === 'cut') return client.destroy();
      const upstream = new Socket();
      upstream.connect(this.target.port, this.target.host);
      for (const [from, to] of [
        [client, upstream],
        [upstream, client],
      ] as const) {
        this.sockets.add(from);
        if (this.state === 'silent') this.muted.add(from);
        from.on('data', (chunk: Buffer) => {
          if (!this.muted.has(from)) to.write(chunk);
        });
        from.on('close', () => {
          this.sockets.delete(from);
          to.destroy();
        });
        from.on('error', () => from.destroy());
      }
    });
    const server = this.server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.port = (server.address() as { port: number }).port;
  }

  cutOff(): void {
    this.state = 'cut';
    for (const socket of this.sockets) socket.destroy();
  }

  silence(): void {
    this.state = 'silent';
    for (const socket of this.sockets) this.muted.add(socket);
  }

  restore(): void {
    this.state = 'open';
  }

  async stop(): Promise<void> {
    this.cutOff();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}

describe('the database unreachable', () => {
  it.each([
    ['gone (connections refused and reset)', 'database unreachable', (relay: CuttableRelay) => relay.cutOff()],
    ['silent (connections taken, never answered)', 'database silent', (relay: CuttableRelay) => relay.silence()],
  ])('%s: fails /ready, answers 503 quickly instead of hanging, and recovers without a restart', async (_case, label, fail) => {
    const database = await createScratchDatabase(serverUrl, 'finmesh_resilience');
    const target = new URL(database.url);
    const relay = new CuttableRelay({ host: target.hostname, port: Number(target.port || 5432) });
    await relay.start();
    const viaRelay = new URL(database.url);
    viaRelay.port = String(relay.port);
    const dataDir = await mkdtemp(path.join(tmpdir(), 'finmesh-resilience-'));
    // A short query deadline keeps the silent case quick; the default is 10 seconds.
    const server = await startServer({ DATABASE_URL: viaRelay.toString(), DATA_DIR: dataDir, DATABASE_QUERY_TIMEOUT_SECONDS: '3' });
    const timed = async (url: string, init?: RequestInit) => {
      const started = performance.now();
      const response = await fetch(`${server.url}${url}`, { ...init, signal: AbortSignal.timeout(30_000) });
      return { status: response.status, body: await response.text(), seconds: (performance.now() - started) / 1000 };
    };
    const contact = (email: string) => timed('/api/contact', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...VALID_CONTACT, email }) });
    try {
      expect((await contact('before@example.com')).status).toBe(201);

      fail(relay);
      const ready = await timed('/ready');
      const refused = await contact('during@example.com');
      const list = await timed('/api/jobs');
      summary.push(`${label}: /ready ${ready.status} in ${ready.seconds.toFixed(1)} s, a submission ${refused.status} in ${refused.seconds.toFixed(1)} s, a list ${list.status} in ${list.seconds.toFixed(1)} s`);
      expect(ready.status).toBe(503);
      expect(refused).toMatchObject({ status: 503 });
      expect(JSON.parse(refused.body)).toMatchObject({ success: false, message: 'The service is briefly unavailable. Please try again in a minute.' });
      expect(list.status).toBe(503);
      for (const answer of [ready, refused, list]) expect(answer.seconds).toBeLessThan(15);

      relay.restore();
      const deadline = Date.now() + 30_000;
      let back = await timed('/ready');
      while (back.status !== 200 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        back = await timed('/ready');
      }
      expect(back.status).toBe(200);
      expect((await contact('after@example.com')).status).toBe(201);
      expect(await server.stop(), server.log()).toBe(0);
    } finally {
      await server.stop('SIGKILL');
      await relay.stop();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
