import { randomBytes } from 'node:crypto';
import type { EntityManager } from '../../db/orm.js';
import { isUuid } from '../../db/ids.js';
import { storedEmail } from '../../domain/email-address.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../../domain/errors.js';
import { subjectsOf, type EventRecorder, type RecordEvent } from '../../domain/events.js';
import { COUNT_LIMIT, SEARCH_COUNT_LIMIT, paginate, type Connection, type PageRequest } from '../../domain/pagination.js';
import type { SignedIn } from '../../domain/principal.js';
import { containsPattern } from '../../domain/search.js';
import type { Role } from '../../rules/access.js';
import { ACCEPT_INVITE_PATH, INVITE_HOURS, TEAM_MESSAGES, type AdminStatus } from '../../rules/team.js';
import { revokeKeysMadeBy } from '../keys/keys.service.js';
import { Outbox, type MailNudge } from '../mail/outbox.js';
import { AdminEntity, AdminInviteEntity, AdminSessionEntity } from './admin.entity.js';
import { pendingInvite } from './invites.js';
import { tokenHashOf } from '../../secrets.js';
import { teamInvitation } from './team.emails.js';

export interface TeamSettings {
  publicUrl: string;
  events: EventRecorder;
  nudgeMail?: MailNudge;
  /** The site's name as its settings hold it now, which the invitation names (`SettingsService.stored`). */
  siteName: () => Promise<string>;
}

export interface TeamFilter {
  /** Part of a username or email address, any case. */
  search?: string | null;
  status?: AdminStatus | null;
}

/** What a deactivation took away with the account: the credentials it had handed out. */
export interface Deactivation {
  admin: AdminEntity;
  /** API keys the account made that still worked. */
  apiKeysRevoked: number;
  /** Invitations the account sent that could still be accepted. */
  invitationsRevoked: number;
}

const adminSubject = subjectsOf('Admin');
const inviteSubject = subjectsOf('AdminInvite');

/**
 * The team that runs the back office (issue P14): who is in it, with which role, who is invited.
 * Only principals with `team:manage` (Owners) reach it; an account's own operations (password,
 * sign out everywhere) and accepting an invitation are `AdminService`'s.
 */
export class TeamService {
  constructor(
    private readonly em: EntityManager,
    private readonly settings: TeamSettings,
  ) {}

  /** By username. */
  list<TNode>(filter: TeamFilter, page: PageRequest, toNode: (admin: AdminEntity) => TNode): Promise<Connection<TNode>> {
    const search = filter.search?.trim();
    const pattern = search ? containsPattern(search) : null;
    return paginate(this.em, AdminEntity, {
      where: { ...(pattern ? { $or: [{ username: { $ilike: pattern } }, { email: { $ilike: pattern } }] } : {}), ...(filter.status ? { status: filter.status } : {}) },
      orderBy: { username: 'asc', id: 'asc' },
      page,
      countUpTo: pattern ? SEARCH_COUNT_LIMIT : COUNT_LIMIT,
      toNode,
    });
  }

  /** Invitations not yet accepted, revoked or expired, newest first. */
  invites<TNode>(page: PageRequest, toNode: (invite: AdminInviteEntity) => TNode): Promise<Connection<TNode>> {
    return paginate(this.em, AdminInviteEntity, { where: pendingInvite(), orderBy: { createdAt: 'desc', id: 'desc' }, page, toNode });
  }

  findMember(id: string): Promise<AdminEntity | null> {
    return isUuid(id) ? this.em.findOne(AdminEntity, { id }) : Promise.resolve(null);
  }

  findInvite(id: string): Promise<AdminInviteEntity | null> {
    return isUuid(id) ? this.em.findOne(AdminInviteEntity, { id }) : Promise.resolve(null);
  }

  /**
   * Emails `email` a one-time link to join as `role`. An earlier invitation to the same address
   * that is still open is revoked: only the newest link works.
   */
  async invite(input: { email: string; role: Role }, by: SignedIn): Promise<AdminInviteEntity> {
    const email = storedEmail(input.email);
    const token = randomBytes(32).toString('base64url');
    // Read before the transaction: the settings are read on the service's own connection.
    const siteName = await this.settings.siteName();
    return this.settings.events.transact(this.em, async (tx, record) => {
      if ((await tx.count(AdminEntity, { email })) > 0) throw InvalidInputError.field('email', TEAM_MESSAGES.emailIsAdmin);
      const earlier = await tx.find(AdminInviteEntity, { email, ...pendingInvite() });
      for (const invite of earlier) {
        invite.revokedAt = new Date();
        record({ type: 'admin.invite_revoked', subject: inviteSubject(invite), data: { replaced: true } });
      }
      const now = Date.now();
      const invite = tx.create(AdminInviteEntity, {
        email,
        createdAt: new Date(now),
        role: input.role,
        tokenHash: tokenHashOf(token),
        expiresAt: new Date(now + INVITE_HOURS * 3_600_000),
        invitedBy: by.kind === 'admin' ? by.adminId : null,
      });
      record({ type: 'admin.invited', subject: inviteSubject(invite), data: { role: invite.role } });
      new Outbox(tx, this.settings.nudgeMail).queue({
        kind: 'team_invitation',
        to: { address: email },
        content: teamInvitation(`${this.settings.publicUrl}${ACCEPT_INVITE_PATH}#token=${token}`, invite.role, by.kind === 'admin' ? by.username : null, siteName),
      });
      return invite;
    });
  }

