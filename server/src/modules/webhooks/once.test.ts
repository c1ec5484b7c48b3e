import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeBound } from '../../db/bound-sql.js';
import { newId } from '../../db/ids.js';
import { createSharedState, servicesFactory } from '../../services.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { startReceiver, type TestReceiver } from '../../test/webhook-receiver.js';
import { AREAS } from '../index.js';
import { WebhookSender } from './sender.js';
import { WebhookDeliveryEntity, WebhookEndpointEntity } from './webhooks.entity.js';
import { WebhookWorker } from './worker.js';

/**
 * Once across replicas (issue P15): two servers' workers on one database race over the same due
 * deliveries, and each is sent once. On PostgreSQL (`DATABASE_URL`) the two are two apps with
 * their own connections; on PGlite (one process's database) two workers of one app.
 */
const DELIVERIES = 200;
const ENV = { WEBHOOK_ALLOW_PRIVATE: 'true' };

let first: TestApp;
let second: TestApp;
let receiver: TestReceiver;
beforeAll(async () => {
  receiver = await startReceiver();
  first = await createTestApp({ env: ENV });
  second = process.env['DATABASE_URL'] ? await createTestApp({ database: first.config.database, env: ENV }) : first;
});
afterAll(async () => {
  if (second !== first) await second.close();
  await first.close();
  await receiver.close();
});

const workerOn = (app: TestApp) => {
  const servicesOf = servicesFactory(app.dependencies, createSharedState(app.dependencies), AREAS);
  return new WebhookWorker(app.orm, new WebhookSender({ allowPrivate: true }), (em) => servicesOf(em), { pollIntervalMs: 60_000, concurrency: 10, endpointConcurrency: 10 }, app.app.log);
};

describe('two workers on one database', () => {
  it(`send each of ${DELIVERIES} deliveries exactly once`, async () => {
    const em = first.orm.em.fork();
    const endpoint = em.create(WebhookEndpointEntity, { url: receiver.url, eventTypes: ['contact.received'], secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', enabled: true, createdByName: 'test' });
    await em.flush();
    const ids = Array.from({ length: DELIVERIES }, () => newId());
    await executeBound(
      em,
      `insert into "webhook_deliveries" ("id", "endpoint_id", "event_id", "event_type", "webhook_id", "payload", "status", "attempts", "next_attempt_at", "created_at")
       select u."id", $2, u."id", 'contact.received', 'msg_' || u."id", '{}', 'pending', 0, $3, $3 from unnest($1::uuid[]) as u("id")`,
      [ids, endpoint.id, new Date()],
    );

    const workers = [workerOn(first), workerOn(second)];
    const attempted = await Promise.all(workers.map((worker) => worker.deliverDue()));
    await Promise.all(workers.map((worker) => worker.stop()));

    expect(attempted.reduce((sum, count) => sum + count, 0)).toBe(DELIVERIES);
    const sent = receiver.received.map((request) => request.headers['webhook-id']);
    expect(sent).toHaveLength(DELIVERIES);
    expect(new Set(sent)).toEqual(new Set(ids.map((id) => `msg_${id}`)));
    const rows = await first.orm.em.fork().find(WebhookDeliveryEntity, {});
    expect(rows.every((row) => row.status === 'delivered' && row.attempts === 1)).toBe(true);
  });
});
