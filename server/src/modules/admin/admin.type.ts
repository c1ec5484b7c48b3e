import { Field, ObjectType } from 'type-graphql';
import { nodeFrom } from '../../graphql/records.js';
import { Node } from '../../graphql/relay.js';
import { ROLES, type Permission, type Role } from '../../rules/access.js';
import { adminRecord } from './admin.record.js';

@ObjectType('Admin', { implements: Node, description: 'A back-office account.' })
export class Admin extends Node {
  @Field(() => String)
  username!: string;

  @Field(() => String, { description: `What the account may do: one of ${ROLES.join(', ')} (see \`permissions\`).` })
  role!: Role;

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

@ObjectType('LoginPayload')
export class LoginPayload {
  @Field(() => String, { description: 'Send as `Authorization: Bearer <token>` on admin calls.' })
  token!: string;

  @Field(() => Date)
  expiresAt!: Date;

  @Field(() => Admin)
  admin!: Admin;
}

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
