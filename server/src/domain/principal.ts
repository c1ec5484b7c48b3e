import type { Permission, Role } from '../rules/access.js';
import type { PrincipalKind } from '../rules/events.js';

/**
 * Who is making a request (issue P18): a visitor, a signed-in admin account with its role, or
 * (P15) an API key with its scopes. `context.ts` works it out once per request from the bearer
 * credential; nothing else reads `Authorization`.
 */
export type Principal = Visitor | AdminPrincipal | KeyPrincipal;

export interface Visitor {
  kind: 'visitor';
}

export interface AdminPrincipal {
  kind: 'admin';
  adminId: string;
  username: string;
  role: Role;
  /** The session the bearer token belongs to (signing out ends it). */
  sessionId: string;
  expiresAt: Date;
  /**
   * The team requires two factors of the account's role and it has none (issue P22): until one is
   * set up it has no permissions, only its own account (which is where it sets one up).
   */
  twoFactorSetupRequired: boolean;
  /** When the member last proved it is them in this session (signing in, or step-up). */
  provenAt: Date;
  permissions: ReadonlySet<Permission>;
}

/** An integrator's API key (P15 issues them). */
export interface KeyPrincipal {
  kind: 'key';
  keyId: string;
  name: string;
  permissions: ReadonlySet<Permission>;
}

export type SignedIn = AdminPrincipal | KeyPrincipal;

export const VISITOR: Visitor = Object.freeze({ kind: 'visitor' });

export const can = (principal: Principal, permission: Permission): boolean =>
  principal.kind !== 'visitor' && principal.permissions.has(permission);

/** The name a principal is shown by (in an event, a reply's "sent by", the audit trail). */
export const displayNameOf = (principal: SignedIn): string =>
  principal.kind === 'admin' ? principal.username : principal.name;

/** Turns a bearer credential into a principal; each area that issues credentials gives one. */
export type Authenticator = (bearer: string) => Promise<SignedIn | null>;

/** Who did something, as a domain event stores it (P18 §2). */
export interface Actor {
  kind: PrincipalKind;
  /** The admin's or key's id; null for visitors and the system. */
  id: string | null;
  /** The admin's username or the key's name, kept so the trail reads after the account is gone. */
  name: string | null;
  /** The request that made the change (Fastify's request id); null for the system. */
  requestId: string | null;
  /** The client address, hashed with a server secret (never stored in the clear). */
  addressHash: string | null;
}

export const SYSTEM_ACTOR: Actor = Object.freeze({
  kind: 'system',
  id: null,
  name: null,
  requestId: null,
  addressHash: null,
});

/**
 * Whom a signed link (an export's download) was made for: an admin's session, or an API key. The
 * link works while that does: opening it finds the principal again (`principalOfLinkHolder`).
 */
export type LinkHolder = { kind: 'admin'; adminId: string; sessionId: string } | { kind: 'key'; keyId: string };

export const linkHolderOf = (principal: SignedIn): LinkHolder =>
  principal.kind === 'admin' ? { kind: 'admin', adminId: principal.adminId, sessionId: principal.sessionId } : { kind: 'key', keyId: principal.keyId };

/** Whether a value read back from a link is a `LinkHolder`. */
export function isLinkHolder(holder: unknown): holder is LinkHolder {
  if (typeof holder !== 'object' || holder === null) return false;
  const { kind, adminId, sessionId, keyId } = holder as Record<string, unknown>;
  return kind === 'admin' ? typeof adminId === 'string' && typeof sessionId === 'string' : kind === 'key' && typeof keyId === 'string';
}

/** The principal a link's holder is now, or null when the session ended or the key stopped working (the areas that issue them look it up). */
export function principalOfLinkHolder(
  holder: LinkHolder,
  sessions: { sessionPrincipal(adminId: string, sessionId: string): Promise<AdminPrincipal | null> },
  keys: { principalOf(keyId: string): Promise<KeyPrincipal | null> },
): Promise<SignedIn | null> {
  return holder.kind === 'admin' ? sessions.sessionPrincipal(holder.adminId, holder.sessionId) : keys.principalOf(holder.keyId);
}
