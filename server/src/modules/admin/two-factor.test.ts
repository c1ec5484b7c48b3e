import { describe, expect, it } from 'vitest';
import { executeBound } from '../../db/bound-sql.js';
import { ADMIN_MESSAGES, TWO_FACTOR_MESSAGES } from '../../rules/admin.js';
import { totpCode, withTwoFactor } from '../../test/accounts.js';
import { graphql } from '../../test/app.js';
import { useTestApp } from '../../test/fixture.js';

/** Issue P22 "Two factors": an authenticator app (TOTP) and recovery codes, the second step of signing in and its lock. */
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
