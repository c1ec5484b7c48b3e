import pg, { type QueryResult } from 'pg';
import { describe, expect, it } from 'vitest';
import { answerYoung } from './young-answers.js';

describe.runIf(process.env.DATABASE_URL)('pooled clients answering young: the same answers as pg gives (PostgreSQL)', () => {
  const withPool = async (use: (pool: pg.Pool) => Promise<void>) => {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1, query_timeout: 2_000 });
    pool.on('connect', answerYoung);
    try {
      await use(pool);
    } finally {
      await pool.end();
    }
  };

  it('answers the promise form as pg does: its rows, its fields, one result per statement', async () => {
    await withPool(async (pool) => {
      const client = await pool.connect();
      try {
        const one = await client.query<{ n: number }>('select n from generate_series(1, $1::int) as n', [3]);
        expect(one.rows).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
        expect(one.rowCount).toBe(3);
        expect(one.fields.map((field) => field.name)).toEqual(['n']);
        const both = (await client.query('select 1 as a; select 2 as b')) as unknown as QueryResult[];
        expect(both.map((result) => result.rows)).toEqual([[{ a: 1 }], [{ b: 2 }]]);
      } finally {
        client.release();
      }
    });
  });

  it('refuses as pg does: a bad statement rejects with the server error, a query past its deadline with the timeout', async () => {
    await withPool(async (pool) => {
      await expect(pool.query('select * from no_such_table')).rejects.toThrow('relation "no_such_table" does not exist');
      await expect(pool.query('select pg_sleep(5)')).rejects.toThrow('Query read timeout');
    });
  });

  it('leaves the callback form as it was', async () => {
    await withPool(async (pool) => {
      const client = await pool.connect();
      try {
        const rows = await new Promise<unknown[]>((resolve, reject) => {
          client.query('select 1 as n', (error: Error | null, result: QueryResult) => (error ? reject(error) : resolve(result.rows)));
        });
        expect(rows).toEqual([{ n: 1 }]);
      } finally {
        client.release();
      }
    });
  });
});
