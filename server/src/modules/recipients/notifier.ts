import type { EntityManager } from '../../db/orm.js';
import type { NotificationTypeValue } from '../../rules/recipients.js';
import { Outbox, type MailNudge } from '../mail/outbox.js';
import type { EmailContent } from '../mail/templates.js';

interface Recipient {
  email: string;
  name: string;
}

/**
 * `notify(type, ...)`: one message per active recipient subscribed to the type, queued in the
 * caller's unit of work so it is written with what it is about. One notifier reads each type's
 * recipients once (the mail consumer's batch notifies many times).
 */
export class Notifier {
  private readonly recipients = new Map<NotificationTypeValue, Promise<Recipient[]>>();

  constructor(
    private readonly em: EntityManager,
    private readonly nudge?: MailNudge,
  ) {}

  /** The kind of the notification messages of `type`. */
  static kindOf(type: NotificationTypeValue): string {
    return `${type}_notification`;
  }

  /** Queues the message for every active recipient of `type`; returns how many. */
  async notify(type: NotificationTypeValue, content: EmailContent, kind = Notifier.kindOf(type)): Promise<number> {
    const recipients = await this.recipientsOf(type);
    const outbox = new Outbox(this.em, this.nudge);
    for (const recipient of recipients) {
      outbox.queue({ kind, to: { address: recipient.email, name: recipient.name }, content });
    }
    return recipients.length;
  }

  /** The active recipients who asked for `type`, by address. */
  private recipientsOf(type: NotificationTypeValue): Promise<Recipient[]> {
    let recipients = this.recipients.get(type);
    if (!recipients) {
      recipients = this.em
        .getConnection()
        .execute<Recipient[]>(`select s."email", s."name" from "email_recipients" s where s."is_active" and s."notification_types" @> array[?]::text[] order by s."email"`, [type], 'all', this.em.getTransactionContext());
      this.recipients.set(type, recipients);
    }
    return recipients;
  }
}
