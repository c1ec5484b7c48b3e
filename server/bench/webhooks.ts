/**
 * `npm run bench -- webhooks`: `BENCH_WEBHOOK_EVENTS` (default 10,000) contact form posts, each
 * an event a webhook endpoint wants, delivered to a local receiver by two webhook workers on two
 * connection pools (two replicas) racing over the same deliveries. Prints the public write's rate
 * (the posts through the app) beside the event consumer's and the workers' rates, and counts
 * what the receiver got: every event delivered once, none twice. On PostgreSQL (`DATABASE_URL`).
 */
import 'reflect-metadata';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../src/config.js';
import { eventConsumers } from '../src/consumers.js';
import { ChangeFeed } from '../src/db/changes.js';
import { appEntities } from '../src/db/entities.js';
import { openDatabase } from '../src/db/orm.js';
import type { AppDependencies } from '../src/dependencies.js';
import { buildApp } from '../src/http/app.js';
import { AREAS } from '../src/modules/index.js';
import { WebhookSender } from '../src/modules/webhooks/sender.js';
import { WebhookDeliveryEntity, WebhookEndpointEntity } from '../src/modules/webhooks/webhooks.entity.js';
import { WebhookWorker } from '../src/modules/webhooks/worker.js';
import { createSharedState, servicesFactory } from '../src/services.js';
import { createScratchDatabase } from '../src/test/scratch-database.js';
import { VALID_CONTACT } from '../src/test/payloads.js';

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const EVENTS = Number(process.env.BENCH_WEBHOOK_EVENTS ?? 10_000);
/** Posts in flight at once while the events are made. */
const POSTING = 50;

export async function benchWebhooks(): Promise<void> {
  const database = await createScratchDatabase(serverUrl, 'finmesh_bench_webhooks');
  const seen = new Map<string, number>();
  const receiver = createServer((request, response) => {
    const id = String(request.headers['webhook-id']);
    seen.set(id, (seen.get(id) ?? 0) + 1);
    request.resume();
    request.on('end', () => response.writeHead(204).end());
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const env = { ...process.env, NODE_ENV: 'production', DATABASE_URL: database.url, CLIENT_DIR: '/nonexistent', LOG_LEVEL: 'warn', WEBHOOK_ALLOW_PRIVATE: 'true', PUBLIC_FORM_RATE_LIMIT: '10000000', TWO_FACTOR_ROLES: 'none' };
  const config = loadConfig(env);
  const replicas: AppDependencies[] = [];
  const stops: (() => Promise<unknown>)[] = [];
  try {
    for (let replica = 0; replica < 2; replica += 1) {
      const { orm } = await openDatabase(config.database, { entities: appEntities(AREAS) });
      const changes = new ChangeFeed(orm, config.database);
      await changes.start();
      replicas.push({ config, orm, jwtSecret: 'bench-secret-that-is-long-enough-for-hs256-0123456789', changes });
      stops.unshift(async () => {
        await changes.stop();
        await orm.close(true);
      });
    }
    const [first] = replicas as [AppDependencies, AppDependencies];
    const em = first.orm.em.fork();
    em.create(WebhookEndpointEntity, {
      url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`,
      eventTypes: ['contact.received'],
      secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      enabled: true,
      createdByName: 'bench',
    });
    await em.flush();

    // The events: contact form posts through the app (its public write), as visitors send them.
    const app = await buildApp(first, AREAS);
    stops.unshift(() => app.close());
    const body = JSON.stringify(VALID_CONTACT);
    let posted = 0;
    const postStarted = performance.now();
    await Promise.all(
      Array.from({ length: POSTING }, async () => {
        while (posted < EVENTS) {
          posted += 1;
          const response = await app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/json' }, payload: body });
          if (response.statusCode !== 201) throw new Error(`contact form answered ${response.statusCode}: ${response.body}`);
        }
      }),
    );
    const postSeconds = (performance.now() - postStarted) / 1000;

    const consumeStarted = performance.now();
    await eventConsumers(first, AREAS, app.log).drain();
    const consumeSeconds = (performance.now() - consumeStarted) / 1000;
    const queued = await first.orm.em.fork().count(WebhookDeliveryEntity, {});

    const workers = replicas.map((replica) => {
      const servicesOf = servicesFactory(replica, createSharedState(replica), AREAS);
      return new WebhookWorker(replica.orm, new WebhookSender({ allowPrivate: true }), (forked) => servicesOf(forked), config.webhooks, app.log);
    });
    const sendStarted = performance.now();
    const attempted = await Promise.all(workers.map((worker) => worker.deliverDue()));
    const sendSeconds = (performance.now() - sendStarted) / 1000;
    await Promise.all(workers.map((worker) => worker.stop()));

    const counts = [...seen.values()];
    const once = counts.filter((count) => count === 1).length;
    const twice = counts.filter((count) => count > 1).length;
    const delivered = await first.orm.em.fork().count(WebhookDeliveryEntity, { status: 'delivered' });
    console.log(
      `\nWebhooks on PostgreSQL: ${EVENTS.toLocaleString('en')} contact.received events to one endpoint on 127.0.0.1, two workers (concurrency ${config.webhooks.concurrency} each) on two pools`,
    );
    console.log('stage'.padEnd(52), 'per s'.padStart(9), 'seconds'.padStart(9));
    const row = (name: string, count: number, seconds: number) =>
      console.log(
        name.padEnd(52),
        Math.round(count / seconds)
          .toLocaleString('en')
          .padStart(9),
        seconds.toFixed(1).padStart(9),
      );
    row('reference: the contact form (public write, in-process)', EVENTS, postSeconds);
    row('event consumers (mail, webhooks): events -> deliveries', queued, consumeSeconds);
    row(
      `webhook workers: deliveries sent (${attempted.join(' + ')})`,
      attempted.reduce((sum, count) => sum + count, 0),
      sendSeconds,
    );
    console.log(
      `receiver: ${seen.size.toLocaleString('en')} webhook-ids, ${once.toLocaleString('en')} delivered once, ${twice} more than once, ${(EVENTS - seen.size).toLocaleString('en')} missing; ${delivered.toLocaleString('en')} rows delivered`,
    );
    console.log('Goal: every event delivered once, none twice.');
  } finally {
    for (const stop of stops) await stop().catch(() => undefined);
    await new Promise((resolve) => receiver.close(resolve));
    await database.drop();
  }
}
