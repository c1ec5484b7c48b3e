import { Field, ID, Int, ObjectType } from 'type-graphql';
import { nodeFrom } from '../../graphql/records.js';
import { connectionOf, Node } from '../../graphql/relay.js';
import { ROLES, type Permission, type Role } from '../../rules/access.js';
import { ADMIN_STATUSES, INVITE_HOURS, type AdminStatus } from '../../rules/team.js';
import type { AccountActivityItem } from './account-activity.js';
import type { AccountPolicy as AccountPolicyValue } from './account-policy.js';
import { accountActivityRecord, accountPolicyRecord, adminRecord, inviteRecord, sessionRecord } from './admin.record.js';

@ObjectType('Admin', { implements: Node, description: 'A back-office account.' })
export class Admin extends Node {
  @Field(() => String, { description: 'The name the account signs in with, in lower case.' })
  username!: string;

  @Field(() => String, { nullable: true, description: 'The address the account joined the team from (an invitation); none for accounts made otherwise.' })
  email!: string | null;

  @Field(() => String, { description: `What the account may do: one of ${ROLES.join(', ')} (see \`permissions\`).` })
  role!: Role;

  @Field(() => String, { description: `One of ${ADMIN_STATUSES.join(', ')}: a deactivated account cannot sign in.` })
  status!: AdminStatus;

  @Field(() => [String], { description: 'The permissions its role grants (`leads:read`, `careers:write`, ...).' })
  permissions!: Permission[];

  @Field(() => Date, { description: 'When the account was made.' })
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When a session of the account last began (signing in, registering, accepting an invitation); null if none ever has.' })
  lastLoginAt!: Date | null;

  @Field(() => Boolean, { description: 'The password was set under older rules (shorter than 12 characters, or a common one): ask for a new one with `changePassword`.' })
  passwordChangeRequired!: boolean;

  @Field(() => Boolean, { description: 'Whether the account signs in with a second factor (an authenticator app).' })
  twoFactorEnabled!: boolean;
}

export const toAdmin = nodeFrom(Admin, adminRecord);

export const AdminConnection = connectionOf(Admin);

@ObjectType('AdminInvite', { implements: Node, description: 'An invitation to join the team, not yet accepted (its link works once, for 72 hours).' })
export class AdminInvite extends Node {
  @Field(() => String, { description: 'The address the one-time link was sent to; the account made with it keeps this address.' })
  email!: string;

  @Field(() => String, { description: `The role the person joins with: one of ${ROLES.join(', ')}.` })
  role!: Role;

  @Field(() => Date, { description: 'When the invitation was sent.' })
  createdAt!: Date;

  @Field(() => Date, { description: `When the link stops working, ${INVITE_HOURS} hours after it was sent.` })
  expiresAt!: Date;
}

export const toAdminInvite = nodeFrom(AdminInvite, inviteRecord);

export const AdminInviteConnection = connectionOf(AdminInvite);

/** What a change to an invitation answers (each mutation under its own payload name). */
@ObjectType()
class AdminInvitePayload {
  @Field(() => String, { description: 'What to tell the Owner, for example "Invitation sent to <email>" or "Invitation revoked".' })
  message!: string;

  @Field(() => AdminInvite, { description: 'The invitation, as it is now.' })
  invite!: AdminInvite;
}

@ObjectType('InviteAdminPayload', { description: 'What `inviteAdmin` answers: the invitation sent.' })
export class InviteAdminPayload extends AdminInvitePayload {}

@ObjectType('RevokeAdminInvitePayload', { description: 'What `revokeAdminInvite` answers: the invitation whose link no longer works.' })
export class RevokeAdminInvitePayload extends AdminInvitePayload {}

/** What a change to a member's role or status answers (each mutation under its own payload name). */
@ObjectType()
class TeamMemberPayload {
  @Field(() => String, { description: 'What to tell the Owner, for example "Role changed".' })
  message!: string;

  @Field(() => Admin, { description: 'The account, as it is now.' })
  admin!: Admin;
}

@ObjectType('ChangeAdminRolePayload', { description: 'What `changeAdminRole` answers: the account with its new role.' })
export class ChangeAdminRolePayload extends TeamMemberPayload {}

