import { columns, defineRecord, type RecordOf } from '../../domain/records.js';
import type { StoredRow } from '../../db/stored-rows.js';
import type { EmailRecipientEntity } from './recipients.entity.js';

/** An email recipient as integrators see it; GraphQL's `EmailRecipient` differs only in its `id` (the global id). */
export const recipientRecord = defineRecord('EmailRecipient', (recipient: StoredRow<EmailRecipientEntity>) => ({
  _id: recipient.id,
  ...columns(recipient, ['name', 'email', 'notificationTypes', 'isActive', 'createdAt']),
}));
export type RecipientRecord = RecordOf<typeof recipientRecord>;
