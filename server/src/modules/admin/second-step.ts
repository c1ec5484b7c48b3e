import { randomBytes } from 'node:crypto';
import type { EntityManager } from '../../db/orm.js';
import { InvalidInputError, TooManyRequestsError } from '../../domain/errors.js';
import type { EventRecorder } from '../../domain/events.js';
import { SECOND_FACTOR_LOCK, SECOND_STEP_MINUTES, secondFactorCodeKind, TWO_FACTOR_MESSAGES } from '../../rules/admin.js';
import { tokenHashOf, unseal } from '../../secrets.js';
import { AdminEntity, AdminSignInStepEntity } from './admin.entity.js';
import { recoveryCodeHash, totpStepOf } from './totp.js';

/** How a second step was passed, as the sign-in's event records it. */
export type SecondFactorMethod = 'totp' | 'recovery_code';

/** A second step that passed: whose, how, and what its password sign-in said. */
export interface PassedStep {
  admin: AdminEntity;
  method: SecondFactorMethod;
  passwordChangeRequired: boolean;
}

/**
 * The second step of signing in (issue P22): begun by the right password, finished by a code. Every
 * check that must hold across servers is one statement of the database: a TOTP step is taken only if
 * it is later than the account's last (no code works twice, on any replica), a recovery code and the
 * step itself are used up by the update that checks them, and wrong codes count on the account's row.
 */
export class SecondStep {
  constructor(
    private readonly em: EntityManager,
    private readonly events: EventRecorder,
    /** Opens the sealed authenticator secrets (`TwoFactor` seals them with the same key). */
    private readonly totpKey: Buffer,
  ) {}

  /** The token of a new second step for `admin`, whose password was right. */
  async begin(admin: AdminEntity, passwordChangeRequired: boolean): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = Date.now();
    await this.em.fork().insert(AdminSignInStepEntity, {
      id: crypto.randomUUID(),
      admin: admin.id,
      tokenHash: tokenHashOf(token),
      passwordChangeRequired,
      createdAt: new Date(now),
      expiresAt: new Date(now + SECOND_STEP_MINUTES * 60_000),
    });
    return token;
  }

  async finish(token: string, code: string): Promise<PassedStep> {
    const now = new Date();
    const step = await this.em.findOne(
      AdminSignInStepEntity,
      { tokenHash: tokenHashOf(token), usedAt: null, expiresAt: { $gt: now }, admin: { status: 'active', totpEnabledAt: { $ne: null } } },
      { populate: ['admin', 'admin.totpSecret'] },
    );
    if (!step) throw InvalidInputError.field('step', TWO_FACTOR_MESSAGES.stepExpired);
    const method = await this.prove(step.admin, code, async (tx) => {
      const [used] = await tx.execute<{ id: string }[]>(`update admin_sign_in_steps set used_at = ? where id = ? and used_at is null returning id`, [now, step.id]);
      if (!used) throw InvalidInputError.field('step', TWO_FACTOR_MESSAGES.stepExpired);
    });
    return { admin: step.admin, method, passwordChangeRequired: step.passwordChangeRequired };
  }

  /**
   * That the member holds their second factor: `code` is an authenticator code not taken before or
   * an unused recovery code, while the account's second step is not locked. Taken (with `alsoIn`,
   * in the same transaction) it resets the count of wrong codes; a wrong one counts towards the
   * lock and is recorded as a failed sign-in. The account must be loaded with its `totpSecret`.
   */
  async prove(admin: AdminEntity, code: string, alsoIn?: (tx: EntityManager) => Promise<void>): Promise<SecondFactorMethod> {
    const now = new Date();
    if (admin.secondFactorLockedUntil && admin.secondFactorLockedUntil > now) throw locked(admin.secondFactorLockedUntil);
    const method: SecondFactorMethod = secondFactorCodeKind(code) === 'recovery' ? 'recovery_code' : 'totp';
    const passed = await this.events.transact(this.em, async (tx, record) => {
      const taken = method === 'totp' ? await this.takeTotp(tx, admin, code) : await takeRecoveryCode(tx, admin.id, code, now);
      if (!taken) return false;
      await alsoIn?.(tx);
      await tx.nativeUpdate(AdminEntity, { id: admin.id }, { secondFactorFailures: 0, secondFactorLockedUntil: null });
      if (method === 'recovery_code') record({ type: 'admin.recovery_code_used', subject: { type: 'Admin', id: admin.id }, data: {}, by: { kind: 'admin', id: admin.id, name: admin.username } });
      return true;
    });
    if (!passed) throw await this.wrongCode(admin, method);
    return method;
  }

  /** Takes the TOTP step of `code` if it is later than the account's last one taken, in the statement that records it. */
  private async takeTotp(tx: EntityManager, admin: AdminEntity, code: string): Promise<boolean> {
    const secret = admin.totpSecret ? unseal(this.totpKey, admin.totpSecret) : null;
    const stepOfCode = secret ? totpStepOf(secret, code) : null;
    if (stepOfCode === null) return false;
    const [taken] = await tx.execute<{ id: string }[]>(`update admins set totp_last_step = ? where id = ? and (totp_last_step is null or totp_last_step < ?) returning id`, [stepOfCode, admin.id, stepOfCode]);
    return taken !== undefined;
  }

  /**
   * Counts a wrong code on the account (one statement, so servers counting at once agree), locks the
   * second step at `SECOND_FACTOR_LOCK.failures` in a row (each further one doubles the lock, up to
   * the longest), and records the failed sign-in. The refusal to answer.
   */
  private async wrongCode(admin: AdminEntity, method: SecondFactorMethod): Promise<InvalidInputError | TooManyRequestsError> {
    const { failures, firstMinutes, longestMinutes } = SECOND_FACTOR_LOCK;
    const [row] = await this.em.getConnection().execute<{ failures: number; locked_until: Date | null }[]>(
      `update admins set second_factor_failures = second_factor_failures + 1,
         second_factor_locked_until = case when second_factor_failures + 1 >= ?
           then now() + least(? * power(2, second_factor_failures + 1 - ?), ?) * interval '1 minute' else second_factor_locked_until end
       where id = ? returning second_factor_failures as failures, second_factor_locked_until as locked_until`,
      [failures, firstMinutes, failures, longestMinutes, admin.id],
    );
    await this.events.transact(this.em, async (_tx, record) => {
      record({ type: 'admin.sign_in_failed', subject: { type: 'Admin', id: admin.id }, data: { knownUsername: true, secondFactor: method } });
    });
    if (row?.locked_until && (row.failures ?? 0) >= failures) return locked(new Date(row.locked_until));
    return InvalidInputError.field('code', method === 'totp' ? TWO_FACTOR_MESSAGES.codeWrong : TWO_FACTOR_MESSAGES.recoveryCodeWrong);
  }
}

/** Uses up an unused recovery code of the account, in the statement that checks it. */
async function takeRecoveryCode(tx: EntityManager, adminId: string, code: string, now: Date): Promise<boolean> {
  const [used] = await tx.execute<{ id: string }[]>(`update admin_recovery_codes set used_at = ? where admin_id = ? and code_hash = ? and used_at is null returning id`, [now, adminId, recoveryCodeHash(code)]);
  return used !== undefined;
}

const locked = (until: Date): TooManyRequestsError => TooManyRequestsError.until(until.getTime(), TWO_FACTOR_MESSAGES.locked);
