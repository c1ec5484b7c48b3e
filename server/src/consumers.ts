import type { FastifyBaseLogger } from 'fastify';
import type { AppDependencies } from './dependencies.js';
import { EventConsumers } from './domain/event-consumers.js';
import type { Area } from './modules/area.js';
import { announcer } from './modules/mail/announcer.js';
import { ReceiptLimit } from './modules/mail/receipt-limit.js';
import { webhooksConsumer } from './modules/webhooks/consumer.js';
import { bookingsConsumer } from './modules/bookings/consumer.js';
import { createSharedState, servicesFactory } from './services.js';

/**
 * The consumers of the events `areas` record (issue P18 §2): the mail consumer (receipts and
 * staff notices), the webhooks consumer (P15) and the bookings consumer (P21: an event's changes told to its attendees). They act as the system, on services of their own.
 * Started by the server (`start`, nudged through `dependencies.nudgeEvents`); tests `drain` them.
 */
export function eventConsumers(dependencies: AppDependencies, areas: readonly Area[], log: FastifyBaseLogger): EventConsumers {
  const servicesOf = servicesFactory(dependencies, createSharedState(dependencies), areas);
  return new EventConsumers(dependencies.orm, [
      announcer(areas, (em) => servicesOf(em), { receiptLimit: ReceiptLimit.of(dependencies), nudgeMail: dependencies.nudgeMail }),
      webhooksConsumer((em) => servicesOf(em), () => dependencies.nudgeWebhooks?.()),
      bookingsConsumer((em) => servicesOf(em), dependencies.nudgeMail),
    ], dependencies.config.mail, log);
}

/** The cap on receipts per address (`MAIL_RECEIPTS_PER_HOUR`), its hashes keyed by a key of its own. */
