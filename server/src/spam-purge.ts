import type { FastifyBaseLogger } from 'fastify';
import { deleteEventsBefore } from './db/audit-retention.js';
import type { AppDependencies } from './dependencies.js';
import { FormRateLimit } from './domain/form-limit.js';
import type { BookingsService } from './modules/bookings/bookings.service.js';
import type { ApplicationsService } from './modules/careers/applications.service.js';
import type { ContactService } from './modules/contact/contact.service.js';
import type { DemoService } from './modules/demo/demo.service.js';
import type { NewsletterService } from './modules/newsletter/newsletter.service.js';
import { purgedAnything, type RetentionService } from './modules/retention/retention.service.js';
import { createServices, createSharedState, type ServicesArea } from './services.js';

/** How often held spam past its retention is looked for. */
const PURGE_INTERVAL_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface Purged {
  contactSubmissions: number;
  demoRequests: number;
  applications: number;
  subscribers: number;
  eventBookings: number;
}

/** The services of the areas a public form feeds, each holding what the spam guard held. */
interface SpamHolders {
  contact: ContactService;
  demo: DemoService;
  applications: ApplicationsService;
  newsletter: NewsletterService;
  bookings: BookingsService;
}

/** Deletes what the spam guard held more than `retentionDays` ago, in every area a public form feeds. */
export async function purgeExpiredSpam(services: SpamHolders, retentionDays: number, now = new Date()): Promise<Purged> {
  const before = new Date(now.getTime() - retentionDays * DAY_MS);
  return {
    contactSubmissions: await services.contact.purgeSpam(before),
    demoRequests: await services.demo.purgeSpam(before),
    applications: await services.applications.purgeSpam(before),
    subscribers: await services.newsletter.purgeSpam(before),
    eventBookings: await services.bookings.purgeSpam(before),
  };
}

/**
 * Runs the purge at start-up and every hour, and with it the sweep of resume files no record owns,
 * of the rate limit's old counts and of the audit trail past `AUDIT_RETENTION_DAYS`. Any number of
 * server processes may run it at once: each deletion only removes rows past the retention, so
 * running it twice removes nothing more.
 */
export class SpamPurge {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly dependencies: AppDependencies,
    private readonly areas: readonly ServicesArea[],
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    const tick = () => {
      this.running = this.run().then(
        () => undefined,
        (error: unknown) => this.log.error({ err: error }, 'spam purge failed'),
      );
    };
    tick();
    this.timer = setInterval(tick, PURGE_INTERVAL_MS).unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  async run(now = new Date()): Promise<Purged> {
    // Made without a request, so what they record (`*.spam_purged`) is the system's doing.
    const services: SpamHolders & { retention: RetentionService } = createServices(this.dependencies.orm.em.fork(), this.dependencies, createSharedState(this.dependencies), this.areas);
    const { spamRetentionDays, orphanFileGraceSeconds } = this.dependencies.config.forms;
    const purged = await purgeExpiredSpam(services, spamRetentionDays, now);
    if (Object.values(purged).some((count) => count > 0)) this.log.info({ purged }, 'expired spam deleted');
    const orphans = await services.applications.sweepOrphanFiles(new Date(now.getTime() - orphanFileGraceSeconds * 1000));
    if (orphans > 0) this.log.info({ orphans }, 'resume files no application owns deleted');
    // The rate limit reads the current window and the one before it; older counts only take room.
    const { forms } = this.dependencies.config;
    await new FormRateLimit(this.dependencies.orm, forms).forgetBefore(new Date(now.getTime() - 2 * forms.rateWindowSeconds * 1000));
    // Applications, leads, unsubscribed sign-ups and copies past their retention (P15, P19): one server at a time does it.
    const retained = await services.retention.purge(now);
    if (retained && purgedAnything(retained)) this.log.info({ retention: retained }, 'personal data past its retention deleted');
    const expiredEvents = await deleteEventsBefore(this.dependencies.orm.em, new Date(now.getTime() - this.dependencies.config.auditRetentionDays * DAY_MS));
    if (expiredEvents > 0) this.log.info({ events: expiredEvents }, 'audit trail past its retention deleted');
    return purged;
  }
}
