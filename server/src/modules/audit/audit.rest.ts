import { can } from '../../http/access.js';
import { instantFilter, listEnvelope, listOptions, pageOf, statusFilter, type ListQuery } from '../../http/rest-input.js';
import type { RestRoutes } from '../../http/rest.js';
import { AUDIT_MESSAGES, EVENT_TYPES, PERSON_MAX_LENGTH, SUBJECT_TYPES, type EventType, type SubjectType } from '../../rules/events.js';
import { auditEventRecord } from './audit.record.js';

/** `GET /api/admin/activity`: the list, with the Activity screen's filters. */
interface ActivityRoute {
  Querystring: ListQuery & {
    type?: EventType | 'all';
    subjectType?: SubjectType | 'all';
    subjectId?: string;
    person?: string;
    from?: string;
    to?: string;
  };
}

const ID_TEXT = { maxLength: 36, tooLong: AUDIT_MESSAGES.subjectInvalid('subjectId') };

/**
 * The audit trail over REST, for those who may read it (`audit:read`): read only. Nothing in any
 * API writes, changes or deletes an event.
 */
export const auditRoutes: RestRoutes = (app, contextOf) => {
  const options = listOptions({
    limit: 50,
    filters: {
      type: EVENT_TYPES,
      subjectType: SUBJECT_TYPES,
      subjectId: ID_TEXT,
      person: { maxLength: PERSON_MAX_LENGTH, tooLong: AUDIT_MESSAGES.personTooLong },
      from: { maxLength: 40, tooLong: AUDIT_MESSAGES.dateInvalid('from') },
      to: { maxLength: 40, tooLong: AUDIT_MESSAGES.dateInvalid('to') },
    },
  });
  app.get<ActivityRoute>('/api/admin/activity', { ...options, ...can('audit:read') }, async (request) => {
    const { query } = request;
    const filter = {
      type: statusFilter(query.type),
      subjectType: statusFilter(query.subjectType),
      subjectId: query.subjectId?.trim() || null,
      person: query.person ?? null,
      from: instantFilter(query.from, 'from', AUDIT_MESSAGES.dateInvalid('from')),
      to: instantFilter(query.to, 'to', AUDIT_MESSAGES.dateInvalid('to')),
    };
    return listEnvelope(await contextOf(request).services.audit.list(filter, pageOf(query), auditEventRecord.of), query, (record) => record);
  });
};
