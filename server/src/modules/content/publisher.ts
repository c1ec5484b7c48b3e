import type { FastifyBaseLogger } from 'fastify';
import type { AppDependencies } from '../../dependencies.js';
import { Poller } from '../../domain/poller.js';
import { SCHEDULE_POLL_SECONDS } from '../../rules/content.js';
import { createServices, createSharedState, type ServicesArea, type SharedState } from '../../services.js';

/**
 * Publishes scheduled content when its time comes: every server looks every
 * `SCHEDULE_POLL_SECONDS`, and each item is published by exactly one of them
 * (`ContentService.publishDue` claims it under a row lock, while it is still scheduled).
 */
export class ScheduledPublisher {
  private readonly poller: Poller;
  private readonly shared: SharedState;

  constructor(
    private readonly dependencies: AppDependencies,
    private readonly areas: readonly ServicesArea[],
    private readonly log: FastifyBaseLogger,
  ) {
    this.shared = createSharedState(dependencies);
    this.poller = new Poller(() => this.run(), { pollIntervalMs: SCHEDULE_POLL_SECONDS * 1000, nudgeDelayMs: 0, rerunDelayMs: 0 }, (error) =>
      this.log.error({ err: error }, 'publishing scheduled content failed'),
    );
  }

  start(): void {
    this.poller.start();
  }

  stop(): Promise<void> {
    return this.poller.stop();
  }

  /** Publishes what is due now; made without a request, so its events are the system's doing. */
  async run(now = new Date()): Promise<number> {
    const published = await createServices(this.dependencies.orm.em.fork(), this.dependencies, this.shared, this.areas).content.publishDue(now);
    if (published > 0) this.log.info({ published }, 'scheduled content published');
    return published;
  }
}
