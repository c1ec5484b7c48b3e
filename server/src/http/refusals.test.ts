import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInAdmin, type TestApp } from '../test/app.js';
import { writeBuiltClient } from '../test/built-client.js';

/**
 * Issue P17: a refused post was never counted by the rate limit, so one small client could send
 * bad posts without end. Refusals (400, 413) of the public writes count per address against a
 * limit of their own (`PUBLIC_FORM_REFUSAL_LIMIT`); past it, the answer is 429.
 */
let t: TestApp;
let clientDir: string;
const SITE = 'https://www.finmesh.example';
const TOO_MANY = 'Too many submissions from your network. Please wait a minute and try again.';

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(tmpdir(), 'finmesh-client-'));
  await writeBuiltClient(clientDir);
  t = await createTestApp({ env: { CLIENT_DIR: clientDir, PUBLIC_URL: SITE, PUBLIC_FORM_RATE_LIMIT: '100', PUBLIC_FORM_REFUSAL_LIMIT: '3' } });
});
afterAll(async () => {
  await t.close();
  await rm(clientDir, { recursive: true, force: true });
});

/** Each test's posts come from an address of its own. */
const from = (remoteAddress: string) => (options: InjectOptions) => t.app.inject({ ...options, remoteAddress });

const invalidContact = { method: 'POST', url: '/api/contact', payload: { firstName: '' } } as const;
const subscribe = (email: string, headers: Record<string, string> = {}) =>
  ({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', ...headers }, payload: { query: 'mutation ($email: String!) { subscribe(input: { email: $email }) { message } }', variables: { email } } }) as const;
const tooManyFields = { method: 'POST', url: '/forms/newsletter', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE }, payload: 'a=&'.repeat(100) } as const;

describe('refused posts to the public writes', () => {
  it('are answered as usual up to the limit, then 429 with Retry-After, on REST', async () => {
    const post = from('10.0.0.1');
    for (let n = 0; n < 3; n += 1) expect((await post(invalidContact)).statusCode).toBe(400);
    const cut = await post(invalidContact);
    expect(cut.statusCode).toBe(429);
    expect(cut.json()).toEqual({ success: false, message: TOO_MANY, error: TOO_MANY, errors: [{ msg: TOO_MANY }] });
    expect(Number(cut.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not concerned.
    expect((await from('10.0.0.9')(invalidContact)).statusCode).toBe(400);
  });

  it('are counted on GraphQL as on REST, for visitors', async () => {
    const post = from('10.0.0.2');
    for (let n = 0; n < 3; n += 1) {
      const refused = await post(subscribe('not an address'));
      expect(refused.json().errors[0].extensions.code).toBe('BAD_USER_INPUT');
    }
    const cut = await post(subscribe('not an address'));
    expect(cut.statusCode).toBe(429);
    expect(cut.json()).toEqual({ errors: [{ message: TOO_MANY, extensions: { code: 'TOO_MANY_REQUESTS' } }] });
    expect(Number(cut.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('are counted on a form\'s page, whose answer past the limit is a page saying so', async () => {
    const post = from('10.0.0.3');
    for (let n = 0; n < 3; n += 1) expect((await post(tooManyFields)).statusCode).toBe(413);
    const cut = await post(tooManyFields);
    expect(cut.statusCode).toBe(429);
    expect(cut.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(cut.body).toContain(TOO_MANY);
    expect(Number(cut.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('share one count per address, whichever write they went to', async () => {
    const post = from('10.0.0.4');
    expect((await post(invalidContact)).statusCode).toBe(400);
    expect((await post(tooManyFields)).statusCode).toBe(413);
    expect((await post(subscribe('not an address'))).statusCode).toBe(200);
    expect((await post(invalidContact)).statusCode).toBe(429);
  });

  it('cost a person nothing: a valid submission from the same address is still stored', async () => {
    const post = from('10.0.0.5');
    for (let n = 0; n < 4; n += 1) await post(invalidContact);
    const stored = await post({ method: 'POST', url: '/api/subscriptions/subscribe', payload: { email: 'asha.rao@example.com' } });
    expect(stored.statusCode).toBe(201);
  });

  it('are not counted for a signed-in admin', async () => {
    const admin = await signedInAdmin(t.app);
    const post = from('10.0.0.6');
    for (let n = 0; n < 5; n += 1) {
      const refused = await post(subscribe('not an address', admin));
      expect(refused.json().errors[0].extensions.code).toBe('BAD_USER_INPUT');
    }
  });
});
