import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { newId } from '../../db/ids.js';
import { DEFAULT_NEW_ADMIN_ROLE, ROLES, type Role } from '../../rules/access.js';
import { ADMIN_STATUSES, type AdminStatus } from '../../rules/team.js';

const listOf = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

export const AdminEntity = defineEntity({
  name: 'Admin',
  tableName: 'admins',
  properties: {
    id: p.uuid().primary().onCreate(newId),
    /** Stored trimmed and lower-cased: usernames are unique without regard to case. */
    username: p.text().unique(),
    /** argon2id (PHC string). */
    passwordHash: p.text().lazy(),
    /** The address an invitation was accepted from (`null` for accounts made before invitations); one account per address. */
    email: p.text().nullable().unique(),
    /** What the account may do (`rules/access.ts`); read from the row on every request, so a change holds at once. */
    role: p.text().$type<Role>().default(DEFAULT_NEW_ADMIN_ROLE),
    /** Set at sign-in when the password no longer meets the rules (set under older ones): the back office asks for a new one. */
    passwordChangeRequired: p.boolean().default(false),
    /** A deactivated account cannot sign in, and its sessions ended when it was deactivated. */
    status: p.text().$type<AdminStatus>().default('active'),
    /** The authenticator app's secret (base32), sealed with a key of the server's (`TwoFactor`); null until two-factor authentication is on. */
    totpSecret: p.text().nullable().lazy(),
    /** A secret shown for set-up, not yet confirmed by a code. */
    totpPendingSecret: p.text().nullable().lazy(),
    totpEnabledAt: p.datetime().nullable(),
    /** The last TOTP time step taken: a code of that step or an earlier one is refused (no code works twice). */
    totpLastStep: p.bigint('number').nullable().lazy(),
    /** Wrong second-step codes in a row, and until when the second step is locked after too many. */
    secondFactorFailures: p.integer().default(0),
    secondFactorLockedUntil: p.datetime().nullable(),
    /** When a session of the account last began: signing in, registering, accepting an invitation. */
    lastLoginAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
  checks: [
    { name: 'admins_role_check', expression: `role IN (${listOf(ROLES)})` },
    { name: 'admins_status_check', expression: `status IN (${listOf(ADMIN_STATUSES)})` },
  ],
});
export type AdminEntity = InferEntity<typeof AdminEntity>;

/** One signed-in session; its id is the token's `jti`. Signing out revokes it. */
export const AdminSessionEntity = defineEntity({
  name: 'AdminSession',
  tableName: 'admin_sessions',
  properties: {
    id: p.uuid().primary(),
    admin: () => p.manyToOne(AdminEntity).deleteRule('cascade').index(),
    createdAt: p.datetime().onCreate(() => new Date()),
    expiresAt: p.datetime().index(),
    revokedAt: p.datetime().nullable(),
    /** The account's sign-in before this one (`null` for its first), which the admin is shown: one they do not recognise is a warning. */
    previousSignInAt: p.datetime().nullable(),
    /** When a request last came with it (kept to the minute: `SESSION_SEEN_EVERY_MS`); null for a session from before it was kept. */
    lastSeenAt: p.datetime().nullable(),
    /** The browser and system it was signed in from ("Chrome on macOS"); null when the browser did not say. */
    device: p.text().nullable(),
    /** The network it was signed in from, coarse (an IPv4 /24, an IPv6 /48). */
    clientAddress: p.text().nullable(),
    /** When the member last proved it is them in it: signing in, or confirming it again (step-up, `STEP_UP_MINUTES`). */
    provenAt: p.datetime().onCreate(() => new Date()),
  },
});
export type AdminSessionEntity = InferEntity<typeof AdminSessionEntity>;

/** A failed sign-in, counted per username and per client IP to slow down password guessing. */
export const LoginFailureEntity = defineEntity({
  name: 'LoginFailure',
  tableName: 'login_failures',
  properties: {
    id: p.uuid().primary().onCreate(newId),
    usernameKey: p.text(),
    ip: p.text(),
    failedAt: p.datetime().onCreate(() => new Date()).index(),
  },
  indexes: [{ properties: ['usernameKey', 'failedAt'] }, { properties: ['ip', 'failedAt'] }],
});
export type LoginFailureEntity = InferEntity<typeof LoginFailureEntity>;

/**
 * An invitation to join the team: only the hash of its link's token is kept, so the link is checked
 * on every replica and a database leak does not leak working links; used once (`usedAt`).
 */
export const AdminInviteEntity = defineEntity({
  name: 'AdminInvite',
  tableName: 'admin_invites',
  properties: {
    id: p.uuid().primary().onCreate(newId),
    email: p.text(),
    role: p.text().$type<Role>(),
    /** SHA-256 of the token, hex. */
    tokenHash: p.text().unique().lazy(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    revokedAt: p.datetime().nullable(),
    invitedBy: () => p.manyToOne(AdminEntity).nullable().deleteRule('set null'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [{ properties: ['email'] }],
  checks: [{ name: 'admin_invites_role_check', expression: `role IN (${listOf(ROLES)})` }],
});
export type AdminInviteEntity = InferEntity<typeof AdminInviteEntity>;

/**
 * A link to choose a new password, mailed to a member who forgot theirs (issue P22): only the hash
 * of its token is kept; it works once (`usedAt`), for `PASSWORD_RESET_MINUTES`, and a newer link
 * for the same member voids it (`revokedAt`).
 */
export const AdminPasswordResetEntity = defineEntity({
  name: 'AdminPasswordReset',
  tableName: 'admin_password_resets',
  properties: {
    id: p.uuid().primary().onCreate(newId),
    admin: () => p.manyToOne(AdminEntity).deleteRule('cascade').index(),
    /** SHA-256 of the token, hex. */
    tokenHash: p.text().unique().lazy(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    revokedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type AdminPasswordResetEntity = InferEntity<typeof AdminPasswordResetEntity>;

/**
 * The team's sign-in policy (issue P22), one row, changed by an Owner: how long a session lasts
 * without a request and in all. Kept in memory by every server until it changes (topic `accounts`).
 */
export const AccountPolicyEntity = defineEntity({
  name: 'AccountPolicy',
  tableName: 'account_policies',
  properties: {
    id: p.uuid().primary().onCreate(newId),
    sessionIdleHours: p.integer(),
    sessionMaxDays: p.integer(),
    /** The roles whose members must sign in with two factors. */
    twoFactorRoles: p.array().$type<Role[]>(),
    /** Raised by each change; a change made to an older version is refused. */
    version: p.integer(),
    updatedAt: p.datetime().onCreate(() => new Date()),
    updatedById: p.uuid().nullable(),
  },
});
export type AccountPolicyEntity = InferEntity<typeof AccountPolicyEntity>;

/** One of an account's recovery codes (issue P22): only its hash is kept; it works once (`usedAt`). */
export const AdminRecoveryCodeEntity = defineEntity({
  name: 'AdminRecoveryCode',
  tableName: 'admin_recovery_codes',
  properties: {
    id: p.uuid().primary().onCreate(newId),
    admin: () => p.manyToOne(AdminEntity).deleteRule('cascade').index(),
    /** SHA-256 of the code (lower case, without its hyphen), hex. */
    codeHash: p.text().lazy(),
    usedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type AdminRecoveryCodeEntity = InferEntity<typeof AdminRecoveryCodeEntity>;

/**
 * A sign-in waiting for its second step (issue P22): the password was right; its token (only the
 * hash kept) carries the sign-in to the code, for `SECOND_STEP_MINUTES`, once.
 */
export const AdminSignInStepEntity = defineEntity({
  name: 'AdminSignInStep',
  tableName: 'admin_sign_in_steps',
  properties: {
    id: p.uuid().primary().onCreate(newId),
    admin: () => p.manyToOne(AdminEntity).deleteRule('cascade').index(),
    tokenHash: p.text().unique().lazy(),
    /** The password was set under older rules: the session it opens asks for a new one. */
    passwordChangeRequired: p.boolean().default(false),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type AdminSignInStepEntity = InferEntity<typeof AdminSignInStepEntity>;
