import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema, type NonEmptyArray } from 'type-graphql';
import { InvalidInputError } from '../domain/errors.js';
import { brokenTextProblem, validateInput } from '../domain/validation.js';
import { authChecker, checkDeclaredAccess } from './access.js';
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
 * `schema.graphql`. Refuses (rejects) when a root field does not declare who may call it.
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
      if (argValue !== null && typeof argValue === 'object' && !Array.isArray(argValue)) await validateInput(argValue);
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
  return schema;
}