@ObjectType('DeactivateAdminPayload', { description: 'What `deactivateAdmin` answers: the deactivated account, and what it had handed out that was revoked with it.' })
export class DeactivateAdminPayload extends TeamMemberPayload {
  @Field(() => Int, { description: 'How many API keys the account made were revoked (those that still worked): they stopped working at once.' })
  apiKeysRevoked!: number;

  @Field(() => Int, { description: 'How many invitations the account sent were revoked (those that could still be accepted).' })
  invitationsRevoked!: number;
}

@ObjectType('ReactivateAdminPayload', { description: 'What `reactivateAdmin` answers: the account, active again.' })
export class ReactivateAdminPayload extends TeamMemberPayload {}

@ObjectType('Invitation', { description: "What an invitation's link is for, shown on the page that accepts it." })
export class Invitation {
  @Field(() => String, { description: 'The address the invitation was sent to, which the new account keeps.' })
  email!: string;

  @Field(() => String, { description: `The role the account will have: one of ${ROLES.join(', ')}.` })
  role!: Role;

  @Field(() => Date, { description: 'When the link stops working.' })
  expiresAt!: Date;
}

@ObjectType('SignOutEverywherePayload', { description: 'What `signOutEverywhere` answers.' })
export class SignOutEverywherePayload {
  @Field(() => String, { description: 'What to tell the admin: "Signed out everywhere".' })
  message!: string;

  @Field(() => Int, { description: 'How many sessions ended, this one included.' })
  sessionsEnded!: number;
}

/** A new session: what signing in answers, and accepting an invitation. */
@ObjectType()
class SessionPayload {
  @Field(() => String, { description: 'Send as `Authorization: Bearer <token>` on admin calls.' })
  token!: string;

  @Field(() => Date, { description: 'When the token stops working (unless it is signed out sooner).' })
  expiresAt!: Date;

  @Field(() => Admin, { description: 'The signed-in account.' })
  admin!: Admin;
}

@ObjectType('SecondStep', { description: 'A sign-in waiting for its second step: the password was right; `finishSignIn` takes this token and a code.' })
export class SecondStep {
  @Field(() => String, { description: 'Send to `finishSignIn` with the code. It works once, for a few minutes.' })
  token!: string;

  @Field(() => String, { description: 'What to tell the admin.' })
  message!: string;
}

@ObjectType('LoginPayload', { description: 'What `login` answers: a new session, or (two-factor authentication on) its second step.' })
export class LoginPayload {
  @Field(() => String, { nullable: true, description: 'Send as `Authorization: Bearer <token>` on admin calls; null when the second step is needed.' })
  token!: string | null;

  @Field(() => Date, { nullable: true, description: 'When the token stops working (unless it is signed out sooner).' })
  expiresAt!: Date | null;

  @Field(() => Admin, { nullable: true, description: 'The signed-in account; null when the second step is needed.' })
  admin!: Admin | null;

  @Field(() => SecondStep, { nullable: true, description: 'Two-factor authentication is on: finish with `finishSignIn`.' })
  secondStep!: SecondStep | null;
}

@ObjectType('FinishSignInPayload', { description: 'What `finishSignIn` answers: the new session.' })
export class FinishSignInPayload extends SessionPayload {}

@ObjectType('TwoFactorStatus', { description: "Where the signed-in member's two-factor authentication stands." })
export class TwoFactorStatus {
  @Field(() => Date, { nullable: true, description: 'When the authenticator app was set up; null: two-factor authentication is off.' })
  enabledAt!: Date | null;

  @Field(() => Int, { description: 'Recovery codes not used yet.' })
  recoveryCodesLeft!: number;
}

@ObjectType('StartTotpSetupPayload', { description: 'What `startTotpSetup` answers: an authenticator secret to scan, shown once; `confirmTotpSetup` turns it on with one of its codes.' })
export class StartTotpSetupPayload {
  @Field(() => String, { description: 'The secret as text (base32), for an app that cannot scan.' })
  secret!: string;

  @Field(() => String, { description: 'The `otpauth://` address the QR code holds.' })
  uri!: string;

  @Field(() => String, { description: 'The QR code, drawn on the server, as an SVG `data:` address.' })
  qrCode!: string;
}

