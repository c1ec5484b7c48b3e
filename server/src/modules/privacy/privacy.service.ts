import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import yazl from 'yazl';
import { executeBound, loopTurn } from '../../db/bound-sql.js';
import { EventEntity } from '../../db/events.entity.js';
import type { EntityManager } from '../../db/orm.js';
import { storedRows } from '../../db/stored-rows.js';
import { readEmailAddress } from '../../domain/email-address.js';
import { InvalidInputError } from '../../domain/errors.js';
import type { EventRecorder } from '../../domain/events.js';
import { PERSONAL_DATA_PAGE, type PersonalDataSource, type PersonalFile } from '../../domain/personal-data.js';
import { displayNameOf, isLinkHolder, linkHolderOf, principalOfLinkHolder, type LinkHolder, type SignedIn } from '../../domain/principal.js';
import { isSuppressed, suppress, suppressionHashOf } from '../../domain/suppression.js';
import { normalizeEmail } from '../../rules/email.js';
import type { SubjectType } from '../../rules/events.js';
import { PRIVACY_EXPORT_LINK_SECONDS, PRIVACY_MESSAGES } from '../../rules/privacy.js';
import { seal, unseal } from '../../secrets.js';
import type { Services } from '../../services.js';
import type { FileStorage } from '../../storage.js';
import { auditEventRecord } from '../audit/audit.record.js';
import { uniqueEntryNames } from './zip-entries.js';

/** Where a person's export is served: `/privacy-exports/<sealed link>.zip`. */
export const PRIVACY_EXPORT_PATH = '/privacy-exports';

/** What one area holds about an address. */
export interface HeldArea {
  /** The export's file name, without `.json` (`contact-submissions`). */
  name: string;
  label: string;
  count: number;
}

/** What the product holds about an address, area by area. */
export interface PersonLookup {
  /** The address as the app stores it. */
  email: string;
  areas: HeldArea[];
  total: number;
  /** Erased before: on the suppression list. */
  suppressed: boolean;
}

export interface PersonErasure {
  email: string;
  /** What was deleted, per area (events about the deleted records are counted as `redactedEvents`). */
  areas: HeldArea[];
  total: number;
  files: number;
  redactedEvents: number;
}

export interface PersonExportLink {
  url: string;
  expiresAt: Date;
}

export interface PersonDownload {
  filename: string;
  zip: Readable;
}

/** What an export link holds, sealed (encrypted and authenticated): the address never travels readable in an address bar or a log. */
interface LinkClaims {
  email: string;
  holder: LinkHolder;
  /** Milliseconds since 1970. */
  until: number;
}

/** An address as the request gave it, and every spelling the tables may have stored it in. */
interface Person {
  email: string;
  addresses: readonly string[];
}

/** Subject ids read per query of the events about them. */
const EVENT_SUBJECTS_AT_ONCE = 500;

/** Files removed from the object store at once after an erasure: however many there are, a few requests at a time. */
const FILES_REMOVED_AT_ONCE = 20;

/**
 * Data-subject requests (issue P15): what the product holds about one email address, as every area
 * declares it (`Area.personalData`); its export as one ZIP streamed page by page (a JSON file per
 * area, the records' files, the events about them, and a README), and its erasure in one
 * transaction, leaving the address on the suppression list and one `privacy.erased` event with
 * counts and the address's keyed hash only.
 */
export class PrivacyService {
  constructor(
    private readonly em: EntityManager,
    private readonly settings: {
      events: EventRecorder;
      sources: ReadonlyMap<string, PersonalDataSource<Services>>;
      storage: FileStorage;
      suppressionKey: Buffer;
      linkKey: Buffer;
      services: Services;
    },
  ) {}

  async lookup(email: unknown): Promise<PersonLookup> {
    const person = personOf(email);
    const areas = await this.countsOf(this.em, person);
    return { email: person.email, areas, total: totalOf(areas), suppressed: await isSuppressed(this.em, this.settings.suppressionKey, person.email) };
  }

