import { IsBoolean, IsOptional } from 'class-validator';
import { ArgsType, Authorized, Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { RequiredId } from '../domain/validation.js';
import { SPAM_REASONS, SPAM_REASON_LABELS, type SpamReason as SpamReasonValue } from '../rules/spam.js';
import { ConnectionArgs, Node } from './relay.js';

/** What the GraphQL schema says about spam (`rules/spam.ts`), shared by every area a public form feeds. */
export const SpamReason = Object.fromEntries(SPAM_REASONS.map((reason) => [reason, reason])) as { [R in SpamReasonValue]: R };
registerEnumType(SpamReason, {
  name: 'SpamReason',
  description: 'Why the spam guard held a submission.',
  valuesConfig: Object.fromEntries(SPAM_REASONS.map((reason) => [reason, { description: SPAM_REASON_LABELS[reason] }])),
});

/** A record a public form created: it may have been held as spam. Only admins may ask (a bot learns nothing). */
@ObjectType({ description: 'Base of the types a public form creates; never used on its own.' })
export abstract class HeldNode extends Node {
  @Authorized()
  @Field(() => Boolean, { description: 'Held by the spam guard: nothing was sent about it, and it is purged after the retention period.' })
  spam!: boolean;

  @Authorized()
  @Field(() => SpamReason, { nullable: true })
  spamReason!: SpamReasonValue | null;
}

/** The lists of such records: people's by default, what the spam guard held with `spam: true`. */
@ArgsType()
export class HeldConnectionArgs extends ConnectionArgs {
  @Field(() => Boolean, { nullable: true, defaultValue: false, description: 'List what the spam guard held instead.' })
  @IsOptional()
  @IsBoolean()
  spam?: boolean | null;
}

/** The input of a mutation that acts on one record by its global id. */
@InputType({ description: 'Base of the inputs that name one record; never used on its own.' })
export abstract class RecordInput {
  @Field(() => ID)
  @RequiredId()
  id!: string;
}

/** The `HeldNode` fields of a record, for the type mappers. */
export function heldFields(record: { spam: boolean; spamReason?: SpamReasonValue | null }): Pick<HeldNode, 'spam' | 'spamReason'> {
  return { spam: record.spam, spamReason: record.spamReason ?? null };
}
