import type { RetentionConfig } from '../../config.js';
import { executeBound } from '../../db/bound-sql.js';
import type { EntityManager } from '../../db/orm.js';
import type { EventRecorder } from '../../domain/events.js';
import type { FileStorage } from '../../storage.js';

export interface RetentionSettings {
  retention: RetentionConfig;
  storage: FileStorage;
  events: EventRecorder;
}

/** How many of each kind one run deleted. */
export interface RetentionPurged {
  applications: number;
  files: number;
  contactSubmissions: number;
  demoRequests: number;
}

/** Rows deleted per transaction: short transactions, short locks. */
export const RETENTION_BATCH = 500;

/**
 * The key of the transaction-level advisory lock each batch takes: while one server's batch holds
 * it, another server's run stops at once (it would find nothing the first is not already deleting).
 * A transaction-level lock, not a session's, so it works through a transaction-pooling proxy.
 */
const RETENTION_LOCK = 7_402_311_927;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The tables the retention empties, each by its last change (`updated_at`). */
const LEADS = [
  { table: 'contact_submissions', counted: 'contactSubmissions' },
  { table: 'demo_requests', counted: 'demoRequests' },
] as const;

/**
 * Data retention (issue P15, privacy): job applications, with their files, are deleted
 * `APPLICATION_RETENTION_DAYS` after their last change, and leads (contact messages with their
 * replies, demo requests) `LEAD_RETENTION_DAYS` after theirs. Run hourly by the purge
 * (`spam-purge.ts`) on every server; one at a time does the work (see `RETENTION_LOCK`).
 */
export class RetentionService {
  constructor(
    private readonly em: EntityManager,
    private readonly settings: RetentionSettings,
  ) {}

  /**
   * Deletes what is past its retention at `now`, `RETENTION_BATCH` rows a transaction, and records
   * one `retention.purged` event with the counts (none of the people's data) when anything went,
   * also when a batch failed after others had gone (the trail says what was deleted before it).
   * Returns the counts, or `null` when another server was doing it.
   */
  async purge(now = new Date()): Promise<RetentionPurged | null> {
    const purged: RetentionPurged = { applications: 0, files: 0, contactSubmissions: 0, demoRequests: 0 };
    try {
      const ran = await this.deleteAll(purged, now);
      return ran || Object.values(purged).some((count) => count > 0) ? purged : null;
    } finally {
      await this.recorded(purged, now);
    }
  }

  /** Deletes batch after batch into `purged`; false when another server held the lock from the start. */
  private async deleteAll(purged: RetentionPurged, now: Date): Promise<boolean> {
    const { applicationDays, leadDays } = this.settings.retention;
    const applicationsBefore = new Date(now.getTime() - applicationDays * DAY_MS);
    const leadsBefore = new Date(now.getTime() - leadDays * DAY_MS);
    for (;;) {
      const batch = await this.batch((tx) => this.deleteApplications(tx, applicationsBefore));
      if (batch === null) return false;
      purged.applications += batch.ids;
      purged.files += batch.files.length;
      // Only once the rows are gone: a file whose removal fails here (or a server that stops now)
      // is one no application owns, which the hourly sweep of orphan resumes deletes next time.
      await Promise.allSettled(batch.files.map((key) => this.settings.storage.remove(key)));
      if (batch.ids < RETENTION_BATCH) break;
    }
    for (const { table, counted } of LEADS) {
      for (;;) {
        const deleted = await this.batch((tx) => deleteOldest(tx, table, leadsBefore));
        if (deleted === null) return true;
        purged[counted] += deleted;
        if (deleted < RETENTION_BATCH) break;
      }
    }
    return true;
  }

  /** One transaction holding the retention's lock; `null` when another server holds it. */
  private batch<T>(work: (tx: EntityManager) => Promise<T>): Promise<T | null> {
    return this.em.fork().transactional(async (tx) => {
      const [lock] = await executeBound<{ locked: boolean }>(tx, 'select pg_try_advisory_xact_lock($1) as "locked"', [RETENTION_LOCK]);
      return lock?.locked ? work(tx) : null;
    });
  }

  /** The oldest applications past their retention, deleted (their files' rows go with them): how many, and their files' keys. */
  private async deleteApplications(tx: EntityManager, before: Date): Promise<{ ids: number; files: string[] }> {
    const ids = await oldestIds(tx, 'job_applications', before);
    if (ids.length === 0) return { ids: 0, files: [] };
    const files = await executeBound<{ storage_key: string }>(tx, 'select "storage_key" from "application_files" where "application_id" = any($1::uuid[])', [ids]);
    await executeBound(tx, 'delete from "job_applications" where "id" = any($1::uuid[])', [ids]);
    return { ids: ids.length, files: files.map((file) => file.storage_key) };
  }

  private async recorded(purged: RetentionPurged, now: Date): Promise<void> {
    if (Object.values(purged).every((count) => count === 0)) return;
    const { applicationDays, leadDays } = this.settings.retention;
    await this.settings.events.transact(this.em.fork(), async (_tx, record) => {
      record({ type: 'retention.purged', subject: { type: 'Retention', id: null }, data: { ...purged, applicationDays, leadDays, at: now.toISOString() } });
    });
  }
}

/** Up to a batch of the oldest rows of `table` last changed before `before`, locked (rows another transaction holds are left for later). */
async function oldestIds(tx: EntityManager, table: string, before: Date): Promise<string[]> {
  const rows = await executeBound<{ id: string }>(tx, `select "id" from "${table}" where "updated_at" < $1 order by "updated_at" limit $2 for update skip locked`, [before, RETENTION_BATCH]);
  return rows.map((row) => row.id);
}

/** Deletes a batch of `table`'s oldest rows past `before` (dependent rows go by their foreign keys' cascade); how many. */
async function deleteOldest(tx: EntityManager, table: string, before: Date): Promise<number> {
  const ids = await oldestIds(tx, table, before);
  if (ids.length > 0) await executeBound(tx, `delete from "${table}" where "id" = any($1::uuid[])`, [ids]);
  return ids.length;
}
