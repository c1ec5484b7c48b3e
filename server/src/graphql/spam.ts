import { IsBoolean, IsOptional } from 'class-validator';
import { ArgsType, Authorized, Field, ID, InputType, ObjectType } from 'type-graphql';
import { graphqlEnum } from './enums.js';
import { RequiredId } from '../domain/validation.js';
import { PRONOUNS } from '../rules/person.js';
import { SPAM_REASONS, SPAM_REASON_LABELS, type SpamReason as SpamReasonValue } from '../rules/spam.js';
import { ConnectionArgs, Node } from './relay.js';

/** What the GraphQL schema says about spam (`rules/spam.ts`), shared by every area a public form feeds. */
export const SpamReason = graphqlEnum('SpamReason', SPAM_REASONS, { description: 'Why the spam guard held a submission.', values: SPAM_REASON_LABELS });

const PRONOUN_VALUES = PRONOUNS.map((pronoun) => pronoun.value).join(', ');

/** A record a public form created: it may have been held as spam. Only admins may ask (a bot learns nothing). */
@ObjectType({ description: 'Base of the types a public form creates; never used on its own.' })
export abstract class HeldNode extends Node {
  @Authorized()
  @Field(() => Boolean, { description: 'Held by the spam guard: nothing was sent about it, and it is purged after the retention period. Signed-in callers only.' })
  spam!: boolean;

  @Authorized()
  @Field(() => SpamReason, { nullable: true, description: 'Why the spam guard held it; null when it is not held. Signed-in callers only.' })
  spamReason!: SpamReasonValue | null;
}

/** A person who wrote in through a public form (a contact message, a job application): who they are. */
@ObjectType({ description: 'Base of the records people send; never used on its own.' })
export abstract class PersonNode extends HeldNode {
  @Field(() => String, { nullable: true, description: `The pronoun the person chose (${PRONOUN_VALUES}; a contact message may hold other text); null when none was given.` })
  pronoun!: string | null;

  @Field(() => String, { description: 'The first name, as the person typed it (trimmed).' })
  firstName!: string;

  @Field(() => String, { nullable: true, description: 'The middle name; null when none was given.' })
  middleName!: string | null;

  @Field(() => String, { description: 'The last name, as the person typed it (trimmed).' })
  lastName!: string;

  @Field(() => String, { description: "The person's email address." })
  email!: string;
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
  @Field(() => ID, { description: 'The global id of the record.' })
  @RequiredId()
  id!: string;
}
