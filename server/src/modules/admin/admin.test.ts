import jwt from 'jsonwebtoken';
import { beforeEach, describe, expect, it } from 'vitest';
import { graphql, TEST_JWT_SECRET } from '../../test/app.js';
import { useTestApp } from '../../test/fixture.js';
import { AdminEntity, AdminSessionEntity, LoginFailureEntity } from './admin.entity.js';
import { ACCESS_MESSAGES, PERMISSIONS } from '../../rules/access.js';
import { ADMIN_MESSAGES } from '../../rules/admin.js';
import { hashPassword } from './passwords.js';

const STRONG = 'Str0ng!pass-phrase';

const t = useTestApp();

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function registerFirstAdmin(username = 'priya', password = STRONG): Promise<string> {
  const response = await post('/api/admin/create-admin', { username, password });
  expect(response.statusCode).toBe(201);
  return response.json().token as string;
}

async function signIn(username = 'priya', password = STRONG, headers: Record<string, string> = {}) {
  return post('/api/admin/login', { username, password }, headers);
}

describe('registration', () => {
  it('is open until the first admin exists, who is signed in at once', async () => {
    expect((await graphql(t.app, '{ registrationOpen }')).body.data).toEqual({ registrationOpen: true });

    const response = await post('/api/admin/create-admin', { username: '  Priya.Shah ', password: STRONG });

    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ success: true, admin: { username: 'priya.shah', role: 'owner', permissions: [...PERMISSIONS] }, token: expect.any(String) });
    const profile = await t.app.inject({ method: 'GET', url: '/api/admin/profile', headers: bearer(body.token) });
    expect(profile.json()).toMatchObject({ success: true, admin: { username: 'priya.shah' } });
    expect((await graphql(t.app, '{ registrationOpen }')).body.data).toEqual({ registrationOpen: false });
  });

  it('refuses a second admin without a token, with a clear message', async () => {
    await registerFirstAdmin();
    const response = await post('/api/admin/create-admin', { username: 'intruder', password: STRONG });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      message: 'Registration is closed. An administrator must sign in to create another admin account.',
      error: 'Registration is closed. An administrator must sign in to create another admin account.',
      errors: [{ msg: 'Registration is closed. An administrator must sign in to create another admin account.' }],
    });
    expect(await t.orm.em.fork().count(AdminEntity)).toBe(1);
  });

  it('lets a signed-in admin create another admin, without signing them in', async () => {
    const token = await registerFirstAdmin();
    const response = await post('/api/admin/create-admin', { username: 'marcus', password: STRONG }, bearer(token));

    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ success: true, admin: { username: 'marcus' } });
    expect(response.json().token).toBeUndefined();
    expect((await signIn('marcus')).statusCode).toBe(200);
  });

  it('keeps usernames unique without regard to case', async () => {
    const token = await registerFirstAdmin('priya');
    const response = await post('/api/admin/create-admin', { username: 'PRIYA', password: STRONG }, bearer(token));

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ success: false, message: 'That username is already taken' });
  });

  it.each([
    [{ username: '', password: STRONG }, 'username', 'All fields are required'],
    [{ username: 'priya', password: '' }, 'password', 'All fields are required'],
    [{ username: 'priya', password: 'Password1!' }, 'password', 'Password must be at least 12 characters'],
    [{ username: 'priya', password: 'Aa1!aaaa' }, 'password', 'Password must be at least 12 characters'],
    [{ username: 'priya', password: '🐘'.repeat(11) }, 'password', 'Password must be at least 12 characters'],
    [{ username: 'priya', password: 'password1234' }, 'password', 'This password is one of the most commonly used passwords. Please choose another.'],
    [{ username: 'priya', password: 'QwertyUiop123' }, 'password', 'This password is one of the most commonly used passwords. Please choose another.'],
    [{ username: 'priya', password: 'a'.repeat(129) }, 'password', 'Password must be at most 128 characters'],
    [{ username: 'pr iya', password: STRONG }, 'username', 'Username must be 3 to 64 characters, without spaces'],
  ])('enforces the rules on the server: %j', async (payload, path, message) => {
    const response = await post('/api/admin/create-admin', payload);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message, errors: [{ path, param: path, msg: message }] });
    expect(await t.orm.em.fork().count(AdminEntity)).toBe(0);
  });

  it.each([
    ['lower-case letters only, no digit or symbol', 'kettlesunsetharbour'],
    ['a phrase with spaces', 'copper kettle at sunrise'],
    ['12 characters that are 24 UTF-16 units', '🐘🦒🦓🦔🦕🦖🐙🐳🐬🦑🦞🦀'],
    ['128 characters, kept whole', 'correct horse battery staple '.repeat(5).slice(0, 128)],
  ])('takes any password of 12 to 128 characters that is hard to guess: %s', async (_, password) => {
    await registerFirstAdmin('priya', password);
    expect((await signIn('priya', password)).statusCode).toBe(200);
    // Every character counts: the last one changed is another password.
    expect((await signIn('priya', `${[...password].slice(0, -1).join('')}#`)).statusCode).toBe(401);
  });

  it('stores an argon2id hash, never the password', async () => {
    await registerFirstAdmin();
    const admin = await t.orm.em.fork().findOneOrFail(AdminEntity, { username: 'priya' }, { populate: ['passwordHash'] });
    expect(admin.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(admin.passwordHash).not.toContain(STRONG);
  });

  it('works through GraphQL too', async () => {
    const { body } = await graphql(t.app, 'mutation($input: CreateAdminInput!) { createAdmin(input: $input) { token admin { username role } } }', {
      input: { username: 'lena', password: STRONG },
    });
    expect(body.data).toMatchObject({ createAdmin: { token: expect.any(String), admin: { username: 'lena', role: 'owner' } } });
  });
});

