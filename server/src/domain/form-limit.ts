import type { FastifyBaseLogger } from 'fastify';
import type { FormsConfig } from '../config.js';
import { batchedStatementsOf } from '../db/batched-statements.js';
import { FormSubmissionCountEntity } from '../db/form-submission-count.entity.js';
import { arrayPlaceholders, type Admission, type Part } from '../db/insert-together.js';
import { newId } from '../db/ids.js';
import type { Orm } from '../db/orm.js';
import type { LimitedPost } from '../rules/forms.js';
import { SERVER_MESSAGES } from '../rules/server.js';
import { TooManyRequestsError } from './errors.js';

/** What is counted per client address: each public form's submissions, and the refused posts of all of them. */
type CountedForm = LimitedPost | typeof REFUSED;

const REFUSED = 'refused';

/**
 * Counts a submission against its form's per-address limit, or refuses it (429) past the limit.
 * A sliding window, estimated from two counted ones: what the current window has admitted, plus the
 * previous window's count weighted by how much of it the sliding window still covers (rounded up,
 * so the estimate never lets more through than a true sliding window would). Refused submissions
 * are not counted. A form's submission is counted by the statement that writes it (`admission`);
 * submissions arriving together are counted by one statement; two counted by different servers at
 * the very same moment may both get the last place.
 */
export class FormRateLimit {
  constructor(
    private readonly orm: Orm,
    private readonly settings: Pick<FormsConfig, 'rateLimit' | 'rateWindowSeconds'>,
  ) {}

  /**
   * The count of a submission as part of the statement that writes its record (`InsertTogether`):
   * one round trip for both, and a refused record is not written.
   */
  admission(form: CountedForm, address: string, key: unknown, now = Date.now()): Admission {
    const windowMs = this.settings.rateWindowSeconds * 1000;
    const windowStart = Math.floor(now / windowMs) * windowMs;
    return {
      shape: 'form rate limit',
      values: [form, address, new Date(windowStart), new Date(windowStart - windowMs), 1 - (now - windowStart) / windowMs, this.settings.rateLimit, key],
      part: admissionSql,
      refusal: () => new TooManyRequestsError(SERVER_MESSAGES.tooManySubmissions, Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000))),
    };
  }

  /** Counts a submission that no statement of `InsertTogether` writes, or throws the 429. */
  async admit(form: CountedForm, address: string, now = Date.now()): Promise<void> {
    const key = newId();
    const admission = this.admission(form, address, key, now);
    const [row] = await batchedStatementsOf(this.orm.em).run(admitSql, admission.values, { column: 'key', value: key });
    if (row?.['admitted'] !== true) throw admission.refusal();
  }

  /**
   * The counts of a batch of submissions (each from `address`, told apart by `key`) as parts of a
   * statement that writes them, their placeholders numbered from `first`: `reads` defines the CTE
   * `"admission"` (key, admitted), to be read by what decides whether the statement writes;
   * `counts(when)` adds the admitted ones to their windows only where the SQL condition `when`
   * holds (placed after the CTEs `when` reads). `refusals` are the 429s of the keys it did not admit.
   */
  batchAdmission(form: CountedForm, submissions: readonly { address: string; key: string }[], first: number, now = Date.now()): BatchAdmission {
    const counted = submissions.map(({ address, key }) => ({ key, admission: this.admission(form, address, key, now) }));
    const width = counted[0]?.admission.values.length ?? 0;
    const parts = admissionParts(arrayPlaceholders(first - 1));
    return {
      reads: parts.reads,
      counts: parts.counts,
      params: Array.from({ length: width }, (_, column) => counted.map(({ admission }) => admission.values[column])),
      refusals: (admitted) => new Map(counted.filter(({ key }) => !admitted.has(key)).map(({ key, admission }) => [key, admission.refusal()])),
    };
  }

  /** Deletes the counts of windows that can no longer matter; returns how many. */
  async forgetBefore(before: Date): Promise<number> {
    return this.orm.em.fork().nativeDelete(FormSubmissionCountEntity, { windowStart: { $lt: before } });
  }
}

