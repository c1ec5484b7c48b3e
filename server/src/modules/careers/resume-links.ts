import { hasValidSignature, signatureOf } from '../../secrets.js';

/** How long a resume link works: enough to open it, not enough to share it around. */
export const RESUME_LINK_SECONDS = 5 * 60;

/** Downloads are served under this path; the rest of the path is the file's storage key. */
export const UPLOADS_PATH = '/uploads';

/**
 * `/uploads/<storage key>?expires=<unix seconds>&signature=<hmac>`: the path after "uploads" is the
 * stored path, as the spec's resume link expects; without a valid, unexpired signature nothing is served.
 */
export function resumeLink(key: Buffer, storageKey: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + RESUME_LINK_SECONDS;
  return `${UPLOADS_PATH}/${storageKey}?expires=${expires}&signature=${signatureOf(key, `${storageKey}:${expires}`)}`;
}

export type LinkCheck = 'valid' | 'expired' | 'invalid';

export function checkResumeLink(key: Buffer, storageKey: string, expires: unknown, signature: unknown, now = Date.now()): LinkCheck {
  if (typeof expires !== 'string' || !/^\d{1,12}$/.test(expires) || typeof signature !== 'string') return 'invalid';
  if (!hasValidSignature(key, `${storageKey}:${expires}`, signature)) return 'invalid';
  return Number(expires) * 1000 < now ? 'expired' : 'valid';
}
