import 'reflect-metadata';
import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig, type Config } from './config.js';
import { eventConsumers } from './consumers.js';
import { ChangeFeed } from './db/changes.js';
import { appEntities } from './db/entities.js';
import { openDatabase, type Orm } from './db/orm.js';
import type { AppDependencies } from './dependencies.js';
import { buildApp } from './http/app.js';
import { createLogger } from './http/logger.js';
import { AREAS, checkAreaList } from './modules/index.js';
import { alertDeliveryFailure } from './modules/mail/alerts.js';
import { createMailTransport } from './modules/mail/transport.js';
import { MailWorker } from './modules/mail/worker.js';
import { ScheduledPublisher } from './modules/content/publisher.js';
import { mailSenderOf } from './modules/settings/settings.service.js';
import { webhookWorker } from './modules/webhooks/worker.js';
import { resolveJwtSecret } from './secrets.js';
import { COMPANY } from './rules/brand.js';
import { firstRunSeed } from './seed.js';
import { SpamPurge } from './spam-purge.js';
import { BookingReminders } from './modules/bookings/reminders.js';

/** How long a graceful shutdown may take before the process gives up waiting. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

/**
 * How long a shutdown waits for the requests in flight before it closes their connections: a
 * client that stopped reading in the middle of a download (a tab closed, a phone gone out of
 * range) or of an upload must not hold the server until the hard timeout.
 */
const IN_FLIGHT_GRACE_MS = 5_000;

/** Boot: config -> database (migrated, seeded on first run) -> HTTP -> event consumers, mail and webhook workers. */
export async function startServer(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfigOrExit();
  const log = createLogger(config);
  checkAreaList();

  const database = config.database.driver === 'pglite' ? `embedded PGlite in ${config.database.dataDir}` : 'PostgreSQL';
  log.info(`opening the database (${database})`);
  const { orm } = await openDatabase(config.database, { entities: appEntities(AREAS), log, seed: firstRunSeed(config, log) });

  const changes = new ChangeFeed(orm, config.database, log);
  await changes.start();
  const worker = new MailWorker(orm, createMailTransport(config.mail, config.dataDir), config.mail, log, alertDeliveryFailure, () => mailSenderOf(changes));
  const dependencies: AppDependencies = { config, orm, jwtSecret: await resolveJwtSecret(config, orm), nudgeMail: worker.nudge, changes };
  const webhooks = webhookWorker(dependencies, AREAS, log);
  dependencies.nudgeWebhooks = webhooks.nudge;
  const consumers = eventConsumers(dependencies, AREAS, log);
  dependencies.nudgeEvents = consumers.nudge;
  const app = await buildApp(dependencies, AREAS, log);
  const spamPurge = new SpamPurge(dependencies, AREAS, log);
  const publisher = new ScheduledPublisher(dependencies, AREAS, log);
  const reminders = new BookingReminders(dependencies, AREAS, log);
  handleShutdown(app, [consumers, worker, webhooks, spamPurge, publisher, reminders, changes], orm, config.shutdownDrainSeconds);
  // The socket, not an address to open: the ready line below gives the one the site expects.
  await app.listen({ host: config.host, port: config.port, listenTextResolver: (address) => `Server listening on ${address.replace(/^https?:\/\//, '')}` });
  // A parent that started this server with an IPC channel (a supervisor, the test suites) learns that
  // this process, not another one on the same port, holds the socket.
  process.send?.({ listening: config.port });
  consumers.start();
  worker.start();
  webhooks.start();
  spamPurge.start();
  publisher.start();
  reminders.start();
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  log.info(readyMessage(config, seconds));
}

/**
 * The start-up line: the address the site expects its visitors at (its forms are refused from any
 * other: `http/cross-site.ts`). Without `PUBLIC_URL` that is this machine's (http://localhost:PORT,
 * or 127.0.0.1 or [::1] on the same port), and the line says how to serve it at another.
 */
export function readyMessage(config: Pick<Config, 'publicUrl' | 'localSite'>, seconds: string): string {
  if (!config.localSite) return `${COMPANY.name} is ready on ${config.publicUrl} (started in ${seconds} s)`;
  return `${COMPANY.name} is ready: open ${config.publicUrl} in a browser on this machine (started in ${seconds} s). To serve it at another address, set PUBLIC_URL to it.`;
}

function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** A background job of the server: it finishes what it is doing on `stop`. */
interface BackgroundJob {
  stop(): Promise<void>;
}

/** Stops the server accepting and waits for the requests in flight, at most `IN_FLIGHT_GRACE_MS`; then closes the connections they hold. */
async function closeWithinGrace(app: FastifyInstance): Promise<void> {
  const cut = setTimeout(() => {
    app.log.warn(`requests still in flight ${IN_FLIGHT_GRACE_MS / 1000} s into the shutdown: closing their connections`);
    app.server.closeAllConnections();
  }, IN_FLIGHT_GRACE_MS);
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
  }
}

/**
 * On SIGTERM/SIGINT: `/ready` answers 503 at once, the server keeps serving for
 * `SHUTDOWN_DRAIN_SECONDS` (a load balancer stops sending it requests meanwhile), then stops
 * accepting, finishes the requests in flight (closing the connections of those still open after
 * `IN_FLIGHT_GRACE_MS`), hands back the mail it had claimed and not sent,
 * stops its jobs and closes the database.
 */
function handleShutdown(app: FastifyInstance, jobs: readonly BackgroundJob[], orm: Orm, drainSeconds: number): void {
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.draining = true;
    app.log.info(`${signal} received: shutting down${drainSeconds > 0 ? ` after ${drainSeconds} s of draining` : ''}`);
    setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, drainSeconds * 1000 + SHUTDOWN_TIMEOUT_MS).unref();
    try {
      if (drainSeconds > 0) await new Promise((resolve) => setTimeout(resolve, drainSeconds * 1000));
      await closeWithinGrace(app);
      await Promise.all(jobs.map((job) => job.stop()));
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
