import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { graphql } from '../../test/app.js';
import { useTestApp } from '../../test/fixture.js';
import { ADMIN_MESSAGES } from '../../rules/admin.js';
import { SERVER_MESSAGES } from '../../rules/server.js';
import { TEAM_MESSAGES } from '../../rules/team.js';
import { MailMessageEntity } from '../mail/mail.entity.js';
import { AdminEntity } from './admin.entity.js';
import { hashPassword } from './passwords.js';
import type * as Passwords from './passwords.js';

// The real hash, watched: a refused call must not reach it.
vi.mock('./passwords.js', async (original) => {
  const passwords = await original<typeof Passwords>();
  return { ...passwords, hashPassword: vi.fn(passwords.hashPassword) };
});

/**
 * Who may call is decided before any password is hashed (issue P19): argon2id takes 19 MiB and
 * about 15 ms of a core, so an unauthenticated caller must not be able to make the server hash. A
 * creation of an account once registration has closed is refused without a credential, an
 * invitation that does not work is refused before the password is looked at, and each refusal
 * counts against the address's limit on refused posts (`PUBLIC_FORM_REFUSAL_LIMIT`): past it, 429.
 */
const LIMIT = 3;
const t = useTestApp({ admin: true, env: { PUBLIC_FORM_REFUSAL_LIMIT: String(LIMIT) } });

const STRONG = 'Str0ng!pass-phrase';
const hashes = vi.mocked(hashPassword);
const post = (url: string, payload: object, remoteAddress = '192.0.2.10') => t.app.inject({ method: 'POST', url, payload, remoteAddress });
const failure = (message: string, path?: string) => ({ success: false, message, error: message, errors: [path ? { path, param: path, msg: message } : { msg: message }] });

const CREATE_ADMIN = 'mutation($input: CreateAdminInput!) { createAdmin(input: $input) { token } }';
const ACCEPT_INVITE = 'mutation($input: AcceptAdminInviteInput!) { acceptAdminInvite(input: $input) { token } }';

/** An invitation to `email`: its id, and its token as its email carries it. */
async function invitation(email = 'ines.duarte@finmesh.test'): Promise<{ id: string; token: string }> {
  const sent = await t.app.inject({ method: 'POST', url: '/api/admin/team/invites', headers: t.admin, payload: { email, role: 'sales' } });
  expect(sent.statusCode, sent.body).toBe(201);
  const [mail] = await t.orm.em.fork().find(MailMessageEntity, { kind: 'team_invitation', toAddress: email }, { populate: ['content'] });
  return { id: sent.json<{ data: { _id: string } }>().data._id, token: mail?.content?.action?.url.split('#token=')[1] ?? '' };
}

