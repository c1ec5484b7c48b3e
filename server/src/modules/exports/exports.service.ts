import type { Keyset } from '../../db/keyset.js';
import type { EntityManager } from '../../db/orm.js';
import { csvHeader, csvLines, type CsvValue } from '../../domain/csv.js';
import { ForbiddenError, InvalidInputError } from '../../domain/errors.js';
import type { EventRecorder } from '../../domain/events.js';
import { EXPORT_CHUNK, EXPORT_LINK_SECONDS, type ExportSource } from '../../domain/exports.js';
import { can, displayNameOf, isLinkHolder, linkHolderOf, principalOfLinkHolder, type LinkHolder, type SignedIn } from '../../domain/principal.js';
import { ACCESS_MESSAGES } from '../../rules/access.js';
import { EXPORT_MESSAGES } from '../../rules/exports.js';
import { seal, unseal } from '../../secrets.js';
import type { Services } from '../../services.js';

/** Where a download is served: `/exports/<link token>.csv`. */
export const EXPORT_PATH = '/exports';

/** What a download link holds, sealed (encrypted and authenticated): the list and its filter, for one admin's session or one key, until when. */
interface LinkClaims {
  list: string;
  filter: Record<string, string>;
  holder: LinkHolder;
  /** Milliseconds since 1970. */
  until: number;
}

export interface ExportLink {
  url: string;
  expiresAt: Date;
}

export interface ExportDownload {
  filename: string;
  /** The file, a few hundred lines at a time: nothing holds more than one chunk of the list. */
  lines: AsyncIterable<string>;
}

/** A chunk of the list as its lines, how many rows they are, and where the next chunk starts (null: none). */
interface ChunkLines {
  lines: string[];
  count: number;
  next: Keyset | null;
}

/** Lines handed to the reply at a time: a string of them (~60 KB) stays out of V8's large-object space, which only a full collection frees. */
const LINES_AT_ONCE = 200;

/**
 * The back office's CSV exports (issue P14). An admin asks for a list with its filter; the answer
 * is a link, sealed with a key from the server secret (any replica takes it; its filter, a search
 * among them, cannot be read from it) and good for a minute, that the browser opens to save the
 * file: the bearer token never goes in an address, and no tab holds a million rows. An integrator's API key (P15) gets a link the same way, made for the key rather
 * than a session. Opening it checks the session or key and the permission again, then streams the list in
 * chunks of `EXPORT_CHUNK` rows in the list's order, and records `export.created` (who, which list,
 * the filter's chosen values and whether it searched, how many rows, whether it ran to the end).
 */
export class ExportsService {
  constructor(
    private readonly em: EntityManager,
    private readonly settings: { events: EventRecorder; sources: ReadonlyMap<string, ExportSource<Services>>; key: Buffer; services: Services },
  ) {}

  /** A download link for `list` as `filter` shows it; refuses a list or filter it cannot read, or a principal that may not read the list. */
  link(principal: SignedIn, list: unknown, filter: unknown): ExportLink {
    const source = this.sourceOf(list);
    if (!can(principal, source.permission)) throw new ForbiddenError(ACCESS_MESSAGES.forbidden(source.permission));
    const query = queryOf(filter);
    // Checked now, so a link never fails later on what it was asked for.
    source.filter(query);
    const until = Date.now() + EXPORT_LINK_SECONDS * 1000;
    const claims: LinkClaims = { list: String(list), filter: query, holder: linkHolderOf(principal), until };
    return { url: `${EXPORT_PATH}/${seal(this.settings.key, JSON.stringify(claims))}.csv`, expiresAt: new Date(until) };
  }

  /** The file a link stands for, or null when the link was altered, has expired, or its session or key (or permission) is gone. */
  async open(token: string): Promise<ExportDownload | null> {
    const claims = claimsOf(unseal(this.settings.key, token));
    if (!claims || claims.until < Date.now()) return null;
    const source = this.settings.sources.get(claims.list);
    const principal = await principalOfLinkHolder(claims.holder, this.settings.services.admin, this.settings.services.keys);
    if (!source || !principal || !can(principal, source.permission)) return null;
    const filter = source.filter(claims.filter);
    return { filename: `${claims.list}-${new Date().toISOString().slice(0, 10)}.csv`, lines: this.lines(source, filter, claims, principal) };
  }

