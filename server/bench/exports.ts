/**
 * `npm run bench -- exports`: the back office's CSV export of the contact submissions
 * (`BENCH_EXPORT_ROWS`, default 1,000,000, grown as the lists stage grows them) through the app,
 * beside PostgreSQL's own `COPY ... TO STDOUT` of the same rows in the same order as the ceiling.
 * Prints rows a second of each, their ratio, and the growth of the app server's resident memory
 * (sampled every 50 ms from /proc while the file streams), for the first export after the server
 * started and for the same export again. Goals: >= 50,000 rows a second, and
 * the resident memory growing by less than 50 MB.
 */
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { startBenchServer } from './bench-server.js';
import { growTo, sizeFor } from './data.js';
import { firstAdminToken } from './lists.js';

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 1_000_000);

interface Run {
  lines: number;
  bytes: number;
  seconds: number;
}

export async function benchExports(): Promise<void> {
  const { ready, databaseUrl, pid, stop } = await startBenchServer(serverUrl, 'finmesh_bench_exports');
  const db = new pg.Client({ connectionString: databaseUrl });
  try {
    const origin = `http://127.0.0.1:${ready.app}`;
    const token = await firstAdminToken(origin);
    await db.connect();
    const started = performance.now();
    await growTo(db, sizeFor(ROWS));
    const { rows } = await db.query<{ count: number }>('select count(*)::int as count from contact_submissions where not spam');
    console.log(`(${(rows[0]?.count ?? 0).toLocaleString('en')} contact submissions loaded in ${((performance.now() - started) / 1000).toFixed(0)} s)`);

    const copy = await copyOut(databaseUrl);
    const runs: [string, Run & { rssGrowth: number }][] = [];
    // The same export twice: the first after the server started (its code not yet optimised, its
    // heap not yet sized for the work), then again.
    for (const name of ['the app: first export since start', 'the app: the same export again']) {
      const rssBefore = await residentBytes(pid);
      let rssPeak = rssBefore;
      const sampler = setInterval(() => {
        void residentBytes(pid).then((rss) => {
          rssPeak = Math.max(rssPeak, rss);
        });
      }, 50);
      const run = await exportThroughApp(origin, token).finally(() => clearInterval(sampler));
      runs.push([name, { ...run, rssGrowth: rssPeak - rssBefore }]);
    }

    const perSecond = (run: Run) => (run.lines - 1) / run.seconds;
    console.log(`\nCSV export of the contact submissions on PostgreSQL (${(copy.lines - 1).toLocaleString('en')} rows)`);
    console.log('way'.padEnd(44), 'rows/s'.padStart(12), 'seconds'.padStart(9), 'MB'.padStart(7), 'of COPY'.padStart(9), 'RSS growth MB'.padStart(14));
    const table: [string, Run & { rssGrowth: number }][] = [['reference: COPY (...) TO STDOUT (psql)', { ...copy, rssGrowth: Number.NaN }], ...runs];
    for (const [name, run] of table) {
      console.log(
        name.padEnd(44),
        Math.round(perSecond(run)).toLocaleString('en').padStart(12),
        run.seconds.toFixed(1).padStart(9),
        (run.bytes / 1e6).toFixed(0).padStart(7),
        `${((perSecond(run) / perSecond(copy)) * 100).toFixed(0)}%`.padStart(9),
        (Number.isNaN(run.rssGrowth) ? '' : `+${(run.rssGrowth / 1e6).toFixed(1)}`).padStart(14),
      );
    }
    console.log('Goals: >= 50,000 rows a second; resident memory growth < 50 MB.');
  } finally {
    await db.end().catch(() => undefined);
    await stop();
  }
}

/** The ceiling: PostgreSQL writing the same rows, in the list's order, as CSV to psql's standard output. */
async function copyOut(databaseUrl: string): Promise<Run> {
  const sql = `\\copy (select * from contact_submissions where not spam order by created_at desc, id desc) to stdout with (format csv, header)`;
  const started = performance.now();
  const psql = spawn('psql', [databaseUrl, '-q', '-c', sql], { stdio: ['ignore', 'pipe', 'inherit'] });
  const run = await counted(psql.stdout);
  return { ...run, seconds: (performance.now() - started) / 1000 };
}

async function exportThroughApp(origin: string, token: string): Promise<Run> {
  const started = performance.now();
  const asked = await fetch(`${origin}/api/admin/exports`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ list: 'contact-submissions' }),
  });
  if (asked.status !== 201) throw new Error(`export refused: ${asked.status} ${await asked.text()}`);
  const { data } = (await asked.json()) as { data: { url: string } };
  // As a browser asks for it (the route answers uncompressed: see exports.rest.ts).
  const response = await fetch(`${origin}${data.url}`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  if (!response.ok || !response.body) throw new Error(`download failed: ${response.status}`);
  const run = await counted(response.body);
  return { ...run, seconds: (performance.now() - started) / 1000 };
}

/** Lines and bytes of a stream, read to its end without keeping it. */
async function counted(stream: AsyncIterable<Uint8Array>): Promise<Omit<Run, 'seconds'>> {
  let lines = 0;
  let bytes = 0;
  for await (const chunk of stream) {
    bytes += chunk.byteLength;
    for (let index = chunk.indexOf(10); index !== -1; index = chunk.indexOf(10, index + 1)) lines += 1;
  }
  return { lines, bytes };
}

async function residentBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}
