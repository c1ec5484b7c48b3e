import { IsOptional } from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';
import { RequiredId, Satisfies, SatisfiesEmail } from '../../domain/validation.js';
import { ACCESS_MESSAGES, DEFAULT_NEW_ADMIN_ROLE, isRole, ROLES, type Role } from '../../rules/access.js';
import type { Rule } from '../../rules/rule.js';
import { currentPassword, loginPassword, loginUsername, newUsername, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_RESET_MINUTES, resetEmail, resetToken, secondFactorCode, SECOND_STEP_MINUTES, totpCode, TWO_FACTOR_MESSAGES, SESSION_POLICY, SESSION_POLICY_MESSAGES, sessionIdleHours, sessionMaxDays } from '../../rules/admin.js';
import { inviteEmail, inviteToken, TEAM_MESSAGES } from '../../rules/team.js';
import { newPasswordOnServer } from './passwords.js';

const TOKEN_DESCRIPTION = "The token of the invitation's link (after `#token=`).";
const NEW_PASSWORD_RULE = `At least ${PASSWORD_MIN_LENGTH} characters (at most ${PASSWORD_MAX_LENGTH}), and not easy to guess: not a common password, a repeat, a sequence, nor made of the username, the email address or the company's name; no other rules.`;

/** A role of `rules/access.ts`. */
const role: Rule = (value) => {
  if (value === undefined || value === null || value === '') return TEAM_MESSAGES.roleRequired;
  return typeof value === 'string' && isRole(value) ? null : ACCESS_MESSAGES.roleUnknown;
};

/** A role of `rules/access.ts`, or none (the default). */
/** `rule`, for a field that may also be left out (absent or null). */
const orNothing =
  (rule: Rule): Rule =>
  (value) =>
    value === undefined || value === null ? null : rule(value);

const roleOrNothing = orNothing((value) => (typeof value === 'string' && isRole(value) ? null : ACCESS_MESSAGES.roleUnknown));

@InputType('LoginInput', { description: "What `login` takes: the account's username and password." })
export class LoginInput {
  @Field(() => String, { description: 'The username, in any case (surrounding spaces are ignored).' })
  @Satisfies(loginUsername)
  username!: string;

  @Field(() => String, { description: 'The password, exactly as set.' })
  @Satisfies(loginPassword)
  password!: string;
}

/** The username and password of a new account (registration, an accepted invitation). */
@InputType()
class NewAccountInput {
  @Field(() => String, { description: '3 to 64 characters without spaces; compared without regard to case.' })
  @Satisfies(newUsername)
  username!: string;

  @Field(() => String, { description: NEW_PASSWORD_RULE })
  @Satisfies(newPasswordOnServer)
  password!: string;
}

@InputType('CreateAdminInput', { description: "What `createAdmin` takes: the new account's username, password and role." })
export class CreateAdminInput extends NewAccountInput {
  @Field(() => String, {
    nullable: true,
    description: `One of ${ROLES.join(', ')} (default ${DEFAULT_NEW_ADMIN_ROLE}); needs team:manage. The first admin of an installation is an owner whatever is sent.`,
  })
  @Satisfies(roleOrNothing)
  role?: Role | null;

  @Field(() => String, { nullable: true, description: 'The address the member signs in with for a forgotten password (one account per address); none: the account has no such address until one is set.' })
  @IsOptional()
  @SatisfiesEmail(inviteEmail)
  email?: string | null;
}

@InputType('ChangePasswordInput', { description: 'What `changePassword` takes: the current password, and the new one.' })
export class ChangePasswordInput {
  @Field(() => String, { description: 'The password the admin signs in with today.' })
  @Satisfies(currentPassword)
  currentPassword!: string;

  @Field(() => String, { description: NEW_PASSWORD_RULE })
  @Satisfies(newPasswordOnServer)
  newPassword!: string;
}

@InputType('ChangeEmailInput', { description: 'What `changeEmail` takes: the new address, and the password that proves it is the member.' })
export class ChangeEmailInput {
  @Field(() => String, { description: 'The address to sign in and be reached with (reset links go there); one account per address.' })
  @SatisfiesEmail(resetEmail)
  email!: string;

  @Field(() => String, { description: 'The password the admin signs in with today.' })
  @Satisfies(currentPassword)
  currentPassword!: string;
}

@InputType('ConfirmIdentityInput', { description: 'What `confirmIdentity` takes: the password, or a code of the second factor (an authenticator code or a recovery code).' })
export class ConfirmIdentityInput {
  @Field(() => String, { nullable: true, description: 'The password the admin signs in with today (a wrong one counts as a failed sign-in).' })
  @Satisfies(orNothing(currentPassword))
  currentPassword?: string | null;

  @Field(() => String, { nullable: true, description: 'Instead of the password: the 6-digit code the authenticator app shows now (never one used before), or a recovery code (each once).' })
  @Satisfies(orNothing(secondFactorCode))
  code?: string | null;
}

@InputType('RequestPasswordResetInput', { description: 'What `requestPasswordReset` takes: the address the account signs in with.' })
export class RequestPasswordResetInput {
  @Field(() => String, { description: `The member's address. An active member signing in with it is emailed a link that works once, for ${PASSWORD_RESET_MINUTES} minutes; the answer is the same for any address.` })
  @SatisfiesEmail(resetEmail)
  email!: string;
}

@InputType('ResetPasswordInput', { description: "What `resetPassword` takes: the reset link's token, and the new password." })
export class ResetPasswordInput {
  @Field(() => String, { description: "The token of the reset email's link (after `#token=`)." })
  @Satisfies(resetToken)
  token!: string;

  @Field(() => String, { description: NEW_PASSWORD_RULE })
  @Satisfies(newPasswordOnServer)
  password!: string;
}

