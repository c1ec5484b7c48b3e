import { WEBHOOK_RETRY_HOURS } from '../../rules/webhooks.js';

/** Waits between attempts: full jitter under a ceiling that doubles from 30 s up to 1 h. */
export const RETRY = { baseMs: 30_000, capMs: 3_600_000, windowMs: WEBHOOK_RETRY_HOURS * 3_600_000, floorMs: 1_000 } as const;

/**
 * When to try again after the `attempts`-th failed attempt, or `null` to give up: 24 hours after
 * the first attempt. The wait is random below its ceiling (so endpoints that come back are not hit
 * by every sender at once); the last retry is pinned to the 24th hour.
 */
export function nextAttemptAt(attempts: number, firstAttemptAt: Date, now: Date, random: () => number = Math.random): Date | null {
  const deadline = firstAttemptAt.getTime() + RETRY.windowMs;
  if (now.getTime() >= deadline) return null;
  const ceiling = Math.min(RETRY.capMs, RETRY.baseMs * 2 ** Math.min(attempts - 1, 30));
  const wait = Math.max(RETRY.floorMs, Math.floor(random() * ceiling));
  return new Date(Math.min(now.getTime() + wait, deadline));
}
