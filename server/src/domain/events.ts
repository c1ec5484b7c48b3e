import { hash } from 'node:crypto';
import { executeBound } from '../db/bound-sql.js';
import { newId } from '../db/ids.js';
import { newRow } from '../db/insert-together.js';
import { EventDeliveryEntity, EventEntity } from '../db/events.entity.js';
import type { EntityManager } from '../db/orm.js';
import type { EventType, SubjectType } from '../rules/events.js';
import type { Actor } from './principal.js';

/** What an event's `data` holds: ids and changed fields, as JSON; never personal free text. */
export type EventData = Record<string, unknown>;

/** What an event is about: a record of one subject type, by its id. */
export interface EventSubject {
  type: SubjectType;
  id: string | null;
}

/** How a service names its records as event subjects: `const subjectOf = subjectsOf('Job')`. */
export const subjectsOf =
  <T extends SubjectType>(type: T) =>
  (record: { id: string }): { type: T; id: string } => ({ type, id: record.id });

/** What a service says happened. */
export interface EventInput {
  type: EventType;
  subject: EventSubject;
  data?: EventData;
  /**
   * Who did it, where the request becomes that principal by this very change (a sign-in is by the
   * account signing in, not by the visitor it was a moment before), or, for a change written together
   * with other requests' (`db/together.ts`: seat bookings), the whole actor of the request it belongs
   * to; the request's principal otherwise.
   */
  by?: Pick<Actor, 'kind' | 'id' | 'name'> & Partial<Pick<Actor, 'requestId' | 'addressHash'>>;
}

/** An event that was written (heard by local listeners after its transaction committed). */
export interface RecordedEvent extends EventInput {
  id: string;
  actor: Actor;
}

/**
 * Which events a consumer acts on, decided when the event is written: a delivery row for it is
 * written with the event (same transaction, or same statement), so no event it wants is missed.
 */
export interface EventSubscription {
  consumer: string;
  wants(event: EventInput): boolean;
}

/** Events of one type and data, each about one of many records (`RecordEvent.each`). */
export interface EventsAbout {
  type: EventType;
  subjectType: SubjectType;
  data?: EventData;
  by?: EventInput['by'];
}

/** Records one event: the service's part of `EventRecorder.transact`. */
export interface RecordEvent {
  (event: EventInput): void;
  /**
   * Records one event about each of `ids` (records one change took by the thousand: an erasure's),
   * written now, in the transaction, by one statement for the events and one for their deliveries,
   * rather than as entities of the unit of work, whose flush of so many would hold the event loop.
   * Which consumers want them is asked once, of the type and data (no subscription reads the id).
   */
  each(events: EventsAbout, ids: readonly string[]): Promise<void>;
}

/**
 * This process's listeners to committed events (the change feed's cache notices; P14's live
 * dashboard). Not a delivery guarantee: a consumer that must act exactly once reads `events`.
 */
export class LocalEvents {
  private readonly listeners = new Set<(events: readonly RecordedEvent[]) => void>();

