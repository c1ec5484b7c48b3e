import { hash, verify } from '@node-rs/argon2';

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
