import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { EntityManager } from './db/orm.js';
import type { AppDependencies } from './dependencies.js';
import { ForbiddenError, StepUpRequiredError, UnauthenticatedError } from './domain/errors.js';
import { clientAddressHasher } from './domain/events.js';
import { can, displayNameOf, VISITOR, type Actor, type Principal, type SignedIn } from './domain/principal.js';
import { ACCESS_MESSAGES, type Permission } from './rules/access.js';
import { STEP_UP_MINUTES, TWO_FACTOR_MESSAGES } from './rules/admin.js';
import { deriveKey } from './secrets.js';
import { servicesFactory, type ServicesArea, type Services, type SharedState } from './services.js';

/** One request's view of the app, the same for GraphQL resolvers and REST routes. */
export interface AppContext {
  em: EntityManager;
  services: Services;
  log: FastifyBaseLogger;
  /** Client address: the socket's, or the proxy's `X-Forwarded-For` only when `TRUST_PROXY` is set. */
  ip: string;
  /** The browser's `User-Agent` (its first 300 characters), or null: what a new session says its device is. */
  userAgent: string | null;
  /** The page of this site the request was sent from (its `Referer`'s path), or null: a form's source page, as consent records it. */
  sourcePage: string | null;
  /** Who is making the request: worked out once, from the bearer credential (a visitor without one, or with one that is not valid). */
  principal(): Promise<Principal>;
  /** The signed-in principal, or an `UNAUTHENTICATED` error (401). */
  requireSignedIn(): Promise<SignedIn>;
  /** The signed-in principal if it has `permission`; `UNAUTHENTICATED` (401) without a valid one, `FORBIDDEN` (403) without the permission (or, for a member who must first set up two factors, until they do). */
  require(permission: Permission): Promise<SignedIn>;
  /** For a member: that they proved it is them in the last `STEP_UP_MINUTES`, else `STEP_UP_REQUIRED` (403). An API key passes. */
  requireRecentProof(): Promise<void>;
  /** Whether the request carries credentials at all (valid or not): such a request's answer is never kept or shared. */
  presentsCredentials: boolean;
  /** Who is acting, as events record it: the principal, this request's id, the hashed client address. */
  actor(): Promise<Actor>;
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

/** The bearer credential a request presents, if it presents one (what the authenticators are given). */
export const bearerOf = (request: FastifyRequest): string | undefined => /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];

/** The first of the authenticators that knows the request's bearer credential; a visitor when none does (or none was sent). */
async function principalOf(request: FastifyRequest, services: Services, authenticators: readonly RequestAuthenticator[]): Promise<Principal> {
  const bearer = bearerOf(request);
  if (!bearer) return VISITOR;
  for (const authenticate of authenticators) {
    const principal = await authenticate(services, bearer);
    if (principal) return principal;
  }
  return VISITOR;
}

/** What the context takes of an area (`Area` in `modules/area.ts`): its services, and how it knows its credentials. */
export interface ContextArea extends ServicesArea {
  authenticate?: RequestAuthenticator;
}

/** Gives each request one context, made on first use with its own EntityManager (identity map). */
export function contextFactory(dependencies: AppDependencies, shared: SharedState, areas: readonly ContextArea[]): ContextOf {
  const contexts = new WeakMap<FastifyRequest, AppContext>();
  const servicesFor = servicesFactory(dependencies, shared, areas);
  const authenticators = areas.flatMap((area) => area.authenticate ?? []);
  const addressHash = clientAddressHasher(deriveKey(dependencies.jwtSecret, 'client-address'));
  return (request) => {
    let context = contexts.get(request);
    if (!context) {
      const em = dependencies.orm.em.fork();
      let current: Promise<Principal> | undefined;
      let actor: Promise<Actor> | undefined;
      const currentActor = () => (actor ??= actorOf(principal(), request, addressHash));
      const services = servicesFor(em, currentActor);
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
        userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'].slice(0, 300) : null,
        sourcePage: pageOfSite(request.headers.referer, dependencies.config.siteOrigins),
        principal,
        requireSignedIn,
        require: async (permission) => {
          const signedIn = await requireSignedIn();
          if (signedIn.kind === 'admin' && signedIn.twoFactorSetupRequired) throw new ForbiddenError(TWO_FACTOR_MESSAGES.setupRequired);
          if (!can(signedIn, permission)) throw new ForbiddenError(ACCESS_MESSAGES.forbidden(permission));
          return signedIn;
        },
        requireRecentProof: async () => {
          const signedIn = await requireSignedIn();
          if (signedIn.kind === 'admin' && Date.now() - signedIn.provenAt.getTime() > STEP_UP_MINUTES * 60_000) throw new StepUpRequiredError();
        },
        presentsCredentials: presentsCredentials(request),
        actor: currentActor,
        shared,
      };
      contexts.set(request, context);
    }
    return context;
  };
}

async function actorOf(principal: Promise<Principal>, request: FastifyRequest, addressHash: (address: string) => string): Promise<Actor> {
  const acting = await principal;
  return {
    kind: acting.kind,
    id: acting.kind === 'admin' ? acting.adminId : acting.kind === 'key' ? acting.keyId : null,
    name: acting.kind === 'visitor' ? null : displayNameOf(acting),
    requestId: request.id,
    addressHash: addressHash(request.ip),
  };
}

/** The path (and query) of `referer` when it is a page of this site (one of `Config.siteOrigins`), else null. */
export function pageOfSite(referer: string | undefined, siteOrigins: readonly string[]): string | null {
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return siteOrigins.includes(url.origin) ? `${url.pathname}${url.search}`.slice(0, 500) : null;
  } catch {
    return null;
  }
}
