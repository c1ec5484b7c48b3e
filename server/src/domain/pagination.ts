import { Cursor, CursorError, raw, type EntityMetadata, type EntityName, type FilterObject, type FilterQuery, type OrderDefinition } from '@mikro-orm/core';
import type { QBFilterQuery } from '@mikro-orm/postgresql';
import type { EntityManager } from '../db/orm.js';
import { hasControlCharacters } from '../rules/rule.js';
import { InvalidInputError } from './errors.js';

export interface PageInfo {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

export interface Edge<TNode> {
  cursor: string;
  node: TNode;
}

export interface Connection<TNode> {
  edges: Edge<TNode>[];
  pageInfo: PageInfo;
  /** How many nodes match, counted up to `COUNT_LIMIT` (`SEARCH_COUNT_LIMIT` for a text search). */
  totalCount: number;
  /** False when more match than were counted: `totalCount` is then that limit, a lower bound. */
  totalCountIsExact: boolean;
}

/** Relay arguments, plus `offset` so page-number screens can jump straight to a page. */
export interface PageRequest {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
  offset?: number | null;
}

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
/**
 * Lists count the rows that match up to this many: an exact count of a million rows reads them
 * all (160 ms on the bench machine) on every page, for a figure a person reads as "10,000+" anyway.
 */
export const COUNT_LIMIT = 10_000;
/**
 * A text search counts its matches up to this many: each match is a row read and checked (the
 * trigram index only narrows them down), so 10,000 of them take 20-70 ms; 1,000 take a few.
 */
export const SEARCH_COUNT_LIMIT = 1_000;

export interface PaginateOptions<TEntity extends object, TNode> {
  where?: FilterQuery<TEntity>;
  /** Must end with a unique column (usually `id`) so every row has one place in the order. */
  orderBy: OrderDefinition<TEntity>;
  page: PageRequest;
  toNode: (entity: TEntity) => TNode;
  /** How far to count what matches: `COUNT_LIMIT` (the default), or `SEARCH_COUNT_LIMIT` for a text search. */
  countUpTo?: number;
}

/**
 * The one pagination helper: checks the arguments, caps the page size, and reads one page with
 * keyset cursors (`first/after`, `last/before`) or by offset (`offset` + `first`), always with the
 * count of what matches, up to `COUNT_LIMIT`. Cursors are opaque and interchangeable between the
 * two modes; deep pages are cheap by cursor, and by offset as far as the count goes.
 */
export async function paginate<TEntity extends object, TNode>(
  em: EntityManager,
  entity: EntityName<TEntity>,
  options: PaginateOptions<TEntity, TNode>,
): Promise<Connection<TNode>> {
  const { orderBy, page, toNode, countUpTo = COUNT_LIMIT } = options;
  // MikroORM's signatures take `NoInfer<TEntity>`, which TypeScript cannot relate to a generic `TEntity`.
  const where = (options.where ?? {}) as FilterQuery<NoInfer<TEntity>>;
  const { first, after, last, before, offset } = checkPageRequest(page);
  const meta = em.getMetadata().get(entity);

  if (offset !== undefined || (after === undefined && before === undefined && last === undefined)) {
    const skip = offset ?? 0;
    const size = first ?? DEFAULT_PAGE_SIZE;
    // One more than the page, to know whether another follows without counting that far.
    const [found, count] = await Promise.all([em.find(entity, where, { orderBy, limit: size + 1, offset: skip }), boundedCount(em, entity, where, countUpTo)]);
    const items = found.slice(0, size);
    const cursors = items.map((item) => Cursor.for(meta, item as FilterObject<TEntity>, orderBy));
    return {
      edges: items.map((item, index) => ({ cursor: cursors[index] as string, node: toNode(item as TEntity) })),
      pageInfo: {
        hasPreviousPage: skip > 0,
        hasNextPage: found.length > size,
        startCursor: cursors[0] ?? null,
        endCursor: cursors.at(-1) ?? null,
      },
      ...count,
    };
  }

  for (const field of ['after', 'before'] as const) {
    const value = field === 'after' ? after : before;
    if (value !== undefined && !isCursorOf(meta, orderBy, value)) throw InvalidInputError.field(field, INVALID_CURSOR);
  }
  try {
    const [cursor, count] = await Promise.all([
      em.findByCursor(entity, {
        where,
        orderBy,
        includeCount: false,
        ...(last !== undefined || before !== undefined ? { last: last ?? DEFAULT_PAGE_SIZE, before } : { first: first ?? DEFAULT_PAGE_SIZE, after }),
      }),
      boundedCount(em, entity, where, countUpTo),
    ]);
    return {
      edges: cursor.items.map((item) => ({ cursor: cursor.from(item), node: toNode(item as TEntity) })),
      pageInfo: {
        hasPreviousPage: cursor.hasPrevPage,
        hasNextPage: cursor.hasNextPage,
        startCursor: cursor.startCursor,
        endCursor: cursor.endCursor,
      },
      ...count,
    };
  } catch (error) {
    if (error instanceof CursorError) {
      throw InvalidInputError.field(after !== undefined ? 'after' : 'before', INVALID_CURSOR);
    }
    throw error;
  }
}

/** How many rows match `where`, reading at most one past `limit`. */
async function boundedCount<TEntity extends object>(em: EntityManager, entity: EntityName<TEntity>, where: FilterQuery<NoInfer<TEntity>>, limit: number): Promise<{ totalCount: number; totalCountIsExact: boolean }> {
  const matching = em.createQueryBuilder(entity).select(raw('1')).where(where as QBFilterQuery<TEntity>).limit(limit + 1).toQuery();
  const [row] = await em.getConnection().execute<{ count: number }[]>(`select count(*)::int as "count" from (${matching.sql}) as "matching"`, [...matching.params]);
  const counted = row?.count ?? 0;
  return counted > limit ? { totalCount: limit, totalCountIsExact: false } : { totalCount: counted, totalCountIsExact: true };
}

const INVALID_CURSOR = 'This cursor is not valid for this list.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

/**
 * Whether a cursor is one this list could have handed out: one value per ordering column, each
 * of that column's type. MikroORM would otherwise read an object in a cursor as a query operator
 * (`{"$ne": null}`) and pass values of the wrong type on to the database.
 */
function isCursorOf(meta: EntityMetadata, orderBy: object, cursor: string): boolean {
  let values: unknown;
  try {
    values = Cursor.decode(cursor);
  } catch {
    return false;
  }
  const keys = Object.keys(orderBy);
  if (!Array.isArray(values) || values.length !== keys.length) return false;
  return keys.every((key, index) => {
    const property = meta.properties[key as keyof typeof meta.properties];
    const value: unknown = values[index];
    if (!property) return false;
    if (value === null) return property.nullable === true;
    if (property.runtimeType === 'Date') return typeof value === 'string' && ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value));
    if (property.runtimeType === 'number') return typeof value === 'number' && Number.isFinite(value);
    if (property.runtimeType === 'boolean') return typeof value === 'boolean';
    if (typeof value !== 'string' || hasControlCharacters(value)) return false;
    return property.columnTypes?.[0] === 'uuid' ? UUID.test(value) : true;
  });
}

