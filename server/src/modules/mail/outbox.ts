import type { MailAddress } from '../../config.js';
import { insertRows, newRow } from '../../db/insert-together.js';
import type { EntityManager } from '../../db/orm.js';
import { MailMessageEntity } from './mail.entity.js';
import { subjectLine, type EmailContent } from './templates.js';

export interface OutgoingEmail {
  kind: string;
  to: { address: string; name?: string | null };
  content: EmailContent;
  headers?: Record<string, string>;
  /** Where the person's answer goes (a member's or the team's address); none: to the sender, `MAIL_FROM`. */
  replyTo?: MailAddress | null;
}

/** Signals that new mail is waiting, so the worker delivers it soon rather than at its next poll. */
export type MailNudge = () => void;

/**
 * Queues email. It only adds rows to the caller's unit of work: they are written when the
 * caller's transaction commits, together with the record that caused them, or not at all.
 *
 * Which mail a service queues itself, and which follows events: mail that tells people something
 * happened (a receipt, a staff notice of a lead, a sign-up's confirmation) follows the event: the
 * service records the event, and the mail consumer (`announcer.ts`) writes the mail from it once
 * the change has committed, so the service knows nothing of who is told or how often (the receipt
 * cap counts there). Mail that is the action itself is queued by the service, here, in the
 * transaction of the change and its event: a reply a member typed, a team invitation with its
 * one-time link, a demo's calendar invitation, update or cancellation. Such a message is what the
 * operation does, and it cannot be made again later from the event: the reply's words and Reply-To
 * are the member's, the invitation's token lives only in that request, the calendar SEQUENCE is
 * taken under the request's lock. Its event says that it was sent. A new mail is a consumer of an
 * event unless it is its action's own message. (The worker's alert of a message it gave up on is
 * written in the transaction that marks it failed: the outbox row is that event.)
 */
export class Outbox {
  constructor(
    private readonly em: EntityManager,
    private readonly nudge: MailNudge = () => {},
  ) {}

  queue(email: OutgoingEmail): MailMessageEntity {
    const message = this.em.create(MailMessageEntity, messageData(email));
    // The worker looks a moment later, after the caller's transaction has committed.
    this.nudge();
    return message;
  }

  /** `email` as a row not yet written (`newRow`), for a change that writes its rows by one statement (`insertRows`); nudge the worker once it committed. */
  static rowOf(em: EntityManager, email: OutgoingEmail): MailMessageEntity {
    return newRow(em, MailMessageEntity, messageData(email));
  }

  /** Writes `emails` at once, by one INSERT in `em`'s transaction (the mail consumer's batch), each due now. */
  static async insertAll(em: EntityManager, emails: readonly OutgoingEmail[]): Promise<void> {
    await insertRows(
      em,
      emails.map((email) => Outbox.rowOf(em, email)),
    );
  }
}

/** What a message says, as the worker will render it when it sends it (the subject readable in the table now). */
function messageData(email: OutgoingEmail) {
  return {
    kind: email.kind,
    toAddress: email.to.address,
    toName: email.to.name ?? null,
    subject: subjectLine(email.content),
    content: email.content,
    text: null,
    html: null,
    headers: email.headers ?? {},
    replyTo: email.replyTo ?? null,
  };
}

/** The outbox as the back office's dashboard shows it: waiting to go, failed for good, and when mail last went out. */
export interface OutboxFigures {
  queued: number;
  failed: number;
  lastDeliveredAt: Date | null;
}

export async function outboxFigures(em: EntityManager): Promise<OutboxFigures> {
  const [row] = await em.execute<{ queued: number; failed: number; last: Date | string | null }[]>(
    `select (select count(*)::int from mail_messages where status in ('pending', 'sending')) as queued,
            (select count(*)::int from mail_messages where status = 'failed') as failed,
            (select max(sent_at) from mail_messages where sent_at is not null) as last`,
  );
  return { queued: row?.queued ?? 0, failed: row?.failed ?? 0, lastDeliveredAt: row?.last ? new Date(row.last) : null };
}
