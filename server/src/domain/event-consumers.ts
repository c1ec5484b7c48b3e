import type { FastifyBaseLogger } from 'fastify';
import { executeBound } from '../db/bound-sql.js';
import type { EntityManager, Orm } from '../db/orm.js';
import type { EventType, SubjectType } from '../rules/events.js';
import type { EventData } from './events.js';
import { Poller } from './poller.js';

/** An event as a consumer reads it back. */
export interface DeliveredEvent {
  id: string;
  type: EventType;
  subjectType: SubjectType;
  subjectId: string | null;
  data: EventData;
}

/**
 * What a consumer does with its events. `consume` writes its effects with `tx` (the mail consumer:
 * outbox rows); they commit together with the removal of the deliveries, so an event is acted on
 * exactly once whichever replica claims it, and a crash before the commit leaves it to be claimed again.
 */
export interface EventHandler {
  consumer: string;
  consume(tx: EntityManager, events: readonly DeliveredEvent[]): Promise<void>;
  /** After a batch it consumed committed (the mail consumer nudges the mail worker). */
  consumed?(): void;
}

export interface ConsumerSettings {
  /** How often pending deliveries are looked for without a nudge. */
  pollIntervalMs: number;
  /** A delivery that failed this many times is marked failed and left alone. */
  maxAttempts: number;
  retryBaseSeconds: number;
}

/**
 * Deliveries claimed by one transaction. The handler builds a batch's effects on the event loop
 * (the mail consumer renders its emails): 50 keeps each such span short beside the requests.
 */
const BATCH_SIZE = 50;
const MAX_RETRY_DELAY_SECONDS = 3600;
/** A nudge waits this long, so the writes of the moment are taken in one batch. */
const NUDGE_DELAY_MS = 50;
/**
 * How long `stop` waits for the batch in progress. A batch cut off by the exit rolls back (its
 * effects and the removal of its deliveries together), so another server or the next start takes it.
 */
const STOP_WAIT_MS = 3000;

/** A handler's own failure (not the database's): the one thing retried event by event. */
class HandlerFailed extends Error {
  constructor(readonly reason: unknown) {
    super(reason instanceof Error ? reason.message : String(reason));
  }
}

interface TakenRow {
  event_id: string;
  attempts: number;
  type: EventType;
  subject_type: SubjectType;
  subject_id: string | null;
  data: EventData | string;
}

/**
 * Runs the consumers of `event_deliveries` (issue P18 §2): each batch is locked `for update skip
 * locked` and deleted by one statement of the transaction that writes the consumer's effects, so
 * any number of replicas share the work and none acts twice. A batch whose handler fails is taken
 * again one event at a time; an event that keeps failing retries with backoff, then is marked failed.
 */
export class EventConsumers {
  private readonly poller: Poller;

  constructor(
    private readonly orm: Orm,
    private readonly handlers: readonly EventHandler[],
    private readonly settings: ConsumerSettings,
    private readonly log: FastifyBaseLogger,
  ) {
    // Nudged while running: the next batch after the nudge's pause, so a busy server takes events in batches.
    this.poller = new Poller(() => this.drain(), { pollIntervalMs: settings.pollIntervalMs, nudgeDelayMs: NUDGE_DELAY_MS, rerunDelayMs: NUDGE_DELAY_MS }, (error: unknown) =>
      log.error({ err: error }, 'event consumers could not read their deliveries'),
    );
  }

  start(): void {
    this.poller.start();
  }

  /** Events are waiting (a request wrote deliveries): look soon instead of at the next poll. */
  readonly nudge = (): void => this.poller.nudge();

  /** Stops polling and waits (a few seconds at most: see `STOP_WAIT_MS`) for the batch in progress. */
  async stop(): Promise<void> {
    let waited: NodeJS.Timeout | undefined;
    await Promise.race([this.poller.stop(), new Promise((resolve) => (waited = setTimeout(resolve, STOP_WAIT_MS)))]);
    clearTimeout(waited);
  }

  /** Consumes everything due now, after the batch in progress; returns how many events were taken. */
  async drain(): Promise<number> {
    await this.poller.inProgress();
    let taken = 0;
    for (const handler of this.handlers) {
      for (;;) {
        const batch = await this.consumeBatch(handler);
        taken += batch;
        if (batch < BATCH_SIZE) break;
      }
    }
    return taken;
  }

