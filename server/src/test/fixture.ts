import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Config } from '../config.js';
import type { AppDependencies } from '../dependencies.js';
import { deleteEventsBefore } from '../db/audit-retention.js';
import type { ChangeFeed } from '../db/changes.js';
import type { EntityManager, Orm } from '../db/orm.js';
import { AdminEntity, AdminSessionEntity } from '../modules/admin/admin.entity.js';
import { LeadDayEntity, StatusCountEntity } from '../modules/dashboard/dashboard.entity.js';
import { EmailRecipientEntity } from '../modules/recipients/recipients.entity.js';
import type { NotificationTypeValue } from '../rules/recipients.js';
import { createTestApp, signedInAdmin, type TestApp } from './app.js';

/** A member of staff who gets notification mail. */
export interface TestRecipient {
  name: string;
  email: string;
  notificationTypes: NotificationTypeValue[];
  isActive?: boolean;
}

export interface TestFixtureOptions {
  /** Sign in an admin (`test.admin`) once; `admin` is its bearer header in every test. */
  admin?: boolean;
  /** Recipients in the database at the start of every test. */
  recipients?: TestRecipient[];
  env?: Record<string, string>;
}

/** The app of a test file (or describe block); read its properties inside tests and hooks. */
export interface TestFixture {
  readonly app: FastifyInstance;
  readonly orm: Orm;
  readonly config: Config;
  readonly changes: ChangeFeed;
  readonly dependencies: AppDependencies;
  /** Runs the event consumers over what is waiting: call it before reading the outbox (see `TestApp.settle`). */
  settle(): Promise<number>;
  /** Bearer header of the fixture's admin (needs `admin: true`). */
  readonly admin: { authorization: string };
}

/**
 * One app for the tests of the file or describe block that calls this. Before each test every
 * table is emptied and the uploads with it, then the fixture's admin (same session, so the same
 * token) and recipients are put back: each test starts from the same state, whatever ran before.
 */
export function useTestApp(options: TestFixtureOptions = {}): TestFixture {
  let test: TestApp | undefined;
  let admin: { authorization: string } | undefined;
  let rows: FixtureRows = { admins: [], sessions: [], recipients: [] };

  beforeAll(async () => {
    test = await createTestApp({ env: options.env });
    if (options.admin) admin = await signedInAdmin(test.app);
    const em = test.orm.em.fork();
    for (const recipient of options.recipients ?? []) em.create(EmailRecipientEntity, recipient);
    await em.flush();
    rows = await readFixtureRows(test.orm);
  });
  afterAll(() => test?.close());
  beforeEach(async () => {
    const { orm, config } = started();
    // Deletes the rows of every entity's table, children first (the migrations table is no entity's).
    // TRUNCATE would do the same, but takes half a second per test on PostgreSQL.
    await clearAuditTrail(orm.em.fork());
    await orm.schema.clear({ truncate: false });
    // The dashboard's roll-ups, which the lists' triggers wrote to as their rows went.
    await orm.em.fork().nativeDelete(LeadDayEntity, {});
    await orm.em.fork().nativeDelete(StatusCountEntity, {});
    await rm(path.join(config.dataDir, 'uploads'), { recursive: true, force: true });
    await restoreFixtureRows(orm, rows);
    // What the app keeps of the rows just deleted (the open jobs, the careers pages) goes too.
    await started().changes.settled();
  });

  function started(): TestApp {
    if (!test) throw new Error('The test app exists inside tests and hooks only.');
    return test;
  }
  return {
    get app() {
      return started().app;
    },
    get orm() {
      return started().orm;
    },
    get config() {
      return started().config;
    },
    get changes() {
      return started().changes;
    },
    get dependencies() {
      return started().dependencies;
    },
    settle() {
      return started().settle();
    },
    get admin() {
      if (!admin) throw new Error('This fixture has no admin: pass `admin: true` to useTestApp.');
      return admin;
    },
  };
}

/** What the fixture set up, as loaded entities (the lazy password hash too) that `insertMany` writes back unchanged. */
interface FixtureRows {
  admins: AdminEntity[];
  sessions: AdminSessionEntity[];
  recipients: EmailRecipientEntity[];
}

async function readFixtureRows(orm: Orm): Promise<FixtureRows> {
  const em = orm.em.fork();
  return {
    admins: await em.find(AdminEntity, {}, { populate: ['passwordHash'] }),
    sessions: await em.find(AdminSessionEntity, {}),
    recipients: await em.find(EmailRecipientEntity, {}),
  };
}

async function restoreFixtureRows(orm: Orm, rows: FixtureRows): Promise<void> {
  const em = orm.em.fork();
  // Parents first: a session names its admin.
  const insert = async <Entity extends object>(entities: Entity[]) => {
    if (entities.length > 0) await em.insertMany(entities);
  };
  await insert(rows.admins);
  await insert(rows.sessions);
  await insert(rows.recipients);
}

/** Empties `events`, which refuses every deletion but the retention's: the retention's, up to the end of time. */
export function clearAuditTrail(em: EntityManager): Promise<number> {
  return deleteEventsBefore(em, new Date('9999-12-31T00:00:00.000Z'));
}

/** Two servers on one database, as replicas run: `first` and `second` inside tests. */
export interface TwoServers {
  readonly first: TestApp;
  readonly second: TestApp;
}

/**
 * Two apps on the same fresh database for the describe block that calls this. Two processes can
 * share PostgreSQL only (PGlite is one process's): call it inside `describe.runIf(process.env.DATABASE_URL)`.
 */
export function useTwoServers(): TwoServers {
  let servers: { first: TestApp; second: TestApp } | undefined;
  beforeAll(async () => {
    const first = await createTestApp();
    servers = { first, second: await createTestApp({ database: first.config.database }) };
  });
  afterAll(async () => {
    await servers?.second.close();
    await servers?.first.close();
  });
  const started = () => {
    if (!servers) throw new Error('The two servers exist inside tests and hooks only.');
    return servers;
  };
  return {
    get first() {
      return started().first;
    },
    get second() {
      return started().second;
    },
  };
}
