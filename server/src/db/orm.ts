import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { MikroORM, type Options } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PgliteDriver } from '@mikro-orm/pglite';
import { PostgreSqlDriver, type AbstractSqlDriver, type SqlEntityManager } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger } from 'fastify';
import type { Pool, PoolClient } from 'pg';
import type { DatabaseConfig } from '../config.js';
import { entities } from './entities.js';
import { migrationsList } from './migrations/index.js';

export type Orm = MikroORM<AbstractSqlDriver, SqlEntityManager>;
export type EntityManager = SqlEntityManager;
type OrmOptions = Partial<Options<AbstractSqlDriver, SqlEntityManager>>;

/** How long a query may wait for PostgreSQL's answer when the configuration names no other time. */
const DEFAULT_QUERY_TIMEOUT_SECONDS = 10;
/** How long opening a connection to PostgreSQL may take. */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * Pool options that make a database which accepts connections but never answers fail fast (a 503)
 * instead of holding requests forever: a deadline to connect and one per query. A query past its
 * deadline leaves its connection waiting for an answer that may never come, so that connection is
 * closed when it goes back to the pool rather than handed to the next request.
 */
function deadlines(queryTimeoutSeconds: number | null) {
  return {
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    ...(queryTimeoutSeconds === null ? {} : { query_timeout: queryTimeoutSeconds * 1000 }),
    onPoolCreated: (pool: Pool) => {
      pool.on('release', (_error, client) => {
        if (stillWaiting(client)) void client.end().catch(() => undefined);
      });
    },
  };
}

/** Whether a client still waits for the answer to a query it gave up on (`pg` keeps no public flag for it). */
function stillWaiting(client: PoolClient): boolean {
  const internals = client as PoolClient & { _getActiveQuery?: () => unknown };
  return typeof internals._getActiveQuery === 'function' && (internals._getActiveQuery() ?? null) !== null;
}

/**
 * The ORM's options. `queryTimeouts: false` leaves queries without a deadline: for the migrations
 * run at start-up, where building an index on a large table may rightly take minutes.
 */
export function ormOptions(database: DatabaseConfig, log?: FastifyBaseLogger, queryTimeouts = true): OrmOptions {
  const common = {
    entities,
    extensions: [Migrator],
    // Committed migration classes, listed explicitly: the same list works from sources and from dist.
    migrations: { migrationsList, snapshot: false, silent: true, transactional: true },
    // SQL functions and triggers are written by hand in the migrations (ids made in SQL, change
    // notices): the schema diff must not offer to drop them.
    schemaGenerator: { ignoreTriggers: true, ignoreRoutines: true },
    debug: false,
    colors: false,
    ignoreDeprecations: true,
    logger: (message: string) => log?.debug({ module: 'orm' }, message),
  } satisfies OrmOptions;
  return database.driver === 'pglite'
    ? // pg_trgm gives the admin searches (ILIKE '%…%') an index; PostgreSQL ships it as an extension too.
      { ...common, driver: PgliteDriver, dbName: database.dataDir ?? 'memory://', driverOptions: { extensions: { pg_trgm } } }
    : {
        ...common,
        driver: PostgreSqlDriver,
        clientUrl: database.url,
        pool: { min: 2, max: 20 },
        driverOptions: deadlines(queryTimeouts ? (database.queryTimeoutSeconds ?? DEFAULT_QUERY_TIMEOUT_SECONDS) : null),
      };
}

export interface OpenedDatabase {
  orm: Orm;
  /** True when this start created the schema: a brand-new database, ready for demo content. */
  created: boolean;
}

/** Opens the database and brings its schema up to date with the committed migrations. */
export async function openDatabase(database: DatabaseConfig, log?: FastifyBaseLogger): Promise<OpenedDatabase> {
  if (database.driver === 'pglite') {
    if (database.dataDir !== null) await mkdir(path.dirname(database.dataDir), { recursive: true });
    const orm = await connected(ormOptions(database, log));
    return { orm, created: await closedOnFailure(orm, () => migrate(orm, log)) };
  }
  // On PostgreSQL the migrations run on connections of their own, without the per-query deadline.
  const migrating = await connected(ormOptions(database, log, false));
  const created = await migrate(migrating, log).finally(() => migrating.close(true));
  return { orm: await connected(ormOptions(database, log)), created };
}

async function connected(options: OrmOptions): Promise<Orm> {
  const orm = await MikroORM.init<AbstractSqlDriver, SqlEntityManager>(options);
  await closedOnFailure(orm, () => orm.connect());
  return orm;
}

async function closedOnFailure<T>(orm: Orm, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await orm.close(true);
    throw error;
  }
}

/** Brings the schema up to date; true when this created it (a brand-new database, ready for demo content). */
async function migrate(orm: Orm, log?: FastifyBaseLogger): Promise<boolean> {
  const applied = await orm.migrator.up();
  if (applied.length > 0) log?.info({ migrations: applied.map((migration) => migration.name) }, 'database migrated');
  return applied.some((migration) => migration.name === migrationsList[0]?.name);
}
