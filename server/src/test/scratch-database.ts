import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  name: string;
  /** URL of the new database on the same server. */
  url: string;
  drop(): Promise<void>;
}

/**
 * Creates a database with a random name on a PostgreSQL server, for one test file or bench run:
 * empty, or a copy of `template` (which no one may be connected to meanwhile).
 */
export async function createScratchDatabase(serverUrl: string, prefix: string, { template }: { template?: string } = {}): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`create database "${name}"${template === undefined ? '' : ` template "${template}"`}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => run(`drop database if exists "${name}" with (force)`) };
}
