import { useSyncExternalStore } from 'react';

/**
 * The admin's token, kept where the spec says (`localStorage.adminToken`) and shared with every
 * part of the back office through a tiny store.
 */
const TOKEN_KEY = 'adminToken';
const listeners = new Set<() => void>();

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
