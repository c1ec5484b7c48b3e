import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { FormsConfig } from '../config.js';
import { batchedStatementsOf } from '../db/batched-statements.js';
import { newId } from '../db/ids.js';
import type { Orm } from '../db/orm.js';
import { SERVER_MESSAGES } from '../rules/server.js';
import { TooManyRequestsError } from './errors.js';
import type { PublicForm } from './form-guard.js';

/**
 * The submissions of each public form from each client address, counted per window of
 * `PUBLIC_FORM_RATE_WINDOW_SECONDS` (a window starts at a multiple of its length). In the
 * database, so the limit holds across every server; old windows are deleted by the housekeeping.
 */
export const FormSubmissionCountEntity = defineEntity({
  name: 'FormSubmissionCount',
  tableName: 'form_submission_counts',
  properties: {
    form: p.text().primary(),
    address: p.text().primary(),
    windowStart: p.datetime().primary(),
    count: p.integer(),
  },
  primaryKeys: ['form', 'address', 'windowStart'],
});
export type FormSubmissionCountEntity = InferEntity<typeof FormSubmissionCountEntity>;

/**
 * Counts a submission against its form's per-address limit, or refuses it (429) past the limit.
 * A sliding window, estimated from two counted ones: what the current window has admitted, plus the
 * previous window's count weighted by how much of it the sliding window still covers (rounded up,
 * so the estimate never lets more through than a true sliding window would). Refused submissions
 * are not counted. Submissions arriving together are counted by one statement (`BatchedStatements`);
 * two counted by different servers at the very same moment may both get the last place.
 */
export class FormRateLimit {
  constructor(
    private readonly orm: Orm,
    private readonly settings: Pick<FormsConfig, 'rateLimit' | 'rateWindowSeconds'>,
  ) {}

  async admit(form: PublicForm, address: string, now = Date.now()): Promise<void> {
    const windowMs = this.settings.rateWindowSeconds * 1000;
    const windowStart = Math.floor(now / windowMs) * windowMs;
    const previousShare = 1 - (now - windowStart) / windowMs;
    const token = newId();
    const [row] = await batchedStatementsOf(this.orm.em).run(
      ADMIT_SQL,
      [form, address, new Date(windowStart), new Date(windowStart - windowMs), previousShare, this.settings.rateLimit, token],
      { column: 'token', value: token },
    );
    if (!row?.['admitted']) {
      const retryAfter = Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000));
      throw new TooManyRequestsError(SERVER_MESSAGES.tooManySubmissions, retryAfter);
    }
  }

  /** Deletes the counts of windows that can no longer matter; returns how many. */
  async forgetBefore(before: Date): Promise<number> {
    return this.orm.em.fork().nativeDelete(FormSubmissionCountEntity, { windowStart: { $lt: before } });
  }
}

/**
 * One row per submission: its place among the submissions of the same form and address in this
 * statement, what the windows had counted before, whether it is admitted; then the admitted ones
 * added to their window's count.
 */
const ADMIT_SQL = `with incoming as (
  select u.form, u.address, u.window_start, u.previous_start, u.previous_share, u.rate_limit, u.token,
    row_number() over (partition by u.form, u.address, u.window_start order by u.token) as place
  from unnest($1::text[], $2::text[], $3::timestamptz[], $4::timestamptz[], $5::float8[], $6::int[], $7::uuid[])
    as u(form, address, window_start, previous_start, previous_share, rate_limit, token)
), judged as (
  select i.form, i.address, i.window_start, i.token,
    coalesce(c.count, 0) + i.place + ceil(coalesce(p.count, 0) * i.previous_share) <= i.rate_limit as admitted
  from incoming i
  left join form_submission_counts c on c.form = i.form and c.address = i.address and c.window_start = i.window_start
  left join form_submission_counts p on p.form = i.form and p.address = i.address and p.window_start = i.previous_start
), counted as (
  insert into form_submission_counts (form, address, window_start, count)
  select form, address, window_start, count(*) from judged where admitted group by form, address, window_start
  on conflict (form, address, window_start) do update set count = form_submission_counts.count + excluded.count
)
select token, admitted from judged`;
