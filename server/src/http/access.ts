import type { FastifyRequest, RouteShorthandOptions } from 'fastify';
import { isPermission, type Permission } from '../rules/access.js';

/**
 * Who may call a REST route: everyone, any signed-in principal, or a principal with a permission.
 * Every route an area registers says which (`PUBLIC`, `SIGNED_IN`, `can('leads:write')`); one that
 * says none stops the app from starting (`rest.ts`), so a route nobody thought about never answers.
 * Checked by one hook before the route runs, before its body is read.
 */
export type Access = 'public' | 'signed-in' | Permission;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: 'public' | 'signed-in';
    permission?: Permission;
    /** A member must have proved it is them in the last minutes (step-up; `recentProof`). */
    stepUp?: boolean;
  }
}

/** The options of a route anyone may call: `app.post('/api/contact', PUBLIC, handler)`. */
export const PUBLIC = { config: { access: 'public' } } satisfies RouteShorthandOptions;

/** The options of a route for any signed-in principal (its own session and account). */
export const SIGNED_IN = { config: { access: 'signed-in' } } satisfies RouteShorthandOptions;

/** The options of a route for principals with `permission`: `{ ...ID_PATH, ...can('leads:write') }`. */
export const can = (permission: Permission) => ({ config: { permission } }) satisfies RouteShorthandOptions;

/**
 * A route's options, for a member who proved it is them in the last `STEP_UP_MINUTES` (signing in,
 * or confirming it again); an older proof is a 403 `STEP_UP_REQUIRED` (issue P22). An API key is
 * not a session and is not asked: `{ ...ID_PATH, ...recentProof(can('keys:manage')) }`.
 */
export const recentProof = <TOptions extends { config: object }>(options: TOptions) => ({ ...options, config: { ...options.config, stepUp: true } }) satisfies RouteShorthandOptions;

/** What a route's options declare, or `null` when they declare nothing. */
export function accessOfRoute(config: { access?: string; permission?: string } | undefined): Access | null {
  if (config?.permission !== undefined) return isPermission(config.permission) ? config.permission : null;
  return config?.access === 'public' || config?.access === 'signed-in' ? config.access : null;
}

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