describe('passwords that are easy to guess (NIST SP 800-63B 3.1.1.2, issue P19)', () => {
  /** A username long enough to be a password itself. */
  const USERNAME = 'marcus.wellington';
  const repetitive = ADMIN_MESSAGES.passwordRepetitive;
  const sequential = ADMIN_MESSAGES.passwordSequential;
  const ownWords = ADMIN_MESSAGES.passwordOwnWords;

  it('say why, in words that help', () => {
    const advice = 'Please choose another: a few unrelated words you will remember make a strong one.';
    expect(ADMIN_MESSAGES).toMatchObject({
      passwordRepetitive: `This password repeats a character or a pattern (like aaaa or abcabc), which makes it easy to guess. ${advice}`,
      passwordSequential: `This password follows a sequence (like abcd, 1234 or qwerty), which makes it easy to guess. ${advice}`,
      passwordOwnWords: `This password is made of your username, your email address or the name Finmesh, which makes it easy to guess. ${advice}`,
      passwordGuessable: `This password is too easy to guess. ${advice}`,
    });
  });

  const EASY: readonly [string, string, string][] = [
    ['twelve spaces', ' '.repeat(12), repetitive],
    ['one letter twelve times', 'aaaaaaaaaaaa', repetitive],
    ['the alphabet in order', 'abcdefghijkl', sequential],
    ['one digit twelve times', '111111111111', repetitive],
    ['a keyboard row twice', 'qwertyqwerty', repetitive],
    ['the brand name twice', 'FinmeshFinmesh', ownWords],
    ['the brand name twice, spaced', 'Finmesh Finmesh', ownWords],
    ['the brand with a year and a symbol', 'Finmesh2026!', ownWords],
    ['the username itself', USERNAME, ownWords],
    ['the username in capitals', USERNAME.toUpperCase(), ownWords],
    ['two common words run together', 'kettlesunset', ADMIN_MESSAGES.passwordGuessable],
    ['a common word with a year and a symbol', 'Password!2026', ADMIN_MESSAGES.passwordGuessable],
    ['a password whose first 40 characters repeat', `${'a'.repeat(40)}Xq9#vL2!mK7@pR4$`, repetitive],
  ];

  it.each(EASY)('refuses %s on registration with 400 naming the field, and creates nothing', async (_, password, message) => {
    const response = await post('/api/admin/create-admin', { username: USERNAME, password });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message, error: message, errors: [{ path: 'password', param: 'password', msg: message }] });
    expect(await t.orm.em.fork().count(AdminEntity)).toBe(0);
  });

  it.each(EASY)('refuses %s through GraphQL with the same message', async (_, password, message) => {
    const { body } = await graphql(t.app, 'mutation($input: CreateAdminInput!) { createAdmin(input: $input) { token } }', { input: { username: USERNAME, password } });

    expect(body.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', fields: [{ path: 'password', message }] } });
    expect(await t.orm.em.fork().count(AdminEntity)).toBe(0);
  });

  it.each([
    ['a passphrase', 'copper kettle at sunrise'],
    ['a long one that starts well and ends in repeats (only its first 40 characters are judged)', `Xq9#vL2!mK7@pR4$wT6%nB8^cD3&fG5*hJ1(kL0)${'a'.repeat(88)}`],
  ])('takes %s', async (_, password) => {
    await registerFirstAdmin(USERNAME, password);
    expect((await signIn(USERNAME, password)).statusCode).toBe(200);
  });

  it('asks an account whose password is easy to guess (set under older rules) for a new one at sign-in', async () => {
    const em = t.orm.em.fork();
    em.create(AdminEntity, { username: 'nina.fernandes', passwordHash: await hashPassword('abcdefghijkl') });
    await em.flush();

    const login = await signIn('nina.fernandes', 'abcdefghijkl');
    expect(login.statusCode).toBe(200);
    expect(login.json().admin).toMatchObject({ passwordChangeRequired: true });
  });
});

