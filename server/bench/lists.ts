/**
 * `npm run bench -- lists`: the back office's lists over a large data set on PostgreSQL, as an admin
 * reads them through GraphQL (the back office's own queries) and REST. The data grows from 10,000
 * contact submissions to 100,000 to 1,000,000 (with 1 application for 5 of them, 1 subscriber for 10,
 * 1 demo request for 20, 1 job for 500; see data.ts), and every read is timed at each size, so the
 * growth is visible: first page, a page number (the last one the back office offers), a deep page
 * by cursor, a status filter, a search by name and by email; and the dashboard (a `dashboard` row group). Each read runs one at a time,
 * `BENCH_LIST_RUNS` times after a warm-up; p50 and p95 in milliseconds, measured at the client, the
 * HTTP round trip included. Beside them, the same app's `/health` answer: the floor of any request.
 */
import pg from 'pg';
import { startBenchServer } from './bench-server.js';
import { growTo, sizeFor } from './data.js';

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const runs = Number(process.env.BENCH_LIST_RUNS ?? 60);
const SIZES = (process.env.BENCH_LIST_SIZES ?? '10000,100000,1000000').split(',').map(Number);

interface Read {
  name: string;
  /** A GraphQL operation, or a REST path. */
  graphql?: { query: string; variables: Record<string, unknown> };
  rest?: string;
}

const CONTACT_FIELDS = 'id firstName lastName email companyName phoneNumber role message status spam createdAt replies { message sentBy createdAt }';
const APPLICATION_FIELDS = 'id firstName lastName email phone position status coverNote appliedAt files { id name path size }';
const SUBSCRIBER_FIELDS = 'id email isActive subscribedAt';
const DEMO_FIELDS = 'id firstName lastName companyName designation email meetingDate status notes createdAt';
const JOB_FIELDS = 'id title location status postedAt';
const DASHBOARD_QUERY = `{ dashboard { since leads { source thisWeek lastWeek changePercent days held }
  demoRequests { pending nextMeetings { id firstName lastName companyName meetingDate } } applications { status count } outbox { queued failed lastDeliveredAt } } }`;

/** A list query as the back office sends it, with the count it shows and the cursors it could follow. */
const listQuery = (field: string, args: string, fields: string) =>
  `query(${args}) { ${field}(${args.replace(/\$(\w+): [\w!]+/g, '$1: $$$1')}) { totalCount totalCountIsExact pageInfo { hasNextPage endCursor } edges { cursor node { ${fields} } } } }`;

/** The reads of one size; `deep` are cursors of rows in the middle of each list. */
function readsOf(deep: Record<string, string>): Read[] {
  const contacts = (variables: Record<string, unknown>) => ({
    query: listQuery('contactSubmissions', '$search: String, $status: ContactStatus, $spam: Boolean!, $first: Int!, $offset: Int, $after: String', CONTACT_FIELDS),
    variables: { spam: false, first: 5, ...variables },
  });
  return [
    { name: 'contacts: first page', graphql: contacts({}) },
    { name: 'contacts: page 2,000 (last numbered)', graphql: contacts({ offset: 9_995 }) },
    { name: 'contacts: deep page (cursor)', graphql: contacts({ after: deep['contacts'] }) },
    { name: 'contacts: status in-progress', graphql: contacts({ status: 'in_progress' }) },
    { name: 'contacts: search name "priya"', graphql: contacts({ search: 'priya' }) },
    { name: 'contacts: search name "sneha kap"', graphql: contacts({ search: 'sneha kap' }) },
    { name: 'contacts: search email "rao1234"', graphql: contacts({ search: 'rao1234' }) },
    { name: 'contacts: search, no match', graphql: contacts({ search: 'zzqx' }) },
    { name: 'contacts REST: first page', rest: '/api/contact/admin/contact-submissions?limit=5' },
    { name: 'contacts REST: search "iyer"', rest: '/api/contact/admin/contact-submissions?limit=5&search=iyer' },
    {
      name: 'applications: first page',
      graphql: { query: listQuery('applications', '$spam: Boolean!, $first: Int!', APPLICATION_FIELDS), variables: { spam: false, first: 5 } },
    },
    {
      name: 'applications: status hired',
      graphql: { query: listQuery('applications', '$status: ApplicationStatus, $spam: Boolean!, $first: Int!', APPLICATION_FIELDS), variables: { status: 'hired', spam: false, first: 5 } },
    },
    {
      name: 'applications: deep page (cursor)',
      graphql: { query: listQuery('applications', '$spam: Boolean!, $first: Int!, $after: String', APPLICATION_FIELDS), variables: { spam: false, first: 5, after: deep['applications'] } },
    },
    {
      name: 'subscribers: first page',
      graphql: { query: listQuery('subscribers', '$spam: Boolean!, $first: Int!', SUBSCRIBER_FIELDS), variables: { spam: false, first: 20 } },
    },
    {
      name: 'subscribers: search email "meh"',
      graphql: { query: listQuery('subscribers', '$search: String, $spam: Boolean!, $first: Int!', SUBSCRIBER_FIELDS), variables: { search: 'meh', spam: false, first: 20 } },
    },
    {
      name: 'subscribers: active only',
      graphql: { query: listQuery('subscribers', '$isActive: Boolean, $spam: Boolean!, $first: Int!', SUBSCRIBER_FIELDS), variables: { isActive: true, spam: false, first: 20 } },
    },
    {
      name: 'demo requests: first page',
      graphql: { query: listQuery('demoRequests', '$spam: Boolean!, $first: Int!', DEMO_FIELDS), variables: { spam: false, first: 10 } },
    },
    {
      name: 'demo requests: status confirmed',
      graphql: { query: listQuery('demoRequests', '$status: DemoStatus, $spam: Boolean!, $first: Int!', DEMO_FIELDS), variables: { status: 'confirmed', spam: false, first: 10 } },
    },
    { name: 'jobs: first page', graphql: { query: listQuery('jobs', '$first: Int!', JOB_FIELDS), variables: { first: 5 } } },
    { name: 'jobs: status Closed', graphql: { query: listQuery('jobs', '$status: JobStatus, $first: Int!', JOB_FIELDS), variables: { status: 'Closed', first: 5 } } },
    // The dashboard (issue P14): an Owner's answer has every section.
    { name: 'dashboard: every section (Owner)', graphql: { query: DASHBOARD_QUERY, variables: {} } },
    { name: 'dashboard: leads only', graphql: { query: '{ dashboard { since leads { source thisWeek lastWeek changePercent days held } } }', variables: {} } },
    { name: 'dashboard REST: every section', rest: '/api/admin/dashboard' },
  ];
}

