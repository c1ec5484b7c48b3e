import type { EntityManager } from '../../db/orm.js';
import { InvalidInputError } from '../../domain/errors.js';
import type { EventRecorder } from '../../domain/events.js';
import type { AdminPrincipal } from '../../domain/principal.js';
import { STEP_UP_MESSAGES, STEP_UP_MINUTES } from '../../rules/admin.js';
import { AdminEntity, AdminSessionEntity } from './admin.entity.js';
import type { ConfirmIdentityInput } from './admin.input.js';
import type { AdminService } from './admin.service.js';
import type { SecondFactorMethod, SecondStep } from './second-step.js';

/** How a member confirmed it is them, as `admin.identity_confirmed` records it. */
export type ProofMethod = 'password' | SecondFactorMethod;

/**
 * Step-up ("sudo mode", issue P22): a member whose proof is older than `STEP_UP_MINUTES` proves it
 * is them again in the same session, by the password (a wrong one counts as a failed sign-in) or a
 * second factor's code (never one taken before, counted towards its lock), and the operations that
 * hand out data or access (`recentProof`, `@StepUp()`) go on for another `STEP_UP_MINUTES`.
 */
export class StepUp {
  constructor(
    private readonly em: EntityManager,
    private readonly events: EventRecorder,
    private readonly admins: Pick<AdminService, 'proveCurrentPassword'>,
    private readonly secondStep: Pick<SecondStep, 'prove'>,
  ) {}

  /** Proves the session's member again; until when the operations that ask for it go on without asking. */
  async confirm(identity: AdminPrincipal, input: ConfirmIdentityInput, ip: string): Promise<Date> {
    const method = input.code ? await this.proveByCode(identity, input.code) : await this.proveByPassword(identity, input.currentPassword, ip);
    const provenAt = new Date();
    await this.events.transact(this.em, async (tx, record) => {
      await tx.nativeUpdate(AdminSessionEntity, { id: identity.sessionId }, { provenAt });
      record({ type: 'admin.identity_confirmed', subject: { type: 'Admin', id: identity.adminId }, data: { method, sessionId: identity.sessionId } });
    });
    return new Date(provenAt.getTime() + STEP_UP_MINUTES * 60_000);
  }

  private async proveByPassword(identity: AdminPrincipal, password: string | null | undefined, ip: string): Promise<ProofMethod> {
    if (!password) throw InvalidInputError.field('currentPassword', STEP_UP_MESSAGES.proofRequired);
    await this.admins.proveCurrentPassword(identity, password, ip);
    return 'password';
  }

  private async proveByCode(identity: AdminPrincipal, code: string): Promise<ProofMethod> {
    const admin = await this.em.findOneOrFail(AdminEntity, { id: identity.adminId }, { populate: ['totpSecret'] });
    if (!admin.totpEnabledAt) throw InvalidInputError.field('code', STEP_UP_MESSAGES.noSecondFactor);
    return this.secondStep.prove(admin, code);
  }
}
