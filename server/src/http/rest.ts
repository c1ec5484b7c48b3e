import type { FastifyInstance } from 'fastify';
import type { ContextOf } from '../context.js';
import { accessOfRoute, isApiPath, type Access } from './access.js';
import { dropEmptyQueryValues } from './rest-input.js';

/**
 * The REST shim: the documented paths of spec section 7 for integrators and older clients.
 * Each area registers thin routes that parse the body into the same input class GraphQL uses,
 * call the area's service, and shape the spec's envelope. Paths and query strings are checked by
 * the route's schema (`rest-input.ts`), so handlers read typed values.
 */
export type RestRoutes = (app: FastifyInstance, contextOf: ContextOf) => void;

/** A registered REST route and who may call it. */
export interface RouteAccess {
  method: string;
  url: string;
  access: Access;
  /** Whether a member calling it must have proved it is them in the last minutes (`recentProof`). */
  stepUp: boolean;
}

const routesOf = new WeakMap<FastifyInstance, RouteAccess[]>();

/** Every REST route the areas registered on `app`, with its access (for the test that walks them). */
export function registeredRoutes(app: FastifyInstance): readonly RouteAccess[] {
  return routesOf.get(app) ?? [];
}

/**
 * Registers every area's routes in one scope. A route that does not declare who may call it is
 * refused, and with it the app's start (`app.ready()` rejects). The scope's first hook lets a
 * request through only as its route declares (401 without a valid principal, 403 without the
 * permission), before the body is even read.
 */
export async function registerRestRoutes(app: FastifyInstance, contextOf: ContextOf, areaRoutes: readonly RestRoutes[]): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    if (isApiPath(request.url.split('?')[0] ?? '')) reply.header('Cache-Control', 'no-store');
  });
  const routes: RouteAccess[] = [];
  routesOf.set(app, routes);
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      const access = accessOfRoute(route.config);
      const methods = [route.method].flat();
      if (!access) throw new Error(`${methods.join(',')} ${route.url} declares no access: register it with can('…'), SIGNED_IN or PUBLIC`);
      for (const method of methods) routes.push({ method, url: route.url, access, stepUp: route.config?.stepUp === true });
    });
    scope.addHook('onRequest', async (request) => {
      const { access, permission, stepUp } = request.routeOptions.config;
      if (permission) await contextOf(request).require(permission);
      else if (access !== 'public') await contextOf(request).requireSignedIn();
      if (stepUp) await contextOf(request).requireRecentProof();
    });
    scope.addHook('preValidation', dropEmptyQueryValues);
    for (const routes of areaRoutes) routes(scope, contextOf);
  });
}
