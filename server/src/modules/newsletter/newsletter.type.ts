import { Field, ObjectType } from 'type-graphql';
import { nodeFrom } from '../../graphql/records.js';
import { connectionOf, Node } from '../../graphql/relay.js';
import { HeldNode } from '../../graphql/spam.js';
import { subscriberRecord } from './newsletter.record.js';

@ObjectType('Subscriber', { implements: Node, description: 'An address on the newsletter list.' })
export class Subscriber extends HeldNode {
  @Field(() => String, { description: 'The subscribed email address; one subscriber per address.' })
  email!: string;

  @Field(() => Date, { description: 'When the address (last) joined the list.' })
  subscribedAt!: Date;

  @Field(() => Boolean, { description: 'False once the address has unsubscribed, and while the sign-up is held as spam.' })
  isActive!: boolean;
}

export const toSubscriber = nodeFrom(Subscriber, subscriberRecord);

@ObjectType('SubscribePayload', { description: 'What `subscribe` answers: the address on the list.' })
export class SubscribePayload {
  @Field(() => String, { description: 'What to tell the visitor: "Successfully subscribed to our newsletter!".' })
  message!: string;

  @Field(() => Subscriber, { description: 'The subscriber, as it is now.' })
  subscriber!: Subscriber;
}

export const SubscriberConnection = connectionOf(Subscriber);

@ObjectType('MarkSubscriberNotSpamPayload', { description: 'What `markSubscriberNotSpam` answers: the subscriber, active on the list.' })
export class MarkSubscriberNotSpamPayload {
  @Field(() => String, { description: 'What to tell the admin: "Moved out of spam and filed as new".' })
  message!: string;

  @Field(() => Subscriber, { description: 'The subscriber, no longer held.' })
  subscriber!: Subscriber;
}

@ObjectType('UnsubscribeSubscriberPayload', { description: 'What `unsubscribeSubscriber` answers: the subscriber, now inactive.' })
export class UnsubscribeSubscriberPayload {
  @Field(() => String, { description: 'What to tell the admin, for example "Successfully unsubscribed ananya@example.com."' })
  message!: string;

  @Field(() => Subscriber, { description: 'The subscriber, as it is now.' })
  subscriber!: Subscriber;
}
