import { raw, type EntityName, type ObjectQuery } from '@mikro-orm/core';
import type { EntityManager } from './orm.js';
import { storedRows, type StoredRow } from './stored-rows.js';

/** How a list is ordered: by one column, then by `id` in the same direction (or by `id` alone). */
export interface ListOrder<T> {
  by: keyof T & string;
  direction: 'asc' | 'desc';
}

/** Where a list read in chunks stopped: the last row's ordering value and id. */
export interface Keyset {
  value: unknown;
  id: string;
}

/**
 * The next `size` rows of a list after `after`, as stored rows (no entity is made): a range of the
 * list's index, so each chunk costs the same however deep it is (an offset would read all the rows
 * before it). The position is the last row's `(value, id)`, compared as the database stores the
 * value (microseconds and all, read back by id) unless that row has gone meanwhile.
 */
export async function rowsAfter<T extends { id: string }, R extends keyof T & string = never>(
  em: EntityManager,
  entity: EntityName<T>,
  where: ObjectQuery<T>,
  order: ListOrder<T>,
  after: Keyset | null,
  size: number,
  relations: readonly R[] = [],
): Promise<{ rows: StoredRow<T, R>[]; next: Keyset | null }> {
  const meta = em.getMetadata().get(entity);
  const column = (name: string) => `"${meta.properties[name as keyof typeof meta.properties]?.fieldNames[0] ?? name}"`;
  const below = order.direction === 'desc' ? '<' : '>';
  const byId = order.by === 'id';
  const position = after
    ? byId
      ? { id: { [order.direction === 'desc' ? '$lt' : '$gt']: after.id } }
      : { [raw(`(${column(order.by)}, "id") ${below} (coalesce((select ${column(order.by)} from "${meta.tableName}" where "id" = ?), ?), ?)`, [after.id, after.value, after.id])]: [] }
    : {};
  const orderBy = orderOf(order) as never;
  const rows = await storedRows(em, entity, (after ? { $and: [where, position] } : where) as ObjectQuery<T>, relations, { orderBy, limit: size });
  const last = rows.at(-1) as Record<string, unknown> | undefined;
  return { rows, next: rows.length === size && last ? { value: last[order.by], id: String(last['id']) } : null };
}

/** The list's order as `paginate` and `find` take it: its column, then `id`, both one way. */
export function orderOf<T>(order: ListOrder<T>): Record<string, 'asc' | 'desc'> {
  return order.by === 'id' ? { id: order.direction } : { [order.by]: order.direction, id: order.direction };
}
