import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Config } from './config.js';
import type { ChangeFeed } from './db/changes.js';
import type { EntityManager, Orm } from './db/orm.js';
import { UnauthenticatedError } from './domain/errors.js';
import type { AdminIdentity } from './modules/admin/admin.service.js';
import { servicesFactory, type Services, type SharedState } from './services.js';

/** What the long-lived parts of the server share: built once in `server.ts` (or a test). */
export interface AppDependencies {
  config: Config;
  orm: Orm;
  /** Signs admin tokens (HS256) and, through derived keys, signed links; see `secrets.ts`. */
  jwtSecret: string;
  /** Tells the mail worker new mail is waiting (absent when no worker runs, as in most tests). */
  nudgeMail?: () => void;
  /** Tells what is kept in memory that its data changed, on every server (started and stopped by the owner). */
  changes: ChangeFeed;
}

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
export function contextFactory(dependencies: AppDependencies, shared: SharedState): ContextOf {
  const contexts = new WeakMap<FastifyRequest, AppContext>();
  const servicesFor = servicesFactory(dependencies, shared);
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
