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
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAppSchema } from '../graphql/schema.js';
import { createTestApp, graphql, type TestApp } from '../test/app.js';
import { requiresAdmin } from './admin-access.js';

/** The admin calls of spec section 7 (ids are examples). */
const ADMIN_REST_CALLS: readonly (readonly [string, string])[] = [
  ['POST', '/api/admin/verify-token'],
  ['POST', '/api/admin/logout'],
  ['GET', '/api/admin/profile'],
  ['GET', '/api/contact/admin/contact-submissions'],
  ['PUT', '/api/contact/admin/contact-submissions/abc/status'],
  ['POST', '/api/contact/admin/contact-submissions/abc/reply'],
  ['DELETE', '/api/contact/admin/contact-submissions/abc'],
  ['POST', '/api/contact/admin/contact-submissions/abc/not-spam'],
  ['GET', '/api/career/applications?page=1&limit=5'],
  ['PUT', '/api/career/applications/abc/status'],
  ['DELETE', '/api/career/applications/abc'],
  ['POST', '/api/career/applications/abc/not-spam'],
  ['POST', '/api/jobs'],
  ['PUT', '/api/jobs/abc'],
  ['DELETE', '/api/jobs/abc'],
  ['GET', '/api/admin/demo-requests?status=pending&page=1&limit=10'],
  ['PUT', '/api/admin/demo-requests/abc/status'],
  ['PUT', '/api/admin/demo-requests/abc/notes'],
  ['DELETE', '/api/admin/demo-requests/abc'],
  ['POST', '/api/admin/demo-requests/abc/not-spam'],
  ['GET', '/api/subscriptions'],
  ['GET', '/api/subscriptions?status=spam'],
  ['POST', '/api/subscriptions/unsubscribe'],
  ['POST', '/api/subscriptions/abc/not-spam'],
  ['GET', '/email-recipients?page=1&limit=10&search=a'],
  ['GET', '/email-recipients/abc'],
  ['POST', '/email-recipients'],
  ['PUT', '/email-recipients/abc'],
  ['DELETE', '/email-recipients/abc'],
  ['PATCH', '/email-recipients/abc/toggle-status'],
  ['GET', '/api/email-recipients'],
  ['PATCH', '/api/email-recipients/abc/toggle-status'],
];

/** The calls a visitor (or a not-yet-signed-in admin) makes. */
const PUBLIC_REST_CALLS: readonly (readonly [string, string])[] = [
  ['POST', '/api/admin/login'],
  ['POST', '/api/admin/create-admin'],
  ['POST', '/api/contact'],
  ['POST', '/api/career/apply'],
  ['GET', '/api/jobs'],
  ['GET', '/api/jobs/abc'],
  ['POST', '/api/demo-requests'],
  ['POST', '/api/subscriptions/subscribe'],
  ['GET', '/api/countries'],
];

/** GraphQL root fields anyone may call; every other root field is for signed-in admins. */
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

describe('admin REST paths', () => {
  it.each(ADMIN_REST_CALLS)('%s %s answers 401 without a token', async (method, url) => {
    const response = await t.app.inject({ method: method as 'GET', url, payload: method === 'GET' ? undefined : {} });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: 'Please sign in to continue.', error: 'Please sign in to continue.' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each(ADMIN_REST_CALLS)('%s %s answers 401 with a token that is not ours', async (method, url) => {
    const response = await t.app.inject({ method: method as 'GET', url, headers: { authorization: 'Bearer abc.def.ghi' } });
    expect(response.statusCode).toBe(401);
  });

  it.each(PUBLIC_REST_CALLS)('%s %s is open to visitors', (method, url) => {
    expect(requiresAdmin(method, url)).toBe(false);
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
