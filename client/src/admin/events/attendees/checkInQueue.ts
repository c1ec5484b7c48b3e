/**
 * The check-ins a phone at the door could not send yet (no connection, a weak one, the server
 * busy), kept in this browser's localStorage so that neither a lost connection nor a reload loses
 * them, and sent again in the order they were made once the connection is back. Checking a seat in
 * is idempotent on the server (`checkInBooking`): one sent twice changes nothing. It keeps ids and
 * times only, never a name: a phone at the door is often shared, and its storage outlives the
 * sign-out (the screen finds each name in the list it loaded).
 */

export interface QueuedCheckIn {
  bookingId: string;
  eventId: string;
  /** When the door checked them in (ISO 8601). */
  at: string;
}

/** How a check-in went: sent (or already in), refused by the server (the reason), or not sent (no answer: try again later). */
export type CheckInOutcome = { kind: 'sent' } | { kind: 'refused'; message: string } | { kind: 'unsent' };

export const CHECK_IN_QUEUE_KEY = 'finmesh.checkInQueue';

/** Any storage holding the queue (`localStorage`; a stand-in in tests). */
export type QueueStorage = Pick<Storage, 'getItem' | 'setItem'>;

const isQueued = (value: unknown): value is QueuedCheckIn =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as QueuedCheckIn).bookingId === 'string' &&
  typeof (value as QueuedCheckIn).eventId === 'string' &&
  typeof (value as QueuedCheckIn).at === 'string';

/** The queue as stored (an unreadable one is empty: it cannot be sent anyway). */
export function readQueue(storage: QueueStorage = localStorage): QueuedCheckIn[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(CHECK_IN_QUEUE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isQueued) : [];
  } catch {
    return [];
  }
}

function writeQueue(entries: readonly QueuedCheckIn[], storage: QueueStorage): void {
  try {
    storage.setItem(CHECK_IN_QUEUE_KEY, JSON.stringify(entries));
  } catch {
    // Storage full or refused (a private window): the check-in still shows, and is retried while the screen stays open.
  }
}

/** Puts a check-in at the end of the queue (once per booking: the first time it was made is kept). */
export function enqueue(entry: QueuedCheckIn, storage: QueueStorage = localStorage): QueuedCheckIn[] {
  const queue = readQueue(storage);
  if (queue.some((queued) => queued.bookingId === entry.bookingId)) return queue;
  // What is stored, whatever else the caller's entry carries.
  const next = [...queue, { bookingId: entry.bookingId, eventId: entry.eventId, at: entry.at }];
  writeQueue(next, storage);
  return next;
}

/** Takes a booking's check-in off the queue. */
export function dequeue(bookingId: string, storage: QueueStorage = localStorage): QueuedCheckIn[] {
  const next = readQueue(storage).filter((queued) => queued.bookingId !== bookingId);
  writeQueue(next, storage);
  return next;
}

export interface ReplayResult {
  sent: QueuedCheckIn[];
  refused: { entry: QueuedCheckIn; message: string }[];
  /** Still waiting: the connection failed again. */
  waiting: QueuedCheckIn[];
}

/**
 * Sends the queued check-ins, oldest first, each taken off the queue once the server answered
 * (sent, or refused: a booking cancelled meanwhile stays refused however often it is sent). The
 * first one left unsent stops the replay: the connection is gone again, and the rest keep their order.
 */
export async function replayQueue(send: (entry: QueuedCheckIn) => Promise<CheckInOutcome>, storage: QueueStorage = localStorage): Promise<ReplayResult> {
  const result: ReplayResult = { sent: [], refused: [], waiting: [] };
  for (const entry of readQueue(storage)) {
    const outcome = await send(entry);
    if (outcome.kind === 'unsent') break;
    dequeue(entry.bookingId, storage);
    if (outcome.kind === 'sent') result.sent.push(entry);
    else result.refused.push({ entry, message: outcome.message });
  }
  result.waiting = readQueue(storage);
  return result;
}
