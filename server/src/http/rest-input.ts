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

const YES = /^(true|on|yes|1)$/i;
const NO = /^(false|off|no|0|)$/i;

/**
 * A yes/no field as the spec's REST clients send it: a boolean, or "true", "on", "yes", "1" (and
 * their opposites) from HTML forms and older clients. Anything else is passed on as it came, for
 * the input's boolean check to refuse with the field's message. GraphQL takes booleans only.
 */
export function formBoolean(value: unknown): unknown {
  if (typeof value === 'number') return value === 1 ? true : value === 0 ? false : value;
  if (typeof value !== 'string') return value;
  if (YES.test(value.trim())) return true;
  if (NO.test(value.trim())) return false;
  return value;
}

/** The JSON body with its yes/no fields `names` read by `formBoolean`. */
export function bodyWithBooleans(request: FastifyRequest, names: readonly string[]): Record<string, unknown> {
  const body = bodyWith(request, {});
  for (const name of names) if (name in body) body[name] = formBoolean(body[name]);
  return body;
}
