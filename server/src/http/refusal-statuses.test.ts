import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { toGlobalId } from '../graphql/relay.js';
import { ACCESS_MESSAGES } from '../rules/access.js';
import { ADMIN_MESSAGES } from '../rules/admin.js';
import { useTestApp } from '../test/fixture.js';

/**
 * Issue P19: one rule for both doors. A request refused as a whole for its credential (none, or
 * not valid: a forged session, an unknown key, a key asking for an account) answers 401
 * `UNAUTHENTICATED`; refused for a permission its session or key lacks, 403 `FORBIDDEN`: on REST
 * and on GraphQL alike, sessions and keys alike. A GraphQL operation that answers some fields
 * and not others stays 200, the refused fields carrying the codes. Every REST failure carries
 * `errors[]`, as a 400's does.
 */
const t = useTestApp({ admin: true });

type Headers = Record<string, string>;
/** What Apollo Client 4 (and GraphiQL) send: they read a 4xx answer of that type as GraphQL errors. */
const APOLLO_ACCEPT = 'application/graphql-response+json,application/json;q=0.9';
const GRAPHQL_RESPONSE = 'application/graphql-response+json; charset=utf-8';
const SIGN_IN = ADMIN_MESSAGES.signInRequired;

const graphql = (query: string, headers: Headers = {}) =>
  t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', accept: APOLLO_ACCEPT, ...headers }, payload: { query } });
const rest = (method: 'GET' | 'PUT', url: string, headers: Headers = {}, payload?: object) => t.app.inject({ method, url, headers, payload });

const LEADS = '{ contactSubmissions(first: 1) { totalCount } }';
const LEADS_AT = { line: 1, column: 3 };
const refusal = (message: string, code: string, field: string, at = LEADS_AT) => ({ errors: [{ message, locations: [at], path: [field], extensions: { code } }], data: null });
const restFailure = (message: string) => ({ success: false, message, error: message, errors: [{ msg: message }] });

let key: Headers;
let recruiter: Headers;
let recruiterId: string;
beforeEach(async () => {
  const made = await t.app.inject({ method: 'POST', url: '/api/admin/api-keys', headers: t.admin, payload: { name: 'CRM sync', scopes: ['leads:read'] } });
  key = { authorization: `Bearer ${made.json<{ secret: string }>().secret}` };
  const password = 'Str0ng!pass-phrase';
  const created = await t.app.inject({ method: 'POST', url: '/api/admin/create-admin', headers: t.admin, payload: { username: 'rhea.recruiter', password, role: 'recruiter' } });
  expect(created.statusCode).toBe(201);
  recruiterId = created.json<{ admin: { _id: string } }>().admin._id;
  const signedIn = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: 'rhea.recruiter', password } });
  recruiter = { authorization: `Bearer ${signedIn.json<{ token: string }>().token}` };
});

describe('GraphQL refused as a whole for the credential: 401 UNAUTHENTICATED', () => {
  it.each([
    ['no credential', {}],
    ['a session token that is not ours', { authorization: 'Bearer abc.def.ghi' }],
    ['an API key that is not ours', { authorization: `Bearer fm_live_${'0'.repeat(43)}` }],
  ])('with %s', async (_who, headers) => {
    const response = await graphql(LEADS, headers);
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toBe(GRAPHQL_RESPONSE);
    expect(response.json()).toEqual(refusal(SIGN_IN, 'UNAUTHENTICATED', 'contactSubmissions'));
  });

  it('for a key asking for an account of its own', async () => {
    const response = await graphql('{ me { username } }', key);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(refusal(SIGN_IN, 'UNAUTHENTICATED', 'me'));
  });

  it('and a mutation alike, changing nothing', async () => {
    const response = await graphql('mutation { logout { success } }');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(refusal(SIGN_IN, 'UNAUTHENTICATED', 'logout', { line: 1, column: 12 }));
  });

  it('in the plain JSON a client gets when it does not ask for the GraphQL response type', async () => {
    const response = await graphql(LEADS, { accept: 'application/json' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  });
});

describe('GraphQL refused as a whole for a permission: 403 FORBIDDEN', () => {
  it('for a session whose role does not include it', async () => {
    const response = await graphql(LEADS, recruiter);
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-type']).toBe(GRAPHQL_RESPONSE);
    expect(response.json()).toEqual(refusal(ACCESS_MESSAGES.forbidden('leads:read'), 'FORBIDDEN', 'contactSubmissions'));
  });

  it('for a key without the scope, reading or changing', async () => {
    const read = await graphql('{ demoRequests(first: 1) { totalCount } }', key);
    expect(read.statusCode).toBe(403);
    expect(read.json()).toEqual(refusal(ACCESS_MESSAGES.forbidden('demos:read'), 'FORBIDDEN', 'demoRequests'));

    const write = await graphql(`mutation { deleteContactSubmission(input: { id: "${toGlobalId('ContactSubmission', randomUUID())}" }) { deletedId } }`, key);
    expect(write.statusCode).toBe(403);
    expect(write.json()).toEqual(refusal(ACCESS_MESSAGES.forbidden('leads:write'), 'FORBIDDEN', 'deleteContactSubmission', { line: 1, column: 12 }));
  });

  it('while what the credential may do answers 200', async () => {
    const response = await graphql(LEADS, key);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { contactSubmissions: { totalCount: 0 } } });
  });
});

