import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { graphql } from '../test/app.js';
import { useTestApp } from '../test/fixture.js';
import { queryArmor } from './limits.js';

const schema = buildSchema(`
  type Person { name: String friend: Person friends: [Person] }
  type Query { me: Person }
`);

const check = (query: string) => validate(schema, parse(query), queryArmor().validationRules).map((error) => error.message);

/** `{ me { friend { friend ... { name } } } }` with `levels` levels in all. */
const nested = (levels: number) => `{ ${'me { '}${'friend { '.repeat(levels - 2)}name${' }'.repeat(levels - 1)} }`;

describe('query limits', () => {
  it('allows 6 levels and refuses 7', () => {
    expect(check(nested(6))).toEqual([]);
    expect(check(nested(7))).toEqual(['Syntax Error: Query depth limit of 6 exceeded, found 7.']);
  });

  it('counts depth through fragments and inline fragments', () => {
    const query = `
      query Deep { me { ...F } }
      fragment F on Person { friend { ... on Person { friend { friend { friend { friend { name } } } } } } }
    `;
    expect(check(query)).toEqual(['Syntax Error: Query depth limit of 6 exceeded, found 7.']);
  });

  it('allows 15 aliases and refuses 16', () => {
    const aliases = (count: number) => `{ me { ${Array.from({ length: count }, (_, i) => `n${i}: name`).join(' ')} } }`;
    expect(check(aliases(15))).toEqual([]);
    expect(check(aliases(16))).toEqual(['Syntax Error: Aliases limit of 15 exceeded, found 16.']);
  });

  it('refuses a query that costs more than 50,000, such as a small fragment bomb', () => {
    const spreads = (name: string) => Array.from({ length: 10 }, () => `...${name}`).join(' ');
    const bomb = `
      query Bomb { me { ...A } }
      fragment A on Person { friend { ${spreads('B')} } }
      fragment B on Person { friend { ${spreads('C')} } }
      fragment C on Person { friend { ${spreads('D')} } }
      fragment D on Person { friend { name } }
    `;
    expect(check(bomb)).toEqual([expect.stringMatching(/^Syntax Error: Query Cost limit of 50000 exceeded, found [\d.]+\.$/)]);
  });

  it('does not count introspection', () => {
    expect(check('{ __schema { types { fields { type { ofType { ofType { ofType { name } } } } } } } }')).toEqual([]);
  });

  it('stops at fragment cycles instead of looping', () => {
    const query = 'query { me { ...A } } fragment A on Person { friend { ...A } }';
    expect(() => check(query)).not.toThrow();
  });
});

describe('operation names (issue P17)', () => {
  const t = useTestApp();
  const NAME_100 = `Q${'a'.repeat(99)}`;
  const NAME_101 = `Q${'a'.repeat(100)}`;
  const TOO_LONG = 'An operation name must be at most 100 characters.';
  const post = (payload: object) => t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload });

  it('takes a name of 100 characters', async () => {
    const response = await post({ query: `query ${NAME_100} { registrationOpen }`, operationName: NAME_100 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { registrationOpen: true } });
  });

  it('refuses a longer operationName with 400 before reading the query, by POST and by GET', async () => {
    const huge = 'A'.repeat(100_000);
    const answers = [
      await post({ query: `query ${NAME_101} { registrationOpen }`, operationName: NAME_101 }),
      // Not even parsed: the document is broken, and the name is what is refused.
      await post({ query: `query ${huge} {`, operationName: huge }),
      await t.app.inject({ method: 'GET', url: `/graphql?query=${encodeURIComponent('{ registrationOpen }')}&operationName=${NAME_101}`, headers: { 'apollo-require-preflight': 'true' } }),
    ];
    for (const response of answers) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: [{ message: TOO_LONG, extensions: { code: 'BAD_REQUEST' } }] });
    }
  });

  it('refuses a longer name in the document itself, without running it', async () => {
    const { status, body } = await graphql(t.app, `query ${'A'.repeat(100_000)} { registrationOpen }`);
    expect(status).toBe(400);
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.map((error) => error.message)).toEqual([TOO_LONG]);
  });
});
