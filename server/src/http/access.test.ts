import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
} from 'graphql';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAppSchema } from '../graphql/schema.js';
import { checkAreaList } from '../modules/index.js';
import { createTestApp, graphql, type TestApp } from '../test/app.js';
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

/** A route's path with placeholders for its parameters (`:id` and `*`). */
const urlOf = (url: string) => url.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000').replace(/\*$/, 'file.pdf');

describe('REST routes', () => {
  const adminRoutes = () => registeredRoutes(t.app).filter((route) => route.access === 'admin');

  it('has routes to check, every one of them admin-only unless it is one of the spec’s public calls', () => {
    const routes = registeredRoutes(t.app);
    expect(routes.length).toBeGreaterThan(30);
    const publicRoutes = routes.filter((route) => route.access === 'public' && route.method !== 'HEAD').map((route) => [route.method, route.url] as const);
    expect(publicRoutes.filter(([, url]) => url.startsWith('/api/'))).toEqual(expect.arrayContaining(PUBLIC_REST_CALLS.map(([method, url]) => [method, url])));
    expect(publicRoutes.filter(([, url]) => url.startsWith('/api/'))).toHaveLength(PUBLIC_REST_CALLS.length);
  });

  it('answers 401 on every admin route without a token, before reading the body', async () => {
    const refused = await Promise.all(
      adminRoutes().map(async ({ method, url }) => {
        const response = await t.app.inject({ method: method as 'GET', url: urlOf(url), payload: ['GET', 'HEAD', 'DELETE'].includes(method) ? undefined : {} });
        return { route: `${method} ${url}`, status: response.statusCode, body: method === 'HEAD' ? null : response.json(), cache: response.headers['cache-control'] };
      }),
    );
    for (const answer of refused) {
      expect(answer).toMatchObject({ status: 401, ...(answer.body ? { body: { success: false, message: 'Please sign in to continue.', error: 'Please sign in to continue.' } } : {}) });
      if (answer.route.includes(' /api/') || answer.route.includes(' /email-recipients')) expect(answer.cache).toBe('no-store');
    }
  });

  it('answers 401 on every admin route with a token that is not ours', async () => {
    for (const { method, url } of adminRoutes()) {
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

/** A syntactically valid call of a root field, with placeholder arguments. */
function callOf(field: GraphQLField<unknown, unknown>): string {
  const args = field.args
    .filter((arg) => isNonNullType(arg.type))
    .map((arg) => `${arg.name}: ${placeholder(arg.type)}`)
    .join(', ');
  const selection = isScalarType(getNamedType(field.type)) || isEnumType(getNamedType(field.type)) ? '' : ' { __typename }';
  return `${field.name}${args ? `(${args})` : ''}${selection}`;
}

function placeholder(type: GraphQLInputType): string {
  if (isNonNullType(type)) return placeholder(type.ofType);
  if (isListType(type)) return `[${placeholder(type.ofType)}]`;
  if (isEnumType(type)) return type.getValues()[0]?.name ?? '';
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter((inputField) => isNonNullType(inputField.type));
    return `{ ${fields.map((inputField) => `${inputField.name}: ${placeholder(inputField.type)}`).join(', ')} }`;
  }
  if (type.name === 'Int' || type.name === 'Float') return '1';
  if (type.name === 'Boolean') return 'true';
  return '"x"';
}

describe('admin GraphQL fields', async () => {
  const schema = await buildAppSchema();
  const roots = [schema.getQueryType(), schema.getMutationType()].filter((root): root is GraphQLObjectType => root !== null && root !== undefined);

  it('marks public exactly the spec’s public fields', () => {
    const marked = roots.flatMap((root) => Object.values(root.getFields()).filter((field) => field.extensions.access === 'public').map((field) => `${root.name}.${field.name}`));
    expect(new Set(marked)).toEqual(PUBLIC_GRAPHQL_FIELDS);
  });

  const adminFields = roots.flatMap((root) =>
    Object.values(root.getFields())
      .filter((field) => !PUBLIC_GRAPHQL_FIELDS.has(`${root.name}.${field.name}`))
      .map((field) => [`${root.name}.${field.name}`, root.name === 'Mutation' ? 'mutation' : 'query', callOf(field)] as const),
  );

  it('has admin fields to check', () => {
    expect(adminFields.length).toBeGreaterThan(3);
  });

  it.each(adminFields)('%s answers UNAUTHENTICATED without a token', async (_name, operation, call) => {
    const { body } = await graphql(t.app, `${operation} { ${call} }`);
    expect(body.errors?.[0]).toMatchObject({ message: 'Please sign in to continue.', extensions: { code: 'UNAUTHENTICATED' } });
  });
});