describe('a member whose role changed while signed in', () => {
  it('is refused 403 by the same session at once, and its verifyToken (what the back office reads again on a refusal) says the new role', async () => {
    const APPLICATIONS = '{ applications(first: 1) { totalCount } }';
    expect((await graphql(APPLICATIONS, recruiter)).statusCode).toBe(200);
    expect((await rest('PUT', `/api/admin/team/${recruiterId}/role`, t.admin, { role: 'sales' })).statusCode).toBe(200);

    const refused = await graphql(APPLICATIONS, recruiter);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(refusal(ACCESS_MESSAGES.forbidden('careers:read'), 'FORBIDDEN', 'applications'));
    const verified = await graphql('{ verifyToken { admin { role permissions } } }', recruiter);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ data: { verifyToken: { admin: { role: 'sales', permissions: ['leads:read', 'leads:write', 'demos:read', 'demos:write', 'newsletter:read', 'events:manage'] } } } });
  });
});

describe('GraphQL answering part of an operation', () => {
  it('stays 200, the refused field null and carrying its code', async () => {
    const demo = toGlobalId('DemoRequest', randomUUID());
    const response = await graphql(`{ contactSubmissions(first: 1) { totalCount } node(id: "${demo}") { id } }`, key);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      errors: [{ message: ACCESS_MESSAGES.forbidden('demos:read'), locations: [{ line: 1, column: 47 }], path: ['node'], extensions: { code: 'FORBIDDEN' } }],
      data: { contactSubmissions: { totalCount: 0 }, node: null },
    });
  });
});

describe('GraphQL refused before the operation is read', () => {
  it('answers in the type the client asked for, so Apollo Client reads its errors', async () => {
    const name = `Q${'a'.repeat(100)}`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', accept: APOLLO_ACCEPT },
      payload: { query: `query ${name} { registrationOpen }`, operationName: name },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe(GRAPHQL_RESPONSE);
    expect(response.json()).toEqual({ errors: [{ message: 'An operation name must be at most 100 characters.', extensions: { code: 'BAD_REQUEST' } }] });
  });
});

describe('REST refusals carry errors[], as a 400 does', () => {
  it('401 without a credential, or with one that is not ours', async () => {
    const refused: Headers[] = [{}, { authorization: 'Bearer abc.def.ghi' }, { authorization: `Bearer fm_live_${'0'.repeat(43)}` }];
    for (const headers of refused) {
      const response = await rest('GET', '/api/contact/admin/contact-submissions', headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(restFailure(SIGN_IN));
    }
  });

  it('403 for a session or a key without the permission', async () => {
    const bySession = await rest('GET', '/api/contact/admin/contact-submissions', recruiter);
    expect(bySession.statusCode).toBe(403);
    expect(bySession.json()).toEqual(restFailure(ACCESS_MESSAGES.forbidden('leads:read')));
    const byKey = await rest('GET', '/api/admin/demo-requests', key);
    expect(byKey.statusCode).toBe(403);
    expect(byKey.json()).toEqual(restFailure(ACCESS_MESSAGES.forbidden('demos:read')));
  });

  it('404 for a path or a record that is not there', async () => {
    const path = await rest('GET', '/api/nothing-here', key);
    expect(path.statusCode).toBe(404);
    expect(path.json()).toEqual(restFailure('No route for GET /api/nothing-here.'));
    const record = await rest('GET', `/api/jobs/${randomUUID()}`);
    expect(record.statusCode).toBe(404);
    expect(record.json()).toMatchObject({ success: false, errors: [{ msg: record.json<{ message: string }>().message }] });
  });

  it('400 lists each field with its path, as before', async () => {
    const response = await rest('PUT', `/api/contact/admin/contact-submissions/${randomUUID()}/status`, t.admin, { status: 'shipped' });
    expect(response.statusCode).toBe(400);
    const { message, errors } = response.json<{ message: string; errors: unknown[] }>();
    expect(errors).toEqual([{ path: 'status', param: 'status', msg: message }]);
  });
});
