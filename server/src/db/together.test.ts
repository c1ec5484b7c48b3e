import { describe, expect, it } from 'vitest';
import { Together, type Settled } from './together.js';

/** Work that records each batch it was given and answers each item doubled (an odd item fails alone). */
function recordingWork() {
  const batches: number[][] = [];
  let release: () => void = () => undefined;
  let held: Promise<void> | null = null;
  const work = async (items: readonly number[]): Promise<Settled<number>[]> => {
    batches.push([...items]);
    if (held) await held;
    if (items.includes(13)) throw new Error('13 breaks any batch it is in');
    return items.map((item) => (item % 2 === 0 ? { ok: true, value: item * 2 } : { ok: false, error: new Error(`odd ${item}`) }));
  };
  return {
    batches,
    work,
    hold() {
      held = new Promise((resolve) => (release = resolve));
    },
    release() {
      held = null;
      release();
    },
  };
}

describe('Together', () => {
  it('does the items of a key that arrive together in one batch, each getting its own outcome', async () => {
    const together = new Together<number, number>();
    const { batches, work } = recordingWork();
    const outcomes = await Promise.allSettled([2, 3, 4].map((item) => together.run('a', item, work)));
    expect(batches).toEqual([[2, 3, 4]]);
    expect(outcomes.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : (outcome.reason as Error).message))).toEqual([4, 'odd 3', 8]);
  });

  it('makes the items that arrive while a batch of their key is under way the next batch, and keeps keys apart', async () => {
    const together = new Together<number, number>();
    const recording = recordingWork();
    recording.hold();
    const first = [together.run('a', 2, recording.work)];
    await new Promise((resolve) => setImmediate(resolve));
    expect(recording.batches).toEqual([[2]]);
    const meanwhile = [together.run('a', 4, recording.work), together.run('a', 6, recording.work), together.run('b', 8, recording.work)];
    await new Promise((resolve) => setImmediate(resolve));
    // Key b does not wait for key a; a's newcomers wait for a's batch to end.
    expect(recording.batches).toEqual([[2], [8]]);
    recording.release();
    expect(await Promise.all([...first, ...meanwhile])).toEqual([4, 8, 12, 16]);
    expect(recording.batches).toEqual([[2], [8], [4, 6]]);
  });

  it('tries a batch that failed as a whole again item by item, so only the bad item fails', async () => {
    const together = new Together<number, number>();
    const { batches, work } = recordingWork();
    const outcomes = await Promise.allSettled([2, 13, 4].map((item) => together.run('a', item, work)));
    expect(batches).toEqual([[2, 13, 4], [2], [13], [4]]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('starts the next batch once the one before holds its place (ahead), in the order the items came', async () => {
    const together = new Together<number, number>();
    const started: number[][] = [];
    const ends: (() => void)[] = [];
    const work = async (items: readonly number[], ahead: () => void): Promise<Settled<number>[]> => {
      started.push([...items]);
      await new Promise<void>((resolve) => ends.push(resolve));
      ahead();
      await new Promise<void>((resolve) => ends.push(resolve));
      return items.map((item) => ({ ok: true, value: item }));
    };
    const answers = [together.run('a', 1, work)];
    await new Promise((resolve) => setImmediate(resolve));
    answers.push(together.run('a', 2, work), together.run('a', 3, work));
    await new Promise((resolve) => setImmediate(resolve));
    // The first has not taken its place: the others wait.
    expect(started).toEqual([[1]]);
    ends.shift()?.();
    await new Promise((resolve) => setImmediate(resolve));
    // It has: the next starts beside it, with everything that came meanwhile.
    expect(started).toEqual([[1], [2, 3]]);
    answers.push(together.run('a', 4, work));
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([[1], [2, 3]]);
    while (ends.length > 0) {
      ends.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await Promise.all(answers)).toEqual([1, 2, 3, 4]);
    expect(started).toEqual([[1], [2, 3], [4]]);
  });
});
