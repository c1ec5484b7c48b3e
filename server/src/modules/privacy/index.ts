import { deriveKey } from '../../secrets.js';
import { defineArea } from '../area.js';
import { adminArea } from '../admin/index.js';
import { keysArea } from '../keys/index.js';
import { PrivacyResolver } from './privacy.resolver.js';
import { privacyRoutes } from './privacy.rest.js';
import { PrivacyService } from './privacy.service.js';

declare module '../../services.js' {
  interface Services {
    privacy: PrivacyService;
  }
}

/**
 * Data-subject requests (issue P15): what the product holds about an email address, as each area
 * declares it (`personalData`), exported as one ZIP or erased in one step; erased addresses stay
 * on the suppression list (`domain/suppression.ts`) as a keyed hash only.
 */
export const privacyArea = defineArea({
  name: 'privacy',
  uses: [adminArea, keysArea],
  resolvers: [PrivacyResolver],
  rest: privacyRoutes,
  services: {
    privacy: ({ em, events, personalData, services, shared, dependencies }) =>
      new PrivacyService(em, {
        events,
        sources: personalData,
        storage: shared.storage,
        suppressionKey: shared.suppressionKey,
        linkKey: deriveKey(dependencies.jwtSecret, 'privacy-export-links'),
        services,
      }),
  },
});
