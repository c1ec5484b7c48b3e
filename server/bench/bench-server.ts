import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import path from 'node:path';
import { createScratchDatabase } from '../src/test/scratch-database.js';

/** What `serve.ts` prints once its servers listen: their ports, the open job and how many staff recipients there are. */
export interface BenchServer {
  app: number;
  bare: number;
  jobId: string;
  jobGlobalId: string;
  /** A published event taking bookings (its slug). */
  eventSlug: string;
  recipients: number;
  /** Whether a newsletter sign-up waits for its confirmation link (`NEWSLETTER_DOUBLE_OPT_IN`). */
  newsletterDoubleOptIn: boolean;
}

/**
 * `serve.ts` (the app and the reference servers in one process) on a fresh database of the
 * PostgreSQL server `serverUrl`; `stop` ends it and drops the database.
 */
export async function startBenchServer(serverUrl: string, prefix: string): Promise<{ ready: BenchServer; databaseUrl: string; pid: number; stop(): Promise<void> }> {
  const database = await createScratchDatabase(serverUrl, prefix);
  const server = spawn(process.execPath, [...nodeFlags(), '--import', 'tsx', path.join(import.meta.dirname, 'serve.ts')], {
    // The benches sign in with a password; two-factor enforcement has tests of its own.
    env: { ...process.env, DATABASE_URL: database.url, CLIENT_DIR: '/nonexistent', TWO_FACTOR_ROLES: 'none' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async () => {
    server.kill('SIGTERM');
    await exited;
    await database.drop();
  };
  try {
    const ready = await new Promise<BenchServer>((resolve, reject) => {
      server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
      server.stdout?.on('data', (chunk: Buffer) => {
        const line = /READY (\{.*\})/.exec(chunk.toString());
        if (line?.[1]) resolve(JSON.parse(line[1]) as BenchServer);
      });
    });
    return { ready, databaseUrl: database.url, pid: server.pid ?? 0, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** A request of the load: where, with which headers, with what body. */
export interface BenchRequest {
  path: string;
  headers: Record<string, string>;
  body: string | Buffer;
}

/**
 * POSTs to `url` from `connections` connections for `seconds`, each request the `n`-th of the run
 * and from a visitor of its own (`X-Forwarded-For` 10.x.y.z from `n`), as a site's visitors come.
 */
export function loadFromVisitors(url: string, options: { connections: number; seconds: number }, request: (n: number) => BenchRequest): Promise<autocannon.Result> {
  let n = 0;
  return autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    requests: [
      {
        method: 'POST',
        setupRequest: (base) => {
          n += 1;
          const made = request(n);
          const visitor = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
          return { ...base, path: made.path, headers: { ...made.headers, 'x-forwarded-for': visitor }, body: made.body };
        },
      },
    ],
  });
}

/** What one load run measured. */
export interface LoadFigures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  /** Answers 2xx, and everything else (other statuses, errors, timeouts). */
  ok: number;
  other: number;
}

export function figuresOf(name: string, result: autocannon.Result): LoadFigures {
  return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, ok: result['2xx'], other: result.non2xx + result.errors + result.timeouts };
}

/**
 * The Node.js options `npm start` and the Docker image run the server with (package.json, Dockerfile):
 * young generation of 32 MB semi-spaces, where Node 24 picks 64 MB on a machine with this much memory
 * (docs/performance.md, "CSV exports"). `BENCH_NODE_FLAGS` replaces them (other heap settings, say).
 */
const SERVER_NODE_FLAGS = '--max-semi-space-size=32';
const nodeFlags = (): string[] => (process.env.BENCH_NODE_FLAGS ?? SERVER_NODE_FLAGS).split(' ').filter(Boolean);
