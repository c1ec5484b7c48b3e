import type { FastifyInstance } from 'fastify';
import type { ContextOf } from '../context.js';
import { newsletterRoutes } from '../modules/newsletter/newsletter.rest.js';

/**
 * The REST shim: the documented paths of spec section 7 for integrators and older clients.
 * Each area registers thin routes that parse the body into the same input class GraphQL uses,
 * call the area's service, and shape the spec's envelope.
 */
export type RestRoutes = (app: FastifyInstance, contextOf: ContextOf) => void;

const areas: RestRoutes[] = [newsletterRoutes];

export function registerRestRoutes(app: FastifyInstance, contextOf: ContextOf): void {
  for (const routes of areas) routes(app, contextOf);
}