/**
 * One row per submission ("admission": its key and whether it is admitted): its place among the
 * submissions of the same form and address in this statement, what the windows had counted before;
 * then the admitted ones added to their window's count. The counts are looked up one submission at
 * a time by their primary key: a join let a plan made while the table was small scan all of it for
 * every batch once it had grown (the statement is prepared, its plan kept).
 */
const admissionSql: Part = (array) => {
  const parts = admissionParts(array);
  return `${parts.reads}, ${parts.counts('true')}`;
};

/** `admissionSql` in two: what the submissions' places are and whether each is admitted, and the count of the admitted ones where `when` holds. */
function admissionParts(array: (type: string) => string): Pick<BatchAdmission, 'reads' | 'counts'> {
  return {
    reads: `"incoming" as (
  select u.form, u.address, u.window_start, u.previous_start, u.previous_share, u.rate_limit, u.key,
    row_number() over (partition by u.form, u.address, u.window_start order by u.key) as place
  from unnest(${array('text')}, ${array('text')}, ${array('timestamptz')}, ${array('timestamptz')}, ${array('float8')}, ${array('int')}, ${array('uuid')})
    as u(form, address, window_start, previous_start, previous_share, rate_limit, key)
), "admission" as (
  select i.form, i.address, i.window_start, i.key,
    coalesce((select c.count from form_submission_counts c where c.form = i.form and c.address = i.address and c.window_start = i.window_start), 0)
      + i.place
      + ceil(coalesce((select p.count from form_submission_counts p where p.form = i.form and p.address = i.address and p.window_start = i.previous_start), 0) * i.previous_share)
      <= i.rate_limit as admitted
  from "incoming" i
)`,
    counts: (when) => `"counted" as (
  insert into form_submission_counts (form, address, window_start, count)
  select form, address, window_start, count(*) from "admission" where admitted and ${when} group by form, address, window_start
  on conflict (form, address, window_start) do update set count = form_submission_counts.count + excluded.count
)`,
  };
}

/** The counts of a batch of submissions as parts of the statement that writes them (`FormRateLimit.batchAdmission`). */
export interface BatchAdmission {
  reads: string;
  counts(when: string): string;
  /** In the order of the placeholders of `reads`, from its `first`. */
  params: unknown[][];
  refusals(admitted: ReadonlySet<string>): Map<string, Error>;
}

/** The count alone, for `admit`. */
const admitSql = `with ${admissionSql(arrayPlaceholders())} select key, admitted from "admission"`;

/**
 * Posts to the public writes that were refused (400 or 413: invalid, too large, too many fields),
 * counted per client address against a limit of their own (`PUBLIC_FORM_REFUSAL_LIMIT` within the
 * forms' window), so that a flood of bad posts is cut off (429) as a flood of good ones is. A post
 * is refused after little work (every body is read in linear time, its counts capped first), and
 * only refusals are counted, so a person's submissions pay nothing for it.
 */
export class RefusedPosts {
  constructor(private readonly limit: Pick<FormRateLimit, 'admit'>) {}

  /**
   * Counts one refused post from `address`, and answers the 429 to send instead once past the
   * limit (`null` within it). When the count cannot be made, the refusal stands as it was and the
   * failure is logged.
   */
  async count(address: string, log: Pick<FastifyBaseLogger, 'warn'>): Promise<TooManyRequestsError | null> {
    try {
      await this.limit.admit(REFUSED, address);
      return null;
    } catch (error) {
      if (error instanceof TooManyRequestsError) return error;
      log.warn({ err: error }, 'could not count a refused post');
      return null;
    }
  }

  /**
   * Counts a refusal a service decided before doing any costly work (a call without the credential
   * it needs, such as creating an account once registration has closed), and throws the 429 instead
   * once `address` is past the limit. A count that cannot be made fails the call.
   */
  async countOrThrow(address: string): Promise<void> {
    await this.limit.admit(REFUSED, address);
  }
}
