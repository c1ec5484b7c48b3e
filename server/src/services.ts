import type { AppDependencies } from './context.js';
import type { EntityManager } from './db/orm.js';
import { AdminService } from './modules/admin/admin.service.js';
import { NewsletterService } from './modules/newsletter/newsletter.service.js';

/** Every area's service, bound to one request's EntityManager. */
export interface Services {
  admin: AdminService;
  newsletter: NewsletterService;
}

export function createServices(em: EntityManager, { config, jwtSecret }: AppDependencies): Services {
  return {
    admin: new AdminService(em, { ...config.auth, jwtSecret }),
    newsletter: new NewsletterService(em),
  };
}