describe('the sign-in before this one (issue P19)', () => {
  const previousSignIn = async (token: string) => {
    const profile = (await t.app.inject({ method: 'GET', url: '/api/admin/profile', headers: bearer(token) })).json();
    const verified = (await post('/api/admin/verify-token', {}, bearer(token))).json();
    const { body } = await graphql<{ verifyToken: { previousSignInAt: string | null } }>(t.app, '{ verifyToken { previousSignInAt } }', {}, bearer(token));
    expect(verified.previousSignInAt).toBe(profile.previousSignInAt);
    expect(body.data?.verifyToken.previousSignInAt ?? null).toBe(profile.previousSignInAt);
    return { previousSignInAt: profile.previousSignInAt as string | null, lastLoginAt: profile.admin.lastLoginAt as string | null };
  };

  it('is none for the account registering (its first sign-in), whose last sign-in is then', async () => {
    const before = Date.now();
    const token = await registerFirstAdmin();

    const seen = await previousSignIn(token);
    expect(seen.previousSignInAt).toBeNull();
    expect(Date.parse(seen.lastLoginAt ?? '')).toBeGreaterThanOrEqual(before);
  });

  it('is the one before each session began, whatever other sessions began since', async () => {
    const registered = await registerFirstAdmin();
    const { lastLoginAt: registeredAt } = await previousSignIn(registered);
    const laptop = (await signIn()).json().token as string;
    const { lastLoginAt: laptopAt } = await previousSignIn(laptop);
    const phone = (await signIn()).json().token as string;

    expect((await previousSignIn(laptop)).previousSignInAt).toBe(registeredAt);
    expect((await previousSignIn(phone)).previousSignInAt).toBe(laptopAt);
    expect((await previousSignIn(registered)).previousSignInAt).toBeNull();
  });
});

