import { defineArea } from '../area.js';
import { RetentionService } from './retention.service.js';

declare module '../../services.js' {
  interface Services {
    retention: RetentionService;
  }
}

/** Data retention: applications and leads deleted once past `APPLICATION_RETENTION_DAYS` / `LEAD_RETENTION_DAYS` (run hourly by `spam-purge.ts`). */
export const retentionArea = defineArea({
  name: 'retention',
  services: {
    retention: ({ em, dependencies, shared, events }) => new RetentionService(em, { retention: dependencies.config.retention, storage: shared.storage, events }),
  },
});
