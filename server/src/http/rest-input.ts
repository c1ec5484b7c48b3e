import type { FastifyRequest } from 'fastify';
import { InvalidInputError } from '../domain/errors.js';
import { SPAM_FILTER } from '../rules/spam.js';

/** `?page=&limit=` of the REST lists: whole numbers from 1, limit at most 100. */
export function pageQuery(query: unknown, defaultLimit: number): { page: number; limit: number } {
  const params = (query ?? {}) as Record<string, unknown>;
  const number = (name: 'page' | 'limit', fallback: number, max: number) => {
    const raw = params[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1 || value > max) throw InvalidInputError.field(name, `${name} must be a whole number from 1 to ${max}`);
    return value;
  };
  return { page: number('page', 1, 1_000_000), limit: number('limit', defaultLimit, 100) };
}

/** An optional filter from the query string that must be one of `allowed` (empty means no filter). */
export function queryChoice<T extends string>(query: unknown, name: string, allowed: readonly T[]): T | null {
  const value = ((query ?? {}) as Record<string, unknown>)[name];
  if (value === undefined || value === '' || value === 'all') return null;
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  throw InvalidInputError.field(name, `${name} must be one of ${allowed.join(', ')}`);
}

/**
 * `?status=` of a list whose records the spam guard may hold: one of `allowed`, or `spam` for
 * what it held (hidden otherwise).
 */
export function statusOrSpamQuery<T extends string>(query: unknown, allowed: readonly T[]): { status: T | null; spam: boolean } {
  const choice = queryChoice<string>(query, 'status', [...allowed, SPAM_FILTER]);
  return choice === SPAM_FILTER ? { status: null, spam: true } : { status: choice as T | null, spam: false };
}

/** An optional text filter from the query string. */
export function queryText(query: unknown, name: string): string | null {
  const value = ((query ?? {}) as Record<string, unknown>)[name];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** The `:id` of a REST path. */
export function idParam(request: FastifyRequest): string {
  return (request.params as { id: string }).id;
}

/** The JSON body with extra fields (such as the id from the path) taking precedence. */
export function bodyWith(request: FastifyRequest, extra: Record<string, unknown>): Record<string, unknown> {
  const body = request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? (request.body as Record<string, unknown>) : {};
  return { ...body, ...extra };
}
