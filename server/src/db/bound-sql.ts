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
