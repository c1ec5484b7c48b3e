import type { FastifyBaseLogger } from 'fastify';
import type { WebhooksConfig } from '../../config.js';
import { executeBound } from '../../db/bound-sql.js';
import type { EntityManager, Orm } from '../../db/orm.js';
import { Poller } from '../../domain/poller.js';
import { WEBHOOK_SWITCH_OFF_DAYS, type WebhookDeliveryStatus } from '../../rules/webhooks.js';
import type { AppDependencies } from '../../dependencies.js';
import { createSharedState, servicesFactory, type Services, type ServicesArea } from '../../services.js';
import { nextAttemptAt } from './retry-schedule.js';
import { WebhookSender, type AttemptResult } from './sender.js';
import { signedHeaders } from './signature.js';

/** How long a worker may hold a claimed batch (sent in parallel, 10 s each at most) before another may take it over. */
const LEASE_SECONDS = 120;
/** A nudge waits this long, so the transaction that queued the deliveries has committed. */
const NUDGE_DELAY_MS = 50;
const DAY_MS = 86_400_000;

interface ClaimedDelivery {
  id: string;
  endpoint_id: string;
  webhook_id: string;
  payload: string;
  attempts: number;
  first_attempt_at: Date | string;
  url: string;
  secret: string;
}

/** One attempt of a claimed delivery, as the batch writes it. */
interface Attempted {
  delivery: ClaimedDelivery;
  at: Date;
  result: AttemptResult;
  next: Date | null;
  status: WebhookDeliveryStatus;
}

export interface WebhookWorkerOptions {
  /** The time of the next retry after a failed attempt (`retry-schedule.ts`; a test's fixed jitter). */
  random?: () => number;
}

/**
 * Sends the webhook deliveries (issue P15), as the mail worker sends the outbox: each batch is
 * claimed by one statement `for update skip locked` with a lease, so any number of servers share
 * the work and none sends a delivery twice (a server that dies mid-send leaves its claim to expire:
 * delivery is at least once, and the `webhook-id` lets receivers skip a repeat). A batch is at most
 * `concurrency` deliveries, sent at once. Each attempt is signed when it is made; a failure is
 * retried by the schedule for 24 hours, then the delivery is `failed`; an endpoint failing for
 * three days is switched off.
 */
export class WebhookWorker {
  private readonly poller: Poller;
  private readonly random: () => number;
  /** Set by `stop`: no further batch is claimed. */
  private stopping = false;

  constructor(
    private readonly orm: Orm,
    private readonly sender: WebhookSender,
    private readonly servicesOf: (em: EntityManager) => Services,
    private readonly settings: Pick<WebhooksConfig, 'pollIntervalMs' | 'concurrency'>,
    private readonly log: FastifyBaseLogger,
    options: WebhookWorkerOptions = {},
  ) {
    this.random = options.random ?? Math.random;
    this.poller = new Poller(
      () => this.deliverDue(),
      { pollIntervalMs: settings.pollIntervalMs, nudgeDelayMs: NUDGE_DELAY_MS, rerunDelayMs: 0 },
      (error: unknown) => log.error({ err: error }, 'webhook worker could not read its deliveries'),
    );
  }

  start(): void {
    this.poller.start();
  }

  /** New deliveries are waiting: look soon instead of at the next poll. */
  readonly nudge = (): void => this.poller.nudge();

  /** Stops polling, waits for the batch in progress (its attempts end within their 10 s timeout), and closes the connections. */
  async stop(): Promise<void> {
    this.stopping = true;
    await this.poller.stop();
    await this.sender.close();
  }

  /** Sends everything that is due now; returns how many attempts were made. */
  async deliverDue(): Promise<number> {
    let attempted = 0;
    for (;;) {
      const batch = await this.claim();
      await this.record(await Promise.all(batch.map((delivery) => this.attempt(delivery))));
      attempted += batch.length;
      if (batch.length < this.settings.concurrency || this.stopping) return attempted;
    }
  }

  /** Due deliveries to enabled endpoints that no one holds (or whose holder's lease ran out), each counted as an attempt now. */
  private claim(): Promise<ClaimedDelivery[]> {
    const now = new Date();
    return executeBound<ClaimedDelivery>(
      this.orm.em.fork(),
      `with "due" as (
         select d."id" from "webhook_deliveries" d join "webhook_endpoints" e on e."id" = d."endpoint_id"
          where d."status" in ('pending', 'retrying') and d."next_attempt_at" <= $1 and (d."locked_until" is null or d."locked_until" < $1) and e."enabled"
          order by d."next_attempt_at", d."id"
          limit $3
            for update of d skip locked)
       update "webhook_deliveries" d set "locked_until" = $2, "attempts" = d."attempts" + 1, "first_attempt_at" = coalesce(d."first_attempt_at", $1)
         from "due", "webhook_endpoints" e
        where d."id" = "due"."id" and e."id" = d."endpoint_id"
       returning d."id", d."endpoint_id", d."webhook_id", d."payload", d."attempts", d."first_attempt_at", e."url", e."secret"`,
      [now, new Date(now.getTime() + LEASE_SECONDS * 1000), this.settings.concurrency],
    );
  }

