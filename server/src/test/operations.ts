import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import type { FastifyInstance } from 'fastify';
import { registeredRoutes, type RouteAccess } from '../http/rest.js';

/**
 * Every operation the app offers, found by walking what is registered rather than listed by hand,
 * so a route or field added tomorrow is covered by the access and token tests without an edit.
 */

/** The routes a visitor may not call: everything not registered as public. */
export function guardedRoutes(app: FastifyInstance): readonly RouteAccess[] {
  return registeredRoutes(app).filter((route) => route.access !== 'public');
}

/** An id that finds nothing. */
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

/**
 * A route's path with its parameters filled in (`:id` and `*`): with the id `idFor` gives for the
 * path before `/:id` (a real record's, so a wrongly allowed delete really deletes), or one that
 * finds nothing.
 */
export const urlOf = (url: string, idFor: (prefix: string) => string | undefined = () => undefined): string =>
  url.replace(/:\w+/g, (_match, offset: number) => idFor(url.slice(0, offset - 1)) ?? NO_SUCH_ID).replace(/\*$/, 'file.pdf');

/** The body to send with a method: none for reads and deletes, an empty object otherwise. */
export const bodyFor = (method: string): object | undefined => (['GET', 'HEAD', 'DELETE'].includes(method) ? undefined : {});

export interface GraphQLOperation {
  /** `Query.me`, `Mutation.updateJob`. */
  name: string;
  /** A whole document calling the field once with placeholder arguments. */
  document: string;
}

/**
 * A call of every root field the predicate picks, as a document of its own. Its `ID` arguments
 * (also inside input objects) are what `idFor` gives for the field's name, or a placeholder.
 */
export function rootOperations(
  schema: GraphQLSchema,
  pick: (name: string, field: GraphQLField<unknown, unknown>) => boolean,
  idFor: (fieldName: string) => string | undefined = () => undefined,
): GraphQLOperation[] {
  const roots = [schema.getQueryType(), schema.getMutationType()].filter((root): root is GraphQLObjectType => root !== null && root !== undefined);
  return roots.flatMap((root) =>
    Object.values(root.getFields())
      .filter((field) => pick(`${root.name}.${field.name}`, field))
      .map((field) => ({ name: `${root.name}.${field.name}`, document: `${root.name === 'Mutation' ? 'mutation' : 'query'} { ${callOf(field, idFor(field.name))} }` })),
  );
}

/** A syntactically valid call of a root field, with placeholder arguments. */
function callOf(field: GraphQLField<unknown, unknown>, id: string | undefined): string {
  const args = field.args
    .filter((arg) => isNonNullType(arg.type))
    .map((arg) => `${arg.name}: ${placeholder(arg.type, id)}`)
    .join(', ');
  const selection = isScalarType(getNamedType(field.type)) || isEnumType(getNamedType(field.type)) ? '' : ' { __typename }';
  return `${field.name}${args ? `(${args})` : ''}${selection}`;
}

function placeholder(type: GraphQLInputType, id: string | undefined): string {
  if (isNonNullType(type)) return placeholder(type.ofType, id);
  if (isListType(type)) return `[${placeholder(type.ofType, id)}]`;
  if (isEnumType(type)) return type.getValues()[0]?.name ?? '';
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter((inputField) => isNonNullType(inputField.type));
    return `{ ${fields.map((inputField) => `${inputField.name}: ${placeholder(inputField.type, id)}`).join(', ')} }`;
  }
  if (type.name === 'Int' || type.name === 'Float') return '1';
  if (type.name === 'Boolean') return 'true';
  if (type.name === 'ID' && id !== undefined) return JSON.stringify(id);
  if (type.name === 'DateTimeISO') return '"2030-01-01T09:00:00Z"';
  if (type.name === 'RichTextDocument') return '{ type: "doc", content: [{ type: "paragraph" }] }';
  return '"x"';
}
