import 'reflect-metadata';
import { GraphQLObjectType, GraphQLSchema } from 'graphql';
import { buildSchema, type NonEmptyArray } from 'type-graphql';
import { InvalidInputError } from '../domain/errors.js';
import { brokenTextProblem, validateInput } from '../domain/validation.js';
import { accessOf, accessSentence, authChecker, checkDeclaredAccess, STEP_UP_SENTENCE, stepUpOf } from './access.js';
import { FormsResolver } from './forms.resolver.js';
import { nodeResolver } from './node.resolver.js';
import type { NodeSource } from './nodes.js';

/** What the schema takes of an area (`Area` in `modules/area.ts`): its resolvers, and how `node(id:)` loads its types. */
export interface SchemaArea {
  /** Its type-graphql resolver classes. */
  resolvers?: readonly (new () => object)[];
  /** How `node(id:)` loads each of its types that implement `Node`, by type name. */
  nodes?: Readonly<Record<string, NodeSource>>;
}

/**
 * The code-first schema, every area's resolvers; `npm run schema` prints it to the committed
 * `schema.graphql`. Refuses (rejects) when a root field does not declare who may call it, and
 * ends the description of each that needs a token with what it needs.
 */
export async function buildAppSchema(areas: readonly SchemaArea[]): Promise<GraphQLSchema> {
  const nodeSources = new Map(areas.flatMap((area) => Object.entries(area.nodes ?? {})));
  const resolvers: NonEmptyArray<new () => object> = [nodeResolver(nodeSources), FormsResolver, ...areas.flatMap((area) => area.resolvers ?? [])];
  const schema = await buildSchema({
    resolvers,
    // `@Can()`, `@SignedIn()` and `@Authorized()` run the check before the arguments are validated.
    authChecker,
    authMode: 'error',
    // The same validation as the REST shim, so both APIs refuse the same input with the same messages.
    validateFn: async (argValue, _type, { args }) => {
      // An upload (`Upload!`) is a promise of its file, checked by the area that reads it.
      if (argValue !== null && typeof argValue === 'object' && !Array.isArray(argValue) && !(argValue instanceof Promise)) await validateInput(argValue);
      // A text argument of its own (a slug, an id) takes no control characters or lone surrogates either.
      const problem = typeof argValue === 'string' ? brokenTextProblem(argValue) : null;
      if (problem) {
        const name = Object.keys(args).find((key) => args[key] === argValue) ?? '';
        throw InvalidInputError.field(name, problem);
      }
    },
    emitSchemaFile: false,
  });
  checkDeclaredAccess(schema, nodeSources);
  return withRootsDescribed(schema);
}

/** type-graphql describes neither root type. */
const QUERY_DESCRIPTION =
  "What can be read: the public site's jobs, countries and form tokens and, with a bearer token, the back office's lists and figures. A field that needs a token says so last.";
const MUTATION_DESCRIPTION =
  "What can be done: send the public forms and, with a bearer token, change the back office's records, team and session. A field that needs a token says so last.";

/**
 * The schema with `Query` and `Mutation` described, and the description of each root field that
 * needs a token ending in what it needs, made from the access it declares: the explorer says what
 * the server checks and cannot drift from it. A root field without a description of its own keeps
 * none (the schema test names it).
 */
function withRootsDescribed(schema: GraphQLSchema): GraphQLSchema {
  const config = schema.toConfig();
  const described = (root: GraphQLObjectType | null | undefined, description: string): GraphQLObjectType | undefined => {
    if (!root) return undefined;
    const rootConfig = root.toConfig();
    const fields = Object.fromEntries(
      Object.entries(rootConfig.fields).map(([name, field]) => {
        const access = accessOf(field);
        const needs = access && [accessSentence(access), stepUpOf(field) ? STEP_UP_SENTENCE : null].filter(Boolean).join(' ');
        return [name, needs && field.description ? { ...field, description: `${field.description} ${needs}` } : field];
      }),
    );
    return new GraphQLObjectType({ ...rootConfig, description, fields });
  };
  return new GraphQLSchema({
    ...config,
    query: described(config.query, QUERY_DESCRIPTION),
    mutation: described(config.mutation, MUTATION_DESCRIPTION),
    types: config.types.filter((type) => type !== config.query && type !== config.mutation),
  });
}
