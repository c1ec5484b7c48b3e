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

/** How long a worker may hold a claimed delivery (its attempt takes 10 s at most) before another may take it over. */
const LEASE_SECONDS = 120;
/** A nudge waits this long, so the transaction that queued the deliveries has committed. */
const NUDGE_DELAY_MS = 50;
/** The key of the transaction-level advisory lock claims are made under, so every server counts the same deliveries in flight. */
const CLAIM_LOCK = 7_402_311_941;
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

/** One attempt of a claimed delivery, as it is written. */
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
 * Sends the webhook deliveries (issue P15), as the mail worker sends the outbox: deliveries are
 * claimed by one statement `for update skip locked` with a lease, so any number of servers share
 * the work and none sends a delivery twice (a server that dies mid-send leaves its claim to expire:
 * delivery is at least once, and the `webhook-id` lets receivers skip a repeat). Each attempt is
 * signed when it is made; a failure is retried by the schedule for 24 hours, then the delivery is
 * `failed`; an endpoint failing for three days is switched off.
 *
 * No delivery waits for another (P19): a server keeps up to `concurrency` attempts in flight and
 * claims again whenever one ends or new deliveries are queued, and no endpoint has more than
 * `endpointConcurrency` in flight over every server, so an endpoint that times out holds up only
 * its own deliveries.
 */
export class WebhookWorker {
  private readonly poller: Poller;
  private readonly random: () => number;
  /** The attempts this server has in flight, until each is written. */
  private readonly inFlight = new Set<Promise<void>>();
  /** Claims are made one at a time, so the free slots are counted right. */
  private claiming: Promise<unknown> = Promise.resolve();
  /** Set by `stop`: nothing more is claimed. */
  private stopping = false;

  constructor(
    private readonly orm: Orm,
    private readonly sender: WebhookSender,
    private readonly servicesOf: (em: EntityManager) => Services,
    private readonly settings: Pick<WebhooksConfig, 'pollIntervalMs' | 'concurrency' | 'endpointConcurrency'>,
    private readonly log: FastifyBaseLogger,
    options: WebhookWorkerOptions = {},
  ) {
    this.random = options.random ?? Math.random;
    this.poller = new Poller(
      () => this.fill(),
      { pollIntervalMs: settings.pollIntervalMs, nudgeDelayMs: NUDGE_DELAY_MS, rerunDelayMs: 0 },
      (error: unknown) => log.error({ err: error }, 'webhook worker could not read its deliveries'),
    );
  }

  start(): void {
    this.poller.start();
  }

  /** New deliveries are waiting: look soon instead of at the next poll. */
  readonly nudge = (): void => this.poller.nudge();

  /** Stops claiming, waits for the attempts in flight (each ends within its 10 s timeout), and closes the connections. */
  async stop(): Promise<void> {
    this.stopping = true;
    await this.poller.stop();
    await this.claiming;
    await Promise.all(this.inFlight);
    await this.sender.close();
  }

  /**
   * Sends everything that is due now, claiming again as each attempt ends (a retry is never due at
   * once), and resolves when the attempts it started are written: with how many it made.
   */
  async deliverDue(): Promise<number> {
    let attempted = 0;
    const started = new Set<Promise<void>>();
    for (;;) {
      const claimed = await this.fill();
      for (const attempt of claimed) {
        started.add(attempt);
        void attempt.then(() => started.delete(attempt));
      }
      attempted += claimed.length;
      if (started.size === 0) return attempted;
      await Promise.race(started);
    }
  }

  /** Claims due deliveries into this server's free slots and starts their attempts (not waiting for them); answers the attempts started. */
  private fill(): Promise<Promise<void>[]> {
    const filled = this.claiming.then(async () => {
      const free = this.settings.concurrency - this.inFlight.size;
      if (free <= 0 || this.stopping) return [];
      return (await this.claim(free)).map((delivery) => this.track(this.attemptAndWrite(delivery)));
    });
    this.claiming = filled.catch(() => undefined);
    return filled;
  }

  private track(attempt: Promise<void>): Promise<void> {
    this.inFlight.add(attempt);
    void attempt.then(() => {
      this.inFlight.delete(attempt);
      // A slot is free: what waited for one (or for its endpoint's) may go now.
      if (!this.poller.stopped) void this.fill().catch((error: unknown) => this.log.error({ err: error }, 'webhook worker could not read its deliveries'));
    });
    return attempt;
  }

