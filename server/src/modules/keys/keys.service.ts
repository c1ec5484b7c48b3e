import { LockMode } from '@mikro-orm/core';
import type { ApiKeysConfig } from '../../config.js';
import { isUuid } from '../../db/ids.js';
import type { EntityManager } from '../../db/orm.js';
import { ConflictError, NotFoundError } from '../../domain/errors.js';
import { subjectsOf, type EventRecorder, type RecordEvent } from '../../domain/events.js';
import { paginate, type Connection, type PageRequest } from '../../domain/pagination.js';
import { displayNameOf, type KeyPrincipal, type SignedIn } from '../../domain/principal.js';
import { PERMISSIONS, permissionsOf } from '../../rules/access.js';
import { API_KEY_MESSAGES, instantOf, isApiKeyScope } from '../../rules/keys.js';
import { apiKeyHash, apiKeyPrefix, isApiKeyText, newApiKey } from './key-secret.js';
import { ApiKeyEntity } from './keys.entity.js';
import type { CreateApiKeyInput } from './keys.input.js';

/** A key's rate limit counts its requests per minute, in windows that start at each whole minute. */
const RATE_WINDOW_MS = 60_000;

/** What one keyed request counted: the `RateLimit-*` headers' values, and whether it may go on. */
export interface KeyUse {
  limit: number;
  remaining: number;
  /** Seconds until the window ends and the count starts again (`RateLimit-Reset`, and `Retry-After` past the limit). */
  resetSeconds: number;
  admitted: boolean;
}

/** What a request was, as `api_key.used` keeps it: the method and the route's pattern (no ids, no query). */
export interface KeyRequest {
  method: string;
  route: string | null;
}

const subjectOf = subjectsOf('ApiKey');

/**
 * API keys (issue P15): Owners (`keys:manage`) create and revoke them; every request that presents
 * one is looked up by its hash (`authenticate`) and counted against the key's rate limit (`use`).
 */
export class KeysService {
  constructor(
    private readonly em: EntityManager,
    private readonly events: EventRecorder,
    private readonly settings: ApiKeysConfig,
  ) {}

  /** Newest first, revoked and expired ones included (their status says so). */
  list<TNode>(page: PageRequest, toNode: (key: ApiKeyEntity) => TNode): Promise<Connection<TNode>> {
    return paginate(this.em, ApiKeyEntity, { orderBy: { createdAt: 'desc', id: 'desc' }, page, toNode });
  }

  find(id: string): Promise<ApiKeyEntity | null> {
    return isUuid(id) ? this.em.findOne(ApiKeyEntity, { id }) : Promise.resolve(null);
  }

  /** A new key with `input`'s name, scopes and expiry; the key itself is in this answer only (the database keeps its hash). */
  async create(input: CreateApiKeyInput, by: SignedIn): Promise<{ key: ApiKeyEntity; secret: string }> {
    const secret = newApiKey();
    // In the order of the permissions, each once.
    const scopes = PERMISSIONS.filter((permission) => input.scopes.includes(permission));
    const expiresAt = input.expiresAt?.trim() ? instantOf(input.expiresAt) : null;
    return this.events.transact(this.em, async (tx, record) => {
      const key = tx.create(ApiKeyEntity, {
        name: input.name.trim(),
        prefix: apiKeyPrefix(secret),
        secretHash: apiKeyHash(secret),
        scopes,
        // Keys cannot manage keys (`PERMISSIONS_NOT_FOR_KEYS`): whoever creates one is an admin.
        createdById: by.kind === 'admin' ? by.adminId : null,
        createdByName: displayNameOf(by),
        expiresAt,
      });
      record({ type: 'api_key.created', subject: subjectOf(key), data: { prefix: key.prefix, scopes, expiresAt: expiresAt?.toISOString() ?? null } });
      return { key, secret };
    });
  }

