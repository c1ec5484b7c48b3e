import { columns, defineRecord, type RecordOf } from '../../domain/records.js';
import type { ApiKeyStatus } from '../../rules/keys.js';
import type { ApiKeyEntity } from './keys.entity.js';

/** What a key is at `now`: revoked for good, past its expiry, or usable. */
export function apiKeyStatusOf(key: Pick<ApiKeyEntity, 'revokedAt' | 'expiresAt'>, now = Date.now()): ApiKeyStatus {
  if (key.revokedAt) return 'revoked';
  return key.expiresAt && key.expiresAt.getTime() <= now ? 'expired' : 'active';
}

/**
 * An API key as an Owner sees it (never the key itself, nor its hash: only the prefix the lists
 * show); GraphQL's `ApiKey` differs only in its `id` (the global id).
 */
export const apiKeyRecord = defineRecord('ApiKey', (key: ApiKeyEntity) => ({
  _id: key.id,
  ...columns(key, ['name', 'prefix', 'scopes']),
  status: apiKeyStatusOf(key),
  createdBy: key.createdByName,
  ...columns(key, ['createdAt', 'lastUsedAt', 'expiresAt', 'revokedAt']),
}));
export type ApiKeyRecord = RecordOf<typeof apiKeyRecord>;
