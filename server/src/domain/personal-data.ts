import type { EntityManager } from '../db/orm.js';
import type { SubjectType } from '../rules/events.js';

/** A file of the object store that belongs to a person's records, and its place in their export (`files/<name>`). */
export interface PersonalFile {
  storageKey: string;
  name: string;
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

/** What erasing a person took from one area, within the erasure's transaction. */
export interface PersonalErasure {
  count: number;
  /** The object store's files of the deleted rows: deleted once the transaction commits. */
  storageKeys: readonly string[];
  /** The deleted rows' ids: the events about them are redacted. */
  subjects: readonly string[];
}

/**
 * Where an area keeps people's email addresses (issue P15, data-subject requests), declared by the
 * area (`Area.personalData`, by the export's file name: `contact-submissions`), not written into
 * the privacy area: how many rows hold an address, those rows as their REST records a page at a
 * time (with their files), and how to delete them. `addresses` are the spellings one address is
 * stored in (see `personalAddressesOf`).
 */
export interface PersonalDataSource {
  /** How the Privacy screen names what the area holds ("Contact messages"). */
  label: string;
  /** The events' name for the rows' subjects, when events are recorded about them. */
  subjectType: SubjectType | null;
  count(em: EntityManager, addresses: readonly string[]): Promise<number>;
  rows(em: EntityManager, addresses: readonly string[], after: string | null, size: number): Promise<PersonalRows>;
  /** Deletes the rows in `em`'s transaction. */
  erase(em: EntityManager, addresses: readonly string[]): Promise<PersonalErasure>;
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
