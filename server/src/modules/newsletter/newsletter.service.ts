import { UniqueConstraintViolationException } from '@mikro-orm/core';
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

  /** Adds an address to the list, or brings back one that unsubscribed earlier. */
  async subscribe(input: SubscribeInput): Promise<SubscribeResult> {
    const email = normalizeEmail(input.email);
    const existing = await this.em.findOne(SubscriberEntity, { email });
    if (existing?.isActive) throw alreadySubscribed();

    const subscriber = existing ?? this.em.create(SubscriberEntity, { email });
    if (existing) {
      existing.isActive = true;
      existing.subscribedAt = new Date();
      existing.unsubscribedAt = null;
    }
    try {
      await this.em.flush();
    } catch (error) {
      // Two sign-ups for one address at the same moment: the database keeps one.
      if (error instanceof UniqueConstraintViolationException) {
        this.em.clear();
        throw alreadySubscribed();
      }
      throw error;
    }
    return { message: NEWSLETTER_MESSAGES.subscribed, subscriber };
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
