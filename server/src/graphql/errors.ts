import { ApolloServerErrorCode, unwrapResolverError } from '@apollo/server/errors';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError, type FormattedExecutionResult, type GraphQLFormattedError } from 'graphql';
import { asDomainError, ServiceUnavailableError, type DomainError } from '../domain/errors.js';
import { SERVER_MESSAGES } from '../rules/server.js';
import { queryLimitRefusal } from './limits.js';

/** Codes graphql-js and Apollo Server set themselves; their messages are meant for the caller. */
const PASS_THROUGH_CODES = new Set<string>([
  ApolloServerErrorCode.GRAPHQL_PARSE_FAILED,
  ApolloServerErrorCode.GRAPHQL_VALIDATION_FAILED,
  ApolloServerErrorCode.BAD_USER_INPUT,
  ApolloServerErrorCode.BAD_REQUEST,
  ApolloServerErrorCode.OPERATION_RESOLUTION_FAILURE,
  ApolloServerErrorCode.PERSISTED_QUERY_NOT_FOUND,
  ApolloServerErrorCode.PERSISTED_QUERY_NOT_SUPPORTED,
]);

/** The body of an answer refusing a whole request (not one field of it), in GraphQL's shape. */
export const refusalBody = (refusal: DomainError) => ({ errors: [{ message: refusal.message, extensions: { code: refusal.code } }] });

const GRAPHQL_RESPONSE = 'application/graphql-response+json';

/**
 * The media type of a GraphQL answer, as Apollo Server chooses it: `application/graphql-response+json`
 * for a client whose `Accept` prefers it (GraphQL over HTTP: Apollo Client 4 and GraphiQL ask for
 * it, and read a 4xx answer of that type as GraphQL errors), else `application/json`.
 */
export function graphQLMediaType(accept: string | undefined): string {
  const quality = (type: string): number => {
    const entry = (accept ?? '').split(',').map((part) => part.split(';').map((piece) => piece.trim().toLowerCase())).find(([name]) => name === type);
    if (!entry) return 0;
    const q = entry.slice(1).find((parameter) => parameter.startsWith('q='));
    return q === undefined ? 1 : Number(q.slice(2)) || 0;
  };
  return quality(GRAPHQL_RESPONSE) > quality('application/json') ? GRAPHQL_RESPONSE : 'application/json';
}

/** Answers a request to `/graphql` refused before Apollo read it (its limits, a key's rate): GraphQL's shape, in the type the client asked for. */
export function sendGraphQLRefusal(request: FastifyRequest, reply: FastifyReply, status: number, body: object): FastifyReply {
  return reply.status(status).type(`${graphQLMediaType(request.headers.accept)}; charset=utf-8`).send(body);
}

/** The HTTP status of each code that refuses the caller's credential or permission. */
const CREDENTIAL_REFUSALS: ReadonlyMap<unknown, 401 | 403> = new Map([
  ['UNAUTHENTICATED', 401],
  ['FORBIDDEN', 403],
  ['STEP_UP_REQUIRED', 403],
]);

/**
 * The status of an operation's answer that refuses it as a whole for its credential or its
 * permission: nothing answered (`data` null, or every root field in it null) and every error an
 * `UNAUTHENTICATED` or a `FORBIDDEN`. 401 when the credential was refused (none, or not valid),
 * else 403. Null for any other answer: one with data (some fields refused, others answered) stays
 * 200, its refused fields carrying the codes.
 */
export function refusalStatusOf({ data, errors }: FormattedExecutionResult): 401 | 403 | null {
  if (!errors || errors.length === 0) return null;
  const statuses = errors.map((error) => CREDENTIAL_REFUSALS.get(error.extensions?.code));
  if (statuses.some((status) => status === undefined)) return null;
  if (data && Object.values(data).some((value) => value !== null)) return null;
  return statuses.includes(401) ? 401 : 403;
}

/**
 * The one place a GraphQL error gets its public shape: domain errors keep their message and
 * carry `extensions.code` (plus `extensions.fields` for per-field messages); anything
 * unexpected is logged and answered with a generic message.
 */
export function createErrorFormatter(log: FastifyBaseLogger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    const location = { locations: formatted.locations, path: formatted.path };

    const domain = asDomainError(original);
    if (domain) {
      if (domain instanceof ServiceUnavailableError && domain.outage) log.warn({ err: original }, 'the database is not reachable');
      const fields = domain.fields.length > 0 ? { fields: domain.fields } : {};
      return { message: domain.message, ...location, extensions: { code: domain.code, ...fields } };
    }
    // Over a limit on the query's shape: its own message and BAD_REQUEST, not "Syntax Error: ...".
    const limit = queryLimitRefusal(error);
    if (limit) return limit;
    const code = formatted.extensions?.code;
    if (typeof code === 'string' && PASS_THROUGH_CODES.has(code)) return formatted;
    if (original instanceof GraphQLError && original.originalError === undefined && code !== undefined) {
      // Raised on purpose by GraphQL machinery (for example type-graphql's auth checks). Apollo's
      // own 400s that carry no code (a persisted query whose hash does not match it) are BAD_REQUEST.
      const status = (original.extensions.http as { status?: unknown } | undefined)?.status;
      if (code === ApolloServerErrorCode.INTERNAL_SERVER_ERROR && status === 400) return { ...formatted, extensions: { ...formatted.extensions, code: ApolloServerErrorCode.BAD_REQUEST } };
      return formatted;
    }

    log.error({ err: original }, 'unexpected error in a GraphQL operation');
    return {
      message: SERVER_MESSAGES.internal,
      ...location,
      extensions: { code: ApolloServerErrorCode.INTERNAL_SERVER_ERROR },
    };
  };
}
