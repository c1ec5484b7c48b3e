import { describe, expect, it } from 'vitest';
import { executeBound } from '../../db/bound-sql.js';
import { ADMIN_MESSAGES, STEP_UP_MESSAGES, TWO_FACTOR_MESSAGES } from '../../rules/admin.js';
import { totpCode, withTwoFactor } from '../../test/accounts.js';
import { graphql } from '../../test/app.js';
import { useTestApp } from '../../test/fixture.js';

/** Issue P22 "Two factors" and "Step-up": an authenticator app (TOTP) and recovery codes, the second step of signing in and its lock; and the recent proof some operations ask for. */
const t = useTestApp({ admin: true });

const OWNER = { username: 'test.admin', password: 'Str0ng!pass-phrase' };
const login = (body: Record<string, unknown> = OWNER) => t.app.inject({ method: 'POST', url: '/api/admin/login', payload: body });
const secondStep = (step: string, code: string) => t.app.inject({ method: 'POST', url: '/api/admin/login/second-step', payload: { step, code } });
const stepOf = async () => {
  const response = await login();
  expect(response.json()).toEqual({ success: true, secondFactorRequired: true, message: TWO_FACTOR_MESSAGES.secondStep, secondStep: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
  return response.json<{ secondStep: string }>().secondStep;
};
const errorsOf = (response: { json<T>(): T }) => response.json<{ errors?: { path: string; msg: string }[]; message: string }>();

describe('setting up an authenticator app', () => {
  it('shows a secret with its QR code, turns on with a code of it, and answers ten recovery codes once', async () => {
    const setup = await t.app.inject({ method: 'POST', url: '/api/admin/profile/two-factor/setup', headers: t.admin });
    const { secret, uri, qrCode } = setup.json<{ data: { secret: string; uri: string; qrCode: string } }>().data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toBe(`otpauth://totp/Finmesh:test.admin?issuer=Finmesh&secret=${secret}&algorithm=SHA1&digits=6&period=30`);
    expect(Buffer.from(qrCode.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    // The secret is kept sealed, never as it was shown.
    const [row] = await executeBound<{ totp_pending_secret: string }>(t.orm.em.fork(), `select totp_pending_secret from admins where username = 'test.admin'`, []);
    expect(row?.totp_pending_secret).not.toContain(secret);

    const wrong = await t.app.inject({ method: 'POST', url: '/api/admin/profile/two-factor/confirm', payload: { code: '000000' }, headers: t.admin });
    expect(errorsOf(wrong).errors).toMatchObject([{ path: 'code', msg: TWO_FACTOR_MESSAGES.setupCodeWrong }]);
    const confirmed = await t.app.inject({ method: 'POST', url: '/api/admin/profile/two-factor/confirm', payload: { code: totpCode(secret) }, headers: t.admin });
    const { recoveryCodes } = confirmed.json<{ recoveryCodes: string[] }>();
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    expect(new Set(recoveryCodes).size).toBe(10);
    const status = await t.app.inject({ method: 'GET', url: '/api/admin/profile/two-factor', headers: t.admin });
    expect(status.json()).toEqual({ success: true, data: { enabledAt: expect.any(String), recoveryCodesLeft: 10 } });
    const stored = await executeBound<{ code_hash: string }>(t.orm.em.fork(), `select code_hash from admin_recovery_codes`, []);
    expect(stored.map((code) => code.code_hash).join()).not.toContain(recoveryCodes[0]?.replace('-', ''));
  });
});

describe('signing in with two-factor authentication on', () => {
  it('asks for a code after the password, takes each authenticator code once, and records how', async () => {
    const { secret } = await withTwoFactor(t, t.admin);
    const next = totpCode(secret, 1);
    const signedIn = await secondStep(await stepOf(), ` ${next.slice(0, 3)} ${next.slice(3)} `);
    expect(signedIn.json()).toMatchObject({ success: true, message: ADMIN_MESSAGES.signedIn, token: expect.any(String), admin: { username: 'test.admin' } });
    const headers = { authorization: `Bearer ${signedIn.json<{ token: string }>().token}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/profile', headers })).statusCode).toBe(200);

    // The same code again, on a new sign-in: refused (it may not be replayed, on any server).
    const replayed = await secondStep(await stepOf(), next);
    expect(replayed.statusCode).toBe(400);
    expect(errorsOf(replayed).errors).toMatchObject([{ path: 'code', msg: TWO_FACTOR_MESSAGES.codeWrong }]);
    const events = await executeBound<{ type: string; data: Record<string, unknown> }>(t.orm.em.fork(), `select type, data from events where type in ('admin.signed_in', 'admin.sign_in_failed') order by id`, []);
    expect(events.map((event) => [event.type, event.data['secondFactor']])).toEqual([
      ['admin.signed_in', 'totp'],
      ['admin.sign_in_failed', 'totp'],
    ]);
  });

  it('takes each recovery code once, in place of an authenticator code', async () => {
    const { recoveryCodes } = await withTwoFactor(t, t.admin);
    const code = recoveryCodes[3] ?? '';
    expect((await secondStep(await stepOf(), code.toUpperCase())).statusCode).toBe(200);
    const again = await secondStep(await stepOf(), code);
    expect(errorsOf(again).errors).toMatchObject([{ path: 'code', msg: TWO_FACTOR_MESSAGES.recoveryCodeWrong }]);
    const status = await t.app.inject({ method: 'GET', url: '/api/admin/profile/two-factor', headers: t.admin });
    expect(status.json<{ data: { recoveryCodesLeft: number } }>().data.recoveryCodesLeft).toBe(9);
  });

  it('locks the second step after five wrong codes in a row, longer after each further one, and lets a right code in once it is over', async () => {
    const { secret } = await withTwoFactor(t, t.admin);
    const step = await stepOf();
    for (let attempt = 1; attempt <= 4; attempt++) expect((await secondStep(step, '111111')).statusCode).toBe(400);
    const fifth = await secondStep(step, '111111');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json<{ message: string }>().message).toBe(TWO_FACTOR_MESSAGES.locked(5));
    expect(Number(fifth.headers['retry-after'])).toBeGreaterThan(290);
    // Locked: even the right code waits, and a recovery code too.
    expect((await secondStep(step, totpCode(secret, 1))).statusCode).toBe(429);

    await executeBound(t.orm.em.fork(), `update admins set second_factor_locked_until = now() - interval '1 second'`, []);
    const sixth = await secondStep(step, '111111');
    expect(sixth.json<{ message: string }>().message).toBe(TWO_FACTOR_MESSAGES.locked(10));
    await executeBound(t.orm.em.fork(), `update admins set second_factor_locked_until = now() - interval '1 second'`, []);
    expect((await secondStep(step, totpCode(secret, 1))).statusCode).toBe(200);
    const [row] = await executeBound<{ second_factor_failures: number }>(t.orm.em.fork(), `select second_factor_failures from admins where username = 'test.admin'`, []);
    expect(row?.second_factor_failures).toBe(0);
  });

  it('refuses a step that expired, was used, or was never given, with one message', async () => {
    const { secret } = await withTwoFactor(t, t.admin);
    const step = await stepOf();
    await executeBound(t.orm.em.fork(), `update admin_sign_in_steps set expires_at = now() - interval '1 second'`, []);
    const expired = await secondStep(step, totpCode(secret, 1));
    expect(errorsOf(expired).errors).toMatchObject([{ path: 'step', msg: TWO_FACTOR_MESSAGES.stepExpired }]);
    const fresh = await stepOf();
    expect((await secondStep(fresh, totpCode(secret, 1))).statusCode).toBe(200);
    expect(errorsOf(await secondStep(fresh, totpCode(secret, 1))).errors).toMatchObject([{ path: 'step', msg: TWO_FACTOR_MESSAGES.stepExpired }]);
    expect(errorsOf(await secondStep('a'.repeat(43), '123456')).errors).toMatchObject([{ path: 'step', msg: TWO_FACTOR_MESSAGES.stepExpired }]);
  });

  it('answers the second step in GraphQL too', async () => {
    const { secret } = await withTwoFactor(t, t.admin);
    const first = await graphql<{ login: { token: string | null; secondStep: { token: string; message: string } | null } }>(t.app, 'mutation($input: LoginInput!) { login(input: $input) { token expiresAt admin { id } secondStep { token message } } }', { input: OWNER });
    expect(first.body.data?.login).toMatchObject({ token: null, secondStep: { message: TWO_FACTOR_MESSAGES.secondStep } });
    const finished = await graphql<{ finishSignIn: { token: string; admin: { username: string } } }>(
      t.app,
      'mutation($input: FinishSignInInput!) { finishSignIn(input: $input) { token expiresAt admin { username } } }',
      { input: { step: first.body.data?.login.secondStep?.token, code: totpCode(secret, 1) } },
    );
    expect(finished.body.data?.finishSignIn).toMatchObject({ token: expect.any(String), admin: { username: 'test.admin' } });
  });
});

describe('turning two-factor authentication off, and new recovery codes', () => {
  it('each takes the password; off, the password alone signs in again; new codes void the old', async () => {
    const { recoveryCodes } = await withTwoFactor(t, t.admin);
    const wrong = await t.app.inject({ method: 'POST', url: '/api/admin/profile/two-factor/recovery-codes', payload: { currentPassword: 'not the password at all' }, headers: t.admin });
    expect(errorsOf(wrong).errors).toMatchObject([{ path: 'currentPassword', msg: ADMIN_MESSAGES.currentPasswordWrong }]);
    const made = await t.app.inject({ method: 'POST', url: '/api/admin/profile/two-factor/recovery-codes', payload: { currentPassword: OWNER.password }, headers: t.admin });
    expect(made.json()).toMatchObject({ success: true, message: TWO_FACTOR_MESSAGES.codesMade, recoveryCodes: expect.any(Array) });
    expect(errorsOf(await secondStep(await stepOf(), recoveryCodes[0] ?? '')).errors).toMatchObject([{ path: 'code' }]);
    expect((await secondStep(await stepOf(), made.json<{ recoveryCodes: string[] }>().recoveryCodes[0] ?? '')).statusCode).toBe(200);

    const off = await t.app.inject({ method: 'POST', url: '/api/admin/profile/two-factor/disable', payload: { currentPassword: OWNER.password }, headers: t.admin });
    expect(off.json()).toEqual({ success: true, message: TWO_FACTOR_MESSAGES.disabled });
    expect((await login()).json()).toMatchObject({ success: true, token: expect.any(String) });
    expect(await executeBound(t.orm.em.fork(), `select id from admin_recovery_codes`, [])).toEqual([]);
    const again = await t.app.inject({ method: 'POST', url: '/api/admin/profile/two-factor/disable', payload: { currentPassword: OWNER.password }, headers: t.admin });
    expect(again.statusCode).toBe(409);
  });
});

/*
 * Issue P22 "Step-up": the operations that hand out data or access need a proof of the member from
 * the last 10 minutes (their sign-in, or the password or a code asked for again); API keys are not
 * asked. Which operations ask is the permission table's step-up column (security/permissions.test.ts).
 */
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
