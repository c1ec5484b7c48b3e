import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { ChangeFeed } from '../../db/changes.js';
import type { EntityManager } from '../../db/orm.js';
import { ConflictError, InvalidInputError } from '../../domain/errors.js';
import { changesOf, subjectsOf, type EventRecorder } from '../../domain/events.js';
import type { AdminPrincipal } from '../../domain/principal.js';
import { ROLES, type Role } from '../../rules/access.js';
import { SESSION_POLICY, SESSION_POLICY_MESSAGES } from '../../rules/admin.js';
import { RECORDED_FIELDS } from '../../rules/events.js';
import { AccountPolicyEntity, type AdminEntity } from './admin.entity.js';
import type { UpdateAccountPolicyInput } from './admin.input.js';

/** The team's sign-in policy as the app reads it: a plain value, the same for every request until it changes. */
export interface AccountPolicy {
  /** The row's id; null while the first run's values were never saved. */
  readonly id: string | null;
  readonly sessionIdleHours: number;
  readonly sessionMaxDays: number;
  /** The roles whose members must sign in with two factors (a member without one sets one up before anything else). */
  readonly twoFactorRoles: readonly Role[];
  readonly version: number;
  readonly updatedAt: Date | null;
}

/** The policy before an Owner saved one: the first run's session lengths, and the roles `TWO_FACTOR_ROLES` names. */
const firstRun = (twoFactorRoles: readonly Role[]): AccountPolicy =>
  Object.freeze({ id: null, sessionIdleHours: SESSION_POLICY.idleHours.first, sessionMaxDays: SESSION_POLICY.maxDays.first, twoFactorRoles, version: 0, updatedAt: null });

const POLICY_FIELDS = ['sessionIdleHours', 'sessionMaxDays', 'twoFactorRoles'] as const;

const subjectOf = subjectsOf('AccountPolicy');

const stale = () => new ConflictError(SESSION_POLICY_MESSAGES.stale, [{ path: 'version', message: SESSION_POLICY_MESSAGES.stale }]);

/** When a session whose last request and sign-in were at these moments ends under `policy` (ms since the epoch). */
export function sessionEndsAt(policy: Pick<AccountPolicy, 'sessionIdleHours' | 'sessionMaxDays'>, session: { createdAt: Date; lastSeenAt?: Date | null }): number {
  const idleEnd = (session.lastSeenAt ?? session.createdAt).getTime() + policy.sessionIdleHours * 3_600_000;
  return Math.min(idleEnd, session.createdAt.getTime() + policy.sessionMaxDays * 86_400_000);
}

/** Whether an account has a second factor (an authenticator app). */
export const hasSecondFactor = (admin: Pick<AdminEntity, 'totpEnabledAt'>): boolean => Boolean(admin.totpEnabledAt);

/** Whether a member of `role` must set up a second factor before anything else: the policy requires one of the role, and they have none. */
export const twoFactorSetupRequired = (policy: Pick<AccountPolicy, 'twoFactorRoles'>, role: Role, hasSecondFactor: boolean): boolean =>
  !hasSecondFactor && policy.twoFactorRoles.includes(role);

/**
 * The team's sign-in policy (issue P22): how long sessions last and which roles need two factors; kept in memory by every server until it changes anywhere
 * (topic `accounts`), since every signed-in request reads it; changed by an Owner (`team:manage`)
 * who read the current version, with an `account_policy.updated` event.
 */
export class AccountPolicies {
  /** The policy while no Owner has saved one. */
  private readonly first: AccountPolicy;

  constructor(
    private readonly em: EntityManager,
    private readonly events: EventRecorder,
    private readonly changes: ChangeFeed,
    /** The roles required to use two factors before an Owner saved a policy (`Config.auth.twoFactorRoles`). */
    firstTwoFactorRoles: readonly Role[],
  ) {
    this.first = firstRun(firstTwoFactorRoles);
  }

  current(): Promise<AccountPolicy> {
    return this.changes.remember('account policy', 'accounts', (em) => readPolicy(em, this.first));
  }

  async update(input: UpdateAccountPolicyInput, by: AdminPrincipal): Promise<AccountPolicy> {
    if (input.sessionIdleHours >= input.sessionMaxDays * 24) throw InvalidInputError.field('sessionIdleHours', SESSION_POLICY_MESSAGES.idleLongerThanMax);
    try {
      return await this.events.transact(this.em, async (tx, record) => {
        const [row] = await tx.find(AccountPolicyEntity, {}, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true, limit: 1 });
        const before = row ? snapshotOf(row) : this.first;
        if (before.version !== input.version) throw stale();
        const twoFactorRoles = input.twoFactorRoles ? ROLES.filter((role) => input.twoFactorRoles?.includes(role)) : [...before.twoFactorRoles];
        const after = { sessionIdleHours: input.sessionIdleHours, sessionMaxDays: input.sessionMaxDays, twoFactorRoles };
        const changes = changesOf(before, after, POLICY_FIELDS, RECORDED_FIELDS.AccountPolicy);
        if (Object.keys(changes).length === 0) return before;
        const saved = row ?? tx.create(AccountPolicyEntity, { ...after, version: 0, updatedById: null });
        Object.assign(saved, after, { version: before.version + 1, updatedAt: new Date(), updatedById: by.adminId });
        await tx.flush();
        record({ type: 'account_policy.updated', subject: subjectOf(saved), data: { changes, version: saved.version } });
        return snapshotOf(saved);
      });
    } catch (error) {
      // Two first saves at once: the other's row is in (the table holds one), so this one read a stale version.
      if (error instanceof UniqueConstraintViolationException) throw stale();
      throw error;
    }
  }
}

async function readPolicy(em: EntityManager, first: AccountPolicy): Promise<AccountPolicy> {
  const [row] = await em.find(AccountPolicyEntity, {}, { limit: 1 });
  return row ? snapshotOf(row) : first;
}

function snapshotOf(row: AccountPolicyEntity): AccountPolicy {
  return Object.freeze({ id: row.id, sessionIdleHours: row.sessionIdleHours, sessionMaxDays: row.sessionMaxDays, twoFactorRoles: Object.freeze([...row.twoFactorRoles]), version: row.version, updatedAt: row.updatedAt });
}
