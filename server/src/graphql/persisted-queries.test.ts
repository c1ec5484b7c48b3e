import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/fixture.js';

/**
 * Automatic persisted queries (Apollo Server's APQ, on by default), as docs/integrators.md tells
 * them: a query is sent once with its SHA-256, then by its hash alone; a server that does not hold
 * it says so and the client sends it again. Each server keeps them in its own memory.
 */
const t = useTestApp();

const QUERY = '{ registrationOpen }';
const hashOf = (query: string) => createHash('sha256').update(query).digest('hex');
const persisted = (sha256Hash: string) => ({ persistedQuery: { version: 1, sha256Hash } });
const post = (payload: object) => t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload });
const NOT_FOUND = { errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] };

describe('automatic persisted queries', () => {
  it('answers a hash the server does not hold with PERSISTED_QUERY_NOT_FOUND (200), then runs it by hash once it was sent with it', async () => {
    const hash = hashOf(QUERY);
    const unknown = await post({ extensions: persisted(hash) });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(NOT_FOUND);

    const registered = await post({ query: QUERY, extensions: persisted(hash) });
    expect(registered.json()).toEqual({ data: { registrationOpen: true } });
    const byHash = await post({ extensions: persisted(hash) });
    expect(byHash.statusCode).toBe(200);
    expect(byHash.json()).toEqual({ data: { registrationOpen: true } });
  });

  it('takes a GET by hash with a preflight header, as CSRF prevention asks', async () => {
    const hash = hashOf(QUERY);
    await post({ query: QUERY, extensions: persisted(hash) });
    const url = `/graphql?extensions=${encodeURIComponent(JSON.stringify(persisted(hash)))}`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(400);
    const answer = await t.app.inject({ method: 'GET', url, headers: { 'apollo-require-preflight': 'true' } });
    expect(answer.json()).toEqual({ data: { registrationOpen: true } });
  });

  it('refuses a hash that is not the query’s with 400 BAD_REQUEST', async () => {
    const answer = await post({ query: QUERY, extensions: persisted(hashOf('{ countries { name } }')) });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ errors: [{ message: 'provided sha does not match query', extensions: { code: 'BAD_REQUEST' } }] });
  });

  it('keeps no query the limits refuse', async () => {
    const deep = '{ __type(name: "Query") { fields { type { ofType { ofType { ofType { name } } } } } } }';
    const refused = await post({ query: deep, extensions: persisted(hashOf(deep)) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ errors: [{ message: 'The query nests 7 levels deep; at most 6 are allowed.', extensions: { code: 'BAD_REQUEST' } }] });
    expect((await post({ extensions: persisted(hashOf(deep)) })).json()).toEqual(NOT_FOUND);
  });
});