describe('roles (issue P18)', () => {
  const createAdmin = (payload: object, token?: string) => post('/api/admin/create-admin', payload, token ? bearer(token) : {});

  it('makes the first admin an Owner, whatever role was sent', async () => {
    const response = await createAdmin({ username: 'priya', password: STRONG, role: 'viewer' });
    expect(response.statusCode).toBe(201);
    expect(response.json().admin).toMatchObject({ role: 'owner', permissions: [...PERMISSIONS] });
    expect((await t.orm.em.fork().findOneOrFail(AdminEntity, { username: 'priya' })).role).toBe('owner');
  });

  it('lets an Owner give a role, and an Admin when none is named', async () => {
    const owner = await registerFirstAdmin();
    const recruiter = await createAdmin({ username: 'rosa', password: STRONG, role: 'recruiter' }, owner);
    expect(recruiter.statusCode).toBe(201);
    expect(recruiter.json().admin).toMatchObject({ username: 'rosa', role: 'recruiter', permissions: ['careers:read', 'careers:write'] });
    const plain = await createAdmin({ username: 'adam', password: STRONG }, owner);
    expect(plain.json().admin).toMatchObject({ username: 'adam', role: 'admin' });
    expect(plain.json().admin.permissions).not.toContain('team:manage');
  });

  it('refuses 403 to a signed-in admin who may not manage the team, and creates nothing', async () => {
    const owner = await registerFirstAdmin();
    await createAdmin({ username: 'adam', password: STRONG }, owner);
    const admin = (await signIn('adam')).json().token as string;
    const response = await createAdmin({ username: 'eve', password: STRONG, role: 'owner' }, admin);
    expect(response.statusCode).toBe(403);
    const message = 'You do not have permission to manage the team.';
    expect(ACCESS_MESSAGES.forbidden('team:manage')).toBe(message);
    expect(response.json()).toEqual({ success: false, message, error: message, errors: [{ msg: message }] });
    expect(await t.orm.em.fork().count(AdminEntity)).toBe(2);
  });

  it('refuses a role that is not one of the roles with 400, naming the field', async () => {
    const owner = await registerFirstAdmin();
    const response = await createAdmin({ username: 'eve', password: STRONG, role: 'superuser' }, owner);
    expect(response.statusCode).toBe(400);
    const message = 'Role must be one of owner, admin, editor, recruiter, sales, viewer';
    expect(response.json()).toMatchObject({ success: false, message, errors: [{ path: 'role', param: 'role', msg: message }] });
    expect(await t.orm.em.fork().count(AdminEntity)).toBe(1);
  });

  it('says the role and its permissions in the profile, verify-token and me', async () => {
    const owner = await registerFirstAdmin();
    await createAdmin({ username: 'sam', password: STRONG, role: 'sales' }, owner);
    const token = (await signIn('sam')).json().token as string;
    const permissions = ['leads:read', 'leads:write', 'demos:read', 'demos:write', 'newsletter:read', 'events:manage'];
    const profile = await t.app.inject({ method: 'GET', url: '/api/admin/profile', headers: bearer(token) });
    expect(profile.json().admin).toMatchObject({ username: 'sam', role: 'sales', permissions });
    expect((await post('/api/admin/verify-token', {}, bearer(token))).json().admin).toMatchObject({ role: 'sales', permissions });
    const me = await graphql(t.app, '{ me { role permissions } verifyToken { admin { role permissions } } }', {}, bearer(token));
    expect(me.body.data).toEqual({ me: { role: 'sales', permissions }, verifyToken: { admin: { role: 'sales', permissions } } });
  });

  it('creates with a role through GraphQL too', async () => {
    const owner = await registerFirstAdmin();
    const { body } = await graphql(t.app, 'mutation($input: CreateAdminInput!) { createAdmin(input: $input) { token admin { username role } } }', {
      input: { username: 'vera', password: STRONG, role: 'viewer' },
    }, bearer(owner));
    expect(body.data).toEqual({ createAdmin: { token: null, admin: { username: 'vera', role: 'viewer' } } });
  });
});

