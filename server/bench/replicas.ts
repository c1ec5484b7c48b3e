/**
 * `npm run bench -- replicas`: the contact form through HAProxy in front of one and then two
 * replicas of the built app (`node dist/main.js`) on one PostgreSQL database, beside one replica
 * answering directly (the single-process figure). Needs HAProxy (Debian: apt-get install haproxy).
 * On this 2-core machine the replicas, the load balancer, PostgreSQL and the load generator share
 * the same two cores, so a second replica shows what spreading costs here, not what it gains on
 * machines of their own.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startLoadBalancer } from '../src/replicas/load-balancer.js';
import { startServer, type RunningServer } from '../src/resilience/server-process.js';
import { createScratchDatabase } from '../src/test/scratch-database.js';
import { VALID_CONTACT } from '../src/test/payloads.js';
import { figuresOf, loadFromVisitors, type LoadFigures } from './bench-server.js';

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

interface Row extends LoadFigures {
  /** The submissions of the run found in the database. */
  stored: number;
}

export async function benchReplicas(): Promise<void> {
  if (spawnSync(process.env.HAPROXY_PATH ?? 'haproxy', ['-v']).status !== 0) {
    console.log('\nNo HAProxy (apt-get install haproxy, or HAPROXY_PATH): the replicas stage is skipped.');
    return;
  }
  const database = await createScratchDatabase(serverUrl, 'finmesh_bench_replicas');
  const folders: string[] = [];
  const replicas: RunningServer[] = [];
  const db = new pg.Client({ connectionString: database.url });
  const rows: Row[] = [];
  const start = async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'finmesh-bench-replica-'));
    folders.push(dataDir);
    // The load generator plays a CDN in front of HAProxy (a new visitor per request), or in front of the replica alone: two proxies at most.
    const replica = await startServer({ DATABASE_URL: database.url, DATA_DIR: dataDir, NODE_ENV: 'production', TRUST_PROXY: '2', SEED_DEMO_CONTENT: 'false' });
    replicas.push(replica);
    return replica;
  };
  try {
    const [first] = [await start()];
    await db.connect();
    // Two staff recipients get every notification, as in the forms stage.
    await db.query(
      `insert into email_recipients (id, name, email, notification_types, is_active, created_at, updated_at)
       values (gen_random_uuid(), 'Cara Mendes', 'cara@finmesh.test', array['career', 'newsletters', 'system_alerts'], true, now(), now()),
              (gen_random_uuid(), 'Dev Patel', 'dev@finmesh.test', array['career', 'newsletters', 'system_alerts'], true, now(), now())`,
    );
    rows.push(await load(db, 'one replica, directly (single process)', first?.url ?? ''));
    const one = await startLoadBalancer(replicas.map((replica) => replica.url), { behindProxy: true });
    rows.push(await load(db, 'one replica behind HAProxy', one.url));
    await one.stop();
    await start();
    const two = await startLoadBalancer(replicas.map((replica) => replica.url), { behindProxy: true });
    rows.push(await load(db, 'two replicas behind HAProxy', two.url));
    await two.stop();
  } finally {
    await Promise.all(replicas.map((replica) => replica.stop()));
    await db.end().catch(() => undefined);
    await database.drop();
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  }
  console.log(`\nThe contact form through a load balancer (${connections} connections, ${seconds} s each, a new client address per request)`);
  console.log('setup'.padEnd(40), 'req/s'.padStart(7), 'p50 ms'.padStart(7), 'p99 ms'.padStart(7), 'vs single'.padStart(10), '2xx'.padStart(7), 'other'.padStart(6), ' stored');
  const single = rows[0]?.rps ?? 0;
  for (const row of rows) {
    console.log(
      row.name.padEnd(40),
      row.rps.toFixed(0).padStart(7),
      row.p50.toFixed(1).padStart(7),
      row.p99.toFixed(1).padStart(7),
      `${((row.rps / single) * 100).toFixed(1)}%`.padStart(10),
      String(row.ok).padStart(7),
      String(row.other).padStart(6),
      row.stored >= row.ok ? ` all (${row.stored})` : ` ${row.stored} of ${row.ok}: LOST ${row.ok - row.stored}`,
    );
  }
}

let tags = 0;

async function load(db: pg.Client, name: string, url: string): Promise<Row> {
  tags += 1;
  const tag = `replicas${tags}`;
  const result = await loadFromVisitors(url, { connections, seconds }, (n) => ({
    path: '/api/contact',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...VALID_CONTACT, email: `${tag}-${n}@bench.example` }),
  }));
  const stored = Number((await db.query<{ count: string }>('select count(*) from contact_submissions where email like $1', [`${tag}-%`])).rows[0]?.count ?? 0);
  return { ...figuresOf(name, result), stored };
}
