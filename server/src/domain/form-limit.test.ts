import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FormSubmissionCountEntity } from '../db/form-submission-count.entity.js';
import { createTestDatabase, type TestDatabase } from '../test/app.js';
import { TooManyRequestsError } from './errors.js';
import { FormRateLimit } from './form-limit.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(() => database.orm.em.fork().nativeDelete(FormSubmissionCountEntity, {}));

const WINDOW_MS = 60_000;
/** A moment `seconds` into the window that starts at 10:00:00. */
const at = (seconds: number) => Date.UTC(2026, 10, 24, 10, 0, 0) + seconds * 1000;
const limitOf = (rateLimit: number) => new FormRateLimit(database.orm, { rateLimit, rateWindowSeconds: WINDOW_MS / 1000 });
/** Whether each of the submissions is admitted. */
const outcomes = (limit: FormRateLimit, submissions: { form?: 'contact' | 'newsletter'; address?: string; now: number }[]) =>
  Promise.all(
    submissions.map(({ form = 'contact', address = '10.0.0.1', now }) =>
      limit.admit(form, address, now).then(
        () => true,
        (error: unknown) => {
          if (error instanceof TooManyRequestsError) return false;
          throw error;
        },
      ),
    ),
  );

describe('the public forms\' rate limit, counted in the database', () => {
  it('admits up to the limit from one address and refuses the rest with a time to wait, not counting them', async () => {
    const limit = limitOf(3);
    for (let n = 0; n < 3; n += 1) await limit.admit('contact', '10.0.0.1', at(10 + n));
    const refused = await limit.admit('contact', '10.0.0.1', at(20)).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TooManyRequestsError);
    expect((refused as TooManyRequestsError).retryAfterSeconds).toBe(40);
    expect(await database.orm.em.fork().findOneOrFail(FormSubmissionCountEntity, { form: 'contact', address: '10.0.0.1' })).toMatchObject({ count: 3 });
  });

  it('counts each form and each address on its own', async () => {
    const limit = limitOf(1);
    expect(await outcomes(limit, [{ now: at(1) }, { form: 'newsletter', now: at(2) }, { address: '10.0.0.2', now: at(3) }, { now: at(4) }])).toEqual([true, true, true, false]);
  });

  it('slides: the window before still counts for the part of it the last minute covers', async () => {
    const limit = limitOf(4);
    expect(await outcomes(limit, [{ now: at(50) }, { now: at(51) }, { now: at(52) }, { now: at(53) }])).toEqual([true, true, true, true]);
    // 10 s into the next window, 5/6 of the last one is still within a minute: ceil(4 x 5/6) = 4.
    expect(await outcomes(limit, [{ now: at(70) }])).toEqual([false]);
    // 45 s in, a quarter of it: ceil(4 x 1/4) = 1, so 3 more.
    expect(await outcomes(limit, [{ now: at(105) }, { now: at(106) }, { now: at(107) }, { now: at(108) }])).toEqual([true, true, true, false]);
  });

  it('holds for submissions arriving together, and for every server on the database', async () => {
    const [first, second] = [limitOf(5), limitOf(5)];
    const together = await outcomes(first, Array.from({ length: 12 }, (_, n) => ({ now: at(5 + n / 100) })));
    expect(together.filter(Boolean)).toHaveLength(5);
    expect(await outcomes(second, [{ now: at(30) }])).toEqual([false]);
  });

  it('forgets windows that can no longer matter', async () => {
    const limit = limitOf(10);
    await outcomes(limit, [{ now: at(-120) }, { now: at(-60) }, { now: at(1) }]);
    expect(await limit.forgetBefore(new Date(at(-60)))).toBe(1);
    expect(await database.orm.em.fork().count(FormSubmissionCountEntity)).toBe(2);
  });
});
