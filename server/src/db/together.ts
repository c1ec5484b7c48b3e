import { isDatabaseUnreachable } from './unreachable.js';
import type { EntityManager } from './orm.js';

/** One item's outcome in a batch: its value, or the error that item alone gets. */
export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * Does a batch's work: one outcome per item, in the items' order. `ahead()` says the batch holds its
 * place (the lock it waits its turn for is taken): the next batch of the key may start and queue
 * behind it, so its start overlaps this one's end. Work that never calls it is done one batch at a time.
 */
export type BatchWork<TItem, TResult> = (items: readonly TItem[], ahead: () => void) => Promise<readonly Settled<TResult>[]>;

/**
 * Work on the items of one key done together, in batches that start in the order their items came:
 * the items that arrive in the same turn of the event loop, or while the batch before has not yet
 * taken its place (`ahead`), are the next batch. For work that waits its turn on a lock per key (the
 * seat bookings of one event, under the event's row lock): one transaction takes the lock once for
 * a batch instead of once per item, so a busy key costs a round of the lock per batch, not per
 * request, and the next batch is already waiting for the lock when it is let go.
 *
 * Nothing is weakened: each item's promise settles with its own outcome after its batch's work has
 * ended (committed, for a transaction). A batch whose work fails as a whole, for a reason other than
 * a lost database, is tried again item by item, so one bad item fails alone.
 */
export class Together<TItem, TResult> {
  private readonly lanes = new Map<string, Lane<TItem, TResult>>();

  /**
   * Runs `work` on `item` together with the other items of `key`; resolves to the item's value or
   * rejects with its error. A batch is done by the `work` of its first item: every caller of one
   * key must pass work that does the same.
   */
  run(key: string, item: TItem, work: BatchWork<TItem, TResult>): Promise<TResult> {
    return new Promise((resolve, reject) => {
      let lane = this.lanes.get(key);
      if (!lane) {
        lane = { waiting: [], busy: false, running: 0 };
        this.lanes.set(key, lane);
      }
      lane.waiting.push({ item, work, resolve, reject });
      // The first to wait starts the next batch once this turn's arrivals have joined it; a busy lane starts its next when its batch ends.
      if (!lane.busy && lane.waiting.length === 1) {
        const waiting = lane;
        setImmediate(() => void this.next(key, waiting));
      }
    });
  }

  private async next(key: string, lane: Lane<TItem, TResult>): Promise<void> {
    const batch = lane.waiting.splice(0, MAX_BATCH);
    if (batch.length === 0) {
      if (lane.running === 0) this.lanes.delete(key);
      return;
    }
    lane.busy = true;
    lane.running += 1;
    let released = false;
    // The next batch starts once this one holds its place, or has ended.
    const release = () => {
      if (released) return;
      released = true;
      lane.busy = false;
      if (lane.waiting.length > 0) void this.next(key, lane);
    };
    try {
      await settle(batch, release);
    } finally {
      lane.running -= 1;
      release();
      if (!lane.busy && lane.running === 0 && lane.waiting.length === 0) this.lanes.delete(key);
    }
  }
}

/** Items per batch: enough for a busy second in a few batches, few enough to keep each short. */
const MAX_BATCH = 200;

interface Lane<TItem, TResult> {
  waiting: Waiting<TItem, TResult>[];
  /** A batch has started and not yet taken its place: newcomers wait for the next. */
  busy: boolean;
  /** Batches under way. */
  running: number;
}

interface Waiting<TItem, TResult> {
  item: TItem;
  work: BatchWork<TItem, TResult>;
  resolve(value: TResult): void;
  reject(error: unknown): void;
}

async function settle<TItem, TResult>(batch: readonly Waiting<TItem, TResult>[], ahead: () => void): Promise<void> {
  const [first] = batch;
  if (!first) return;
  let outcomes: readonly Settled<TResult>[];
  try {
    outcomes = await first.work(
      batch.map((waiting) => waiting.item),
      ahead,
    );
  } catch (error) {
    if (batch.length === 1 || isDatabaseUnreachable(error)) {
      for (const waiting of batch) waiting.reject(error);
      return;
    }
    // One item broke the batch: each alone, one after another (they would wait on the same lock anyway).
    for (const waiting of batch) await settle([waiting], () => undefined);
    return;
  }
  batch.forEach((waiting, index) => {
    const outcome = outcomes[index];
    if (!outcome) waiting.reject(new Error('A batch ended without this item’s outcome.'));
    else if (outcome.ok) waiting.resolve(outcome.value);
    else waiting.reject(outcome.error);
  });
}

const kept = new WeakMap<object, Map<string, Together<unknown, unknown>>>();

/** The batches named `name` of the database `em` works on (one set per database connection pool, as `batchedStatementsOf`). */
export function togetherOf<TItem, TResult>(em: EntityManager, name: string): Together<TItem, TResult> {
  const connection = em.getConnection();
  let named = kept.get(connection);
  if (!named) {
    named = new Map();
    kept.set(connection, named);
  }
  let together = named.get(name);
  if (!together) {
    together = new Together<unknown, unknown>();
    named.set(name, together);
  }
  return together as Together<TItem, TResult>;
}
