/**
 * `npm run bench -- insights`: a post's page of the built app on PostgreSQL with 10,000 published
 * posts (BENCH_POSTS), rendered per request (a request with an `Authorization` header is never
 * served from the page cache) and from the page cache, one request at a time, `BENCH_PAGE_RUNS`
 * times after a warm-up: p50 and p95 in milliseconds at the client, the HTTP round trip included.
 * Measured once the app is idle after the posts went in (it renders its kept pages again after a change).
 * Beside them, the same app's `/health` (the floor of any request) and the Insights list's first page;
 * and for each, what a request cost the app's main thread in CPU time and how long it waited for a
 * core (Linux's schedstat), which tell the app's own cost from the machine's load.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { createScratchDatabase } from '../src/test/scratch-database.js';
import { startBuiltApp } from './pages.js';

const root = path.resolve(import.meta.dirname, '../..');
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const POSTS = Number(process.env.BENCH_POSTS ?? 10_000);
const RUNS = Number(process.env.BENCH_PAGE_RUNS ?? 200);

/** A post of about 1,200 words: headings, paragraphs, a list and a quote, as the editor writes them. */
function bodyOf(n: number): object {
  const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
  const words = 'Working capital lines, invoice discounting and revenue-based finance each price risk differently for Indian SMEs and their lenders.';
  const section = (title: string) => [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: `${title} ${n}` }] },
    ...Array.from({ length: 4 }, () => paragraph(`${words} ${words} ${words}`)),
    { type: 'bulletList', content: ['Closes in days', 'Costs 9-14% a year', 'No collateral'].map((item) => ({ type: 'listItem', content: [paragraph(item)] })) },
    { type: 'blockquote', content: [paragraph('The cheapest money is the money your customers already owe you.')] },
  ];
  return { type: 'doc', content: [...section('Invoices'), ...section('Revenue'), ...section('Banks')] };
}

/** `count` published posts in one statement each 1,000, tagged by turns, a day apart. */
async function insertPosts(databaseUrl: string, count: number): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (let start = 0; start < count; start += 1_000) {
      const size = Math.min(1_000, count - start);
      await client.query(
        `insert into content_items (id, type, slug, title, status, version, body, fields, tags, published_at, created_at, updated_at)
         select gen_random_uuid(), 'post', 'post-' || n, 'Working capital note ' || n, 'published', 1, $1::jsonb,
                jsonb_build_object('summary', 'What each option costs, how fast it closes and who it suits.', 'readingMinutes', 6),
                array[(array['debt', 'equity', 'm&a', 'working capital'])[1 + n % 4]], now() - n * interval '1 hour', now(), now()
         from generate_series($2::int, $3::int) as n`,
        [JSON.stringify(bodyOf(0)), start + 1, start + size],
      );
    }
    await client.query('analyze content_items');
  } finally {
    await client.end();
  }
  return `post-${Math.floor(count / 2)}`;
}

/**
 * Milliseconds the app's main thread has spent on a CPU and waiting for one (Linux's schedstat),
 * or null where /proc has none. Between two requests, what one request cost the app's event loop,
 * and how long other processes kept it from a core: the first does not grow with the machine's
 * load, the second is the load.
 */
async function mainThreadTimes(pid: number): Promise<{ cpu: number; waited: number } | null> {
  try {
    const [cpu = 0, waited = 0] = (await readFile(`/proc/${pid}/task/${pid}/schedstat`, 'utf8')).split(' ').map(Number);
    return { cpu: cpu / 1e6, waited: waited / 1e6 };
  } catch {
    return null;
  }
}

interface Timing {
  p50: number;
  p95: number;
  status: number;
  /** The app's main thread per request: on a CPU (p50, p95) and waiting for one (p95); null without schedstat. */
  cpu: { p50: number; p95: number; waitedP95: number } | null;
}

async function timed(url: string, headers: Record<string, string>, pid: number): Promise<Timing> {
  let status = 0;
  for (let i = 0; i < 10; i += 1) status = (await fetch(url, { headers })).status;
  const times: number[] = [];
  const cpu: number[] = [];
  const waited: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const before = await mainThreadTimes(pid);
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    times.push(performance.now() - started);
    status = response.status;
    const after = await mainThreadTimes(pid);
    if (before && after) {
      cpu.push(after.cpu - before.cpu);
      waited.push(after.waited - before.waited);
    }
  }
  const at = (values: number[], q: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  };
  return {
    p50: at(times, 0.5),
    p95: at(times, 0.95),
    status,
    cpu: cpu.length === RUNS ? { p50: at(cpu, 0.5), p95: at(cpu, 0.95), waitedP95: at(waited, 0.95) } : null,
  };
}

export async function benchInsights(): Promise<void> {
  if (!existsSync(path.join(root, 'client/dist/pages/manifest.json')) || !existsSync(path.join(root, 'server/dist/main.js'))) {
    console.log('\nNo build: run "npm run build" to measure the Insights pages.');
    return;
  }
  const database = await createScratchDatabase(serverUrl, 'finmesh_bench_insights');
  const app = await startBuiltApp(database.url, { SEED_DEMO_CONTENT: 'false' });
  try {
    const slug = await insertPosts(database.url, POSTS);
    // Each insert is a change of content: the app renders its kept pages again in the background. Measured once that is done.
    const settling = await app.idle();
    const uncached = { authorization: 'Bearer not-a-token', 'accept-encoding': 'br, gzip' };
    const cached = { 'accept-encoding': 'br, gzip' };
    const rows = [
      { name: '/health (floor)', path: '/health', headers: cached },
      { name: 'a post page, rendered per request', path: `/insights/${slug}`, headers: uncached },
      { name: 'a post page, from the page cache', path: `/insights/${slug}`, headers: cached },
      { name: '/insights, rendered per request', path: '/insights', headers: uncached },
      { name: '/insights?tag=debt, rendered', path: '/insights?tag=debt', headers: uncached },
    ];
    console.log(`\nInsights pages of the built app on PostgreSQL (${POSTS.toLocaleString('en')} published posts, ${RUNS} requests one at a time)`);
    console.log(`The app was busy for ${(settling / 1000).toFixed(1)} s after the posts went in (its kept pages rendered again); measured after that.`);
    console.log('"app CPU" is the app\'s main thread on a CPU per request; "waited" how long other processes kept it from one (p95).');
    console.log('page'.padEnd(38), 'p50 ms'.padStart(7), 'p95 ms'.padStart(7), 'status'.padStart(7), '| app CPU p50'.padStart(13), 'p95'.padStart(6), 'waited'.padStart(7));
    for (const row of rows) {
      const { p50, p95, status, cpu } = await timed(`${app.url}${row.path}`, row.headers, app.pid);
      const main = cpu ? [cpu.p50.toFixed(1).padStart(11), cpu.p95.toFixed(1).padStart(6), cpu.waitedP95.toFixed(1).padStart(7)].join(' ') : '(no schedstat)'.padStart(26);
      console.log(row.name.padEnd(38), p50.toFixed(1).padStart(7), p95.toFixed(1).padStart(7), String(status).padStart(7), `| ${main}`);
    }
  } finally {
    await app.stop();
    await database.drop();
  }
}
