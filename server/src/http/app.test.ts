import { describe, expect, it } from 'vitest';
import { toGlobalId } from '../graphql/relay.js';
import { graphql } from '../test/app.js';
import { useTestApp } from '../test/fixture.js';

const t = useTestApp();

describe('health and readiness', () => {
  it('GET /health answers while the process runs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /ready answers when the database is reachable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });
});

describe('security headers', () => {
  it('sends a strict content security policy and no X-Powered-By', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    const csp = String(response.headers['content-security-policy']);

    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});

describe('REST error envelope', () => {
  it('answers unknown API paths with 404 and the failure envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      message: 'No route for GET /api/nothing-here.',
      error: 'No route for GET /api/nothing-here.',
      errors: [{ msg: 'No route for GET /api/nothing-here.' }],
    });
  });

  it('refuses bodies over 1 MB with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/subscribe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a'.repeat(1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, message: 'The request body is too large.' });
  });
});

describe('GraphQL endpoint', () => {
  it('blocks requests a browser could send cross-site without a preflight (CSRF prevention)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('CSRF');
  });

  it('refuses batched requests', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: [{ query: '{ __typename }' }, { query: '{ __typename }' }],
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses more than 15 aliases', async () => {
    const aliases = Array.from({ length: 16 }, (_, index) => `a${index}: registrationOpen`).join(' ');
    const { status, body } = await graphql(t.app, `query Many { ${aliases} }`);

    expect(status).toBe(400);
    expect(body.errors?.[0]).toMatchObject({
      message: 'The query uses 16 aliases; at most 15 are allowed.',
      extensions: { code: 'BAD_REQUEST' },
    });
  });

  it('never suggests field names (they would map the schema for a stranger)', async () => {
    const { status, body } = await graphql(t.app, '{ registrationOpn }');
    expect(status).toBe(400);
    expect(body.errors?.[0]?.message).toMatch(/^Cannot query field "registrationOpn" on type "Query"\./);
    expect(body.errors?.[0]?.message).not.toContain('Did you mean');
  });

  it('refuses documents of more than 1000 tokens', async () => {
    const fields = Array.from({ length: 1000 }, () => '__typename').join(' ');
    const { status, body } = await graphql(t.app, `{ ${fields} }`);

    expect(status).toBe(400);
    expect(body.errors?.[0]).toMatchObject({
      message: 'The query holds more than 1,000 tokens (names, values and punctuation); at most 1,000 are allowed.',
      extensions: { code: 'BAD_REQUEST' },
    });
  });
});

describe('node(id:)', () => {
  it('returns null for ids that do not name an object', async () => {
    const { body } = await graphql(t.app, `{ a: node(id: "garbage") { id } b: node(id: "${toGlobalId('Nothing', '1')}") { id } }`);
    expect(body).toEqual({ data: { a: null, b: null } });
  });

  it('keeps admin-only objects from visitors', async () => {
    const { body } = await graphql(t.app, `{ node(id: "${toGlobalId('Subscriber', '0190b6a2-0000-7000-8000-000000000000')}") { id } }`);
    expect(body.errors?.[0]).toMatchObject({ message: 'Please sign in to continue.', extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('keeps admin lists from visitors', async () => {
    const { body } = await graphql(t.app, '{ subscribers(first: 5) { totalCount } }');
    expect(body.errors?.[0]).toMatchObject({ message: 'Please sign in to continue.', extensions: { code: 'UNAUTHENTICATED' } });
  });
});
