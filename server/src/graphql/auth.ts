import type { AuthCheckerFn } from 'type-graphql';
import type { AppContext } from '../context.js';

/** type-graphql's `@Authorized()` rule: the same check, and the same error, as every admin REST path. */
export const authChecker: AuthCheckerFn<AppContext> = async ({ context }) => {
  await context.requireAdmin();
  return true;
};