describe('sign-in', () => {
  beforeEach(async () => {
    await registerFirstAdmin();
  });

  it('answers with a token, the admin and its expiry, and records the sign-in time', async () => {
    const response = await signIn('PRIYA');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Signed in',
      token: expect.any(String),
      expiresAt: expect.any(String),
      admin: {
        _id: expect.any(String),
        username: 'priya',
        email: null,
        role: 'owner',
        status: 'active',
        permissions: [...PERMISSIONS],
        createdAt: expect.any(String),
        lastLoginAt: expect.any(String),
        passwordChangeRequired: false,
        twoFactorEnabled: false,
      },
    });
    // Seven days, the sign-in policy's first session length (an idle session ends sooner: sessions.test.ts).
    const hours = (Date.parse(response.json().expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(7 * 24 - 0.1);
    expect(hours).toBeLessThanOrEqual(7 * 24);
  });

  it('says the same thing for an unknown username and a wrong password', async () => {
    const unknown = await signIn('nobody', STRONG);
    const wrong = await signIn('priya', 'Wrong!pass1');

    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
    expect(wrong.json()).toEqual({ success: false, message: 'Invalid credentials', error: 'Invalid credentials', errors: [{ msg: 'Invalid credentials' }] });
  });

  it.each([
    [{ username: '   ', password: STRONG }, 'Username is required'],
    [{ username: 'priya', password: '' }, 'Password is required'],
    [{ password: STRONG }, 'Username is required'],
  ])('requires both fields: %j', async (payload, message) => {
    const response = await post('/api/admin/login', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message });
  });

  it('works through GraphQL, and the token opens admin fields', async () => {
    const { body } = await graphql(t.app, 'mutation { login(input: { username: "priya", password: "Str0ng!pass-phrase" }) { token admin { username } } }');
    const token = (body.data as { login: { token: string } }).login.token;

    const me = await graphql(t.app, '{ me { username role } verifyToken { success admin { username } } }', {}, bearer(token));
    expect(me.body.data).toEqual({ me: { username: 'priya', role: 'owner' }, verifyToken: { success: true, admin: { username: 'priya' } } });
  });
});

