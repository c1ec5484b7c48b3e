import { Field, ObjectType } from 'type-graphql';
import { nodeFrom } from '../../graphql/records.js';
import { connectionOf, Node } from '../../graphql/relay.js';
import { HeldNode } from '../../graphql/spam.js';
import { subscriberRecord } from './newsletter.record.js';

@ObjectType('Subscriber', { implements: Node, description: 'An address on the newsletter list.' })
export class Subscriber extends HeldNode {
  @Field(() => String)
  email!: string;

  @Field(() => Date)
  subscribedAt!: Date;

  @Field(() => Boolean, { description: 'False once the address has unsubscribed, and while the sign-up is held as spam.' })
  isActive!: boolean;
}

export const toSubscriber = nodeFrom(Subscriber, subscriberRecord);

@ObjectType('SubscribePayload')
export class SubscribePayload {
  @Field(() => String, { description: 'What to tell the visitor.' })
  message!: string;

  @Field(() => Subscriber)
  subscriber!: Subscriber;
}

export const SubscriberConnection = connectionOf(Subscriber);

@ObjectType('MarkSubscriberNotSpamPayload')
export class MarkSubscriberNotSpamPayload {
  @Field(() => String)
  message!: string;

  @Field(() => Subscriber)
  subscriber!: Subscriber;
}

@ObjectType('UnsubscribeSubscriberPayload')
export class UnsubscribeSubscriberPayload {
  @Field(() => String, { description: 'For example "Successfully unsubscribed ananya@example.com."' })
  message!: string;

  @Field(() => Subscriber)
  subscriber!: Subscriber;
}
