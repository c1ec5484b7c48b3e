import type { RetentionConfig } from '../config.js';
import { executeBound } from '../db/bound-sql.js';
import type { EntityManager } from '../db/orm.js';
import type { EventType, SubjectType } from '../rules/events.js';
import type { RecordEvent } from './events.js';

/** A file of the object store that belongs to a person's records. */
export interface PersonalFile {
  storageKey: string;
  /** Its name as it was uploaded (`cv.pdf`): its export's entry is `files/<name>`, made safe and unique in the archive. */
  name: string;
  /** How the area's records name it (an application's `files[].path`: `uploads/resumes/<key>.pdf`). */
  path: string;
}

/** A page of one area's records about a person, in key order, and the key to read on from (null: it was the last). */
export interface PersonalRows {
  records: readonly object[];
  /** Their files in the object store. */
  files: readonly PersonalFile[];
  /** The ids of the rows, as the events name their subjects (`PersonalDataSource.subjectType`). */
  subjects: readonly string[];
  next: string | null;
}

/** One batch of what erasing a person took from one area, within the erasure's transaction. */
export interface PersonalErasure {
  count: number;
  /** The object store's files of the deleted rows: deleted once the transaction commits. */
  storageKeys: readonly string[];
  /** The deleted rows' ids: the events about them are redacted, and an erasure event is recorded about each. */
  subjects: readonly string[];
}

/**
 * Rows erased per batch: each of its statements is short, so none holds the event loop (PGlite
 * runs in it) or binds ids by the thousand. Measured on PGlite (the event-loop suite): 100 rows
 * cost a few milliseconds of the loop per statement; an erasure of 100,000 rows, under a minute.
 */
export const PERSONAL_ERASURE_BATCH = 100;

/** A record the retention is deleting, as its copies elsewhere are found: its id and address, when it was made and last changed. */
export interface RetainedRecord {
  id: string;
  address: string;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * Copies of other areas' records that an area keeps (an email quoting a lead, a webhook delivery of
 * it), for the retention (`modules/retention`): they go with their record, and once they are older
 * than their own window, whatever they are about.
 */
export interface PersonalCopies {
  /** How long a copy is kept at most, in days (its setting, such as `OUTBOX_RETENTION_DAYS`). */
  keptDays(retention: RetentionConfig): number;
  /** Deletes (or blanks) the copies of `records`, of `subjectType`, which the retention is deleting in `em`'s transaction; how many. */
  ofRecords(em: EntityManager, subjectType: SubjectType, records: readonly RetainedRecord[]): Promise<number>;
  /** Deletes up to `size` copies made before `before` whose work is done (sent, or given up), oldest first; how many. */
  madeBefore(em: EntityManager, before: Date, size: number): Promise<number>;
}

/**
 * What an erasure's transaction offers the areas that must do more than delete (the bookings pass
 * the erased person's seats to the waitlist): its recorder, and the services, as they are then.
 */
export interface PersonalErasureContext<TServices = unknown> {
  record: RecordEvent;
  services: TServices;
}

/**
 * Where an area keeps people's email addresses (issue P15, data-subject requests), declared by the
 * area (`Area.personalData`, by the export's file name: `contact-submissions`), not written into
 * the privacy area: how many rows hold an address, those rows as their REST records a page at a
 * time (with their files), and how to delete them. `addresses` are the spellings one address is
 * stored in (see `personalAddressesOf`).
 */
export interface PersonalDataSource<TServices = unknown> {
  /** How the Privacy screen names what the area holds ("Contact messages"). */
  label: string;
  /** The events' name for the rows' subjects, when events are recorded about them. */
  subjectType: SubjectType | null;
  /**
   * The event recorded about each row an erasure deletes (`contact.erased`), as an admin's deletion
   * records `contact.deleted`: integrations are told (webhooks), with the row's id and nothing else.
   */
  erasedEvent: EventType | null;
  count(em: EntityManager, addresses: readonly string[]): Promise<number>;
  rows(em: EntityManager, addresses: readonly string[], after: string | null, size: number): Promise<PersonalRows>;
  /**
   * Deletes the rows in `em`'s transaction (or blanks what in them is the person's, where the row
   * itself is a record to keep), `PERSONAL_ERASURE_BATCH` at a time, each batch yielded once done.
   */
  erase(em: EntityManager, addresses: readonly string[], context: PersonalErasureContext<TServices>): AsyncIterable<PersonalErasure>;
  /** Copies it keeps of other areas' records, which the retention deletes with them and by age. */
  copies?: PersonalCopies;
}

/**
 * `PersonalCopies.madeBefore` of a table whose rows' work is done in `statuses` (sent, failed):
 * those made before `before`, oldest first by its `created_at` (indexed), locked `skip locked`.
 */
export function deleteDoneBefore(table: string, statuses: readonly string[]): PersonalCopies['madeBefore'] {
  return async (em, before, size) => {
    const [row] = await executeBound<{ count: number }>(
      em,
      `with "old" as (select "id" from "${table}" where "status" = any($3) and "created_at" < $1 order by "created_at" limit $2 for update skip locked),
       "gone" as (delete from "${table}" t using "old" where t."id" = "old"."id" returning 1)
       select count(*)::int as "count" from "gone"`,
      [before, size, [...statuses]],
    );
    return row?.count ?? 0;
  };
}

/**
 * A regular expression (PostgreSQL's, for `~*`) that finds any of `addresses` as a whole address in
 * a text (an email's body, a webhook's payload), not inside a longer one.
 */
export function wholeAddressPattern(addresses: readonly string[]): string {
  return addresses.map((address) => `(^|[^[:alnum:]._%+-])${address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![[:alnum:]-]|\\.[[:alnum:]])`).join('|');
}

/** Rows read (and held) per query of a person's export. */
export const PERSONAL_DATA_PAGE = 200;
