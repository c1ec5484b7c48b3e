import { columns, defineRecord, type RecordOf } from '../../domain/records.js';
import type { StoredRow } from '../../db/stored-rows.js';
import type { SubscriberEntity } from './newsletter.entity.js';

/** A subscriber as the back office and integrators see it; GraphQL's `Subscriber` differs only in its `id` (the global id). */
export const subscriberRecord = defineRecord('Subscriber', (subscriber: StoredRow<SubscriberEntity>) => ({
  _id: subscriber.id,
  ...columns(subscriber, ['email', 'subscribedAt', 'isActive', 'status', 'confirmedAt', 'consentAt', 'consentSource', 'consentAddressHash', 'spam', 'spamReason']),
}));
export type SubscriberRecord = RecordOf<typeof subscriberRecord>;

/** What the person who subscribes is shown of the record: not what the spam guard made of it. */
export const SUBSCRIBER_VISITOR_FIELDS = ['_id', 'email', 'subscribedAt', 'isActive', 'status'] as const;
