import type { EntityManager } from '../../db/orm.js';
import { adminUrl } from '../../rules/admin-screens.js';
import type { Announcement } from '../mail/announcer.js';
import { utcTime } from '../mail/receipts.js';
import { Outbox, type MailNudge, type OutgoingEmail } from '../mail/outbox.js';
import { emailChanged, newDeviceSignIn } from './account.emails.js';
import { AdminSessionEntity } from './admin.entity.js';

export interface AccountNoticeSettings {
  publicUrl: string;
  siteName: () => Promise<string>;
  nudgeMail?: MailNudge;
}

/**
 * What a member is told of their own account (issue P22): a sign-in from a new device (read by the
 * mail consumer from the event that recorded it); a change of address (told to the former address,
 * which only the request that changed it knows: queued by that change, see `Outbox`). A member
 * without an address is told nothing.
 */
export class AccountNotices {
  constructor(
    private readonly em: EntityManager,
    private readonly settings: AccountNoticeSettings,
  ) {}

  /** The notice to `formerAddress` that the account's address changed now, to queue (`queue`) with the change. */
  async emailChanged(formerAddress: string): Promise<OutgoingEmail> {
    return { kind: 'email_changed', to: { address: formerAddress }, content: emailChanged(await this.settings.siteName(), utcTime(new Date())) };
  }

  /** Queues `email` in `tx`, the transaction of the change it tells of. */
  queue(tx: EntityManager, email: OutgoingEmail): void {
    new Outbox(tx, this.settings.nudgeMail).queue(email);
  }

  /** The notices of sign-ins from a new device, by session id. */
  async newDeviceSignIns(sessionIds: readonly string[]): Promise<Map<string, Announcement>> {
    const sessions = await this.em.find(AdminSessionEntity, { id: { $in: [...sessionIds] } }, { populate: ['admin'] });
    const siteName = await this.settings.siteName();
    const profileUrl = adminUrl(this.settings.publicUrl, 'profile');
    const notices = new Map<string, Announcement>();
    for (const session of sessions) {
      const { email } = session.admin;
      if (!email) continue;
      const place = { device: session.device ?? null, clientAddress: session.clientAddress ?? null, at: utcTime(session.createdAt) };
      notices.set(session.id, { receipt: { kind: 'new_device_sign_in', to: { address: email }, content: newDeviceSignIn(siteName, place, profileUrl) } });
    }
    return notices;
  }
}
