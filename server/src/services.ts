import type { EntityManager } from './db/orm.js';
import { NewsletterService } from './modules/newsletter/newsletter.service.js';

/** Every area's service, bound to one request's EntityManager. */
export interface Services {
  newsletter: NewsletterService;
}

export function createServices(em: EntityManager): Services {
  return {
    newsletter: new NewsletterService(em),
  };
}
