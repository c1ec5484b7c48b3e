import { ApolloServerErrorCode, unwrapResolverError } from '@apollo/server/errors';
import type { FastifyBaseLogger } from 'fastify';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { asDomainError, ServiceUnavailableError, type DomainError } from '../domain/errors.js';
import { SERVER_MESSAGES } from '../rules/server.js';

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

/**
 * The one place a GraphQL error gets its public shape: domain errors keep their message and
 * carry `extensions.code` (plus `extensions.fields` for per-field messages); anything
 * unexpected is logged and answered with a generic message.
 */
/** The body of an answer refusing a whole request (not one field of it), in GraphQL's shape. */
export const refusalBody = (refusal: DomainError) => ({ errors: [{ message: refusal.message, extensions: { code: refusal.code } }] });

export function createErrorFormatter(log: FastifyBaseLogger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    const location = { locations: formatted.locations, path: formatted.path };

    const domain = asDomainError(original);
    if (domain) {
      if (domain instanceof ServiceUnavailableError) log.warn({ err: original }, 'the database is not reachable');
      const fields = domain.fields.length > 0 ? { fields: domain.fields } : {};
      return { message: domain.message, ...location, extensions: { code: domain.code, ...fields } };
    }
    const code = formatted.extensions?.code;
    if (typeof code === 'string' && PASS_THROUGH_CODES.has(code)) return formatted;
    if (original instanceof GraphQLError && original.originalError === undefined && code !== undefined) {
      // Raised on purpose by GraphQL machinery (for example type-graphql's auth checks).
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
