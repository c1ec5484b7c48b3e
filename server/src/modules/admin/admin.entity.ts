import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { newId } from '../../db/ids.js';
import { DEFAULT_NEW_ADMIN_ROLE, ROLES, type Role } from '../../rules/access.js';

export const AdminEntity = defineEntity({
  name: 'Admin',
  tableName: 'admins',
  properties: {
    id: p.uuid().primary().onCreate(newId),
    /** Stored trimmed and lower-cased: usernames are unique without regard to case. */
    username: p.text().unique(),
    /** argon2id (PHC string). */
    passwordHash: p.text().lazy(),
    /** What the account may do (`rules/access.ts`); read from the row on every request, so a change holds at once. */
    role: p.text().$type<Role>().default(DEFAULT_NEW_ADMIN_ROLE),
    /** Set at sign-in when the password no longer meets the rules (set under older ones): the back office asks for a new one. */
    passwordChangeRequired: p.boolean().default(false),
    lastLoginAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
  checks: [{ name: 'admins_role_check', expression: `role IN (${ROLES.map((role) => `'${role}'`).join(', ')})` }],
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
