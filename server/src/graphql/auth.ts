import type { AuthCheckerFn } from 'type-graphql';
import type { AppContext } from '../context.js';
import { UnauthenticatedError } from '../domain/errors.js';

/**
 * Whether the request comes from a signed-in admin. No admin accounts exist until admin
 * sign-in is built (issue P2), so for now every admin-only field is refused.
 */
export async function isAdmin(_context: AppContext): Promise<boolean> {
  return false;
}

/** type-graphql's `@Authorized()` rule: the same check, and the same error, as every admin REST path. */
export const authChecker: AuthCheckerFn<AppContext> = async ({ context }) => {
  if (!(await isAdmin(context))) throw new UnauthenticatedError();
  return true;
};