  /** One attempt, signed now; what it came to, and what follows (delivered, the next attempt, or given up). */
  private async attempt(delivery: ClaimedDelivery): Promise<Attempted> {
    const at = new Date();
    const result = await this.sender.send({ url: delivery.url, headers: signedHeaders(delivery.secret, delivery.webhook_id, delivery.payload, at), body: delivery.payload });
    const next = result.ok ? null : nextAttemptAt(delivery.attempts, new Date(delivery.first_attempt_at), new Date(), this.random);
    const status = result.ok ? 'delivered' : next ? 'retrying' : 'failed';
    if (!result.ok) this.log.warn({ webhookDeliveryId: delivery.id, attempts: delivery.attempts, status: result.status, reason: result.error, retryAt: next }, 'webhook delivery failed');
    return { delivery, at, result, next, status };
  }

  /**
   * Writes a batch's attempts by one statement, then each endpoint's state: a success clears its
   * failing streak, a failure starts one (or goes on with it), and three days of it switch it off.
   */
  private async record(attempts: readonly Attempted[]): Promise<void> {
    if (attempts.length === 0) return;
    const em = this.orm.em.fork();
    await executeBound(
      em,
      `update "webhook_deliveries" d set "status" = u."status", "next_attempt_at" = u."next_attempt_at", "locked_until" = null, "last_attempt_at" = u."at",
              "response_status" = u."response_status", "response_body" = u."response_body", "error" = u."error", "duration_ms" = u."duration_ms"
         from unnest($1::uuid[], $2::text[], $3::timestamptz[], $4::timestamptz[], $5::int[], $6::text[], $7::text[], $8::int[])
           as u("id", "status", "next_attempt_at", "at", "response_status", "response_body", "error", "duration_ms")
        where d."id" = u."id"`,
      [
        attempts.map(({ delivery }) => delivery.id),
        attempts.map(({ status }) => status),
        attempts.map(({ next }) => next),
        attempts.map(({ at }) => at),
        attempts.map(({ result }) => result.status),
        attempts.map(({ result }) => result.body),
        attempts.map(({ result }) => result.error),
        attempts.map(({ result }) => result.durationMs),
      ],
    );
    const now = new Date();
    const byEndpoint = new Map<string, Attempted[]>();
    for (const attempted of attempts) byEndpoint.set(attempted.delivery.endpoint_id, [...(byEndpoint.get(attempted.delivery.endpoint_id) ?? []), attempted]);
    for (const [endpointId, ofEndpoint] of byEndpoint) {
      const answered = ofEndpoint.some(({ result }) => result.ok);
      const last = new Date(Math.max(...ofEndpoint.map(({ at }) => at.getTime())));
      const [endpoint] = await executeBound<{ failing_since: Date | string | null }>(
        em,
        answered
          ? `update "webhook_endpoints" set "failing_since" = null, "last_delivery_at" = greatest("last_delivery_at", $2) where "id" = $1 returning "failing_since"`
          : `update "webhook_endpoints" set "failing_since" = coalesce("failing_since", $2), "last_delivery_at" = greatest("last_delivery_at", $2) where "id" = $1 returning "failing_since"`,
        [endpointId, last],
      );
      const failingSince = endpoint?.failing_since ? new Date(endpoint.failing_since) : null;
      if (failingSince && now.getTime() - failingSince.getTime() >= WEBHOOK_SWITCH_OFF_DAYS * DAY_MS) await this.switchOff(endpointId, failingSince, now);
    }
  }

  private async switchOff(endpointId: string, failingSince: Date, now: Date): Promise<void> {
    if (await this.servicesOf(this.orm.em.fork()).webhooks.switchOff(endpointId, now)) {
      this.log.error({ webhookEndpointId: endpointId, failingSince }, 'a webhook endpoint failed for 3 days; it is switched off');
    }
  }
}

/** The server's webhook worker: the system acting, on services of its own (as the event consumers). */
export function webhookWorker(dependencies: AppDependencies, areas: readonly ServicesArea[], log: FastifyBaseLogger): WebhookWorker {
  const servicesOf = servicesFactory(dependencies, createSharedState(dependencies), areas);
  const { webhooks } = dependencies.config;
  if (webhooks.allowPrivate) log.warn('WEBHOOK_ALLOW_PRIVATE=true: webhooks may be http:// and reach private, loopback and link-local addresses');
  return new WebhookWorker(dependencies.orm, new WebhookSender({ allowPrivate: webhooks.allowPrivate }), (em) => servicesOf(em), webhooks, log);
}
