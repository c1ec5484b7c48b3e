import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Config } from './config.js';
import type { EntityManager, Orm } from './db/orm.js';
import { createServices, type Services } from './services.js';

/** What the long-lived parts of the server share: built once in `main.ts` (or a test). */
export interface AppDependencies {
  config: Config;
  orm: Orm;
}

/** One request's view of the app, the same for GraphQL resolvers and REST routes. */
export interface AppContext {
  em: EntityManager;
  services: Services;
  log: FastifyBaseLogger;
  /** Client address: the socket's, or the proxy's `X-Forwarded-For` only when `TRUST_PROXY` is set. */
  ip: string;
}

export type ContextOf = (request: FastifyRequest) => AppContext;

/** Gives each request one context, made on first use with its own EntityManager (identity map). */
export function contextFactory(dependencies: AppDependencies): ContextOf {
  const contexts = new WeakMap<FastifyRequest, AppContext>();
  return (request) => {
    let context = contexts.get(request);
    if (!context) {
      const em = dependencies.orm.em.fork();
      context = { em, services: createServices(em), log: request.log, ip: request.ip };
      contexts.set(request, context);
    }
    return context;
  };
}
