import { createHash } from 'node:crypto';
import { PgliteConnection } from '@mikro-orm/pglite';
import { CompiledQuery } from 'kysely';
import type { Pool } from 'pg';
import type { EntityManager } from './orm.js';
import { isDatabaseUnreachable } from './unreachable.js';

/**
 * Writes of many requests, sent to the database together. A statement whose parameters are arrays
 * (`insert ... select * from unnest($1::uuid[], $2::text[], ...)`) writes any number of rows for the
 * same cost of a round trip, a parse and a commit; the requests that reach this process in the same
 * turn of its event loop with the same statement text are written by one run of it, each as one
 * element of every array. On PostgreSQL it is a named prepared statement, so each pooled
 * connection parses and plans it once.
 *
 * Nothing is weakened: a request's promise settles after the statement that wrote its rows has
 * committed, and a statement is atomic, so every row of a batch is stored or none is. When a batch
 * fails for a reason other than a lost database (a constraint one row breaks), each of its writes
 * is tried again alone, so the others still succeed and the bad one gets its own error.
 */
export class BatchedStatements {
  private readonly waiting = new Map<string, Pending[]>();
  private readonly names = new Map<string, string>();

  constructor(private readonly execute: (name: string, sql: string, params: unknown[]) => Promise<Record<string, unknown>[]>) {}

  /**
   * Runs `sql` with `values`, one element of each of its array parameters, alongside the other
   * writes of the same text made now. Resolves to the rows the statement returned for this write:
   * those whose `key` column equals `key`.
   */
  run(sql: string, values: readonly unknown[], key: { column: string; value: unknown }): Promise<Record<string, unknown>[]> {
    return new Promise((resolve, reject) => {
      let queue = this.waiting.get(sql);
      if (!queue) {
        queue = [];
        this.waiting.set(sql, queue);
        setImmediate(() => this.flush(sql));
      }
      queue.push({ values, key, resolve, reject });
    });
  }

  private flush(sql: string): void {
    const queue = this.waiting.get(sql) ?? [];
    this.waiting.delete(sql);
    for (let start = 0; start < queue.length; start += MAX_BATCH) void this.write(sql, queue.slice(start, start + MAX_BATCH));
  }

  private async write(sql: string, batch: readonly Pending[]): Promise<void> {
    let rows: Record<string, unknown>[];
    try {
      rows = await this.execute(this.nameOf(sql), sql, columnsOf(batch));
    } catch (error) {
      if (batch.length === 1 || isDatabaseUnreachable(error)) {
        for (const pending of batch) pending.reject(error);
      } else {
        // One write broke a rule the others may not: each alone, so only it fails.
        await Promise.all(batch.map((pending) => this.write(sql, [pending])));
      }
      return;
    }
    for (const pending of batch) pending.resolve(rows.filter((row) => row[pending.key.column] === pending.key.value));
  }

  private nameOf(sql: string): string {
    let name = this.names.get(sql);
    if (!name) {
      name = `finmesh_${createHash('sha256').update(sql).digest('hex').slice(0, 24)}`;
      // Statement texts are few (one per form and number of files); the bound is a guard, not a cache policy.
      if (this.names.size > 1000) this.names.clear();
      this.names.set(sql, name);
    }
    return name;
  }
}

/** Writes per statement run: large enough to carry a busy second's load in a few runs, small enough to keep each short. */
const MAX_BATCH = 200;

interface Pending {
  values: readonly unknown[];
  key: { column: string; value: unknown };
  resolve(rows: Record<string, unknown>[]): void;
  reject(error: unknown): void;
}

/** The statement's parameters: the n-th is the array of every write's n-th value. */
function columnsOf(batch: readonly Pending[]): unknown[][] {
  const width = batch[0]?.values.length ?? 0;
  return Array.from({ length: width }, (_, column) => batch.map((pending) => pending.values[column]));
}

const batchers = new WeakMap<object, BatchedStatements>();

/** The batched writes of the database `em` works on (one per database connection pool). */
export function batchedStatementsOf(em: EntityManager): BatchedStatements {
  const connection = em.getConnection();
  let batcher = batchers.get(connection);
  if (!batcher) {
    batcher = new BatchedStatements(
      connection instanceof PgliteConnection
        ? // PGlite is one connection: its statements go through the ORM's client, which keeps them out of another request's transaction.
          async (_name, sql, params) => (await connection.getClient().executeQuery<Record<string, unknown>>(CompiledQuery.raw(sql, params))).rows
        : async (name, sql, params) => {
            const pool = (await connection.getNativeClient()) as Pool;
            return (await pool.query<Record<string, unknown>>({ name, text: sql, values: params })).rows;
          },
    );
    batchers.set(connection, batcher);
  }
  return batcher;
}
