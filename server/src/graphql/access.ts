import {
  getNamedType,
  isObjectType,
  type GraphQLField,
  type GraphQLFieldConfig,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import { Authorized, Extensions, UseMiddleware, type AuthCheckerFn, type ResolverData } from 'type-graphql';
import type { AppContext } from '../context.js';
import { isPermission, permissionsOf, type Permission } from '../rules/access.js';
import { STEP_UP_MINUTES } from '../rules/admin.js';
import type { NodeSource } from './nodes.js';

/**
 * Who may call a GraphQL root field. Every `Query` and `Mutation` field declares one of these, and
 * the schema refuses to build when one does not (`checkDeclaredAccess`): a field nobody thought
 * about stops the app from starting instead of answering anyone.
 */
export type FieldAccess =
  | { access: 'public'; ownRecord?: string }
  | { access: 'signed-in'; ownRecord?: string }
  | { access: 'permission'; permission: Permission };

/**
 * A field whose answer hands the caller a record of a type that needs a permission, but only the
 * caller's own (`login` and `me` answer with the signed-in admin): name that type, and only it.
 */
interface OwnRecord {
  ownRecord?: string;
}

type FieldDecorator = MethodDecorator & PropertyDecorator;

/** Applies decorators in turn (type-graphql 2 has no `applyDecorators`). */
const compose =
  (...decorators: FieldDecorator[]): FieldDecorator =>
  (target: object, key: string | symbol, descriptor?: PropertyDescriptor) => {
    for (const decorate of decorators) decorate(target, key, descriptor as TypedPropertyDescriptor<never>);
  };

/** A root field anyone may call. */
export const Public = (options: OwnRecord = {}): FieldDecorator => Extensions({ access: 'public', ...options } satisfies FieldAccess);

/** A root field any signed-in principal may call (its own session and account). */
export const SignedIn = (options: OwnRecord = {}): FieldDecorator =>
  compose(Extensions({ access: 'signed-in', ...options } satisfies FieldAccess), Authorized());

/** A root field for principals with `permission` (401 without a valid principal, 403 FORBIDDEN without it). */
export const Can = (permission: Permission): FieldDecorator =>
  compose(Extensions({ access: 'permission', permission } satisfies FieldAccess), Authorized(permission));

/**
 * A root field for a member who proved it is them in the last `STEP_UP_MINUTES` (issue P22):
 * checked after its access (`@Can`, `@SignedIn`), a 403 `STEP_UP_REQUIRED` otherwise. API keys are
 * not asked.
 */
export const StepUp = (): FieldDecorator =>
  compose(
    Extensions({ stepUp: true }),
    UseMiddleware(async ({ context }: ResolverData<AppContext>, next) => {
      await context.requireRecentProof();
      return next();
    }),
  );

/** What the explorer says of a field that asks for a recent proof, after its access. */
export const STEP_UP_SENTENCE = `A member must have signed in or confirmed it is them (\`confirmIdentity\`) in the last ${STEP_UP_MINUTES} minutes, else STEP_UP_REQUIRED (an API key is not asked).`;

/** Whether a root field declares `@StepUp()`. */
export const stepUpOf = (field: Pick<GraphQLField<unknown, unknown> | GraphQLFieldConfig<unknown, unknown>, 'extensions'>): boolean => (field.extensions as { stepUp?: unknown }).stepUp === true;

/**
 * type-graphql's check behind `@SignedIn()`, `@Can()` and `@Authorized()` (a record's spam verdict:
 * any signed-in principal). It runs before the arguments are converted and validated, so a caller
 * without access learns nothing about what it sent. Throws the app's own errors (401 / 403).
 */
export const authChecker: AuthCheckerFn<AppContext, Permission> = async ({ context }, permissions) => {
  if (permissions.length === 0) await context.requireSignedIn();
  for (const permission of permissions) await context.require(permission);
  return true;
};

const NO_DECLARATION = "declares no access: add @Can('…'), @SignedIn() or @Public()";

/**
 * Refuses a schema in which a root field declares no access, names a permission that does not
 * exist, or answers with a type that implements `Node` which its caller may not read: a field
 * for `leads:write` may hand back a `ContactSubmission` (`leads:read` comes with it), a public
 * field only public records, or the caller's own record it names. `node(id:)` answers any type
 * and checks each one's permission when it is asked.
 */
export function checkDeclaredAccess(schema: GraphQLSchema, nodes: ReadonlyMap<string, NodeSource>): void {
  const problems: string[] = [];
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    if (!root) continue;
    for (const field of Object.values(root.getFields())) {
      const name = `${root.name}.${field.name}`;
      const access = accessOf(field);
      if (!access) {
        problems.push(`${name} ${NO_DECLARATION}`);
        continue;
      }
      if (access.access === 'permission' && !isPermission(access.permission)) {
        problems.push(`${name} declares the unknown permission '${String(access.permission)}'`);
        continue;
      }
      const granted = access.access === 'permission' ? permissionsOf([access.permission]) : new Set<Permission>();
      for (const typeName of nodeTypesReachable(getNamedType(field.type))) {
        const source = nodes.get(typeName);
        if (!source) continue;
        const readable = source.permission === 'public' || granted.has(source.permission) || (access.access !== 'permission' && access.ownRecord === typeName);
        if (!readable) problems.push(`${name} answers with ${typeName}, which needs ${source.permission}: declare @Can('${source.permission}') or a permission that brings it`);
      }
    }
  }
  if (problems.length > 0) throw new Error(`The GraphQL schema does not say who may call it:\n${problems.join('\n')}`);
}

/** The access a root field declares, if it declares one. */
export function accessOf(field: Pick<GraphQLField<unknown, unknown> | GraphQLFieldConfig<unknown, unknown>, 'extensions'>): FieldAccess | null {
  const { access, permission, ownRecord } = field.extensions as { access?: unknown; permission?: unknown; ownRecord?: unknown };
  const own = typeof ownRecord === 'string' ? { ownRecord } : {};
  if (access === 'public' || access === 'signed-in') return { access, ...own };
  if (access === 'permission' && typeof permission === 'string') return { access, permission: permission as Permission };
  return null;
}

/**
 * What a root field needs of its caller, as the explorer says it after the field's own
 * description; nothing for a public field, which says itself whom it serves.
 */
export function accessSentence(access: FieldAccess): string | null {
  if (access.access === 'public') return null;
  if (access.access === 'signed-in') return 'Needs a signed-in admin, of any role.';
  return `Needs the \`${access.permission}\` permission.`;
}

/** The object types implementing `Node` that an answer of `type` may contain (following object fields, lists and connections). */
function nodeTypesReachable(type: GraphQLNamedType): Set<string> {
  const found = new Set<string>();
  const seen = new Set<string>();
  const visit = (current: GraphQLNamedType) => {
    if (!isObjectType(current) || seen.has(current.name)) return;
    seen.add(current.name);
    if (implementsNode(current)) found.add(current.name);
    for (const child of Object.values(current.getFields())) visit(getNamedType(child.type));
  };
  visit(type);
  return found;
}

const implementsNode = (type: GraphQLObjectType): boolean => type.getInterfaces().some((face) => face.name === 'Node');