  private sourceOf(list: unknown): ExportSource<Services> {
    const lists = [...this.settings.sources.keys()];
    if (typeof list !== 'string' || list.trim() === '') throw InvalidInputError.field('list', EXPORT_MESSAGES.listRequired);
    const source = this.settings.sources.get(list);
    if (!source) throw InvalidInputError.field('list', EXPORT_MESSAGES.listUnknown(lists));
    return source;
  }

  /**
   * The next chunk's lines, made as soon as its rows are read: the rows are garbage before the
   * reply asks for the first line, so none of them outlives a young collection of V8's heap (rows
   * kept across the reply's waits were promoted, and a million of them grew the old generation by
   * hundreds of megabytes before V8 collected it).
   */
  private async linesOf(source: ExportSource<Services>, filter: unknown, after: Keyset | null): Promise<ChunkLines> {
    const chunk = await source.chunk(this.settings.services, filter, after, EXPORT_CHUNK);
    return { lines: [...csvLines(source.columns, chunk.records as Iterable<Record<string, CsvValue>>, LINES_AT_ONCE)], count: chunk.count, next: chunk.next };
  }

  private async *lines(source: ExportSource<Services>, filter: unknown, claims: LinkClaims, principal: SignedIn): AsyncGenerator<string> {
    let rows = 0;
    let complete = false;
    try {
      yield csvHeader(source.columns);
      // The next chunk is read while this one is written: the database's time and the reply's overlap.
      let reading: Promise<ChunkLines> | null = this.linesOf(source, filter, null);
      while (reading) {
        const chunk: ChunkLines = await reading;
        reading = chunk.next ? this.linesOf(source, filter, chunk.next) : null;
        // Awaited on the next turn; until then a failure must not count as unhandled (nor would it be, had the download stopped).
        reading?.catch(() => undefined);
        for (const text of chunk.lines) yield text;
        rows += chunk.count;
      }
      complete = true;
    } finally {
      // Also when the download stopped half way (the browser cancelled it): the trail says how far it went.
      await this.settings.events.transact(this.em, async (_tx, record) => {
        record({
          type: 'export.created',
          subject: { type: 'Export', id: null },
          data: { list: claims.list, ...recordedFilter(claims.filter, source.choices), rows, complete },
          by: { kind: principal.kind, id: principal.kind === 'admin' ? principal.adminId : principal.keyId, name: displayNameOf(principal) },
        });
      });
    }
  }
}

/** The filter as the list's query fields: an object of text values (an empty or missing one: none). */
function queryOf(filter: unknown): Record<string, string> {
  if (filter === undefined || filter === null) return {};
  if (typeof filter !== 'object' || Array.isArray(filter)) throw InvalidInputError.field('filter', EXPORT_MESSAGES.filterNotObject);
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === '') continue;
    if (typeof value !== 'string') throw InvalidInputError.field(name, EXPORT_MESSAGES.filterNotObject);
    query[name] = value;
  }
  return query;
}

/** A filter's text that names no one: an id (a job's, an event's subject) or a date and time. */
const ID_OR_DATE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?)$/i;

/**
 * What an export's event keeps of its filter, which a Viewer reads in Activity: the chosen values
 * (status, source) and ids and dates; of a search or a name (an address, perhaps), only that one
 * was given (`searched`), never its text.
 */
function recordedFilter(filter: Readonly<Record<string, string>>, choices: readonly string[]): { filter: Record<string, string>; searched: boolean } {
  const kept = Object.fromEntries(Object.entries(filter).filter(([name, value]) => choices.includes(name) || ID_OR_DATE.test(value)));
  return { filter: kept, searched: Object.keys(kept).length < Object.keys(filter).length };
}

function claimsOf(text: string | null): LinkClaims | null {
  if (text === null) return null;
  const parsed = JSON.parse(text) as Partial<LinkClaims>;
  const { list, filter, holder, until } = parsed;
  if (typeof list !== 'string' || typeof until !== 'number' || typeof filter !== 'object' || filter === null || !isLinkHolder(holder)) return null;
  return { list, filter, holder, until };
}

