import { isRole, permissionsOfRole, ROLES, type Permission, type Role } from '@rules/access';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { adminApolloClient } from '../apollo';
import type { VerifyTokenQuery as VerifyTokenQueryResult } from '../gql/graphql';
import { VerifyTokenQuery } from './documents';
import { session, useToken } from './session';

export interface SignedInAdmin {
  id: string;
  username: string;
  role: string;
  /** Set at sign-in when the password predates the current rules: the back office asks for a new one first. */
  passwordChangeRequired: boolean;
}

export type AuthState =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | {
      status: 'signedIn';
      admin: SignedInAdmin;
      expiresAt: Date;
      /** The team requires two factors of the admin's role and they have none: they set one up first. Null until the server said (just after signing in). */
      twoFactorSetupRequired: boolean | null;
    };

interface Auth {
  state: AuthState;
  /** Keeps the token of a sign-in or registration and the admin it belongs to. */
  signIn(token: string, admin: SignedInAdmin, expiresAt: string): void;
  /** The signed-in admin as the server now has it (after a password change). */
  updateAdmin(admin: SignedInAdmin): void;
}

const AuthContext = createContext<Auth | null>(null);

interface Verified {
  token: string;
  admin: SignedInAdmin;
  expiresAt: Date;
  twoFactorSetupRequired: boolean | null;
}

/** What the server's answer to `VerifyToken` says of the admin of `token`. */
const verifiedOf = (token: string, { verifyToken }: VerifyTokenQueryResult): Verified => ({
  token,
  admin: verifyToken.admin,
  expiresAt: new Date(String(verifyToken.expiresAt)),
  twoFactorSetupRequired: verifyToken.twoFactorSetupRequired,
});

/** How often the token is checked before a failing check signs the admin out, and the first wait between checks (doubling). */
const VERIFY_ATTEMPTS = 3;
const VERIFY_RETRY_MS = 1000;

/**
 * Who is signed in. A stored token is verified with the server when the back office opens; if
 * that fails, or the token's time runs out, the admin is signed out. A permission the server
 * refuses has the admin read again (their role may have changed).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const token = useToken();
  const [verified, setVerified] = useState<Verified | null>(null);

  useEffect(() => {
    if (!token) return;
    let current = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const verify = (attempt: number) =>
      adminApolloClient.query({ query: VerifyTokenQuery, fetchPolicy: 'network-only' }).then(
        ({ data }) => {
          if (!current) return;
          if (data) setVerified(verifiedOf(token, data));
          else session.clear();
        },
        () => {
          // A refused token is forgotten by the client's link (and this effect ends with it). Any
          // other failure (the network, or the page being left while the check was on its way) is
          // tried again before the admin is signed out: leaving a page must not sign anyone out.
          if (!current) return;
          if (attempt >= VERIFY_ATTEMPTS) session.clear();
          else retry = setTimeout(() => void verify(attempt + 1), VERIFY_RETRY_MS * 2 ** (attempt - 1));
        },
      );
    void verify(1);
    return () => {
      current = false;
      clearTimeout(retry);
    };
  }, [token]);

  // A permission refused (`session.refused`): the role is read again, and the screens follow it. The
  // admin stays signed in meanwhile; a failure leaves them as they were (a refused token is
  // forgotten by the client's link).
  useEffect(() => {
    let reading = false;
    return session.onRecheck(() => {
      const current = session.token();
      if (!current || reading) return;
      reading = true;
      adminApolloClient
        .query({ query: VerifyTokenQuery, fetchPolicy: 'network-only' })
        .then(({ data }) => {
          if (data && session.token() === current) setVerified(verifiedOf(current, data));
        })
        .catch(() => undefined)
        .finally(() => {
          reading = false;
        });
    });
  }, []);

  const signedIn = token !== null && verified?.token === token ? verified : null;
  useEffect(() => {
    if (!signedIn) return;
    const timer = setTimeout(session.clear, Math.max(0, signedIn.expiresAt.getTime() - Date.now()));
    return () => clearTimeout(timer);
  }, [signedIn]);

  const auth = useMemo<Auth>(
    () => ({
      state:
        token === null
          ? { status: 'signedOut' }
          : signedIn
            ? { status: 'signedIn', admin: signedIn.admin, expiresAt: signedIn.expiresAt, twoFactorSetupRequired: signedIn.twoFactorSetupRequired }
            : { status: 'loading' },
      signIn(newToken, admin, expiresAt) {
        // What the team requires of the admin first comes with the token's check, which follows at once.
        setVerified({ token: newToken, admin, expiresAt: new Date(expiresAt), twoFactorSetupRequired: null });
        session.store(newToken);
      },
      updateAdmin(admin) {
        setVerified((current) => (current ? { ...current, admin } : current));
      },
    }),
    [token, signedIn],
  );
  return <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>;
}

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth needs an AuthProvider');
  return auth;
}

const NO_PERMISSIONS: ReadonlySet<Permission> = new Set();
const PERMISSIONS_OF_ROLE = Object.fromEntries(ROLES.map((role) => [role, permissionsOfRole(role)])) as Readonly<Record<Role, ReadonlySet<Permission>>>;

/**
 * What an admin may do: their role's permissions, by the same rules the server checks. A role
 * this browser does not know (a newer server) grants nothing here; the server decides anyway.
 */
export const permissionsOfAdmin = (admin: Pick<SignedInAdmin, 'role'>): ReadonlySet<Permission> =>
  isRole(admin.role) ? PERMISSIONS_OF_ROLE[admin.role] : NO_PERMISSIONS;

/** The signed-in admin's permissions (none while signed out or loading); the same set for as long as the role is. */
export function usePermissions(): ReadonlySet<Permission> {
  const { state } = useAuth();
  return state.status === 'signedIn' ? permissionsOfAdmin(state.admin) : NO_PERMISSIONS;
}

/** Whether the signed-in admin may do `permission`: screens show and hide by it (the server refuses anyway). */
export function useCan(permission: Permission): boolean {
  return usePermissions().has(permission);
}

/**
 * Whether the signed-in admin may make the changes `permission` guards, where it is optional: a
 * screen that names none offers its controls (and a kit made of lists alone, outside the back
 * office's sign-in, as its tests are, works); one that names it offers them only to a role that has it.
 */
export function useMayChange(permission: Permission | undefined): boolean {
  const auth = useContext(AuthContext);
  if (permission === undefined) return true;
  return auth?.state.status === 'signedIn' && permissionsOfAdmin(auth.state.admin).has(permission);
}
