import { executeBound } from '../db/bound-sql.js';
import type { EntityManager } from '../db/orm.js';
import { normalizeEmail } from '../rules/email.js';
import { signatureOf } from '../secrets.js';
import { readEmailAddress } from './email-address.js';

/**
 * The suppression list (issue P15, privacy): addresses erased on request, kept only as a keyed hash
 * so that an old unsubscribe or confirmation link, or a new subscription, cannot bring one back.
 * The key is `SharedState.suppressionKey` (`deriveKey(secret, 'suppression')`).
 */

/**
 * HMAC-SHA256 of the address as stored (`readEmailAddress(...).stored`: normalised, domain in
 * U-labels, so every spelling of one address has one hash), base64url. Text that is no address is
 * hashed normalised.
 */
export function suppressionHashOf(key: Buffer, address: string): string {
  const stored = readEmailAddress(address)?.stored ?? normalizeEmail(address);
  return signatureOf(key, stored);
}

/** Whether `address` was erased on request (and must not be written again). */
export async function isSuppressed(em: EntityManager, key: Buffer, address: string): Promise<boolean> {
  const rows = await executeBound<{ hash: string }>(em, `select "hash" from "suppressed_addresses" where "hash" = $1`, [suppressionHashOf(key, address)]);
  return rows.length > 0;
}

/** Puts `address` on the suppression list, in `em`'s transaction; suppressing it again changes nothing. */
export async function suppress(em: EntityManager, key: Buffer, address: string): Promise<void> {
  await executeBound(em, `insert into "suppressed_addresses" ("hash", "created_at") values ($1, $2) on conflict ("hash") do nothing`, [suppressionHashOf(key, address), new Date()]);
}
