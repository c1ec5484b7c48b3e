import { Extensions, type AuthCheckerFn, type MiddlewareFn } from 'type-graphql';
import type { AppContext } from '../context.js';

/**
 * A root field anyone may call. Every other root field of the schema is for signed-in admins
 * (`adminUnlessPublic`), so a new query or mutation nobody thought about fails closed.
 */
export const Public = () => Extensions({ access: 'public' });

/** The schema-wide rule behind `Public`: the same check, and the same error, as every admin REST route. */
export const adminUnlessPublic: MiddlewareFn<AppContext> = async ({ info, context }, next) => {
  const { parentType, schema, fieldName } = info;
  const isRoot = parentType === schema.getQueryType() || parentType === schema.getMutationType();
  if (isRoot && parentType.getFields()[fieldName]?.extensions.access !== 'public') await context.requireSignedIn();
  return next();
};

/** type-graphql's `@Authorized()`, for fields of object types that only admins may read (a record's spam verdict). */
export const authChecker: AuthCheckerFn<AppContext> = async ({ context }) => {
  await context.requireSignedIn();
  return true;
};
