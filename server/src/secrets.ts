import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from './config.js';

/**
 * The admin token secret: `JWT_SECRET` when set, otherwise one generated on first start
 * (384 random bits) and kept in the data folder, readable by this user only.
 */
export async function resolveJwtSecret(config: Pick<Config, 'auth' | 'dataDir'>): Promise<string> {
  if (config.auth.jwtSecret) return config.auth.jwtSecret;
  const file = path.join(config.dataDir, 'secrets', 'jwt-secret');
  const existing = await readFile(file, 'utf8').catch(() => '');
  if (existing.trim().length >= 32) return existing.trim();
  const secret = randomBytes(48).toString('base64url');
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
