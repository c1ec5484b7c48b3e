import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Config } from './config.js';
import { deriveKey, hasValidSignature, resolveJwtSecret, seal, sign, signatureOf, unseal, unsign } from './secrets.js';
import { createTestDatabase } from './test/app.js';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const key = deriveKey('a-server-secret-long-enough-for-the-tests-0123456789', 'tests');

describe('signatures', () => {
  it('accepts the signature of a value, and round-trips a signed token', () => {
    expect(hasValidSignature(key, 'resumes/a.pdf:1700000000', signatureOf(key, 'resumes/a.pdf:1700000000'))).toBe(true);
    expect(unsign(key, sign(key, 'subscriber 42'))).toBe('subscriber 42');
  });

  it('refuses a signature with any character changed, even one that decodes to the same bytes', () => {
    const signature = signatureOf(key, 'resumes/a.pdf:1700000000');
    // 32 bytes take 43 characters; the last one carries 4 bits and 2 spare ones, so flipping a spare bit spells the same bytes.
    const last = ALPHABET.indexOf(signature.at(-1) as string);
    const respelled = `${signature.slice(0, -1)}${ALPHABET[last ^ 1]}`;
    expect(Buffer.from(respelled, 'base64url')).toEqual(Buffer.from(signature, 'base64url'));
    expect(hasValidSignature(key, 'resumes/a.pdf:1700000000', respelled)).toBe(false);
    expect(hasValidSignature(key, 'resumes/a.pdf:1700000001', signature)).toBe(false);
    expect(hasValidSignature(key, 'resumes/a.pdf:1700000000', `${signature}=`)).toBe(false);
  });
});

describe('sealed tokens (download links)', () => {
  const claims = JSON.stringify({ email: 'priya.nair@example.com', until: 1_700_000_000_000 });

  it('round-trips, and nothing of the text can be read from the token', () => {
    const token = seal(key, claims);
    expect(unseal(key, token)).toBe(claims);
    expect(token).toMatch(/^[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    for (const part of token.split('.')) expect(Buffer.from(part, 'base64url').toString('latin1')).not.toContain('priya');
    expect(seal(key, claims)).not.toBe(token);
  });

  it('refuses a token with any character changed, even one that decodes to the same bytes, and one sealed with another key', () => {
    const token = seal(key, claims);
    for (let index = 0; index < token.length; index += 1) {
      if (token[index] === '.') continue;
      const changed = `${token.slice(0, index)}${ALPHABET[ALPHABET.indexOf(token[index] as string) ^ 1]}${token.slice(index + 1)}`;
      expect(unseal(key, changed), `character ${index}`).toBeNull();
    }
    expect(unseal(deriveKey('another-server-secret-long-enough-0123456789', 'tests'), token)).toBeNull();
    expect(unseal(key, `${token}.x`)).toBeNull();
  });
});

describe('the generated token secret', () => {
  const folders: string[] = [];
  const dataFolder = async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'finmesh-secret-'));
    folders.push(folder);
    return folder;
  };
  afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));
  const auth = (jwtSecret: string | null) => ({ jwtSecret }) as Config['auth'];

  it('is JWT_SECRET when that is set', async () => {
    const database = await createTestDatabase();
    try {
      const secret = 'a-configured-secret-of-at-least-32-characters';
      expect(await resolveJwtSecret({ auth: auth(secret), dataDir: await dataFolder(), database: database.config }, database.orm)).toBe(secret);
    } finally {
      await database.close();
    }
  });

  it('is generated once and then kept', async () => {
    const database = await createTestDatabase();
    try {
      const settings = { auth: auth(null), dataDir: await dataFolder(), database: database.config };
      const first = await resolveJwtSecret(settings, database.orm);
      expect(first.length).toBeGreaterThanOrEqual(64);
      expect(await resolveJwtSecret(settings, database.orm)).toBe(first);
    } finally {
      await database.close();
    }
  });

  // Servers that share a database: PostgreSQL (the PGlite default is one process's).
  it.runIf(process.env.DATABASE_URL)('is the one a server kept in its data folder before, for every server of a PostgreSQL database', async () => {
    const database = await createTestDatabase();
    try {
      const older = await dataFolder();
      await mkdir(path.join(older, 'secrets'));
      await writeFile(path.join(older, 'secrets', 'jwt-secret'), 'the-secret-this-server-kept-before-0123456789\n');
      const resolve = async (dataDir: string) => resolveJwtSecret({ auth: auth(null), dataDir, database: database.config }, database.orm);
      // The server that kept one before starts first: every server after it uses that one.
      expect(await resolve(older)).toBe('the-secret-this-server-kept-before-0123456789');
      expect(await resolve(await dataFolder())).toBe('the-secret-this-server-kept-before-0123456789');
    } finally {
      await database.close();
    }
  });

  it.runIf(process.env.DATABASE_URL)('is one secret when servers start together on a new PostgreSQL database', async () => {
    const database = await createTestDatabase();
    try {
      const secrets = await Promise.all(
        Array.from({ length: 4 }, async () => resolveJwtSecret({ auth: auth(null), dataDir: await dataFolder(), database: database.config }, database.orm)),
      );
      expect(new Set(secrets).size).toBe(1);
    } finally {
      await database.close();
    }
  });
});
