import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { contextFactory, presentsCredentials, type ContextArea, type ContextOf } from '../context.js';
import type { AppDependencies } from '../dependencies.js';
import type { Config } from '../config.js';
import { createSharedState, type ServiceMakers } from '../services.js';
import { buildAppSchema, type SchemaArea } from '../graphql/schema.js';
import { refusalBody, sendGraphQLRefusal } from '../graphql/errors.js';
import { registerGraphQL } from '../graphql/server.js';
import { newId } from '../db/ids.js';
import type { ChangeTopic } from '../db/changes.js';
import type { AppContext } from '../context.js';
import { registerClient, serverRenderer, type ClosedSite, type DynamicPage } from './client.js';
import { explorerPageOf } from './explorer.js';
import { registerFormPosts } from './form-posts.js';
import { createLogger } from './logger.js';
import { failure, registerErrorHandler } from './errors.js';
import { registerRestRoutes, type RestRoutes } from './rest.js';
import type { UploadRules } from '../rules/uploads.js';
import { refuseCrossSiteForms } from './cross-site.js';
import { registerSecurityHeaders } from './security-headers.js';
import { asDomainError, HTTP_STATUS_OF, InvalidInputError, PayloadTooLargeError, ServiceUnavailableError, TooManyRequestsError } from '../domain/errors.js';
import { jsonShapeProblem } from './json-shape.js';
import { SERVER_MESSAGES } from '../rules/server.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when the server has been asked to stop: `/ready` answers 503 while it finishes. */
    draining: boolean;
  }
}

/** What the app takes of each area (`Area` in `modules/area.ts`, handed down from `AREAS` by the composition roots). */
export interface AppArea extends SchemaArea, ContextArea {
  /** The folder's name. */
  name: string;
  /** Its REST routes: each declares who may call it (`PUBLIC`, `SIGNED_IN`, `can(permission)`: `http/access.ts`), or the app does not start. */
  rest?: RestRoutes;
  /** Its pages in `sitemap.xml` beyond the built ones (open jobs). */
  sitemap?: (context: AppContext) => Promise<DynamicPage[]>;
  /**
   * Server-rendered public pages (route patterns of the client's manifest) that show its data and
   * nothing that differs per visitor: kept rendered until one of `topics` (or of the topics every
   * public page is made from, `PUBLIC_PAGE_TOPICS`) changes on any server.
   */
  pages?: { routes: readonly string[]; topics: readonly ChangeTopic[] };
  /** While the site is closed (maintenance mode), how its public pages answer a request (see `ClosedSite`); `null` while open. One area says. */
  closedSite?: (request: FastifyRequest, context: AppContext) => Promise<ClosedSite | null>;
  /** Its upload limits, if it takes files. */
  uploads?: UploadRules;
  /** Its services, made on first use in a request (see `ServiceMakers`). */
  services?: ServiceMakers;
  /** Its part of every request, before the route's own (see `RequestHook`). */
  onRequest?: RequestHook;
}

/**
 * What an area does on every request, GraphQL, REST and pages alike, before the route's own checks
 * (the API keys count each keyed request against the key's rate limit). A domain error it throws is
 * the request's answer. It makes the request's context only when it needs it.
 */
export type RequestHook = (request: FastifyRequest, reply: FastifyReply, contextOf: ContextOf) => Promise<void>;

/** JSON bodies of the public forms are small; uploads go through multipart with their own limits. */
const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Builds the whole HTTP app of `areas` without listening, so tests call it with `app.inject` and
 * `main.ts` decides where it listens.
 */
