/**
 * `npm run bench -- careers`: the server-rendered careers pages of the built app on PostgreSQL,
 * served from the page cache (rendered once per change of a job) beside the same page rendered
 * per request, as every visit was before the cache. A request that carries an `Authorization`
 * header is never served from the cache (an admin may see more than visitors do), so the
 * rendered-per-request figure is the same route with a bearer token that signs nobody in.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { createScratchDatabase } from '../src/test/scratch-database.js';
import { postJobs, startBuiltApp } from './pages.js';

const root = path.resolve(import.meta.dirname, '../..');
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

/** A careers page with a realistic number of openings. */
const TITLES = [
  'Senior Credit Analyst', 'Relationship Manager, Mid-Market Lending', 'Backend Engineer (TypeScript)', 'Product Designer', 'M&A Associate',
  'Equity Research Analyst', 'Risk Modeller', 'Compliance Officer', 'Data Engineer', 'Frontend Engineer (React)',
  'Investor Relations Lead', 'Quality Engineer', 'Legal Counsel, Capital Markets', 'Growth Marketer', 'Customer Success Manager',
];

export async function benchCareersPages(): Promise<void> {
  if (!existsSync(path.join(root, 'client/dist/pages/manifest.json')) || !existsSync(path.join(root, 'server/dist/main.js'))) {
    console.log('\nNo build: run "npm run build" to measure the careers pages.');
    return;
  }
  const database = await createScratchDatabase(serverUrl, 'finmesh_bench_careers');
  // Without the demo content, so the page holds exactly the openings listed here.
  const app = await startBuiltApp(database.url, { SEED_DEMO_CONTENT: 'false' });
  try {
    const [slug] = await postJobs(app.url, TITLES);
    const rows: { name: string; path: string; cached: boolean }[] = [
      { name: 'home page, prerendered (reference)', path: '/', cached: true },
      { name: '/careers, rendered per request', path: '/careers', cached: false },
      { name: '/careers, from the page cache', path: '/careers', cached: true },
      { name: 'a job page, rendered per request', path: `/careers/${slug}`, cached: false },
      { name: 'a job page, from the page cache', path: `/careers/${slug}`, cached: true },
    ];
    console.log(`\nCareers pages of the built app on PostgreSQL (${TITLES.length} open jobs, ${connections} connections, ${seconds} s each, brotli accepted)`);
    console.log('page'.padEnd(36), 'req/s'.padStart(8), 'p50 ms'.padStart(7), 'p99 ms'.padStart(7), 'non-2xx'.padStart(8));
    const measured: number[] = [];
    for (const row of rows) {
      const headers: Record<string, string> = { 'accept-encoding': 'br, gzip' };
      if (!row.cached) headers['authorization'] = 'Bearer not-a-token';
      const result = await autocannon({ url: `${app.url}${row.path}`, connections, duration: seconds, headers });
      measured.push(result.requests.average);
      console.log(row.name.padEnd(36), result.requests.average.toFixed(0).padStart(8), result.latency.p50.toFixed(1).padStart(7), result.latency.p99.toFixed(1).padStart(7), String(result.non2xx + result.errors).padStart(8));
    }
    const [, listBefore = 0, listAfter = 0, jobBefore = 0, jobAfter = 0] = measured;
    console.log(`The cache serves /careers ${(listAfter / listBefore).toFixed(0)}x and a job page ${(jobAfter / jobBefore).toFixed(0)}x as fast as rendering them.`);
  } finally {
    await app.stop();
    await database.drop();
  }
}
