import { defineArea } from '../area.js';
import { ANNOUNCER } from './announcer.js';
import { MailMessageEntity } from './mail.entity.js';

/**
 * The mail outbox: messages queued by the consumer of the events that announce something
 * (`announcer.ts`: receipts and staff notices), or written with what they are about (a reply), and
 * sent by the worker (`worker.ts`).
 */
export const mailArea = defineArea({
  name: 'mail',
  entities: [MailMessageEntity],
  subscriptions: [ANNOUNCER],
});