export async function buildApp(dependencies: AppDependencies, areas: readonly AppArea[], logger: FastifyBaseLogger = createLogger(dependencies.config)): Promise<FastifyInstance> {
  const { config, orm } = dependencies;
  const uploads = uploadRules(areas);
  const app = Fastify({
    loggerInstance: logger,
    trustProxy: trustProxyOf(config),
    bodyLimit: BODY_LIMIT_BYTES,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    return503OnClosing: true,
    // Unique across servers and restarts: events keep the request that made them.
    genReqId: () => newId(),
    // Errors of the router itself (a broken %-escape in the path) get the envelope too.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      void reply.status(400).type('application/json; charset=utf-8').send(failure(error.code === 'FST_ERR_BAD_URL' ? SERVER_MESSAGES.badUrl : error.message));
    },
  });

  const shared = createSharedState(dependencies);
  registerErrorHandler(app, uploads, shared.refusedPosts);
  refuseCrossSiteForms(app, config);
  // JSON as usual, except that an empty body counts as no body (the spec's PATCH .../toggle-status
  // sends none), and HTML forms (the one-click unsubscribe page posts one).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    // Its shape is checked first, in one pass: nothing is made of a body that nests too deep or holds too many values.
    const shape = jsonShapeProblem(body.toString());
    if (shape === 'depth') return done(new InvalidInputError([], SERVER_MESSAGES.jsonTooDeep));
    if (shape === 'values') return done(new PayloadTooLargeError(SERVER_MESSAGES.jsonTooManyValues));
    parseJson(request, body.toString(), (error, parsed) => {
      // Fastify says "not valid JSON" for a `__proto__` or `constructor` key too; say what is wrong.
      done(error && isJson(body.toString()) ? new InvalidInputError([], SERVER_MESSAGES.forbiddenKeys) : error, parsed);
    });
  });
  await app.register(formbody, { bodyLimit: 16 * 1024 });

  registerSecurityHeaders(app);
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });

  // Alive, whatever else is the matter; ready when it can serve (see `handleShutdown` in server.ts).
  app.decorate('draining', false);
  app.get('/health', async () => ({ status: 'ok' }));
  app.get('/ready', async (_request, reply) => {
    if (app.draining) return reply.status(503).send({ status: 'draining', reason: 'The server is shutting down.' });
    const check = await orm.checkConnection();
    return check.ok
      ? { status: 'ready' }
      : reply.status(503).send({ status: 'unavailable', reason: 'The database is not reachable.' });
  });

  const contextOf = contextFactory(dependencies, shared, areas);
  registerRequestHooks(app, contextOf, areas.flatMap((area) => area.onRequest ?? []));
  const executeFor = await registerGraphQL(app, {
    schema: await buildAppSchema(areas),
    contextOf,
    production: config.env === 'production',
    introspection: config.graphqlExplorer,
    explorerPage: await explorerPageOf(config),
    uploads,
  });
  await registerRestRoutes(app, contextOf, areas.flatMap((area) => area.rest ?? []));

  const renderer = serverRenderer(config);
  const client = await registerClient(app, config, {
    renderer,
    executeFor,
    dynamicPages: async (request) => (await Promise.all(areas.map((area) => area.sitemap?.(contextOf(request)) ?? []))).flat(),
    keptPages: keptPagesOf(areas),
    changes: shared.changes,
    presentsCredentials,
    closedSite: closedSiteOf(areas, contextOf),
  });
  // With or without a built client: without one, a post is told the forms cannot be sent yet (503).
  await registerFormPosts(app, { renderer, executeFor, countRefusal: (request) => shared.refusedPosts.count(request.ip, request.log) }, uploads);
  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && !/^\/(api|graphql)(\/|$)/.test(request.url) && client) {
      return client.sendNotFoundPage(request, reply);
    }
    return reply.status(404).send(failure(`No route for ${request.method} ${request.url.split('?')[0]}.`));
  });

  return app;
}

/**
 * The areas' hooks, before every route (registered before the GraphQL and REST scopes, so both have
 * them). A refusal answers with the REST envelope (the error handler's), or on `/graphql` in
 * GraphQL's own shape, as its other refusals of a whole request do (`graphql/server.ts`).
 */
function registerRequestHooks(app: FastifyInstance, contextOf: ContextOf, hooks: readonly RequestHook[]): void {
  if (hooks.length === 0) return;
  app.addHook('onRequest', async (request, reply) => {
    try {
      for (const hook of hooks) await hook(request, reply, contextOf);
    } catch (error) {
      const refusal = asDomainError(error);
      if (!refusal || request.routeOptions.url !== '/graphql') throw error;
      if (refusal instanceof ServiceUnavailableError && refusal.outage) request.log.warn({ err: error }, 'the database is not reachable');
      if ((refusal instanceof TooManyRequestsError || refusal instanceof ServiceUnavailableError) && refusal.retryAfterSeconds) reply.header('Retry-After', String(refusal.retryAfterSeconds));
      return sendGraphQLRefusal(request, reply, HTTP_STATUS_OF[refusal.code], refusalBody(refusal));
    }
  });
}

/**
 * `TRUST_PROXY` as Fastify takes it (`Config.trustProxy`): the proxies' addresses, or a hop count as
 * a function (Fastify 5 takes a bare number as trusting no one); never `true`.
 */
function trustProxyOf({ trustProxy }: Pick<Config, 'trustProxy'>): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy === 'number') return (_address: string, hop: number) => hop < trustProxy;
  return trustProxy === false ? false : [...trustProxy];
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Each rendered route an area keeps, with the topics of every area that names it. */
function keptPagesOf(areas: readonly AppArea[]): Map<string, readonly ChangeTopic[]> {
  const kept = new Map<string, ChangeTopic[]>();
  for (const { pages } of areas) {
    if (!pages) continue;
    for (const route of pages.routes) kept.set(route, [...new Set([...(kept.get(route) ?? []), ...pages.topics])]);
  }
  return kept;
}

/** How the public pages stand for a request, as the one area that closes the site says (the site is open without one). */
function closedSiteOf(areas: readonly AppArea[], contextOf: ContextOf): (request: FastifyRequest) => Promise<ClosedSite | null> {
  const closing = areas.flatMap((area) => area.closedSite ?? []);
  if (closing.length > 1) throw new Error(`Only one area may close the site (${areas.filter((area) => area.closedSite).map((area) => area.name).join(', ')} do).`);
  const [closedSite] = closing;
  return closedSite ? (request) => closedSite(request, contextOf(request)) : async () => null;
}

/** The upload limits of the one area that takes files. GraphQL multipart has one set of limits, so a second area with uploads must first make them per field. */
function uploadRules(areas: readonly AppArea[]): UploadRules | undefined {
  const withUploads = areas.filter((area) => area.uploads);
  if (withUploads.length > 1) throw new Error(`Only one area may take uploads today (${withUploads.map((area) => area.name).join(', ')} do): make the GraphQL multipart limits per field first.`);
  return withUploads[0]?.uploads;
}
