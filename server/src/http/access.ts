/**
 * Which REST paths belong to the back office (spec sections 6 and 7). One table, enforced by one
 * hook before any route runs: no valid admin token, 401. Paths of areas not built yet are
 * covered too, so an admin path can never be reachable without a token, whatever its route.
 */
const OPEN_ADMIN_PATHS = new Set(['POST /api/admin/login', 'POST /api/admin/create-admin']);

export function requiresAdmin(method: string, path: string): boolean {
  if (OPEN_ADMIN_PATHS.has(`${method} ${path}`)) return false;
  const under = (prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
  if (under('/api/admin') || under('/api/contact/admin') || under('/api/career/applications')) return true;
  if (under('/email-recipients') || under('/api/email-recipients')) return true;
  // Subscribing is the public newsletter form; everything else about subscribers is the back office's.
  if (under('/api/subscriptions') && path !== '/api/subscriptions/subscribe') return true;
  // Job postings are public to read; writing them is for admins.
  if (under('/api/jobs') && method !== 'GET' && method !== 'HEAD') return true;
  return false;
}

/** Answers from the APIs carry data that must not sit in shared caches. */
export function isApiPath(path: string): boolean {
  return /^\/(api|graphql|email-recipients)(\/|$)/.test(path);
}
