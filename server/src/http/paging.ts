import { InvalidInputError } from '../domain/errors.js';

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
