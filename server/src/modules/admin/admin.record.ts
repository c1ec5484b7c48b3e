import { columns, defineRecord, type RecordOf } from '../../domain/records.js';
import { permissionListOf } from '../../rules/access.js';
import type { AccountActivityItem } from './account-activity.js';
import { hasSecondFactor, type AccountPolicy } from './account-policy.js';
import type { AdminEntity, AdminInviteEntity, AdminSessionEntity } from './admin.entity.js';

/** An admin account as the REST envelopes show it; with the permissions its role grants; GraphQL's `Admin` differs only in its `id` (the global id). */
export const adminRecord = defineRecord('Admin', (admin: AdminEntity) => ({
  _id: admin.id,
  ...columns(admin, ['username', 'email', 'role', 'status', 'createdAt', 'lastLoginAt', 'passwordChangeRequired']),
  permissions: permissionListOf(admin.role),
  twoFactorEnabled: hasSecondFactor(admin),
}));
export type AdminRecord = RecordOf<typeof adminRecord>;

/** An invitation to join the team, as an Owner sees it (never its token). */
export const inviteRecord = defineRecord('AdminInvite', (invite: AdminInviteEntity) => ({
  _id: invite.id,
  ...columns(invite, ['email', 'role', 'createdAt', 'expiresAt']),
}));
export type InviteRecord = RecordOf<typeof inviteRecord>;

/** A live session of an account, as its list shows it (issue P22): where and when, and whether it is the one asking (`current`). */
export const sessionRecord = defineRecord('AdminSession', ({ session, current }: { session: AdminSessionEntity; current: boolean }) => ({
  _id: session.id,
  ...columns(session, ['device', 'clientAddress', 'createdAt', 'lastSeenAt', 'expiresAt']),
  current,
}));
export type SessionRecord = RecordOf<typeof sessionRecord>;

/** The team's sign-in policy, as the Team screen and `GET /api/admin/account-policy` show it. */
export const accountPolicyRecord = defineRecord('AccountPolicy', (policy: AccountPolicy) => ({
  _id: policy.id as string,
  ...columns(policy, ['sessionIdleHours', 'sessionMaxDays', 'version', 'updatedAt']),
  twoFactorRoles: [...policy.twoFactorRoles],
}));

/** Something that happened to the member's own account, as their profile lists it (issue P22). */
export const accountActivityRecord = defineRecord('AccountActivity', (item: AccountActivityItem) => ({
  _id: item.id,
  ...columns(item, ['type', 'label', 'occurredAt', 'device', 'clientAddress', 'byOther']),
}));
