/**
 * The server under load for `npm run bench`: the real app on PostgreSQL, and beside it a bare
 * Fastify route as the yardstick, in one process so both get the same CPU.
 * Prints `READY <app port> <bare port>` when both listen.
 */
import 'reflect-metadata';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/orm.js';
import { buildApp } from '../src/http/app.js';

// The load comes from one address: lift the per-address limit of the public forms for the run.
const config = loadConfig({ ...process.env, NODE_ENV: 'production', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', PUBLIC_FORM_RATE_LIMIT: '10000000' });
const { orm } = await openDatabase(config.database);
const app = await buildApp({ config, orm, jwtSecret: 'bench-secret-that-is-long-enough-for-hs256-0123456789' });
await app.listen({ host: '127.0.0.1', port: 0 });

const bare = Fastify();
bare.post('/bare', async () => ({ success: true, message: 'ok' }));
await bare.listen({ host: '127.0.0.1', port: 0 });

const portOf = (server: FastifyInstance) => {
  const address = server.server.address();
  return typeof address === 'object' && address ? address.port : 0;
};
console.log(`READY ${portOf(app)} ${portOf(bare)}`);

process.on('SIGTERM', async () => {
  await Promise.all([app.close(), bare.close()]);
  await orm.close();
  process.exit(0);
});
