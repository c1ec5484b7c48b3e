import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Config } from './config.js';
import type { ChangeFeed } from './db/changes.js';
import type { EntityManager, Orm } from './db/orm.js';
import { ForbiddenError, UnauthenticatedError } from './domain/errors.js';
import { can, VISITOR, type Principal, type SignedIn } from './domain/principal.js';
import { ACCESS_MESSAGES, type Permission } from './rules/access.js';
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
  /** Who is making the request: worked out once, from the bearer credential (a visitor without one, or with one that is not valid). */
  principal(): Promise<Principal>;
  /** The signed-in principal, or an `UNAUTHENTICATED` error (401). */
  requireSignedIn(): Promise<SignedIn>;
  /** The signed-in principal if it has `permission`; `UNAUTHENTICATED` (401) without a valid one, `FORBIDDEN` (403) without the permission. */
  require(permission: Permission): Promise<SignedIn>;
  /** Whether the request carries credentials at all (valid or not): such a request's answer is never kept or shared. */
  presentsCredentials: boolean;
  /** What lives as long as the app (the spam guard, derived keys). */
  shared: SharedState;
}

export type ContextOf = (request: FastifyRequest) => AppContext;

/**
 * Turns a bearer credential into a principal with one request's services; each area that issues
 * credentials contributes one (`Area.authenticate`: admin sessions now, API keys in P15).
 */
export type RequestAuthenticator = (services: Services, bearer: string) => Promise<SignedIn | null>;

/** Whether a request carries credentials (the one place besides the principal that looks at `Authorization`). */
export const presentsCredentials = (request: FastifyRequest): boolean => Boolean(request.headers.authorization);

/** The first of the authenticators that knows the request's bearer credential; a visitor when none does (or none was sent). */
async function principalOf(request: FastifyRequest, services: Services, authenticators: readonly RequestAuthenticator[]): Promise<Principal> {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (!bearer) return VISITOR;
  for (const authenticate of authenticators) {
    const principal = await authenticate(services, bearer);
    if (principal) return principal;
  }
  return VISITOR;
}

/** Gives each request one context, made on first use with its own EntityManager (identity map). */
export function contextFactory(dependencies: AppDependencies, shared: SharedState, authenticators: readonly RequestAuthenticator[]): ContextOf {
  const contexts = new WeakMap<FastifyRequest, AppContext>();
  const servicesFor = servicesFactory(dependencies, shared);
  return (request) => {
    let context = contexts.get(request);
    if (!context) {
      const em = dependencies.orm.em.fork();
      const services = servicesFor(em);
      let current: Promise<Principal> | undefined;
      const principal = () => (current ??= principalOf(request, services, authenticators));
      const requireSignedIn = async (): Promise<SignedIn> => {
        const found = await principal();
        if (found.kind === 'visitor') throw new UnauthenticatedError();
        return found;
      };
      context = {
        em,
        services,
        log: request.log,
        ip: request.ip,
        principal,
        requireSignedIn,
        require: async (permission) => {
          const signedIn = await requireSignedIn();
          if (!can(signedIn, permission)) throw new ForbiddenError(ACCESS_MESSAGES.forbidden(permission));
          return signedIn;
        },
        presentsCredentials: presentsCredentials(request),
        shared,
      };
      contexts.set(request, context);
    }
    return context;
  };
}
