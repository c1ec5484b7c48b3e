import type { FastifyBaseLogger } from 'fastify';
import type { AppDependencies } from '../../dependencies.js';
import { Poller } from '../../domain/poller.js';
import { createServices, createSharedState, type ServicesArea, type SharedState } from '../../services.js';
import type { BookingsService } from './bookings.service.js';

/** How often the reminders due are looked for: a reminder goes at most this late. */
export const REMINDER_POLL_SECONDS = 60;

/**
 * Sends the bookings' reminders (24 hours and 1 hour before each event's start) when due: every
 * server looks every `REMINDER_POLL_SECONDS`, and each reminder goes once, whichever server claims
 * it (`BookingsService.sendReminders`: an atomic `update … where … is null returning`).
 */
export class BookingReminders {
  private readonly poller: Poller;
  private readonly shared: SharedState;

  constructor(
    private readonly dependencies: AppDependencies,
    private readonly areas: readonly ServicesArea[],
    private readonly log: FastifyBaseLogger,
  ) {
    this.shared = createSharedState(dependencies);
    this.poller = new Poller(() => this.run(), { pollIntervalMs: REMINDER_POLL_SECONDS * 1000, nudgeDelayMs: 0, rerunDelayMs: 0 }, (error) => this.log.error({ err: error }, 'sending booking reminders failed'));
  }

  start(): void {
    this.poller.start();
  }

  stop(): Promise<void> {
    return this.poller.stop();
  }

  /** Sends what is due at `now`; made without a request, so what it does is the system's. */
  async run(now = new Date()): Promise<number> {
    const services: { bookings: BookingsService } = createServices(this.dependencies.orm.em.fork(), this.dependencies, this.shared, this.areas);
    const sent = await services.bookings.sendReminders(now);
    if (sent > 0) this.log.info({ sent }, 'booking reminders sent');
    return sent;
  }
}
