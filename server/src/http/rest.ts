import type { FastifyInstance } from 'fastify';
import type { ContextOf } from '../context.js';
import { adminRoutes } from '../modules/admin/admin.rest.js';
import { careersRoutes } from '../modules/careers/careers.rest.js';
import { contactRoutes } from '../modules/contact/contact.rest.js';
import { countriesRoutes } from '../modules/countries/countries.rest.js';
import { demoRoutes } from '../modules/demo/demo.rest.js';
import { newsletterRoutes } from '../modules/newsletter/newsletter.rest.js';
import { recipientsRoutes } from '../modules/recipients/recipients.rest.js';
import { isApiPath, requiresAdmin } from './admin-access.js';

/**
 * The REST shim: the documented paths of spec section 7 for integrators and older clients.
 * Each area registers thin routes that parse the body into the same input class GraphQL uses,
 * call the area's service, and shape the spec's envelope.
 */
export type RestRoutes = (app: FastifyInstance, contextOf: ContextOf) => void;

const areas: RestRoutes[] = [adminRoutes, careersRoutes, contactRoutes, countriesRoutes, demoRoutes, newsletterRoutes, recipientsRoutes];

export function registerRestRoutes(app: FastifyInstance, contextOf: ContextOf): void {
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (isApiPath(path)) reply.header('Cache-Control', 'no-store');
    if (requiresAdmin(request.method, path)) await contextOf(request).requireAdmin();
  });
  for (const routes of areas) routes(app, contextOf);
}
