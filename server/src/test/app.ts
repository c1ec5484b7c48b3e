import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { loadConfig, type Config, type DatabaseConfig } from '../config.js';
import { eventConsumers } from '../consumers.js';
import { ChangeFeed } from '../db/changes.js';
import { appEntities } from '../db/entities.js';
import type { AppDependencies } from '../dependencies.js';
import { openDatabase, type Orm } from '../db/orm.js';
import { buildApp } from '../http/app.js';
import { AREAS } from '../modules/index.js';
import { createScratchDatabase } from './scratch-database.js';

/** Every table of the app (every area's), for tests that open a database themselves. */
export const APP_ENTITIES = appEntities(AREAS);

/** Signs the test app's admin tokens; tests use it to forge tokens the server must refuse. */
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

export interface TestApp {
  app: FastifyInstance;
  orm: Orm;
  config: Config;
  /** The app's change feed: `settled()` after changing tables behind its back. */
  changes: ChangeFeed;
  /** What the app was built with, for a job a test runs as the server would (the hourly purge). */
  dependencies: AppDependencies;
  /**
   * Runs the event consumers over what is waiting (the mail consumer queues receipts and staff
   * notices in the outbox); the server does so moments after each write. Resolves to how many events were taken.
   */
  settle(): Promise<number>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Open this database instead of a fresh one; it is left in place on close (see `persistentTestDatabase`). */
  database?: DatabaseConfig;
  nudgeMail?: () => void;
}

/**
 * The real HTTP app on a fresh database: in-memory PGlite by default, or a new database on the
 * PostgreSQL server of `DATABASE_URL` (created here, dropped by `close`). Test files mostly take
 * it through `useTestApp` (fixture.ts), which also resets the data before each test.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const fresh = options.database ? null : await freshDatabase();
  const databaseConfig = options.database ?? (fresh as FreshDatabase).config;
  const { orm } = await openDatabase(databaseConfig, { entities: APP_ENTITIES });
  // Uploads and other files go to a folder of this test's own.
  const dataDir = await mkdtemp(path.join(tmpdir(), 'finmesh-data-'));
  const config: Config = {
    // Many submissions come from one address in a test; the rate-limit test sets its own limit.
    // A sign-up is active at once unless a test asks for double opt-in (on by default in a server:
    // `newsletter/double-opt-in.test.ts` runs with it on, and the tests of the other forms' boxes read the welcome).
    // The tests sign in with a password; those of two-factor enforcement set `TWO_FACTOR_ROLES` (Owners and Admins in a server).
    ...loadConfig({ NODE_ENV: 'test', CLIENT_DIR: '/nonexistent', PUBLIC_FORM_RATE_LIMIT: '100000', DATA_DIR: dataDir, NEWSLETTER_DOUBLE_OPT_IN: 'false', TWO_FACTOR_ROLES: 'none', ...options.env }),
    database: databaseConfig,
  };
  const changes = new ChangeFeed(orm, databaseConfig);
  await changes.start();
  const dependencies = { config, orm, jwtSecret: TEST_JWT_SECRET, nudgeMail: options.nudgeMail, changes };
  const app = await buildApp(dependencies, AREAS);
  const consumers = eventConsumers(dependencies, AREAS, app.log);
  await app.ready();
  return {
    app,
    orm,
    config,
    changes,
    dependencies,
    settle: () => consumers.drain(),
    async close() {
      await app.close();
      await changes.stop();
      await orm.close(true);
      await fresh?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestDatabase {
  orm: Orm;
  config: DatabaseConfig;
  close(): Promise<void>;
}

/** A fresh, migrated database for one test file, without the HTTP app. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const database = await freshDatabase();
  const { orm } = await openDatabase(database.config, { entities: APP_ENTITIES });
  return {
    orm,
    config: database.config,
    async close() {
      await orm.close(true);
      await database.drop();
    },
  };
}

export interface FreshDatabase {
  config: DatabaseConfig;
  drop(): Promise<void>;
}

/** A copy of the database the run built from the migrations (`migrated-database.ts`): in memory on PGlite, a scratch database on PostgreSQL. */
async function freshDatabase(): Promise<FreshDatabase> {
  const migrated = inject('migratedDatabase');
  if (migrated.driver === 'pglite') return { config: { driver: 'pglite', dataDir: null, loadDataDir: await migratedTarball(migrated.tarball) }, drop: async () => {} };
  return scratchDatabase({ template: migrated.template });
}

let tarball: Promise<Blob> | undefined;

/** Read once per test file, which may open several databases. */
function migratedTarball(file: string): Promise<Blob> {
  tarball ??= readFile(file).then((bytes) => new Blob([bytes]));
  return tarball;
}

async function scratchDatabase(options: { template?: string }): Promise<FreshDatabase> {
  const scratch = await createScratchDatabase(String(process.env.DATABASE_URL), 'finmesh_test', options);
  return { config: { driver: 'postgresql', url: scratch.url }, drop: scratch.drop };
}

/**
 * A database that outlives one app, for tests that restart it: a PGlite folder, or a scratch
 * PostgreSQL database. Migrated, or `empty` as a server's first start finds a new database.
 */
export async function persistentTestDatabase({ empty = false } = {}): Promise<FreshDatabase> {
  const migrated = inject('migratedDatabase');
  if (migrated.driver === 'postgresql') return scratchDatabase(empty ? {} : { template: migrated.template });
  const folder = await mkdtemp(path.join(tmpdir(), 'finmesh-db-'));
  const dataDir = path.join(folder, 'db');
  if (!empty) await cp(migrated.folder, dataDir, { recursive: true });
  return { config: { driver: 'pglite', dataDir }, drop: () => rm(folder, { recursive: true, force: true }) };
}

/** Sends a GraphQL operation the way a browser client would (JSON POST; passes CSRF prevention). */
export async function graphql<TData = Record<string, unknown>>(
  app: FastifyInstance,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...headers },
    payload: { query, variables },
  });
  return {
    status: response.statusCode,
    body: response.json() as { data?: TData | null; errors?: GraphQLErrorBody[] },
  };
}

export interface GraphQLErrorBody {
  message: string;
  extensions?: { code?: string; fields?: { path: string; message: string }[] };
}

/** Registers the first admin (registration is open on a fresh database) and returns its bearer header. */
export async function signedInAdmin(app: FastifyInstance, username = 'test.admin'): Promise<{ authorization: string }> {
  const response = await app.inject({ method: 'POST', url: '/api/admin/create-admin', payload: { username, password: 'Str0ng!pass-phrase' } });
  const token = (response.json() as { token?: string }).token;
  if (!token) throw new Error(`could not register the test admin: ${response.body}`);
  return { authorization: `Bearer ${token}` };
}
