import type { FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { Connection, PageRequest } from '../domain/pagination.js';
import { InvalidInputError } from '../domain/errors.js';
import { SPAM_FILTER } from '../rules/spam.js';
import { SEARCH_MAX_LENGTH, SERVER_MESSAGES } from '../rules/server.js';
import { CONTROL_CHARACTER_RANGES } from '../rules/rule.js';

/**
 * What the REST routes read from the path and the query string. Fastify checks and converts both
 * against the schemas below before a route runs (`?page=2` becomes the number 2), so the handlers
 * read typed values; a problem answers 400 with the field's message in the failure envelope.
 */

/** A route whose path names a record: `/api/jobs/:id`. */
export interface IdRoute {
  Params: { id: string };
}

/** `?page=&limit=` (whole numbers from 1) and the filters a list takes. */
export interface ListQuery<Status extends string = never> {
  page: number;
  limit: number;
  /** One of the statuses, or `all` (also an empty or missing value) for no filter. */
  status?: Status | typeof NO_FILTER;
  search?: string;
}

/** A REST list route; `Status` is what `?status=` may be (with `spam` where the spam guard holds records). */
export interface ListRoute<Status extends string = never> {
  Querystring: ListQuery<Status>;
}

const NO_FILTER = 'all';
const MAX_PAGE = 1_000_000;
const MAX_LIMIT = 100;

/** A path or query field: its JSON schema and the message when a value does not fit it (by the schema keyword it broke, where they differ). */
interface CheckedField {
  schema: Record<string, unknown>;
  message: string;
  messageFor?: Record<string, string>;
  /** Sent as digits only: checked before the schema, see `checked`. */
  digits?: boolean;
}

const DIGITS = /^[0-9]{1,15}$/;

const wholeNumber = (name: string, max: number, fallback: number): CheckedField => ({
  schema: { type: 'integer', minimum: 1, maximum: max, default: fallback },
  message: `${name} must be a whole number from 1 to ${max}`,
  digits: true,
});

const oneOf = (name: string, allowed: readonly string[]): CheckedField => ({
  schema: { type: 'string', enum: [...allowed, NO_FILTER] },
  message: `${name} must be one of ${allowed.join(', ')}`,
});

/** Text without control characters (as `rules/rule.ts` has them). */
const text = (name: string, message = `${name} must be text without control characters`): CheckedField => ({
  schema: { type: 'string', pattern: `^[^${CONTROL_CHARACTER_RANGES}]*$` },
  message,
});

/** `?search=`: text without control characters, of a length a person could have meant. */
const SEARCH: CheckedField = {
  schema: { ...text('search').schema, maxLength: SEARCH_MAX_LENGTH },
  message: SERVER_MESSAGES.controlCharacters,
  messageFor: { maxLength: SERVER_MESSAGES.searchTooLong },
};

/** Route options that check the query (or the path) against `fields`, answering with the first problem's message. */
function checked(part: 'querystring' | 'params', fields: Record<string, CheckedField>, required: readonly string[] = []): RouteShorthandOptions {
  const properties = Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.schema]));
  const numbers = Object.entries(fields).filter(([, field]) => field.digits);
  return {
    // Ajv reads "Infinity" (and 400 nines) as the number Infinity and then skips its minimum and
    // maximum checks, so a whole number must first be plain digits.
    preValidation: async (request) => {
      const values = (part === 'querystring' ? request.query : request.params) as Record<string, unknown>;
      for (const [name, field] of numbers) {
        const value = values[name];
        if (value !== undefined && !(typeof value === 'string' && DIGITS.test(value))) throw InvalidInputError.field(name, field.message);
      }
    },
    schema: { [part]: { type: 'object', properties, required } },
    schemaErrorFormatter: (errors) => {
      const [first] = errors;
      const missing = first?.params['missingProperty'];
      const name = first?.instancePath.replace(/^\//, '') || (typeof missing === 'string' ? missing : '');
      const field = fields[name];
      return InvalidInputError.field(name, (first && field?.messageFor?.[first.keyword]) ?? field?.message ?? `${name} is not valid`);
    },
  };
}

/** The options of a route with `:id` in its path. */
export const ID_PATH: RouteShorthandOptions = checked('params', { id: text('id') }, ['id']);

/**
 * A further query field of a list: one of a list of values (or `all`), or text of at most that
 * many characters, with the message for one that is too long.
 */
export type QueryFilter = readonly string[] | { maxLength: number; tooLong: string };

/** What a list's query takes: its default page size, its statuses (and `spam`), a search, its own filters. */
export interface ListShape {
  limit: number;
  statuses?: readonly string[];
  spam?: boolean;
  search?: boolean;
  filters?: Readonly<Record<string, QueryFilter>>;
}

function listFields(options: ListShape): Record<string, CheckedField> {
  const fields: Record<string, CheckedField> = { page: wholeNumber('page', MAX_PAGE, 1), limit: wholeNumber('limit', MAX_LIMIT, options.limit) };
  if (options.statuses) fields['status'] = oneOf('status', options.spam ? [...options.statuses, SPAM_FILTER] : options.statuses);
  if (options.search) fields['search'] = SEARCH;
  for (const [name, filter] of Object.entries(options.filters ?? {})) {
    fields[name] = isValueList(filter)
      ? oneOf(name, filter)
      : { schema: { ...text(name).schema, maxLength: filter.maxLength }, message: SERVER_MESSAGES.controlCharacters, messageFor: { maxLength: filter.tooLong } };
  }
  return fields;
}

/**
 * The options of a list route: `limit` defaults to `limit`, `statuses` are what `?status=` may
 * name (`spam` added where the spam guard holds records), `search` whether it takes `?search=`,
 * `filters` the list's other query fields.
 */
