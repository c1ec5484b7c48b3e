import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { DatabaseConfig } from '../config.js';
import type { EventType } from '../rules/events.js';
import { executeBound } from './bound-sql.js';
import type { EntityManager, Orm } from './orm.js';

/**
 * Kinds of data that something kept in memory (a rendered page, a short list) is made from, the
 * tables each is read from (every one of those tables has a trigger that notifies the topic,
 * written by a migration; `changes.test.ts` checks that each is there), and the events by which
 * this server hears its own changes the moment they commit (`follow`).
 */
export const CHANGE_TOPICS = {
  jobs: { tables: ['jobs'], events: ['job.created', 'job.updated', 'job.deleted'] },
  content: {
    // The media library's images too: a page shows an image's alt text and focal point.
    tables: ['content_items', 'content_redirects', 'media_assets'],
    // An event's publication and cancellation are content changes too (its page, the featured event, the list); so is a change of an image's alt text or focal point.
    events: ['content.created', 'content.updated', 'content.scheduled', 'content.published', 'content.unpublished', 'content.archived', 'content.restored', 'content.deleted', 'event.published', 'event.cancelled', 'media.updated'],
  },
  site: { tables: ['site_settings'], events: ['settings.updated'] },
  // The team's sign-in policy: how long sessions last, read with every signed-in request.
  accounts: { tables: ['account_policies'], events: ['account_policy.updated'] },
  // The coarse availability of an event's seats (`eventAvailabilityOf`): no table of its own; the
  // bookings notify it (`notifyChange`) in the transaction that moved it from one value to another.
  availability: { tables: [], events: [] },
} as const satisfies Record<string, { tables: readonly string[]; events: readonly EventType[] }>;
export type ChangeTopic = keyof typeof CHANGE_TOPICS;
const TOPICS = Object.keys(CHANGE_TOPICS) as ChangeTopic[];

/**
 * What every public page is made from, whatever else it shows: the site's settings (its header,
 * footer, contact details and cookie banner) and its content (the footer's newsletter invitation
 * is a page text). Every kept page (`http/client.ts`) is dropped, on
 * every server, when one of these changes, besides the topics its own area adds (`Area.pages`:
 * the careers pages add `jobs`). A kind of data that every page may show is one more name here.
 */
export const PUBLIC_PAGE_TOPICS: readonly ChangeTopic[] = ['site', 'content'];

/**
 * Notifies `topic` from within `em`'s transaction, delivered (to every server, this one too) when
 * it commits, as a table's trigger would: for a kind of data made from rows no trigger can judge.
 */
export async function notifyChange(em: EntityManager, topic: ChangeTopic): Promise<void> {
  const notice = changeNotice(topic, 1);
  await executeBound(em, `select ${notice.sql}`, notice.params);
}

/** `notifyChange` as an expression of a statement that does more, its parameters from `$first`. */
export function changeNotice(topic: ChangeTopic, first: number): { sql: string; params: unknown[] } {
  return { sql: `pg_notify($${first}, $${first + 1})`, params: [CHANNEL, topic] };
}

/** Where committed events are heard in this process (`LocalEvents`). */
export interface CommittedEvents {
  listen(listener: (events: readonly { type: EventType }[]) => void): unknown;
}

/** The channel the tables' triggers notify (Migration20261124200000_ChangeNotices). */
const CHANNEL = 'finmesh_changes';
const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;
const SETTLE_TIMEOUT_MS = 5_000;

/**
 * Tells what this process keeps in memory that the data it was made from changed, whoever changed
 * it. A trigger on each such table notifies PostgreSQL's channel `finmesh_changes` when a change
 * commits, and every process of the app `LISTEN`s there: the server that made the change, the other
 * servers on the same database, and changes made by hand in psql alike, within milliseconds, with no
 * service beyond the database. A server also acts on its own changes at once (`changed`), so the
 * admin who saved a job sees it on the next page.
 *
 * `LISTEN` needs a session of its own on a direct connection, not a transaction-pooled one (such as
 * PgBouncer in transaction mode). While that connection is lost, nothing can be trusted to be
 * current: each loss and each reconnection counts as a change of every topic.
 */
