import { defineArea } from '../area.js';
import { MailMessageEntity } from './mail.entity.js';

/** The mail outbox: messages written in the same transaction as what they are about, sent by the worker (`worker.ts`). */
export const mailArea = defineArea({
  name: 'mail',
  entities: [MailMessageEntity],
});
