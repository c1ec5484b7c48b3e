import type { EntityManager } from '../../db/orm.js';
import { TooManyRequestsError } from '../../domain/errors.js';
import type { EventRecorder } from '../../domain/events.js';
import { LoginFailureEntity } from './admin.entity.js';

export interface LoginLimits {
  maxFailuresPerUsername: number;
  maxFailuresPerIp: number;
  failureWindowMinutes: number;
}

/**
 * Slows down password guessing: after too many failed sign-ins within the window, for one
 * username or from one client IP, sign-in answers 429 until the oldest failure leaves the window.
 * Failures live in the database, so every server process sees the same count.
 */
export class LoginThrottle {
  constructor(
    private readonly em: EntityManager,
    private readonly limits: LoginLimits,
    private readonly events: EventRecorder,
  ) {}

  async check(usernameKey: string, ip: string): Promise<void> {
    const since = this.windowStart();
    const [byUsername, byIp] = await Promise.all([
      this.em.find(LoginFailureEntity, { usernameKey, failedAt: { $gt: since } }, { orderBy: { failedAt: 'asc' }, limit: this.limits.maxFailuresPerUsername, fields: ['failedAt'] }),
      this.em.find(LoginFailureEntity, { ip, failedAt: { $gt: since } }, { orderBy: { failedAt: 'asc' }, limit: this.limits.maxFailuresPerIp, fields: ['failedAt'] }),
    ]);
    if (byUsername.length >= this.limits.maxFailuresPerUsername) {
      throw this.tooMany('for this account', byUsername[0]?.failedAt);
    }
    if (byIp.length >= this.limits.maxFailuresPerIp) {
      throw this.tooMany('from your network', byIp[0]?.failedAt);
    }
  }

  /**
   * Counts a failed sign-in, with its `admin.sign_in_failed` event: about the account when the
   * username is one (`adminId`). What was typed is not kept in the event: a password typed into the
   * username field would otherwise stay in the trail.
   */
  async recordFailure(usernameKey: string, ip: string, adminId: string | null): Promise<void> {
    await this.events.transact(this.em, async (tx, record) => {
      tx.create(LoginFailureEntity, { usernameKey, ip });
      record({ type: 'admin.sign_in_failed', subject: { type: 'Admin', id: adminId }, data: { knownUsername: adminId !== null } });
    });
    // Keep the table small: failures older than the window no longer count.
    await this.em.nativeDelete(LoginFailureEntity, { failedAt: { $lt: this.windowStart() } });
  }

  /** A successful sign-in clears its username's count (not its IP's). */
  async clear(usernameKey: string): Promise<void> {
    await this.em.nativeDelete(LoginFailureEntity, { usernameKey });
  }

  private windowStart(): Date {
    return new Date(Date.now() - this.limits.failureWindowMinutes * 60_000);
  }

  private tooMany(scope: string, oldestFailure: Date | undefined): TooManyRequestsError {
    const freeAt = (oldestFailure?.getTime() ?? Date.now()) + this.limits.failureWindowMinutes * 60_000;
    return TooManyRequestsError.until(freeAt, (minutes) => `Too many failed sign-in attempts ${scope}. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
  }
}