  async revokeInvite(id: string): Promise<AdminInviteEntity> {
    const invite = await this.findInvite(id);
    if (!invite || invite.usedAt || invite.revokedAt) throw new NotFoundError(TEAM_MESSAGES.inviteNotFound);
    await this.settings.events.transact(this.em, async (_tx, record) => {
      invite.revokedAt = new Date();
      record({ type: 'admin.invite_revoked', subject: inviteSubject(invite), data: {} });
    });
    return invite;
  }

  /** An Owner may be demoted while another active Owner remains. */
  async changeRole(id: string, role: Role): Promise<AdminEntity> {
    return this.changeMember(id, async (tx, admin, record) => {
      const was = admin.role;
      if (was === role) return;
      if (was === 'owner') await this.keepAnOwner(tx, admin);
      admin.role = role;
      record({ type: 'admin.role_changed', subject: adminSubject(admin), data: { changes: { role: [was, role] } } });
    });
  }

  /**
   * The account can no longer sign in, and every session of it ends now: the next request on any
   * replica is refused. What it handed out goes with it, in the same transaction: the API keys it
   * made (which stop working at once) and the invitations it sent (which can no longer be accepted).
   */
  async deactivate(id: string, by: SignedIn): Promise<Deactivation> {
    if (by.kind === 'admin' && by.adminId === id) throw new ConflictError(TEAM_MESSAGES.notYourself);
    let revoked = { apiKeysRevoked: 0, invitationsRevoked: 0 };
    const admin = await this.changeMember(id, async (tx, admin, record) => {
      if (admin.status === 'deactivated') throw new ConflictError(TEAM_MESSAGES.alreadyDeactivated);
      if (admin.role === 'owner') await this.keepAnOwner(tx, admin);
      admin.status = 'deactivated';
      const sessionsEnded = await tx.nativeUpdate(AdminSessionEntity, { admin: admin.id, revokedAt: null }, { revokedAt: new Date() });
      revoked = { apiKeysRevoked: await revokeKeysMadeBy(tx, admin.id, record), invitationsRevoked: await revokeInvitesSentBy(tx, admin.id, record) };
      record({ type: 'admin.deactivated', subject: adminSubject(admin), data: { sessionsEnded, ...revoked } });
    });
    return { admin, ...revoked };
  }

  /** The account may sign in again (its old sessions stay ended). */
  async reactivate(id: string): Promise<AdminEntity> {
    return this.changeMember(id, async (_tx, admin, record) => {
      if (admin.status === 'active') throw new ConflictError(TEAM_MESSAGES.alreadyActive);
      admin.status = 'active';
      record({ type: 'admin.reactivated', subject: adminSubject(admin), data: {} });
    });
  }

  /**
   * Changes one member in a transaction that first locks the active Owners, so two Owners demoting
   * each other at once cannot leave the team without one: the second waits, then sees the first's change.
   */
  private changeMember(id: string, change: (tx: EntityManager, admin: AdminEntity, record: RecordEvent) => Promise<void>): Promise<AdminEntity> {
    return this.settings.events.transact(this.em, async (tx, record) => {
      await tx.execute(`select id from admins where role = 'owner' and status = 'active' for update`);
      const admin = isUuid(id) ? await tx.findOne(AdminEntity, { id }) : null;
      if (!admin) throw new NotFoundError(TEAM_MESSAGES.memberNotFound);
      await change(tx, admin, record);
      return admin;
    });
  }

  /** Refuses to take away the last active Owner (the caller holds the Owners' lock). */
  private async keepAnOwner(tx: EntityManager, admin: AdminEntity): Promise<void> {
    if (admin.status !== 'active') return;
    const others = await tx.count(AdminEntity, { role: 'owner', status: 'active', id: { $ne: admin.id } });
    if (others === 0) throw new ConflictError(TEAM_MESSAGES.lastOwner);
  }
}

/** Revokes the invitations `adminId` sent that could still be accepted, each with its event; answers how many. */
async function revokeInvitesSentBy(tx: EntityManager, adminId: string, record: RecordEvent): Promise<number> {
  const now = new Date();
  const revoked = await tx.execute<{ id: string }[]>(
    `update admin_invites set revoked_at = ? where invited_by_id = ? and used_at is null and revoked_at is null and expires_at > ? returning id`,
    [now, adminId, now],
  );
  for (const invite of revoked) record({ type: 'admin.invite_revoked', subject: inviteSubject(invite), data: { inviterDeactivated: true } });
  return revoked.length;
}
