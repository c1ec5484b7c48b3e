import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isNonNullType,
  isObjectType,
  isSpecifiedDirective,
  isSpecifiedScalarType,
  type GraphQLArgument,
  type GraphQLSchema,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { AREAS } from '../modules/index.js';
import { buildAppSchema } from './schema.js';

const capitalized = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * Mutations that take nothing: signing out (here or everywhere) and starting the set-up of an
 * authenticator app (P22) need only the token; and the
 * webhooks' two and the media library's delete, which take only the id of what they act on
 * (`id: ID!`, as the Webhooks screen's contract fixed them, issue P15; P20's brief for the media library).
 */
const WITHOUT_INPUT = new Set(['logout', 'signOutEverywhere', 'startTotpSetup', 'deleteWebhookEndpoint', 'resendWebhookDelivery', 'deleteMedia']);

describe('the GraphQL mutations', () => {
  it('each take `input: VerbNounInput!` and answer `VerbNounPayload!`, named after the mutation', async () => {
    const mutations = Object.values((await buildAppSchema(AREAS)).getMutationType()?.getFields() ?? {});
    expect(mutations.length).toBeGreaterThan(20);
    const shapes = mutations.map((mutation) => {
      const input = mutation.args.find((arg) => arg.name === 'input');
      return {
        name: mutation.name,
        input: input && isNonNullType(input.type) ? getNamedType(input.type).name : null,
        payload: isNonNullType(mutation.type) ? getNamedType(mutation.type).name : null,
      };
    });
    expect(shapes).toEqual(
      mutations.map(({ name }) => ({
        name,
        input: WITHOUT_INPUT.has(name) ? null : `${capitalized(name)}Input`,
        payload: `${capitalized(name)}Payload`,
      })),
    );
  });
});

/** Where a description is missing, as `Type`, `Type.field`, `Type.field(arg:)`, `Enum.VALUE` or `@directive(arg:)`. */
function undescribed(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  const check = (path: string, description: string | null | undefined) => {
    if (!description?.trim()) missing.push(path);
  };
  const checkArgs = (path: string, args: readonly GraphQLArgument[]) => {
    for (const arg of args) check(`${path}(${arg.name}:)`, arg.description);
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (isIntrospectionType(type) || isSpecifiedScalarType(type)) continue;
    check(type.name, type.description);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        check(`${type.name}.${field.name}`, field.description);
        checkArgs(`${type.name}.${field.name}`, field.args);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) check(`${type.name}.${field.name}`, field.description);
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) check(`${type.name}.${value.name}`, value.description);
    }
  }
  for (const directive of schema.getDirectives()) {
    if (isSpecifiedDirective(directive)) continue;
    check(`@${directive.name}`, directive.description);
    checkArgs(`@${directive.name}`, directive.args);
  }
  return missing.sort();
}

describe('the GraphQL schema, read in the explorer', () => {
  it('describes every type, field, argument, input field, enum value and directive', async () => {
    expect(undescribed(await buildAppSchema(AREAS))).toEqual([]);
  });

  it('ends the description of a root field that needs a token with what it needs, as the field declares it', async () => {
    const schema = await buildAppSchema(AREAS);
    const descriptionOf = (name: string) => schema.getQueryType()?.getFields()[name]?.description;
    expect(descriptionOf('contactSubmissions')).toBe('Contact and Services messages, newest first. Needs the `leads:read` permission.');
    expect(descriptionOf('me')).toBe('The signed-in admin. Needs a signed-in admin, of any role.');
    expect(descriptionOf('countries')).toBe('Every country with its calling code, by name.');
    expect(schema.getMutationType()?.getFields().deleteJob?.description).toMatch(/ Needs the `careers:write` permission\.$/);
  });
});
