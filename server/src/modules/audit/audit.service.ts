import { raw, type ObjectQuery } from '@mikro-orm/core';
import { EventEntity } from '../../db/events.entity.js';
import { firstIdAt, isUuid } from '../../db/ids.js';
import { orderOf, rowsAfter, type Keyset, type ListOrder } from '../../db/keyset.js';
import type { EntityManager } from '../../db/orm.js';
import { InvalidInputError, NotFoundError } from '../../domain/errors.js';
import { COUNT_LIMIT, paginate, type Connection, type PageRequest } from '../../domain/pagination.js';
import { can, type Principal } from '../../domain/principal.js';
import type { SubjectNamesByType } from '../../domain/subject-names.js';
import { AUDIT_MESSAGES, type EventType, type SubjectType } from '../../rules/events.js';

/** What the Activity screen and the History panel ask the trail for; every part optional. */
export interface AuditFilter {
  /** The name the principal had (a username, a key's name), in any case: exactly, not a part of it. */
  person?: string | null;
  type?: EventType | null;
  /** Events about records of this type. */
  subjectType?: SubjectType | null;
  /** One record's events: its history. */
  subject?: AuditSubject | null;
  /** From this instant on. */
  from?: Date | null;
  /** Before this instant. */
  to?: Date | null;
}

/** A record as the trail names it: its type and key. */
export interface AuditSubject {
  subjectType: SubjectType;
  subjectId: string;
}

export const AUDIT_EVENT_NOT_FOUND = 'Event not found';

/** An event with the name of the record it is about, as its reader may see it (null: none to show). */
export interface NamedEvent {
  event: EventEntity;
  subjectName: string | null;
}

/**
 * The audit trail's read side (issue P14). Events are written by `EventRecorder` with the changes
 * they record, and nothing here or anywhere else changes or deletes one (a trigger refuses it; the
 * retention is `db/audit-retention.ts`).
 */
export class AuditService {
  constructor(
    private readonly em: EntityManager,
    /** How each area names its records (`Area.subjectNames`). */
    private readonly subjectNames: SubjectNamesByType = new Map(),
  ) {}

  /**
   * Newest first, by the key: a v7 id orders by time, so a date range is a range of the key and the
   * cursor is the id. A person's events come by `events_principal_name_index`, a record's by
   * `events_subject_index`.
   */
  list<TNode>(filter: AuditFilter, page: PageRequest, toNode: (event: EventEntity) => TNode): Promise<Connection<TNode>> {
    return paginate(this.em, EventEntity, { where: whereOf(filter), orderBy: orderOf(LIST_ORDER), page, countUpTo: COUNT_LIMIT, toNode });
  }

  /**
   * The list as the Activity screen shows it (issue P19): each event with its record's name as
   * `reader` may see it, read for the page at once (a query per type of record on it).
   */
  async listNamed(filter: AuditFilter, page: PageRequest, reader: Principal): Promise<Connection<NamedEvent>> {
    const connection = await this.list(filter, page, (event) => event);
    const nameOf = await this.namesFor(connection.edges.map((edge) => edge.node), reader);
    return { ...connection, edges: connection.edges.map(({ cursor, node }) => ({ cursor, node: { event: node, subjectName: nameOf(node) } })) };
  }

  /** One event, named for `reader` as `listNamed` names it. */
  async findNamed(id: string, reader: Principal): Promise<NamedEvent | null> {
    const event = await this.find(id);
    return event ? { event, subjectName: (await this.namesFor([event], reader))(event) } : null;
  }

  /**
   * The names of the records `events` are about, by the areas' `SubjectNames`: only of the types
   * whose permission `reader` holds (a Sales member reads no applicant's name in the trail), and
   * only of records that still exist (the trail itself keeps no one's name).
   */
  private async namesFor(events: readonly EventEntity[], reader: Principal): Promise<(event: EventEntity) => string | null> {
    const ids = new Map<SubjectType, Set<string>>();
    for (const { subjectType, subjectId } of events) {
      const names = this.subjectNames.get(subjectType);
      if (!subjectId || !names || !can(reader, names.permission)) continue;
      ids.set(subjectType, (ids.get(subjectType) ?? new Set()).add(subjectId));
    }
    const found = new Map<SubjectType, ReadonlyMap<string, string>>();
    for (const [subjectType, subjects] of ids) {
      const names = this.subjectNames.get(subjectType);
      if (names) found.set(subjectType, await names.namesOf(this.em, [...subjects]));
    }
    return ({ subjectType, subjectId }) => (subjectId ? (found.get(subjectType)?.get(subjectId) ?? null) : null);
  }

  /** The list as `list` shows it, `size` at a time after `after`, read as stored rows (an export's chunks). */
  rowsAfter(filter: AuditFilter, after: Keyset | null, size: number) {
    return rowsAfter(this.em, EventEntity, whereOf(filter), LIST_ORDER, after, size);
  }

  find(id: string): Promise<EventEntity | null> {
    return isUuid(id) ? this.em.findOne(EventEntity, { id }) : Promise.resolve(null);
  }

  async get(id: string): Promise<EventEntity> {
    const event = await this.find(id);
    if (!event) throw new NotFoundError(AUDIT_EVENT_NOT_FOUND);
    return event;
  }
}

/** The filter if it makes sense: a record's key that is one, a range that ends after it starts. */
export function checkAuditFilter(filter: AuditFilter): AuditFilter {
  const { subject, from, to } = filter;
  if (subject && !isUuid(subject.subjectId)) throw InvalidInputError.field('subjectId', AUDIT_MESSAGES.subjectInvalid('subjectId'));
  if (from && to && to.getTime() <= from.getTime()) throw InvalidInputError.field('to', AUDIT_MESSAGES.rangeReversed);
  return filter;
}

/** Newest first: a v7 key orders by time. */
const LIST_ORDER: ListOrder<EventEntity> = { by: 'id', direction: 'desc' };

/** The filter as a query on `events`, once it is known to make sense. */
function whereOf(filter: AuditFilter): ObjectQuery<EventEntity> {
  const { type, subjectType, subject, from, to } = checkAuditFilter(filter);
  const person = filter.person?.trim().toLowerCase();
  return {
    ...(type ? { type } : {}),
    ...(subjectType ? { subjectType } : {}),
    // Both conditions on the type hold, so a record of another type than `subjectType` has no events here.
    ...(subject ? { $and: [{ subjectType: subject.subjectType, subjectId: subject.subjectId }] } : {}),
    ...(person ? { [raw('lower("principal_name")')]: person } : {}),
    ...(from || to ? { id: { ...(from ? { $gte: firstIdAt(from) } : {}), ...(to ? { $lt: firstIdAt(to) } : {}) } } : {}),
  };
}
