import { Cursor, CursorError, type EntityMetadata, type EntityName, type FilterObject, type FilterQuery, type OrderDefinition } from '@mikro-orm/core';
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
  totalCount: number;
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

export interface PaginateOptions<TEntity extends object, TNode> {
  where?: FilterQuery<TEntity>;
  /** Must end with a unique column (usually `id`) so every row has one place in the order. */
  orderBy: OrderDefinition<TEntity>;
  page: PageRequest;
  toNode: (entity: TEntity) => TNode;
}

/**
 * The one pagination helper: checks the arguments, caps the page size, and reads one page with
 * keyset cursors (`first/after`, `last/before`) or by offset (`offset` + `first`), always with the
 * total count. Cursors are opaque and interchangeable between the two modes.
 */
export async function paginate<TEntity extends object, TNode>(
  em: EntityManager,
  entity: EntityName<TEntity>,
  options: PaginateOptions<TEntity, TNode>,
): Promise<Connection<TNode>> {
  const { orderBy, page, toNode } = options;
  // MikroORM's signatures take `NoInfer<TEntity>`, which TypeScript cannot relate to a generic `TEntity`.
  const where = (options.where ?? {}) as FilterQuery<NoInfer<TEntity>>;
  const { first, after, last, before, offset } = checkPageRequest(page);
  const meta = em.getMetadata().get(entity);

  if (offset !== undefined || (after === undefined && before === undefined && last === undefined)) {
    const skip = offset ?? 0;
    const size = first ?? DEFAULT_PAGE_SIZE;
    const [items, totalCount] = await em.findAndCount(entity, where, { orderBy, limit: size, offset: skip });
    const cursors = items.map((item) => Cursor.for(meta, item as FilterObject<TEntity>, orderBy));
    return {
      edges: items.map((item, index) => ({ cursor: cursors[index] as string, node: toNode(item as TEntity) })),
      pageInfo: {
        hasPreviousPage: skip > 0,
        hasNextPage: skip + items.length < totalCount,
        startCursor: cursors[0] ?? null,
        endCursor: cursors.at(-1) ?? null,
      },
      totalCount,
    };
  }

  for (const field of ['after', 'before'] as const) {
    const value = field === 'after' ? after : before;
    if (value !== undefined && !isCursorOf(meta, orderBy, value)) throw InvalidInputError.field(field, INVALID_CURSOR);
  }
  try {
    const cursor = await em.findByCursor(entity, {
      where,
      orderBy,
      includeCount: true,
      ...(last !== undefined || before !== undefined
        ? { last: last ?? DEFAULT_PAGE_SIZE, before }
        : { first: first ?? DEFAULT_PAGE_SIZE, after }),
    });
    return {
      edges: cursor.items.map((item) => ({ cursor: cursor.from(item), node: toNode(item as TEntity) })),
      pageInfo: {
        hasPreviousPage: cursor.hasPrevPage,
        hasNextPage: cursor.hasNextPage,
        startCursor: cursor.startCursor,
        endCursor: cursor.endCursor,
      },
      totalCount: cursor.totalCount,
    };
  } catch (error) {
    if (error instanceof CursorError) {
      throw InvalidInputError.field(after !== undefined ? 'after' : 'before', INVALID_CURSOR);
    }
    throw error;
  }
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
