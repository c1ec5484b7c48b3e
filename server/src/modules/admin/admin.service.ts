import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '../../db/orm.js';
import { storedEmail } from '../../domain/email-address.js';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError, UnauthenticatedError, type DomainError } from '../../domain/errors.js';
import type { EventRecorder, RecordEvent } from '../../domain/events.js';
import type { RefusedPosts } from '../../domain/form-limit.js';
import { can, type AdminPrincipal, type Principal, type SignedIn } from '../../domain/principal.js';
import { ACCESS_MESSAGES, DEFAULT_NEW_ADMIN_ROLE, FIRST_ADMIN_ROLE, permissionsOfRole, type Permission, type Role } from '../../rules/access.js';
import { ADMIN_MESSAGES, normalizeUsername, SESSION_MESSAGES } from '../../rules/admin.js';
import { TEAM_MESSAGES } from '../../rules/team.js';
import { AdminEntity, AdminInviteEntity, AdminSessionEntity } from './admin.entity.js';
import type { AcceptAdminInviteInput, ChangeEmailInput, ChangePasswordInput, CreateAdminInput, FinishSignInInput, LoginInput } from './admin.input.js';
import { pendingInvite } from './invites.js';
import { deriveKey, tokenHashOf } from '../../secrets.js';
import { SecondStep, type SecondFactorMethod } from './second-step.js';
import { LoginThrottle, type LoginLimits } from './login-throttle.js';
import { hashNewPassword } from './new-password.js';
import { newPasswordProblem, verifyPassword } from './passwords.js';
import { coarseAddressOf, deviceOf, type SignInClient } from './sessions.js';
import { hasSecondFactor, sessionEndsAt, twoFactorSetupRequired, type AccountPolicies, type AccountPolicy } from './account-policy.js';
import type { AccountNotices } from './account-notices.js';
import { accountActivity, type AccountActivityItem } from './account-activity.js';
import { readToken, signToken } from './tokens.js';

export interface AuthSettings extends LoginLimits {
  jwtSecret: string;
}

/** What signing in with a password answers: a session, or (two-factor authentication on) the token of its second step. */
export type SignIn = { session: Session; secondStep?: never } | { secondStep: string; session?: never };

export interface Session {
  token: string;
  expiresAt: Date;
  admin: AdminEntity;
}

/**
 * The admin session behind a signed-in principal: the account operations (profile, sign out,
 * change password) are an admin's own; an API key (P15) has no account to act on.
 */
export function adminSessionOf(principal: SignedIn): AdminPrincipal {
  if (principal.kind !== 'admin') throw new UnauthenticatedError();
  return principal;
}

const NO_PERMISSIONS: ReadonlySet<Permission> = new Set();

/** How often a session's `lastSeenAt` is written: when it is this old, on its next request. */
const SESSION_SEEN_EVERY_MS = 60_000;

const emailTaken = () => InvalidInputError.field('email', TEAM_MESSAGES.emailIsAdmin);

/** How long an ended session is kept: a sign-in from a device and network not among them is "new" (and mailed). */
const SESSION_HISTORY_DAYS = 90;

/** Serializes first-admin registration, so two simultaneous sign-ups cannot both become "the first". */
const REGISTRATION_LOCK = 7_310_001;

/** Admin accounts, sign-in with server-side sessions, and who may create accounts. */
export class AdminService {
  private readonly throttle: LoginThrottle;
  private readonly secondStep: SecondStep;

  constructor(
    private readonly em: EntityManager,
    private readonly settings: AuthSettings,
    private readonly events: EventRecorder,
    /** Refused calls to the public writes, counted per client address (`SharedState.refusedPosts`). */
    private readonly refusedPosts: Pick<RefusedPosts, 'countOrThrow'>,
    /** How long sessions last: the team's sign-in policy, as every server keeps it. */
    private readonly policy: Pick<AccountPolicies, 'current'>,
    /** What the member is told of changes to their account. */
    private readonly notices: Pick<AccountNotices, 'emailChanged' | 'queue'>,
  ) {
    this.throttle = new LoginThrottle(em, settings, events);
    this.secondStep = new SecondStep(em, events, deriveKey(settings.jwtSecret, 'totp'));
  }

