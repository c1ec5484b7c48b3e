import { byId } from '../../graphql/nodes.js';
import { defineArea } from '../area.js';
import { AuditResolver } from './audit.resolver.js';
import { auditRoutes } from './audit.rest.js';
import { AuditService } from './audit.service.js';
import { toAuditEvent } from './audit.type.js';

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
  nodes: { AuditEvent: byId((context, id) => context.services.audit.find(id), toAuditEvent, 'audit:read') },
  services: { audit: ({ em }) => new AuditService(em) },
});
