import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { EntityManager } from './db/orm.js';
import type { AppDependencies } from './dependencies.js';
import { UnauthenticatedError } from './domain/errors.js';
import type { AdminIdentity } from './modules/admin/admin.service.js';
import { servicesFactory, type ServiceMakers, type Services, type SharedState } from './services.js';

/** One request's view of the app, the same for GraphQL resolvers and REST routes. */
export interface AppContext {
  em: EntityManager;
  services: Services;
  log: FastifyBaseLogger;
  /** Client address: the socket's, or the proxy's `X-Forwarded-For` only when `TRUST_PROXY` is set. */
  ip: string;
  /** The signed-in admin making the request, or `null`; checked once per request. */
  admin(): Promise<AdminIdentity | null>;
  /** The signed-in admin, or an `UNAUTHENTICATED` error. */
  requireAdmin(): Promise<AdminIdentity>;
  /** What lives as long as the app (the spam guard, derived keys). */
  shared: SharedState;
}

export type ContextOf = (request: FastifyRequest) => AppContext;

/** Gives each request one context, made on first use with its own EntityManager (identity map). */
export function contextFactory(dependencies: AppDependencies, shared: SharedState, areas: readonly { services?: ServiceMakers }[]): ContextOf {
  const contexts = new WeakMap<FastifyRequest, AppContext>();
  const servicesFor = servicesFactory(dependencies, shared, areas);
  return (request) => {
    let context = contexts.get(request);
    if (!context) {
      const em = dependencies.orm.em.fork();
      const services = servicesFor(em);
      let admin: Promise<AdminIdentity | null> | undefined;
      const currentAdmin = () => (admin ??= services.admin.authenticate(request.headers.authorization));
      context = {
        em,
        services,
        log: request.log,
        ip: request.ip,
        admin: currentAdmin,
        requireAdmin: async () => (await currentAdmin()) ?? Promise.reject(new UnauthenticatedError()),
        shared,
      };
      contexts.set(request, context);
    }
    return context;
  };
}
