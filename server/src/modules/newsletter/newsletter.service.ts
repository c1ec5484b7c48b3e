import type { EntityManager } from '../../db/orm.js';
import { newId } from '../../db/ids.js';
import { ConflictError, NotFoundError } from '../../domain/errors.js';
import type { FormGuard } from '../../domain/form-guard.js';
import { paginate, type Connection, type PageRequest } from '../../domain/pagination.js';
import { containsPattern } from '../../domain/search.js';
import { normalizeEmail } from '../../rules/email.js';
import { NEWSLETTER_MESSAGES } from '../../rules/newsletter.js';
import { sign, unsign } from '../../secrets.js';
import { Outbox, type MailNudge } from '../mail/outbox.js';
import { Notifier } from '../recipients/notifier.js';
import { SubscriberEntity } from './newsletter.entity.js';
import { newSubscriberNotice, welcomeEmail } from './newsletter.emails.js';
import type { SubscribeInput } from './newsletter.input.js';

export interface NewsletterSettings {
  publicUrl: string;
  guard: FormGuard;
  /** Signs the one-click unsubscribe links. */
  unsubscribeKey: Buffer;
  nudgeMail?: MailNudge;
}

export interface SubscribeResult {
  message: string;
  subscriber: SubscriberEntity;
}

export interface SubscriberFilter {
  /** Part of an email address, any case. */
  search?: string | null;
  isActive?: boolean | null;
}

/** Path of the public one-click unsubscribe page. */
export const UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';

export class NewsletterService {
  constructor(
    private readonly em: EntityManager,
    private readonly settings: NewsletterSettings,
  ) {}

  /** The newsletter form: the spam guard, then `addSubscriber`. Bots get the same answer and nothing happens. */
  async subscribe(input: SubscribeInput, ip: string): Promise<SubscribeResult> {
    this.settings.guard.admit('newsletter', ip);
    if (this.settings.guard.judge(input) === 'bot') {
      const now = new Date();
      const unsaved = { id: newId(), email: normalizeEmail(input.email), subscribedAt: now, isActive: true } as SubscriberEntity;
      return { message: NEWSLETTER_MESSAGES.subscribed, subscriber: unsaved };
    }
    return this.addSubscriber(input.email);
  }

  /**
   * Adds an address to the list, or brings back one that unsubscribed earlier, and queues the
   * welcome email and the staff notification in the same transaction. The insert is one atomic
   * statement, so two sign-ups for one address at the same moment still make one subscriber.
   */
  async addSubscriber(emailAddress: string): Promise<SubscribeResult> {
    return this.em.transactional(async (tx) => {
      const now = new Date();
      const [row] = await tx
        .createQueryBuilder(SubscriberEntity)
        .insert({ id: newId(), email: normalizeEmail(emailAddress), subscribedAt: now, isActive: true, unsubscribedAt: null, createdAt: now, updatedAt: now })
        .onConflict('email')
        .merge(['isActive', 'subscribedAt', 'unsubscribedAt', 'updatedAt'])
        .where({ isActive: false })
        .returning(['id', 'email', 'subscribedAt', 'isActive', 'unsubscribedAt', 'createdAt', 'updatedAt'])
        .execute('all');
      // No row back: the address is on the list and active.
      if (!row) throw alreadySubscribed();
      const subscriber = tx.map(SubscriberEntity, row);

      await new Notifier(tx, this.settings.nudgeMail).notify('newsletters', newSubscriberNotice(subscriber, this.settings.publicUrl));
      const unsubscribeUrl = this.unsubscribeUrl(subscriber.id);
      new Outbox(tx, this.settings.nudgeMail).queue({
        kind: 'newsletter_welcome',
        to: { address: subscriber.email },
        content: welcomeEmail(subscriber, unsubscribeUrl),
        // RFC 8058 one-click unsubscribe, which mail programs offer as a button.
        headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      });
      return { message: NEWSLETTER_MESSAGES.subscribed, subscriber };
    });
  }

  /** Unsubscribes an address (from the back office); unsubscribing twice is not an error. */
  async unsubscribe(email: string): Promise<{ message: string; subscriber: SubscriberEntity }> {
    const subscriber = await this.em.findOne(SubscriberEntity, { email: normalizeEmail(email) });
    if (!subscriber) throw new NotFoundError(NEWSLETTER_MESSAGES.subscriberNotFound);
    return { message: NEWSLETTER_MESSAGES.unsubscribed(subscriber.email), subscriber: await this.deactivate(subscriber) };
  }

  /** The subscriber a one-click link is for, or `null` when the link was forged or altered. */
  async subscriberOfLink(token: string): Promise<SubscriberEntity | null> {
    const id = unsign(this.settings.unsubscribeKey, token);
    return id ? this.em.findOne(SubscriberEntity, { id }) : null;
  }

  /** One-click unsubscribe from a newsletter email. */
  async unsubscribeByLink(token: string): Promise<SubscriberEntity | null> {
    const subscriber = await this.subscriberOfLink(token);
    return subscriber ? this.deactivate(subscriber) : null;
  }

  unsubscribeUrl(subscriberId: string): string {
    return `${this.settings.publicUrl}${UNSUBSCRIBE_PATH}?token=${sign(this.settings.unsubscribeKey, subscriberId)}`;
  }

  findById(id: string): Promise<SubscriberEntity | null> {
    return this.em.findOne(SubscriberEntity, { id });
  }

  /** Newest first. */
  list<TNode>(filter: SubscriberFilter, page: PageRequest, toNode: (subscriber: SubscriberEntity) => TNode): Promise<Connection<TNode>> {
    const search = filter.search?.trim();
    return paginate(this.em, SubscriberEntity, {
      where: {
        ...(search ? { email: { $ilike: containsPattern(search) } } : {}),
        ...(typeof filter.isActive === 'boolean' ? { isActive: filter.isActive } : {}),
      },
      orderBy: { subscribedAt: 'desc', id: 'desc' },
      page,
      toNode,
    });
  }

  private async deactivate(subscriber: SubscriberEntity): Promise<SubscriberEntity> {
    if (subscriber.isActive) {
      subscriber.isActive = false;
      subscriber.unsubscribedAt = new Date();
      await this.em.flush();
    }
    return subscriber;
  }
}

function alreadySubscribed(): ConflictError {
  return new ConflictError(NEWSLETTER_MESSAGES.alreadySubscribed, [
    { path: 'email', message: NEWSLETTER_MESSAGES.alreadySubscribed },
  ]);
}
