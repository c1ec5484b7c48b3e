import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { ADMIN_MESSAGES, newPassword } from '../../rules/admin.js';
import { allOf, type Rule } from '../../rules/rule.js';

/**
 * argon2id at OWASP's recommended minimum (19 MiB, 2 passes, 1 lane); @node-rs/argon2 uses
 * argon2id by default, and the PHC string records the parameters used.
 */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** A hash of a random password, verified against when a username does not exist, so timing reveals nothing. */
const decoyHash = hash(crypto.randomUUID(), ARGON2_OPTIONS);

export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (storedHash === undefined) {
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

/**
 * zxcvbn-ts's list of common passwords (about 49,000, drawn from breach corpora and kept up to
 * date by that project), lower-cased: "PASSWORD1234" is as common as "password1234". Read once
 * at start-up (about 50 ms); a look-up is a Set's.
 */
const COMMON_PASSWORDS = new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

/** A new password as the server judges it: the shared rules (length), then the list only the server holds. */
export const newPasswordOnServer: Rule = allOf(newPassword, (value) => (typeof value === 'string' && isCommonPassword(value) ? ADMIN_MESSAGES.passwordCommon : null));
