import { describe, expect, it } from 'vitest';
import { executeBound } from '../../db/bound-sql.js';
import { ACCESS_MESSAGES } from '../../rules/access.js';
import { SESSION_POLICY_MESSAGES, TWO_FACTOR_MESSAGES } from '../../rules/admin.js';
import { withTwoFactor } from '../../test/accounts.js';
import { graphql } from '../../test/app.js';
import { useTestApp } from '../../test/fixture.js';

/**
 * Issue P22 "Enforcement": the team requires two factors of chosen roles (Owners and Admins on a
 * first run); a member of such a role without one can do nothing but set one up, and may not turn
 * off the one they have.
 */
const t = useTestApp({ admin: true, env: { TWO_FACTOR_ROLES: 'owner,admin' } });

const RECRUITER = { username: 'rhea.recruiter', password: 'Str0ng!pass-phrase', role: 'recruiter' };

const get = (url: string, headers: { authorization: string }) => t.app.inject({ method: 'GET', url, headers });
const verify = async (headers: { authorization: string }) =>
  (await t.app.inject({ method: 'POST', url: '/api/admin/verify-token', headers })).json<{ twoFactorSetupRequired: boolean; admin: { twoFactorEnabled: boolean } }>();
const savePolicy = (body: Record<string, unknown>, headers = t.admin) => t.app.inject({ method: 'PUT', url: '/api/admin/account-policy', payload: body, headers });

async function signIn(username: string, password: string): Promise<{ authorization: string }> {
  const response = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username, password } });
  return { authorization: `Bearer ${response.json<{ token: string }>().token}` };
}

describe('a member whose role needs two factors and who has none', () => {
  it('may do nothing but their own account until they set one up; then the same session does everything its role may', async () => {
    // The first Owner of a new installation registered with a password alone.
    expect(await verify(t.admin)).toMatchObject({ twoFactorSetupRequired: true, admin: { twoFactorEnabled: false } });
    const refused = await get('/api/contact/admin/contact-submissions', t.admin);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, message: TWO_FACTOR_MESSAGES.setupRequired });
    const overGraphql = await graphql(t.app, '{ contactSubmissions(first: 1) { totalCount } }', {}, t.admin);
    expect(overGraphql.body.errors).toMatchObject([{ message: TWO_FACTOR_MESSAGES.setupRequired, extensions: { code: 'FORBIDDEN' } }]);
    // Their own account is theirs: the profile, the sessions, signing out.
    expect((await get('/api/admin/profile', t.admin)).statusCode).toBe(200);
    expect((await get('/api/admin/sessions', t.admin)).statusCode).toBe(200);

    await withTwoFactor(t, t.admin);
    expect(await verify(t.admin)).toMatchObject({ twoFactorSetupRequired: false, admin: { twoFactorEnabled: true } });
    expect((await get('/api/contact/admin/contact-submissions', t.admin)).statusCode).toBe(200);
  });

  it('may not turn off the factor the policy requires', async () => {
    await withTwoFactor(t, t.admin);
    const off = await t.app.inject({ method: 'POST', url: '/api/admin/profile/two-factor/disable', payload: { currentPassword: 'Str0ng!pass-phrase' }, headers: t.admin });
    expect(off.statusCode).toBe(409);
    expect(off.json()).toMatchObject({ success: false, message: TWO_FACTOR_MESSAGES.requiredByPolicy });
    expect((await get('/api/admin/profile/two-factor', t.admin)).json()).toMatchObject({ data: { enabledAt: expect.any(String) } });
  });
});

describe('the roles an Owner requires two factors of', () => {
  it('holds at once for the members of a role added, shows who has a factor, and is recorded', async () => {
    await withTwoFactor(t, t.admin);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/create-admin', payload: RECRUITER, headers: t.admin })).statusCode).toBe(201);
    const recruiter = await signIn(RECRUITER.username, RECRUITER.password);
    expect((await get('/api/career/applications', recruiter)).statusCode).toBe(200);

    const policy = (await get('/api/admin/account-policy', t.admin)).json<{ data: { twoFactorRoles: string[]; version: number } }>().data;
    expect(policy).toMatchObject({ twoFactorRoles: ['owner', 'admin'], version: 0 });
    const saved = await savePolicy({ version: 0, sessionIdleHours: 12, sessionMaxDays: 7, twoFactorRoles: ['recruiter', 'owner', 'admin'] });
    expect(saved.json()).toMatchObject({ success: true, data: { twoFactorRoles: ['owner', 'admin', 'recruiter'], version: 1 } });

    const refused = await get('/api/career/applications', recruiter);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: TWO_FACTOR_MESSAGES.setupRequired });
    expect(await verify(recruiter)).toMatchObject({ twoFactorSetupRequired: true });
    const team = (await get('/api/admin/team', t.admin)).json<{ data: { username: string; twoFactorEnabled: boolean }[] }>().data;
    expect(team.map(({ username, twoFactorEnabled }) => [username, twoFactorEnabled]).sort()).toEqual([
      ['rhea.recruiter', false],
      ['test.admin', true],
    ]);
    // Left out, the roles stay as they are.
    expect((await savePolicy({ version: 1, sessionIdleHours: 10, sessionMaxDays: 7 })).json()).toMatchObject({ data: { twoFactorRoles: ['owner', 'admin', 'recruiter'], version: 2 } });

    const events = await executeBound<{ data: unknown }>(t.orm.em.fork(), `select data from events where type = 'account_policy.updated' order by id`, []);
    expect(events.map((event) => event.data)).toEqual([
      { changes: { twoFactorRoles: [['owner', 'admin'], ['owner', 'admin', 'recruiter']] }, version: 1 },
      { changes: { sessionIdleHours: [12, 10] }, version: 2 },
    ]);
  });

  it('refuses a role that does not exist, and changes nothing', async () => {
    await withTwoFactor(t, t.admin);
    const response = await savePolicy({ version: 0, sessionIdleHours: 12, sessionMaxDays: 7, twoFactorRoles: ['owner', 'root'] });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: { path: string; msg: string }[] }>().errors).toMatchObject([{ path: 'twoFactorRoles', msg: SESSION_POLICY_MESSAGES.twoFactorRolesInvalid }]);
    expect((await get('/api/admin/account-policy', t.admin)).json()).toMatchObject({ data: { twoFactorRoles: ['owner', 'admin'], version: 0 } });
  });

  it('is the Owners\' to change: a member without team:manage is refused', async () => {
    await withTwoFactor(t, t.admin);
    await t.app.inject({ method: 'POST', url: '/api/admin/create-admin', payload: RECRUITER, headers: t.admin });
    const response = await savePolicy({ version: 0, sessionIdleHours: 12, sessionMaxDays: 7, twoFactorRoles: [] }, await signIn(RECRUITER.username, RECRUITER.password));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: ACCESS_MESSAGES.forbidden('team:manage') });
  });
});
