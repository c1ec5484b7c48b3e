import 'reflect-metadata';
import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase, type Orm } from './db/orm.js';
import { seedDemoContent } from './db/seed.js';
import { buildApp } from './http/app.js';
import { createLogger } from './http/logger.js';
import { resolveJwtSecret } from './secrets.js';

/** How long a graceful shutdown may take before the process gives up waiting. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

/** Boot: config -> database (migrated, seeded on first run) -> HTTP. */
export async function startServer(): Promise<void> {
  const startedAt = performance.now();
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = createLogger(config);

  const database = config.database.driver === 'pglite' ? `embedded PGlite in ${config.database.dataDir}` : 'PostgreSQL';
  log.info(`opening the database (${database})`);
  const { orm, created } = await openDatabase(config.database, log);
  if (created && config.seedDemoContent) {
    await seedDemoContent(orm.em.fork());
    log.info('demo content seeded');
  }

  const app = await buildApp({ config, orm, jwtSecret: await resolveJwtSecret(config) }, log);
  handleShutdown(app, orm);
  await app.listen({ host: config.host, port: config.port });
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  log.info(`Finmesh is ready on ${config.publicUrl} (started in ${seconds} s)`);
}

/** On SIGTERM/SIGINT: stop accepting, finish in-flight requests, close the database. */
function handleShutdown(app: FastifyInstance, orm: Orm): void {
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: shutting down`);
    setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    try {
      await app.close();
      await orm.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  // `on`, not `once`: a library's signal-exit handler re-raises the signal when it is the last
  // listener left, which would kill the process in the middle of the shutdown.
  process.on('SIGTERM', (signal) => void shutdown(signal));
  process.on('SIGINT', (signal) => void shutdown(signal));
}
