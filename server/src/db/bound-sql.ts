import { randomBytes } from 'node:crypto';
import { CompiledQuery, type QueryResult } from 'kysely';
import type { EntityManager } from './orm.js';

interface Executor {
  executeQuery<TRow>(query: CompiledQuery<TRow>): Promise<QueryResult<TRow>>;
}

/**
 * Runs `sql` with bind parameters (`$1`, `$2`, ...; an array stays one array parameter) in `em`'s
 * transaction, if it has one. The ORM's `execute` writes its parameters into the SQL text, which
 * for a write of hundreds of rows costs more than the write (the mail consumer's batch).
 */
export async function executeBound<TRow>(em: EntityManager, sql: string, params: readonly unknown[]): Promise<TRow[]> {
  const executor = (em.getTransactionContext() ?? em.getConnection().getClient()) as Executor;
  return (await executor.executeQuery(CompiledQuery.raw(sql, [...params]) as CompiledQuery<TRow>)).rows;
}

/**
 * A turn of the event loop. PGlite runs a statement in this thread and settles its promise without
 * one, so a run of statements (an erasure's batches) holds the loop from the first to the last
 * unless it gives the loop a turn between them; on PostgreSQL the loop turns anyway.
 */
export const loopTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * The rows `sql` selects, `size` at a time, through a cursor in `em`'s transaction (it must have
 * one): a batch is fetched once the one before was handled, each row once, whatever is done to the
 * rows meanwhile (the cursor reads the table as it was when it opened). Unlike batches by key
 * (`id > $last order by id limit n`), no batch reads or sorts what the others will, whatever the
 * plan: the work of each is its own rows'.
 */
export async function* cursorBatches<TRow>(em: EntityManager, sql: string, params: readonly unknown[], size: number): AsyncGenerator<TRow[]> {
  const cursor = `batches_${randomBytes(8).toString('hex')}`;
  await executeBound(em, `declare "${cursor}" no scroll cursor for ${sql}`, params);
  try {
    for (;;) {
      const rows = await executeBound<TRow>(em, `fetch forward ${size} from "${cursor}"`, []);
      if (rows.length > 0) yield rows;
      if (rows.length < size) return;
    }
  } finally {
    // Gone with the transaction anyway: one that failed cannot close it, and need not.
    await executeBound(em, `close "${cursor}"`, []).catch(() => undefined);
  }
}

/** A `timestamptz` as `executeBound` answers it: a `Date` through pg (PostgreSQL), its text through PGlite. */
export type StoredTime = Date | string;

/** A stored time as the `Date` a record holds, whichever driver read it (a record's JSON is then ISO 8601 on both). */
export function timeOf(value: StoredTime): Date;
export function timeOf(value: StoredTime | null): Date | null;
export function timeOf(value: StoredTime | null): Date | null {
  return value === null || value instanceof Date ? value : new Date(value);
}
