import type { FastifyRequest, RouteShorthandOptions } from 'fastify';

/**
 * Who may call a REST route: everyone, or signed-in admins only. Every route an area registers is
 * for admins unless it says otherwise with `PUBLIC`, so a new route nobody thought about fails
 * closed (401), never open. Checked by one hook before the route runs (`rest.ts`); the test in
 * `access.test.ts` walks every registered route.
 */
export type Access = 'public' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}

/** The options of a route anyone may call: `app.post('/api/contact', PUBLIC, handler)`. */
export const PUBLIC = { config: { access: 'public' } } satisfies RouteShorthandOptions;

/** Answers from the APIs carry data that must not sit in shared caches. */
export function isApiPath(path: string): boolean {
  return /^\/(api|graphql|email-recipients)(\/|$)/.test(path);
}

/**
 * Whether a request posts to something anyone may write to: a public REST route, a form's page
 * (`/forms/*`), or GraphQL. Its refusals (400, 413) count against its address's limit on them.
 */
export function postsToPublicWrite(request: FastifyRequest): boolean {
  return request.method === 'POST' && (request.routeOptions.config.access === 'public' || request.routeOptions.url === '/graphql');
}

/** Whether an answer refuses what was posted (not valid, too large, too many fields). */
export const isRefusal = (status: number): boolean => status === 400 || status === 413;
