import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import type { DatabaseConfig } from '../config.js';
import { appEntities } from '../db/entities.js';
import { openDatabase, type Orm } from '../db/orm.js';
import { AREAS } from '../modules/index.js';
import { createScratchDatabase } from './scratch-database.js';

/**
 * The database a test run builds once from the migrations: each test file's database starts as a
 * copy of it (`test/app.ts`), so the migrations find nothing left to do. Running them on a new
 * PGlite takes seconds of CPU, and the unit suite opens a database in some sixty files.
 */
export type MigratedDatabase =
  | {
      driver: 'pglite';
      /** The database as a PGlite `dumpDataDir` tarball, for an in-memory copy. */
      tarball: string;
      /** The same database as a PGlite folder, for a copy on disk. */
      folder: string;
    }
  /** A database on the server of `DATABASE_URL`, for `create database … template`. */
  | { driver: 'postgresql'; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    migratedDatabase: MigratedDatabase;
  }
}

/**
 * Vitest's global setup (vitest.config.ts): builds the migrated database before the test files
 * run, hands them where it is, and deletes it when they have run. On PostgreSQL when
 * `DATABASE_URL` is set, as the test files' databases are; on PGlite otherwise.
 */
export default async function buildMigratedDatabase(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  const built = serverUrl ? await migratedTemplate(serverUrl) : await migratedPglite();
  project.provide('migratedDatabase', built.database);
  return built.drop;
}

interface Built {
  database: MigratedDatabase;
  drop(): Promise<void>;
}

/** Opens `config`'s database, which the opening migrates, and closes it after `work`. */
async function migrated(config: DatabaseConfig, work: (orm: Orm) => Promise<void> = async () => {}): Promise<void> {
  const { orm } = await openDatabase(config, { entities: appEntities(AREAS) });
  try {
    await work(orm);
  } finally {
    await orm.close(true);
  }
}

async function migratedPglite(): Promise<Built> {
  const workspace = await mkdtemp(path.join(tmpdir(), 'finmesh-migrated-'));
  const database = { driver: 'pglite', folder: path.join(workspace, 'db'), tarball: path.join(workspace, 'db.tar') } as const;
  await migrated({ driver: 'pglite', dataDir: database.folder }, async (orm) => {
    const pglite = (await orm.em.getConnection().getNativeClient()) as PGlite;
    const tarball = await pglite.dumpDataDir('none');
    await writeFile(database.tarball, await tarball.bytes());
  });
  return { database, drop: () => rm(workspace, { recursive: true, force: true }) };
}

async function migratedTemplate(serverUrl: string): Promise<Built> {
  const template = await createScratchDatabase(serverUrl, 'finmesh_template');
  // Closed before any copy is made: `create database … template` refuses a template someone is connected to.
  await migrated({ driver: 'postgresql', url: template.url });
  return { database: { driver: 'postgresql', template: template.name }, drop: template.drop };
}
