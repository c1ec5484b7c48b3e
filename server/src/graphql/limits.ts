import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, type ValidationContext, type ValidationRule } from 'graphql';

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

const figure = (value: number) => value.toLocaleString('en');

/**
 * What an operation over one of the limits is told (graphql-armor and graphql-js would say
 * "Syntax Error: ..." though nothing is wrong with its syntax): which limit, and by how much when
 * known (`found`, already written out).
 */
export const QUERY_LIMIT_MESSAGES = {
  depth: (found: string | null) => `The query nests ${found ?? `more than ${QUERY_LIMITS.maxDepth}`} levels deep; at most ${QUERY_LIMITS.maxDepth} are allowed.`,
  aliases: (found: string | null) => `The query uses ${found ?? `more than ${QUERY_LIMITS.maxAliases}`} aliases; at most ${QUERY_LIMITS.maxAliases} are allowed.`,
  cost: (found: string | null) =>
    `The query would cost ${found ?? `more than ${figure(QUERY_LIMITS.maxCost)}`} to run; at most ${figure(QUERY_LIMITS.maxCost)} is allowed. Ask for fewer records (a smaller \`first\`) or fewer fields.`,
  directives: (found: string | null) => `The query uses ${found ?? `more than ${QUERY_LIMITS.maxDirectives}`} directives; at most ${QUERY_LIMITS.maxDirectives} are allowed.`,
  tokens: `The query holds more than ${figure(QUERY_LIMITS.maxTokens)} tokens (names, values and punctuation); at most ${figure(QUERY_LIMITS.maxTokens)} are allowed.`,
} as const;

/**
 * An operation over one of the shape limits, refused before it runs: 400, code `BAD_REQUEST`
 * (`graphql/errors.ts` gives it that code; Apollo would call it `GRAPHQL_VALIDATION_FAILED`).
 */
export class QueryLimitError extends GraphQLError {}

/** graphql-armor's refusal as a `QueryLimitError` with our message, the figure it found kept. */
const refuseWith =
  (message: (found: string | null) => string) =>
  (context: ValidationContext | null, error: GraphQLError): void => {
    const found = /found (\d+(?:\.\d+)?)\.$/.exec(error.message)?.[1];
    context?.reportError(new QueryLimitError(message(found === undefined ? null : figure(Math.ceil(Number(found))))));
  };

/** graphql-js's own refusal of a document past `maxTokens` (a syntax error in its words). */
const TOO_MANY_TOKENS = /^Syntax Error: Document contains more tha[nt] \d+ tokens\./;

/**
 * The public shape of a refusal for one of the limits, or null for any other error: the limits'
 * own (`QueryLimitError`, wrapped by Apollo as a validation error) and graphql-js's token limit.
 */
export function queryLimitRefusal(error: unknown): { message: string; extensions: { code: 'BAD_REQUEST' } } | null {
  const cause = error instanceof GraphQLError ? (error.originalError ?? error) : error;
  if (cause instanceof QueryLimitError) return { message: cause.message, extensions: { code: 'BAD_REQUEST' } };
  if (cause instanceof GraphQLError && TOO_MANY_TOKENS.test(cause.message)) return { message: QUERY_LIMIT_MESSAGES.tokens, extensions: { code: 'BAD_REQUEST' } };
  return null;
}

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
  // Each refusal is reported with our message (`refuseWith`), and not thrown (armor's default throws, which answers 500).
  const refusal = (message: (found: string | null) => string) => ({ exposeLimits: true, propagateOnRejection: false, onReject: [refuseWith(message)] });
  const { plugins, validationRules } = new ApolloArmor({
    maxDepth: { n: limits.maxDepth, ignoreIntrospection: true, flattenFragments: true, ...refusal(QUERY_LIMIT_MESSAGES.depth) },
    maxAliases: { n: limits.maxAliases, ...refusal(QUERY_LIMIT_MESSAGES.aliases) },
    costLimit: { maxCost: limits.maxCost, objectCost: 2, scalarCost: 1, depthCostFactor: 1.5, ignoreIntrospection: true, ...refusal(QUERY_LIMIT_MESSAGES.cost) },
    maxTokens: { enabled: false },
    maxDirectives: { n: limits.maxDirectives, ...refusal(QUERY_LIMIT_MESSAGES.directives) },
    blockFieldSuggestion: { enabled: true },
  }).protect();
  // armor's declarations name @apollo/server's CommonJS typings; the server runs its ES module build, the same plugins at run time.
  return { plugins: plugins as unknown as ApolloServerPlugin<TContext>[], validationRules: [...validationRules, operationNameLength(limits)] };
}
