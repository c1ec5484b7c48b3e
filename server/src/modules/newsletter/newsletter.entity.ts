import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { newId } from '../../db/ids.js';
import { spamColumns } from '../../domain/spam.js';
import type { SubscriberStatusValue } from '../../rules/newsletter.js';

export const SubscriberEntity = defineEntity({
  name: 'Subscriber',
  tableName: 'subscribers',
  properties: {
    id: p.uuid().primary().onCreate(newId),
    /** Stored trimmed and lower-cased, so one address is one subscriber. */
    email: p.text().unique(),
    subscribedAt: p.datetime().onCreate(() => new Date()),
    /** Whether the address gets the newsletter: always `status === 'active'` (a check in the database holds them together). */
    isActive: p.boolean().default(true),
    /** `pending` until the confirmation link is followed (double opt-in), `active`, or `inactive` once unsubscribed. */
    status: p.text().$type<SubscriberStatusValue>().default('active'),
    unsubscribedAt: p.datetime().nullable(),
    /** When the confirmation link was followed (null: not asked, or not yet). */
    confirmedAt: p.datetime().nullable(),
    /** Proof of consent: when the address was (last) subscribed, from which page, and a keyed hash of the network address it came from. */
    consentAt: p.datetime().nullable(),
    consentSource: p.text().nullable(),
    consentAddressHash: p.text().nullable(),
    /** The current confirmation link's nonce: a link made for an earlier sign-up of the address confirms nothing. */
    confirmationNonce: p.text().nullable(),
    /** When the confirmation email was last sent (a new sign-up while pending sends it again at most every few minutes). */
    confirmationSentAt: p.datetime().nullable(),
    /** A held sign-up is not active: nobody gets a newsletter on a bot's word. */
    ...spamColumns(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
  // The admin list (spam apart): newest first, filtered by status.
  indexes: [
    { properties: ['spam', 'subscribedAt', 'id'] },
    { properties: ['spam', 'isActive', 'subscribedAt'] },
    // Serves the admin's "search by email" (ILIKE '%…%').
    { name: 'subscribers_email_trgm', expression: 'create index "subscribers_email_trgm" on "subscribers" using gin ("email" gin_trgm_ops)' },
  ],
});

export type SubscriberEntity = InferEntity<typeof SubscriberEntity>;