@InputType('EndSessionInput', { description: 'What `endSession` takes: the session to end.' })
export class EndSessionInput {
  @Field(() => ID, { description: "The session's global id (from `sessions`)." })
  @RequiredId()
  id!: string;
}

@InputType('InviteAdminInput', { description: 'What `inviteAdmin` takes: whom to invite, and with which role.' })
export class InviteAdminInput {
  @Field(() => String, { description: 'Where the one-time link goes (it works once, for 72 hours).' })
  @SatisfiesEmail(inviteEmail)
  email!: string;

  @Field(() => String, { description: `The role the person joins with: one of ${ROLES.join(', ')}.` })
  @Satisfies(role)
  role!: Role;
}

/** What an invitation's link carries. */
@InputType('InvitationInput', { description: "What `invitation` takes: the token of the invitation's link." })
export class InvitationInput {
  @Field(() => String, { description: TOKEN_DESCRIPTION })
  @Satisfies(inviteToken)
  token!: string;
}

@InputType('AcceptAdminInviteInput', { description: "What `acceptAdminInvite` takes: the link's token, and the username and password the person chooses." })
export class AcceptAdminInviteInput extends NewAccountInput {
  @Field(() => String, { description: TOKEN_DESCRIPTION })
  @Satisfies(inviteToken)
  token!: string;
}

@InputType('ChangeAdminRoleInput', { description: 'What `changeAdminRole` takes: the account, and its new role.' })
export class ChangeAdminRoleInput {
  @Field(() => ID, { description: "The account's global id." })
  @RequiredId()
  id!: string;

  @Field(() => String, { description: `One of ${ROLES.join(', ')}. The last active owner keeps the owner role.` })
  @Satisfies(role)
  role!: Role;
}

/** A member of the team, by id. */
@InputType()
class TeamMemberInput {
  @Field(() => ID, { description: "The account's global id." })
  @RequiredId()
  id!: string;
}

@InputType('DeactivateAdminInput', { description: 'What `deactivateAdmin` takes: the account to deactivate.' })
export class DeactivateAdminInput extends TeamMemberInput {}

@InputType('ReactivateAdminInput', { description: 'What `reactivateAdmin` takes: the account to reactivate.' })
export class ReactivateAdminInput extends TeamMemberInput {}

@InputType('RevokeAdminInviteInput', { description: 'What `revokeAdminInvite` takes: the invitation to revoke.' })
export class RevokeAdminInviteInput {
  @Field(() => ID, { description: "The invitation's global id." })
  @RequiredId()
  id!: string;
}

@InputType('UpdateAccountPolicyInput', { description: "What `updateAccountPolicy` takes: the team's sign-in policy, with the `version` it was read at. A stale version changes nothing (CONFLICT)." })
export class UpdateAccountPolicyInput {
  @Field(() => Int, { description: 'The version of the policy these changes were made to (`AccountPolicy.version`).' })
  @Satisfies((value) => (Number.isInteger(value) && (value as number) >= 0 ? null : SESSION_POLICY_MESSAGES.versionRequired))
  version!: number;

  @Field(() => Int, { description: `Hours without a request after which a session ends (${SESSION_POLICY.idleHours.min} to ${SESSION_POLICY.idleHours.max}).` })
  @Satisfies(sessionIdleHours)
  sessionIdleHours!: number;

  @Field(() => Int, { description: `Days after sign-in at which a session ends however it is used (${SESSION_POLICY.maxDays.min} to ${SESSION_POLICY.maxDays.max}).` })
  @Satisfies(sessionMaxDays)
  sessionMaxDays!: number;

  @Field(() => [String], { nullable: true, description: `The roles whose members must sign in with two factors (from ${ROLES.join(', ')}); left out, they stay as they are.` })
  @Satisfies(orNothing((value) => (Array.isArray(value) && value.length <= ROLES.length && value.every((role) => typeof role === 'string' && isRole(role)) ? null : SESSION_POLICY_MESSAGES.twoFactorRolesInvalid)))
  twoFactorRoles?: Role[] | null;
}

@InputType('FinishSignInInput', { description: "What `finishSignIn` takes: the second step's token from `login`, and a code." })
export class FinishSignInInput {
  @Field(() => String, { description: `\`login\`'s \`secondStep.token\`: it works once, for ${SECOND_STEP_MINUTES} minutes.` })
  @Satisfies((value) => (typeof value === 'string' && /^[A-Za-z0-9_-]{20,128}$/.test(value) ? null : TWO_FACTOR_MESSAGES.stepExpired))
  step!: string;

  @Field(() => String, { description: 'The 6-digit code the authenticator app shows now, or one of the recovery codes (each works once).' })
  @Satisfies(secondFactorCode)
  code!: string;
}

@InputType('ConfirmTotpSetupInput', { description: 'What `confirmTotpSetup` takes: a code of the secret `startTotpSetup` gave.' })
export class ConfirmTotpSetupInput {
  @Field(() => String, { description: 'The 6-digit code the authenticator app shows now.' })
  @Satisfies(totpCode)
  code!: string;
}

/** The password the admin signs in with today, proving it is them (a change to their factors). */
@InputType()
class PasswordProofInput {
  @Field(() => String, { description: 'The password the admin signs in with today.' })
  @Satisfies(currentPassword)
  currentPassword!: string;
}

@InputType('DisableTwoFactorInput', { description: 'What `disableTwoFactor` takes: the current password.' })
export class DisableTwoFactorInput extends PasswordProofInput {}

@InputType('NewRecoveryCodesInput', { description: 'What `newRecoveryCodes` takes: the current password.' })
export class NewRecoveryCodesInput extends PasswordProofInput {}
