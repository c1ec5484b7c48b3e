import { describe, expect, it } from 'vitest';
import { CHECK_IN_QUEUE_KEY, dequeue, enqueue, readQueue, replayQueue, type CheckInOutcome, type QueuedCheckIn } from './checkInQueue';

/** A storage of its own per test (what localStorage holds). */
function memory(initial?: string) {
  const items = new Map<string, string>(initial === undefined ? [] : [[CHECK_IN_QUEUE_KEY, initial]]);
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

const entry = (bookingId: string): QueuedCheckIn => ({ bookingId, eventId: 'RXZlbnQ6MQ', at: '2027-02-12T04:05:00.000Z' });

describe('the door’s queue of check-ins not sent yet', () => {
  it('keeps each booking once, in the order the door checked people in', () => {
    const storage = memory();
    enqueue(entry('a'), storage);
    enqueue(entry('b'), storage);
    enqueue({ ...entry('a'), at: '2027-02-12T05:00:00.000Z' }, storage);
    expect(readQueue(storage).map((queued) => [queued.bookingId, queued.at])).toEqual([
      ['a', '2027-02-12T04:05:00.000Z'],
      ['b', '2027-02-12T04:05:00.000Z'],
    ]);
    expect(dequeue('a', storage).map((queued) => queued.bookingId)).toEqual(['b']);
  });

  it('reads a queue it cannot understand as empty', () => {
    expect(readQueue(memory('not json'))).toEqual([]);
    expect(readQueue(memory('{"bookingId":"a"}'))).toEqual([]);
    expect(readQueue(memory(JSON.stringify([entry('a'), { bookingId: 'b' }])))).toEqual([entry('a')]);
  });

  it('sends oldest first, drops what the server answered (sent or refused), and stops at the first left unsent', async () => {
    const storage = memory();
    for (const id of ['a', 'b', 'c', 'd']) enqueue(entry(id), storage);
    const answers: Record<string, CheckInOutcome> = { a: { kind: 'sent' }, b: { kind: 'refused', message: 'Only a booked seat can be checked in' }, c: { kind: 'unsent' }, d: { kind: 'sent' } };
    const tried: string[] = [];
    const result = await replayQueue(async (queued) => {
      tried.push(queued.bookingId);
      return answers[queued.bookingId] ?? { kind: 'unsent' };
    }, storage);

    expect(tried).toEqual(['a', 'b', 'c']);
    expect(result.sent.map((queued) => queued.bookingId)).toEqual(['a']);
    expect(result.refused).toEqual([{ entry: entry('b'), message: 'Only a booked seat can be checked in' }]);
    expect(result.waiting.map((queued) => queued.bookingId)).toEqual(['c', 'd']);
    expect(readQueue(storage).map((queued) => queued.bookingId)).toEqual(['c', 'd']);
  });
});
