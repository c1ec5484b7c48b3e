import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config, type DatabaseConfig } from '../config.js';
import { openDatabase, type Orm } from '../db/orm.js';
import { buildApp } from '../http/app.js';
import { createScratchDatabase } from './scratch-database.js';

/** Signs the test app's admin tokens; tests use it to forge tokens the server must refuse. */
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

export interface TestApp {
  app: FastifyInstance;
  orm: Orm;
  config: Config;
  close(): Promise<void>;
}

/**
 * The real HTTP app on a fresh database: in-memory PGlite by default, or a new database on the
 * PostgreSQL server of `DATABASE_URL` (created here, dropped by `close`).
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test', CLIENT_DIR: '/nonexistent', ...env }),
    database: database.config,
  };
  const app = await buildApp({ config, orm: database.orm, jwtSecret: TEST_JWT_SECRET });
  await app.ready();
  return {
    app,
    orm: database.orm,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export interface TestDatabase {
  orm: Orm;
  config: DatabaseConfig;
  close(): Promise<void>;
}

/** A fresh, migrated database for one test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const database = await freshDatabase();
  const { orm } = await openDatabase(database.config);
  return {
    orm,
    config: database.config,
    async close() {
      await orm.close(true);
      await database.drop();
    },
  };
}

interface FreshDatabase {
  config: DatabaseConfig;
  drop(): Promise<void>;
}

async function freshDatabase(): Promise<FreshDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { config: { driver: 'pglite', dataDir: null }, drop: async () => {} };
  const scratch = await createScratchDatabase(serverUrl, 'finmesh_test');
  return { config: { driver: 'postgresql', url: scratch.url }, drop: scratch.drop };
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