describe('an account whose password was set under the old rules (issue P17)', () => {
  /** 11 characters with the uppercase letter, digit and symbol the old rule asked for. */
  const OLD = 'Old!pass123';
  const NEW = 'copper kettle at sunrise';
  const changePassword = (token: string, payload: object) => post('/api/admin/change-password', payload, bearer(token));

  beforeEach(async () => {
    const em = t.orm.em.fork();
    em.create(AdminEntity, { username: 'ravi', passwordHash: await hashPassword(OLD) });
    await em.flush();
  });

  it('still signs in, and is asked for a new password on sign-in, on reload and through GraphQL', async () => {
    const login = await signIn('ravi', OLD);
    expect(login.statusCode).toBe(200);
    expect(login.json().admin).toMatchObject({ username: 'ravi', passwordChangeRequired: true });
    const token = login.json().token as string;

    expect((await post('/api/admin/verify-token', {}, bearer(token))).json().admin).toMatchObject({ passwordChangeRequired: true });
    const me = await graphql(t.app, '{ me { passwordChangeRequired } verifyToken { admin { passwordChangeRequired } } }', {}, bearer(token));
    expect(me.body.data).toEqual({ me: { passwordChangeRequired: true }, verifyToken: { admin: { passwordChangeRequired: true } } });
  });

  it('changes it with the current password; then only the new one signs in and nobody is asked again', async () => {
    const token = (await signIn('ravi', OLD)).json().token as string;
    const changed = await changePassword(token, { currentPassword: OLD, newPassword: NEW });

    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ success: true, message: 'Password changed', admin: { username: 'ravi', passwordChangeRequired: false } });
    expect((await post('/api/admin/verify-token', {}, bearer(token))).json().admin).toMatchObject({ passwordChangeRequired: false });
    expect((await signIn('ravi', OLD)).statusCode).toBe(401);
    const again = await signIn('ravi', NEW);
    expect(again.statusCode).toBe(200);
    expect(again.json().admin.passwordChangeRequired).toBe(false);
  });

  it('ends the account\'s other sessions and keeps the one that changed it', async () => {
    const elsewhere = (await signIn('ravi', OLD)).json().token as string;
    const here = (await signIn('ravi', OLD)).json().token as string;
    expect((await changePassword(here, { currentPassword: OLD, newPassword: NEW })).statusCode).toBe(200);

    expect((await post('/api/admin/verify-token', {}, bearer(elsewhere))).statusCode).toBe(401);
    expect((await post('/api/admin/verify-token', {}, bearer(here))).statusCode).toBe(200);
  });

  it.each([
    [{ currentPassword: 'Wrong!pass1', newPassword: NEW }, 'currentPassword', 'Your current password is not correct'],
    [{ currentPassword: '', newPassword: NEW }, 'currentPassword', 'All fields are required'],
    [{ currentPassword: OLD, newPassword: '' }, 'newPassword', 'All fields are required'],
    [{ currentPassword: OLD, newPassword: 'New!pass1234'.slice(0, 11) }, 'newPassword', 'Password must be at least 12 characters'],
    [{ currentPassword: OLD, newPassword: '1qaz2wsx3edc' }, 'newPassword', 'This password is one of the most commonly used passwords. Please choose another.'],
    [{ currentPassword: OLD, newPassword: 'aaaaaaaaaaaa' }, 'newPassword', ADMIN_MESSAGES.passwordRepetitive],
    [{ currentPassword: OLD, newPassword: 'zyxwvutsrqpo' }, 'newPassword', ADMIN_MESSAGES.passwordSequential],
    [{ currentPassword: OLD, newPassword: 'ravi ravi ravi' }, 'newPassword', ADMIN_MESSAGES.passwordOwnWords],
    [{ currentPassword: OLD, newPassword: 'x'.repeat(129) }, 'newPassword', 'Password must be at most 128 characters'],
  ])('refuses %j with 400 naming the field, and the password stays', async (payload, path, message) => {
    const token = (await signIn('ravi', OLD)).json().token as string;
    const refused = await changePassword(token, payload);

    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, message, errors: [{ path, param: path, msg: message }] });
    expect((await signIn('ravi', OLD)).statusCode).toBe(200);
  });

  it('counts a wrong current password as a failed sign-in', async () => {
    const token = (await signIn('ravi', OLD)).json().token as string;
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await changePassword(token, { currentPassword: `Wrong!${attempt}x`, newPassword: NEW })).statusCode).toBe(400);

    expect((await changePassword(token, { currentPassword: OLD, newPassword: NEW })).statusCode).toBe(429);
    expect((await signIn('ravi', OLD)).statusCode).toBe(429);
  });

  it('needs a signed-in admin', async () => {
    const response = await post('/api/admin/change-password', { currentPassword: OLD, newPassword: NEW });
    expect(response.statusCode).toBe(401);
  });

  it('works through GraphQL too', async () => {
    const token = (await signIn('ravi', OLD)).json().token as string;
    const mutation = 'mutation($input: ChangePasswordInput!) { changePassword(input: $input) { admin { username passwordChangeRequired } } }';
    const refused = await graphql(t.app, mutation, { input: { currentPassword: OLD, newPassword: 'short!1' } }, bearer(token));
    expect(refused.body.errors?.[0]).toMatchObject({
      message: 'Password must be at least 12 characters',
      extensions: { code: 'BAD_USER_INPUT', fields: [{ path: 'newPassword', message: 'Password must be at least 12 characters' }] },
    });
    const guessable = await graphql(t.app, mutation, { input: { currentPassword: OLD, newPassword: 'qwertyqwerty' } }, bearer(token));
    expect(guessable.body.errors?.[0]).toMatchObject({
      message: ADMIN_MESSAGES.passwordRepetitive,
      extensions: { code: 'BAD_USER_INPUT', fields: [{ path: 'newPassword', message: ADMIN_MESSAGES.passwordRepetitive }] },
    });

    const { body } = await graphql(t.app, mutation, { input: { currentPassword: OLD, newPassword: NEW } }, bearer(token));
    expect(body.data).toEqual({ changePassword: { admin: { username: 'ravi', passwordChangeRequired: false } } });
    expect((await signIn('ravi', NEW)).statusCode).toBe(200);
  });
});

describe('an account whose password meets the rules', () => {
  it('is not asked to change it', async () => {
    await registerFirstAdmin();
    expect((await signIn()).json().admin.passwordChangeRequired).toBe(false);
  });
});

