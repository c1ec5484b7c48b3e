import type { EventEntity } from '../../db/events.entity.js';
import type { StoredRow } from '../../db/stored-rows.js';
import type { Actor } from '../../domain/principal.js';
import { columns, defineRecord, type RecordOf } from '../../domain/records.js';
import { toGlobalId } from '../../graphql/relay.js';
import { EVENT_LABELS } from '../../rules/events.js';

/**
 * An event of the audit trail as the back office and integrators see it: what happened (`type`,
 * and `label` as the Activity screen names it), to what, by whom, from where (the client address
 * hashed with a server secret, never the address) and what changed (`data`: ids, and before and
 * after of the fields `RECORDED_FIELDS` allows). GraphQL's `AuditEvent` names the subject and the
 * principal by global id.
 */
export const auditEventRecord = defineRecord('AuditEvent', (event: StoredRow<EventEntity>) => ({
  _id: event.id,
  type: event.type,
  label: EVENT_LABELS[event.type],
  ...columns(event, ['occurredAt', 'subjectType', 'subjectId', 'principalKind', 'principalId', 'principalName', 'clientAddressHash', 'requestId', 'data']),
}));
export type AuditEventRecord = RecordOf<typeof auditEventRecord>;

/** The principal's type by its kind: an admin account now, an API key in P15. */
const PRINCIPAL_TYPES: Partial<Record<Actor['kind'], string>> = { admin: 'Admin', key: 'ApiKey' };

/**
 * GraphQL's `AuditEvent` names the subject and the principal by their global ids instead of their
 * keys, and the subject by its name as the reader may see it (`subjectName`): made per reader
 * (`AuditService.listNamed`, null until then), not from the record. REST and the CSV export keep
 * to the record: an export outlives an erasure, and must never hold a name the trail did not store.
 */
export const AUDIT_EVENT_DIFFERENCES = {
  omits: ['subjectId', 'principalId'],
  fields: {
    subjectName: (): string | null => null,
    subject: (record: AuditEventRecord) => (record.subjectId ? toGlobalId(record.subjectType, record.subjectId) : null),
    principal: (record: AuditEventRecord) => {
      const type = PRINCIPAL_TYPES[record.principalKind];
      return type && record.principalId ? toGlobalId(type, record.principalId) : null;
    },
  },
} as const;
