import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import fastifyApollo from '@as-integrations/fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import processRequest from 'graphql-upload/processRequest.mjs';
import type { GraphQLSchema } from 'graphql';
import type { AppContext, ContextOf } from '../context.js';
import { HTTP_STATUS_OF, type TooManyRequestsError } from '../domain/errors.js';
import type { UploadRules } from '../rules/uploads.js';
import { VISITOR } from '../domain/principal.js';
import { createErrorFormatter, refusalBody, refusalStatusOf, sendGraphQLRefusal } from './errors.js';
import { isOperationNameTooLong, OPERATION_NAME_TOO_LONG, QUERY_LIMITS, queryArmor } from './limits.js';
import { keepNamesAsSent } from './upload-names.js';
import { boundaryOf, PartCount } from './multipart-parts.js';
import { SERVER_MESSAGES } from '../rules/server.js';
import type { ExecuteGraphQL } from '../shared/render-seam.js';

/**
 * Runs an operation in-process as the visitor making `request` (same schema, limits, context and
 * error formatting as `/graphql`): how server-rendered pages get their data.
 */
export type ExecuteFor = (request: FastifyRequest) => ExecuteGraphQL;

export interface GraphQLOptions {
  schema: GraphQLSchema;
  contextOf: ContextOf;
  production: boolean;
  /** Whether the schema may be read through introspection: with the explorer, `GRAPHQL_EXPLORER` (config.ts). */
  introspection: boolean;
  /** What a browser's `GET /graphql` opens: the explorer, or why not (`http/explorer.ts`). */
  explorerPage: ExplorerPage;
  /** The limits of multipart uploads, from the area that takes files (none: uploads refused). */
  uploads: UploadRules | undefined;
}

/** What a browser's `GET /graphql` opens: the explorer, or why not (`http/explorer.ts` makes it). */
export type ExplorerPage = (request: FastifyRequest, reply: FastifyReply) => FastifyReply;

/** A browser opening the address (its `Accept` names HTML), rather than a GraphQL client's GET. */
function asksForPage(request: FastifyRequest): boolean {
  return request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
}

