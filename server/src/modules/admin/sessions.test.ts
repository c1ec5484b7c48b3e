import { describe, expect, it } from 'vitest';
import { executeBound } from '../../db/bound-sql.js';
import { SESSION_MESSAGES } from '../../rules/admin.js';
import { MEMBER, memberWithEmail } from '../../test/accounts.js';
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
