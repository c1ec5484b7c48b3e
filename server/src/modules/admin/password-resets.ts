import { randomBytes } from 'node:crypto';
import type { EntityManager } from '../../db/orm.js';
import { storedEmail } from '../../domain/email-address.js';
import { InvalidInputError } from '../../domain/errors.js';
import type { EventRecorder } from '../../domain/events.js';
import type { FormGuard } from '../../domain/form-guard.js';
import { PASSWORD_RESET_MESSAGES, PASSWORD_RESET_MINUTES, RESET_PASSWORD_PATH } from '../../rules/admin.js';
import { Outbox, type MailNudge } from '../mail/outbox.js';
import type { ReceiptLimit } from '../mail/receipt-limit.js';
import { utcTime } from '../mail/receipts.js';
import { passwordResetDone, passwordResetLink } from './account.emails.js';
import { AdminEntity, AdminPasswordResetEntity, AdminSessionEntity } from './admin.entity.js';
import { hashNewPassword } from './new-password.js';
import { tokenHashOf } from '../../secrets.js';

export interface PasswordResetSettings {
  publicUrl: string;
  events: EventRecorder;
  nudgeMail?: MailNudge;
  siteName: () => Promise<string>;
  /** Counts the requests and the resets of each client address (the public forms' limit, as `password_reset`). */
  guard: Pick<FormGuard, 'admit'>;
  /** Counts the mail each address is sent an hour, whoever typed it: the per-address limit. */
  receipts: Pick<ReceiptLimit, 'admit'>;
}

/**
 * "Forgot password?" by email (issue P22). Asking answers the same whether or not a member signs in
 * with the address, and does the same work: the client address's count, the look-up, and one
 * transaction counting the address's mail for the hour; only for an active member within that
 * count does the transaction also keep the link's hash, void the member's earlier links and queue
 * the email. The link works once, for `PASSWORD_RESET_MINUTES`; setting the password by it ends
 * every session of the member (API keys are not sessions and stay), is recorded, and is mailed.
 */
export class PasswordResets {
  constructor(
    private readonly em: EntityManager,
    private readonly settings: PasswordResetSettings,
  ) {}

  /** Emails the active member who signs in with `email` a link to choose a new password; 429 past the client address's limit. */
  async request(email: string, ip: string): Promise<void> {
    await this.settings.guard.admit('password_reset', ip);
    const address = storedEmail(email);
    const member = await this.em.findOne(AdminEntity, { email: address, status: 'active' }, { fields: ['id', 'email'] });
    const token = randomBytes(32).toString('base64url');
    const siteName = await this.settings.siteName();
    await this.settings.events.transact(this.em, async (tx, record) => {
      const [admitted] = await this.settings.receipts.admit(tx, [address]);
      if (!member || !admitted) return;
      const now = Date.now();
      await tx.nativeUpdate(AdminPasswordResetEntity, { admin: member.id, usedAt: null, revokedAt: null }, { revokedAt: new Date(now) });
      tx.create(AdminPasswordResetEntity, { admin: member.id, tokenHash: tokenHashOf(token), createdAt: new Date(now), expiresAt: new Date(now + PASSWORD_RESET_MINUTES * 60_000) });
      record({ type: 'admin.password_reset_requested', subject: { type: 'Admin', id: member.id }, data: {} });
      new Outbox(tx, this.settings.nudgeMail).queue({
        kind: 'password_reset',
        to: { address },
        content: passwordResetLink(`${this.settings.publicUrl}${RESET_PASSWORD_PATH}#token=${token}`, siteName),
      });
    });
  }

  /**
   * Sets the password of the link's member, if the link still works (not used, not voided, not
   * expired, its member active) and the password meets the policy. The link is used up by the
   * statement that checks it again, so of two uses at once on any servers only one succeeds. Each
   * try counts against the client address's limit before the link is looked at, so guesses are few
   * (and each one refused counts again, as every refused public post does: `http/errors.ts`).
   */
  async reset(input: { token: string; password: string }, ip: string): Promise<void> {
    await this.settings.guard.admit('password_reset', ip);
    const pending = await this.em.findOne(
      AdminPasswordResetEntity,
      { tokenHash: tokenHashOf(input.token), usedAt: null, revokedAt: null, expiresAt: { $gt: new Date() }, admin: { status: 'active' } },
      { populate: ['admin'] },
    );
    if (!pending) throw linkInvalid();
    const member = pending.admin;
    const passwordHash = await hashNewPassword(input.password, member, 'password');
    const siteName = await this.settings.siteName();
    await this.settings.events.transact(this.em, async (tx, record) => {
      const now = new Date();
      const [used] = await tx.execute<{ id: string }[]>(
        `update admin_password_resets r set used_at = ? from admins a
          where r.id = ? and a.id = r.admin_id and a.status = 'active' and r.used_at is null and r.revoked_at is null and r.expires_at > ? returning r.id`,
        [now, pending.id, now],
      );
      if (!used) throw linkInvalid();
      await tx.nativeUpdate(AdminEntity, { id: member.id }, { passwordHash, passwordChangeRequired: false, updatedAt: now });
      // Any other link of the member stops working too: the password they asked for is set.
      await tx.nativeUpdate(AdminPasswordResetEntity, { admin: member.id, usedAt: null, revokedAt: null }, { revokedAt: now });
      const sessionsEnded = await tx.nativeUpdate(AdminSessionEntity, { admin: member.id, revokedAt: null }, { revokedAt: now });
      record({ type: 'admin.password_reset', subject: { type: 'Admin', id: member.id }, data: { sessionsEnded }, by: { kind: 'admin', id: member.id, name: member.username } });
      if (member.email) {
        new Outbox(tx, this.settings.nudgeMail).queue({
          kind: 'password_reset_done',
          to: { address: member.email },
          content: passwordResetDone(siteName, utcTime(now), sessionsEnded, `${this.settings.publicUrl}/admin/login`),
        });
      }
    });
  }
}

const linkInvalid = () => InvalidInputError.field('token', PASSWORD_RESET_MESSAGES.linkInvalid);
