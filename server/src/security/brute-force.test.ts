import { describe, expect, it } from 'vitest';
import { graphql } from '../test/app.js';
import { useTestApp } from '../test/fixture.js';
import { LoginFailureEntity } from '../modules/admin/admin.entity.js';

/** Password guessing, from the angles an attacker would try (the fixture admin is `test.admin`). */
const t = useTestApp({ admin: true });

const PASSWORD = 'Str0ng!pass-phrase';
const signIn = (username: string, password: string, forwardedFor: string) =>
  t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username, password }, headers: { 'x-forwarded-for': forwardedFor } });
const guessesStored = () => t.orm.em.fork().count(LoginFailureEntity);

describe('a rotating X-Forwarded-For', () => {
  it('through 100 values and 100 usernames: the address limit still stops the 21st guess and every one after', async () => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 100; attempt += 1) {
      statuses.push((await signIn(`guess${attempt}`, PASSWORD, `198.51.${Math.floor(attempt / 250)}.${attempt % 250}`)).statusCode);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses.slice(20)).toEqual(Array(80).fill(429));
    // Even the right password for the real admin is refused from that address now.
    expect((await signIn('test.admin', PASSWORD, '192.0.2.1')).statusCode).toBe(429);
  });

  it('through 100 values on one username: the 6th guess and every one after are refused, the right password too', async () => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 100; attempt += 1) {
      statuses.push((await signIn('test.admin', `Wrong!${attempt}x`, `203.0.113.${attempt}`)).statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual(Array(5).fill(401));
    expect(statuses.slice(5)).toEqual(Array(95).fill(429));
    expect((await signIn('test.admin', PASSWORD, '192.0.2.2')).statusCode).toBe(429);
    expect(await guessesStored()).toBe(5);
  });
});

describe('aliased login mutations', () => {
  it('never check more guesses than they count: six requests of 15 aliases check 5 guesses in all, then lock the account', async () => {
    const aliases = Array.from({ length: 15 }, (_, index) => `a${index}: login(input: { username: "test.admin", password: "Wrong!${index}x" }) { token }`);
    const codes: unknown[] = [];
    for (let request = 1; request <= 6; request += 1) {
      const { body } = await graphql(t.app, `mutation { ${aliases.join(' ')} }`);
      codes.push(...(body.errors ?? []).map((error) => error.extensions?.code));
    }
    // A failed login ends its request (the payload is non-null), so each request checks at most one guess.
    expect(codes.filter((code) => code === 'UNAUTHENTICATED')).toHaveLength(5);
    expect(codes.filter((code) => code !== 'UNAUTHENTICATED')).toEqual(['TOO_MANY_REQUESTS']);
    expect(await guessesStored()).toBe(5);
    expect((await signIn('test.admin', PASSWORD, '192.0.2.3')).statusCode).toBe(429);
  });

  it('past 15 in one request, the whole request is refused before any guess is checked', async () => {
    const aliases = Array.from({ length: 16 }, (_, index) => `a${index}: login(input: { username: "test.admin", password: "Wrong!${index}x" }) { token }`);
    const { status, body } = await graphql(t.app, `mutation { ${aliases.join(' ')} }`);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.message).toMatch(/aliases/i);
    expect(await guessesStored()).toBe(0);
  });
});
