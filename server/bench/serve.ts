/**
 * The server under load for `npm run bench -- forms`: the real app on PostgreSQL, and beside it a
 * bare Fastify server with the references (a route that does nothing, and one that runs a single
 * INSERT through the app's own pool), in one process so all get the same CPU. Behind a trusted
 * proxy, so the load's `X-Forwarded-For` addresses are its visitors. Two staff recipients get every
 * notification, an Active job takes applications. Prints `READY {json}` when all listen.
 */
import 'reflect-metadata';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig } from '../src/config.js';
import { ChangeFeed } from '../src/db/changes.js';
import { createLogger } from '../src/http/logger.js';
import { newId } from '../src/db/ids.js';
import { openDatabase } from '../src/db/orm.js';
import { toGlobalId } from '../src/graphql/relay.js';
import { buildApp } from '../src/http/app.js';
import { EmailRecipientEntity } from '../src/modules/recipients/recipients.entity.js';
import { CreateJobInput } from '../src/modules/careers/jobs.input.js';
import { JobsService } from '../src/modules/careers/jobs.service.js';
import { NOTIFICATION_TYPES } from '../src/rules/recipients.js';

const config = loadConfig({ ...process.env, NODE_ENV: 'production', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', TRUST_PROXY: 'true' });
const { orm } = await openDatabase(config.database);

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
const job = await new JobsService(em, changes).create(input);

const app = await buildApp({ config, orm, jwtSecret: 'bench-secret-that-is-long-enough-for-hs256-0123456789', changes });
await app.listen({ host: '127.0.0.1', port: 0 });

const connection = orm.em.getConnection();
await connection.execute('create table bench_inserts (id uuid primary key, email text not null, created_at timestamptz not null)');
const bare = Fastify();
bare.post('/bare', async () => ({ success: true, message: 'ok' }));
bare.post<{ Body: { email: string } }>('/bare-insert', async (request, reply) => {
  await connection.execute('insert into bench_inserts (id, email, created_at) values (?, ?, ?)', [newId(), request.body.email, new Date()]);
  return reply.code(201).send({ success: true, message: 'ok' });
});
await bare.listen({ host: '127.0.0.1', port: 0 });

const portOf = (server: FastifyInstance) => {
  const address = server.server.address();
  return typeof address === 'object' && address ? address.port : 0;
};
console.log(`READY ${JSON.stringify({ app: portOf(app), bare: portOf(bare), jobId: job.id, jobGlobalId: toGlobalId('Job', job.id), recipients: recipients.length })}`);

process.on('SIGTERM', async () => {
  await Promise.all([app.close(), bare.close()]);
  await changes.stop();
  await orm.close();
  process.exit(0);
});
