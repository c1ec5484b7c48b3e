import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { newId } from '../../db/ids.js';

export const ADMIN_ROLE = 'admin';

export const AdminEntity = defineEntity({
  name: 'Admin',
  tableName: 'admins',
  properties: {
    id: p.uuid().primary().onCreate(newId),
    /** Stored trimmed and lower-cased: usernames are unique without regard to case. */
    username: p.text().unique(),
    /** argon2id (PHC string). */
    passwordHash: p.text().lazy(),
    role: p.text().default(ADMIN_ROLE),
    /** Set at sign-in when the password no longer meets the rules (set under older ones): the back office asks for a new one. */
    passwordChangeRequired: p.boolean().default(false),
    lastLoginAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
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
