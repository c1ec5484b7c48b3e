import { Field, InputType } from 'type-graphql';
import { Satisfies } from '../../domain/validation.js';
import { loginPassword, loginUsername, newPassword, newUsername } from '../../rules/admin.js';

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

  @Field(() => String, {
    description: 'At least 8 characters with an uppercase letter, a number and one of !@#$%^&*(),.?":{}|<>; at most 128.',
  })
  @Satisfies(newPassword)
  password!: string;
}
