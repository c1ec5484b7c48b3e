import { Field, InputType } from 'type-graphql';
import { Satisfies } from '../../domain/validation.js';
import { ACCESS_MESSAGES, DEFAULT_NEW_ADMIN_ROLE, isRole, ROLES, type Role } from '../../rules/access.js';
import type { Rule } from '../../rules/rule.js';
import { currentPassword, loginPassword, loginUsername, newUsername, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../rules/admin.js';
import { newPasswordOnServer } from './passwords.js';

const NEW_PASSWORD_RULE = `At least ${PASSWORD_MIN_LENGTH} characters (at most ${PASSWORD_MAX_LENGTH}) and not one of the most commonly used passwords; no other rules.`;

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

@InputType('CreateAdminInput')
export class CreateAdminInput {
  @Field(() => String, { description: '3 to 64 characters without spaces; compared without regard to case.' })
  @Satisfies(newUsername)
  username!: string;

  @Field(() => String, { description: NEW_PASSWORD_RULE })
  @Satisfies(newPasswordOnServer)
  password!: string;

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
