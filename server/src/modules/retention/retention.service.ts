import type { RetentionConfig } from '../../config.js';
import { executeBound, loopTurn } from '../../db/bound-sql.js';
import type { EntityManager } from '../../db/orm.js';
import type { EventRecorder } from '../../domain/events.js';
import type { PersonalCopies, RetainedRecord } from '../../domain/personal-data.js';
import type { SubjectType } from '../../rules/events.js';
import type { FileStorage } from '../../storage.js';

export interface RetentionSettings {
  retention: RetentionConfig;
  storage: FileStorage;
  events: EventRecorder;
  /** The copies other areas keep of records (emails, webhook deliveries), as they declare them (`PersonalDataSource.copies`), by name. */
  copies: ReadonlyMap<string, PersonalCopies>;
}

/** How many of each kind one run deleted. */
export interface RetentionPurged {
  applications: number;
  files: number;
  contactSubmissions: number;
  demoRequests: number;
  /** Unsubscribed sign-ups. */
  subscribers: number;
  /** Seat bookings of events long over. */
  eventBookings: number;
  /** Copies deleted (or blanked) with their records or past their own window, by their declaration's name (`emails`, `webhook-deliveries`). */
  copies: Record<string, number>;
}

type RecordCounts = Omit<RetentionPurged, 'files' | 'copies'>;

/** Rows deleted per transaction: short transactions, short locks. */
export const RETENTION_BATCH = 500;

/**
 * The key of the transaction-level advisory lock each batch takes: while one server's batch holds
 * it, another server's run stops at once (it would find nothing the first is not already deleting).
 * A transaction-level lock, not a session's, so it works through a transaction-pooling proxy.
 */
const RETENTION_LOCK = 7_402_311_927;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A kind of record the retention deletes: its table, what makes a row past its retention, and when a row was made. */
interface Retained {
  table: string;
  counted: keyof RecordCounts;
  subjectType: SubjectType;
  days: (retention: RetentionConfig) => number;
  /** The rows past their retention before `$1`, and the column that orders them oldest first. */
  expired: string;
  oldest: string;
  /** When a row was made (its copies are found from then to its last change, `updated_at`). */
  created: string;
  /** The keys of the rows' files in the object store, deleted once the rows are. */
  files?: (tx: EntityManager, ids: readonly string[]) => Promise<string[]>;
}

const applicationFiles = async (tx: EntityManager, ids: readonly string[]) =>
  (await executeBound<{ storage_key: string }>(tx, 'select "storage_key" from "application_files" where "application_id" = any($1::uuid[])', [[...ids]])).map((file) => file.storage_key);

/**
 * Applications (with their files) and leads by their last change (`updated_at`: a status change or
 * a reply counts); sign-ups once unsubscribed (a held one is the spam purge's).
 */
const RETAINED: readonly Retained[] = [
  {
    table: 'job_applications',
    counted: 'applications',
    subjectType: 'JobApplication',
    days: (retention) => retention.applicationDays,
    expired: `"updated_at" < $1`,
    oldest: '"updated_at"',
    created: '"applied_at"',
    files: applicationFiles,
  },
  { table: 'contact_submissions', counted: 'contactSubmissions', subjectType: 'ContactSubmission', days: (retention) => retention.leadDays, expired: `"updated_at" < $1`, oldest: '"updated_at"', created: '"created_at"' },
  { table: 'demo_requests', counted: 'demoRequests', subjectType: 'DemoRequest', days: (retention) => retention.leadDays, expired: `"updated_at" < $1`, oldest: '"updated_at"', created: '"created_at"' },
  {
    table: 'subscribers',
    counted: 'subscribers',
    subjectType: 'Subscriber',
    days: (retention) => retention.unsubscribedDays,
    expired: `"status" = 'inactive' and not "spam" and "unsubscribed_at" < $1`,
    oldest: '"unsubscribed_at"',
    created: '"created_at"',
  },
  // A booking is needed until its event is over: it goes `LEAD_RETENTION_DAYS` after its event ended and after its own last change.
  {
    table: 'event_bookings',
    counted: 'eventBookings',
    subjectType: 'EventBooking',
    days: (retention) => retention.leadDays,
    expired: `"updated_at" < $1 and "event_id" in (select "id" from "content_items" where "type" = 'event' and ("fields"->>'endsAt')::timestamptz < $1)`,
    oldest: '"updated_at"',
    created: '"created_at"',
  },
];

