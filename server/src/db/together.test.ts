import { describe, expect, it } from 'vitest';
import { Together, type Settled } from './together.js';

/** One turn of the event loop: what was scheduled now has run. */
const tick = () => new Promise((resolve) => setImmediate(resolve));

/** Work that records each batch it was given and answers each item doubled (an odd item fails alone). */
function recordingWork() {
  const batches: number[][] = [];
  let release: () => void = () => undefined;
  let held: Promise<void> | null = null;
  const work = async (hold: () => readonly number[]): Promise<Settled<number>[]> => {
    const items = hold();
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

  it('makes the items that arrive after a batch took its items the next batch, and keeps keys apart', async () => {
    const together = new Together<number, number>();
    const recording = recordingWork();
    recording.hold();
    const first = [together.run('a', 2, recording.work)];
    await tick();
    expect(recording.batches).toEqual([[2]]);
    const meanwhile = [together.run('a', 4, recording.work), together.run('a', 6, recording.work), together.run('b', 8, recording.work)];
    await tick();
    // The first batch of a holds its place (it took its items at once): a's newcomers are the next batch, b's are a batch of their own.
    expect(recording.batches).toEqual([[2], [4, 6], [8]]);
    recording.release();
    expect(await Promise.all([...first, ...meanwhile])).toEqual([4, 8, 12, 16]);
  });

  it('tries a batch that failed as a whole again item by item, so only the bad item fails', async () => {
    const together = new Together<number, number>();
    const { batches, work } = recordingWork();
    const outcomes = await Promise.allSettled([2, 13, 4].map((item) => together.run('a', item, work)));
    expect(batches).toEqual([[2, 13, 4], [2], [13], [4]]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('gives a batch the items waiting when it holds its place, and starts the next one then, in the order the items came', async () => {
    const together = new Together<number, number>();
    const held: number[][] = [];
    const turns: (() => void)[] = [];
    const turn = () => new Promise<void>((resolve) => turns.push(resolve));
    const work = async (hold: () => readonly number[]): Promise<Settled<number>[]> => {
      // Waits for its lock, takes its items, then works while holding it.
      await turn();
      const items = hold();
      held.push([...items]);
      await turn();
      return items.map((item) => ({ ok: true, value: item }));
    };
    const answers = [together.run('a', 1, work)];
    await tick();
    // Came while the first batch waited for its lock: they join it.
    answers.push(together.run('a', 2, work), together.run('a', 3, work));
    await tick();
    expect(held).toEqual([]);
    turns.shift()?.();
    await tick();
    expect(held).toEqual([[1, 2, 3]]);
    // The first holds its place: the next batch has started and waits for its lock; what comes now joins it.
    answers.push(together.run('a', 4, work));
    await tick();
    answers.push(together.run('a', 5, work));
    await tick();
    expect(turns).toHaveLength(2);
    while (turns.length > 0) {
      turns.shift()?.();
      await tick();
    }
    expect(await Promise.all(answers)).toEqual([1, 2, 3, 4, 5]);
    expect(held).toEqual([[1, 2, 3], [4, 5]]);
  });

  it('starts the next batch only once the one before has ended, when not overlapping', async () => {
    const together = new Together<number, number>(false);
    const started: number[][] = [];
    const ends: (() => void)[] = [];
    const work = async (hold: () => readonly number[]): Promise<Settled<number>[]> => {
      const items = hold();
      started.push([...items]);
      await new Promise<void>((resolve) => ends.push(resolve));
      return items.map((item) => ({ ok: true, value: item }));
    };
    const answers = [together.run('a', 1, work)];
    await tick();
    // The first batch holds its items: these wait for it to end, and go together then.
    answers.push(together.run('a', 2, work), together.run('a', 3, work));
    await tick();
    expect(started).toEqual([[1]]);
    ends.shift()?.();
    await tick();
    expect(started).toEqual([[1], [2, 3]]);
    ends.shift()?.();
    expect(await Promise.all(answers)).toEqual([1, 2, 3]);
  });

  it('fails the items waiting when the work fails before it holds its place, each alone', async () => {
    const together = new Together<number, number>();
    let calls = 0;
    const work = async (): Promise<Settled<number>[]> => {
      calls += 1;
      throw new Error('the event is gone');
    };
    const outcomes = await Promise.allSettled([1, 2].map((item) => together.run('a', item, work)));
    expect(outcomes.map((outcome) => (outcome.status === 'rejected' ? (outcome.reason as Error).message : 'fulfilled'))).toEqual(['the event is gone', 'the event is gone']);
    // The batch, then each item alone.
    expect(calls).toBe(3);
  });
});
