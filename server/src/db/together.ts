import { isDatabaseUnreachable } from './unreachable.js';
import type { EntityManager } from './orm.js';

/** One item's outcome in a batch: its value, or the error that item alone gets. */
export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * Does a batch's work: one outcome per item of `hold()`, in their order. `hold()` says the batch holds
 * its place (the lock it waits its turn for is taken) and answers its items: every item of the key
 * waiting at that moment, so those that came while it waited for the lock are in it too. The next
 * batch of the key may start then and queue behind it, so its start overlaps this one's end. Work
 * must call it once; work that fails before calling it fails for the items waiting then.
 */
export type BatchWork<TItem, TResult> = (hold: () => readonly TItem[]) => Promise<readonly Settled<TResult>[]>;

/**
 * Work on the items of one key done together, in batches that take their items in the order they
 * came: a batch starts as soon as the one before holds its place, waits for its own turn (the lock),
 * and takes then every item that is waiting. For work that waits its turn on a lock per key (the seat
 * bookings of one event, under the event's row lock): one transaction takes the lock once for a batch
 * instead of once per item, so a busy key costs a round of the lock per batch, not per request, and
 * the items that arrive while a batch waits for the lock join it rather than wait for the next.
 *
 * Nothing is weakened: each item's promise settles with its own outcome after its batch's work has
 * ended (committed, for a transaction). A batch whose work fails as a whole, for a reason other than
 * a lost database, is tried again item by item, so one bad item fails alone.
 */
export class Together<TItem, TResult> {
  private readonly lanes = new Map<string, Lane<TItem, TResult>>();

  /**
   * `overlapping: false`: the next batch of a key starts once this one's work has ended, not when it
   * holds its place: for work that reads, outside any lock, what the batch before it wrote.
   */
  constructor(private readonly overlapping = true) {}

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
      // The first to wait starts the next batch once this turn's arrivals have joined it; while a batch waits for its place, newcomers join it.
      if (!lane.busy && lane.waiting.length === 1) {
        const waiting = lane;
        setImmediate(() => void this.next(key, waiting));
      }
    });
  }

  private async next(key: string, lane: Lane<TItem, TResult>): Promise<void> {
    const [first] = lane.waiting;
    if (!first) {
      if (lane.running === 0) this.lanes.delete(key);
      return;
    }
    lane.busy = true;
    lane.running += 1;
    let batch: Waiting<TItem, TResult>[] | null = null;
    // The batch takes what waits now, and the next one starts.
    const hold = (): Waiting<TItem, TResult>[] => {
      if (batch) return batch;
      batch = lane.waiting.splice(0, MAX_BATCH);
      if (this.overlapping) this.startNext(key, lane);
      return batch;
    };
    try {
      await settle(first.work, hold);
    } finally {
      lane.running -= 1;
      hold();
      if (!this.overlapping) this.startNext(key, lane);
      if (!lane.busy && lane.running === 0 && lane.waiting.length === 0) this.lanes.delete(key);
    }
  }

  /** Newcomers no longer join the batch under way: the next one starts with those waiting, if any. */
  private startNext(key: string, lane: Lane<TItem, TResult>): void {
    lane.busy = false;
    if (lane.waiting.length > 0) void this.next(key, lane);
  }
}

/** Items per batch: enough for a busy second in a few batches, few enough to keep each short. */
const MAX_BATCH = 200;

interface Lane<TItem, TResult> {
  waiting: Waiting<TItem, TResult>[];
  /** A batch has started and not yet taken its items: newcomers join it. */
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

async function settle<TItem, TResult>(work: BatchWork<TItem, TResult>, hold: () => readonly Waiting<TItem, TResult>[]): Promise<void> {
  let outcomes: readonly Settled<TResult>[];
  try {
    outcomes = await work(() => hold().map((waiting) => waiting.item));
  } catch (error) {
    const batch = hold();
    if (batch.length === 1 || isDatabaseUnreachable(error)) {
      for (const waiting of batch) waiting.reject(error);
      return;
    }
    // One item broke the batch: each alone, one after another (they would wait on the same lock anyway).
    for (const waiting of batch) await settle(waiting.work, () => [waiting]);
    return;
  }
  hold().forEach((waiting, index) => {
    const outcome = outcomes[index];
    if (!outcome) waiting.reject(new Error('A batch ended without this item’s outcome.'));
    else if (outcome.ok) waiting.resolve(outcome.value);
    else waiting.reject(outcome.error);
  });
}

const kept = new WeakMap<object, Map<string, Together<unknown, unknown>>>();

/** The batches named `name` of the database `em` works on (one set per database connection pool, as `batchedStatementsOf`). */
export function togetherOf<TItem, TResult>(em: EntityManager, name: string, options: { overlapping?: boolean } = {}): Together<TItem, TResult> {
  const connection = em.getConnection();
  let named = kept.get(connection);
  if (!named) {
    named = new Map();
    kept.set(connection, named);
  }
  let together = named.get(name);
  if (!together) {
    together = new Together<unknown, unknown>(options.overlapping);
    named.set(name, together);
  }
  return together as Together<TItem, TResult>;
}
