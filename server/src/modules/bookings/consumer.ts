import { executeBound } from '../../db/bound-sql.js';
import type { EntityManager } from '../../db/orm.js';
import type { DeliveredEvent, EventHandler } from '../../domain/event-consumers.js';
import type { EventInput, EventSubscription } from '../../domain/events.js';
import type { Services } from '../../services.js';
import { eventFieldsOf } from '../content/events.js';

const CONSUMER = 'bookings';

/** The changes of an event its bookings hear of: a save or a restore (the time, the place, the capacity may have changed), and its cancellation. */
const HEARD = new Set<EventInput['type']>(['content.updated', 'content.restored', 'event.cancelled']);

/** The bookings consumer's subscription: an event's (the content kind `event`) saves, restores and cancellation. */
export const BOOKINGS_SUBSCRIPTION: EventSubscription = {
  consumer: CONSUMER,
  wants: (event: EventInput) => event.subject.type === 'Event' && HEARD.has(event.type),
};

/** What of an event its attendees' calendars hold: when, on which clocks, and where. */
function calendarOf(fields: Record<string, unknown> | string): string {
  const event = eventFieldsOf(typeof fields === 'string' ? (JSON.parse(fields) as Record<string, unknown>) : fields);
  return JSON.stringify([event.startsAt.toISOString(), event.endsAt.toISOString(), event.timeZone, event.format, event.venue, event.onlineUrl]);
}

/**
 * The bookings consumer (issue P21): a change of an event's time or place sends the updated
 * invitation to everyone booked (the revision it made, compared with the one before), any change
 * moves the waitlist up into seats a raised capacity freed, and a cancellation sends everyone the
 * calendar's cancellation. Its mail is written by the transaction that takes the deliveries:
 * once, whichever server takes them.
 */
export function bookingsConsumer(servicesOf: (em: EntityManager) => Services, nudgeMail?: () => void): EventHandler {
  return {
    consumer: CONSUMER,
    async consume(tx: EntityManager, events: readonly DeliveredEvent[]) {
      const bookings = servicesOf(tx).bookings;
      // Each event's row stays locked until the batch commits: taken in id order, as an erasure takes them, so the two never wait
      // on each other in a circle. The sort is stable: one event's changes keep their order.
      const byEvent = [...events].sort((a, b) => ((a.subjectId ?? '') < (b.subjectId ?? '') ? -1 : (a.subjectId ?? '') > (b.subjectId ?? '') ? 1 : 0));
      for (const event of byEvent) {
        if (!event.subjectId) continue;
        if (event.type === 'event.cancelled') {
          await bookings.eventCancelled(event.subjectId);
          continue;
        }
        const version = Number(event.data['version']);
        const revisions = Number.isInteger(version)
          ? await executeBound<{ version: number; fields: Record<string, unknown> | string }>(tx, `select version, fields from content_revisions where item_id = $1 and version in ($2, $3)`, [event.subjectId, version, version - 1])
          : [];
        const now = revisions.find((revision) => revision.version === version);
        const before = revisions.find((revision) => revision.version === version - 1);
        const moved = now !== undefined && before !== undefined && calendarOf(now.fields) !== calendarOf(before.fields);
        await bookings.eventChanged(event.subjectId, moved);
      }
    },
    consumed: () => nudgeMail?.(),
  };
}
