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
    expect(check(nested(7))).toEqual(['The query nests 7 levels deep; at most 6 are allowed.']);
  });

  it('counts depth through fragments and inline fragments', () => {
    const query = `
      query Deep { me { ...F } }
      fragment F on Person { friend { ... on Person { friend { friend { friend { friend { name } } } } } } }
    `;
    expect(check(query)).toEqual(['The query nests 7 levels deep; at most 6 are allowed.']);
  });

  it('allows 15 aliases and refuses 16', () => {
    const aliases = (count: number) => `{ me { ${Array.from({ length: count }, (_, i) => `n${i}: name`).join(' ')} } }`;
    expect(check(aliases(15))).toEqual([]);
    expect(check(aliases(16))).toEqual(['The query uses 16 aliases; at most 15 are allowed.']);
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
    expect(check(bomb)).toEqual([expect.stringMatching(/^The query would cost [\d,]+ to run; at most 50,000 is allowed\. Ask for fewer records \(a smaller `first`\) or fewer fields\.$/)]);
  });

  it('allows 50 directives and refuses 51', () => {
    const directives = (count: number) => `{ me { name ${'@include(if: true) '.repeat(count)}} }`;
    expect(check(directives(50))).toEqual([]);
    expect(check(directives(51))).toEqual(['The query uses 51 directives; at most 50 are allowed.']);
  });

  it('does not count introspection', () => {
    expect(check('{ __schema { types { fields { type { ofType { ofType { ofType { name } } } } } } } }')).toEqual([]);
  });

  it('stops at fragment cycles instead of looping', () => {
    const query = 'query { me { ...A } } fragment A on Person { friend { ...A } }';
    expect(() => check(query)).not.toThrow();
  });
});

describe('a query over a limit, through /graphql (issue P19)', () => {
  const t = useTestApp();
  const refusedWith = async (query: string) => {
    const { status, body } = await graphql(t.app, query);
    expect(status).toBe(400);
    expect(body.data ?? null).toBeNull();
    return body.errors;
  };
  const JOBS = (alias: string) =>
    `${alias}: jobs(first: 100) { edges { cursor node { id title slug location role status description postedAt createdAt details { jobTypes pay expectedHours schedule startDate education experience benefits } } } }`;

  it('says which limit, with code BAD_REQUEST: nothing is wrong with the syntax', async () => {
    expect(await refusedWith('{ __type(name: "Query") { fields { type { ofType { ofType { ofType { name } } } } } } }')).toEqual([
      { message: 'The query nests 7 levels deep; at most 6 are allowed.', extensions: { code: 'BAD_REQUEST' } },
    ]);
    expect(await refusedWith(`{ ${Array.from({ length: 16 }, (_, i) => `a${i}: registrationOpen`).join(' ')} }`)).toEqual([
      { message: 'The query uses 16 aliases; at most 15 are allowed.', extensions: { code: 'BAD_REQUEST' } },
    ]);
    expect(await refusedWith(`{ ${['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map(JOBS).join(' ')} }`)).toEqual([
      { message: 'The query would cost 71,500 to run; at most 50,000 is allowed. Ask for fewer records (a smaller `first`) or fewer fields.', extensions: { code: 'BAD_REQUEST' } },
    ]);
    expect(await refusedWith(`{ ${'registrationOpen '.repeat(1001)}}`)).toEqual([
      { message: 'The query holds more than 1,000 tokens (names, values and punctuation); at most 1,000 are allowed.', extensions: { code: 'BAD_REQUEST' } },
    ]);
  });

  it('answers a query within them', async () => {
    const { status, body } = await graphql(t.app, `{ ${['a', 'b', 'c'].map(JOBS).join(' ')} }`);
    expect(status).toBe(200);
    expect(body).toEqual({ data: { a: { edges: [] }, b: { edges: [] }, c: { edges: [] } } });
  });

  it('still says "Syntax Error" where the syntax is wrong', async () => {
    expect(await refusedWith('{ registrationOpen')).toEqual([expect.objectContaining({ message: 'Syntax Error: Expected Name, found <EOF>.', extensions: { code: 'GRAPHQL_PARSE_FAILED' } })]);
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
