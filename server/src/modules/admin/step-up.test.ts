import { describe, expect, it } from 'vitest';
import { executeBound } from '../../db/bound-sql.js';
import { ADMIN_MESSAGES, STEP_UP_MESSAGES, TWO_FACTOR_MESSAGES } from '../../rules/admin.js';
import { totpCode, withTwoFactor } from '../../test/accounts.js';
import { graphql } from '../../test/app.js';
import { useTestApp } from '../../test/fixture.js';

/**
 * Issue P22 "Step-up": the operations that hand out data or access need a proof of the member from
 * the last 10 minutes (their sign-in, or the password or a code asked for again); API keys are not
 * asked. Which operations ask is the permission table's step-up column (security/permissions.test.ts).
 */
const t = useTestApp({ admin: true });

const PASSWORD = 'Str0ng!pass-phrase';
const NEW_KEY = { name: 'CRM sync', scopes: ['leads:read'] };
const post = (url: string, payload: object, headers: Record<string, string> = t.admin) => t.app.inject({ method: 'POST', url, payload, headers });
const confirm = (payload: object) => post('/api/admin/profile/confirm-identity', payload);
/** The fixture's session proved it is its member `minutes` ago. */
const provenAgo = (minutes: number) => executeBound(t.orm.em.fork(), `update admin_sessions set proven_at = $1`, [new Date(Date.now() - minutes * 60_000)]);
const keysMade = async () => (await executeBound<{ count: string }>(t.orm.em.fork(), `select count(*)::text as count from api_keys`, []))[0]?.count;
const fieldErrors = (response: { json<T>(): T }) => response.json<{ errors: { path: string; msg: string }[] }>().errors;

describe('an operation that asks for a recent proof', () => {
  it('goes on within 10 minutes of signing in; after, it is refused until the member confirms it is them, and then goes on', async () => {
    await provenAgo(9);
    expect((await post('/api/admin/api-keys', { ...NEW_KEY, name: 'Fresh' })).statusCode).toBe(201);

    await provenAgo(11);
    const refused = await post('/api/admin/api-keys', NEW_KEY);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, message: STEP_UP_MESSAGES.required, error: STEP_UP_MESSAGES.required, errors: [{ msg: STEP_UP_MESSAGES.required }], code: 'STEP_UP_REQUIRED' });
    const overGraphql = await graphql(t.app, 'mutation { createApiKey(input: { name: "CRM", scopes: ["leads:read"] }) { secret } }', {}, t.admin);
    expect(overGraphql.status).toBe(403);
    expect(overGraphql.body.errors).toMatchObject([{ message: STEP_UP_MESSAGES.required, extensions: { code: 'STEP_UP_REQUIRED' } }]);
    expect(await keysMade()).toBe('1');
    // What does not hand anything out goes on: the list of keys.
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/api-keys', headers: t.admin })).statusCode).toBe(200);

    const confirmed = await confirm({ currentPassword: PASSWORD });
    expect(confirmed.statusCode).toBe(200);
    const { provenUntil } = confirmed.json<{ provenUntil: string }>();
    expect(confirmed.json()).toEqual({ success: true, message: STEP_UP_MESSAGES.confirmed, provenUntil: expect.any(String) });
    expect((Date.parse(provenUntil) - Date.now()) / 60_000).toBeCloseTo(10, 0);
    expect((await post('/api/admin/api-keys', NEW_KEY)).statusCode).toBe(201);
    const events = await executeBound<{ data: Record<string, unknown> }>(t.orm.em.fork(), `select data from events where type = 'admin.identity_confirmed'`, []);
    expect(events.map((event) => event.data)).toEqual([{ method: 'password', sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);
  });

  it('takes a wrong password as a failed sign-in, and proves nothing', async () => {
    await provenAgo(11);
    const wrong = await confirm({ currentPassword: 'not my password at all' });
    expect(wrong.statusCode).toBe(400);
    expect(fieldErrors(wrong)).toMatchObject([{ path: 'currentPassword', msg: ADMIN_MESSAGES.currentPasswordWrong }]);
    expect((await post('/api/admin/api-keys', NEW_KEY)).statusCode).toBe(403);
    const failures = await executeBound<{ count: string }>(t.orm.em.fork(), `select count(*)::text as count from events where type = 'admin.sign_in_failed'`, []);
    expect(failures[0]?.count).toBe('1');
  });

  it('takes an authenticator code once, or a recovery code once, in place of the password', async () => {
    const { secret, recoveryCodes } = await withTwoFactor(t, t.admin);
    await provenAgo(11);
    const code = totpCode(secret, 1);
    expect((await confirm({ code })).statusCode).toBe(200);
    await provenAgo(11);
    const replayed = await confirm({ code });
    expect(replayed.statusCode).toBe(400);
    expect(fieldErrors(replayed)).toMatchObject([{ path: 'code', msg: TWO_FACTOR_MESSAGES.codeWrong }]);
    expect((await confirm({ code: recoveryCodes[0] ?? '' })).statusCode).toBe(200);
    await provenAgo(11);
    expect(fieldErrors(await confirm({ code: recoveryCodes[0] ?? '' }))).toMatchObject([{ path: 'code', msg: TWO_FACTOR_MESSAGES.recoveryCodeWrong }]);
    const events = await executeBound<{ data: { method: string } }>(t.orm.em.fork(), `select data from events where type = 'admin.identity_confirmed' order by id`, []);
    expect(events.map((event) => event.data.method)).toEqual(['totp', 'recovery_code']);
  });

  it('asks for a proof, and a code only of a member with a second factor; a key calls as before', async () => {
    expect(fieldErrors(await confirm({}))).toMatchObject([{ path: 'currentPassword', msg: STEP_UP_MESSAGES.proofRequired }]);
    expect(fieldErrors(await confirm({ code: '123456' }))).toMatchObject([{ path: 'code', msg: STEP_UP_MESSAGES.noSecondFactor }]);

    const made = await post('/api/admin/api-keys', { name: 'Privacy desk', scopes: ['privacy:manage'] });
    const key = { authorization: `Bearer ${made.json<{ secret: string }>().secret}` };
    await provenAgo(11);
    const erase = await post('/api/admin/privacy/erase', { email: 'nobody@example.com', confirm: 'nobody@example.com' }, key);
    expect(erase.statusCode).toBe(200);
    expect((await post('/api/admin/privacy/erase', { email: 'nobody@example.com', confirm: 'nobody@example.com' })).json()).toMatchObject({ code: 'STEP_UP_REQUIRED' });
    // A key has no session to confirm.
    expect((await post('/api/admin/profile/confirm-identity', { currentPassword: PASSWORD }, key)).statusCode).toBe(401);
  });
});