  /** A one-minute download link for the address's export, for this principal's session (or key). */
  link(principal: SignedIn, email: unknown): PersonExportLink {
    const person = personOf(email);
    const until = Date.now() + PRIVACY_EXPORT_LINK_SECONDS * 1000;
    const claims: LinkClaims = { email: person.email, holder: linkHolderOf(principal), until };
    return { url: `${PRIVACY_EXPORT_PATH}/${seal(this.settings.linkKey, JSON.stringify(claims))}.zip`, expiresAt: new Date(until) };
  }

  /** The export a link stands for, or null when it was altered, has expired, or its session or key (or permission) is gone. */
  async open(token: string): Promise<PersonDownload | null> {
    const claims = claimsOf(unseal(this.settings.linkKey, token));
    if (!claims || claims.until < Date.now()) return null;
    const principal = await principalOfLinkHolder(claims.holder, this.settings.services.admin, this.settings.services.keys);
    if (!principal || !principal.permissions.has('privacy:manage')) return null;
    return { filename: `personal-data-${new Date().toISOString().slice(0, 10)}.zip`, zip: this.exportPerson(claims.email, principal) };
  }

  /**
   * Everything held about `email`, as a ZIP streamed as it is read: each area's records a page at
   * a time, each file as a stream from the object store, the next read only when the reader took
   * the last. Records `privacy.exported` (counts and the address's hash) when it ends, or stops.
   */
  exportPerson(email: string, principal: SignedIn): Readable {
    const person = personOf(email);
    const zip = new yazl.ZipFile();
    const output = zip.outputStream as Readable;
    void this.writeExport(zip, output, person, principal).catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
    return output;
  }

  /**
   * Erases everything held about `email` in one transaction: every area's rows (and what cascades
   * from them), a batch at a time (`PERSONAL_ERASURE_BATCH`), so no statement holds the event loop
   * however many there are; the client address hash of the events about them; one erasure event
   * about each (`contact.erased`: integrations are told); the address onto the suppression list, and
   * one `privacy.erased` event. The rows' files go from the object store once it committed; one that
   * cannot be deleted now is left to the hourly sweep of files no record owns.
   */
  async erase(email: unknown, confirm: unknown, principal: SignedIn): Promise<PersonErasure> {
    const person = personOf(email);
    if (typeof confirm !== 'string' || personOfOrNull(confirm)?.email !== person.email) throw InvalidInputError.field('confirm', PRIVACY_MESSAGES.confirmMismatch);
    const { areas, storageKeys, redactedEvents } = await this.settings.events.transact(this.em, async (tx, record) => {
      await executeBound(tx, `select set_config('finmesh.privacy_erasure', 'on', true)`, []);
      const erased: HeldArea[] = [];
      const keys: string[] = [];
      let redacted = 0;
      for (const [name, source] of this.settings.sources) {
        const area: HeldArea = { name, label: source.label, count: 0 };
        // A turn of the event loop between statements: on PGlite nothing else runs until one is given.
        for await (const batch of source.erase(tx, person.addresses, { record, services: this.settings.services })) {
          area.count += batch.count;
          keys.push(...batch.storageKeys);
          await loopTurn();
          if (!source.subjectType || batch.subjects.length === 0) continue;
          redacted += await redactEventsAbout(tx, source.subjectType, batch.subjects);
          await loopTurn();
          if (source.erasedEvent) await record.each({ type: source.erasedEvent, subjectType: source.subjectType, by: byOf(principal) }, batch.subjects);
          await loopTurn();
        }
        erased.push(area);
      }
      await suppress(tx, this.settings.suppressionKey, person.email);
      record({
        type: 'privacy.erased',
        subject: { type: 'Person', id: null },
        data: { addressHash: this.hashOf(person), counts: countsOf(erased), files: keys.length, redactedEvents: redacted },
        by: byOf(principal),
      });
      return { areas: erased, storageKeys: keys, redactedEvents: redacted };
    });
    // A file the store would not delete now is owned by no record any more: the hourly sweep of unowned resume files deletes it.
    for (let start = 0; start < storageKeys.length; start += FILES_REMOVED_AT_ONCE) {
      await Promise.all(storageKeys.slice(start, start + FILES_REMOVED_AT_ONCE).map((key) => this.settings.storage.remove(key).catch(() => undefined)));
    }
    return { email: person.email, areas, total: totalOf(areas), files: storageKeys.length, redactedEvents };
  }

