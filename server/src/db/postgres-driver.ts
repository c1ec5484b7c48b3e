import type { Configuration } from '@mikro-orm/core';
import { PostgreSqlConnection, PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { DatabaseConnection, Driver, PostgresDialect } from 'kysely';
import type { PoolConfig } from 'pg';

/**
 * MikroORM's transactions are Kysely's controlled transactions, which give their pooled connection
 * back only when BEGIN, or the final ROLLBACK, succeeds. Against a database that stopped answering,
 * both fail on their query deadline, and the connection would stay checked out for good: a few
 * outages would exhaust the pool, and closing it would wait forever. This connection gives it back
 * when they fail (nothing else runs on it after either); the pool's release hook in `orm.ts` then
 * closes it, since it still waits for an answer.
 */
class ReleasingPostgreSqlConnection extends PostgreSqlConnection {
  override createKyselyDialect(overrides: PoolConfig): PostgresDialect {
    const dialect = super.createKyselyDialect(overrides);
    const createDriver = dialect.createDriver.bind(dialect);
    dialect.createDriver = () => releasingOnFailure(createDriver());
    return dialect;
  }
}

function releasingOnFailure(driver: Driver): Driver {
  const release = <TArgs extends unknown[]>(step: (connection: DatabaseConnection, ...args: TArgs) => Promise<void>) =>
    async (connection: DatabaseConnection, ...args: TArgs): Promise<void> => {
      try {
        await step(connection, ...args);
      } catch (error) {
        await driver.releaseConnection(connection);
        throw error;
      }
    };
  driver.beginTransaction = release(driver.beginTransaction.bind(driver));
  driver.rollbackTransaction = release(driver.rollbackTransaction.bind(driver));
  return driver;
}

/** MikroORM's PostgreSQL driver, on the connection above. */
export class ReleasingPostgreSqlDriver extends PostgreSqlDriver {
  constructor(config: Configuration) {
    super(config);
    // Made by the parent's constructor and not yet opened: replaced before any use.
    (this as unknown as { connection: PostgreSqlConnection }).connection = new ReleasingPostgreSqlConnection(this.config);
  }
}
