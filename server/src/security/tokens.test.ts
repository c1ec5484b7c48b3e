import { generateKeyPairSync } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { buildAppSchema } from '../graphql/schema.js';
import { AREAS } from '../modules/index.js';
import { graphql, TEST_JWT_SECRET } from '../test/app.js';
import { useTestApp } from '../test/fixture.js';
import { guardedRoutes, bodyFor, rootOperations, urlOf } from '../test/operations.js';

/**
 * Every way a token can be wrong, tried on every admin operation, REST and GraphQL (DESIGN.md
 * "Security rules": HS256 only, issuer and audience checked, expiry required, sessions revocable).
 */
const t = useTestApp({ admin: true });

const SIGNED_IN = 'Please sign in to continue.';
const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const appSchema = buildAppSchema(AREAS);

interface RealClaims {
  sub: string;
  jti: string;
}

const base64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);
/** The claims a genuine token carries, with the options each forged kind changes. */
const genuine = (claims: RealClaims) => ({ subject: claims.sub, jwtid: claims.jti, issuer: 'finmesh', audience: 'finmesh-admin' });

/** Each kind of bad token, made for the fixture admin's real session so only the flaw differs. */
const BAD_TOKENS: readonly [string, (claims: RealClaims, token: string) => string | Promise<string>][] = [
  ['alg none, unsigned', (claims) => `${base64({ alg: 'none', typ: 'JWT' })}.${base64({ role: 'admin', sub: claims.sub, jti: claims.jti, iss: 'finmesh', aud: 'finmesh-admin', exp: now() + 3600 })}.`],
  ['HS512 instead of HS256', (claims) => jwt.sign({ role: 'admin' }, TEST_JWT_SECRET, { ...genuine(claims), algorithm: 'HS512', expiresIn: 3600 })],
  ['RS256 with a key of its own', (claims) => jwt.sign({ role: 'admin' }, privateKey, { ...genuine(claims), algorithm: 'RS256', expiresIn: 3600 })],
  ['signed with another secret', (claims) => jwt.sign({ role: 'admin' }, 'another-secret-that-is-long-enough-0123456789', { ...genuine(claims), algorithm: 'HS256', expiresIn: 3600 })],
  ['a genuine signature over altered claims', (claims, token) => {
    const [head, , signature] = token.split('.') as [string, string, string];
    return `${head}.${base64({ role: 'admin', sub: claims.sub, jti: claims.jti, iss: 'finmesh', aud: 'finmesh-admin', exp: now() + 86_400 * 365 })}.${signature}`;
  }],
  ['expired', (claims) => jwt.sign({ role: 'admin', exp: now() - 5 }, TEST_JWT_SECRET, { ...genuine(claims), algorithm: 'HS256' })],
  ['without exp', (claims) => jwt.sign({ role: 'admin' }, TEST_JWT_SECRET, { ...genuine(claims), algorithm: 'HS256' })],
  ['from another issuer', (claims) => jwt.sign({ role: 'admin' }, TEST_JWT_SECRET, { ...genuine(claims), issuer: 'someone-else', algorithm: 'HS256', expiresIn: 3600 })],
  ['for another audience', (claims) => jwt.sign({ role: 'admin' }, TEST_JWT_SECRET, { ...genuine(claims), audience: 'finmesh-public', algorithm: 'HS256', expiresIn: 3600 })],
  ['for a session that does not exist', (claims) => jwt.sign({ role: 'admin' }, TEST_JWT_SECRET, { ...genuine(claims), jwtid: '00000000-0000-4000-8000-000000000000', algorithm: 'HS256', expiresIn: 3600 })],
  ['signed out', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: 'test.admin', password: 'Str0ng!pass-phrase' } });
    const token = (login.json() as { token: string }).token;
    const logout = await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { authorization: `Bearer ${token}` } });
    expect(logout.statusCode).toBe(200);
    return token;
  }],
  ['not a token at all', () => 'abc.def.ghi'],
];

describe.each(BAD_TOKENS)('a token %s', (_kind, make) => {
  const bearerOf = async () => {
    const token = t.admin.authorization.slice('Bearer '.length);
    const claims = jwt.decode(token) as RealClaims;
    return { authorization: `Bearer ${await make(claims, token)}` };
  };

  it('gets 401 from every admin REST route', async () => {
    const headers = await bearerOf();
    const routes = guardedRoutes(t.app);
    expect(routes.length).toBeGreaterThan(30);
    for (const { method, url } of routes) {
      const response = await t.app.inject({ method: method as 'GET', url: urlOf(url), headers, payload: bodyFor(method) });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      if (method !== 'HEAD') expect(response.json(), `${method} ${url}`).toMatchObject({ success: false, message: SIGNED_IN });
    }
  });

  it('gets UNAUTHENTICATED from every admin GraphQL field', async () => {
    const headers = await bearerOf();
    const operations = rootOperations(await appSchema, (_name, field) => field.extensions.access !== 'public');
    expect(operations.length).toBeGreaterThan(20);
    for (const { name, document } of operations) {
      const { body } = await graphql(t.app, document, {}, headers);
      expect(body.errors?.[0], name).toMatchObject({ message: SIGNED_IN, extensions: { code: 'UNAUTHENTICATED' } });
      expect(body.data ?? null, name).toBeNull();
    }
  });
});

it('the genuine token opens the same operations (so the table above tests the token, not the call)', async () => {
  const { body } = await graphql(t.app, '{ me { username } }', {}, t.admin);
  expect(body.data).toEqual({ me: { username: 'test.admin' } });
  const response = await t.app.inject({ method: 'GET', url: '/api/admin/profile', headers: t.admin });
  expect(response.statusCode).toBe(200);
});