  /** The key stops working at once, on every server (each request looks it up); for good. */
  async revoke(id: string): Promise<ApiKeyEntity> {
    return this.events.transact(this.em, async (tx, record) => {
      // Locked, so of two revocations at once one records it and the other is told it is done.
      const key = isUuid(id) ? await tx.findOne(ApiKeyEntity, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true }) : null;
      if (!key) throw new NotFoundError(API_KEY_MESSAGES.notFound);
      if (key.revokedAt) throw new ConflictError(API_KEY_MESSAGES.alreadyRevoked);
      key.revokedAt = new Date();
      record({ type: 'api_key.revoked', subject: subjectOf(key), data: {} });
      return key;
    });
  }

  /**
   * The key behind a bearer credential, or `null` when it is not one of ours, or is revoked or
   * expired. One indexed read on every request and nothing kept in memory, so a revocation holds
   * at once on every server. Its permissions are its scopes (`:write` bringing `:read`), never
   * more than a key may hold, whatever the row says.
   */
  async authenticate(bearer: string): Promise<KeyPrincipal | null> {
    if (!isApiKeyText(bearer)) return null;
    return this.usable({ secretHash: apiKeyHash(bearer) });
  }

  /** The key with this id while it works (not revoked, not expired): what a link made for a key (an export) re-checks. */
  principalOf(id: string): Promise<KeyPrincipal | null> {
    return this.usable({ id });
  }

  private async usable(which: { secretHash: string } | { id: string }): Promise<KeyPrincipal | null> {
    const key = await this.em.findOne(ApiKeyEntity, { ...which, revokedAt: null, $or: [{ expiresAt: null }, { expiresAt: { $gt: new Date() } }] });
    if (!key) return null;
    return { kind: 'key', keyId: key.id, name: key.name, permissions: permissionsOf(key.scopes.filter(isApiKeyScope)) };
  }

  /**
   * Counts one request of `key` in the current minute. The first request of a minute (the count's
   * row moved on to the new window answers 1) records `api_key.used` and the key's `lastUsedAt`
   * in the same transaction: the audit trail shows a key's use once per minute it is used in.
   * Requests past the limit are counted too, and not admitted.
   */
  async use(key: KeyPrincipal, request: KeyRequest, now = Date.now()): Promise<KeyUse> {
    const windowStart = new Date(Math.floor(now / RATE_WINDOW_MS) * RATE_WINDOW_MS);
    const { count, window } = await this.events.transact(this.em, async (tx, record) => {
      const [row] = await tx.execute<{ count: number; window_start: Date | string }[]>(COUNT_SQL, [key.keyId, windowStart]);
      const counted = { count: Number(row?.count ?? 1), window: new Date(row?.window_start ?? windowStart) };
      if (counted.count === 1) {
        await tx.nativeUpdate(ApiKeyEntity, { id: key.keyId }, { lastUsedAt: new Date(now) });
        record({ type: 'api_key.used', subject: subjectOf({ id: key.keyId }), data: { method: request.method, route: request.route } });
      }
      return counted;
    });
    const { rateLimit } = this.settings;
    return {
      limit: rateLimit,
      remaining: Math.max(0, rateLimit - count),
      resetSeconds: Math.max(1, Math.ceil((window.getTime() + RATE_WINDOW_MS - now) / 1000)),
      admitted: count <= rateLimit,
    };
  }
}

/**
 * Revokes every key `adminId` made that still works, in the caller's transaction, each with its
 * `api_key.revoked` event; answers how many. Deactivating the account calls it: a key is a
 * credential the account handed out, and does not outlive the account's own access.
 */
export async function revokeKeysMadeBy(tx: EntityManager, adminId: string, record: RecordEvent): Promise<number> {
  const now = new Date();
  const revoked = await tx.execute<{ id: string }[]>(
    `update api_keys set revoked_at = ? where created_by_id = ? and revoked_at is null and (expires_at is null or expires_at > ?) returning id`,
    [now, adminId, now],
  );
  for (const key of revoked) record({ type: 'api_key.revoked', subject: subjectOf(key), data: { creatorDeactivated: true } });
  return revoked.length;
}

/**
 * One more request of a key in the window starting at the second value. A count of an earlier
 * window starts again at 1; a server whose clock is a little behind counts its request in the
 * newer window another server already moved the row to, and never moves it back.
 */
const COUNT_SQL = `insert into api_key_request_counts as c (key_id, window_start, count) values (?, ?, 1)
on conflict (key_id) do update set
  count = case when excluded.window_start > c.window_start then 1 else c.count + 1 end,
  window_start = greatest(c.window_start, excluded.window_start)
returning count, window_start`;