/** A cursor of the list's order (newest first, then id) at the row halfway down, as the API makes them. */
async function middleCursor(db: pg.Client, table: string, time: string): Promise<string> {
  const { rows } = await db.query<{ at: Date; id: string }>(
    `select ${time} as at, id from ${table} where not spam order by ${time} desc, id desc offset (select count(*) / 2 from ${table} where not spam) limit 1`,
  );
  const row = rows[0];
  if (!row) throw new Error(`${table} is empty`);
  return Buffer.from(JSON.stringify([row.at.toISOString(), row.id])).toString('base64url');
}

interface Timing {
  p50: number;
  p95: number;
}

export async function benchLists(): Promise<void> {
  const { ready, databaseUrl, stop } = await startBenchServer(serverUrl, 'finmesh_bench_lists');
  const db = new pg.Client({ connectionString: databaseUrl });
  const table = new Map<string, Timing[]>();
  try {
    const origin = `http://127.0.0.1:${ready.app}`;
    const token = await firstAdminToken(origin);
    await db.connect();
    for (const size of SIZES) {
      const started = performance.now();
      await growTo(db, sizeFor(size));
      // The planner's statistics of what was just loaded, as a production table keeps them (autovacuum
      // would gather them later): read before, a search plans on the empty table's and is timed 10x slow.
      await db.query('analyze');
      console.log(`(${size.toLocaleString('en')} contact submissions and the rest loaded and analysed in ${((performance.now() - started) / 1000).toFixed(0)} s)`);
      const deep = { contacts: await middleCursor(db, 'contact_submissions', 'created_at'), applications: await middleCursor(db, 'job_applications', 'applied_at') };
      const reads: Read[] = [{ name: 'reference: GET /health' }, ...readsOf(deep)];
      for (const read of reads) {
        const timing = await time(origin, token, read);
        table.set(read.name, [...(table.get(read.name) ?? []), timing]);
      }
    }
  } finally {
    await db.end().catch(() => undefined);
    await stop();
  }
  report(table);
}

/** Registers the bench's admin (the first, so an Owner) and answers its bearer token. */
export async function firstAdminToken(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/admin/create-admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench.admin', password: 'Str0ng!pass-phrase' }),
  });
  const { token } = (await response.json()) as { token?: string };
  if (!token) throw new Error(`could not sign in the bench admin: ${response.status}`);
  return token;
}

/** Runs a read `runs` times (after 5 unmeasured), one at a time; fails on any error answer. */
async function time(origin: string, token: string, read: Read): Promise<Timing> {
  const once = async () => {
    const started = performance.now();
    const response = read.graphql
      ? await fetch(`${origin}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(read.graphql) })
      : await fetch(`${origin}${read.rest ?? '/health'}`, { headers: { authorization: `Bearer ${token}` } });
    const body = await response.text();
    const elapsed = performance.now() - started;
    if (!response.ok || body.includes('"errors"')) throw new Error(`${read.name}: ${response.status} ${body.slice(0, 300)}`);
    return elapsed;
  };
  for (let warm = 0; warm < 5; warm += 1) await once();
  const samples: number[] = [];
  for (let run = 0; run < runs; run += 1) samples.push(await once());
  samples.sort((a, b) => a - b);
  const at = (share: number) => samples[Math.min(samples.length - 1, Math.floor(share * samples.length))] ?? Number.NaN;
  return { p50: at(0.5), p95: at(0.95) };
}

function report(table: Map<string, Timing[]>): void {
  console.log(`\nAdmin lists on PostgreSQL: p50 / p95 ms per read (${runs} runs each, one at a time), by number of contact submissions`);
  console.log('read'.padEnd(40), ...SIZES.map((size) => size.toLocaleString('en').padStart(15)));
  for (const [name, timings] of table) {
    console.log(name.padEnd(40), ...timings.map(({ p50, p95 }) => `${p50.toFixed(1)} / ${p95.toFixed(1)}`.padStart(15)));
  }
  console.log('Goal: every read p95 <= 50 ms at 1,000,000, flat from 10,000.');
}
