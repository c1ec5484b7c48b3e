import { defineArea } from '../area.js';
import { RetentionService } from './retention.service.js';

declare module '../../services.js' {
  interface Services {
    retention: RetentionService;
  }
}

/**
 * Data retention: applications, leads and unsubscribed sign-ups deleted once past their windows, with
 * their copies (emails, webhook deliveries), and the copies past theirs (run hourly by `spam-purge.ts`).
 */
export const retentionArea = defineArea({
  name: 'retention',
  services: {
    retention: ({ em, dependencies, shared, events, personalData }) =>
      new RetentionService(em, {
        retention: dependencies.config.retention,
        storage: shared.storage,
        events,
        copies: new Map([...personalData].flatMap(([name, source]) => (source.copies ? [[name, source.copies] as const] : []))),
      }),
  },
});
