import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import fastifyApollo from '@as-integrations/fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import processRequest from 'graphql-upload/processRequest.mjs';
import type { GraphQLSchema } from 'graphql';
import type { AppContext, ContextOf } from '../context.js';
import type { UploadRules } from '../modules/area.js';
import { createErrorFormatter } from './errors.js';
import { isOperationNameTooLong, OPERATION_NAME_TOO_LONG, QUERY_LIMITS, queryArmor } from './limits.js';
import { keepNamesAsSent } from './upload-names.js';

/** A GraphQL response, as the HTTP endpoint would send it. */
export interface GraphQLResponse {
  data?: Record<string, unknown> | null;
  errors?: readonly { message: string; extensions?: Record<string, unknown> }[];
}

/**
 * Runs an operation in-process as the visitor making `request` (same schema, limits, context and
 * error formatting as `/graphql`): how server-rendered pages get their data.
 */
export type ExecuteFor = (request: FastifyRequest) => (operation: { query: string; variables: Record<string, unknown> }) => Promise<GraphQLResponse>;

export interface GraphQLOptions {
  schema: GraphQLSchema;
  contextOf: ContextOf;
  production: boolean;
  /** The limits of multipart uploads, from the area that takes files (none: uploads refused). */
  uploads: UploadRules | undefined;
}

/** Apollo Server at `/graphql`, with CSRF prevention on and the query limits of DESIGN.md (`limits.ts`). */
export async function registerGraphQL(app: FastifyInstance, { schema, contextOf, production, uploads }: GraphQLOptions): Promise<ExecuteFor> {
  const armor = queryArmor<AppContext>();
  const apollo = new ApolloServer<AppContext>({
    schema,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    introspection: !production,
    hideSchemaDetailsFromClientErrors: production,
    parseOptions: { maxTokens: QUERY_LIMITS.maxTokens },
    validationRules: armor.validationRules,
    formatError: createErrorFormatter(app.log),
    includeStacktraceInErrorResponses: false,
    plugins: [...armor.plugins, ...(production ? [ApolloServerPluginLandingPageDisabled()] : [])],
    // The server's own shutdown (server.ts) drains, then closes the app, requests in flight and all;
    // Apollo's default would close the listening socket the moment SIGTERM arrives.
    stopOnTerminationSignals: false,
  });
  await apollo.start();
  // In a scope of its own: GraphQL multipart requests (file uploads) are parsed here only.
  await app.register(async (scope) => {
    scope.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
    scope.addHook('preValidation', async (request, reply) => {
      if (!request.headers['content-type']?.startsWith('multipart/form-data')) return;
      const restoreNames = keepNamesAsSent(request.raw);
      try {
        request.body = await processRequest(request.raw, reply.raw, {
          // One byte over the limit reaches the area, which refuses it with its own message.
          maxFileSize: (uploads?.maxFileBytes ?? 0) + 1,
          maxFiles: uploads?.maxFiles ?? 0,
          maxFieldSize: 1_000_000,
        });
        restoreNames(request.body);
      } catch (error) {
        const status = (error as { status?: number }).status ?? 400;
        const message = status === 413 && uploads ? uploads.messages.tooManyFiles : 'The multipart request is not valid.';
        return reply.status(status).send({ errors: [{ message, extensions: { code: status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST' } }] });
      }
    });
    // After the multipart hook, which is what gives an upload its body.
    scope.addHook('preValidation', async (request, reply) => {
      const fields = request.method === 'GET' ? request.query : request.body;
      const operationName = fields && typeof fields === 'object' ? (fields as Record<string, unknown>).operationName : undefined;
      if (isOperationNameTooLong(operationName)) {
        return reply.status(400).send({ errors: [{ message: OPERATION_NAME_TOO_LONG, extensions: { code: 'BAD_REQUEST' } }] });
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
