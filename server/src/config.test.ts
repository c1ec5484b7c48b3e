import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('the database settings', () => {
  it('runs on embedded PGlite without DATABASE_URL', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/finmesh' }).database).toEqual({ driver: 'pglite', dataDir: '/tmp/finmesh/db' });
  });

  it('gives PostgreSQL queries 10 seconds unless told otherwise', () => {
    const url = 'postgres://finmesh@db.internal:5432/finmesh';
    expect(loadConfig({ DATABASE_URL: url }).database).toEqual({ driver: 'postgresql', url, queryTimeoutSeconds: 10 });
    expect(loadConfig({ DATABASE_URL: url, DATABASE_QUERY_TIMEOUT_SECONDS: '3' }).database).toMatchObject({ queryTimeoutSeconds: 3 });
  });

  it.each(['0', '-1', '2.5', 'ten', '601'])('refuses DATABASE_QUERY_TIMEOUT_SECONDS=%s, saying what it takes', (value) => {
    const load = () => loadConfig({ DATABASE_URL: 'postgres://localhost/finmesh', DATABASE_QUERY_TIMEOUT_SECONDS: value });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow('DATABASE_QUERY_TIMEOUT_SECONDS must be a whole number from 1 to 600.');
  });
});
