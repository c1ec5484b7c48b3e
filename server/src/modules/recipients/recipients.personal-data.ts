import { personalTable } from '../privacy/personal-table.js';
import { EmailRecipientEntity } from './recipients.entity.js';
import { recipientRecord } from './recipients.record.js';

/** Where the recipients area keeps addresses (data-subject requests): staff who receive notification emails. */
export const recipientsPersonalData = {
  'email-recipients': personalTable({
    label: 'Notification recipients (staff)',
    subjectType: 'EmailRecipient',
    erasedEvent: 'recipient.erased',
    entity: EmailRecipientEntity,
    address: 'email',
    records: async (_em, rows) => rows.map((recipient) => recipientRecord.of(recipient)),
  }),
};
