/**
 * `npm run bench -- forms`: the public writes on PostgreSQL, each form through REST and GraphQL,
 * beside two references measured in the same run: a bare Fastify route (the HTTP ceiling) and a
 * bare INSERT through the app's own pool (the database ceiling). The load comes from many client
 * addresses (`X-Forwarded-For` behind a trusted proxy), as a site's visitors do, so the
 * per-address limit stays the real one. After each run the rows are counted: every 2xx must have
 * stored its record, and once the event consumers took its event (they run in the server's
 * process, on its CPU), its outbox messages (a receipt and one notice per staff recipient).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { multipart } from '../src/test/files.js';
import { VALID_APPLICATION, VALID_CONTACT, VALID_DEMO } from '../src/test/payloads.js';
import { figuresOf, loadFromVisitors, startBenchServer, type BenchRequest, type BenchServer, type LoadFigures } from './bench-server.js';

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Only the forms whose row name contains this (the two references always run). */
const only = process.env.BENCH_FORMS;

interface Scenario {
  name: string;
  port: 'app' | 'bare';
  /** The n-th submission of the run; `address` is unique to it. */
  request(n: number, address: string): BenchRequest;
  /** The table whose rows a 2xx stores (none for the references). */
  table?: string;
  /** Outbox messages a 2xx promises; by default the receipt and a notice to each staff recipient. */
  mailsEach?: number;
}