export class ChangeFeed {
  private readonly listeners = new Map<ChangeTopic, Set<() => void>>();
  private readonly kept = new Map<string, Kept>();
  private readonly settling = new Map<string, () => void>();
  private client: pg.Client | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  private reconnectDelay = RECONNECT_MIN_MS;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly orm: Orm,
    private readonly database: DatabaseConfig,
    private readonly log?: FastifyBaseLogger,
  ) {}

  /** Calls `listener` after each change of `topic`, made here or anywhere; returns how to stop. */
  on(topic: ChangeTopic, listener: () => void): () => void {
    let set = this.listeners.get(topic);
    if (!set) {
      set = new Set();
      this.listeners.set(topic, set);
    }
    set.add(listener);
    return () => set.delete(listener);
  }

  /** Whether notices of changes reach this process now: only then may anything be kept. */
  get hearing(): boolean {
    return this.client !== null || this.unlisten !== null;
  }

  /** Acts on a change this process has just committed, without waiting for its notice. */
  changed(topic: ChangeTopic): void {
    this.fire(topic);
  }

  /** Acts on this process's committed events of each topic (`CHANGE_TOPICS`), without waiting for the notice. */
  follow(events: CommittedEvents): void {
    events.listen((heard) => {
      for (const topic of TOPICS) {
        const types: readonly EventType[] = CHANGE_TOPICS[topic].events;
        if (heard.some((event) => types.includes(event.type))) this.changed(topic);
      }
    });
  }

  /**
   * The value `load` makes, kept (one per `name` in this app) until `topic` changes. One load at a
   * time; a load that a change overtook is used once but not kept. `load` gets an EntityManager of
   * its own and must not capture a request's.
   */
  remember<T>(name: string, topic: ChangeTopic, load: (em: EntityManager) => Promise<T>): Promise<T> {
    let entry = this.kept.get(name);
    if (!entry) {
      const fresh: Kept = { generation: 0, value: undefined };
      this.on(topic, () => {
        fresh.generation += 1;
        fresh.value = undefined;
      });
      this.kept.set(name, fresh);
      entry = fresh;
    }
    const kept = entry;
    if (kept.value) return kept.value as Promise<T>;
    if (!this.hearing) return load(this.orm.em.fork());
    const generation = kept.generation;
    const value = load(this.orm.em.fork());
    kept.value = value;
    const forget = () => {
      if (kept.value === value) kept.value = undefined;
    };
    value.then(() => kept.generation === generation || forget(), forget);
    return value;
  }

  /** Starts hearing the notices of changes. */
  async start(): Promise<void> {
    this.stopped = false;
    if (this.database.driver === 'postgresql') {
      await this.connect();
    } else {
      // PGlite is this process's own database: its notices arrive with the statement that caused them.
      const pglite = (await this.orm.em.getConnection().getNativeClient()) as PGlite;
      this.unlisten = await pglite.listen(CHANNEL, (payload) => this.heard(payload));
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.reconnectTimer);
    const { client, unlisten } = this;
    this.client = null;
    this.unlisten = null;
    await client?.end().catch(() => undefined);
    await unlisten?.().catch(() => undefined);
    for (const resolve of this.settling.values()) resolve();
  }

  /**
   * Resolves once every change committed before the call has been heard and acted on (notices
   * arrive in commit order, so it sends one of its own and waits for it). For tests and tools that
   * change tables behind the app's back.
   */
  async settled(): Promise<void> {
    if (this.stopped) return;
    const token = `settle ${randomUUID()}`;
    const heard = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, SETTLE_TIMEOUT_MS);
      this.settling.set(token, () => {
        clearTimeout(timer);
        resolve();
      });
    });
    await this.orm.em.getConnection().execute('select pg_notify(?, ?)', [CHANNEL, token]);
    await heard;
    this.settling.delete(token);
  }

  private heard(payload: string | undefined): void {
    if (!payload) return;
    const settle = this.settling.get(payload);
    if (settle) return settle();
    if (TOPICS.includes(payload as ChangeTopic)) this.fire(payload as ChangeTopic);
  }

  private fire(topic: ChangeTopic): void {
    for (const listener of this.listeners.get(topic) ?? []) listener();
  }

  private fireAll(): void {
    for (const topic of TOPICS) this.fire(topic);
  }

  private async connect(): Promise<void> {
    if (this.database.driver !== 'postgresql' || this.stopped) return;
    // LISTEN needs a session of its own: the direct connection when a pooling proxy serves the others.
    const client = new pg.Client({ connectionString: this.database.directUrl ?? this.database.url, connectionTimeoutMillis: 5_000 });
    let gone = false;
    const lost = (error: unknown) => {
      if (gone) return;
      gone = true;
      this.lost(client, error);
    };
    client.on('notification', ({ payload }) => this.heard(payload));
    client.on('error', lost);
    client.on('end', () => lost(null));
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
    } catch (error) {
      lost(error);
      return;
    }
    this.client = client;
    this.reconnectDelay = RECONNECT_MIN_MS;
    // What was kept while no notice could arrive may be stale.
    this.fireAll();
  }

  /** The listening connection is gone: what is kept may be stale from now on, so it is all dropped, and the feed reconnects. */
  private lost(client: pg.Client, error: unknown): void {
    if (this.client === client) this.client = null;
    void client.end().catch(() => undefined);
    if (this.stopped) return;
    this.log?.warn({ err: error }, 'lost the change feed; reconnecting');
    this.fireAll();
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = setTimeout(() => void this.connect(), this.reconnectDelay);
    this.reconnectTimer.unref();
    this.reconnectDelay = Math.min(RECONNECT_MAX_MS, this.reconnectDelay * 2);
  }
}

interface Kept {
  generation: number;
  value: Promise<unknown> | undefined;
}
