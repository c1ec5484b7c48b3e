import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EventEntity } from '../../db/events.entity.js';
import { toGlobalId } from '../../graphql/relay.js';
import { graphql, type TestApp } from '../../test/app.js';
import { useTestApp, useTwoServers } from '../../test/fixture.js';
import { ACCESS_MESSAGES } from '../../rules/access.js';
import { ADMIN_MESSAGES } from '../../rules/admin.js';
import { API_KEY_MESSAGES } from '../../rules/keys.js';

/**
 * API keys (issue P15): made by an Owner with a name, scopes and an optional expiry, shown once and
 * kept as a hash; accepted as a bearer on GraphQL and REST for exactly their scopes; refused at once
 * when revoked (on every server) or expired; limited per minute, with `RateLimit-*` headers; their
 * use in the audit trail once per key per minute. The table of every operation against a key per
 * scope is `security/permissions.test.ts`.
 */
const t = useTestApp({ admin: true });

type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, headers: Headers = t.admin, app: TestApp['app'] = t.app) => app.inject({ method, url, payload, headers });
const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });
const failure = (message: string, path?: string) => ({ success: false, message, error: message, errors: [path ? { path, param: path, msg: message } : { msg: message }] });

interface KeyRecord {
  _id: string;
  name: string;
  prefix: string;
  scopes: string[];
  status: string;
  createdBy: string;
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string | null;
  revokedAt: string | null;
}

/** A key made by the fixture's Owner through REST: its secret, record and bearer header. */
async function newKey(fields: { name?: string; scopes?: string[]; expiresAt?: string } = {}, app: TestApp['app'] = t.app, headers: Headers = t.admin) {
  const response = await call('POST', '/api/admin/api-keys', { name: 'Zapier sync', scopes: ['leads:read'], ...fields }, headers, app);
  expect(response.statusCode, response.body).toBe(201);
  const { secret, data } = response.json<{ secret: string; data: KeyRecord }>();
  return { secret, record: data, headers: bearer(secret) };
}

const LEADS = '/api/contact/admin/contact-submissions';
const MINUTE = 60_000;
/** 10 seconds into a minute that has not begun yet: a request at this time has 50 seconds left in its window. */
const intoNextMinute = (seconds = 10) => Math.ceil(Date.now() / MINUTE) * MINUTE + seconds * 1000;

afterEach(() => {
  vi.useRealTimers();
});

