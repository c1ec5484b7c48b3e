import type { FastifyBaseLogger } from 'fastify';
import type { MailAddress, MailConfig } from '../../config.js';
import type { EntityManager, Orm } from '../../db/orm.js';
import { Poller } from '../../domain/poller.js';
import { MailMessageEntity } from './mail.entity.js';
import { renderEmail, type EmailContent, type MailBrand, type RenderedEmail } from './templates.js';
import { Undeliverable, type MailTransport } from './transport.js';

/** How long a worker may take to send one claimed batch before another worker may take it over. */
const LEASE_SECONDS = 120;
const BATCH_SIZE = 20;
const MAX_RETRY_DELAY_SECONDS = 3600;
/** A nudge waits this long, so the transaction that queued the mail has committed. */
const NUDGE_DELAY_MS = 50;

interface ClaimedMessage {
  id: string;
  kind: string;
  to_address: string;
  to_name: string | null;
  subject: string;
  content: EmailContent | string | null;
  /** Rendered when queued, by versions before `content`. */
  text: string | null;
  html: string | null;
  headers: Record<string, string> | string;
  reply_to: MailAddress | string | null;
  attempts: number;
}

export interface GaveUp {
  id: string;
  kind: string;
  toAddress: string;
  subject: string;
  attempts: number;
  lastError: string;
}

/** Who mail is from, as the site's settings say: the name it is sent under, and the site's name and tagline in its frame. */
export interface MailSender extends MailBrand {
  name: string;
}

/** Runs in the transaction that marks a message failed, for example to alert the staff. */
export type OnGaveUp = (em: EntityManager, message: GaveUp) => Promise<void>;

/**
 * Delivers the outbox. Messages are claimed with `FOR UPDATE SKIP LOCKED` and a lease, so two
 * server processes on one database never send the same message; a process that dies mid-send
 * leaves its claim to expire and be retried. Failures retry with exponential backoff, and after
 * the last attempt (or at once, for an `Undeliverable` one) the message is marked failed and `onGaveUp` runs.
 */
export class MailWorker {
  private readonly poller: Poller;
  /** Set by `stop`: the batch in hand is handed back rather than sent. */
  private stopping = false;

  constructor(
    private readonly orm: Orm,
    private readonly transport: MailTransport,
    private readonly settings: Pick<MailConfig, 'pollIntervalMs' | 'maxAttempts' | 'retryBaseSeconds'>,
    private readonly log: FastifyBaseLogger,
    private readonly onGaveUp: OnGaveUp = async () => {},
    /** The site's name for the mail's frame and the name it is sent under (the address is the configured one): the site's settings, read as each message goes. */
    private readonly sender: () => Promise<MailSender | null> = async () => null,
  ) {
    this.poller = new Poller(() => this.deliverDue(), { pollIntervalMs: settings.pollIntervalMs, nudgeDelayMs: NUDGE_DELAY_MS, rerunDelayMs: 0 }, (error: unknown) =>
      log.error({ err: error }, 'mail worker could not read the outbox'),
    );
  }

  start(): void {
    this.log.info(`mail worker started: delivering to ${this.transport.describe()}`);
    this.poller.start();
  }

  /** New mail is waiting: look soon instead of at the next poll. */
  readonly nudge = (): void => this.poller.nudge();

  /** Stops polling, waits for the delivery in progress, hands back the rest of its claim, and closes the transport. */
  async stop(): Promise<void> {
    this.stopping = true;
    await this.poller.stop();
    this.transport.close();
  }

  /** Sends everything that is due now; returns how many messages were attempted. */
  async deliverDue(): Promise<number> {
    let attempted = 0;
    for (;;) {
      const batch = await this.claim();
      for (const [index, message] of batch.entries()) {
        if (this.stopping) {
          await this.release(batch.slice(index));
          return attempted;
        }
        await this.deliver(message);
        attempted += 1;
      }
      if (batch.length < BATCH_SIZE || this.poller.stopped) return attempted;
    }
  }

