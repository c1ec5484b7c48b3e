import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '../../db/orm.js';
import { orderOf, rowsAfter, type Keyset, type ListOrder } from '../../db/keyset.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../../domain/errors.js';
import { changesOf, type EventRecorder, type RecordEvent, subjectsOf } from '../../domain/events.js';
import { COUNT_LIMIT, SEARCH_COUNT_LIMIT, paginate, type Connection, type PageRequest } from '../../domain/pagination.js';
import { containsPattern } from '../../domain/search.js';
import { storedEmail } from '../../domain/email-address.js';
import { DEFAULT_NOTIFICATION_TYPES, RECIPIENT_MESSAGES } from '../../rules/recipients.js';
import { isUuid } from '../../db/ids.js';
import { RECORDED_FIELDS } from '../../rules/events.js';
import { EmailRecipientEntity } from './recipients.entity.js';
import type { CreateEmailRecipientInput, UpdateEmailRecipientInput } from './recipients.input.js';

export interface RecipientFilter {
  /** Part of a name or an email address, any case. */
  search?: string | null;
}

/** What the events of a recipient are about. */
const subjectOf = subjectsOf('EmailRecipient');
/** What an update may change; the name and address are personal, recorded by name only. */
const UPDATED_FIELDS = ['name', 'notificationTypes', 'isActive'] as const;
const fieldsOf = (recipient: EmailRecipientEntity) => ({ name: recipient.name, notificationTypes: [...recipient.notificationTypes], isActive: recipient.isActive });

/** The people who receive notification emails, and which ones. */
export class RecipientsService {
  constructor(
    private readonly em: EntityManager,
    private readonly events: EventRecorder,
  ) {}

  /** By name. */
  list<TNode>(filter: RecipientFilter, page: PageRequest, toNode: (recipient: EmailRecipientEntity) => TNode): Promise<Connection<TNode>> {
    return paginate(this.em, EmailRecipientEntity, { where: whereOf(filter), orderBy: orderOf(LIST_ORDER), page, countUpTo: filter.search?.trim() ? SEARCH_COUNT_LIMIT : COUNT_LIMIT, toNode });
  }

  /** The list as `list` shows it, `size` at a time after `after`, read as stored rows (an export's chunks). */
  rowsAfter(filter: RecipientFilter, after: Keyset | null, size: number) {
    return rowsAfter(this.em, EmailRecipientEntity, whereOf(filter), LIST_ORDER, after, size);
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
    return this.changeUnique(async (tx, record) => {
      const recipient = tx.create(EmailRecipientEntity, {
        name: input.name.trim(),
        email: storedEmail(input.email),
        notificationTypes: [...(input.notificationTypes ?? DEFAULT_NOTIFICATION_TYPES)],
        isActive: input.isActive ?? true,
      });
      record({ type: 'recipient.created', subject: subjectOf(recipient), data: { notificationTypes: recipient.notificationTypes, isActive: recipient.isActive } });
      // Written now, so that an address already taken fails here, as a conflict.
      await tx.flush();
      return recipient;
    });
  }

  async update(input: UpdateEmailRecipientInput): Promise<EmailRecipientEntity> {
    const recipient = await this.get(input.id);
    if (input.email !== undefined && input.email !== null && storedEmail(input.email) !== recipient.email) {
      throw InvalidInputError.field('email', RECIPIENT_MESSAGES.emailImmutable);
    }
    const before = fieldsOf(recipient);
    await this.events.transact(this.em, async (_tx, record) => {
      recipient.name = input.name.trim();
      recipient.notificationTypes = [...new Set(input.notificationTypes)];
      if (input.isActive !== undefined && input.isActive !== null) recipient.isActive = input.isActive;
      const changes = changesOf(before, fieldsOf(recipient), UPDATED_FIELDS, RECORDED_FIELDS.EmailRecipient);
      if (Object.keys(changes).length > 0) record({ type: 'recipient.updated', subject: subjectOf(recipient), data: { changes } });
    });
    return recipient;
  }

  async remove(id: string): Promise<EmailRecipientEntity> {
    const recipient = await this.get(id);
    await this.events.transact(this.em, async (tx, record) => {
      tx.remove(recipient);
      record({ type: 'recipient.deleted', subject: subjectOf(recipient) });
    });
    return recipient;
  }

  /** Active becomes inactive and back. */
  async toggle(id: string): Promise<{ recipient: EmailRecipientEntity; message: string }> {
    const recipient = await this.get(id);
    await this.events.transact(this.em, async (_tx, record) => {
      recipient.isActive = !recipient.isActive;
      record({ type: recipient.isActive ? 'recipient.activated' : 'recipient.deactivated', subject: subjectOf(recipient) });
    });
    return { recipient, message: recipient.isActive ? RECIPIENT_MESSAGES.activated : RECIPIENT_MESSAGES.deactivated };
  }

  /** A change in its own transaction (nothing of it, event included, stays when it fails); a taken address is a conflict. */
  private async changeUnique<T>(change: (tx: EntityManager, record: RecordEvent) => Promise<T>): Promise<T> {
    try {
      return await this.events.transact(this.em, change);
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        throw new ConflictError(RECIPIENT_MESSAGES.emailTaken, [{ path: 'email', message: RECIPIENT_MESSAGES.emailTaken }]);
      }
      throw error;
    }
  }
}

/** By name. */
const LIST_ORDER: ListOrder<EmailRecipientEntity> = { by: 'name', direction: 'asc' };

function whereOf(filter: RecipientFilter) {
  const search = filter.search?.trim();
  const pattern = search ? containsPattern(search) : null;
  return pattern ? { $or: [{ name: { $ilike: pattern } }, { email: { $ilike: pattern } }] } : {};
}
