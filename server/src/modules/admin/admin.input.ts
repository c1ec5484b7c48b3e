import { Field, ID, InputType } from 'type-graphql';
import { RequiredId, Satisfies, SatisfiesEmail } from '../../domain/validation.js';
import { ACCESS_MESSAGES, DEFAULT_NEW_ADMIN_ROLE, isRole, ROLES, type Role } from '../../rules/access.js';
import type { Rule } from '../../rules/rule.js';
import { currentPassword, loginPassword, loginUsername, newUsername, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../rules/admin.js';
import { inviteEmail, inviteToken, TEAM_MESSAGES } from '../../rules/team.js';
import { newPasswordOnServer } from './passwords.js';

const TOKEN_DESCRIPTION = "The token of the invitation's link (after `#token=`).";
const NEW_PASSWORD_RULE = `At least ${PASSWORD_MIN_LENGTH} characters (at most ${PASSWORD_MAX_LENGTH}) and not one of the most commonly used passwords; no other rules.`;

/** A role of `rules/access.ts`. */
const role: Rule = (value) => {
  if (value === undefined || value === null || value === '') return TEAM_MESSAGES.roleRequired;
  return typeof value === 'string' && isRole(value) ? null : ACCESS_MESSAGES.roleUnknown;
};

/** A role of `rules/access.ts`, or none (the default). */
const roleOrNothing: Rule = (value) => (value === undefined || value === null || (typeof value === 'string' && isRole(value)) ? null : ACCESS_MESSAGES.roleUnknown);

@InputType('LoginInput')
export class LoginInput {
  @Field(() => String)
  @Satisfies(loginUsername)
  username!: string;

  @Field(() => String)
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

@InputType('CreateAdminInput')
export class CreateAdminInput extends NewAccountInput {
  @Field(() => String, {
    nullable: true,
    description: `One of ${ROLES.join(', ')} (default ${DEFAULT_NEW_ADMIN_ROLE}); needs team:manage. The first admin of an installation is an owner whatever is sent.`,
  })
  @Satisfies(roleOrNothing)
  role?: Role | null;
}

@InputType('ChangePasswordInput')
export class ChangePasswordInput {
  @Field(() => String, { description: 'The password the admin signs in with today.' })
  @Satisfies(currentPassword)
  currentPassword!: string;

  @Field(() => String, { description: NEW_PASSWORD_RULE })
  @Satisfies(newPasswordOnServer)
  newPassword!: string;
}

@InputType('InviteAdminInput')
export class InviteAdminInput {
  @Field(() => String, { description: 'Where the one-time link goes (it works once, for 72 hours).' })
  @SatisfiesEmail(inviteEmail)
  email!: string;

  @Field(() => String, { description: `The role the person joins with: one of ${ROLES.join(', ')}.` })
  @Satisfies(role)
  role!: Role;
}

/** What an invitation's link carries. */
@InputType('InvitationInput')
export class InvitationInput {
  @Field(() => String, { description: TOKEN_DESCRIPTION })
  @Satisfies(inviteToken)
  token!: string;
}

@InputType('AcceptAdminInviteInput')
export class AcceptAdminInviteInput extends NewAccountInput {
  @Field(() => String, { description: TOKEN_DESCRIPTION })
  @Satisfies(inviteToken)
  token!: string;
}

@InputType('ChangeAdminRoleInput')
export class ChangeAdminRoleInput {
  @Field(() => ID)
  @RequiredId()
  id!: string;

  @Field(() => String, { description: `One of ${ROLES.join(', ')}. The last active owner keeps the owner role.` })
  @Satisfies(role)
  role!: Role;
}

/** A member of the team, by id. */
@InputType()
class TeamMemberInput {
  @Field(() => ID)
  @RequiredId()
  id!: string;
}

@InputType('DeactivateAdminInput')
export class DeactivateAdminInput extends TeamMemberInput {}

@InputType('ReactivateAdminInput')
export class ReactivateAdminInput extends TeamMemberInput {}

@InputType('RevokeAdminInviteInput')
export class RevokeAdminInviteInput {
  @Field(() => ID)
  @RequiredId()
  id!: string;
}
