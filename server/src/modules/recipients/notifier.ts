import type { CopySource } from '../../db/insert-together.js';
import type { EntityManager } from '../../db/orm.js';
import type { NotificationTypeValue } from '../../rules/recipients.js';
import { Outbox, type MailNudge } from '../mail/outbox.js';
import type { EmailContent } from '../mail/templates.js';

/**
 * `notify(type, ...)`: one message per active recipient subscribed to the type, queued in the
 * caller's unit of work so it is written with the record it is about.
 */
export class Notifier {
  constructor(
    private readonly em: EntityManager,
    private readonly nudge?: MailNudge,
  ) {}

  /** The kind of the notification messages of `type`. */
  static kindOf(type: NotificationTypeValue): string {
    return `${type}_notification`;
  }

  /**
   * Who gets the notifications of `type`, as SQL on the recipient `s`: the one statement of the
   * rule, read by `notify` and written into the forms' statements (`InsertTogether.withEach`).
   */
  static recipientsOf(type: NotificationTypeValue): CopySource {
    return {
      table: 'email_recipients',
      where: 's."is_active" and s."notification_types" @> array[?]::text[]',
      params: [{ value: type, type: 'text' }],
      fromSource: { toAddress: 's."email"', toName: 's."name"' },
    };
  }

  /** Queues the message for every active recipient of `type` (the rule of `recipientsOf`); returns how many. */
  async notify(type: NotificationTypeValue, content: EmailContent, kind = Notifier.kindOf(type)): Promise<number> {
    const { table, where, params } = Notifier.recipientsOf(type);
    const recipients = await this.em
      .getConnection()
      .execute<{ email: string; name: string }[]>(`select s."email", s."name" from "${table}" s where ${where} order by s."email"`, params.map((param) => param.value), 'all', this.em.getTransactionContext());
    const outbox = new Outbox(this.em, this.nudge);
    for (const recipient of recipients) {
      outbox.queue({ kind, to: { address: recipient.email, name: recipient.name }, content });
    }
    return recipients.length;
  }
}
