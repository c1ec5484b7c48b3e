import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { newId } from '../../db/ids.js';
import type { NotificationTypeValue } from '../../rules/recipients.js';

/** A member of staff who receives notification emails of the types they are subscribed to. */
export const EmailRecipientEntity = defineEntity({
  name: 'EmailRecipient',
  tableName: 'email_recipients',
  properties: {
    id: p.uuid().primary().onCreate(newId),
    name: p.text(),
    /** Stored trimmed and lower-cased; fixed once the recipient exists. */
    email: p.text().unique(),
    notificationTypes: p.array().$type<NotificationTypeValue[]>(),
    isActive: p.boolean().default(true),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
  indexes: [{ properties: ['name', 'id'] }],
});
export type EmailRecipientEntity = InferEntity<typeof EmailRecipientEntity>;