  private hashOf(person: Person): string {
    return suppressionHashOf(this.settings.suppressionKey, person.email);
  }

  private async countsOf(em: EntityManager, person: Person): Promise<HeldArea[]> {
    const areas: HeldArea[] = [];
    for (const [name, source] of this.settings.sources) areas.push({ name, label: source.label, count: await source.count(em, person.addresses) });
    return areas;
  }

  private async writeExport(zip: yazl.ZipFile, output: Readable, person: Person, principal: SignedIn): Promise<void> {
    const written: HeldArea[] = [];
    const subjects = new Map<SubjectType, string[]>();
    const files: ExportedFile[] = [];
    const entryNameOf = uniqueEntryNames();
    let recorded = false;
    const recordExport = (complete: boolean) =>
      this.settings.events.transact(this.em, async (_tx, record) => {
        record({
          type: 'privacy.exported',
          subject: { type: 'Person', id: null },
          data: { addressHash: this.hashOf(person), counts: countsOf(written), files: files.length, complete },
          by: byOf(principal),
        });
      });
    // A reader that went away stops the entry being written, and with it the export.
    let current: Readable | null = null;
    output.once('close', () => current?.destroy(new Error('The export was cancelled')));
    const add = async (stream: Readable, name: string, compress = true) => {
      current = stream;
      zip.addReadStream(stream, name, { compress, mtime: new Date() });
      await finished(stream);
    };
    try {
      for (const [name, source] of this.settings.sources) {
        const area: HeldArea = { name, label: source.label, count: 0 };
        const pending: PersonalFile[] = [];
        await add(Readable.from(jsonArray(this.recordsOf(source, person, area, pending, subjects))), `${name}.json`);
        written.push(area);
        for (const file of pending) {
          const opened = await this.settings.storage.open(file.storageKey);
          if (!opened) continue;
          const entry = `files/${entryNameOf(file.name)}`;
          await add(opened.stream, entry, false);
          files.push({ entry, path: file.path, records: `${name}.json` });
        }
      }
      const events: HeldArea = { name: 'events', label: 'Events about these records', count: 0 };
      await add(Readable.from(jsonArray(this.eventsAbout(subjects, events))), 'events.json');
      written.push(events);
      zip.addBuffer(Buffer.from(readme(person, principal, written, files)), 'README.txt', { mtime: new Date() });
      // Recorded before the file's last bytes go out: whoever holds the whole file finds the export in the trail.
      await recordExport(true);
      recorded = true;
      zip.end();
    } finally {
      // Also when it stopped half way (the reader went away, a file could not be read): the trail says so.
      if (!recorded) await recordExport(false);
    }
  }

  /** An area's records of the address, a page at a time, counting them and noting their files and the events' subjects as they go. */
  private async *recordsOf(source: PersonalDataSource, person: Person, counted: HeldArea, files: PersonalFile[], subjects: Map<SubjectType, string[]>): AsyncGenerator<object> {
    let after: string | null = null;
    do {
      const page = await source.rows(this.em, person.addresses, after, PERSONAL_DATA_PAGE);
      counted.count += page.records.length;
      files.push(...page.files);
      if (source.subjectType && page.subjects.length > 0) subjects.set(source.subjectType, [...(subjects.get(source.subjectType) ?? []), ...page.subjects]);
      yield* page.records;
      after = page.next;
    } while (after !== null);
  }

  /** The events about the records exported, as the audit trail's records, in order per subject type. */
  private async *eventsAbout(subjects: ReadonlyMap<SubjectType, readonly string[]>, counted: HeldArea): AsyncGenerator<object> {
    for (const [subjectType, ids] of subjects) {
      for (let start = 0; start < ids.length; start += EVENT_SUBJECTS_AT_ONCE) {
        const rows = await storedRows(this.em, EventEntity, { subjectType, subjectId: { $in: ids.slice(start, start + EVENT_SUBJECTS_AT_ONCE) } }, [], { orderBy: { id: 'asc' } });
        counted.count += rows.length;
        for (const row of rows) yield auditEventRecord.of(row);
      }
    }
  }
}

