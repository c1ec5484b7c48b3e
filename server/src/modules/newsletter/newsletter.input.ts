import { Field, InputType } from 'type-graphql';
import { GuardedInput } from '../../domain/form-guard.js';
import { SatisfiesEmail } from '../../domain/validation.js';
import { newsletterEmail } from '../../rules/newsletter.js';
import { RecordInput } from '../../graphql/spam.js';

@InputType('SubscribeInput', { description: 'What `subscribe` takes: the address to add, with the spam guard\u2019s fields.' })
export class SubscribeInput extends GuardedInput {
  @Field(() => String, { description: 'Required: the email address to add.' })
  @SatisfiesEmail(newsletterEmail)
  email!: string;
}

@InputType('UnsubscribeSubscriberInput', { description: 'What `unsubscribeSubscriber` takes: the address to take off the list.' })
export class UnsubscribeSubscriberInput {
  @Field(() => String, { description: "The subscriber's email address, in any case." })
  @SatisfiesEmail(newsletterEmail)
  email!: string;
}

@InputType('MarkSubscriberNotSpamInput', { description: 'What `markSubscriberNotSpam` takes: the held sign-up to put on the list.' })
export class MarkSubscriberNotSpamInput extends RecordInput {}
