import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphql, type TestApp } from '../../test/app.js';
import { useTestApp, useTwoServers } from '../../test/fixture.js';
import { toGlobalId } from '../../graphql/relay.js';
import { ACCESS_MESSAGES, permissionListOf } from '../../rules/access.js';
import { ADMIN_MESSAGES } from '../../rules/admin.js';
import { INVITE_HOURS, TEAM_MESSAGES } from '../../rules/team.js';
import { EventEntity } from '../../db/events.entity.js';
import { EXPORT_MESSAGES } from '../../rules/exports.js';
import { MailMessageEntity } from '../mail/mail.entity.js';
import { AdminInviteEntity } from './admin.entity.js';

/**
 * The team (issue P14): invitations by a one-time link, roles changed by an Owner, deactivation
 * that ends every session at once, the last active Owner kept, each admin's own sign-out everywhere.
 */
const t = useTestApp({ admin: true });

const STRONG = 'Str0ng!pass-phrase';
const NEW_PASSWORD = 'copper kettle at sunrise';
const INVITED = 'ines.duarte@finmesh.test';

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Headers = t.admin) => t.app.inject({ method, url, payload, headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const failure = (message: string, path?: string) => ({ success: false, message, error: message, errors: [path ? { path, param: path, msg: message } : { msg: message }] });

/** Invites `email` as `role` and answers the token of the link the email carries. */
async function invite(email = INVITED, role = 'recruiter'): Promise<string> {
  const response = await call('POST', '/api/admin/team/invites', { email, role });
  expect(response.statusCode, response.body).toBe(201);
  const [mail] = await t.orm.em.fork().find(MailMessageEntity, { kind: 'team_invitation', toAddress: email }, { populate: ['content'], orderBy: { createdAt: 'desc' } });
  const url = mail?.content?.action?.url ?? '';
  const token = /#token=([A-Za-z0-9_-]+)$/.exec(url)?.[1];
  if (!token) throw new Error(`no invitation link in ${url}`);
  return token;
}

const accept = (token: string, username = 'ines', password = NEW_PASSWORD) => call('POST', '/api/admin/accept-invite', { token, username, password }, {});

/** A member made by the fixture's Owner with `role`, signed in: their id and bearer header. */
async function member(username: string, role: string): Promise<{ id: string; headers: Headers }> {
  const created = await call('POST', '/api/admin/create-admin', { username, password: STRONG, role });
  expect(created.statusCode, created.body).toBe(201);
  const signedIn = await call('POST', '/api/admin/login', { username, password: STRONG }, {});
  return { id: created.json<{ admin: { _id: string } }>().admin._id, headers: bearer(signedIn.json<{ token: string }>().token) };
}

const ownerId = async () => (await call('GET', '/api/admin/profile')).json<{ admin: { _id: string } }>().admin._id;

afterEach(() => {
  vi.useRealTimers();
});

describe('an invitation', () => {
  it('emails a one-time link, never a password; the database keeps only its hash', async () => {
    const response = await call('POST', '/api/admin/team/invites', { email: ` ${INVITED.toUpperCase()} `, role: 'recruiter' });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      message: `Invitation sent to ${INVITED}`,
      data: { _id: expect.any(String), email: INVITED, role: 'recruiter', createdAt: expect.any(String), expiresAt: expect.any(String) },
    });
    const { createdAt, expiresAt } = response.json<{ data: { createdAt: string; expiresAt: string } }>().data;
    expect(Date.parse(expiresAt) - Date.parse(createdAt)).toBe(INVITE_HOURS * 3_600_000);

    const [mail] = await t.orm.em.fork().find(MailMessageEntity, { kind: 'team_invitation' }, { populate: ['content'] });
    expect(mail).toMatchObject({ toAddress: INVITED, subject: 'You are invited to the Finmesh back office' });
    expect(mail?.content?.paragraphs[0]).toBe('test.admin invited you to the Finmesh back office as a Recruiter.');
    const link = mail?.content?.action?.url ?? '';
    expect(link).toMatch(/^http:\/\/localhost:\d+\/admin\/accept-invite#token=[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(mail?.content)).not.toMatch(/password:/i);
    const token = link.split('#token=')[1] ?? '';
    const [stored] = await t.orm.em.getConnection().execute<{ token_hash: string }[]>('select token_hash from admin_invites');
    expect(stored?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.token_hash).not.toContain(token);
  });

  it('shows what it is for, then makes the account with its role and signs it in', async () => {
    const token = await invite();
    const shown = await call('POST', '/api/admin/invitation', { token }, {});
    expect(shown.json()).toEqual({ success: true, data: { email: INVITED, role: 'recruiter', expiresAt: expect.any(String) } });

    const response = await accept(token, '  Ines.Duarte ');

    expect(response.statusCode).toBe(201);
    const body = response.json<{ token: string; admin: { username: string } }>();
    expect(body).toMatchObject({
      success: true,
      message: 'Welcome to the team',
      admin: { username: 'ines.duarte', email: INVITED, role: 'recruiter', status: 'active', permissions: permissionListOf('recruiter') },
    });
    // A Recruiter: Careers, and nothing else.
    expect((await call('GET', '/api/career/applications', undefined, bearer(body.token))).statusCode).toBe(200);
    const leads = await call('GET', '/api/contact/admin/contact-submissions', undefined, bearer(body.token));
    expect(leads.statusCode).toBe(403);
    expect(leads.json()).toEqual(failure(ACCESS_MESSAGES.forbidden('leads:read')));
    // The password set through the link signs in.
    expect((await call('POST', '/api/admin/login', { username: 'ines.duarte', password: NEW_PASSWORD }, {})).statusCode).toBe(200);
  });

  it('works once', async () => {
    const token = await invite();
    expect((await accept(token)).statusCode).toBe(201);

    const again = await accept(token, 'someone.else');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(failure(TEAM_MESSAGES.inviteInvalid, 'token'));
    expect((await call('POST', '/api/admin/invitation', { token }, {})).json()).toEqual(failure(TEAM_MESSAGES.inviteInvalid, 'token'));
  });

  it('is used by one of two simultaneous acceptances only', async () => {
    const token = await invite();
    const answers = await Promise.all([accept(token, 'first.taker'), accept(token, 'second.taker')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    const [{ count }] = (await t.orm.em.getConnection().execute<{ count: number }[]>(`select count(*)::int as count from admins where email = ?`, [INVITED])) as [{ count: number }];
    expect(count).toBe(1);
  });

  it(`works for ${INVITE_HOURS} hours, not a minute more`, async () => {
    const early = await invite('early@finmesh.test');
    const late = await invite('late@finmesh.test');
    // Only the clock moves (the database and the HTTP app keep their own timers).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + INVITE_HOURS * 3_600_000 - 60_000 });
    expect((await accept(early, 'early.bird')).statusCode).toBe(201);
    vi.setSystemTime(Date.now() + 2 * 60_000);

    const response = await accept(late, 'late.comer');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(failure(TEAM_MESSAGES.inviteInvalid, 'token'));
  });

  it('stops working when revoked, or when a newer one goes to the same address', async () => {
    const first = await invite();
    const second = await invite();
    expect((await accept(first)).json()).toEqual(failure(TEAM_MESSAGES.inviteInvalid, 'token'));

    const pending = await call('GET', '/api/admin/team/invites');
    expect(pending.json()).toMatchObject({ success: true, data: [{ email: INVITED, role: 'recruiter' }], total: 1 });
    const id = pending.json<{ data: { _id: string }[] }>().data[0]?._id;
    expect((await call('DELETE', `/api/admin/team/invites/${id}`)).json()).toEqual({ success: true, message: 'Invitation revoked' });
    expect((await accept(second)).json()).toEqual(failure(TEAM_MESSAGES.inviteInvalid, 'token'));
    expect((await call('DELETE', `/api/admin/team/invites/${id}`)).json()).toEqual(failure(TEAM_MESSAGES.inviteNotFound));
  });

  it('refuses a bad address or role, and an address already in the team, changing nothing', async () => {
    for (const [payload, path, message] of [
      [{ email: '', role: 'sales' }, 'email', TEAM_MESSAGES.emailRequired],
      [{ email: 'not-an-address', role: 'sales' }, 'email', TEAM_MESSAGES.emailInvalid],
      [{ email: INVITED }, 'role', TEAM_MESSAGES.roleRequired],
      [{ email: INVITED, role: 'boss' }, 'role', ACCESS_MESSAGES.roleUnknown],
    ] as const) {
      const response = await call('POST', '/api/admin/team/invites', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual(failure(message, path));
    }
    await accept(await invite());
    const again = await call('POST', '/api/admin/team/invites', { email: INVITED, role: 'viewer' });
    expect(again.json()).toEqual(failure(TEAM_MESSAGES.emailIsAdmin, 'email'));
    expect(await t.orm.em.fork().count(AdminInviteEntity)).toBe(1);
  });

  it('keeps the link usable when the username is taken or the password refused', async () => {
    const token = await invite();
    const taken = await accept(token, 'TEST.ADMIN');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual(failure(ADMIN_MESSAGES.usernameTaken, 'username'));
    for (const [password, message] of [
      ['short one', ADMIN_MESSAGES.passwordTooShort],
      ['password1234', ADMIN_MESSAGES.passwordCommon],
      ['aaaaaaaaaaaa', ADMIN_MESSAGES.passwordRepetitive],
      ['abcdefghijkl', ADMIN_MESSAGES.passwordSequential],
      ['FinmeshFinmesh', ADMIN_MESSAGES.passwordOwnWords],
      // The invited address is theirs, as is the username they chose.
      [INVITED, ADMIN_MESSAGES.passwordOwnWords],
      ['ines.duarte.2026', ADMIN_MESSAGES.passwordOwnWords],
    ] as const) {
      expect((await accept(token, 'ines', password)).json()).toEqual(failure(message, 'password'));
    }
    expect((await accept(token)).statusCode).toBe(201);
  });

  it('is for Owners to send: an Admin may not', async () => {
    const admin = await member('an.admin', 'admin');
    const response = await call('POST', '/api/admin/team/invites', { email: INVITED, role: 'admin' }, admin.headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(failure(ACCESS_MESSAGES.forbidden('team:manage')));
  });
});

describe('roles', () => {
  it('are changed by an Owner and hold on the next request', async () => {
    const sales = await member('sam.sales', 'sales');
    expect((await call('GET', '/api/career/applications', undefined, sales.headers)).statusCode).toBe(403);

    const response = await call('PUT', `/api/admin/team/${sales.id}/role`, { role: 'recruiter' });

    expect(response.json()).toMatchObject({ success: true, message: 'Role changed', data: { username: 'sam.sales', role: 'recruiter' } });
    expect((await call('GET', '/api/career/applications', undefined, sales.headers)).statusCode).toBe(200);
  });

  it('keep an active Owner: the last one cannot be demoted, one of two can', async () => {
    const me = await ownerId();
    const alone = await call('PUT', `/api/admin/team/${me}/role`, { role: 'admin' });
    expect(alone.statusCode).toBe(409);
    expect(alone.json()).toEqual(failure(TEAM_MESSAGES.lastOwner));

    const other = await member('olga.owner', 'owner');
    expect((await call('PUT', `/api/admin/team/${me}/role`, { role: 'admin' })).statusCode).toBe(200);
    const back = await call('PUT', `/api/admin/team/${other.id}/role`, { role: 'admin' }, other.headers);
    expect(back.json()).toEqual(failure(TEAM_MESSAGES.lastOwner));
  });

  it('keep an Owner when two Owners demote each other at once', async () => {
    const me = await ownerId();
    const other = await member('olga.owner', 'owner');
    const answers = await Promise.all([
      call('PUT', `/api/admin/team/${other.id}/role`, { role: 'viewer' }),
      call('PUT', `/api/admin/team/${me}/role`, { role: 'viewer' }, other.headers),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const owners = await t.orm.em.getConnection().execute<{ id: string }[]>(`select id from admins where role = 'owner' and status = 'active'`);
    expect(owners).toHaveLength(1);
  });
});

describe('deactivation', () => {
  it('ends every session at once and refuses sign-in, until reactivated', async () => {
    const sales = await member('sam.sales', 'sales');
    const secondSession = (await call('POST', '/api/admin/login', { username: 'sam.sales', password: STRONG }, {})).json<{ token: string }>().token;

    const response = await call('POST', `/api/admin/team/${sales.id}/deactivate`);

    expect(response.json()).toMatchObject({
      success: true,
      message: 'Deactivated sam.sales: every session of theirs has ended.',
      data: { status: 'deactivated' },
      apiKeysRevoked: 0,
      invitationsRevoked: 0,
    });
    for (const headers of [sales.headers, bearer(secondSession)]) {
      const refused = await call('GET', '/api/admin/profile', undefined, headers);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual(failure(ADMIN_MESSAGES.signInRequired));
    }
    // The same answer as a wrong password: the caller learns nothing.
    const signIn = await call('POST', '/api/admin/login', { username: 'sam.sales', password: STRONG }, {});
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json()).toEqual(failure(ADMIN_MESSAGES.invalidCredentials));

    expect((await call('POST', `/api/admin/team/${sales.id}/reactivate`)).json()).toMatchObject({ success: true, message: TEAM_MESSAGES.reactivated, data: { status: 'active' } });
    expect((await call('GET', '/api/admin/profile', undefined, sales.headers)).statusCode).toBe(401);
    expect((await call('POST', '/api/admin/login', { username: 'sam.sales', password: STRONG }, {})).statusCode).toBe(200);
  });

  it('revokes the API keys the account made and the invitations it sent, at once, each with its event, and says so', async () => {
    const olga = await member('olga.owner', 'owner');
    const made = await call('POST', '/api/admin/api-keys', { name: 'CRM sync', scopes: ['privacy:manage', 'leads:read'] }, olga.headers);
    expect(made.statusCode, made.body).toBe(201);
    const integrator = bearer(made.json<{ secret: string }>().secret);
    const ownKey = await call('POST', '/api/admin/api-keys', { name: 'Careers board', scopes: ['careers:read'] });
    const exported = await call('POST', '/api/admin/exports', { list: 'contact-submissions' }, integrator);
    expect(exported.statusCode, exported.body).toBe(201);
    const link = exported.json<{ data: { url: string } }>().data.url;
    expect((await call('POST', '/api/admin/privacy/lookup', { email: INVITED }, integrator)).statusCode).toBe(200);
    expect((await call('POST', '/api/admin/team/invites', { email: INVITED, role: 'owner' }, olga.headers)).statusCode).toBe(201);
    const [mail] = await t.orm.em.fork().find(MailMessageEntity, { kind: 'team_invitation', toAddress: INVITED }, { populate: ['content'] });
    const token = mail?.content?.action?.url.split('#token=')[1] ?? '';
    const mine = await invite('rosa@finmesh.test');

    const response = await call('POST', `/api/admin/team/${olga.id}/deactivate`);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Deactivated olga.owner: every session of theirs has ended. Revoked 1 API key and 1 invitation they made.',
      apiKeysRevoked: 1,
      invitationsRevoked: 1,
    });
    const lookup = await call('POST', '/api/admin/privacy/lookup', { email: INVITED }, integrator);
    expect(lookup.statusCode).toBe(401);
    expect(lookup.json()).toEqual(failure(ADMIN_MESSAGES.signInRequired));
    const opened = await t.app.inject({ method: 'GET', url: link });
    expect(opened.statusCode).toBe(404);
    expect(opened.body).toContain(EXPORT_MESSAGES.linkInvalid);
    const accepted = await accept(token, 'eve');
    expect(accepted.statusCode).toBe(400);
    expect(accepted.json()).toEqual(failure(TEAM_MESSAGES.inviteInvalid, 'token'));
    expect(TEAM_MESSAGES.inviteInvalid).toBe('This invitation link is invalid, has expired, was withdrawn or has already been used. Ask an Owner for a new one.');
    // What others handed out stays.
    expect((await call('GET', '/api/admin/api-keys')).json<{ data: { _id: string; status: string }[] }>().data.find((key) => key._id === ownKey.json<{ data: { _id: string } }>().data._id)).toMatchObject({ status: 'active' });
    expect((await accept(mine, 'rosa')).statusCode).toBe(201);

    const events = await t.orm.em.fork().find(EventEntity, { type: { $in: ['api_key.revoked', 'admin.invite_revoked', 'admin.deactivated'] } }, { orderBy: { type: 'desc' } });
    expect(events.map((event) => [event.type, event.data])).toEqual([
      ['api_key.revoked', { creatorDeactivated: true }],
      ['admin.invite_revoked', { inviterDeactivated: true }],
      ['admin.deactivated', { sessionsEnded: 1, apiKeysRevoked: 1, invitationsRevoked: 1 }],
    ]);
  });

  it('answers the counts through GraphQL too, and nothing is revoked twice', async () => {
    const olga = await member('olga.owner', 'owner');
    for (const name of ['First', 'Second']) await call('POST', '/api/admin/api-keys', { name, scopes: ['leads:read'] }, olga.headers);
    const id = toGlobalId('Admin', olga.id);
    const mutation = 'mutation($id: ID!) { deactivateAdmin(input: { id: $id }) { message apiKeysRevoked invitationsRevoked admin { status } } }';

    const { body } = await graphql(t.app, mutation, { id }, t.admin);

    expect(body.data).toEqual({
      deactivateAdmin: { message: 'Deactivated olga.owner: every session of theirs has ended. Revoked 2 API keys they made.', apiKeysRevoked: 2, invitationsRevoked: 0, admin: { status: 'deactivated' } },
    });
    await call('POST', `/api/admin/team/${olga.id}/reactivate`);
    const again = await graphql(t.app, mutation, { id }, t.admin);
    expect(again.body.data).toMatchObject({ deactivateAdmin: { apiKeysRevoked: 0, invitationsRevoked: 0 } });
  });

  it('is not for one’s own account, nor the last active Owner', async () => {
    const me = await ownerId();
    const self = await call('POST', `/api/admin/team/${me}/deactivate`);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual(failure(TEAM_MESSAGES.notYourself));

    const other = await member('olga.owner', 'owner');
    expect((await call('POST', `/api/admin/team/${other.id}/deactivate`)).statusCode).toBe(200);
    await call('PUT', `/api/admin/team/${me}/role`, { role: 'owner' });
    const demote = await call('PUT', `/api/admin/team/${me}/role`, { role: 'viewer' });
    expect(demote.json()).toEqual(failure(TEAM_MESSAGES.lastOwner));
    // A deactivated Owner counts for nothing: reactivated, they may be the other Owner again.
    await call('POST', `/api/admin/team/${other.id}/reactivate`);
    expect((await call('PUT', `/api/admin/team/${me}/role`, { role: 'viewer' })).statusCode).toBe(200);
  });

  it('answers 404 for no such member, and refuses twice the same', async () => {
    expect((await call('POST', '/api/admin/team/00000000-0000-4000-8000-000000000000/deactivate')).json()).toEqual(failure(TEAM_MESSAGES.memberNotFound));
    const sales = await member('sam.sales', 'sales');
    await call('POST', `/api/admin/team/${sales.id}/deactivate`);
    expect((await call('POST', `/api/admin/team/${sales.id}/deactivate`)).json()).toEqual(failure(TEAM_MESSAGES.alreadyDeactivated));
    await call('POST', `/api/admin/team/${sales.id}/reactivate`);
    expect((await call('POST', `/api/admin/team/${sales.id}/reactivate`)).json()).toEqual(failure(TEAM_MESSAGES.alreadyActive));
  });
});

describe('the team list', () => {
  it('shows each member with role, status and last sign-in, by username, filtered by status and search', async () => {
    const sales = await member('sam.sales', 'sales');
    await accept(await invite());
    await call('POST', `/api/admin/team/${sales.id}/deactivate`);

    const all = await call('GET', '/api/admin/team');
    expect(all.json<{ data: { username: string }[] }>().data.map((admin) => admin.username)).toEqual(['ines', 'sam.sales', 'test.admin']);
    expect(all.json()).toMatchObject({ data: [{ email: INVITED, role: 'recruiter', status: 'active', lastLoginAt: expect.any(String) }, { status: 'deactivated' }, { role: 'owner' }] });
    const deactivated = await call('GET', '/api/admin/team?status=deactivated');
    expect(deactivated.json<{ data: { username: string }[] }>().data.map((admin) => admin.username)).toEqual(['sam.sales']);
    const found = await call('GET', '/api/admin/team?search=FINMESH.TEST');
    expect(found.json<{ data: { username: string }[] }>().data.map((admin) => admin.username)).toEqual(['ines']);
    expect((await call('GET', '/api/admin/team?status=gone')).json()).toEqual(failure('status must be one of active, deactivated', 'status'));
  });

  it('is the same through GraphQL, with invitations, role changes and deactivation', async () => {
    const sales = await member('sam.sales', 'sales');
    const invited = await graphql<{ inviteAdmin: { message: string; invite: { email: string; role: string } } }>(
      t.app,
      'mutation($input: InviteAdminInput!) { inviteAdmin(input: $input) { message invite { email role } } }',
      { input: { email: INVITED, role: 'viewer' } },
      t.admin,
    );
    expect(invited.body.data).toEqual({ inviteAdmin: { message: `Invitation sent to ${INVITED}`, invite: { email: INVITED, role: 'viewer' } } });
    const id = toGlobalId('Admin', sales.id);
    const changed = await graphql(t.app, 'mutation($id: ID!) { changeAdminRole(input: { id: $id, role: "viewer" }) { message admin { role } } }', { id }, t.admin);
    expect(changed.body.data).toEqual({ changeAdminRole: { message: 'Role changed', admin: { role: 'viewer' } } });
    const deactivated = await graphql(t.app, 'mutation($id: ID!) { deactivateAdmin(input: { id: $id }) { admin { status } } }', { id }, t.admin);
    expect(deactivated.body.data).toEqual({ deactivateAdmin: { admin: { status: 'deactivated' } } });
    const listed = await graphql(t.app, '{ teamMembers(status: "deactivated") { totalCount edges { node { username role status } } } adminInvites { edges { node { email role } } } }', {}, t.admin);
    expect(listed.body.data).toEqual({
      teamMembers: { totalCount: 1, edges: [{ node: { username: 'sam.sales', role: 'viewer', status: 'deactivated' } }] },
      adminInvites: { edges: [{ node: { email: INVITED, role: 'viewer' } }] },
    });
  });
});

describe('one’s own account', () => {
  it('signs out everywhere: every session ends, this one included', async () => {
    const other = (await call('POST', '/api/admin/login', { username: 'test.admin', password: STRONG }, {})).json<{ token: string }>().token;

    const response = await call('POST', '/api/admin/sign-out-everywhere');

    expect(response.json()).toEqual({ success: true, message: 'Signed out everywhere', sessionsEnded: 2 });
    for (const headers of [t.admin, bearer(other)]) expect((await call('GET', '/api/admin/profile', undefined, headers)).statusCode).toBe(401);
  });

  it('changes its password with the current one, ending every other session', async () => {
    const other = (await call('POST', '/api/admin/login', { username: 'test.admin', password: STRONG }, {})).json<{ token: string }>().token;
    const wrong = await call('POST', '/api/admin/change-password', { currentPassword: 'not the password', newPassword: NEW_PASSWORD });
    expect(wrong.json()).toEqual(failure(ADMIN_MESSAGES.currentPasswordWrong, 'currentPassword'));

    expect((await call('POST', '/api/admin/change-password', { currentPassword: STRONG, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/profile')).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/profile', undefined, bearer(other))).statusCode).toBe(401);
  });
});

// Two servers need a database two processes can share: PostgreSQL (the PGlite default is one process's).
describe.runIf(process.env.DATABASE_URL)('on two servers', () => {
  const servers = useTwoServers();

  it('a deactivation through one refuses the member’s next request on the other, and an invitation made on one is accepted on the other', async () => {
    const { first, second } = servers;
    const inject = (app: TestApp, method: 'GET' | 'POST', url: string, payload?: object, headers: Headers = {}) => app.app.inject({ method, url, payload, headers });
    const owner = bearer((await inject(first, 'POST', '/api/admin/create-admin', { username: 'the.owner', password: STRONG })).json<{ token: string }>().token);
    await inject(first, 'POST', '/api/admin/team/invites', { email: INVITED, role: 'sales' }, owner);
    const [mail] = await first.orm.em.fork().find(MailMessageEntity, { kind: 'team_invitation' }, { populate: ['content'] });
    const token = mail?.content?.action?.url.split('#token=')[1] ?? '';

    const accepted = await inject(second, 'POST', '/api/admin/accept-invite', { token, username: 'sam', password: NEW_PASSWORD });
    expect(accepted.statusCode).toBe(201);
    const sam = accepted.json<{ token: string; admin: { _id: string } }>();
    expect((await inject(second, 'GET', '/api/admin/profile', undefined, bearer(sam.token))).statusCode).toBe(200);

    expect((await inject(first, 'POST', `/api/admin/team/${sam.admin._id}/deactivate`, {}, owner)).statusCode).toBe(200);

    const refused = await inject(second, 'GET', '/api/admin/profile', undefined, bearer(sam.token));
    expect(refused.statusCode).toBe(401);
    expect((await inject(second, 'POST', '/api/admin/accept-invite', { token, username: 'sam.again', password: NEW_PASSWORD })).statusCode).toBe(400);
  });
});
