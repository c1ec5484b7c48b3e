import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Config } from './config.js';
import type { ChangeFeed } from './db/changes.js';
import type { EntityManager, Orm } from './db/orm.js';
import { UnauthenticatedError } from './domain/errors.js';
import { clientAddressHash } from './domain/events.js';
import type { Actor } from './domain/principal.js';
import type { AdminIdentity } from './modules/admin/admin.service.js';
import { deriveKey } from './secrets.js';
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
  /** Who is acting, as events record it: the principal, this request's id, the hashed client address. */
  actor(): Promise<Actor>;
  /** What lives as long as the app (the spam guard, derived keys). */
  shared: SharedState;
}

export type ContextOf = (request: FastifyRequest) => AppContext;

/** Gives each request one context, made on first use with its own EntityManager (identity map). */
export function contextFactory(dependencies: AppDependencies, shared: SharedState): ContextOf {
  const contexts = new WeakMap<FastifyRequest, AppContext>();
  const servicesFor = servicesFactory(dependencies, shared);
  const addressKey = deriveKey(dependencies.jwtSecret, 'client-address');
  return (request) => {
    let context = contexts.get(request);
    if (!context) {
      const em = dependencies.orm.em.fork();
      let admin: Promise<AdminIdentity | null> | undefined;
      let actor: Promise<Actor> | undefined;
      const currentActor = () => (actor ??= actorOf(currentAdmin(), request, addressKey));
      const services = servicesFor(em, currentActor);
      const currentAdmin = () => (admin ??= services.admin.authenticate(request.headers.authorization));
      context = {
        em,
        services,
        log: request.log,
        ip: request.ip,
        admin: currentAdmin,
        requireAdmin: async () => (await currentAdmin()) ?? Promise.reject(new UnauthenticatedError()),
        actor: currentActor,
        shared,
      };
      contexts.set(request, context);
    }
    return context;
  };
}

async function actorOf(admin: Promise<AdminIdentity | null>, request: FastifyRequest, addressKey: Buffer): Promise<Actor> {
  const signedIn = await admin;
  return {
    kind: signedIn ? 'admin' : 'visitor',
    id: signedIn?.adminId ?? null,
    name: signedIn?.username ?? null,
    requestId: request.id,
    addressHash: clientAddressHash(addressKey, request.ip),
  };
}