  /** One batch of `handler`'s due deliveries, in one transaction; returns how many it took. */
  private async consumeBatch(handler: EventHandler): Promise<number> {
    try {
      const taken = await this.orm.em.fork().transactional(async (tx) => {
        const batch = await take(tx, handler.consumer, BATCH_SIZE);
        if (batch.length === 0) return 0;
        await consume(tx, handler, batch);
        return batch.length;
      });
      if (taken > 0) handler.consumed?.();
      return taken;
    } catch (error) {
      // The database failing is for the next poll; only a handler's failure is narrowed down.
      if (!(error instanceof HandlerFailed)) throw error;
      this.log.warn({ err: error.reason, consumer: handler.consumer }, 'a batch of events failed; taking them one at a time');
      return this.consumeOneByOne(handler);
    }
  }

  /** After a failed batch: each due event in its own transaction, a failing one retried later. */
  private async consumeOneByOne(handler: EventHandler): Promise<number> {
    const em = this.orm.em.fork();
    const due = await executeBound<{ event_id: string }>(em, `select "event_id" from "event_deliveries" where "consumer" = $1 and "status" = 'pending' and "next_attempt_at" <= $3 order by "next_attempt_at", "event_id" limit $2`, [handler.consumer, BATCH_SIZE, new Date()]);
    for (const { event_id: eventId } of due) {
      try {
        await em.fork().transactional(async (tx) => {
          const taken = await take(tx, handler.consumer, 1, eventId);
          if (taken.length === 0) return;
          await consume(tx, handler, taken);
        });
        handler.consumed?.();
      } catch (error) {
        if (!(error instanceof HandlerFailed)) throw error;
        await this.failed(handler.consumer, eventId, error.reason);
      }
    }
    return due.length;
  }

  private async failed(consumer: string, eventId: string, error: unknown): Promise<void> {
    const lastError = error instanceof Error ? error.message : String(error);
    const em = this.orm.em.fork();
    const [row] = await executeBound<{ attempts: number }>(em, `update "event_deliveries" set "attempts" = "attempts" + 1, "last_error" = $1 where "consumer" = $2 and "event_id" = $3 returning "attempts"`, [lastError, consumer, eventId]);
    if (!row) return;
    if (row.attempts >= this.settings.maxAttempts) {
      this.log.error({ err: error, consumer, eventId, attempts: row.attempts }, 'an event could not be consumed; it is marked failed');
      await executeBound(em, `update "event_deliveries" set "status" = 'failed' where "consumer" = $1 and "event_id" = $2`, [consumer, eventId]);
      return;
    }
    const delaySeconds = Math.min(MAX_RETRY_DELAY_SECONDS, this.settings.retryBaseSeconds * 2 ** (row.attempts - 1));
    this.log.warn({ err: error, consumer, eventId, attempts: row.attempts, retryInSeconds: delaySeconds }, 'an event could not be consumed; will retry');
    await executeBound(em, `update "event_deliveries" set "next_attempt_at" = $1 where "consumer" = $2 and "event_id" = $3`, [new Date(Date.now() + delaySeconds * 1000), consumer, eventId]);
  }
}

/**
 * Takes the due deliveries of `consumer` (or the one of `eventId`) that no other transaction holds,
 * in the order they fell due, with their events: one statement locks them (`skip locked`) and
 * deletes them, so they are gone when the transaction commits with the handler's effects, and back
 * if it rolls back. A delivery whose event is gone is taken and dropped.
 */
function take(tx: EntityManager, consumer: string, limit: number, eventId?: string): Promise<TakenRow[]> {
  return executeBound<TakenRow>(
    tx,
    `with "due" as (
       select "consumer", "event_id" from "event_deliveries"
        where "consumer" = $1 and "status" = 'pending' and "next_attempt_at" <= $4 and ($3::uuid is null or "event_id" = $3)
        order by "next_attempt_at", "event_id" limit $2
          for update skip locked),
     "taken" as (
       delete from "event_deliveries" d using "due"
        where d."consumer" = "due"."consumer" and d."event_id" = "due"."event_id"
       returning d."event_id", d."attempts", d."next_attempt_at")
     select t."event_id", t."attempts", e."type", e."subject_type", e."subject_id", e."data"
       from "taken" t join "events" e on e."id" = t."event_id"
      order by t."next_attempt_at", t."event_id"`,
    // The server's clock, as the deliveries' times are written (and as the mail worker reads the outbox).
    [consumer, limit, eventId ?? null, new Date()],
  );
}

async function consume(tx: EntityManager, handler: EventHandler, taken: readonly TakenRow[]): Promise<void> {
  try {
    await handler.consume(tx, taken.map(deliveredEvent));
  } catch (error) {
    throw new HandlerFailed(error);
  }
}

function deliveredEvent(row: TakenRow): DeliveredEvent {
  return {
    id: row.event_id,
    type: row.type,
    subjectType: row.subject_type,
    subjectId: row.subject_id,
    data: typeof row.data === 'string' ? (JSON.parse(row.data) as EventData) : row.data,
  };
}