/** Apollo Server at `/graphql`, with CSRF prevention on and the query limits of DESIGN.md (`limits.ts`). */
export async function registerGraphQL(app: FastifyInstance, { schema, contextOf, production, introspection, explorerPage, uploads }: GraphQLOptions): Promise<ExecuteFor> {
  const armor = queryArmor<AppContext>();
  const apollo = new ApolloServer<AppContext>({
    schema,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    introspection,
    hideSchemaDetailsFromClientErrors: production,
    parseOptions: { maxTokens: QUERY_LIMITS.maxTokens },
    validationRules: armor.validationRules,
    formatError: createErrorFormatter(app.log),
    includeStacktraceInErrorResponses: false,
    // Apollo's own landing page loads its sandbox from Apollo's CDN: never (a browser gets the explorer, when it is on).
    plugins: [...armor.plugins, refusalsAnswerTheirStatus(), refusalsCounted(), ApolloServerPluginLandingPageDisabled()],
    // The server's own shutdown (server.ts) drains, then closes the app, requests in flight and all;
    // Apollo's default would close the listening socket the moment SIGTERM arrives.
    stopOnTerminationSignals: false,
  });
  await apollo.start();
  // In a scope of its own: GraphQL multipart requests (file uploads) are parsed here only.
  await app.register(async (scope) => {
    // A browser opening /graphql gets the explorer (or why not); GraphQL clients' GETs go on to Apollo.
    scope.addHook('onRequest', async (request, reply) => {
      if (asksForPage(request)) return explorerPage(request, reply);
    });
    scope.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
    scope.addHook('preValidation', async (request, reply) => {
      if (!request.headers['content-type']?.startsWith('multipart/form-data')) return;
      const names = keepNamesAsSent(request.raw);
      // graphql-upload's parser takes no limit on parts: the body goes through a count of them
      // (the operations, the map, the files, and a few to spare), which ends it past that.
      const boundary = boundaryOf(request.headers['content-type']);
      const parts = boundary ? new PartCount(boundary, (uploads?.maxFiles ?? 0) + 4) : null;
      // Its error is the count's own (read as `exceeded` below); the parser sees the body end.
      parts?.on('error', () => {});
      const body = parts ? Object.assign(request.raw.pipe(parts), { headers: request.raw.headers }) : request.raw;
      try {
        request.body = await processRequest(body as typeof request.raw, reply.raw, {
          // One byte over the limit reaches the area, which refuses it with its own message.
          maxFileSize: (uploads?.maxFileBytes ?? 0) + 1,
          maxFiles: uploads?.maxFiles ?? 0,
          maxFieldSize: 1_000_000,
        });
        names.restore(request.body);
      } catch (error) {
        // Whatever the parser did not read is read and dropped, so the answer can go out.
        names.stop();
        request.raw.unpipe();
        request.raw.resume();
        const exceeded = parts?.exceeded === true;
        const status = exceeded ? 413 : ((error as { status?: number }).status ?? 400);
        const tooMany = await contextOf(request).shared.refusedPosts.count(request.ip, request.log);
        if (tooMany) {
          const answer = pastRefusalLimit(tooMany);
          return sendGraphQLRefusal(request, reply.header('Retry-After', answer.retryAfter), answer.status, answer.body);
        }
        const message = exceeded ? SERVER_MESSAGES.tooManyParts : status === 413 && uploads ? uploads.messages.tooManyFiles : 'The multipart request is not valid.';
        return sendGraphQLRefusal(request, reply, status, { errors: [{ message, extensions: { code: status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST' } }] });
      }
    });
    // After the multipart hook, which is what gives an upload its body.
    scope.addHook('preValidation', async (request, reply) => {
      const fields = request.method === 'GET' ? request.query : request.body;
      const operationName = fields && typeof fields === 'object' ? (fields as Record<string, unknown>).operationName : undefined;
      if (isOperationNameTooLong(operationName)) {
        return sendGraphQLRefusal(request, reply, 400, { errors: [{ message: OPERATION_NAME_TOO_LONG, extensions: { code: 'BAD_REQUEST' } }] });
      }
    });
    await scope.register(fastifyApollo(apollo), {
      path: '/graphql',
      method: ['GET', 'POST', 'OPTIONS'],
      context: async (request) => contextOf(request),
    });
  });

  return (request) => async ({ query, variables }) => {
    const response = await apollo.executeOperation({ query, variables }, { contextValue: contextOf(request) });
    if (response.body.kind !== 'single') throw new Error('Incremental delivery is not used by the pages.');
    return response.body.singleResult;
  };
}

/**
 * An operation refused as a whole for its credential answers 401, for its permission 403
 * (`refusalStatusOf`), as a REST route does, instead of GraphQL's usual 200; an answer with data
 * stays 200. A status already chosen (a 400 of the limits) stays.
 */
function refusalsAnswerTheirStatus(): ApolloServerPlugin<AppContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single' || response.http.status !== undefined) return;
          const status = refusalStatusOf(response.body.singleResult);
          if (status) response.http.status = status;
        },
      };
    },
  };
}

/** The codes of answers that refuse what was sent (it is not valid, too large, or over a limit of the query's shape). */
const REFUSAL_CODES = new Set(['BAD_USER_INPUT', 'PAYLOAD_TOO_LARGE', 'GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'BAD_REQUEST']);

/**
 * A visitor's operation posted to `/graphql` and refused counts against its address's limit on
 * refusals (`RefusedPosts`), as the REST routes' and the form posts' do; past it, the answer is
 * that limit's 429. Operations run in process (the pages, the form posts) are counted by their own
 * route; a signed-in admin's are not counted.
 */
function refusalsCounted(): ApolloServerPlugin<AppContext> {
  return {
    async requestDidStart({ request }) {
      if (request.http?.method !== 'POST') return;
      return {
        async willSendResponse({ response, contextValue }) {
          if (response.body.kind !== 'single') return;
          const refused = response.body.singleResult.errors?.some((error) => REFUSAL_CODES.has(String(error.extensions?.code)));
          if (!refused || (await contextValue.principal().catch(() => VISITOR)).kind !== 'visitor') return;
          const tooMany = await contextValue.shared.refusedPosts.count(contextValue.ip, contextValue.log);
          if (!tooMany) return;
          const answer = pastRefusalLimit(tooMany);
          response.http.status = answer.status;
          response.http.headers.set('retry-after', answer.retryAfter);
          response.body.singleResult = answer.body;
        },
      };
    },
  };
}

/** GraphQL's answer once an address is past its limit on refusals (the limit's 429, when to try again). */
function pastRefusalLimit(tooMany: TooManyRequestsError) {
  return {
    status: HTTP_STATUS_OF[tooMany.code],
    retryAfter: String(tooMany.retryAfterSeconds ?? 60),
    body: refusalBody(tooMany),
  };
}
