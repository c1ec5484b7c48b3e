import { useSyncExternalStore } from 'react';

/**
 * The admin's token, kept where the spec says (`localStorage.adminToken`) and shared with every
 * part of the back office through a tiny store.
 */
const TOKEN_KEY = 'adminToken';
const listeners = new Set<() => void>();
const rechecks = new Set<() => void>();

function read(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

let token = read();

export const session = {
  token: () => token,
  store(next: string) {
    token = next;
    localStorage.setItem(TOKEN_KEY, next);
    listeners.forEach((listener) => listener());
  },
  /** Forgets the token (and so the admin): on sign-out, expiry or any 401. */
  clear() {
    if (token === null) return;
    token = null;
    localStorage.removeItem(TOKEN_KEY);
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /**
   * What the server's refusal of a call made with the token says about the admin: a credential
   * refused (`UNAUTHENTICATED`) signs them out (the back office sends them to sign-in, remembering
   * the screen); a permission refused (`FORBIDDEN`) means their role may have changed since it was
   * read, so it is read again (`onRecheck`) and the screens offer what the role now allows.
   */
  refused(code: string) {
    if (code === 'UNAUTHENTICATED') session.clear();
    else if (code === 'FORBIDDEN') session.recheck();
  },
  /** Has the signed-in admin read again from the server (their role, what they must do first). */
  recheck() {
    if (token !== null) rechecks.forEach((listener) => listener());
  },
  /** Called when the admin's role should be read again from the server (see `refused`). */
  onRecheck(listener: () => void): () => void {
    rechecks.add(listener);
    return () => {
      rechecks.delete(listener);
    };
  },
};

// Signing out in one tab signs out the others.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== TOKEN_KEY) return;
    token = read();
    listeners.forEach((listener) => listener());
  });
}

export function useToken(): string | null {
  return useSyncExternalStore(session.subscribe, session.token, () => null);
}
