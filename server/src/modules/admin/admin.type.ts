import { Field, Int, ObjectType } from 'type-graphql';
import { nodeFrom } from '../../graphql/records.js';
import { connectionOf, Node } from '../../graphql/relay.js';
import { ROLES, type Permission, type Role } from '../../rules/access.js';
import { ADMIN_STATUSES, type AdminStatus } from '../../rules/team.js';
import { adminRecord, inviteRecord } from './admin.record.js';

@ObjectType('Admin', { implements: Node, description: 'A back-office account.' })
export class Admin extends Node {
  @Field(() => String)
  username!: string;

  @Field(() => String, { nullable: true, description: 'The address the account joined the team from (an invitation); none for accounts made otherwise.' })
  email!: string | null;

  @Field(() => String, { description: `What the account may do: one of ${ROLES.join(', ')} (see \`permissions\`).` })
  role!: Role;

  @Field(() => String, { description: `One of ${ADMIN_STATUSES.join(', ')}: a deactivated account cannot sign in.` })
  status!: AdminStatus;

  @Field(() => [String], { description: 'The permissions its role grants (`leads:read`, `careers:write`, ...).' })
  permissions!: Permission[];

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date, { nullable: true })
  lastLoginAt!: Date | null;

  @Field(() => Boolean, { description: 'The password was set under older rules (shorter than 12 characters, or a common one): ask for a new one with `changePassword`.' })
  passwordChangeRequired!: boolean;
}

export const toAdmin = nodeFrom(Admin, adminRecord);

export const AdminConnection = connectionOf(Admin);

@ObjectType('AdminInvite', { implements: Node, description: 'An invitation to join the team, not yet accepted (its link works once, for 72 hours).' })
export class AdminInvite extends Node {
  @Field(() => String)
  email!: string;

  @Field(() => String, { description: 'The role the person joins with.' })
  role!: Role;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date)
  expiresAt!: Date;
}

export const toAdminInvite = nodeFrom(AdminInvite, inviteRecord);

export const AdminInviteConnection = connectionOf(AdminInvite);

/** What a change to an invitation answers (each mutation under its own payload name). */
@ObjectType()
class AdminInvitePayload {
  @Field(() => String, { description: 'What to tell the Owner, for example "Invitation sent to <email>".' })
  message!: string;

  @Field(() => AdminInvite)
  invite!: AdminInvite;
}

@ObjectType('InviteAdminPayload')
export class InviteAdminPayload extends AdminInvitePayload {}

@ObjectType('RevokeAdminInvitePayload')
export class RevokeAdminInvitePayload extends AdminInvitePayload {}

/** What a change to a member's role or status answers (each mutation under its own payload name). */
@ObjectType()
class TeamMemberPayload {
  @Field(() => String)
  message!: string;

  @Field(() => Admin)
  admin!: Admin;
}

@ObjectType('ChangeAdminRolePayload')
export class ChangeAdminRolePayload extends TeamMemberPayload {}

@ObjectType('DeactivateAdminPayload')
export class DeactivateAdminPayload extends TeamMemberPayload {}

@ObjectType('ReactivateAdminPayload')
export class ReactivateAdminPayload extends TeamMemberPayload {}

@ObjectType('Invitation', { description: "What an invitation's link is for, shown on the page that accepts it." })
export class Invitation {
  @Field(() => String)
  email!: string;

  @Field(() => String)
  role!: Role;

  @Field(() => Date)
  expiresAt!: Date;
}

@ObjectType('SignOutEverywherePayload')
export class SignOutEverywherePayload {
  @Field(() => String)
  message!: string;

  @Field(() => Int, { description: 'How many sessions ended, this one included.' })
  sessionsEnded!: number;
}

/** A new session: what signing in answers, and accepting an invitation. */
@ObjectType()
class SessionPayload {
  @Field(() => String, { description: 'Send as `Authorization: Bearer <token>` on admin calls.' })
  token!: string;

  @Field(() => Date)
  expiresAt!: Date;

  @Field(() => Admin)
  admin!: Admin;
}

@ObjectType('LoginPayload')
export class LoginPayload extends SessionPayload {}

@ObjectType('AcceptAdminInvitePayload')
export class AcceptAdminInvitePayload extends SessionPayload {}

@ObjectType('LogoutPayload')
export class LogoutPayload {
  @Field(() => Boolean)
  success!: boolean;
}

@ObjectType('TokenVerification')
export class TokenVerification {
  @Field(() => Boolean)
  success!: boolean;

  @Field(() => Date)
  expiresAt!: Date;

  @Field(() => Admin)
  admin!: Admin;
}

@ObjectType('CreateAdminPayload')
export class CreateAdminPayload {
  @Field(() => Admin)
  admin!: Admin;

  @Field(() => String, { nullable: true, description: 'A session for the new admin when they registered themselves (the first admin).' })
  token!: string | null;

  @Field(() => Date, { nullable: true })
  expiresAt!: Date | null;
}

@ObjectType('ChangePasswordPayload')
export class ChangePasswordPayload {
  @Field(() => Admin)
  admin!: Admin;
}
