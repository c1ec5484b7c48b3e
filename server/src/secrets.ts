import { createCipheriv, createDecipheriv, createHash, createHmac, createSecretKey, randomBytes, timingSafeEqual, type KeyObject } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from './config.js';
import type { Orm } from './db/orm.js';

/**
 * The admin token secret: `JWT_SECRET` when set. Otherwise one generated on first start (384
 * random bits): on PostgreSQL kept in the database, where the first server to start writes it and
 * every other one reads it, so tokens and signed links from any server work on all; on the
 * embedded database kept in the data folder, readable by this user only. A server that kept one in
 * its data folder before offers that one first, so its tokens go on working.
 */
export async function resolveJwtSecret(config: Pick<Config, 'auth' | 'dataDir' | 'database'>, orm: Orm): Promise<string> {
  if (config.auth.jwtSecret) return config.auth.jwtSecret;
  const file = path.join(config.dataDir, 'secrets', 'jwt-secret');
  const kept = (await readFile(file, 'utf8').catch(() => '')).trim();
  if (config.database.driver === 'postgresql') {
    const offered = kept.length >= 32 ? kept : newSecret();
    const connection = orm.em.getConnection();
    await connection.execute(`insert into "server_secrets" ("name", "value", "created_at") values ('jwt', ?, now()) on conflict ("name") do nothing`, [offered]);
    const [row] = await connection.execute<{ value: string }[]>(`select "value" from "server_secrets" where "name" = 'jwt'`);
    if (!row) throw new Error('The token secret could not be stored in the database');
    return row.value;
  }
  if (kept.length >= 32) return kept;
  const secret = newSecret();
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

const newSecret = () => randomBytes(48).toString('base64url');

/**
 * A key for one purpose (signed links of one kind), derived from the server secret: once per
 * secret and purpose (the areas ask for theirs each time they make a request's services).
 */
export function deriveKey(secret: string, purpose: string): Buffer {
  let keys = derived.get(secret);
  if (!keys) {
    keys = new Map();
    derived.set(secret, keys);
  }
  let key = keys.get(purpose);
  if (!key) {
    key = createHmac('sha256', secret).update(`finmesh:${purpose}`).digest();
    keys.set(purpose, key);
  }
  return key;
}

/** Derived keys by secret and purpose: a server has one secret (tests a few) and a dozen purposes. */
const derived = new Map<string, Map<string, Buffer>>();

/** SHA-256 of a one-time link's token, hex: what is stored of it (invitations, password resets, booking cancel links), never the token. */
export function tokenHashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** HMAC-SHA256 of a value, base64url. */
export function signatureOf(key: Buffer, value: string): string {
  return createHmac('sha256', keyObjectOf(key)).update(value).digest('base64url');
}

/** A key as the crypto module holds it, made once per key: an HMAC given the bytes copies them into a new one each time. */
function keyObjectOf(key: Buffer): KeyObject {
  let object = keyObjects.get(key);
  if (!object) {
    object = createSecretKey(key);
    keyObjects.set(key, object);
  }
  return object;
}

const keyObjects = new WeakMap<Buffer, KeyObject>();

/**
 * Whether `signature` is the signature of `value`, compared in constant time. The text is
 * compared, not what it decodes to: base64url has several spellings of the same bytes (the last
 * character's spare bits), and a link with any character altered is refused.
 */
export function hasValidSignature(key: Buffer, value: string, signature: string): boolean {
  const expected = Buffer.from(signatureOf(key, value), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** `<value>.<signature>`, both base64url: the value travels in the clear, tamper-evident. */
export function sign(key: Buffer, value: string): string {
  const encoded = Buffer.from(value, 'utf8').toString('base64url');
  return `${encoded}.${signatureOf(key, encoded)}`;
}

/** The value of a token made by `sign` with the same key, or `null` if it was forged or altered. */
export function unsign(key: Buffer, token: string): string | null {
  const [encoded, signature, ...rest] = token.split('.');
  if (!encoded || !signature || rest.length > 0 || !hasValidSignature(key, encoded, signature)) return null;
  return Buffer.from(encoded, 'base64url').toString('utf8');
}

/**
 * A sealed token as it appears in a link: `iv.tag.ciphertext`, base64url (12 and 16 bytes, then the
 * text), for a route's pattern (`/exports/<sealed>.csv`, `/privacy-exports/<sealed>.zip`).
 */
export const SEALED_TOKEN = '[A-Za-z0-9_-]{16}\\.[A-Za-z0-9_-]{22}\\.[A-Za-z0-9_-]{1,4000}';

/**
 * `text` encrypted and authenticated (AES-256-GCM under `key`, 32 bytes), as `iv.tag.ciphertext` in
 * base64url: unlike `sign`, nothing of it can be read without the key (a download link's claims, an
 * address or a search among them, travel in a URL that access logs keep), nor altered.
 */
export function seal(key: Buffer, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

/**
 * The text of a token made by `seal` with the same key, or `null` if it was forged or altered. As
 * with `unsign`, the text is held to what `seal` writes: base64url has several spellings of the same
 * bytes (the last character's spare bits), and a link with any character altered is refused.
 */
export function unseal(key: Buffer, token: string): string | null {
  const parts = token.split('.');
  const [iv, tag, sealed, ...rest] = parts.map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !sealed || rest.length > 0 || iv.length !== 12 || tag.length !== 16) return null;
  if ([iv, tag, sealed].some((bytes, index) => bytes.toString('base64url') !== parts[index])) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