  /**
   * Same answer for an unknown username, a wrong password and a deactivated account: the caller
   * learns nothing. With two-factor authentication on, the right password opens only the second
   * step (`finishSignIn`), for `SECOND_STEP_MINUTES`.
   */
  async login(input: LoginInput, client: SignInClient): Promise<SignIn> {
    const { ip } = client;
    const usernameKey = normalizeUsername(input.username);
    await this.throttle.check(usernameKey, ip);
    const admin = await this.em.findOne(AdminEntity, { username: usernameKey }, { populate: ['passwordHash'] });
    if (!(await verifyPassword(admin?.passwordHash, input.password)) || !admin || admin.status !== 'active') {
      await this.throttle.recordFailure(usernameKey, ip, admin?.id ?? null);
      throw new UnauthenticatedError(ADMIN_MESSAGES.invalidCredentials);
    }
    await this.throttle.clear(usernameKey);
    // A password set under older, weaker rules keeps working; the back office asks for a new one.
    const passwordChangeRequired = newPasswordProblem(input.password, admin) !== null;
    if (admin.totpEnabledAt) return { secondStep: await this.secondStep.begin(admin, passwordChangeRequired) };
    return { session: await this.signedIn(admin, client, { passwordChangeRequired }) };
  }

  /**
   * The second step of a sign-in: an authenticator code not used before, or an unused recovery
   * code, while the step lasts and the account's second step is not locked (`SECOND_FACTOR_LOCK`).
   * A wrong code counts towards the lock and is recorded as a failed sign-in.
   */
  async finishSignIn(input: FinishSignInInput, client: SignInClient): Promise<Session> {
    const { admin, method, passwordChangeRequired } = await this.secondStep.finish(input.step, input.code);
    return this.signedIn(admin, client, { passwordChangeRequired, secondFactor: method });
  }

  /** The session of a member whose sign-in is proven (the password, and the second factor when on); mails them when its device is new. */
  private async signedIn(admin: AdminEntity, client: SignInClient, proof: { passwordChangeRequired: boolean; secondFactor?: SecondFactorMethod }): Promise<Session> {
    const policy = await this.policy.current();
    // A device and network the account has not signed in from (in the sessions kept): the member is mailed.
    const newDevice = admin.lastLoginAt !== null && (await this.em.count(AdminSessionEntity, { admin: admin.id, device: deviceOf(client.userAgent), clientAddress: coarseAddressOf(client.ip) })) === 0;
    const session = await this.events.transact(this.em, async (tx, record) => {
      admin.passwordChangeRequired = proof.passwordChangeRequired;
      return this.startSession(tx, admin, record, client, policy, { newDevice, secondFactor: proof.secondFactor });
    });
    await this.forgetEndedSessions();
    return session;
  }

  /**
   * A new password for the signed-in admin, who proves it is them with the current one (a wrong
   * one counts as a failed sign-in). Their other sessions end: a token taken elsewhere stops working.
   */
  async changePassword(identity: AdminPrincipal, input: ChangePasswordInput, ip: string): Promise<AdminEntity> {
    const admin = await this.proveCurrentPassword(identity, input.currentPassword, ip);
    const passwordHash = await hashNewPassword(input.newPassword, admin, 'newPassword');
    await this.events.transact(this.em, async (tx, record) => {
      admin.passwordHash = passwordHash;
      admin.passwordChangeRequired = false;
      const ended = await tx.nativeUpdate(AdminSessionEntity, { admin: admin.id, id: { $ne: identity.sessionId }, revokedAt: null }, { revokedAt: new Date() });
      record({ type: 'admin.password_changed', subject: { type: 'Admin', id: admin.id }, data: { sessionsEnded: ended } });
    });
    return admin;
  }