/** Recovery codes, shown this once: each signs in once in place of an authenticator code. */
@ObjectType()
class RecoveryCodesPayload {
  @Field(() => String, { description: 'What to tell the admin.' })
  message!: string;

  @Field(() => [String], { description: 'The codes ("k7m2q-3xw4p"); only their hashes are kept.' })
  recoveryCodes!: string[];
}

@ObjectType('ConfirmTotpSetupPayload', { description: 'What `confirmTotpSetup` answers: two-factor authentication is on; its recovery codes, shown this once.' })
export class ConfirmTotpSetupPayload extends RecoveryCodesPayload {}

@ObjectType('NewRecoveryCodesPayload', { description: 'What `newRecoveryCodes` answers: the new recovery codes, shown this once; the old ones no longer work.' })
export class NewRecoveryCodesPayload extends RecoveryCodesPayload {}

@ObjectType('DisableTwoFactorPayload', { description: 'What `disableTwoFactor` answers.' })
export class DisableTwoFactorPayload {
  @Field(() => String, { description: 'What to tell the admin.' })
  message!: string;
}

@ObjectType('AcceptAdminInvitePayload', { description: 'What `acceptAdminInvite` answers: the new account, signed in.' })
export class AcceptAdminInvitePayload extends SessionPayload {}

@ObjectType('LogoutPayload', { description: 'What `logout` answers.' })
export class LogoutPayload {
  @Field(() => Boolean, { description: 'Always true: the session has ended.' })
  success!: boolean;
}

@ObjectType('TokenVerification', { description: 'What `verifyToken` answers about a token that works (one that does not is an UNAUTHENTICATED error).' })
export class TokenVerification {
  @Field(() => Boolean, { description: 'Always true: the token works.' })
  success!: boolean;

  @Field(() => Date, { description: 'When the token stops working (unless it is signed out sooner).' })
  expiresAt!: Date;

  @Field(() => Date, { nullable: true, description: "When the account signed in before this session began (show it: a sign-in the admin does not recognise is a warning); null when this session is the account's first." })
  previousSignInAt!: Date | null;

  @Field(() => Boolean, { description: "The team requires two factors of the account's role and it has none: until it sets one up (`startTotpSetup`), every call that needs a permission is refused (FORBIDDEN)." })
  twoFactorSetupRequired!: boolean;

  @Field(() => Admin, { description: 'The account the token signs in.' })
  admin!: Admin;
}

@ObjectType('CreateAdminPayload', { description: 'What `createAdmin` answers: the new account, and a session when it registered itself.' })
export class CreateAdminPayload {
  @Field(() => Admin, { description: 'The new account.' })
  admin!: Admin;

  @Field(() => String, { nullable: true, description: 'A session for the new admin when they registered themselves (the first admin).' })
  token!: string | null;

  @Field(() => Date, { nullable: true, description: "When that session's token stops working; null when no session was started." })
  expiresAt!: Date | null;
}

@ObjectType('ChangePasswordPayload', { description: 'What `changePassword` answers.' })
export class ChangePasswordPayload {
  @Field(() => Admin, { description: 'The signed-in account, its password changed.' })
  admin!: Admin;
}

@ObjectType('ChangeEmailPayload', { description: 'What `changeEmail` answers.' })
export class ChangeEmailPayload {
  @Field(() => String, { description: 'What to tell the member: "Email address changed".' })
  message!: string;

  @Field(() => Admin, { description: 'The signed-in account, with its new address.' })
  admin!: Admin;
}

@ObjectType('ConfirmIdentityPayload', { description: 'What `confirmIdentity` answers: the member is proven again in this session.' })
export class ConfirmIdentityPayload {
  @Field(() => String, { description: 'What to tell the member.' })
  message!: string;

  @Field(() => Date, { description: 'Until when the operations that ask for a recent proof go on without asking again.' })
  provenUntil!: Date;
}

@ObjectType('RequestPasswordResetPayload', { description: 'What `requestPasswordReset` answers: the same message for any address.' })
export class RequestPasswordResetPayload {
  @Field(() => String, { description: 'The message to show, the same whichever address was sent.' })
  message!: string;
}