beforeEach(() => {
  hashes.mockClear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('creating an account once registration has closed', () => {
  it('is refused 401 without a credential before any hash, on REST and GraphQL', async () => {
    const response = await post('/api/admin/create-admin', { username: 'intruder', password: STRONG });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(failure(ADMIN_MESSAGES.registrationClosed));

    const { body } = await graphql(t.app, CREATE_ADMIN, { input: { username: 'intruder', password: STRONG } });
    expect(body.errors?.[0]).toMatchObject({ message: ADMIN_MESSAGES.registrationClosed, extensions: { code: 'UNAUTHENTICATED' } });

    expect(hashes).not.toHaveBeenCalled();
    expect(await t.orm.em.fork().count(AdminEntity)).toBe(1);
  });

  it('is refused 403 to a signed-in member who may not manage the team, before any hash', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/create-admin', headers: t.admin, payload: { username: 'sam.sales', password: STRONG, role: 'sales' } })).statusCode).toBe(201);
    const signedIn = await post('/api/admin/login', { username: 'sam.sales', password: STRONG });
    hashes.mockClear();

    const response = await t.app.inject({ method: 'POST', url: '/api/admin/create-admin', headers: { authorization: `Bearer ${signedIn.json<{ token: string }>().token}` }, payload: { username: 'eve', password: STRONG } });
    expect(response.statusCode).toBe(403);
    expect(hashes).not.toHaveBeenCalled();
  });

  it(`answers 429 from the refusal past ${LIMIT} from one address, REST and GraphQL counted together; other addresses are not held up`, async () => {
    for (let refusal = 1; refusal <= LIMIT - 1; refusal += 1) expect((await post('/api/admin/create-admin', { username: 'intruder', password: STRONG })).statusCode).toBe(401);
    const last = await t.app.inject({ method: 'POST', url: '/graphql', remoteAddress: '192.0.2.10', payload: { query: CREATE_ADMIN, variables: { input: { username: 'intruder', password: STRONG } } } });
    expect(last.json().errors[0].extensions.code).toBe('UNAUTHENTICATED');

    const blocked = await post('/api/admin/create-admin', { username: 'intruder', password: STRONG });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(failure(SERVER_MESSAGES.tooManySubmissions));
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const blockedGraphql = await t.app.inject({ method: 'POST', url: '/graphql', remoteAddress: '192.0.2.10', payload: { query: CREATE_ADMIN, variables: { input: { username: 'intruder', password: STRONG } } } });
    expect(blockedGraphql.json().errors[0]).toMatchObject({ message: SERVER_MESSAGES.tooManySubmissions, extensions: { code: 'TOO_MANY_REQUESTS' } });

    expect((await post('/api/admin/create-admin', { username: 'intruder', password: STRONG }, '192.0.2.11')).statusCode).toBe(401);
    expect(hashes).not.toHaveBeenCalled();
  });
});

describe('accepting an invitation', () => {
  it('that does not work (unknown, used, revoked or expired) is refused before any hash, on REST and GraphQL', async () => {
    const unknown = 'A'.repeat(43);
    const { token: used } = await invitation();
    expect((await post('/api/admin/accept-invite', { token: used, username: 'ines', password: STRONG }, '192.0.2.20')).statusCode).toBe(201);
    const revoked = await invitation('rhea.menon@finmesh.test');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/team/invites/${revoked.id}`, headers: t.admin })).statusCode).toBe(200);
    const { token: expired } = await invitation('vik.rao@finmesh.test');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 73 * 3_600_000 });
    hashes.mockClear();

    for (const [token, address] of [[unknown, '192.0.2.21'], [used, '192.0.2.22'], [revoked.token, '192.0.2.23'], [expired, '192.0.2.24']] as const) {
      const response = await post('/api/admin/accept-invite', { token, username: 'someone', password: STRONG }, address);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(failure(TEAM_MESSAGES.inviteInvalid, 'token'));
    }
    const { body } = await graphql(t.app, ACCEPT_INVITE, { input: { token: unknown, username: 'someone', password: STRONG } });
    expect(body.errors?.[0]).toMatchObject({ message: TEAM_MESSAGES.inviteInvalid, extensions: { code: 'BAD_USER_INPUT' } });

    expect(hashes).not.toHaveBeenCalled();
  });

  it('with a username already taken is refused before any hash, and the link still works', async () => {
    const { token } = await invitation();
    hashes.mockClear();
    const taken = await post('/api/admin/accept-invite', { token, username: 'test.admin', password: STRONG });
    expect(taken.statusCode).toBe(409);
    expect(hashes).not.toHaveBeenCalled();

    expect((await post('/api/admin/accept-invite', { token, username: 'ines', password: STRONG })).statusCode).toBe(201);
    expect(hashes).toHaveBeenCalledTimes(1);
  });

  it(`answers 429 from the refusal past ${LIMIT} from one address`, async () => {
    for (let refusal = 1; refusal <= LIMIT; refusal += 1) {
      expect((await post('/api/admin/accept-invite', { token: 'B'.repeat(43), username: 'someone', password: STRONG })).statusCode).toBe(400);
    }
    const blocked = await post('/api/admin/accept-invite', { token: 'B'.repeat(43), username: 'someone', password: STRONG });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(failure(SERVER_MESSAGES.tooManySubmissions));
    expect(hashes).not.toHaveBeenCalled();
  });
});

describe('resetting a password by an emailed link (P22)', () => {
  it('refuses a link that does not work before any hash, and hashes once for one that does', async () => {
    await t.orm.em.getConnection().execute(`update admins set email = 'owner@finmesh.test' where username = 'test.admin'`);
    expect((await post('/api/admin/forgot-password', { email: 'owner@finmesh.test' })).statusCode).toBe(200);
    const [mail] = await t.orm.em.fork().find(MailMessageEntity, { kind: 'password_reset' }, { populate: ['content'] });
    const token = mail?.content?.action?.url.split('#token=')[1] ?? '';
    hashes.mockClear();
    const guessed = await post('/api/admin/reset-password', { token: 'B'.repeat(43), password: 'copper kettle at sunrise' }, '192.0.2.31');
    expect(guessed.statusCode).toBe(400);
    expect(hashes).not.toHaveBeenCalled();
    expect((await post('/api/admin/reset-password', { token, password: 'copper kettle at sunrise' }, '192.0.2.32')).statusCode).toBe(200);
    expect(hashes).toHaveBeenCalledTimes(1);
  });
});
