import { getNamedType, isNonNullType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { AREAS } from '../modules/index.js';
import { buildAppSchema } from './schema.js';

const capitalized = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** Mutations that take nothing: signing out (here or everywhere) needs only the token. */
const WITHOUT_INPUT = new Set(['logout', 'signOutEverywhere']);

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
