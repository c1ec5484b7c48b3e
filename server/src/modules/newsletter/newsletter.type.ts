import { Authorized, Field, ObjectType } from 'type-graphql';
import { graphqlEnum } from '../../graphql/enums.js';
import { SUBSCRIBER_STATUSES, type SubscriberStatusValue } from '../../rules/newsletter.js';
import { nodeFrom } from '../../graphql/records.js';
import { connectionOf, Node } from '../../graphql/relay.js';
import { HeldNode } from '../../graphql/spam.js';
import { subscriberRecord } from './newsletter.record.js';

export const SubscriberStatus = graphqlEnum('SubscriberStatus', SUBSCRIBER_STATUSES, {
  description: 'Where a subscriber is: only an active one gets the newsletter.',
  values: {
    active: 'Confirmed (or added without double opt-in): gets the newsletter.',
    pending: 'Signed up, waiting for the confirmation link to be followed (double opt-in); gets nothing but the confirmation email.',
    inactive: 'Unsubscribed.',
  },
});

@ObjectType('Subscriber', { implements: Node, description: 'An address on the newsletter list.' })
export class Subscriber extends HeldNode {
  @Field(() => String, { description: 'The subscribed email address; one subscriber per address.' })
  email!: string;

  @Field(() => Date, { description: 'When the address (last) joined the list.' })
  subscribedAt!: Date;

  @Field(() => Boolean, { description: 'Whether the address gets the newsletter: false while pending, once unsubscribed, and while the sign-up is held as spam.' })
  isActive!: boolean;

  @Field(() => SubscriberStatus, { description: 'Pending (waiting for its confirmation), active, or unsubscribed.' })
  status!: SubscriberStatusValue;

  @Authorized()
  @Field(() => Date, { nullable: true, description: 'When the confirmation link was followed; null if not (yet), or when the address was added without double opt-in. Signed-in callers only.' })
  confirmedAt!: Date | null;

  @Authorized()
  @Field(() => Date, { nullable: true, description: 'Proof of consent: when the address was (last) subscribed; null for sign-ups from before it was kept. Signed-in callers only.' })
  consentAt!: Date | null;

  @Authorized()
  @Field(() => String, {
    nullable: true,
    description: 'Proof of consent: the page of the website the form was on (as `/about`), or `form:<name>` for the newsletter box of another form when the page is not known. Signed-in callers only.',
  })
  consentSource!: string | null;

  @Authorized()
  @Field(() => String, { nullable: true, description: 'Proof of consent: a keyed hash (HMAC-SHA256, base64url) of the network address the sign-up came from; the address itself is not kept. Signed-in callers only.' })
  consentAddressHash!: string | null;
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
