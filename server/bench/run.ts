/**
 * `npm run bench [-- forms|pages]`: prints numbers, asserts none.
 *   forms  throughput and latency of the public form submission on PostgreSQL, through GraphQL
 *          and through the REST shim, beside a bare Fastify route measured in the same run;
 *   pages  every public page of the built app in Lighthouse's mobile preset, beside the same page
 *          without its scripts, with the bytes it sends up front (see pages.ts).
 * Both by default.
 *   DATABASE_URL          PostgreSQL server to use (default postgres://postgres@127.0.0.1:5432/postgres);
 *                         a fresh database is created on it and dropped afterwards.
 *   BENCH_SECONDS         duration of each load run (default 10)
 *   BENCH_LIGHTHOUSE_RUNS Lighthouse runs per page, the median is shown (default 3)
 *   CHROMIUM_PATH         the browser Lighthouse drives (default /usr/bin/chromium)
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import autocannon from 'autocannon';
import { createScratchDatabase } from '../src/test/scratch-database.js';
import { benchPublicPages } from './pages.js';

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

const stages = process.argv.slice(2);
const wanted = (stage: string) => stages.length === 0 || stages.includes(stage);

if (wanted('forms')) await benchForms();
if (wanted('pages')) await benchPublicPages();

async function benchForms(): Promise<void> {
  const database = await createScratchDatabase(serverUrl, 'finmesh_bench');

  const server = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'serve.ts')], {
    env: { ...process.env, DATABASE_URL: database.url, CLIENT_DIR: '/nonexistent' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [appPort, barePort] = await new Promise<[number, number]>((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    server.stdout?.on('data', (chunk: Buffer) => {
      const match = /READY (\d+) (\d+)/.exec(chunk.toString());
      if (match) resolve([Number(match[1]), Number(match[2])]);
    });
  });

  interface Result {
    name: string;
    rps: number;
    p99: number;
    non2xx: number;
  }

  async function measure(name: string, url: string, body: (n: number) => string): Promise<Result> {
    let n = 0;
    const result = await autocannon({
      url,
      connections,
      duration: seconds,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          setupRequest: (request) => ({ ...request, body: body((n += 1)) }),
        },
      ],
    });
    return { name, rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx };
  }

  const runId = randomBytes(3).toString('hex');
  const email = (kind: string, n: number) => `${kind}-${runId}-${n}@bench.example`;
  const results: Result[] = [];
  try {
    results.push(await measure('bare Fastify route', `http://127.0.0.1:${barePort}/bare`, () => '{"email":"x@y.z"}'));
    results.push(
      await measure('GraphQL subscribe mutation', `http://127.0.0.1:${appPort}/graphql`, (n) =>
        JSON.stringify({
          query: 'mutation($input: SubscribeInput!) { subscribe(input: $input) { message } }',
          variables: { input: { email: email('gql', n) } },
        }),
      ),
    );
    results.push(
      await measure('REST POST /api/subscriptions/subscribe', `http://127.0.0.1:${appPort}/api/subscriptions/subscribe`, (n) =>
        JSON.stringify({ email: email('rest', n) }),
      ),
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await database.drop();
  }

  const bare = results[0] as Result;
  console.log(`\nPublic form submission on PostgreSQL (${connections} connections, ${seconds} s each)`);
  console.log('scenario'.padEnd(42), 'req/s'.padStart(9), 'p99 ms'.padStart(8), 'vs bare'.padStart(9), 'non-2xx'.padStart(8));
  for (const result of results) {
    console.log(
      result.name.padEnd(42),
      result.rps.toFixed(0).padStart(9),
      result.p99.toFixed(1).padStart(8),
      `${((result.rps / bare.rps) * 100).toFixed(1)}%`.padStart(9),
      String(result.non2xx).padStart(8),
    );
  }
  console.log('Budget: a public form submission >= 2,000 req/s with p99 <= 50 ms.');
}
