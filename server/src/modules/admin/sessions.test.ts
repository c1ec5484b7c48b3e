import { describe, expect, it } from 'vitest';
import { executeBound } from '../../db/bound-sql.js';
import { ADMIN_MESSAGES, PASSWORD_RESET_MESSAGES, SESSION_MESSAGES, SESSION_POLICY_MESSAGES } from '../../rules/admin.js';
import { TEAM_MESSAGES } from '../../rules/team.js';
import { forgot, MEMBER, memberWithEmail, resetMails } from '../../test/accounts.js';
import { graphql } from '../../test/app.js';
import { useTestApp } from '../../test/fixture.js';
import { coarseAddressOf, deviceOf } from './sessions.js';

/** Issue P22 "Sessions": each sign-in a row with its device, coarse network and last use; listed and ended one at a time. */
const t = useTestApp({ admin: true });

const MAC_CHROME = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

interface SessionRow {
  _id: string;
  device: string | null;
  clientAddress: string | null;
  createdAt: string;
  lastSeenAt: string | null;
  expiresAt: string;
  current: boolean;
}

/** Signs `username` in from `remoteAddress` with the browser `userAgent`: its bearer header. */
async function signInFrom(username: string, password: string, remoteAddress: string, userAgent: string): Promise<{ authorization: string }> {
  const response = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username, password }, remoteAddress, headers: { 'user-agent': userAgent } });
  expect(response.statusCode, response.body).toBe(200);
  return { authorization: `Bearer ${response.json<{ token: string }>().token}` };
}