  /**
   * Hands back messages this worker claimed but will not send (it is stopping): pending again at
   * once for another server's worker, without counting the attempt that never happened.
   */
  private async release(messages: readonly ClaimedMessage[]): Promise<void> {
    await this.orm.em
      .fork()
      .getConnection()
      .execute(
        `update mail_messages set status = 'pending', locked_until = null, attempts = attempts - 1 where status = 'sending' and id in (${messages.map(() => '?').join(', ')})`,
        messages.map((message) => message.id),
      );
  }

  private async claim(): Promise<ClaimedMessage[]> {
    const now = new Date();
    const leaseEnd = new Date(now.getTime() + LEASE_SECONDS * 1000);
    return this.orm.em.fork().getConnection().execute<ClaimedMessage[]>(
      `update mail_messages set status = 'sending', locked_until = ?, attempts = attempts + 1, updated_at = ?
       where id in (
         select id from mail_messages
         where (status = 'pending' and next_attempt_at <= ?) or (status = 'sending' and locked_until < ?)
         order by next_attempt_at
         limit ?
         for update skip locked)
       returning id, kind, to_address, to_name, subject, content, text, html, headers, reply_to, attempts`,
      [leaseEnd, now, now, now, BATCH_SIZE],
      'all',
    );
  }

  private async deliver(message: ClaimedMessage): Promise<void> {
    const em = this.orm.em.fork();
    try {
      // Settings that cannot be read (the database away) are no reason to hold mail back: the configured name then.
      const sender = await this.sender().catch(() => null);
      await this.transport.send({
        id: message.id,
        to: message.to_name ? { name: message.to_name, address: message.to_address } : { address: message.to_address },
        ...rendered(message, sender ?? undefined),
        ...(sender ? { fromName: sender.name } : {}),
        headers: jsonOf(message.headers),
        ...(message.reply_to ? { replyTo: jsonOf(message.reply_to) } : {}),
      });
      await em.nativeUpdate(MailMessageEntity, { id: message.id }, { status: 'sent', sentAt: new Date(), lockedUntil: null, lastError: null });
    } catch (error) {
      const lastError = error instanceof Error ? error.message : String(error);
      // What no retry can deliver (an address the mail server cannot take) fails at once, as a last attempt would.
      if (error instanceof Undeliverable || message.attempts >= this.settings.maxAttempts) {
        this.log.error({ mailId: message.id, kind: message.kind, attempts: message.attempts, err: error }, 'mail delivery failed for good');
        await em.transactional(async (tx) => {
          await tx.nativeUpdate(MailMessageEntity, { id: message.id }, { status: 'failed', lockedUntil: null, lastError });
          await this.onGaveUp(tx, { id: message.id, kind: message.kind, toAddress: message.to_address, subject: message.subject, attempts: message.attempts, lastError });
        });
        return;
      }
      const delaySeconds = Math.min(MAX_RETRY_DELAY_SECONDS, this.settings.retryBaseSeconds * 2 ** (message.attempts - 1));
      this.log.warn({ mailId: message.id, attempts: message.attempts, retryInSeconds: delaySeconds, reason: lastError }, 'mail delivery failed; will retry');
      await em.nativeUpdate(
        MailMessageEntity,
        { id: message.id },
        { status: 'pending', lockedUntil: null, lastError, nextAttemptAt: new Date(Date.now() + delaySeconds * 1000) },
      );
    }
  }
}

/** A claimed message in the branded layout: rendered now from what it says, or as it was rendered when queued. */
function rendered(message: ClaimedMessage, brand?: MailBrand): RenderedEmail {
  if (message.content !== null) return renderEmail(jsonOf(message.content), brand);
  return { subject: message.subject, text: message.text ?? '', html: message.html ?? '' };
}

/** A JSON column as the driver gives it: parsed already (PostgreSQL), or as its text. */
const jsonOf = <T extends object>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
