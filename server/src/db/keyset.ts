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
 * value (microseconds and all, read back by id) unless that row has gone meanwhile. `chunk` is a
 * condition that finds these rows again (the filter, after `after`, up to the last one), for
 * reading what belongs to them in one statement (`storedRowsOfChunk`).
 */
export async function rowsAfter<T extends { id: string }, R extends keyof T & string = never>(
  em: EntityManager,
  entity: EntityName<T>,
  where: ObjectQuery<T>,
  order: ListOrder<T>,
  after: Keyset | null,
  size: number,
  relations: readonly R[] = [],
): Promise<{ rows: StoredRow<T, R>[]; next: Keyset | null; chunk: ObjectQuery<T> }> {
  const meta = em.getMetadata().get(entity);
  const beyond = (keyset: Keyset, direction: ListOrder<T>['direction'], inclusive: boolean): ObjectQuery<T> => {
    const compare = `${direction === 'desc' ? '<' : '>'}${inclusive ? '=' : ''}`;
    if (order.by === 'id') return { id: { [`$${direction === 'desc' ? 'lt' : 'gt'}${inclusive ? 'e' : ''}`]: keyset.id } } as ObjectQuery<T>;
    const column = `"${meta.properties[order.by as keyof typeof meta.properties]?.fieldNames[0] ?? order.by}"`;
    return { [raw(`(${column}, "id") ${compare} (coalesce((select ${column} from "${meta.tableName}" where "id" = ?), ?), ?)`, [keyset.id, keyset.value, keyset.id])]: [] } as ObjectQuery<T>;
  };
  const orderBy = orderOf(order) as never;
  const from = after ? [where, beyond(after, order.direction, false)] : [where];
  const rows = await storedRows(em, entity, (after ? { $and: from } : where) as ObjectQuery<T>, relations, { orderBy, limit: size });
  const last = rows.at(-1) as Record<string, unknown> | undefined;
  const end = last ? { value: last[order.by], id: String(last['id']) } : null;
  const chunk = { $and: end ? [...from, beyond(end, order.direction === 'desc' ? 'asc' : 'desc', true)] : [...from, { id: null }] } as ObjectQuery<T>;
  return { rows, next: rows.length === size ? end : null, chunk };
}

/** The list's order as `paginate` and `find` take it: its column, then `id`, both one way. */
export function orderOf<T>(order: ListOrder<T>): Record<string, 'asc' | 'desc'> {
  return order.by === 'id' ? { id: order.direction } : { [order.by]: order.direction, id: order.direction };
}
