import { byId } from '../../graphql/nodes.js';
import { defineArea } from '../area.js';
import { AdminEntity, AdminSessionEntity, LoginFailureEntity } from './admin.entity.js';
import { AdminResolver } from './admin.resolver.js';
import { adminRoutes } from './admin.rest.js';
import { AdminService } from './admin.service.js';
import { toAdmin } from './admin.type.js';

declare module '../../services.js' {
  interface Services {
    admin: AdminService;
  }
}

/** Admin accounts: sign-in, sessions, the login throttle. */
export const adminArea = defineArea({
  name: 'admin',
  entities: [AdminEntity, AdminSessionEntity, LoginFailureEntity],
  resolvers: [AdminResolver],
  rest: adminRoutes,
  authenticate: (services, bearer) => services.admin.authenticate(bearer),
  nodes: { Admin: byId((context, id) => context.services.admin.findById(id), toAdmin, 'team:manage') },
  services: { admin: ({ em, dependencies, events }) => new AdminService(em, { ...dependencies.config.auth, jwtSecret: dependencies.jwtSecret }, events) },
});