const sessionsOf = async (headers: { authorization: string }, adminId?: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/admin/sessions${adminId ? `?adminId=${adminId}` : ''}`, headers });
  return { statusCode: response.statusCode, data: response.statusCode === 200 ? response.json<{ data: SessionRow[] }>().data : [], body: response.json<{ message?: string }>() };
};
const profile = (headers: { authorization: string }) => t.app.inject({ method: 'GET', url: '/api/admin/profile', headers });

describe('the list of sessions', () => {
  it('lists the live sessions of the account with where and when, the asking one marked, the last used first', async () => {
    const laptop = await signInFrom('test.admin', 'Str0ng!pass-phrase', '203.0.113.57', MAC_CHROME);
    const phone = await signInFrom('test.admin', 'Str0ng!pass-phrase', '2001:db8:85a3:8d3:1319:8a2e:370:7348', IPHONE_SAFARI);
    const { data } = await sessionsOf(phone);
    // The fixture's own session, and the two just made.
    expect(data).toHaveLength(3);
    expect(data[0]).toMatchObject({ device: 'Safari on iPhone', clientAddress: '2001:db8:85a3::/48', current: true });
    expect(data.find((session) => session.device === 'Chrome on macOS')).toMatchObject({ clientAddress: '203.0.113.0/24', current: false });
    expect(data.filter((session) => session.current)).toHaveLength(1);
    const laptopSession = data.find((session) => session.device === 'Chrome on macOS');
    expect(new Date(laptopSession?.lastSeenAt ?? 0).getTime()).toBe(new Date(laptopSession?.createdAt ?? 1).getTime());
    expect((await profile(laptop)).statusCode).toBe(200);

    const { body } = await graphql<{ sessions: { device: string | null; current: boolean }[] }>(t.app, '{ sessions { id device clientAddress createdAt lastSeenAt expiresAt current } }', {}, phone);
    expect(body.data?.sessions.map((session) => [session.device, session.current])).toEqual(data.map((session) => [session.device, session.current]));
  });

  it('keeps when a session was last used, to the minute: one write a minute, not one a request', async () => {
    const laptop = await signInFrom('test.admin', 'Str0ng!pass-phrase', '203.0.113.57', MAC_CHROME);
    const [row] = await executeBound<{ id: string }>(t.orm.em.fork(), `select id from admin_sessions where device = 'Chrome on macOS'`, []);
    await executeBound(t.orm.em.fork(), `update admin_sessions set last_seen_at = now() - interval '30 seconds' where id = $1`, [row?.id]);
    const seen = async () => (await executeBound<{ seconds: number }>(t.orm.em.fork(), `select extract(epoch from now() - last_seen_at)::int as seconds from admin_sessions where id = $1`, [row?.id]))[0]?.seconds;
    await profile(laptop);
    expect(await seen()).toBeGreaterThanOrEqual(29);
    await executeBound(t.orm.em.fork(), `update admin_sessions set last_seen_at = now() - interval '2 minutes' where id = $1`, [row?.id]);
    await profile(laptop);
    expect(await seen()).toBeLessThan(5);
  });

  it('ends one session at once, recorded; the others go on', async () => {
    const laptop = await signInFrom('test.admin', 'Str0ng!pass-phrase', '203.0.113.57', MAC_CHROME);
    const phone = await signInFrom('test.admin', 'Str0ng!pass-phrase', '198.51.100.9', IPHONE_SAFARI);
    const laptopId = (await sessionsOf(phone)).data.find((session) => session.device === 'Chrome on macOS')?._id;
    const ended = await t.app.inject({ method: 'POST', url: `/api/admin/sessions/${laptopId}/end`, headers: phone });
    expect(ended.json()).toEqual({ success: true, message: SESSION_MESSAGES.ended });
    expect((await profile(laptop)).statusCode).toBe(401);
    expect((await profile(phone)).statusCode).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: `/api/admin/sessions/${laptopId}/end`, headers: phone });
    expect(again.statusCode).toBe(404);
    expect(again.json<{ message: string }>().message).toBe(SESSION_MESSAGES.notFound);
    const [event] = await executeBound<{ data: unknown }>(t.orm.em.fork(), `select data from events where type = 'admin.session_ended'`, []);
    expect(event?.data).toEqual({ sessionId: laptopId, byOwner: false });
  });

  it('shows and ends another member\'s sessions only to one who manages the team', async () => {
    const memberId = await memberWithEmail(t);
    const member = await signInFrom(MEMBER.username, MEMBER.password, '198.51.100.20', MAC_CHROME);
    const ownerSessions = (await sessionsOf(t.admin)).data;

    // The recruiter cannot see nor end the Owner's session: it does not exist for them.
    const ownerAdminId = (await profile(t.admin)).json<{ admin: { _id: string } }>().admin._id;
    expect((await sessionsOf(member, ownerAdminId)).statusCode).toBe(403);
    const refused = await t.app.inject({ method: 'POST', url: `/api/admin/sessions/${ownerSessions[0]?._id}/end`, headers: member });
    expect(refused.statusCode).toBe(404);
    expect((await profile(t.admin)).statusCode).toBe(200);

    // The Owner lists the recruiter's and ends it.
    const theirs = await sessionsOf(t.admin, memberId);
    expect(theirs.data.map((session) => [session.device, session.current])).toEqual([['Chrome on macOS', false]]);
    const { body } = await graphql<{ endSession: { message: string } }>(t.app, 'mutation($input: EndSessionInput!) { endSession(input: $input) { message } }', { input: { id: (await graphql<{ sessions: { id: string }[] }>(t.app, `query($admin: ID) { sessions(adminId: $admin) { id } }`, { admin: Buffer.from(`Admin:${memberId}`).toString('base64url') }, t.admin)).body.data?.sessions[0]?.id } }, t.admin);
    expect(body).toEqual({ data: { endSession: { message: SESSION_MESSAGES.ended } } });
    expect((await profile(member)).statusCode).toBe(401);
    const [event] = await executeBound<{ data: { byOwner: boolean } }>(t.orm.em.fork(), `select data from events where type = 'admin.session_ended'`, []);
    expect(event?.data.byOwner).toBe(true);
  });
});

describe('how long a session lasts (the sign-in policy)', () => {
  const backdate = (column: 'last_seen_at' | 'created_at', hours: number) =>
    executeBound(t.orm.em.fork(), `update admin_sessions set ${column} = now() - $1::int * interval '1 minute' where device = 'Chrome on macOS'`, [Math.round(hours * 60)]);
  const policy = async () => (await t.app.inject({ method: 'GET', url: '/api/admin/account-policy', headers: t.admin })).json<{ data: { sessionIdleHours: number; sessionMaxDays: number; version: number } }>().data;
  const savePolicy = (body: Record<string, unknown>, headers = t.admin) => t.app.inject({ method: 'PUT', url: '/api/admin/account-policy', payload: body, headers });

  it('ends a session after 12 hours without a request, and 7 days after sign-in however it is used', async () => {
    expect(await policy()).toMatchObject({ sessionIdleHours: 12, sessionMaxDays: 7, version: 0 });
    const laptop = await signInFrom('test.admin', 'Str0ng!pass-phrase', '203.0.113.57', MAC_CHROME);
    await backdate('last_seen_at', 11.9);
    expect((await profile(laptop)).statusCode).toBe(200);
    await backdate('last_seen_at', 12.1);
    expect((await profile(laptop)).statusCode).toBe(401);
    expect((await sessionsOf(t.admin)).data.map((session) => session.device)).not.toContain('Chrome on macOS');

    const phone = await signInFrom('test.admin', 'Str0ng!pass-phrase', '203.0.113.57', MAC_CHROME);
    await backdate('created_at', 7 * 24 - 0.1);
    expect((await profile(phone)).statusCode).toBe(200);
    await backdate('created_at', 7 * 24 + 0.1);
    expect((await profile(phone)).statusCode).toBe(401);
  });

  it('holds the policy an Owner saves at once, for sessions begun before too; recorded; a stale or impossible one changes nothing', async () => {
    const laptop = await signInFrom('test.admin', 'Str0ng!pass-phrase', '203.0.113.57', MAC_CHROME);
    await backdate('last_seen_at', 2);
    expect((await profile(laptop)).statusCode).toBe(200);
    await backdate('last_seen_at', 2);

    const saved = await savePolicy({ version: 0, sessionIdleHours: 1, sessionMaxDays: 3 });
    expect(saved.json()).toMatchObject({ success: true, message: SESSION_POLICY_MESSAGES.saved, data: { sessionIdleHours: 1, sessionMaxDays: 3, version: 1 } });
    expect((await profile(laptop)).statusCode).toBe(401);
    expect((await profile(t.admin)).statusCode).toBe(200);
    // A new session lasts the new length.
    const fresh = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: 'test.admin', password: 'Str0ng!pass-phrase' } });
    expect((Date.parse(fresh.json<{ expiresAt: string }>().expiresAt) - Date.now()) / 86_400_000).toBeCloseTo(3, 2);

    const stale = await savePolicy({ version: 0, sessionIdleHours: 8, sessionMaxDays: 3 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ message: string }>().message).toBe(SESSION_POLICY_MESSAGES.stale);
    const impossible = await savePolicy({ version: 1, sessionIdleHours: 48, sessionMaxDays: 2 });
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json<{ errors: { path: string; msg: string }[] }>().errors).toMatchObject([{ path: 'sessionIdleHours', msg: SESSION_POLICY_MESSAGES.idleLongerThanMax }]);
    const outOfBounds = await savePolicy({ version: 1, sessionIdleHours: 0, sessionMaxDays: 31 });
    expect(outOfBounds.json<{ errors: { path: string; msg: string }[] }>().errors).toMatchObject([
      { path: 'sessionIdleHours', msg: SESSION_POLICY_MESSAGES.idleHoursInvalid },
      { path: 'sessionMaxDays', msg: SESSION_POLICY_MESSAGES.maxDaysInvalid },
    ]);
    expect(await policy()).toMatchObject({ sessionIdleHours: 1, sessionMaxDays: 3, version: 1 });
    const events = await executeBound<{ data: unknown }>(t.orm.em.fork(), `select data from events where type = 'account_policy.updated'`, []);
    expect(events.map((event) => event.data)).toEqual([{ changes: { sessionIdleHours: [12, 1], sessionMaxDays: [7, 3] }, version: 1 }]);
  });
});

describe('a sign-in from a new device', () => {
  it('mails the member once per device and network the account had not signed in from, with where and when', async () => {
    await memberWithEmail(t);
    await signInFrom(MEMBER.username, MEMBER.password, '198.51.100.20', MAC_CHROME);
    await signInFrom(MEMBER.username, MEMBER.password, '198.51.100.77', MAC_CHROME);
    await t.settle();
    // The account's first sign-in, then the same laptop on the same network: nothing to tell.
    expect(await resetMails(t, 'new_device_sign_in')).toEqual([]);

    await signInFrom(MEMBER.username, MEMBER.password, '2001:db8:85a3:8d3:1319:8a2e:370:7348', IPHONE_SAFARI);
    await signInFrom(MEMBER.username, MEMBER.password, '203.0.113.4', MAC_CHROME);
    await t.settle();
    const mails = await resetMails(t, 'new_device_sign_in');
    expect(mails.map((mail) => [mail.to_address, mail.subject])).toEqual([
      ['ravi.iyer@finmesh.test', 'New sign-in to your Finmesh back-office account'],
      ['ravi.iyer@finmesh.test', 'New sign-in to your Finmesh back-office account'],
    ]);
    expect(mails[0]?.content.paragraphs[1]).toBe('Device: Safari on iPhone. Network: 2001:db8:85a3::/48.');
    expect(mails[1]?.content.paragraphs[1]).toBe('Device: Chrome on macOS. Network: 203.0.113.0/24.');
    expect(mails[0]?.content.action.url).toBe(`${t.config.publicUrl}/admin/profile`);
    const events = await executeBound<{ data: { newDevice?: boolean } }>(t.orm.em.fork(), `select data from events where type = 'admin.signed_in' order by id`, []);
    expect(events.map((event) => event.data.newDevice ?? false)).toEqual([false, false, true, true]);
  });
});

describe('the address on the profile', () => {
  const changeEmail = (body: Record<string, unknown>, headers = t.admin) => t.app.inject({ method: 'PUT', url: '/api/admin/profile/email', payload: body, headers });

  it('sets the address reset links go to, proven by the password; the former address is told; recorded', async () => {
    const first = await changeEmail({ email: ' Priya@Finmesh.test ', currentPassword: 'Str0ng!pass-phrase' });
    expect(first.json()).toMatchObject({ success: true, message: ADMIN_MESSAGES.emailChanged, admin: { email: 'priya@finmesh.test' } });
    await t.settle();
    // No former address: no one to tell.
    expect(await resetMails(t, 'email_changed')).toEqual([]);

    await changeEmail({ email: 'priya.rao@finmesh.test', currentPassword: 'Str0ng!pass-phrase' });
    const [told] = await resetMails(t, 'email_changed');
    expect(told).toMatchObject({ to_address: 'priya@finmesh.test', subject: 'The email address of your Finmesh back-office account was changed' });
    expect(JSON.stringify(told)).not.toContain('priya.rao');
    const events = await executeBound<{ data: unknown }>(t.orm.em.fork(), `select data from events where type = 'admin.email_changed' order by id`, []);
    expect(events.map((event) => event.data)).toEqual([{ hadEmail: false }, { hadEmail: true }]);
    expect((await forgot(t, 'priya.rao@finmesh.test')).statusCode).toBe(200);
    expect((await resetMails(t)).map((mail) => mail.to_address)).toEqual(['priya.rao@finmesh.test']);
  });

  it('refuses a wrong password, an address in use and a malformed one, and changes nothing', async () => {
    await memberWithEmail(t);
    const wrong = await changeEmail({ email: 'new@finmesh.test', currentPassword: 'not my password at all' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ errors: { path: string; msg: string }[] }>().errors).toMatchObject([{ path: 'currentPassword', msg: ADMIN_MESSAGES.currentPasswordWrong }]);
    const taken = await changeEmail({ email: MEMBER.email.toUpperCase(), currentPassword: 'Str0ng!pass-phrase' });
    expect(taken.json<{ errors: { path: string; msg: string }[] }>().errors).toMatchObject([{ path: 'email', msg: TEAM_MESSAGES.emailIsAdmin }]);
    const malformed = await changeEmail({ email: 'not an address', currentPassword: 'Str0ng!pass-phrase' });
    expect(malformed.json<{ errors: { path: string; msg: string }[] }>().errors).toMatchObject([{ path: 'email', msg: PASSWORD_RESET_MESSAGES.emailInvalid }]);
    expect((await profile(t.admin)).json<{ admin: { email: string | null } }>().admin.email).toBeNull();
    expect(await executeBound(t.orm.em.fork(), `select id from events where type = 'admin.email_changed'`, [])).toEqual([]);
  });
});

describe("the account's own activity", () => {
  it('lists what happened to the account, newest first, with the device of each session; only its own', async () => {
    const memberId = await memberWithEmail(t);
    const laptop = await signInFrom(MEMBER.username, MEMBER.password, '198.51.100.20', MAC_CHROME);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: MEMBER.username, password: 'not the password at all' } })).statusCode).toBe(401);
    const phone = await signInFrom(MEMBER.username, MEMBER.password, '203.0.113.4', IPHONE_SAFARI);
    const phoneSession = (await sessionsOf(phone)).data.find((session) => session.current)?._id;
    // The Owner ends the phone's session.
    await t.app.inject({ method: 'POST', url: `/api/admin/sessions/${phoneSession}/end`, headers: t.admin });

    const response = await t.app.inject({ method: 'GET', url: '/api/admin/profile/activity', headers: laptop });
    const items = response.json<{ data: { type: string; label: string; device: string | null; clientAddress: string | null; byOther: boolean }[] }>().data;
    expect(items.map((item) => [item.label, item.device, item.clientAddress, item.byOther])).toEqual([
      ['Session ended', 'Safari on iPhone', '203.0.113.0/24', true],
      ['Signed in', 'Safari on iPhone', '203.0.113.0/24', false],
      ['Sign-in failed', null, null, false],
      ['Signed in', 'Chrome on macOS', '198.51.100.0/24', false],
    ]);
    // The Owner's own list is the Owner's: none of the member's events.
    const owners = await graphql<{ accountActivity: { type: string }[] }>(t.app, '{ accountActivity { id type label occurredAt device clientAddress byOther } }', {}, t.admin);
    expect(owners.body.data?.accountActivity.map((item) => item.type)).toEqual([]);
    expect(memberId).toBeTruthy();
  });
});

describe('what a session says of where it came from', () => {
  it.each([
    [MAC_CHROME, 'Chrome on macOS'],
    [IPHONE_SAFARI, 'Safari on iPhone'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86', 'Edge on Windows'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox on Linux'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36', 'Chrome on Android'],
    ['curl/8.5.0', null],
    [null, null],
  ])('names the device of %s', (userAgent, device) => {
    expect(deviceOf(userAgent)).toBe(device);
  });

  it.each([
    ['203.0.113.57', '203.0.113.0/24'],
    ['::ffff:203.0.113.57', '203.0.113.0/24'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3::/48'],
    ['2001:db8::1', '2001:db8:0::/48'],
    ['not an address', null],
  ])('keeps %s as %s', (ip, coarse) => {
    expect(coarseAddressOf(ip)).toBe(coarse);
  });
});
