import { defineArea } from '../area.js';
import { mailPersonalData } from './mail.personal-data.js';
import { ANNOUNCER } from './announcer.js';
import { MailMessageEntity, ReceiptCountEntity } from './mail.entity.js';

/**
 * The mail outbox: messages queued by the consumer of the events that announce something
 * (`announcer.ts`: receipts and staff notices), or written with what they are about (a reply), and
 * sent by the worker (`worker.ts`).
 */
export const mailArea = defineArea({
  name: 'mail',
  entities: [MailMessageEntity, ReceiptCountEntity],
  // Where it keeps people's addresses, for data-subject requests (modules/privacy).
  personalData: mailPersonalData,
  subscriptions: [ANNOUNCER],
});
