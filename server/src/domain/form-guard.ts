import { IsOptional, IsString } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import type { FormsConfig } from '../config.js';
import { sign, unsign } from '../secrets.js';
import type { LimitedPost, PublicForm } from '../rules/forms.js';
import type { SpamReason } from '../rules/spam.js';
import type { Admission } from '../db/insert-together.js';
import type { BatchAdmission, FormRateLimit } from './form-limit.js';

/** The public forms, each with its own rate limit. */
export type { PublicForm };

/**
 * The two spam-guard fields our own forms send. An integrator calling the API sends neither and
 * is treated as a person.
 */
@InputType({ description: 'Base of the public forms\' inputs; never used on its own.' })
export abstract class GuardedInput {
  @Field(() => String, { nullable: true, description: 'Leave empty: a hidden field that only bots fill in.' })
  @IsOptional()
  @IsString()
  website?: string | null;

  @Field(() => String, { nullable: true, description: 'The token of `formStart`, issued when the form was shown.' })
  @IsOptional()
  @IsString()
  formToken?: string | null;
}

/**
 * Keeps bots out of the public forms without bothering people: a honeypot field, a signed
 * "form shown at" token (a form sent faster than a person could fill it is a bot's), and a
 * per-address rate limit per form, counted in the database (`FormRateLimit`). What it judges a
 * bot's is kept as spam, never dropped (see `rules/spam.ts`): a guess must not cost a real lead.
 */
export class FormGuard {
  constructor(
    private readonly key: Buffer,
    private readonly settings: Pick<FormsConfig, 'minFillSeconds'>,
    private readonly limit: Pick<FormRateLimit, 'admit' | 'admission' | 'batchAdmission'>,
  ) {}

  /** A token for a form shown now (the page loaded, or the overlay opened). */
  issueToken(now = Date.now()): string {
    return sign(this.key, String(now));
  }

  /**
   * Why a submission looks like a bot's, or `null` for a person. `timed: false` judges by the
   * honeypot alone: a one-field form (the newsletter) is honestly sent within a second by a
   * visitor whose browser fills in the address.
   */
  judge(fields: GuardedInput, { timed = true }: { timed?: boolean } = {}, now = Date.now()): SpamReason | null {
    if (fields.website && fields.website.trim() !== '') return 'honeypot';
    if (!timed || fields.formToken === undefined || fields.formToken === null) return null;
    const signed = unsign(this.key, fields.formToken);
    const shownAt = signed === null ? Number.NaN : Number(signed);
    if (!Number.isFinite(shownAt) || shownAt > now) return 'too_fast';
    return now - shownAt < this.settings.minFillSeconds * 1000 ? 'too_fast' : null;
  }

  /** Counts a submission from `ip` that is stored without `InsertTogether`; too many within the window is a 429. */
  admit(form: LimitedPost, ip: string): Promise<void> {
    return this.limit.admit(form, ip);
  }

  /** The count of a submission from `ip`, made by the statement that writes its record (see `InsertTogether`). */
  admission(form: PublicForm, ip: string): (key: unknown) => Admission {
    return (key) => this.limit.admission(form, ip, key);
  }

  /** The counts of a batch of submissions (`ip`: the client address of each, `key` telling them apart) as parts of the statement that writes them (`FormRateLimit.batchAdmission`), placeholders from `first`. */
  batchAdmission(form: PublicForm, submissions: readonly { ip: string; key: string }[], first: number): BatchAdmission {
    return this.limit.batchAdmission(form, submissions.map(({ ip, key }) => ({ address: ip, key })), first);
  }
}
