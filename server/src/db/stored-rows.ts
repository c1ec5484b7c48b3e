import { raw, ReferenceKind, type Collection, type EntityName, type ObjectQuery, type OrderDefinition } from '@mikro-orm/core';
import type { EntityManager } from './orm.js';

/** The properties of `T` its own row stores (a collection lives in the other table). */
type ColumnKey<T> = { [K in keyof T & string]-?: T[K] extends Collection<object> ? never : K }[keyof T & string];

/**
 * A record as its row stores it: plain data by property name, each relation named in `R` as the
 * key of the related row. Nothing tracks it: it is for reading.
 */
export type StoredRow<T, R extends keyof T = never> = Pick<T, Exclude<ColumnKey<T>, R>> & { [K in R]: string | (null extends T[K] ? null : never) };

/**
 * The rows of `entity` that `where` finds, as `StoredRow`s, in `em`'s transaction if it has one.
 * No entity is made: making one defines an accessor per field on it, which costs more than the
 * read when the rows are many and only looked at (the mail consumer renders its emails from them).
 * `relations` names the entity's relations, whose rows hold the related keys; naming other
 * ones, or not all, is refused, so the type says what the row holds. `options` order and limit them.
 */
export async function storedRows<T extends object, R extends keyof T & string = never>(
  em: EntityManager,
  entity: EntityName<T>,
  where: ObjectQuery<T>,
  relations: readonly R[] = [],
  options: { orderBy?: OrderDefinition<T>; limit?: number } = {},
): Promise<StoredRow<T, R>[]> {
  const meta = em.getMetadata().find(entity);
  if (!meta) throw new Error(`${String(entity)} is not an entity`);
  const owned = meta.relations.filter((property) => property.kind === ReferenceKind.MANY_TO_ONE || (property.kind === ReferenceKind.ONE_TO_ONE && property.owner));
  const named = new Set<string>(relations);
  if (owned.length !== named.size || owned.some((property) => !named.has(property.name))) {
    throw new Error(`storedRows(${meta.className}) must name its relations: ${owned.map((property) => property.name).join(', ') || 'none'}`);
  }
  const rows = await em.getDriver().find(entity, where, { ctx: em.getTransactionContext(), ...options });
  // The driver maps every column to its property (a relation to its key), which is what StoredRow says.
  return rows as unknown as StoredRow<T, R>[];
}

/**
 * The rows of `entity` that belong through `relation` to the rows of `parent` that `chunk` finds
 * (`rowsAfter`'s), grouped by the parent's key, each group in `orderBy`'s order: what belongs to a
 * chunk of an export's rows (a submission's replies, an application's files), read in one statement
 * whose text stays short. Naming the chunk's thousand ids instead (`$in`) makes a statement of some
 * 40 KB, which MikroORM writes out with its values inlined, copying it as it goes; those copies
 * outlived the read often enough to fill the old generation (docs/performance.md, "CSV exports").
 */
export async function storedRowsOfChunk<T extends object, R extends keyof T & string, P extends { id: string }>(
  em: EntityManager,
  entity: EntityName<T>,
  relation: R,
  parent: EntityName<P>,
  chunk: ObjectQuery<P>,
  orderBy: OrderDefinition<T>,
): Promise<Map<string, StoredRow<T, R>[]>> {
  const meta = em.getMetadata().get(entity);
  const column = meta.properties[relation as string as keyof typeof meta.properties]?.fieldNames[0] ?? relation;
  // The chunk's condition is the parent's own (rowsAfter's), which the builder's stricter filter type does not see.
  const parents = em.createQueryBuilder(parent).select('id' as never).where(chunk as never).toQuery();
  const rows = await storedRows(em, entity, { [raw(`"${column}" = any(array(${parents.sql}))`, [...parents.params])]: [] } as ObjectQuery<T>, [relation], { orderBy });
  const grouped = new Map<string, StoredRow<T, R>[]>();
  for (const row of rows) {
    const key = row[relation] as string;
    const group = grouped.get(key);
    if (group) group.push(row);
    else grouped.set(key, [row]);
  }
  return grouped;
}
