import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import fastifyApollo, { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import type { FastifyInstance } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import type { AppContext, ContextOf } from '../context.js';
import { createErrorFormatter } from './errors.js';
import { QUERY_LIMITS, queryLimitRules } from './limits.js';

export interface GraphQLOptions {
  schema: GraphQLSchema;
  contextOf: ContextOf;
  production: boolean;
}

/** Apollo Server at `/graphql`, with CSRF prevention on and the query limits of DESIGN.md. */
export async function registerGraphQL(app: FastifyInstance, { schema, contextOf, production }: GraphQLOptions): Promise<void> {
  const apollo = new ApolloServer<AppContext>({
    schema,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    introspection: !production,
    hideSchemaDetailsFromClientErrors: production,
    parseOptions: { maxTokens: QUERY_LIMITS.maxTokens },
    validationRules: queryLimitRules(),
    formatError: createErrorFormatter(app.log),
    includeStacktraceInErrorResponses: false,
    plugins: [fastifyApolloDrainPlugin(app), ...(production ? [ApolloServerPluginLandingPageDisabled()] : [])],
  });
  await apollo.start();
  await app.register(fastifyApollo(apollo), {
    path: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    context: async (request) => contextOf(request),
  });
}
