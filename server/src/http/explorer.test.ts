import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '../rules/server.js';
import { createTestApp, graphql, signedInAdmin, type TestApp } from '../test/app.js';
import { writeBuiltClient } from '../test/built-client.js';

/** What a browser sends when its address bar opens a page. */
const BROWSER = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8' };
const INTROSPECTION = '{ __schema { queryType { name } } }';

let clientDir: string;
beforeAll(async () => {
  clientDir = await mkdtemp(path.join(tmpdir(), 'finmesh-client-'));
  await writeBuiltClient(clientDir);
});
afterAll(() => rm(clientDir, { recursive: true, force: true }));

/** The app with the built client, in `env`; closed after the describe block that calls it. */
function useApp(env: Record<string, string>): () => TestApp {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp({ env: { CLIENT_DIR: clientDir, ...env } });
  });
  afterAll(() => app?.close());
  return () => {
    if (!app) throw new Error('The app exists inside tests only.');
    return app;
  };
}

const openInBrowser = (t: TestApp) => t.app.inject({ method: 'GET', url: '/graphql', headers: BROWSER });

describe('the GraphQL explorer, on (by default outside production)', () => {
  const t = useApp({});

  it('opens for a browser at GET /graphql, under the back office’s security headers, kept by no cache', async () => {
    const page = await openInBrowser(t());
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('GraphQL explorer');
    expect(page.headers['cache-control']).toBe('no-store');

    const backOffice = await t().app.inject({ method: 'GET', url: '/admin', headers: BROWSER });
    for (const header of ['content-security-policy', 'permissions-policy', 'strict-transport-security', 'x-content-type-options', 'referrer-policy', 'x-frame-options']) {
      expect(page.headers[header], header).toBe(backOffice.headers[header]);
    }
    // GraphiQL's scripts, Monaco's workers and every font are files of this origin: nothing from
    // elsewhere, nothing inline, no eval, no data: fonts; the page needs no policy of its own.
    const csp = new Map(String(page.headers['content-security-policy']).split(';').map((directive) => directive.trim().split(/\s+/)).map(([name = '', ...values]) => [name, values.join(' ')]));
    expect(csp.get('default-src')).toBe("'self'");
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('font-src')).toBe("'self'");
    // The one other origin anything may connect to is the Contact page's map (asked whether it answers before it is framed).
    expect(csp.get('connect-src')).toBe("'self' https://www.openstreetmap.org");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(csp.has('worker-src')).toBe(false);
  });

  it('leaves GraphQL clients’ GETs and POSTs as they were', async () => {
    const asked = await t().app.inject({ method: 'GET', url: '/graphql?query=%7BregistrationOpen%7D', headers: { accept: 'application/json', 'apollo-require-preflight': 'true' } });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ data: { registrationOpen: true } });
    // A GET without a preflight header is still refused as a possible cross-site request (CSRF prevention).
    const bare = await t().app.inject({ method: 'GET', url: '/graphql?query=%7BregistrationOpen%7D', headers: { accept: 'application/json' } });
    expect(bare.statusCode).toBe(400);
    expect(bare.body).toContain('CSRF');
    const posted = await graphql(t().app, '{ registrationOpen }');
    expect(posted).toEqual({ status: 200, body: { data: { registrationOpen: true } } });
  });

  it('lets the schema be read, as the explorer does to document it', async () => {
    const { body } = await graphql(t().app, INTROSPECTION);
    expect(body).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
  });

  it('runs an operation sent the way the explorer sends it, as the admin whose session it carries', async () => {
    const admin = await signedInAdmin(t().app, 'explorer.admin');
    const response = await t().app.inject({
      method: 'POST',
      url: '/graphql',
      // GraphiQL's fetcher: JSON from the page's own origin.
      headers: { ...admin, 'content-type': 'application/json', accept: 'application/json, multipart/mixed', origin: t().config.publicUrl, 'sec-fetch-site': 'same-origin' },
      payload: { query: '{ me { username } }' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { me: { username: 'explorer.admin' } } });
  });
});

describe('in production without GRAPHQL_EXPLORER', () => {
  const t = useApp({ NODE_ENV: 'production' });

  it('has no explorer: a browser is told so (404)', async () => {
    const page = await openInBrowser(t());
    expect(page.statusCode).toBe(404);
    expect(page.json()).toEqual({ errors: [{ message: SERVER_MESSAGES.explorerOff, extensions: { code: 'NOT_FOUND' } }] });
  });

  it('refuses introspection, and answers operations as before', async () => {
    const refused = await graphql(t().app, INTROSPECTION);
    expect(refused.body.data ?? null).toBeNull();
    expect(refused.body.errors?.[0]?.message).toMatch(/introspection/i);
    expect((await graphql(t().app, '{ registrationOpen }')).body).toEqual({ data: { registrationOpen: true } });
  });
});

describe('in production with GRAPHQL_EXPLORER=true', () => {
  const t = useApp({ NODE_ENV: 'production', GRAPHQL_EXPLORER: 'true' });

  it('opens the explorer and lets the schema be read', async () => {
    const page = await openInBrowser(t());
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('GraphQL explorer');
    expect((await graphql(t().app, INTROSPECTION)).body).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
  });
});

describe('on, without a built client', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('tells a browser the explorer is not built (404), and GraphQL works as ever', async () => {
    const page = await openInBrowser(t);
    expect(page.statusCode).toBe(404);
    expect(page.json()).toEqual({ errors: [{ message: SERVER_MESSAGES.explorerNotBuilt, extensions: { code: 'NOT_FOUND' } }] });
    expect((await graphql(t.app, '{ registrationOpen }')).body).toEqual({ data: { registrationOpen: true } });
  });
});