describe('a new key', () => {
  it('is shown once, as fm_live_ and 32 random bytes in base 62; the database keeps its SHA-256 and its prefix only', async () => {
    const expiresAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const response = await call('POST', '/api/admin/api-keys', { name: '  Zapier sync ', scopes: ['leads:write', 'demos:read', 'leads:write'], expiresAt });

    expect(response.statusCode).toBe(201);
    const { secret, data } = response.json<{ secret: string; data: KeyRecord }>();
    expect(response.json()).toEqual({
      success: true,
      message: API_KEY_MESSAGES.created,
      secret: expect.stringMatching(/^fm_live_[0-9A-Za-z]{43}$/),
      data: {
        _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: 'Zapier sync',
        prefix: secret.slice(0, 12),
        scopes: ['leads:write', 'demos:read'],
        status: 'active',
        createdBy: 'test.admin',
        createdAt: expect.any(String),
        lastUsedAt: null,
        expiresAt,
        revokedAt: null,
      },
    });
    // 43 base-62 digits hold the 32 bytes, and no more.
    const value = [...secret.slice(8)].reduce((sum, digit) => sum * 62n + BigInt('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'.indexOf(digit)), 0n);
    expect(value < 2n ** 256n).toBe(true);

    const rows = await t.orm.em.getConnection().execute<Record<string, unknown>[]>('select * from api_keys');
    expect(rows).toEqual([expect.objectContaining({ id: data._id, prefix: secret.slice(0, 12), secret_hash: createHash('sha256').update(secret).digest('hex') })]);
    const hidden = secret.slice(12);
    expect(JSON.stringify(rows)).not.toContain(hidden);
    const events = await t.orm.em.getConnection().execute<{ data: unknown }[]>('select data from events');
    expect(JSON.stringify(events)).not.toContain(hidden);

    const other = await newKey();
    expect(other.secret).not.toBe(secret);
  });

  it('is listed newest first with its scopes, creator, creation, last use and expiry, never its secret', async () => {
    const first = await newKey({ name: 'Nightly CRM export' });
    const second = await newKey({ name: 'Careers board', scopes: ['careers:read'] });

    const listed = await call('GET', '/api/admin/api-keys');

    expect(listed.json()).toMatchObject({ success: true, total: 2, data: [{ _id: second.record._id, name: 'Careers board', scopes: ['careers:read'] }, { _id: first.record._id, name: 'Nightly CRM export' }] });
    const [shown] = listed.json<{ data: Record<string, unknown>[] }>().data;
    expect(Object.keys(shown ?? {}).sort()).toEqual(['_id', 'createdAt', 'createdBy', 'expiresAt', 'lastUsedAt', 'name', 'prefix', 'revokedAt', 'scopes', 'status']);
    expect(listed.body).not.toContain(first.secret.slice(12));
  });

  it('is the same through GraphQL: createApiKey answers the secret once, apiKeys lists the keys', async () => {
    const created = await graphql<{ createApiKey: { message: string; secret: string; apiKey: { id: string; name: string; prefix: string; scopes: string[]; status: string; createdBy: string } } }>(
      t.app,
      'mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { message secret apiKey { id name prefix scopes status createdBy } } }',
      { input: { name: 'Zapier sync', scopes: ['newsletter:write'] } },
      t.admin,
    );
    expect(created.body.errors).toBeUndefined();
    const { secret, apiKey } = created.body.data?.createApiKey ?? { secret: '', apiKey: { id: '' } };
    expect(created.body.data?.createApiKey).toEqual({
      message: API_KEY_MESSAGES.created,
      secret: expect.stringMatching(/^fm_live_[0-9A-Za-z]{43}$/),
      apiKey: { id: expect.any(String), name: 'Zapier sync', prefix: secret.slice(0, 12), scopes: ['newsletter:write'], status: 'active', createdBy: 'test.admin' },
    });

    const listed = await graphql(t.app, '{ apiKeys { totalCount edges { node { id name expiresAt lastUsedAt revokedAt } } } }', {}, t.admin);
    expect(listed.body.data).toEqual({ apiKeys: { totalCount: 1, edges: [{ node: { id: apiKey.id, name: 'Zapier sync', expiresAt: null, lastUsedAt: null, revokedAt: null } }] } });
    const node = await graphql(t.app, 'query($id: ID!) { node(id: $id) { ... on ApiKey { name } } }', { id: apiKey.id }, t.admin);
    expect(node.body.data).toEqual({ node: { name: 'Zapier sync' } });
  });

  it('refuses a missing name, no scopes, unknown ones, team:manage or keys:manage, and a bad or past expiry, making nothing', async () => {
    const past = new Date(Date.now() - 60_000).toISOString();
    for (const [payload, path, message] of [
      [{ name: '  ', scopes: ['leads:read'] }, 'name', API_KEY_MESSAGES.nameRequired],
      [{ scopes: ['leads:read'] }, 'name', API_KEY_MESSAGES.nameRequired],
      [{ name: 'Two\nlines', scopes: ['leads:read'] }, 'name', 'Name must be on one line'],
      [{ name: 'x'.repeat(101), scopes: ['leads:read'] }, 'name', 'Name must be at most 100 characters'],
      [{ name: 'Sync' }, 'scopes', API_KEY_MESSAGES.scopesRequired],
      [{ name: 'Sync', scopes: [] }, 'scopes', API_KEY_MESSAGES.scopesRequired],
      [{ name: 'Sync', scopes: ['leads:read', 'leads:delete'] }, 'scopes', API_KEY_MESSAGES.scopeUnknown],
      [{ name: 'Sync', scopes: 'leads:read' }, 'scopes', API_KEY_MESSAGES.scopeUnknown],
      [{ name: 'Sync', scopes: ['leads:read', 'keys:manage'] }, 'scopes', API_KEY_MESSAGES.scopeNotForKeys],
      [{ name: 'Sync', scopes: ['team:manage'] }, 'scopes', API_KEY_MESSAGES.scopeNotForKeys],
      [{ name: 'Sync', scopes: ['leads:read'], expiresAt: 'next week' }, 'expiresAt', API_KEY_MESSAGES.expiryInvalid],
      [{ name: 'Sync', scopes: ['leads:read'], expiresAt: '2031-02-30T00:00:00Z' }, 'expiresAt', API_KEY_MESSAGES.expiryInvalid],
      [{ name: 'Sync', scopes: ['leads:read'], expiresAt: past }, 'expiresAt', API_KEY_MESSAGES.expiryPast],
    ] as const) {
      const response = await call('POST', '/api/admin/api-keys', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual(failure(message, path));
    }
    const { body } = await graphql(t.app, 'mutation { createApiKey(input: { name: "Sync", scopes: ["keys:manage"] }) { secret } }', {}, t.admin);
    expect(body.errors?.[0]).toMatchObject({ message: API_KEY_MESSAGES.scopeNotForKeys, extensions: { code: 'BAD_USER_INPUT', fields: [{ path: 'scopes', message: API_KEY_MESSAGES.scopeNotForKeys }] } });
    expect(API_KEY_MESSAGES.scopeUnknown).toBe(
      'Scopes must be one or more of leads:read, leads:write, demos:read, demos:write, careers:read, careers:write, newsletter:read, newsletter:write, recipients:manage, audit:read, privacy:manage, content:read, content:write, content:publish, events:manage, settings:manage',
    );
    expect(await t.orm.em.fork().count(EventEntity, { type: 'api_key.created' })).toBe(0);
    expect((await call('GET', '/api/admin/api-keys')).json()).toMatchObject({ data: [], total: 0 });
  });

  it('is for Owners (keys:manage): an Admin may not make, list or revoke one', async () => {
    const { record } = await newKey();
    expect((await call('POST', '/api/admin/create-admin', { username: 'an.admin', password: 'Str0ng!pass-phrase', role: 'admin' })).statusCode).toBe(201);
    const signedIn = await call('POST', '/api/admin/login', { username: 'an.admin', password: 'Str0ng!pass-phrase' }, {});
    const admin = bearer(signedIn.json<{ token: string }>().token);
    for (const [method, url] of [
      ['GET', '/api/admin/api-keys'],
      ['POST', '/api/admin/api-keys'],
      ['DELETE', `/api/admin/api-keys/${record._id}`],
    ] as const) {
      const response = await call(method, url, method === 'POST' ? { name: 'Mine', scopes: ['leads:read'] } : undefined, admin);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toEqual(failure(ACCESS_MESSAGES.forbidden('keys:manage')));
    }
  });
});

describe('a key at work', () => {
  it('is accepted as a bearer on REST and GraphQL, for exactly its scopes', async () => {
    const reader = await newKey({ scopes: ['leads:read'] });

    expect((await call('GET', LEADS, undefined, reader.headers)).json()).toMatchObject({ success: true, data: [] });
    const write = await call('PUT', `${LEADS}/00000000-0000-4000-8000-000000000000/status`, { status: 'read' }, reader.headers);
    expect(write.statusCode).toBe(403);
    expect(write.json()).toEqual(failure(ACCESS_MESSAGES.forbidden('leads:write')));
    const careers = await call('GET', '/api/career/applications', undefined, reader.headers);
    expect(careers.json()).toEqual(failure(ACCESS_MESSAGES.forbidden('careers:read')));

    const read = await graphql(t.app, '{ contactSubmissions { totalCount } }', {}, reader.headers);
    expect(read.body).toEqual({ data: { contactSubmissions: { totalCount: 0 } } });
    const demos = await graphql(t.app, '{ demoRequests { totalCount } }', {}, reader.headers);
    expect(demos.body.errors?.[0]).toMatchObject({ message: ACCESS_MESSAGES.forbidden('demos:read'), extensions: { code: 'FORBIDDEN' } });
    // A key manages no keys, whatever it holds.
    const keys = await graphql(t.app, '{ apiKeys { totalCount } }', {}, reader.headers);
    expect(keys.body.errors?.[0]).toMatchObject({ message: ACCESS_MESSAGES.forbidden('keys:manage'), extensions: { code: 'FORBIDDEN' } });

    // A `:write` brings its `:read`, as for roles.
    const writer = await newKey({ scopes: ['careers:write'] });
    expect((await call('GET', '/api/career/applications', undefined, writer.headers)).statusCode).toBe(200);
  });

  it('never manages the team or keys, even when its row says it may (written behind the app’s back)', async () => {
    const key = await newKey();
    await t.orm.em.getConnection().execute(`update api_keys set scopes = array['leads:read', 'keys:manage', 'team:manage'] where id = ?`, [key.record._id]);

    expect((await call('GET', LEADS, undefined, key.headers)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/api-keys', undefined, key.headers)).json()).toEqual(failure(ACCESS_MESSAGES.forbidden('keys:manage')));
    expect((await call('GET', '/api/admin/team', undefined, key.headers)).json()).toEqual(failure(ACCESS_MESSAGES.forbidden('team:manage')));
  });

  it('is refused (401) on its next request once revoked, and cannot be revoked twice', async () => {
    const key = await newKey();
    expect((await call('GET', LEADS, undefined, key.headers)).statusCode).toBe(200);

    const revoked = await call('DELETE', `/api/admin/api-keys/${key.record._id}`);

    expect(revoked.json()).toMatchObject({ success: true, message: API_KEY_MESSAGES.revoked, data: { _id: key.record._id, status: 'revoked', revokedAt: expect.any(String) } });
    const refused = await call('GET', LEADS, undefined, key.headers);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(failure(ADMIN_MESSAGES.signInRequired));
    const { body } = await graphql(t.app, '{ contactSubmissions { totalCount } }', {}, key.headers);
    expect(body.errors?.[0]).toMatchObject({ message: ADMIN_MESSAGES.signInRequired, extensions: { code: 'UNAUTHENTICATED' } });
    // Nothing counts a refused key's requests.
    expect(refused.headers['ratelimit-limit']).toBeUndefined();

    const again = await call('DELETE', `/api/admin/api-keys/${key.record._id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(failure(API_KEY_MESSAGES.alreadyRevoked));
    expect((await call('DELETE', '/api/admin/api-keys/00000000-0000-4000-8000-000000000000')).json()).toEqual(failure(API_KEY_MESSAGES.notFound));
    const viaGraphQL = await graphql(t.app, 'mutation($id: ID!) { revokeApiKey(input: { id: $id }) { message } }', { id: toGlobalId('ApiKey', key.record._id) }, t.admin);
    expect(viaGraphQL.body.errors?.[0]).toMatchObject({ message: API_KEY_MESSAGES.alreadyRevoked, extensions: { code: 'CONFLICT' } });
    expect(await t.orm.em.fork().count(EventEntity, { type: 'api_key.revoked' })).toBe(1);
  });

  it('is refused (401) from its expiry on, and listed as expired', async () => {
    const key = await newKey({ expiresAt: new Date(Date.now() + 5 * MINUTE).toISOString() });
    expect((await call('GET', LEADS, undefined, key.headers)).statusCode).toBe(200);

    // Only the clock moves (the database and the HTTP app keep their own timers).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5 * MINUTE });

    expect((await call('GET', LEADS, undefined, key.headers)).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/api-keys')).json()).toMatchObject({ data: [{ _id: key.record._id, status: 'expired' }] });
  });

  it('is refused (401) when it is not one of ours, or not a key at all', async () => {
    const key = await newKey();
    const unknown = `fm_live_${'A'.repeat(43)}`;
    const altered = `${key.secret.slice(0, -1)}${key.secret.endsWith('a') ? 'b' : 'a'}`;
    for (const secret of [unknown, altered, key.secret.slice(0, 12), `${key.secret}x`]) {
      const response = await call('GET', LEADS, undefined, bearer(secret));
      expect(response.statusCode, secret).toBe(401);
    }
  });
});

describe('the audit trail', () => {
  it('shows a key’s use once per key and minute, and the key’s last use', async () => {
    const key = await newKey();
    const other = await newKey({ name: 'Careers board', scopes: ['careers:read'] });
    const start = intoNextMinute();
    vi.useFakeTimers({ toFake: ['Date'], now: start });

    for (let request = 0; request < 3; request += 1) expect((await call('GET', LEADS, undefined, key.headers)).statusCode).toBe(200);
    await call('GET', '/api/career/applications', undefined, other.headers);
    vi.setSystemTime(start + 45_000);
    await call('GET', `${LEADS}?search=ananya`, undefined, key.headers);
    vi.setSystemTime(start + MINUTE);
    const { body } = await graphql(t.app, '{ contactSubmissions { totalCount } }', {}, key.headers);
    expect(body.errors).toBeUndefined();

    const activity = await call('GET', '/api/admin/activity?type=api_key.used');
    expect(activity.json<{ data: unknown[] }>().data).toEqual([
      expect.objectContaining({ label: 'API key used', subjectType: 'ApiKey', subjectId: key.record._id, principalKind: 'key', principalName: 'Zapier sync', data: { method: 'POST', route: '/graphql' } }),
      expect.objectContaining({ subjectId: other.record._id, principalName: 'Careers board', data: { method: 'GET', route: '/api/career/applications' } }),
      expect.objectContaining({ subjectId: key.record._id, occurredAt: new Date(start).toISOString(), data: { method: 'GET', route: LEADS } }),
    ]);
    const listed = await call('GET', '/api/admin/api-keys');
    expect(listed.json()).toMatchObject({ data: [{ _id: other.record._id, lastUsedAt: new Date(start).toISOString() }, { _id: key.record._id, lastUsedAt: new Date(start + MINUTE).toISOString() }] });
  });
});

describe('the rate limit', () => {
  const limited = useTestApp({ admin: true, env: { API_KEY_RATE_LIMIT: '3' } });
  const send = (method: Method, url: string, headers: Headers) => limited.app.inject({ method, url, headers });

  it('answers RateLimit-* on every keyed request, and 429 with Retry-After past the limit, on REST and GraphQL, until the next minute', async () => {
    const key = await newKey({}, limited.app, limited.admin);
    const other = await newKey({}, limited.app, limited.admin);
    const start = intoNextMinute(10);
    vi.useFakeTimers({ toFake: ['Date'], now: start });

    const answers = [];
    for (let request = 0; request < 3; request += 1) answers.push(await send('GET', LEADS, key.headers));
    expect(answers.map((answer) => [answer.statusCode, answer.headers['ratelimit-limit'], answer.headers['ratelimit-remaining'], answer.headers['ratelimit-reset']])).toEqual([
      [200, '3', '2', '50'],
      [200, '3', '1', '50'],
      [200, '3', '0', '50'],
    ]);

    const cut = await send('GET', LEADS, key.headers);
    expect(cut.statusCode).toBe(429);
    expect(cut.json()).toEqual(failure(API_KEY_MESSAGES.tooManyRequests));
    expect(cut.headers).toMatchObject({ 'retry-after': '50', 'ratelimit-limit': '3', 'ratelimit-remaining': '0', 'ratelimit-reset': '50' });
    const viaGraphQL = await graphql(limited.app, '{ contactSubmissions { totalCount } }', {}, key.headers);
    expect(viaGraphQL.status).toBe(429);
    expect(viaGraphQL.body).toEqual({ errors: [{ message: API_KEY_MESSAGES.tooManyRequests, extensions: { code: 'TOO_MANY_REQUESTS' } }] });

    // Each key counts on its own; requests without a key are not counted here.
    expect((await send('GET', LEADS, other.headers)).headers['ratelimit-remaining']).toBe('2');
    const signedIn = await send('GET', LEADS, limited.admin);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['ratelimit-limit']).toBeUndefined();

    vi.setSystemTime(start + 50_000);
    const next = await send('GET', LEADS, key.headers);
    expect([next.statusCode, next.headers['ratelimit-remaining'], next.headers['ratelimit-reset']]).toEqual([200, '2', '60']);
  });
});

// Two servers need a database two processes can share: PostgreSQL (the PGlite default is one process's).
describe.runIf(process.env.DATABASE_URL)('on two servers', () => {
  const servers = useTwoServers();

  it('a key revoked on one is refused by the other on its next request; both count against one limit', async () => {
    const { first, second } = servers;
    const owner = bearer((await call('POST', '/api/admin/create-admin', { username: 'the.owner', password: 'Str0ng!pass-phrase' }, {}, first.app)).json<{ token: string }>().token);
    const key = await newKey({}, first.app, owner);
    vi.useFakeTimers({ toFake: ['Date'], now: intoNextMinute() });

    const onFirst = await call('GET', LEADS, undefined, key.headers, first.app);
    const onSecond = await call('GET', LEADS, undefined, key.headers, second.app);
    expect([onFirst.statusCode, onSecond.statusCode]).toEqual([200, 200]);
    expect([onFirst.headers['ratelimit-remaining'], onSecond.headers['ratelimit-remaining']]).toEqual(['599', '598']);

    expect((await call('DELETE', `/api/admin/api-keys/${key.record._id}`, undefined, owner, first.app)).statusCode).toBe(200);

    expect((await call('GET', LEADS, undefined, key.headers, second.app)).statusCode).toBe(401);
  });
});
