import { newId } from '../../db/ids.js';
import type { EntityManager } from '../../db/orm.js';
import { ConflictError } from '../../domain/errors.js';
import { paginate, type Connection, type PageRequest } from '../../domain/pagination.js';
import { normalizeEmail } from '../../rules/email.js';
import { NEWSLETTER_MESSAGES } from '../../rules/newsletter.js';
import { SubscriberEntity } from './newsletter.entity.js';
import type { SubscribeInput } from './newsletter.input.js';

export interface SubscribeResult {
  message: string;
  subscriber: SubscriberEntity;
}

export class NewsletterService {
  constructor(private readonly em: EntityManager) {}

  /**
   * Adds an address to the list, or brings back one that unsubscribed earlier. One atomic
   * statement, so two sign-ups for the same address at the same moment still make one subscriber.
   */
  async subscribe(input: SubscribeInput): Promise<SubscribeResult> {
    const now = new Date();
    const [row] = await this.em
      .createQueryBuilder(SubscriberEntity)
      .insert({ id: newId(), email: normalizeEmail(input.email), subscribedAt: now, isActive: true, unsubscribedAt: null, createdAt: now, updatedAt: now })
      .onConflict('email')
      .merge(['isActive', 'subscribedAt', 'unsubscribedAt', 'updatedAt'])
      .where({ isActive: false })
      .returning(['id', 'email', 'subscribedAt', 'isActive', 'unsubscribedAt', 'createdAt', 'updatedAt'])
      .execute('all');
    // No row back: the address is on the list and active.
    if (!row) throw alreadySubscribed();
    return { message: NEWSLETTER_MESSAGES.subscribed, subscriber: this.em.map(SubscriberEntity, row) };
  }

  findById(id: string): Promise<SubscriberEntity | null> {
    return this.em.findOne(SubscriberEntity, { id });
  }

  /** Newest first. */
  list<TNode>(page: PageRequest, toNode: (subscriber: SubscriberEntity) => TNode): Promise<Connection<TNode>> {
    return paginate(this.em, SubscriberEntity, { orderBy: { subscribedAt: 'desc', id: 'desc' }, page, toNode });
  }
}

function alreadySubscribed(): ConflictError {
  return new ConflictError(NEWSLETTER_MESSAGES.alreadySubscribed, [
    { path: 'email', message: NEWSLETTER_MESSAGES.alreadySubscribed },
  ]);
}
