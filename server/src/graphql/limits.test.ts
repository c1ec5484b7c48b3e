import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
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
