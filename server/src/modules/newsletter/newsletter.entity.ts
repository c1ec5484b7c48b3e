import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { newId } from '../../db/ids.js';
import { spamColumns } from '../../domain/spam.js';

export const SubscriberEntity = defineEntity({
  name: 'Subscriber',
  tableName: 'subscribers',
  properties: {
    id: p.uuid().primary().onCreate(newId),
    /** Stored trimmed and lower-cased, so one address is one subscriber. */
    email: p.text().unique(),
    subscribedAt: p.datetime().onCreate(() => new Date()),
    isActive: p.boolean().default(true),
    unsubscribedAt: p.datetime().nullable(),
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
