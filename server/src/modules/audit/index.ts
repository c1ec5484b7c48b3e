import { byId } from '../../graphql/nodes.js';
import { defineArea } from '../area.js';
import { AuditResolver } from './audit.resolver.js';
import { ACTIVITY_LIST, activityFilterOf, auditRoutes } from './audit.rest.js';
import { auditEventRecord } from './audit.record.js';
import { listExport } from '../exports/list-export.js';
import { AuditService } from './audit.service.js';
import { toNamedAuditEvent } from './audit.type.js';

declare module '../../services.js' {
  interface Services {
    audit: AuditService;
  }
}

/**
 * The audit trail's read side (issue P14): the Activity screen's list and each record's history.
 * The `events` table belongs to the domain events (`db/events.entity.ts`), which write it.
 */
export const auditArea = defineArea({
  name: 'audit',
  resolvers: [AuditResolver],
  rest: auditRoutes,
  nodes: { AuditEvent: byId(async (context, id) => context.services.audit.findNamed(id, await context.principal()), toNamedAuditEvent, 'audit:read') },
  exports: {
    activity: listExport({
      permission: 'audit:read',
      list: ACTIVITY_LIST,
      filter: activityFilterOf,
      record: auditEventRecord,
      columns: ['_id', 'type', 'label', 'occurredAt', 'subjectType', 'subjectId', 'principalKind', 'principalId', 'principalName', 'clientAddressHash', 'requestId', 'data'],
      service: (services) => services.audit,
    }),
  },
  services: { audit: ({ em, subjectNames }) => new AuditService(em, subjectNames) },
});
