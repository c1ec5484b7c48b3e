import { expect } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { executeBound } from '../db/bound-sql.js';
import type { TestFixture } from './fixture.js';

/** Accounts in tests (issue P22): a member with an address, and the password reset's calls and emails. */
export const NEW_PASSWORD = 'copper kettle at sunrise';
export const MEMBER = { username: 'ravi.iyer', password: 'Str0ng!pass-phrase', email: 'Ravi.Iyer@Finmesh.test', role: 'recruiter' };

/** A recruiter made by the fixture's Owner with an address to sign in with: its id. */
export async function memberWithEmail(fixture: TestFixture, member = MEMBER): Promise<string> {
  const created = await fixture.app.inject({ method: 'POST', url: '/api/admin/create-admin', payload: member, headers: fixture.admin });
  expect(created.statusCode, created.body).toBe(201);
  return created.json<{ admin: { _id: string } }>().admin._id;
}

export const forgot = (fixture: TestFixture, email: string, remoteAddress = '10.2.0.1') =>
  fixture.app.inject({ method: 'POST', url: '/api/admin/forgot-password', payload: { email }, remoteAddress });

export const resetPassword = (fixture: TestFixture, token: string, password = NEW_PASSWORD, remoteAddress = '10.2.0.1') =>
  fixture.app.inject({ method: 'POST', url: '/api/admin/reset-password', payload: { token, password }, remoteAddress });

interface ResetMail {
  to_address: string;
  subject: string;
  content: { paragraphs: string[]; action: { url: string } };
}

/** The reset emails queued so far, oldest first. */
export const resetMails = (fixture: TestFixture, kind = 'password_reset') =>
  executeBound<ResetMail>(fixture.orm.em.fork(), `select to_address, subject, content from mail_messages where kind = $1 order by created_at, id`, [kind]);

/** The token of a reset email's link (after `#token=`). */
export const tokenIn = (mail: ResetMail | undefined): string => new URLSearchParams(new URL(mail?.content.action.url ?? 'http://none/').hash.slice(1)).get('token') ?? '';


/** The authenticator code of `secret` for the time step `offset` steps from now (the next one: 1, not taken yet). */
export function totpCode(secret: string, offset = 0): string {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + offset * 30_000 });
}

/** Turns two-factor authentication on for the account signed in by `headers`: its secret and recovery codes. */
export async function withTwoFactor(fixture: TestFixture, headers: { authorization: string }): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await fixture.app.inject({ method: 'POST', url: '/api/admin/profile/two-factor/setup', headers });
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json<{ data: { secret: string } }>().data;
  const confirmed = await fixture.app.inject({ method: 'POST', url: '/api/admin/profile/two-factor/confirm', payload: { code: totpCode(secret) }, headers });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { secret, recoveryCodes: confirmed.json<{ recoveryCodes: string[] }>().recoveryCodes };
}
