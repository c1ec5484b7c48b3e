import type { AppDependencies } from './context.js';
import type { EntityManager } from './db/orm.js';
import { AdminService } from './modules/admin/admin.service.js';
import { NewsletterService } from './modules/newsletter/newsletter.service.js';
import { RecipientsService } from './modules/recipients/recipients.service.js';
import { deriveKey } from './secrets.js';

/** Every area's service, bound to one request's EntityManager. */
export interface Services {
  admin: AdminService;
  newsletter: NewsletterService;
  recipients: RecipientsService;
}

/** Keys derived from the server secret, computed once per secret rather than per request. */
const unsubscribeKeys = new Map<string, Buffer>();

export function createServices(em: EntityManager, { config, jwtSecret, nudgeMail }: AppDependencies): Services {
  let unsubscribeKey = unsubscribeKeys.get(jwtSecret);
  if (!unsubscribeKey) unsubscribeKeys.set(jwtSecret, (unsubscribeKey = deriveKey(jwtSecret, 'unsubscribe')));
  return {
    admin: new AdminService(em, { ...config.auth, jwtSecret }),
    newsletter: new NewsletterService(em, { publicUrl: config.publicUrl, unsubscribeKey, nudgeMail }),
    recipients: new RecipientsService(em),
  };
}
