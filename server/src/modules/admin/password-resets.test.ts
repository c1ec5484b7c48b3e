import { describe, expect, it } from 'vitest';
import { executeBound } from '../../db/bound-sql.js';
import { PASSWORD_RESET_MESSAGES } from '../../rules/admin.js';
import { SERVER_MESSAGES } from '../../rules/server.js';
import { forgot, MEMBER, memberWithEmail, NEW_PASSWORD, resetMails, resetPassword, tokenIn } from '../../test/accounts.js';
import { graphql } from '../../test/app.js';
import { useTestApp } from '../../test/fixture.js';

/** Issue P22 "Password reset by email": the request, the link, the new password and what it ends. */
const t = useTestApp({ admin: true });

const signIn = (username: string, password: string) => t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username, password } });

describe('asking for a link', () => {
  it('emails an active member a link to /reset-password that works for 30 minutes, and answers any other address the same way', async () => {
    const id = await memberWithEmail(t);
    const deactivated = await memberWithEmail(t, { ...MEMBER, username: 'left.member', email: 'left@finmesh.test' });
    await t.app.inject({ method: 'POST', url: `/api/admin/team/${deactivated}/deactivate`, headers: t.admin });
    const answers = await Promise.all(['  ravi.iyer@FINMESH.test ', 'nobody@finmesh.test', 'left@finmesh.test'].map((email) => forgot(t, email)));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ success: true, message: PASSWORD_RESET_MESSAGES.requested });
    }
    const [mail, ...others] = await resetMails(t);
    expect(others).toEqual([]);
    expect(mail?.to_address).toBe('ravi.iyer@finmesh.test');
    expect(mail?.subject).toBe('Choose a new password for the Finmesh back office');
    expect(mail?.content.action.url).toMatch(/^http:\/\/localhost:\d+\/reset-password#token=[A-Za-z0-9_-]{43}$/);
    const [link] = await executeBound<{ minutes: number; admin_id: string }>(t.orm.em.fork(), `select (extract(epoch from expires_at - created_at) / 60)::int as minutes, admin_id from admin_password_resets`, []);
    expect(link).toEqual({ minutes: 30, admin_id: id });
    // Only the member's request is in the audit trail: the others leave no trace of the address typed.
    const events = await executeBound<{ type: string; subject_id: string }>(t.orm.em.fork(), `select type, subject_id from events where type like 'admin.password_reset%'`, []);
    expect(events).toEqual([{ type: 'admin.password_reset_requested', subject_id: id }]);
  });

  it('takes an address and nothing else: a clear message for a missing or malformed one', async () => {
    for (const [payload, message] of [
      [{}, PASSWORD_RESET_MESSAGES.emailRequired],
      [{ email: 'not an address' }, PASSWORD_RESET_MESSAGES.emailInvalid],
    ] as const) {
      const answer = await t.app.inject({ method: 'POST', url: '/api/admin/forgot-password', payload });
      expect(answer.statusCode).toBe(400);
      expect(answer.json<{ message: string }>().message).toBe(message);
    }
  });
});

describe('setting the new password', () => {
  it('sets it, ends every session of the member but keeps their API keys, records it, and mails them', async () => {
    // The fixture's Owner, given an address: it has a session (t.admin) and makes an API key.
    await executeBound(t.orm.em.fork(), `update admins set email = 'owner@finmesh.test' where username = 'test.admin'`, []);
    const key = await t.app.inject({ method: 'POST', url: '/api/admin/api-keys', payload: { name: 'Zapier sync', scopes: ['leads:read'] }, headers: t.admin });
    expect(key.statusCode, key.body).toBe(201);
    const keyed = { authorization: `Bearer ${key.json<{ secret: string }>().secret}` };
    const second = (await signIn('test.admin', 'Str0ng!pass-phrase')).json<{ token: string }>().token;

    await forgot(t, 'owner@finmesh.test');
    const done = await resetPassword(t, tokenIn((await resetMails(t))[0]));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ success: true, message: PASSWORD_RESET_MESSAGES.done });

    for (const headers of [t.admin, { authorization: `Bearer ${second}` }]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/profile', headers })).statusCode).toBe(401);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/contact/admin/contact-submissions', headers: keyed })).statusCode).toBe(200);
    expect((await signIn('test.admin', 'Str0ng!pass-phrase')).statusCode).toBe(401);
    expect((await signIn('test.admin', NEW_PASSWORD)).statusCode).toBe(200);

    const [event] = await executeBound<{ data: unknown; principal_kind: string }>(t.orm.em.fork(), `select data, principal_kind from events where type = 'admin.password_reset'`, []);
    expect(event).toEqual({ data: { sessionsEnded: 2 }, principal_kind: 'admin' });
    const [mail] = await resetMails(t, 'password_reset_done');
    expect(mail?.to_address).toBe('owner@finmesh.test');
    expect(mail?.subject).toBe('Your Finmesh back-office password was changed');
    expect(mail?.content.paragraphs[0]).toMatch(/^The password of your Finmesh back-office account was changed by an emailed reset link on .+\. Your 2 open sessions were ended\. Your API keys are separate and keep working\.$/);
  });

  it('refuses a password the policy refuses, with its reason, and the link still works', async () => {
    await memberWithEmail(t);
    await forgot(t, MEMBER.email);
    const token = tokenIn((await resetMails(t))[0]);
    const weak = await resetPassword(t, token, 'password1234');
    expect(weak.statusCode).toBe(400);
    expect(weak.json<{ message: string }>().message).toBe('This password is one of the most commonly used passwords. Please choose another.');
    expect((await resetPassword(t, token)).statusCode).toBe(200);
    expect((await signIn(MEMBER.username, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('answers over GraphQL as over REST: requestPasswordReset and resetPassword', async () => {
    await memberWithEmail(t);
    const asked = await graphql(t.app, `mutation { requestPasswordReset(input: { email: "${MEMBER.email}" }) { message } }`);
    expect(asked.body).toEqual({ data: { requestPasswordReset: { message: PASSWORD_RESET_MESSAGES.requested } } });
    const token = tokenIn((await resetMails(t))[0]);
    const reset = await graphql(t.app, `mutation($input: ResetPasswordInput!) { resetPassword(input: $input) { message } }`, { input: { token, password: NEW_PASSWORD } });
    expect(reset.body).toEqual({ data: { resetPassword: { message: PASSWORD_RESET_MESSAGES.done } } });
    const again = await graphql(t.app, `mutation($input: ResetPasswordInput!) { resetPassword(input: $input) { message } }`, { input: { token, password: NEW_PASSWORD } });
    expect(again.body.errors?.[0]).toMatchObject({ message: PASSWORD_RESET_MESSAGES.linkInvalid, extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('limits', () => {
  const limited = useTestApp({ admin: true, env: { PUBLIC_FORM_RATE_LIMIT: '4', MAIL_RECEIPTS_PER_HOUR: '3' } });

  it('mails an address at most 3 links an hour, answering alike, and refuses a client address past the forms\' limit with a 429', async () => {
    await memberWithEmail(limited);
    const answers = [];
    for (let n = 0; n < 4; n += 1) answers.push(await forgot(limited, MEMBER.email, '10.3.0.1'));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await resetMails(limited)).toHaveLength(3);
    const blocked = await forgot(limited, 'someone@example.com', '10.3.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json<{ message: string }>().message).toBe(SERVER_MESSAGES.tooManySubmissions);
    expect((await forgot(limited, 'someone@example.com', '10.3.0.2')).statusCode).toBe(200);
  });
});