  /**
   * A new address for the signed-in admin (where reset links go), who proves it is them with their
   * password (a wrong one counts as a failed sign-in). The former address is told. One account per address.
   */
  async changeEmail(identity: AdminPrincipal, input: ChangeEmailInput, ip: string): Promise<AdminEntity> {
    const admin = await this.proveCurrentPassword(identity, input.currentPassword, ip);
    const email = storedEmail(input.email);
    if (email === admin.email) return admin;
    const former = admin.email ? await this.notices.emailChanged(admin.email) : null;
    try {
      await this.events.transact(this.em, async (tx, record) => {
        if ((await tx.count(AdminEntity, { email, id: { $ne: admin.id } })) > 0) throw emailTaken();
        record({ type: 'admin.email_changed', subject: { type: 'Admin', id: admin.id }, data: { hadEmail: admin.email !== null } });
        admin.email = email;
        if (former) this.notices.queue(tx, former);
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw emailTaken();
      throw error;
    }
    return admin;
  }

  /** The signed-in admin's account, once `password` proved it is them (and it is theirs to change: its factors, its address); a wrong one counts as a failed sign-in (and is throttled as one). */
  async proveCurrentPassword(identity: AdminPrincipal, password: string, ip: string): Promise<AdminEntity> {
    await this.throttle.check(identity.username, ip);
    const admin = await this.em.findOneOrFail(AdminEntity, { id: identity.adminId }, { populate: ['passwordHash'] });
    if (!(await verifyPassword(admin.passwordHash, password))) {
      await this.throttle.recordFailure(identity.username, ip, admin.id);
      throw InvalidInputError.field('currentPassword', ADMIN_MESSAGES.currentPasswordWrong);
    }
    await this.throttle.clear(identity.username);
    return admin;
  }

  /** Ends every session of the signed-in admin, this one included (a lost laptop, a shared computer). */
  async signOutEverywhere(identity: AdminPrincipal): Promise<number> {
    return this.events.transact(this.em, async (tx, record) => {
      const sessionsEnded = await tx.nativeUpdate(AdminSessionEntity, { admin: identity.adminId, revokedAt: null }, { revokedAt: new Date() });
      record({ type: 'admin.signed_out_everywhere', subject: { type: 'Admin', id: identity.adminId }, data: { sessionsEnded } });
      return sessionsEnded;
    });
  }

  async logout(identity: AdminPrincipal): Promise<void> {
    await this.events.transact(this.em, async (tx, record) => {
      await tx.nativeUpdate(AdminSessionEntity, { id: identity.sessionId }, { revokedAt: new Date() });
      record({ type: 'admin.signed_out', subject: { type: 'Admin', id: identity.adminId }, data: { sessionId: identity.sessionId } });
    });
  }

  /**
   * The admin behind a bearer token, or `null` if it is not (or no longer) valid. The role is read
   * from the row each time, so a changed role holds on every server at once.
   */
  async authenticate(token: string): Promise<AdminPrincipal | null> {
    const claims = readToken(this.settings.jwtSecret, token);
    return claims ? this.sessionPrincipal(claims.adminId, claims.sessionId) : null;
  }

  /**
   * The admin of a session while it lasts (not signed out, not expired, the account active), with the role it has now:
   * what a bearer token amounts to, and what a link made for that session (an export) re-checks.
   */
  async sessionPrincipal(adminId: string, sessionId: string): Promise<AdminPrincipal | null> {
    const [policy, session] = await Promise.all([
      this.policy.current(),
      this.em.findOne(AdminSessionEntity, { id: sessionId, admin: { id: adminId, status: 'active' }, revokedAt: null, expiresAt: { $gt: new Date() } }, { populate: ['admin'] }),
    ]);
    const now = Date.now();
    // Too long without a request, or too long since sign-in under the policy as it is now (an Owner may have shortened it).
    if (!session || sessionEndsAt(policy, session) <= now) return null;
    // When it was last used, to the minute: one write a minute per session, not one per request.
    if (!session.lastSeenAt || now - session.lastSeenAt.getTime() >= SESSION_SEEN_EVERY_MS) {
      await this.em.fork().nativeUpdate(AdminSessionEntity, { id: session.id }, { lastSeenAt: new Date(now) });
    }
    const setupRequired = twoFactorSetupRequired(policy, session.admin.role, hasSecondFactor(session.admin));
    return {
      kind: 'admin',
      adminId: session.admin.id,
      username: session.admin.username,
      role: session.admin.role,
      sessionId: session.id,
      expiresAt: session.expiresAt,
      twoFactorSetupRequired: setupRequired,
      provenAt: session.provenAt,
      permissions: setupRequired ? NO_PERMISSIONS : permissionsOfRole(session.admin.role),
    };
  }

  registrationOpen(): Promise<boolean> {
    return this.em.count(AdminEntity).then((count) => count === 0);
  }

  /**
   * Registration is open while no admin exists: the first admin signs themselves up, is an Owner
   * whatever role was asked for, and is signed in. Afterwards only a principal who may manage the
   * team creates accounts, with the role it names (an Admin when it names none).
   *
   * Who may call is decided before the password is judged or hashed (argon2id takes 19 MiB and
   * about 15 ms of a core): a refused call costs a count. A caller without credentials once
   * registration has closed is counted against its address's limit on refused posts (`ip`), and
   * answered 429 past it.
   */
  async createAdmin(input: CreateAdminInput, creator: Principal, client: SignInClient): Promise<{ admin: AdminEntity; session: Session | null }> {
    const { ip } = client;
    const username = normalizeUsername(input.username);
    const refusal = creationRefusal(await this.registrationOpen(), creator);
    if (refusal) {
      if (creator.kind === 'visitor') await this.refusedPosts.countOrThrow(ip);
      throw refusal;
    }
    const email = input.email ? storedEmail(input.email) : null;
    const policy = await this.policy.current();
    const passwordHash = await hashNewPassword(input.password, { username, email }, 'password');
    try {
      return await this.events.transact(this.em, async (tx, record) => {
        await tx.execute('select pg_advisory_xact_lock(?)', [REGISTRATION_LOCK]);
        if (email && (await tx.count(AdminEntity, { email })) > 0) throw InvalidInputError.field('email', TEAM_MESSAGES.emailIsAdmin);
        const first = (await tx.count(AdminEntity)) === 0;
        // Registration may have closed since it was checked (two first admins at the same moment).
        const closed = creationRefusal(first, creator);
        if (closed) throw closed;
        if ((await tx.count(AdminEntity, { username })) > 0) throw usernameTaken();
        const role = first ? FIRST_ADMIN_ROLE : (input.role ?? DEFAULT_NEW_ADMIN_ROLE);
        const admin = tx.create(AdminEntity, { username, passwordHash, role, email });
        record({ type: 'admin.created', subject: { type: 'Admin', id: admin.id }, data: { role } });
        // The first admin is signed in by registering.
        return { admin, session: first ? this.startSession(tx, admin, record, client, policy) : null };
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw usernameTaken();
      throw error;
    }
  }

  /** What an invitation's link is for (the accept page shows it), while it can still be accepted. */
  async invitation(token: string): Promise<AdminInviteEntity> {
    const invite = await this.em.findOne(AdminInviteEntity, { tokenHash: tokenHashOf(token), ...pendingInvite() });
    if (!invite) throw InvalidInputError.field('token', TEAM_MESSAGES.inviteInvalid);
    return invite;
  }

  /**
   * The invited person's account, with the invitation's address and role, and its first session.
   * The link must work and the username be free before the password is judged or hashed (a link
   * refused is a 400 like any invalid post, counted against the address's limit at the door). The
   * link is used up by the same statement that checks it again (`used_at is null`), so of two
   * simultaneous uses on any replicas only one succeeds; a refused username leaves it unused.
   */
  async acceptInvite(input: AcceptAdminInviteInput, client: SignInClient): Promise<Session> {
    const username = normalizeUsername(input.username);
    const invite = await this.invitation(input.token);
    if ((await this.em.count(AdminEntity, { username })) > 0) throw usernameTaken();
    const passwordHash = await hashNewPassword(input.password, { username, email: invite.email }, 'password');
    const policy = await this.policy.current();
    try {
      return await this.events.transact(this.em, async (tx, record) => {
        if ((await tx.count(AdminEntity, { username })) > 0) throw usernameTaken();
        const [used] = await tx.execute<{ id: string; email: string; role: Role }[]>(
          `update admin_invites set used_at = ? where token_hash = ? and used_at is null and revoked_at is null and expires_at > ? returning id, email, role`,
          [new Date(), tokenHashOf(input.token), new Date()],
        );
        if (!used) throw InvalidInputError.field('token', TEAM_MESSAGES.inviteInvalid);
        if ((await tx.count(AdminEntity, { email: used.email })) > 0) throw InvalidInputError.field('token', TEAM_MESSAGES.inviteInvalid);
        const admin = tx.create(AdminEntity, { username, passwordHash, role: used.role, email: used.email });
        const by = { kind: 'admin', id: admin.id, name: admin.username } as const;
        record({ type: 'admin.created', subject: { type: 'Admin', id: admin.id }, data: { role: used.role, inviteId: used.id }, by });
        return this.startSession(tx, admin, record, client, policy);
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw usernameTaken();
      throw error;
    }
  }

  async profile(identity: AdminPrincipal): Promise<AdminEntity> {
    return this.em.findOneOrFail(AdminEntity, { id: identity.adminId });
  }

  /** When the signed-in admin signed in before this session began; `null` when this is their first sign-in. */
  async previousSignIn(identity: AdminPrincipal): Promise<Date | null> {
    const session = await this.em.findOne(AdminSessionEntity, { id: identity.sessionId }, { fields: ['previousSignInAt'] });
    return session?.previousSignInAt ?? null;
  }

  /**
   * The sessions of an account that are still live (not ended, not expired), the last used first:
   * the signed-in admin's own, or another member's for one who may manage the team.
   */
  async sessions(identity: AdminPrincipal, adminId: string = identity.adminId): Promise<AdminSessionEntity[]> {
    if (adminId !== identity.adminId && !can(identity, 'team:manage')) throw new ForbiddenError(ACCESS_MESSAGES.forbidden('team:manage'));
    const [policy, sessions] = await Promise.all([
      this.policy.current(),
      this.em.find(AdminSessionEntity, { admin: adminId, revokedAt: null, expiresAt: { $gt: new Date() } }, { orderBy: { lastSeenAt: 'desc nulls last', createdAt: 'desc' } }),
    ]);
    const now = Date.now();
    return sessions.filter((session) => sessionEndsAt(policy, session) > now);
  }

  /**
   * Ends one live session at once, on every server: one of the signed-in admin's own (this one
   * too: that is signing out), or any member's for one who may manage the team. Recorded.
   */
  async endSession(identity: AdminPrincipal, sessionId: string): Promise<AdminSessionEntity> {
    const policy = await this.policy.current();
    return this.events.transact(this.em, async (tx, record) => {
      const session = await liveSessionOf(tx, identity, sessionId, policy);
      if (!session) throw new NotFoundError(SESSION_MESSAGES.notFound);
      const own = session.admin.id === identity.adminId;
      session.revokedAt = new Date();
      record({ type: 'admin.session_ended', subject: { type: 'Admin', id: session.admin.id }, data: { sessionId: session.id, byOwner: !own } });
      return session;
    });
  }

  /** The latest events about the signed-in admin's own account, newest first, for their profile. */
  activity(identity: AdminPrincipal): Promise<AccountActivityItem[]> {
    return accountActivity(this.em, identity.adminId);
  }

  /** A live session the signed-in admin may see: their own, or any member's with `team:manage`; null otherwise. */
  async liveSession(identity: AdminPrincipal, sessionId: string): Promise<AdminSessionEntity | null> {
    return liveSessionOf(this.em, identity, sessionId, await this.policy.current());
  }

  findById(id: string): Promise<AdminEntity | null> {
    return this.em.findOne(AdminEntity, { id });
  }

  /**
   * A new session for `admin` (signing in, registering, accepting an invitation), written by the
   * caller's transaction with its `admin.signed_in` event; the account's last sign-in is now, and
   * the session keeps the one before, which the signed-in admin is shown.
   */
  private startSession(tx: EntityManager, admin: AdminEntity, record: RecordEvent, client: SignInClient, policy: AccountPolicy, how: { newDevice?: boolean; secondFactor?: SecondFactorMethod } = {}): Session {
    const now = Date.now();
    const expiresAt = new Date(now + policy.sessionMaxDays * 86_400_000);
    const session = tx.create(AdminSessionEntity, {
      id: crypto.randomUUID(),
      admin,
      createdAt: new Date(now),
      expiresAt,
      previousSignInAt: admin.lastLoginAt ?? null,
      lastSeenAt: new Date(now),
      device: deviceOf(client.userAgent),
      clientAddress: coarseAddressOf(client.ip),
      provenAt: new Date(now),
    });
    admin.lastLoginAt = new Date(now);
    record({ type: 'admin.signed_in', subject: { type: 'Admin', id: admin.id }, data: { sessionId: session.id, ...(how.newDevice ? { newDevice: true } : {}), ...(how.secondFactor ? { secondFactor: how.secondFactor } : {}) }, by: { kind: 'admin', id: admin.id, name: admin.username } });
    return { token: signToken(this.settings.jwtSecret, { adminId: admin.id, sessionId: session.id, expiresAt }), expiresAt, admin };
  }

  /** Sessions are kept `SESSION_HISTORY_DAYS` after they could last no longer: which devices an account used, to tell a new one. */
  private async forgetEndedSessions(): Promise<void> {
    await this.em.nativeDelete(AdminSessionEntity, { expiresAt: { $lt: new Date(Date.now() - SESSION_HISTORY_DAYS * 86_400_000) } });
  }
}

/** The live session `sessionId` if `identity` may see it (its own, or any with `team:manage`), else null. */
async function liveSessionOf(em: EntityManager, identity: AdminPrincipal, sessionId: string, policy: AccountPolicy): Promise<AdminSessionEntity | null> {
  const session = await em.findOne(AdminSessionEntity, { id: sessionId, revokedAt: null, expiresAt: { $gt: new Date() } });
  if (!session || sessionEndsAt(policy, session) <= Date.now()) return null;
  return session.admin.id === identity.adminId || can(identity, 'team:manage') ? session : null;
}

/** Why `creator` may not create an account, or `null`: anyone may while registration is open; afterwards, a principal who may manage the team. */
function creationRefusal(registrationOpen: boolean, creator: Principal): DomainError | null {
  if (registrationOpen) return null;
  if (creator.kind === 'visitor') return new UnauthenticatedError(ADMIN_MESSAGES.registrationClosed);
  return can(creator, 'team:manage') ? null : new ForbiddenError(ACCESS_MESSAGES.forbidden('team:manage'));
}

function usernameTaken(): ConflictError {
  return new ConflictError(ADMIN_MESSAGES.usernameTaken, [{ path: 'username', message: ADMIN_MESSAGES.usernameTaken }]);
}
