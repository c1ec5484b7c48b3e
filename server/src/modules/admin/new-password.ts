import { InvalidInputError } from '../../domain/errors.js';
import { hashPassword, newPasswordProblem, type PasswordOwner } from './passwords.js';

/**
 * The hash of `owner`'s new password once it is judged hard enough to guess, or the refusal of its
 * field: registration, an accepted invitation, a changed or reset password. (A module of its own,
 * so that what it calls is `passwords.ts`' export, which a test can watch.)
 */
export function hashNewPassword(password: string, owner: PasswordOwner, field: string): Promise<string> {
  const problem = newPasswordProblem(password, owner);
  if (problem) throw InvalidInputError.field(field, problem);
  return hashPassword(password);
}
