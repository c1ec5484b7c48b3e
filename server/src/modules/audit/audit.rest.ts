import { InvalidInputError } from '../../domain/errors.js';
import { can } from '../../http/access.js';
import { instantFilter, listEnvelope, listOptions, pageOf, statusFilter, type ListQuery, type ListShape } from '../../http/rest-input.js';
import { checkAuditFilter, type AuditFilter } from './audit.service.js';
import type { RestRoutes } from '../../http/rest.js';
import { AUDIT_MESSAGES, EVENT_TYPES, PERSON_MAX_LENGTH, SUBJECT_TYPES, type EventType, type SubjectType } from '../../rules/events.js';
import { auditEventRecord } from './audit.record.js';

/** `GET /api/admin/activity`: the list, with the Activity screen's filters. */
type ActivityQuery = ListQuery & {
  type?: EventType | 'all';
  subjectType?: SubjectType | 'all';
  subjectId?: string;
  person?: string;
  from?: string;
  to?: string;
};

/** The list: what its query takes, and the filter it makes (its export reads the same). */
export const ACTIVITY_LIST: ListShape = {
  limit: 50,
  filters: {
    type: EVENT_TYPES,
    subjectType: SUBJECT_TYPES,
    subjectId: { maxLength: 36, tooLong: AUDIT_MESSAGES.subjectInvalid('subjectId') },
    person: { maxLength: PERSON_MAX_LENGTH, tooLong: AUDIT_MESSAGES.personTooLong },
    from: { maxLength: 40, tooLong: AUDIT_MESSAGES.dateInvalid('from') },
    to: { maxLength: 40, tooLong: AUDIT_MESSAGES.dateInvalid('to') },
  },
};

export function activityFilterOf(query: Partial<ActivityQuery>): AuditFilter {
  const from = instantFilter(query.from, 'from', AUDIT_MESSAGES.dateInvalid('from'));
  const to = instantFilter(query.to, 'to', AUDIT_MESSAGES.dateInvalid('to'));
  return checkAuditFilter({ type: statusFilter(query.type), ...subjectsOf(statusFilter(query.subjectType), query.subjectId), person: query.person ?? null, from, to });
}

/** `subjectType` alone: events about records of that type; with `subjectId`: that record's, as a key needs its type. */
function subjectsOf(subjectType: SubjectType | null, subjectId: string | undefined): Pick<AuditFilter, 'subjectType' | 'subject'> {
  const id = subjectId?.trim();
  if (!id) return { subjectType };
  if (!subjectType) throw InvalidInputError.field('subjectId', AUDIT_MESSAGES.subjectIdAlone);
  return { subject: { subjectType, subjectId: id } };
}

/**
 * The audit trail over REST, for those who may read it (`audit:read`): read only. Nothing in any
 * API writes, changes or deletes an event.
 */
export const auditRoutes: RestRoutes = (app, contextOf) => {
  app.get<{ Querystring: ActivityQuery }>('/api/admin/activity', { ...listOptions(ACTIVITY_LIST), ...can('audit:read') }, async (request) => {
    const { query } = request;
    return listEnvelope(await contextOf(request).services.audit.list(activityFilterOf(query), pageOf(query), auditEventRecord.of), query, (record) => record);
  });
};