interface CheckedPageRequest {
  first?: number;
  after?: string;
  last?: number;
  before?: string;
  offset?: number;
}

function checkPageRequest(page: PageRequest): CheckedPageRequest {
  const checked: CheckedPageRequest = {};
  for (const key of ['first', 'last', 'offset'] as const) {
    const value = page[key];
    if (value === null || value === undefined) continue;
    if (!Number.isInteger(value) || value < 0) throw InvalidInputError.field(key, `${key} must be a whole number, 0 or more.`);
    if (key !== 'offset' && value > MAX_PAGE_SIZE) throw InvalidInputError.field(key, `${key} must be at most ${MAX_PAGE_SIZE}.`);
    checked[key] = value;
  }
  for (const key of ['after', 'before'] as const) {
    const value = page[key];
    if (value !== null && value !== undefined) checked[key] = value;
  }
  if (checked.first !== undefined && checked.last !== undefined) {
    throw InvalidInputError.field('last', 'Pass either first or last, not both.');
  }
  if (checked.after !== undefined && checked.before !== undefined) {
    throw InvalidInputError.field('before', 'Pass either after or before, not both.');
  }
  if (checked.offset !== undefined && (checked.after !== undefined || checked.before !== undefined || checked.last !== undefined)) {
    throw InvalidInputError.field('offset', 'offset goes with first only, not with cursors or last.');
  }
  return checked;
}
