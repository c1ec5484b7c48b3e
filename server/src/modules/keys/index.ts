import { byId } from '../../graphql/nodes.js';
import { namedBy } from '../../domain/subject-names.js';
import { defineArea } from '../area.js';
import { countKeyedRequest } from './keyed-requests.js';
import { ApiKeyEntity, ApiKeyRequestCountEntity } from './keys.entity.js';
import { KeysResolver } from './keys.resolver.js';
import { keysRoutes } from './keys.rest.js';
import { KeysService } from './keys.service.js';
import { toApiKey } from './keys.type.js';

declare module '../../services.js' {
  interface Services {
    keys: KeysService;
  }
}

/** API keys (issue P15): Owners issue and revoke them; integrators send one as `Authorization: Bearer fm_live_…`. */
export const keysArea = defineArea({
  name: 'keys',
  entities: [ApiKeyEntity, ApiKeyRequestCountEntity],
  resolvers: [KeysResolver],
  rest: keysRoutes,
  authenticate: (services, bearer) => services.keys.authenticate(bearer),
  onRequest: countKeyedRequest,
  nodes: { ApiKey: byId((context, id) => context.services.keys.find(id), toApiKey, 'keys:manage') },
  // How the Activity screen names a key: its name, which every reader of the trail sees as its events' principal anyway.
  subjectNames: { ApiKey: namedBy(ApiKeyEntity, 'audit:read', (key) => key.name) },
  services: { keys: ({ em, events, dependencies }) => new KeysService(em, events, dependencies.config.apiKeys) },
});