const json = (path: string, body: unknown): BenchRequest => ({ path, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const mutation = (field: string, inputType: string, input: unknown) =>
  json('/graphql', { query: `mutation($input: ${inputType}!) { ${field}(input: $input) { message } }`, variables: { input } });

/** A seat booking as the form sends it (the address is the run's). */
const SEAT = { firstName: 'Nisha', lastName: 'Menon', companyName: 'Bluepeak', designation: 'CFO', country: 'India', phoneNumber: '+919845012345', seats: 1 };

function scenarios(ready: BenchServer): Scenario[] {
  const application = (address: string) => ({ ...VALID_APPLICATION, email: address });
  // With double opt-in a sign-up is sent its confirmation link alone: the welcome and the notices wait for the confirmation.
  const newsletterMails = ready.newsletterDoubleOptIn ? 1 : undefined;
  return [
    { name: 'bare Fastify route', port: 'bare', request: () => json('/bare', { email: 'x@y.z' }) },
    { name: 'bare INSERT through the same pool', port: 'bare', request: (_n, address) => json('/bare-insert', { email: address }) },
    { name: 'newsletter, REST', port: 'app', table: 'subscribers', request: (_n, address) => json('/api/subscriptions/subscribe', { email: address }), mailsEach: newsletterMails },
    { name: 'newsletter, GraphQL', port: 'app', table: 'subscribers', request: (_n, address) => mutation('subscribe', 'SubscribeInput', { email: address }), mailsEach: newsletterMails },
    { name: 'contact, REST', port: 'app', table: 'contact_submissions', request: (_n, address) => json('/api/contact', { ...VALID_CONTACT, email: address }) },
    { name: 'contact, GraphQL', port: 'app', table: 'contact_submissions', request: (_n, address) => mutation('submitContactForm', 'SubmitContactFormInput', { ...VALID_CONTACT, email: address }) },
    { name: 'demo request, REST', port: 'app', table: 'demo_requests', request: (_n, address) => json('/api/demo-requests', { ...VALID_DEMO, email: address }) },
    { name: 'demo request, GraphQL', port: 'app', table: 'demo_requests', request: (_n, address) => mutation('requestDemo', 'RequestDemoInput', { ...VALID_DEMO, email: address }) },
    // Every booking of one event takes that event's row lock (the capacity is exact): the row measures the lock's cost too. One mail each, its confirmation.
    { name: 'seat booking, REST', port: 'app', table: 'event_bookings', request: (_n, address) => json(`/api/events/${ready.eventSlug}/bookings`, { ...SEAT, email: address }), mailsEach: 1 },
    { name: 'seat booking, GraphQL', port: 'app', table: 'event_bookings', request: (_n, address) => mutation('bookSeat', 'BookSeatInput', { ...SEAT, event: ready.eventSlug, email: address }), mailsEach: 1 },
    {
      name: 'application without files, REST',
      port: 'app',
      table: 'job_applications',
      request: (_n, address) => ({ path: '/api/career/apply', ...multipartRequest({ ...application(address), jobId: ready.jobId }) }),
    },
    {
      name: 'application without files, GraphQL',
      port: 'app',
      table: 'job_applications',
      request: (_n, address) => mutation('applyForJob', 'ApplyForJobInput', { ...application(address), jobId: ready.jobGlobalId }),
    },
  ];
}

function multipartRequest(fields: Record<string, string>): { headers: Record<string, string>; body: Buffer } {
  const form = multipart(fields, []);
  return { headers: form.headers, body: form.payload };
}

interface Result extends LoadFigures {
  /** The server process's largest resident set during the run, in bytes. */
  peakRss: number;
  /** For the forms: records and outbox messages stored by the run, against what its 2xx promise. */
  stored?: { records: number; mail: number; expectedMail: number };
}

export async function benchForms(): Promise<void> {
  const { ready, databaseUrl, stop } = await startBenchServer(serverUrl, 'finmesh_bench');
  const db = new pg.Client({ connectionString: databaseUrl });
  const results: Result[] = [];
  const memory = { idleRss: 0 };
  try {
    await db.connect();
    const count = async (sql: string, params: unknown[] = []) => Number((await db.query<{ count: string }>(sql, params)).rows[0]?.count ?? 0);
    const rss = async () => ((await (await fetch(`http://127.0.0.1:${ready.bare}/memory`)).json()) as { rss: number }).rss;
    memory.idleRss = await rss();
    for (const scenario of scenarios(ready).filter((scenario) => !only || !scenario.table || scenario.name.includes(only))) {
      const tag = randomBytes(4).toString('hex');
      const mailBefore = await count('select count(*) from mail_messages');
      let peakRss = await rss();
      const sampling = setInterval(() => void rss().then((now) => (peakRss = Math.max(peakRss, now)), () => undefined), 250);
      const result = await loadFromVisitors(`http://127.0.0.1:${scenario.port === 'app' ? ready.app : ready.bare}`, { connections, seconds }, (n) =>
        scenario.request(n, `${tag}-${n}@bench.example`),
      );
      clearInterval(sampling);
      const entry: Result = { ...figuresOf(scenario.name, result), peakRss };
      const { ok } = entry;
      if (scenario.table) {
        // The receipts and notices are queued by the event consumers, moments after each write: counted once they took every event.
        for (const deadline = Date.now() + 120_000; Date.now() < deadline && (await count('select count(*) from event_deliveries')) > 0; ) await new Promise((resolve) => setTimeout(resolve, 100));
        const records = await count(`select count(*) from ${scenario.table} where email like $1`, [`${tag}-%`]);
        const mail = (await count('select count(*) from mail_messages')) - mailBefore;
        entry.stored = { records, mail, expectedMail: ok * (scenario.mailsEach ?? (1 + ready.recipients)) };
      }
      results.push(entry);
    }
  } finally {
    await db.end().catch(() => undefined);
    await stop();
  }
  report(results, memory.idleRss);
}

function report(results: readonly Result[], idleRss: number): void {
  const [bare, insert] = results;
  console.log(`\nPublic writes on PostgreSQL (${connections} connections, ${seconds} s each, a new client address per request)`);
  console.log('scenario'.padEnd(36), 'req/s'.padStart(7), 'p50 ms'.padStart(7), 'p99 ms'.padStart(7), 'vs bare'.padStart(8), 'vs INSERT'.padStart(10), '2xx'.padStart(7), 'other'.padStart(6), 'RSS MB'.padStart(7), ' stored (records, mail)');
  for (const result of results) {
    const ratio = (reference: Result | undefined) => (reference ? `${((result.rps / reference.rps) * 100).toFixed(1)}%` : '');
    // Requests still in flight when a run ends are stored but not counted as answered: more rows than 2xx is expected.
    const kept = (rows: number, promised: number) => (rows >= promised ? `all (${rows})` : `${rows} of ${promised}: LOST ${promised - rows}`);
    const stored = result.stored ? `${kept(result.stored.records, result.ok)}, ${kept(result.stored.mail, result.stored.expectedMail)}` : '';
    console.log(
      result.name.padEnd(36),
      result.rps.toFixed(0).padStart(7),
      result.p50.toFixed(1).padStart(7),
      result.p99.toFixed(1).padStart(7),
      ratio(bare).padStart(8),
      ratio(insert).padStart(10),
      String(result.ok).padStart(7),
      String(result.other).padStart(6),
      (result.peakRss / 2 ** 20).toFixed(0).padStart(7),
      ` ${stored}`,
    );
  }
  console.log(`Server memory (app and references in one process): ${(idleRss / 2 ** 20).toFixed(0)} MB resident when idle after start; "RSS MB" is the peak during each run.`);
  console.log('Goal: every public write >= 2,000 req/s with p99 <= 50 ms, its record and its event committed before the 2xx; "mail" counted after the event consumers drained.');
}