export function listOptions(options: ListShape): RouteShorthandOptions {
  return checked('querystring', listFields(options));
}

/**
 * A list's query read the way its route reads it (same fields, same messages), from values that
 * came some other way (an export names the list's filter in its body): the filter fields only,
 * an empty value as none. Throws the first problem as the route would answer it.
 */
export function readListQuery<TQuery extends object>(options: ListShape, values: Readonly<Record<string, unknown>>): Partial<TQuery> {
  const fields = listFields(options);
  const read: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    const field = fields[name];
    if (!field || name === 'page' || name === 'limit') throw InvalidInputError.field(name, `${name} is not a filter of this list`);
    if (value === undefined || value === null || value === '') continue;
    if (typeof value !== 'string') throw InvalidInputError.field(name, field.message);
    const problem = schemaProblem(field.schema, value);
    if (problem) throw InvalidInputError.field(name, field.messageFor?.[problem] ?? field.message);
    read[name] = value;
  }
  return read as Partial<TQuery>;
}

/** The keyword of a text field's schema (as `listFields` makes them) that `value` breaks, if any. */
function schemaProblem(schema: Record<string, unknown>, value: string): string | null {
  const allowed = schema['enum'];
  if (Array.isArray(allowed) && !allowed.includes(value)) return 'enum';
  const pattern = schema['pattern'];
  if (typeof pattern === 'string' && !new RegExp(pattern, 'u').test(value)) return 'pattern';
  const maxLength = schema['maxLength'];
  if (typeof maxLength === 'number' && [...value].length > maxLength) return 'maxLength';
  return null;
}

const isValueList = (filter: QueryFilter): filter is readonly string[] => Array.isArray(filter);

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * `?from=` and the like: a calendar date (its first instant, UTC) or a date and time with its
 * offset (ISO 8601), or null when left out; anything else is refused with `message`.
 */
export function instantFilter(value: string | undefined, field: string, message: string): Date | null {
  if (value === undefined || value.trim() === '') return null;
  const text = value.trim();
  const dateOnly = CALENDAR_DATE.test(text);
  if (!(dateOnly || DATE_TIME.test(text)) || !isCalendarDate(text.slice(0, 10))) throw InvalidInputError.field(field, message);
  const instant = new Date(dateOnly ? `${text}T00:00:00Z` : text);
  if (Number.isNaN(instant.getTime())) throw InvalidInputError.field(field, message);
  return instant;
}

/** Whether `2026-02-28` names a day of the calendar (JavaScript's dates would move `2026-02-30` to March). */
function isCalendarDate(date: string): boolean {
  const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day;
}

/** The options of a route that reads the query fields `names`, each optional text. */
export function textQueryOptions(names: Record<string, string>): RouteShorthandOptions {
  return checked('querystring', Object.fromEntries(Object.entries(names).map(([name, message]) => [name, text(name, message)])));
}

/** `?status=` as a filter: one of the statuses, or null for all. */
export function statusFilter<Status extends string>(status: Status | typeof NO_FILTER | undefined): Status | null {
  return status === undefined || status === NO_FILTER ? null : status;
}

/** `?status=` of a list the spam guard feeds: a status, or `spam` for what it held (hidden otherwise). */
export function statusOrSpam<Status extends string>(status: Status | typeof SPAM_FILTER | typeof NO_FILTER | undefined): { status: Status | null; spam: boolean } {
  return status === SPAM_FILTER ? { status: null, spam: true } : { status: statusFilter(status as Status | typeof NO_FILTER | undefined), spam: false };
}

/** A blank search is no search. */
export function searchFilter(search: string | undefined): string | null {
  return search !== undefined && search.trim() !== '' ? search : null;
}

/**
 * An empty query value (`?status=&page=`) means the same as leaving it out, as HTML forms and the
 * spec's clients send it; dropped before the schema applies its defaults.
 */
export async function dropEmptyQueryValues(request: FastifyRequest): Promise<void> {
  const query = request.query;
  if (!query || typeof query !== 'object') return;
  for (const [name, value] of Object.entries(query)) if (value === '') Reflect.deleteProperty(query, name);
}

/**
 * The envelope of a REST list page (spec section 7). `total` is counted up to 10,000 (`COUNT_LIMIT`;
 * 1,000 for a search); `totalIsExact` is false when more match, and `hasNextPage` says whether a
 * page follows this one.
 */
export function listEnvelope<TNode, TRecord>(connection: Connection<TNode>, { page, limit }: { page: number; limit: number }, toRecord: (node: TNode) => TRecord) {
  return {
    success: true as const,
    data: connection.edges.map((edge) => toRecord(edge.node)),
    total: connection.totalCount,
    totalIsExact: connection.totalCountIsExact,
    totalPages: Math.ceil(connection.totalCount / limit),
    currentPage: page,
    hasNextPage: connection.pageInfo.hasNextPage,
  };
}

/** The page a list route asks the service for. */
export function pageOf({ page, limit }: { page: number; limit: number }): PageRequest {
  return { first: limit, offset: (page - 1) * limit };
}

/** The JSON body with extra fields (such as the id from the path) taking precedence. */
export function bodyWith(request: FastifyRequest, extra: Record<string, unknown>): Record<string, unknown> {
  const { body } = request;
  if (body === undefined || body === null) return { ...extra };
  // Text, a number or an array is no record of fields: refused, never read as "no fields" (which would clear them).
  if (typeof body !== 'object' || Array.isArray(body)) throw new InvalidInputError([], SERVER_MESSAGES.bodyNotObject);
  return { ...(body as Record<string, unknown>), ...extra };
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