describe('tokens', () => {
  let token: string;
  beforeEach(async () => {
    token = await registerFirstAdmin();
  });

  it('verify-token and profile answer with the admin', async () => {
    const verify = await post('/api/admin/verify-token', {}, bearer(token));
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toMatchObject({ success: true, admin: { username: 'priya', role: 'owner', permissions: [...PERMISSIONS] } });
    expect(verify.headers['cache-control']).toBe('no-store');
  });

  it('stop working after logout', async () => {
    const logout = await post('/api/admin/logout', {}, bearer(token));
    expect(logout.json()).toEqual({ success: true, message: 'Signed out' });

    const profile = await t.app.inject({ method: 'GET', url: '/api/admin/profile', headers: bearer(token) });
    expect(profile.statusCode).toBe(401);
    expect(profile.json()).toEqual({ success: false, message: 'Please sign in to continue.', error: 'Please sign in to continue.', errors: [{ msg: 'Please sign in to continue.' }] });
    const me = await graphql(t.app, '{ me { username } }', {}, bearer(token));
    expect(me.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('stop working after logout through GraphQL', async () => {
    await graphql(t.app, 'mutation { logout { success } }', {}, bearer(token));
    expect((await post('/api/admin/verify-token', {}, bearer(token))).statusCode).toBe(401);
  });

  it('are refused once expired', async () => {
    const claims = jwt.decode(token) as jwt.JwtPayload;
    const expired = jwt.sign(
      { role: 'admin', exp: Math.floor(Date.now() / 1000) - 5 },
      TEST_JWT_SECRET,
      { algorithm: 'HS256', subject: claims.sub, jwtid: claims.jti, issuer: 'finmesh', audience: 'finmesh-admin' },
    );
    expect((await post('/api/admin/verify-token', {}, bearer(expired))).statusCode).toBe(401);

    // The server's own record of the session expiring counts too.
    await t.orm.em.fork().nativeUpdate(AdminSessionEntity, { id: claims.jti }, { expiresAt: new Date(Date.now() - 1000) });
    expect((await post('/api/admin/verify-token', {}, bearer(token))).statusCode).toBe(401);
  });

  it('are refused when forged, altered or unsigned', async () => {
    const claims = jwt.decode(token) as jwt.JwtPayload;
    const options = { subject: claims.sub, jwtid: claims.jti, issuer: 'finmesh', audience: 'finmesh-admin', expiresIn: 3600 } as const;
    const otherSecret = jwt.sign({ role: 'admin' }, 'another-secret-that-is-long-enough-0123456789', { ...options, algorithm: 'HS256' });
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${token.split('.')[1]}.`;
    const [head, body, signature] = token.split('.') as [string, string, string];
    const altered = `${head}.${Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url')}.${signature}`;

    for (const bad of [otherSecret, unsigned, altered, `${head}.${body}`, 'not-a-token']) {
      expect((await post('/api/admin/verify-token', {}, bearer(bad))).statusCode).toBe(401);
    }
  });
});

describe('password guessing', () => {
  beforeEach(async () => {
    await registerFirstAdmin();
  });

  it('after 5 failures for one username answers 429 for it, even with the right password', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await signIn('priya', `Wrong!${attempt}x`)).statusCode).toBe(401);

    const blocked = await signIn('priya', STRONG);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      success: false,
      message: 'Too many failed sign-in attempts for this account. Please try again in 15 minutes.',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // Other usernames from the same address are not affected.
    expect((await signIn('someone-else', STRONG)).statusCode).toBe(401);
  });

  it('lets the username in again once its failures leave the 15-minute window', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) await signIn('priya', `Wrong!${attempt}x`);
    await t.orm.em.fork().nativeUpdate(LoginFailureEntity, {}, { failedAt: new Date(Date.now() - 16 * 60_000) });

    expect((await signIn('priya', STRONG)).statusCode).toBe(200);
  });

  it('clears a username’s count on a successful sign-in', async () => {
    for (let attempt = 1; attempt <= 4; attempt += 1) await signIn('priya', `Wrong!${attempt}x`);
    expect((await signIn('priya', STRONG)).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt += 1) expect((await signIn('priya', `Wrong!${attempt}y`)).statusCode).toBe(401);
    expect((await signIn('priya', STRONG)).statusCode).toBe(200);
  });

  it('after 20 failures from one address answers 429 to it, and a forged X-Forwarded-For changes nothing', async () => {
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      expect((await signIn(`guess${attempt}`, STRONG, { 'x-forwarded-for': `203.0.113.${attempt}` })).statusCode).toBe(401);
    }
    const blocked = await signIn('priya', STRONG, { 'x-forwarded-for': '198.51.100.7' });

    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Too many failed sign-in attempts from your network. Please try again in 15 minutes.');
  });
});
