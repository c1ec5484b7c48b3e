import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { MikroORM, type EntitySchema, type Options } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PgliteDriver } from '@mikro-orm/pglite';
import type { AbstractSqlDriver, SqlEntityManager } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger } from 'fastify';
import pg, { type Pool, type PoolClient } from 'pg';
import type { DatabaseConfig } from '../config.js';
import { migrationsList } from './migrations/index.js';
import { ReleasingPostgreSqlDriver } from './postgres-driver.js';
import { answerYoung } from './young-answers.js';

export type Orm = MikroORM<AbstractSqlDriver, SqlEntityManager>;
export type EntityManager = SqlEntityManager;

type OrmOptions = Partial<Options<AbstractSqlDriver, SqlEntityManager>>;

/** How long a query may wait for PostgreSQL's answer when the configuration names no other time. */
const DEFAULT_QUERY_TIMEOUT_SECONDS = 10;
/** Connections a server's pool may open when the configuration names no other number. */
const DEFAULT_POOL_SIZE = 20;
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
      pool.on('connect', answerYoung);
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
 * The ORM's options for `entities` (`appEntities(AREAS)`). `queryTimeouts: false` leaves queries
 * without a deadline: for the migrations run at start-up, where building an index on a large table
 * may rightly take minutes.
 */
export function ormOptions(database: DatabaseConfig, entities: readonly EntitySchema[], log?: FastifyBaseLogger, queryTimeouts = true): OrmOptions {
  const common = {
    entities: [...entities],
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
    ? {
        ...common,
        driver: PgliteDriver,
        dbName: database.dataDir ?? 'memory://',
        // pg_trgm gives the admin searches (ILIKE '%…%') an index; PostgreSQL ships it as an extension too.
        // A function, which MikroORM hands over as it is: it deep-copies an object, and a copied Blob cannot be read.
        driverOptions: () => ({ extensions: { pg_trgm }, loadDataDir: database.loadDataDir }),
      }
    : {
        ...common,
        driver: ReleasingPostgreSqlDriver,
        clientUrl: database.url,
        pool: { min: Math.min(2, database.poolSize ?? DEFAULT_POOL_SIZE), max: database.poolSize ?? DEFAULT_POOL_SIZE },
        driverOptions: deadlines(queryTimeouts ? (database.queryTimeoutSeconds ?? DEFAULT_QUERY_TIMEOUT_SECONDS) : null),
      };
}

export interface OpenedDatabase {
  orm: Orm;
  /** True when this start created the schema: a brand-new database. */
  created: boolean;
}

export interface OpenOptions {
  /** Every table the app has: `appEntities(AREAS)` (`db/entities.ts`), handed down by the composition root. */
  entities: readonly EntitySchema[];
  log?: FastifyBaseLogger;
  /** Fills a database this start created (demo content), before any other server may use it. */
  seed?: (em: EntityManager) => Promise<void>;
}

/**
 * Opens the database and brings its schema up to date with the committed migrations (and seeds a
 * new one). On PostgreSQL several servers may start at the same moment: they take turns on an
 * advisory lock, so the first migrates and seeds and the others find it done.
 */
export async function openDatabase(database: DatabaseConfig, { entities, log, seed }: OpenOptions): Promise<OpenedDatabase> {
  if (database.driver === 'pglite') {
    if (database.dataDir !== null) await mkdir(path.dirname(database.dataDir), { recursive: true });
    const orm = await connected(ormOptions(database, entities, log));
    const created = await closedOnFailure(orm, async () => {
      const made = await migrate(orm, log);
      if (made) await seed?.(orm.em.fork());
      return made;
    });
    return { orm, created };
  }
  // The migrations run on connections of their own, without the per-query deadline.
  const created = await withMigrationLock(database.directUrl ?? database.url, log, async () => {
    // On the direct connection too: migrations take session-level locks of their own.
    const migrating = await connected(ormOptions({ ...database, url: database.directUrl ?? database.url, poolSize: 2 }, entities, log, false));
    try {
      const made = await migrate(migrating, log);
      if (made) await seed?.(migrating.em.fork());
      return made;
    } finally {
      await migrating.close(true);
    }
  });
  return { orm: await connected(ormOptions(database, entities, log)), created };
}

/** Any fixed number: the key of the advisory lock the servers of one database migrate under. */
const MIGRATION_LOCK = 7_402_311_913;

/**
 * Runs `work` holding a session-level advisory lock on a connection of its own (so not through a
 * transaction-pooling proxy such as PgBouncer in transaction mode): a second server waits here
 * until the first has finished, then finds nothing left to do.
 */
async function withMigrationLock<T>(url: string, log: FastifyBaseLogger | undefined, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  await client.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [MIGRATION_LOCK]);
    if (!rows[0]?.locked) {
      log?.info('another server is migrating the database; waiting for it');
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    }
    return await work();
  } finally {
    // Ending the session releases the lock, however `work` ended.
    await client.end().catch(() => undefined);
  }
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
