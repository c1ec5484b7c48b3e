import type { EntityManager } from '../../db/orm.js';
import { Notifier } from './notifier.js';
import type { GaveUp } from './worker.js';

const ALERT_KIND = 'delivery_failure_alert';

/**
 * When the worker gives up on a message, the staff who get system alerts hear about it. An alert
 * that itself cannot be delivered raises no further alert, so a dead mail server cannot loop.
 */
export async function alertDeliveryFailure(em: EntityManager, message: GaveUp): Promise<void> {
  if (message.kind === ALERT_KIND) return;
  await Notifier.notify(em, [
    {
      type: 'system_alerts',
      kind: ALERT_KIND,
      content: {
      subject: `Email delivery failed: ${message.subject}`,
      heading: 'An email could not be delivered',
      paragraphs: [
        // After one attempt, mostly an address no retry could deliver to (the last error says why).
        `${message.attempts === 1 ? 'The' : `After ${message.attempts} attempts the`} message below could not be delivered. It stays in the outbox, marked failed.`,
      ],
      details: [
        ['To', message.toAddress],
        ['Subject', message.subject],
        ['Kind', message.kind],
        ['Last error', message.lastError],
      ],
      // The address and the subject may be a visitor's words (a receipt's): never a link.
      writtenByOthers: true,
      },
    },
  ]);
}
