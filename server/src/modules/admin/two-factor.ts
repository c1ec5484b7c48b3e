import type { EntityManager } from '../../db/orm.js';
import { ConflictError, InvalidInputError } from '../../domain/errors.js';
import type { EventRecorder } from '../../domain/events.js';
import type { AdminPrincipal } from '../../domain/principal.js';
import { TWO_FACTOR_MESSAGES } from '../../rules/admin.js';
import { seal, unseal } from '../../secrets.js';
import { twoFactorSetupRequired, type AccountPolicies } from './account-policy.js';
import { AdminEntity, AdminRecoveryCodeEntity } from './admin.entity.js';
import type { AdminService } from './admin.service.js';
import { newRecoveryCodes, newTotpSecret, qrCodeOf, recoveryCodeHash, totpStepOf, totpUri } from './totp.js';

/** Where a member's two-factor authentication stands, as their profile shows it. */
export interface TwoFactorStatus {
  enabledAt: Date | null;
  recoveryCodesLeft: number;
}

/** What setting up an authenticator app shows, once: the secret as text, its address, and its QR code. */
export interface TotpSetup {
  secret: string;
  uri: string;
  qrCode: string;
}

/**
 * A member's own two-factor authentication (issue P22): an authenticator app, set up by scanning a
 * QR code drawn here and confirmed by one of its codes, and ten recovery codes shown once and kept
 * hashed. Turning it off and making new codes take the password (a wrong one counts as a failed
 * sign-in). The secret is kept sealed (AES-256-GCM under a key derived from the server's secret).
 */
export class TwoFactor {
  constructor(
    private readonly em: EntityManager,
    private readonly events: EventRecorder,
    private readonly totpKey: Buffer,
    private readonly admins: Pick<AdminService, 'proveCurrentPassword'>,
    /** The name the authenticator app shows the account under: the site's. */
    private readonly issuer: () => Promise<string>,
    /** Which roles the team requires two factors of. */
    private readonly policy: Pick<AccountPolicies, 'current'>,
  ) {}

  async status(identity: AdminPrincipal): Promise<TwoFactorStatus> {
    const [admin, recoveryCodesLeft] = await Promise.all([
      this.em.findOneOrFail(AdminEntity, { id: identity.adminId }, { fields: ['totpEnabledAt'] }),
      this.em.count(AdminRecoveryCodeEntity, { admin: identity.adminId, usedAt: null }),
    ]);
    return { enabledAt: admin.totpEnabledAt ?? null, recoveryCodesLeft };
  }

  /** A new secret to scan, kept (sealed) until a code of it confirms it; a set-up begun before is replaced. */
  async startSetup(identity: AdminPrincipal): Promise<TotpSetup> {
    const admin = await this.em.findOneOrFail(AdminEntity, { id: identity.adminId });
    if (admin.totpEnabledAt) throw new ConflictError(TWO_FACTOR_MESSAGES.alreadyOn);
    const secret = newTotpSecret();
    await this.em.nativeUpdate(AdminEntity, { id: admin.id }, { totpPendingSecret: seal(this.totpKey, secret) });
    const uri = totpUri(secret, await this.issuer(), admin.username);
    return { secret, uri, qrCode: await qrCodeOf(uri) };
  }

  /** Turns two-factor authentication on once `code` proves the app has the secret; the recovery codes, shown this once. */
  async confirmSetup(identity: AdminPrincipal, code: string): Promise<string[]> {
    const admin = await this.em.findOneOrFail(AdminEntity, { id: identity.adminId }, { populate: ['totpPendingSecret'] });
    if (admin.totpEnabledAt) throw new ConflictError(TWO_FACTOR_MESSAGES.alreadyOn);
    const secret = admin.totpPendingSecret ? unseal(this.totpKey, admin.totpPendingSecret) : null;
    if (!secret) throw InvalidInputError.field('code', TWO_FACTOR_MESSAGES.setupNotStarted);
    const step = totpStepOf(secret, code);
    if (step === null) throw InvalidInputError.field('code', TWO_FACTOR_MESSAGES.setupCodeWrong);
    return this.events.transact(this.em, async (tx, record) => {
      // Only the set-up still pending is turned on (two confirmations at once: one of them).
      const on = await tx.nativeUpdate(AdminEntity, { id: admin.id, totpEnabledAt: null, totpPendingSecret: admin.totpPendingSecret }, {
        totpSecret: admin.totpPendingSecret,
        totpPendingSecret: null,
        totpEnabledAt: new Date(),
        totpLastStep: step,
        secondFactorFailures: 0,
        secondFactorLockedUntil: null,
      });
      if (on === 0) throw InvalidInputError.field('code', TWO_FACTOR_MESSAGES.setupNotStarted);
      record({ type: 'admin.two_factor_enabled', subject: { type: 'Admin', id: admin.id }, data: { method: 'totp' } });
      return replaceRecoveryCodes(tx, admin.id);
    });
  }

  /** Turns it off, proven by the password: the secret and the recovery codes are gone. Refused while the team requires two factors of the member's role. */
  async disable(identity: AdminPrincipal, currentPassword: string, ip: string): Promise<void> {
    const admin = await this.admins.proveCurrentPassword(identity, currentPassword, ip);
    if (!admin.totpEnabledAt) throw new ConflictError(TWO_FACTOR_MESSAGES.notOn);
    if (twoFactorSetupRequired(await this.policy.current(), admin.role, false)) throw new ConflictError(TWO_FACTOR_MESSAGES.requiredByPolicy);
    await this.events.transact(this.em, async (tx, record) => {
      await tx.nativeUpdate(AdminEntity, { id: admin.id }, { totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null });
      await tx.nativeDelete(AdminRecoveryCodeEntity, { admin: admin.id });
      record({ type: 'admin.two_factor_disabled', subject: { type: 'Admin', id: admin.id }, data: { method: 'totp' } });
    });
  }

  /** Ten new recovery codes in place of the old ones, proven by the password; shown this once. */
  async newRecoveryCodes(identity: AdminPrincipal, currentPassword: string, ip: string): Promise<string[]> {
    const admin = await this.admins.proveCurrentPassword(identity, currentPassword, ip);
    if (!admin.totpEnabledAt) throw new ConflictError(TWO_FACTOR_MESSAGES.notOn);
    return this.events.transact(this.em, async (tx, record) => {
      record({ type: 'admin.recovery_codes_made', subject: { type: 'Admin', id: admin.id }, data: {} });
      return replaceRecoveryCodes(tx, admin.id);
    });
  }
}

async function replaceRecoveryCodes(tx: EntityManager, adminId: string): Promise<string[]> {
  await tx.nativeDelete(AdminRecoveryCodeEntity, { admin: adminId });
  const codes = newRecoveryCodes();
  for (const code of codes) tx.create(AdminRecoveryCodeEntity, { admin: adminId, codeHash: recoveryCodeHash(code) });
  return codes;
}