  /**
   * Due deliveries to enabled endpoints that no one holds (or whose holder's lease ran out), at most
   * `limit`, and for each endpoint no more than its share of `endpointConcurrency` less what any
   * server has in flight to it; each counted as an attempt now.
   */
  private claim(limit: number): Promise<ClaimedDelivery[]> {
    const now = new Date();
    return this.orm.em.fork().transactional(async (tx) => {
      await executeBound(tx, 'select pg_advisory_xact_lock($1)', [CLAIM_LOCK]);
      return executeBound<ClaimedDelivery>(
        tx,
        `with "room" as (
           select e."id", $4::int - (select count(*) from "webhook_deliveries" f
                                      where f."endpoint_id" = e."id" and f."status" in ('pending', 'retrying') and f."locked_until" >= $1)::int as "free"
             from "webhook_endpoints" e where e."enabled"),
         "due" as (
           select d."id" from "room" r cross join lateral (
             select d."id", d."next_attempt_at" from "webhook_deliveries" d
              where d."endpoint_id" = r."id" and d."status" in ('pending', 'retrying') and d."next_attempt_at" <= $1 and (d."locked_until" is null or d."locked_until" < $1)
              order by d."next_attempt_at", d."id"
              limit greatest(r."free", 0)) d
            order by d."next_attempt_at", d."id"
            limit $3),
         "claimed" as (
           select d."id" from "webhook_deliveries" d where d."id" in (select "id" from "due") for update of d skip locked)
         update "webhook_deliveries" d set "locked_until" = $2, "attempts" = d."attempts" + 1, "first_attempt_at" = coalesce(d."first_attempt_at", $1)
           from "claimed", "webhook_endpoints" e
          where d."id" = "claimed"."id" and e."id" = d."endpoint_id"
         returning d."id", d."endpoint_id", d."webhook_id", d."payload", d."attempts", d."first_attempt_at", e."url", e."secret"`,
        [now, new Date(now.getTime() + LEASE_SECONDS * 1000), limit, this.settings.endpointConcurrency],
      );
    });
  }

  /** One attempt and what it came to, written; never rejects (a delivery whose attempt could not be written is taken again when its lease runs out). */
  private async attemptAndWrite(delivery: ClaimedDelivery): Promise<void> {
    try {
      await this.write(await this.attempt(delivery));
    } catch (error) {
      this.log.error({ err: error, webhookDeliveryId: delivery.id }, 'webhook worker could not write an attempt');
    }
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
   * Writes an attempt, then its endpoint's state: a success clears its failing streak, a failure
   * starts one (or goes on with it), and three days of it switch the endpoint off.
   */
  private async write({ delivery, at, result, next, status }: Attempted): Promise<void> {
    const em = this.orm.em.fork();
    await executeBound(
      em,
      `update "webhook_deliveries" set "status" = $2, "next_attempt_at" = $3, "locked_until" = null, "last_attempt_at" = $4,
              "response_status" = $5, "response_body" = $6, "error" = $7, "duration_ms" = $8
        where "id" = $1`,
      [delivery.id, status, next, at, result.status, result.body, result.error, result.durationMs],
    );
    const [endpoint] = await executeBound<{ failing_since: Date | string | null }>(
      em,
      result.ok
        ? `update "webhook_endpoints" set "failing_since" = null, "last_delivery_at" = greatest("last_delivery_at", $2) where "id" = $1 returning "failing_since"`
        : `update "webhook_endpoints" set "failing_since" = coalesce("failing_since", $2), "last_delivery_at" = greatest("last_delivery_at", $2) where "id" = $1 returning "failing_since"`,
      [delivery.endpoint_id, at],
    );
    const failingSince = endpoint?.failing_since ? new Date(endpoint.failing_since) : null;
    const now = new Date();
    if (failingSince && now.getTime() - failingSince.getTime() >= WEBHOOK_SWITCH_OFF_DAYS * DAY_MS) await this.switchOff(delivery.endpoint_id, failingSince, now);
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
  else if (webhooks.allowLoopback) log.info('Webhooks may reach this machine (localhost and loopback addresses, http:// too) for a local receiver, as NODE_ENV is not production; production refuses them');
  return new WebhookWorker(dependencies.orm, new WebhookSender({ allowPrivate: webhooks.allowPrivate, allowLoopback: webhooks.allowLoopback }), (em) => servicesOf(em), webhooks, log);
}