/** The address a request gave, or refuses it (naming the field `email`). */
function personOf(email: unknown): Person {
  if (typeof email !== 'string' || email.trim() === '') throw InvalidInputError.field('email', PRIVACY_MESSAGES.emailRequired);
  const person = personOfOrNull(email);
  if (!person) throw InvalidInputError.field('email', PRIVACY_MESSAGES.emailInvalid);
  return person;
}

function personOfOrNull(email: string): Person | null {
  const address = readEmailAddress(email);
  if (!address) return null;
  return { email: address.stored, addresses: [...new Set([address.stored, address.envelope, normalizeEmail(email)])] };
}

/** Clears what in the events about these records could tell who sent them (the client address hash, a visitor's name); the ids stay and name nothing once the rows are gone. */
async function redactEventsAbout(tx: EntityManager, subjectType: SubjectType, ids: readonly string[]): Promise<number> {
  const [row] = await executeBound<{ count: number }>(
    tx,
    `with "redacted" as (
       update "events" set "client_address_hash" = null, "principal_name" = case when "principal_kind" = 'visitor' then null else "principal_name" end
       where "subject_type" = $1 and "subject_id" = any($2::uuid[]) and ("client_address_hash" is not null or ("principal_kind" = 'visitor' and "principal_name" is not null))
       returning 1)
     select count(*)::int as "count" from "redacted"`,
    [subjectType, [...ids]],
  );
  return row?.count ?? 0;
}

const totalOf = (areas: readonly HeldArea[]) => areas.reduce((sum, area) => sum + area.count, 0);

const countsOf = (areas: readonly HeldArea[]) => Object.fromEntries(areas.map((area) => [area.name, area.count]));

const byOf = (principal: SignedIn) => ({ kind: principal.kind, id: principal.kind === 'admin' ? principal.adminId : principal.keyId, name: displayNameOf(principal) });

/** A JSON array written an item at a time: `[`, the items, `]`. */
async function* jsonArray(items: AsyncIterable<object>): AsyncGenerator<Buffer> {
  let first = true;
  yield Buffer.from('[');
  for await (const item of items) {
    yield Buffer.from(`${first ? '\n' : ',\n'}${JSON.stringify(item, null, 2)}`);
    first = false;
  }
  yield Buffer.from(first ? ']\n' : '\n]\n');
}

/** A file in the export: its entry, and which record's file it is (the record's `path`, in which JSON file). */
interface ExportedFile {
  entry: string;
  path: string;
  records: string;
}

function readme(person: Person, principal: SignedIn, areas: readonly HeldArea[], files: readonly ExportedFile[]): string {
  const lines = [
    'Personal data held by Finmesh about one email address',
    '',
    `Address: ${person.email}`,
    `Exported: ${new Date().toISOString()}`,
    `Exported by: ${displayNameOf(principal)}`,
    '',
    'What is in this file:',
    ...areas.map((area) => `- ${area.name}.json: ${area.count} ${area.count === 1 ? 'record' : 'records'} (${area.label})`),
    `- files/: ${files.length} ${files.length === 1 ? 'file' : 'files'} of those records, named as they were uploaded:`,
    ...files.map((file) => `  - ${file.entry}: the file whose "path" is ${file.path} in ${file.records}`),
    '',
    'Each JSON file is an array of the records as the Finmesh API shows them, dates in ISO 8601 (UTC).',
    "Back-office accounts (staff sign-ins) and backups are not part of this export; see the product's privacy documentation.",
    '',
  ];
  return lines.join('\r\n');
}

function claimsOf(text: string | null): LinkClaims | null {
  if (text === null) return null;
  const { email, holder, until } = JSON.parse(text) as Partial<LinkClaims>;
  if (typeof email !== 'string' || typeof until !== 'number' || !isLinkHolder(holder)) return null;
  return { email, holder, until };
}

