import { useEffect, useState, useSyncExternalStore } from 'react';
import { print } from 'graphql';
import { session, useToken } from '../admin/auth/session';
import { VerifyTokenDocument, type VerifyTokenQuery } from '../admin/gql/graphql';

/**
 * What the explorer sends as `Authorization: Bearer`: an API key pasted into its header field, or
 * else the session of the admin signed in to the back office in this browser (the same token the
 * back office keeps), or nothing.
 */
export type Credential =
  | { kind: 'key'; token: string }
  /** `username` is null while the session is being checked, or when it could not be (the network). */
  | { kind: 'session'; token: string; username: string | null }
  | { kind: 'none' };

/** The pasted key lives in this tab only: sessionStorage, never localStorage, gone with the tab. */
const PASTED_KEY = 'finmesh.explorer.apiKey';
const listeners = new Set<() => void>();

function readPastedKey(): string {
  try {
    return sessionStorage.getItem(PASTED_KEY) ?? '';
  } catch {
    return '';
  }
}

let pasted = readPastedKey();

/** The API key pasted into the explorer's header, as typed (a tiny store, as the admin's session is). */
export const pastedKey = {
  get: () => pasted,
  set(next: string) {
    pasted = next;
    try {
      if (next) sessionStorage.setItem(PASTED_KEY, next);
      else sessionStorage.removeItem(PASTED_KEY);
    } catch {
      // Storage refused (a private window's quota): the key stays in memory for this page.
    }
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function usePastedKey(): string {
  return useSyncExternalStore(pastedKey.subscribe, pastedKey.get, () => '');
}

/** The bearer credential to send now: the pasted key first, then the signed-in admin's session. */
export function bearerNow(): string | null {
  return pasted.trim() || session.token();
}

/** Who the session belongs to, once checked; a session the server refuses is forgotten, as the back office does. */
function useSessionAdmin(token: string | null): string | null {
  const [checked, setChecked] = useState<{ token: string; username: string } | null>(null);
  useEffect(() => {
    if (!token) return;
    let current = true;
    void fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: print(VerifyTokenDocument) }),
    })
      .then((response) => response.json() as Promise<{ data?: VerifyTokenQuery | null; errors?: { extensions?: { code?: string } }[] }>)
      .then(({ data, errors }) => {
        if (!current) return;
        if (data?.verifyToken.admin) setChecked({ token, username: data.verifyToken.admin.username });
        else if (errors?.some((error) => error.extensions?.code === 'UNAUTHENTICATED')) session.clear();
      })
      // The network: the session is still sent, its owner just not named.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [token]);
  return token !== null && checked?.token === token ? checked.username : null;
}

/** The credential the explorer sends now: the pasted key first, then the signed-in admin's session. */
export function useCredential(pastedKey: string): Credential {
  const token = useToken();
  const username = useSessionAdmin(token);
  const key = pastedKey.trim();
  if (key) return { kind: 'key', token: key };
  if (token) return { kind: 'session', token, username };
  return { kind: 'none' };
}

/** The note beside the key field: whose requests these are. */
export function credentialNote(credential: Credential): string {
  if (credential.kind === 'key') return 'Using a pasted key';
  if (credential.kind === 'session') return credential.username ? `Signed in as ${credential.username}` : 'Signed in';
  return 'Not signed in';
}
