import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAppSchema } from '../graphql/schema.js';
import { checkAreaList } from '../modules/index.js';
import { createTestApp, graphql, type TestApp } from '../test/app.js';
import { guardedRoutes, bodyFor, rootOperations, urlOf } from '../test/operations.js';
import { registeredRoutes } from './rest.js';

/** The calls of spec section 7 a visitor (or a not-yet-signed-in admin) makes; every other route is for admins. */
const PUBLIC_REST_CALLS: readonly (readonly [string, string])[] = [
  ['POST', '/api/admin/login'],
  ['POST', '/api/admin/create-admin'],
  ['POST', '/api/contact'],
  ['POST', '/api/career/apply'],
  ['GET', '/api/jobs'],
  ['GET', '/api/jobs/:id'],
  ['POST', '/api/demo-requests'],
  ['POST', '/api/subscriptions/subscribe'],
  ['GET', '/api/countries'],
];

/** GraphQL root fields anyone may call (`@Public()`); every other root field is for signed-in admins. */
const PUBLIC_GRAPHQL_FIELDS = new Set([
  'Query.node',
  'Query.registrationOpen',
  'Query.countries',
  'Query.formStart',
  'Query.jobs',
  'Query.job',
  'Mutation.applyForJob',
  'Mutation.login',
  'Mutation.createAdmin',
  'Mutation.subscribe',
  'Mutation.submitContactForm',
  'Mutation.requestDemo',
]);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('REST routes', () => {
  it('has routes to check, every one of them admin-only unless it is one of the spec’s public calls', () => {
    const routes = registeredRoutes(t.app);
    expect(routes.length).toBeGreaterThan(30);
    const publicRoutes = routes.filter((route) => route.access === 'public' && route.method !== 'HEAD').map((route) => [route.method, route.url] as const);
    expect(publicRoutes.filter(([, url]) => url.startsWith('/api/'))).toEqual(expect.arrayContaining(PUBLIC_REST_CALLS.map(([method, url]) => [method, url])));
    expect(publicRoutes.filter(([, url]) => url.startsWith('/api/'))).toHaveLength(PUBLIC_REST_CALLS.length);
  });

  it('answers 401 on every admin route without a token, before reading the body', async () => {
    const refused = await Promise.all(
      guardedRoutes(t.app).map(async ({ method, url }) => {
        const response = await t.app.inject({ method: method as 'GET', url: urlOf(url), payload: bodyFor(method) });
        return { route: `${method} ${url}`, status: response.statusCode, body: method === 'HEAD' ? null : response.json(), cache: response.headers['cache-control'] };
      }),
    );
    for (const answer of refused) {
      expect(answer).toMatchObject({ status: 401, ...(answer.body ? { body: { success: false, message: 'Please sign in to continue.', error: 'Please sign in to continue.' } } : {}) });
      if (answer.route.includes(' /api/') || answer.route.includes(' /email-recipients')) expect(answer.cache).toBe('no-store');
    }
  });

  it('answers 401 on every admin route with a token that is not ours', async () => {
    for (const { method, url } of guardedRoutes(t.app)) {
      const response = await t.app.inject({ method: method as 'GET', url: urlOf(url), headers: { authorization: 'Bearer abc.def.ghi' } });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('the area list', () => {
  it('refuses to start when an area folder is missing from it', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'finmesh-areas-'));
    for (const name of ['contact', 'events']) {
      await mkdir(path.join(folder, name));
      await writeFile(path.join(folder, name, 'index.ts'), 'export {};');
    }
    await mkdir(path.join(folder, 'notes'));
    expect(() => checkAreaList([{ name: 'contact' }], folder)).toThrow('Area folder modules/events not listed in AREAS (src/modules/index.ts): add it there.');
    expect(() => checkAreaList([{ name: 'contact' }, { name: 'events' }], folder)).not.toThrow();
    await rm(folder, { recursive: true, force: true });
  });

  it('lists every area the source tree has', () => {
    expect(() => checkAreaList()).not.toThrow();
  });
});

describe('admin GraphQL fields', async () => {
  const schema = await buildAppSchema();

  it('marks public exactly the spec’s public fields', () => {
    const marked = rootOperations(schema, (_name, field) => field.extensions.access === 'public').map(({ name }) => name);
    expect(new Set(marked)).toEqual(PUBLIC_GRAPHQL_FIELDS);
  });

  const adminFields = rootOperations(schema, (name) => !PUBLIC_GRAPHQL_FIELDS.has(name)).map(({ name, document }) => [name, document] as const);

  it('has admin fields to check', () => {
    expect(adminFields.length).toBeGreaterThan(3);
  });

  it.each(adminFields)('%s answers UNAUTHENTICATED without a token', async (_name, document) => {
    const { body } = await graphql(t.app, document);
    expect(body.errors?.[0]).toMatchObject({ message: 'Please sign in to continue.', extensions: { code: 'UNAUTHENTICATED' } });
  });
});
