/**
 * The server under load for `npm run bench -- forms`: the real app on PostgreSQL, and beside it a
 * bare Fastify server with the references (a route that does nothing, and one that runs a single
 * INSERT through the app's own pool), in one process so all get the same CPU. Behind a trusted
 * proxy, so the load's `X-Forwarded-For` addresses are its visitors. Two staff recipients get every
 * notification, an Active job takes applications; the event consumers run as in the server. Prints
 * `READY {json}` when all listen.
 */
import 'reflect-metadata';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import type * as ConfigModule from '../src/config.js';
import type * as ChangesModule from '../src/db/changes.js';
import type * as EntitiesModule from '../src/db/entities.js';
import type * as LoggerModule from '../src/http/logger.js';
import type * as IdsModule from '../src/db/ids.js';
import type * as OrmModule from '../src/db/orm.js';
import type * as RelayModule from '../src/graphql/relay.js';
import type * as AppModule from '../src/http/app.js';
import type * as AreasModule from '../src/modules/index.js';
import type * as RecipientsEntityModule from '../src/modules/recipients/recipients.entity.js';
import type * as JobsInputModule from '../src/modules/careers/jobs.input.js';
import type * as JobsServiceModule from '../src/modules/careers/jobs.service.js';
import type * as RecipientsModule from '../src/rules/recipients.js';
import type * as EventsModule from '../src/domain/events.js';
import type * as PrincipalModule from '../src/domain/principal.js';
import type * as ConsumersModule from '../src/consumers.js';
import type * as DependenciesModule from '../src/dependencies.js';

/** A module of the compiled server (`npm run bench` builds it first), run as `npm start` runs it, typed by its source. */
const compiled = <TModule>(module: string) => import(pathToFileURL(path.join(import.meta.dirname, '../dist', module)).href) as Promise<TModule>;
const { loadConfig } = await compiled<typeof ConfigModule>('config.js');
const { ChangeFeed } = await compiled<typeof ChangesModule>('db/changes.js');
const { createLogger } = await compiled<typeof LoggerModule>('http/logger.js');
const { newId } = await compiled<typeof IdsModule>('db/ids.js');
const { appEntities } = await compiled<typeof EntitiesModule>('db/entities.js');
const { openDatabase } = await compiled<typeof OrmModule>('db/orm.js');
const { toGlobalId } = await compiled<typeof RelayModule>('graphql/relay.js');
const { buildApp } = await compiled<typeof AppModule>('http/app.js');
const { AREAS } = await compiled<typeof AreasModule>('modules/index.js');
const { EmailRecipientEntity } = await compiled<typeof RecipientsEntityModule>('modules/recipients/recipients.entity.js');
const { CreateJobInput } = await compiled<typeof JobsInputModule>('modules/careers/jobs.input.js');
const { JobsService } = await compiled<typeof JobsServiceModule>('modules/careers/jobs.service.js');
const { NOTIFICATION_TYPES } = await compiled<typeof RecipientsModule>('rules/recipients.js');
const { EventRecorder, LocalEvents } = await compiled<typeof EventsModule>('domain/events.js');
const { SYSTEM_ACTOR } = await compiled<typeof PrincipalModule>('domain/principal.js');
const { eventConsumers } = await compiled<typeof ConsumersModule>('consumers.js');

const config = loadConfig({ ...process.env, NODE_ENV: 'production', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', TRUST_PROXY: '1' });
const { orm } = await openDatabase(config.database, { entities: appEntities(AREAS) });

const em = orm.em.fork();
const everyType = NOTIFICATION_TYPES.map((type) => type.value);
const recipients = [
  em.create(EmailRecipientEntity, { name: 'Cara Mendes', email: 'cara@finmesh.test', notificationTypes: everyType, isActive: true }),
  em.create(EmailRecipientEntity, { name: 'Dev Patel', email: 'dev@finmesh.test', notificationTypes: everyType, isActive: true }),
];
await em.flush();
const input = Object.assign(new CreateJobInput(), { title: 'Credit Analyst', description: ['Assess SME borrowers.'], status: 'Active' });
const changes = new ChangeFeed(orm, config.database, createLogger(config));
await changes.start();
const job = await new JobsService(em, changes, new EventRecorder(async () => SYSTEM_ACTOR, new LocalEvents())).create(input);

const dependencies: DependenciesModule.AppDependencies = { config, orm, jwtSecret: 'bench-secret-that-is-long-enough-for-hs256-0123456789', changes };
// The event consumers run in this process as in the server's (the mail consumer queues the receipts and notices), sharing its CPU.
const consumers = eventConsumers(dependencies, AREAS, createLogger(config));
dependencies.nudgeEvents = consumers.nudge;
const app = await buildApp(dependencies, AREAS);
await app.listen({ host: '127.0.0.1', port: 0 });
consumers.start();

const connection = orm.em.getConnection();
// A published event taking bookings, with room for every booking of the run: each takes its row lock, as bookings of one event do.
const eventSlug = 'bench-credit-day';
await connection.execute(
  `insert into content_items (id, type, slug, title, status, version, body, fields, tags, media_ids, published_at, created_at, updated_at)
   values (?, 'event', ?, 'Bench Credit Day', 'published', 1, null, ?::jsonb, '{}', '{}', now(), now(), now())`,
  [newId(), eventSlug, JSON.stringify({ format: 'online', onlineUrl: 'https://meet.example.com/bench', startsAt: '2030-03-11T04:00:00.000Z', endsAt: '2030-03-11T07:30:00.000Z', timeZone: 'Asia/Kolkata', capacity: 100_000, agenda: [], needsApproval: false, questions: [] })],
);
await connection.execute('create table bench_inserts (id uuid primary key, email text not null, created_at timestamptz not null)');
const bare = Fastify();
bare.post('/bare', async () => ({ success: true, message: 'ok' }));
// The process's memory, for the bench to follow during the load.
bare.get('/memory', async () => ({ rss: process.memoryUsage().rss }));
bare.post<{ Body: { email: string } }>('/bare-insert', async (request, reply) => {
  await connection.execute('insert into bench_inserts (id, email, created_at) values (?, ?, ?)', [newId(), request.body.email, new Date()]);
  return reply.code(201).send({ success: true, message: 'ok' });
});
await bare.listen({ host: '127.0.0.1', port: 0 });

const portOf = (server: FastifyInstance) => {
  const address = server.server.address();
  return typeof address === 'object' && address ? address.port : 0;
};
console.log(
  `READY ${JSON.stringify({ app: portOf(app), bare: portOf(bare), jobId: job.id, jobGlobalId: toGlobalId('Job', job.id), eventSlug, recipients: recipients.length, newsletterDoubleOptIn: config.newsletterDoubleOptIn })}`,
);

process.on('SIGTERM', async () => {
  await Promise.all([app.close(), bare.close()]);
  await consumers.stop();
  await changes.stop();
  await orm.close();
  process.exit(0);
});
