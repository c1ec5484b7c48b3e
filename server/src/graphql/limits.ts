import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, type ValidationRule } from 'graphql';

/**
 * Limits on the shape of a query, so one request cannot ask for unbounded work, enforced by
 * graphql-armor. The numbers are its defaults but two: depth 6 covers our deepest query
 * (`list { edges { node { nested { field } } } }`); armor multiplies a list's cost by its
 * literal `first: N` (at most 100 here). Our costliest query is the careers page's Openings
 * (`jobs(first: 100)` with every field: about 21,000); a fragment bomb costs millions. Introspection is not counted (production
 * turns it off). Field suggestions ("Did you mean ...?") are never given: they map the schema.
 * Tokens are counted by graphql-js's own parser (`maxTokens`, set in `server.ts`): armor's token
 * plugin throws from an Apollo Server 5 hook, which answers 500 instead of 400.
 */
export const QUERY_LIMITS = { maxDepth: 6, maxAliases: 15, maxCost: 50_000, maxTokens: 1000, maxDirectives: 50, maxOperationNameLength: 100 } as const;

/**
 * An operation's name is one token however long, so the token limit lets a 100 KB one through
 * (into logs and traces); like every other text the server takes, it has a cap.
 */
export const OPERATION_NAME_TOO_LONG = `An operation name must be at most ${QUERY_LIMITS.maxOperationNameLength} characters.`;

/** The request's `operationName` (body, or query string for GET) when longer than the cap: checked before the document is parsed. */
export function isOperationNameTooLong(operationName: unknown, limits: typeof QUERY_LIMITS = QUERY_LIMITS): boolean {
  return typeof operationName === 'string' && operationName.length > limits.maxOperationNameLength;
}

/** The names the document gives its operations, with the same cap. */
function operationNameLength(limits: typeof QUERY_LIMITS): ValidationRule {
  return (context) => ({
    OperationDefinition(node) {
      if (node.name && isOperationNameTooLong(node.name.value, limits)) context.reportError(new GraphQLError(OPERATION_NAME_TOO_LONG, { nodes: node }));
    },
  });
}

/** graphql-armor's Apollo plugins and validation rules for `limits`, and the operation names' cap. */
export function queryArmor<TContext extends BaseContext>(limits: typeof QUERY_LIMITS = QUERY_LIMITS): { plugins: ApolloServerPlugin<TContext>[]; validationRules: ValidationRule[] } {
  const { plugins, validationRules } = new ApolloArmor({
    maxDepth: { n: limits.maxDepth, ignoreIntrospection: true, flattenFragments: true, exposeLimits: true },
    maxAliases: { n: limits.maxAliases, exposeLimits: true },
    costLimit: { maxCost: limits.maxCost, objectCost: 2, scalarCost: 1, depthCostFactor: 1.5, ignoreIntrospection: true, exposeLimits: true },
    maxTokens: { enabled: false },
    maxDirectives: { n: limits.maxDirectives, exposeLimits: true },
    blockFieldSuggestion: { enabled: true },
  }).protect();
  // armor's declarations name @apollo/server's CommonJS typings; the server runs its ES module build, the same plugins at run time.
  return { plugins: plugins as unknown as ApolloServerPlugin<TContext>[], validationRules: [...validationRules, operationNameLength(limits)] };
}
