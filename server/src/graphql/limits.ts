import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { ValidationRule } from 'graphql';

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
export const QUERY_LIMITS = { maxDepth: 6, maxAliases: 15, maxCost: 50_000, maxTokens: 1000, maxDirectives: 50 } as const;

/** graphql-armor's Apollo plugins and validation rules for `limits`. */
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
  return { plugins: plugins as unknown as ApolloServerPlugin<TContext>[], validationRules };
}
