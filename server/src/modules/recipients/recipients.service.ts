import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '../../db/orm.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../../domain/errors.js';
import { COUNT_LIMIT, SEARCH_COUNT_LIMIT, paginate, type Connection, type PageRequest } from '../../domain/pagination.js';
import { containsPattern } from '../../domain/search.js';
import { storedEmail } from '../../domain/email-address.js';
import { DEFAULT_NOTIFICATION_TYPES, RECIPIENT_MESSAGES } from '../../rules/recipients.js';
import { isUuid } from '../../db/ids.js';
import { EmailRecipientEntity } from './recipients.entity.js';
import type { CreateEmailRecipientInput, UpdateEmailRecipientInput } from './recipients.input.js';

export interface RecipientFilter {
  /** Part of a name or an email address, any case. */
  search?: string | null;
}

/** The people who receive notification emails, and which ones. */
export class RecipientsService {
  constructor(private readonly em: EntityManager) {}

  /** By name. */
  list<TNode>(filter: RecipientFilter, page: PageRequest, toNode: (recipient: EmailRecipientEntity) => TNode): Promise<Connection<TNode>> {
    const search = filter.search?.trim();
    const pattern = search ? containsPattern(search) : null;
    return paginate(this.em, EmailRecipientEntity, {
      where: pattern ? { $or: [{ name: { $ilike: pattern } }, { email: { $ilike: pattern } }] } : {},
      orderBy: { name: 'asc', id: 'asc' },
      page,
      countUpTo: search ? SEARCH_COUNT_LIMIT : COUNT_LIMIT,
      toNode,
    });
  }

  find(id: string): Promise<EmailRecipientEntity | null> {
    return isUuid(id) ? this.em.findOne(EmailRecipientEntity, { id }) : Promise.resolve(null);
  }

  async get(id: string): Promise<EmailRecipientEntity> {
    const recipient = await this.find(id);
    if (!recipient) throw new NotFoundError(RECIPIENT_MESSAGES.notFound);
    return recipient;
  }

  async create(input: CreateEmailRecipientInput): Promise<EmailRecipientEntity> {
    const recipient = this.em.create(EmailRecipientEntity, {
      name: input.name.trim(),
      email: storedEmail(input.email),
      notificationTypes: [...(input.notificationTypes ?? DEFAULT_NOTIFICATION_TYPES)],
      isActive: input.isActive ?? true,
    });
    await this.flushUnique();
    return recipient;
  }

  async update(input: UpdateEmailRecipientInput): Promise<EmailRecipientEntity> {
    const recipient = await this.get(input.id);
    if (input.email !== undefined && input.email !== null && storedEmail(input.email) !== recipient.email) {
      throw InvalidInputError.field('email', RECIPIENT_MESSAGES.emailImmutable);
    }
    recipient.name = input.name.trim();
    recipient.notificationTypes = [...new Set(input.notificationTypes)];
    if (input.isActive !== undefined && input.isActive !== null) recipient.isActive = input.isActive;
    await this.em.flush();
    return recipient;
  }

  async remove(id: string): Promise<EmailRecipientEntity> {
    const recipient = await this.get(id);
    this.em.remove(recipient);
    await this.em.flush();
    return recipient;
  }

  /** Active becomes inactive and back. */
  async toggle(id: string): Promise<{ recipient: EmailRecipientEntity; message: string }> {
    const recipient = await this.get(id);
    recipient.isActive = !recipient.isActive;
    await this.em.flush();
    return { recipient, message: recipient.isActive ? RECIPIENT_MESSAGES.activated : RECIPIENT_MESSAGES.deactivated };
  }

  private async flushUnique(): Promise<void> {
    try {
      await this.em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        this.em.clear();
        throw new ConflictError(RECIPIENT_MESSAGES.emailTaken, [{ path: 'email', message: RECIPIENT_MESSAGES.emailTaken }]);
      }
      throw error;
    }
  }
}
