import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX, API_KEY_SHOWN_LENGTH } from '../../rules/keys.js';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 32 bytes in base 62: 43 digits (62^43 > 2^256), leading zeros kept so every key has one length. */
const SECRET_DIGITS = 43;
const SECRET_BYTES = 32;
const KEY_TEXT = new RegExp(`^${API_KEY_PREFIX}[0-9A-Za-z]{${SECRET_DIGITS}}$`);

/** A new key: `fm_live_` and 32 random bytes in base 62 (letters and digits only, so it survives any copy and paste). */
export function newApiKey(): string {
  let value = BigInt(`0x${randomBytes(SECRET_BYTES).toString('hex')}`);
  let digits = '';
  for (let index = 0; index < SECRET_DIGITS; index += 1) {
    digits = BASE62.charAt(Number(value % 62n)) + digits;
    value /= 62n;
  }
  return `${API_KEY_PREFIX}${digits}`;
}

/** Whether a bearer credential has the shape of one of our keys (anything else is not looked up). */
export const isApiKeyText = (text: string): boolean => KEY_TEXT.test(text);

/** What the database keeps of a key: SHA-256 of all of it, hex. */
export const apiKeyHash = (key: string): string => createHash('sha256').update(key).digest('hex');

/** What the lists show of a key. */
export const apiKeyPrefix = (key: string): string => key.slice(0, API_KEY_SHOWN_LENGTH);
