import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { newId } from '../../db/ids.js';
import type { Permission } from '../../rules/access.js';

/**
 * An integrator's API key (issue P15). Only the SHA-256 of the key is kept: the key is shown once,
 * in the answer that creates it, and looked up by its hash on every request (so a revocation holds
 * on every server at once, and a database leak leaks no working key).
 */
export const ApiKeyEntity = defineEntity({
  name: 'ApiKey',
  tableName: 'api_keys',
  properties: {
    id: p.uuid().primary().onCreate(newId),
    name: p.text(),
    /** The key's first characters (`fm_live_` and four more), which the lists show. */
    prefix: p.text(),
    /** SHA-256 of the whole key, hex: a 32-byte random secret needs no slow hash. */
    secretHash: p.text().unique().lazy(),
    /** The permissions granted, as chosen (a `:write` brings its `:read` when the key is used). */
    scopes: p.array().$type<Permission[]>(),
    /** The admin who made it: their id and the username they had, so the list reads after the account is gone (as events do). */
    createdById: p.uuid().nullable(),
    createdByName: p.text(),
    createdAt: p.datetime().onCreate(() => new Date()),
    /** The first request of the latest minute the key was used in (`api_key.used`). */
    lastUsedAt: p.datetime().nullable(),
    /** Null: until revoked. */
    expiresAt: p.datetime().nullable(),
    revokedAt: p.datetime().nullable(),
  },
  indexes: [{ properties: ['createdAt', 'id'] }],
});
export type ApiKeyEntity = InferEntity<typeof ApiKeyEntity>;

/**
 * Each key's requests in the current minute (a window starts at each whole minute), for the key's
 * rate limit: one row per key, moved on to the new window by the first request in it, which is
 * also the one that records `api_key.used`. In the database, so the limit holds across servers.
 */
export const ApiKeyRequestCountEntity = defineEntity({
  name: 'ApiKeyRequestCount',
  tableName: 'api_key_request_counts',
  properties: {
    keyId: p.uuid().primary(),
    windowStart: p.datetime(),
    count: p.integer(),
  },
});
export type ApiKeyRequestCountEntity = InferEntity<typeof ApiKeyRequestCountEntity>;
