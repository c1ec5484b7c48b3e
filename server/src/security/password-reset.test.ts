import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { executeBound } from '../db/bound-sql.js';
import { PASSWORD_RESET_MESSAGES } from '../rules/admin.js';
import { SERVER_MESSAGES } from '../rules/server.js';
import { forgot, MEMBER, memberWithEmail, NEW_PASSWORD, resetMails, resetPassword, tokenIn } from '../test/accounts.js';
import { useTestApp } from '../test/fixture.js';

/**
 * Issue P22's security cases for the reset link: used, voided, expired, guessed, another member's,
 * a deactivated member's, malformed. Each refused with the one clear message (never a 5xx), and
 * changing nothing; every try counted per client address before the link is looked at.
 */
const t = useTestApp({ admin: true, env: { PUBLIC_FORM_RATE_LIMIT: '5', PUBLIC_FORM_REFUSAL_LIMIT: '1000' } });

const signIn = (username: string, password: string) => t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username, password } });
const refusedLink = { statusCode: 400, message: PASSWORD_RESET_MESSAGES.linkInvalid };
const outcome = (response: { statusCode: number; json: <T>() => T }) => ({ statusCode: response.statusCode, message: response.json<{ message: string }>().message });

/** The member's link, from its email. */
async function linkOf(email = MEMBER.email): Promise<string> {
  await forgot(t, email);
  const mails = await resetMails(t);
  return tokenIn(mails.filter((mail) => mail.to_address === email.toLowerCase()).at(-1));
}

describe('the password reset link', () => {
  it('works once: a second use is refused and changes nothing', async () => {
    await memberWithEmail(t);
    const token = await linkOf();
    expect((await resetPassword(t, token)).statusCode).toBe(200);
    expect(outcome(await resetPassword(t, token, 'another long passphrase here'))).toEqual(refusedLink);
    expect((await signIn(MEMBER.username, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('is voided by a newer one, and expires after 30 minutes', async () => {
    await memberWithEmail(t);
    const older = await linkOf();
    const newer = await linkOf();
    expect(outcome(await resetPassword(t, older))).toEqual(refusedLink);
    await executeBound(t.orm.em.fork(), `update admin_password_resets set expires_at = now() - interval '1 second' where revoked_at is null`, []);
    expect(outcome(await resetPassword(t, newer))).toEqual(refusedLink);
    expect((await signIn(MEMBER.username, MEMBER.password)).statusCode).toBe(200);
  });

  it('changes only its own member: the other members keep their passwords and sessions', async () => {
    await memberWithEmail(t);
    await memberWithEmail(t, { ...MEMBER, username: 'meera.shah', email: 'meera@finmesh.test' });
    const meera = (await signIn('meera.shah', MEMBER.password)).json<{ token: string }>().token;
    expect((await resetPassword(t, await linkOf())).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/profile', headers: { authorization: `Bearer ${meera}` } })).statusCode).toBe(200);
    expect((await signIn('meera.shah', MEMBER.password)).statusCode).toBe(200);
    expect((await signIn(MEMBER.username, MEMBER.password)).statusCode).toBe(401);
  });

  it('stops working when its member is deactivated', async () => {
    const id = await memberWithEmail(t);
    const token = await linkOf();
    await t.app.inject({ method: 'POST', url: `/api/admin/team/${id}/deactivate`, headers: t.admin });
    expect(outcome(await resetPassword(t, token))).toEqual(refusedLink);
  });

  it('refuses guessed tokens alike, and answers 429 to a client address past its tries without looking at the link', async () => {
    await memberWithEmail(t);
    const real = await linkOf();
    for (let n = 0; n < 5; n += 1) expect(outcome(await resetPassword(t, randomBytes(32).toString('base64url'), NEW_PASSWORD, '10.4.0.1'))).toEqual(refusedLink);
    const blocked = await resetPassword(t, real, NEW_PASSWORD, '10.4.0.1');
    expect(outcome(blocked)).toEqual({ statusCode: 429, message: SERVER_MESSAGES.tooManySubmissions });
    // Another client address is not held up, and the refused call did not use the real link.
    expect((await resetPassword(t, real, NEW_PASSWORD, '10.4.0.2')).statusCode).toBe(200);
  });

  it('answers a malformed call with a clear message, never a 5xx', async () => {
    for (const payload of [{}, { token: 'short', password: NEW_PASSWORD }, { token: 'x'.repeat(5000), password: NEW_PASSWORD }, { token: ['a'], password: NEW_PASSWORD }, { token: randomBytes(32).toString('base64url') }]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/admin/reset-password', payload, remoteAddress: '10.4.1.1' });
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json<{ message: string }>().message.length).toBeGreaterThan(0);
    }
  });
});