  /** Calls `listener` with each batch of events after it committed; returns how to stop. */
  listen(listener: (events: readonly RecordedEvent[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  heard(events: readonly RecordedEvent[]): void {
    if (events.length === 0) return;
    for (const listener of this.listeners) listener(events);
  }
}

/**
 * How services record what happened (issue P18 §2). The event is written with the change, by the
 * same transaction (`transact`) or the same statement (`rowsFor`, for `InsertTogether`): a change
 * without its event, or an event without its change, cannot exist. So are its deliveries to the
 * consumers that want it (`subscriptions`; the mail consumer's receipts and staff notices), which
 * are nudged once it committed. One recorder per request, knowing who acts (`actor`); background
 * jobs get one with the system actor.
 */
export class EventRecorder {
  constructor(
    private readonly whoActs: () => Promise<Actor>,
    private readonly local: LocalEvents,
    private readonly subscriptions: readonly EventSubscription[] = [],
    private readonly nudgeConsumers: () => void = () => {},
  ) {}

  /** Who the changes recorded here are made by (a revision keeps it beside the event). */
  actor(): Promise<Actor> {
    return this.whoActs();
  }

  /**
   * Runs `change` in one transaction on a fork of `em` (its entities included) and writes what it
   * records with it; local listeners hear the events once it committed. A change that throws, or
   * whose flush fails, leaves no event.
   */
  async transact<T>(em: EntityManager, change: (tx: EntityManager, record: RecordEvent) => Promise<T>): Promise<T> {
    const actor = await this.whoActs();
    const recorded: RecordedEvent[] = [];
    let delivered = false;
    const result = await em.transactional((tx) => {
      const record = (event: EventInput) => {
        const by = actingFor(event, actor);
        const row = tx.create(EventEntity, rowData(event, by));
        for (const consumer of this.consumersOf(event)) {
          tx.create(EventDeliveryEntity, { consumer, eventId: row.id });
          delivered = true;
        }
        recorded.push({ ...event, id: row.id, actor: by });
      };
      const each = async (events: EventsAbout, ids: readonly string[]) => {
        const written = await this.writeEach(tx, actor, events, ids);
        recorded.push(...written.recorded);
        delivered ||= written.delivered;
      };
      return change(tx, Object.assign(record, { each }));
    });
    this.heard(recorded, delivered);
    return result;
  }

  /**
   * The event's row and its deliveries, not yet written: for the statement that writes its record
   * (`InsertTogether.with` each of `rows`); then `written`.
   */
  async rowsFor(em: EntityManager, event: EventInput): Promise<{ rows: object[]; recorded: RecordedEvent }> {
    const actor = actingFor(event, await this.actor());
    const row = newRow(em, EventEntity, rowData(event, actor));
    const deliveries = this.consumersOf(event).map((consumer) => newRow(em, EventDeliveryEntity, { consumer, eventId: row.id }));
    return { rows: [row, ...deliveries], recorded: { ...event, id: row.id, actor } };
  }

  /** After a statement wrote events (`rowsFor`): local listeners hear them, and their consumers are nudged. */
  written(events: readonly RecordedEvent[]): void {
    this.heard(
      events,
      events.some((event) => this.consumersOf(event).length > 0),
    );
  }

  /** `RecordEvent.each`: the events about `subjects` and their deliveries, by two statements in `tx`. */
  private async writeEach(tx: EntityManager, actor: Actor, { type, subjectType, data, by: who }: EventsAbout, subjects: readonly string[]): Promise<{ recorded: RecordedEvent[]; delivered: boolean }> {
    if (subjects.length === 0) return { recorded: [], delivered: false };
    const by = actingFor({ type, subject: { type: subjectType, id: null }, by: who }, actor);
    const row = rowData({ type, subject: { type: subjectType, id: null }, data }, by);
    const ids = subjects.map(() => newId());
    const at = new Date();
    await executeBound(
      tx,
      `insert into "events" ("id", "type", "subject_type", "subject_id", "principal_kind", "principal_id", "principal_name", "request_id", "client_address_hash", "occurred_at", "data")
       select u."id", $3, $4, u."subject_id", $5, $6, $7, $8, $9, $10, $11::jsonb from unnest($1::uuid[], $2::uuid[]) as u("id", "subject_id")`,
      [ids, [...subjects], row.type, row.subjectType, row.principalKind, row.principalId, row.principalName, row.requestId, row.clientAddressHash, at, JSON.stringify(row.data)],
    );
    const consumers = this.consumersOf({ type, subject: { type: subjectType, id: null }, data });
    if (consumers.length > 0) {
      await executeBound(tx, `insert into "event_deliveries" ("consumer", "event_id", "next_attempt_at") select c."consumer", e."id", $3 from unnest($1::text[]) as c("consumer"), unnest($2::uuid[]) as e("id")`, [consumers, ids, at]);
    }
    return { recorded: subjects.map((id, index) => ({ type, subject: { type: subjectType, id }, data, id: ids[index] as string, actor: by })), delivered: consumers.length > 0 };
  }

  private consumersOf(event: EventInput): string[] {
    return this.subscriptions.filter((subscription) => subscription.wants(event)).map((subscription) => subscription.consumer);
  }

  private heard(events: readonly RecordedEvent[], delivered: boolean): void {
    this.local.heard(events);
    if (delivered) this.nudgeConsumers();
  }
}

/** The request's actor, or whom the event says did it (`EventInput.by`), from the same request and address. */
const actingFor = (event: EventInput, actor: Actor): Actor => (event.by ? { ...actor, ...event.by } : actor);

function rowData(event: EventInput, actor: Actor) {
  return {
    type: event.type,
    subjectType: event.subject.type,
    subjectId: event.subject.id,
    principalKind: actor.kind,
    principalId: actor.id,
    principalName: actor.name,
    requestId: actor.requestId,
    clientAddressHash: actor.addressHash,
    data: event.data ?? {},
  };
}

/** SHA-256's block: the key's pads fill one (RFC 2104). */
const BLOCK = 64;

/**
 * How events keep a client address: HMAC-SHA256 under `key` (derived from the server secret),
 * base64url, 22 characters; the same address reads the same across events (and servers) but cannot
 * be turned back into it. The pads are worked out once and each address costs two one-shot hashes:
 * every public write hashes its sender, and a `createHmac` per call cost several times as much.
 */
export function clientAddressHasher(key: Buffer): (address: string) => string {
  if (key.length > BLOCK) throw new Error(`An address key of at most ${BLOCK} bytes`);
  const pad = (byte: number) => Buffer.from(Array.from({ length: BLOCK }, (_, index) => byte ^ (key[index] ?? 0)));
  const inner = pad(0x36);
  const outer = pad(0x5c);
  return (address) => {
    const innerHash = hash('sha256', Buffer.concat([inner, Buffer.from(address)]), 'buffer');
    return hash('sha256', Buffer.concat([outer, innerHash]), 'base64url').slice(0, 22);
  };
}

/**
 * What changed between `before` and `after`: `[before, after]` for each field of `recorded`
 * (values that may be kept), and the names of the others under `changed`.
 */
export function changesOf(before: object, after: object, fields: readonly string[], recorded: readonly string[]): EventData {
  const data: EventData = {};
  const changed: string[] = [];
  const was = before as { [field: string]: unknown };
  const is = after as { [field: string]: unknown };
  for (const field of fields) {
    if (JSON.stringify(was[field]) === JSON.stringify(is[field])) continue;
    if (recorded.includes(field)) data[field] = [was[field] ?? null, is[field] ?? null];
    else changed.push(field);
  }
  if (changed.length > 0) data['changed'] = changed;
  return data;
}
