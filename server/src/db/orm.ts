import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { MikroORM, type Options } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PgliteDriver } from '@mikro-orm/pglite';
import { PostgreSqlDriver, type AbstractSqlDriver, type SqlEntityManager } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseConfig } from '../config.js';
import { entities } from './entities.js';
import { migrationsList } from './migrations/index.js';

export type Orm = MikroORM<AbstractSqlDriver, SqlEntityManager>;
export type EntityManager = SqlEntityManager;
type OrmOptions = Partial<Options<AbstractSqlDriver, SqlEntityManager>>;

export function ormOptions(database: DatabaseConfig, log?: FastifyBaseLogger): OrmOptions {
  const common = {
    entities,
    extensions: [Migrator],
    // Committed migration classes, listed explicitly: the same list works from sources and from dist.
    migrations: { migrationsList, snapshot: false, silent: true, transactional: true },
    debug: false,
    colors: false,
    ignoreDeprecations: true,
    logger: (message: string) => log?.debug({ module: 'orm' }, message),
  } satisfies OrmOptions;
  return database.driver === 'pglite'
    ? // pg_trgm gives the admin searches (ILIKE '%…%') an index; PostgreSQL ships it as an extension too.
      { ...common, driver: PgliteDriver, dbName: database.dataDir ?? 'memory://', driverOptions: { extensions: { pg_trgm } } }
    : { ...common, driver: PostgreSqlDriver, clientUrl: database.url, pool: { min: 2, max: 20 } };
}

export interface OpenedDatabase {
  orm: Orm;
  /** True when this start created the schema: a brand-new database, ready for demo content. */
  created: boolean;
}

/** Opens the database and brings its schema up to date with the committed migrations. */
export async function openDatabase(database: DatabaseConfig, log?: FastifyBaseLogger): Promise<OpenedDatabase> {
  if (database.driver === 'pglite' && database.dataDir !== null) {
    await mkdir(path.dirname(database.dataDir), { recursive: true });
  }
  const orm = await MikroORM.init<AbstractSqlDriver, SqlEntityManager>(ormOptions(database, log));
  try {
    await orm.connect();
    const applied = await orm.migrator.up();
    if (applied.length > 0) log?.info({ migrations: applied.map((migration) => migration.name) }, 'database migrated');
    const created = applied.some((migration) => migration.name === migrationsList[0]?.name);
    return { orm, created };
  } catch (error) {
    await orm.close(true);
    throw error;
  }
}