@ObjectType('ResetPasswordPayload', { description: 'What `resetPassword` answers: the new password is set and every session of the account has ended.' })
export class ResetPasswordPayload {
  @Field(() => String, { description: 'The message to show.' })
  message!: string;
}

@ObjectType('AdminSession', { implements: Node, description: 'A live session of an account (signed in, not ended, not expired): where it was signed in from and when it was last used.' })
export class AdminSession extends Node {
  @Field(() => String, { nullable: true, description: 'The browser and system it was signed in from ("Chrome on macOS"); null when the browser did not say.' })
  device!: string | null;

  @Field(() => String, { nullable: true, description: 'The network it was signed in from, coarse: an IPv4 /24 or an IPv6 /48.' })
  clientAddress!: string | null;

  @Field(() => Date, { description: 'When it was signed in.' })
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When a request last came with it, to the minute.' })
  lastSeenAt!: Date | null;

  @Field(() => Date, { description: "When it ends however it is used (the sign-in policy's session length when it began); a session without a request for the policy's inactivity limit ends sooner." })
  expiresAt!: Date;

  @Field(() => Boolean, { description: 'Whether it is the session asking.' })
  current!: boolean;
}

export const toAdminSession = nodeFrom(AdminSession, sessionRecord);

@ObjectType('EndSessionPayload', { description: 'What `endSession` answers: the session, ended.' })
export class EndSessionPayload {
  @Field(() => String, { description: 'What to tell the member: "Session ended".' })
  message!: string;
}

@ObjectType('AccountPolicy', { description: "The team's sign-in policy (issue P22): how long a session lasts, and which roles must use two factors." })
export class AccountPolicy {
  @Field(() => Int, { description: 'Hours without a request after which a session ends.' })
  sessionIdleHours!: number;

  @Field(() => Int, { description: 'Days after sign-in at which a session ends however it is used (for sessions begun after a change; a shorter length ends older sessions too).' })
  sessionMaxDays!: number;

  @Field(() => [String], { description: `The roles (${ROLES.join(', ')}) whose members must sign in with two factors: one without sets one up before anything else.` })
  twoFactorRoles!: Role[];

  @Field(() => Int, { description: 'Raised by each change; `updateAccountPolicy` takes the version it was read at.' })
  version!: number;

  @Field(() => Date, { nullable: true, description: 'When it was last changed; null while it has the first run\'s values.' })
  updatedAt!: Date | null;
}

export function toAccountPolicy(policy: AccountPolicyValue): AccountPolicy {
  const { _id: _unused, ...fields } = accountPolicyRecord.of(policy);
  return Object.assign(new AccountPolicy(), fields);
}

@ObjectType('UpdateAccountPolicyPayload', { description: 'What `updateAccountPolicy` answers: the policy as saved.' })
export class UpdateAccountPolicyPayload {
  @Field(() => String, { description: 'What to tell the Owner: "Sign-in policy saved".' })
  message!: string;

  @Field(() => AccountPolicy, { description: 'The policy as saved.' })
  accountPolicy!: AccountPolicy;
}

@ObjectType('AccountActivity', { description: "Something that happened to the signed-in member's account: a sign-in, a failed one, a change of password or address, an ended session." })
export class AccountActivity {
  @Field(() => ID, { description: "The event's id in the audit trail." })
  id!: string;

  @Field(() => String, { description: 'The event type (`admin.signed_in`).' })
  type!: string;

  @Field(() => String, { description: 'What happened, as the Activity screen names it ("Signed in").' })
  label!: string;

  @Field(() => Date, { description: 'When it happened.' })
  occurredAt!: Date;

  @Field(() => String, { nullable: true, description: 'The device of the session it names ("Chrome on macOS"), while that session is kept.' })
  device!: string | null;

  @Field(() => String, { nullable: true, description: 'The network of the session it names, coarse (an IPv4 /24, an IPv6 /48).' })
  clientAddress!: string | null;

  @Field(() => Boolean, { description: 'Done by someone else: an Owner, a key or the system.' })
  byOther!: boolean;
}

export function toAccountActivity(item: AccountActivityItem): AccountActivity {
  const { _id: id, ...fields } = accountActivityRecord.of(item);
  return Object.assign(new AccountActivity(), { id, ...fields });
}
