import { Field, InputType } from 'type-graphql';
import { GuardedInput } from '../../domain/form-guard.js';
import { SatisfiesEmail } from '../../domain/validation.js';
import { newsletterEmail } from '../../rules/newsletter.js';
import { RecordInput } from '../../graphql/spam.js';

@InputType('SubscribeInput')
export class SubscribeInput extends GuardedInput {
  @Field(() => String)
  @SatisfiesEmail(newsletterEmail)
  email!: string;
}

@InputType('UnsubscribeSubscriberInput')
export class UnsubscribeSubscriberInput {
  @Field(() => String)
  @SatisfiesEmail(newsletterEmail)
  email!: string;
}

@InputType('MarkSubscriberNotSpamInput')
export class MarkSubscriberNotSpamInput extends RecordInput {}
