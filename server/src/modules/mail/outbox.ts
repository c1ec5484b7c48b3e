import { newRow } from '../../db/insert-together.js';
import type { EntityManager } from '../../db/orm.js';
import { MailMessageEntity } from './mail.entity.js';
import { subjectLine, type EmailContent } from './templates.js';

export interface OutgoingEmail {
  kind: string;
  to: { address: string; name?: string | null };
  content: EmailContent;
  headers?: Record<string, string>;
}

/** Signals that new mail is waiting, so the worker delivers it soon rather than at its next poll. */
export type MailNudge = () => void;

/**
 * Queues email. It only adds rows to the caller's unit of work: they are written when the
 * caller's transaction commits, together with the record that caused them, or not at all.
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

  /** The outbox row of an email, not yet written: for a statement that writes it with its record (`InsertTogether`). */
  static row(em: EntityManager, email: OutgoingEmail): MailMessageEntity {
    return newRow(em, MailMessageEntity, messageData(email));
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
  };
}