/**
 * Data retention (issues P15, P19): job applications, with their files, are deleted
 * `APPLICATION_RETENTION_DAYS` after their last change, leads (contact messages with their replies,
 * demo requests) `LEAD_RETENTION_DAYS` after theirs (seat bookings as long after their event ended), and unsubscribed sign-ups
 * `NEWSLETTER_UNSUBSCRIBED_RETENTION_DAYS` after they unsubscribed, each with its copies (the
 * emails about it, its webhook deliveries blanked); the copies left go on their own windows
 * (`OUTBOX_RETENTION_DAYS`, `WEBHOOK_DELIVERY_RETENTION_DAYS`) whatever they are about. Run hourly
 * by the purge (`spam-purge.ts`) on every server; one at a time does the work (see `RETENTION_LOCK`).
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
    const purged: RetentionPurged = { applications: 0, files: 0, contactSubmissions: 0, demoRequests: 0, subscribers: 0, eventBookings: 0, copies: Object.fromEntries([...this.settings.copies.keys()].map((name) => [name, 0])) };
    try {
      const ran = await this.deleteAll(purged, now);
      return ran || purgedAnything(purged) ? purged : null;
    } finally {
      await this.recorded(purged, now);
    }
  }

  /** Deletes batch after batch into `purged`; false when another server held the lock from the start. */
  private async deleteAll(purged: RetentionPurged, now: Date): Promise<boolean> {
    const before = (days: number) => new Date(now.getTime() - days * DAY_MS);
    for (const [index, retained] of RETAINED.entries()) {
      for (;;) {
        const batch = await this.batch((tx) => this.deleteRecords(tx, retained, before(retained.days(this.settings.retention)), purged));
        if (batch === null) return index > 0;
        purged[retained.counted] += batch.count;
        purged.files += batch.files.length;
        // Only once the rows are gone: a file whose removal fails here (or a server that stops now)
        // is one no application owns, which the hourly sweep of orphan resumes deletes next time.
        await Promise.allSettled(batch.files.map((key) => this.settings.storage.remove(key)));
        if (batch.count < RETENTION_BATCH) break;
        await loopTurn();
      }
    }
    for (const [name, copies] of this.settings.copies) {
      for (;;) {
        const deleted = await this.batch((tx) => copies.madeBefore(tx, before(copies.keptDays(this.settings.retention)), RETENTION_BATCH));
        if (deleted === null) return true;
        purged.copies[name] = (purged.copies[name] ?? 0) + deleted;
        if (deleted < RETENTION_BATCH) break;
        await loopTurn();
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

  /**
   * The oldest rows of `retained` past `before`, locked (rows another transaction holds are left for
   * later), deleted with their copies (counted into `purged`) and what cascades from them (an
   * application's files' rows): how many, and their files' keys.
   */
  private async deleteRecords(tx: EntityManager, retained: Retained, before: Date, purged: RetentionPurged): Promise<{ count: number; files: string[] }> {
    const rows = await executeBound<{ id: string; email: string; created_at: Date | string; updated_at: Date | string }>(
      tx,
      `select "id", "email", ${retained.created} as "created_at", "updated_at" from "${retained.table}" where ${retained.expired} order by ${retained.oldest} limit $2 for update skip locked`,
      [before, RETENTION_BATCH],
    );
    if (rows.length === 0) return { count: 0, files: [] };
    const ids = rows.map((row) => row.id);
    const records: RetainedRecord[] = rows.map((row) => ({ id: row.id, address: row.email, createdAt: new Date(row.created_at), updatedAt: new Date(row.updated_at) }));
    for (const [name, copies] of this.settings.copies) purged.copies[name] = (purged.copies[name] ?? 0) + (await copies.ofRecords(tx, retained.subjectType, records));
    const files = retained.files ? await retained.files(tx, ids) : [];
    await executeBound(tx, `delete from "${retained.table}" where "id" = any($1::uuid[])`, [ids]);
    return { count: ids.length, files };
  }

  private async recorded(purged: RetentionPurged, now: Date): Promise<void> {
    if (!purgedAnything(purged)) return;
    await this.settings.events.transact(this.em.fork(), async (_tx, record) => {
      record({ type: 'retention.purged', subject: { type: 'Retention', id: null }, data: { ...purged, ...this.settings.retention, at: now.toISOString() } });
    });
  }
}

/** Whether a run deleted anything. */
export const purgedAnything = ({ copies, ...records }: RetentionPurged) => [...Object.values(records), ...Object.values(copies)].some((count) => count > 0);
