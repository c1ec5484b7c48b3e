import type { EntityManager } from '../../db/orm.js';
import type { NotificationTypeValue } from '../../rules/recipients.js';
import { Outbox, type MailNudge } from '../mail/outbox.js';
import type { EmailContent } from '../mail/templates.js';
import { EmailRecipientEntity } from './recipients.entity.js';

/**
 * `notify(type, ...)`: one message per active recipient subscribed to the type, queued in the
 * caller's unit of work so it is written with the record it is about.
 */
export class Notifier {
  constructor(
    private readonly em: EntityManager,
    private readonly nudge?: MailNudge,
  ) {}

  /** Queues the message for every active recipient of `type`; returns how many. */
  async notify(type: NotificationTypeValue, content: EmailContent, kind = `${type}_notification`): Promise<number> {
    const recipients = await this.em.find(
      EmailRecipientEntity,
      { isActive: true, notificationTypes: { $contains: [type] } },
      { orderBy: { email: 'asc' } },
    );
    const outbox = new Outbox(this.em, this.nudge);
    for (const recipient of recipients) {
      outbox.queue({ kind, to: { address: recipient.email, name: recipient.name }, content });
    }
    return recipients.length;
  }
}
