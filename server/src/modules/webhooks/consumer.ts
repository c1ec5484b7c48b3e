import { executeBound } from '../../db/bound-sql.js';
import { newId } from '../../db/ids.js';
import type { EntityManager } from '../../db/orm.js';
import type { DeliveredEvent, EventHandler } from '../../domain/event-consumers.js';
import type { EventInput, EventSubscription } from '../../domain/events.js';
import { isWebhookEventType, wantingTypes } from '../../rules/webhooks.js';
import type { Services } from '../../services.js';
import { subjectData } from './payloads.js';

const CONSUMER = 'webhooks';

/** The webhooks consumer's subscription: an event an endpoint may want, unless the spam guard held its subject. */
export const WEBHOOKS_SUBSCRIPTION: EventSubscription = {
  consumer: CONSUMER,
  wants: (event: EventInput) => isWebhookEventType(event.type) && event.data?.['spam'] !== true,
};

/**
 * The webhooks consumer (issue P15): for each event, one pending delivery to each enabled endpoint
 * that wants its type, written by the transaction that takes the events' deliveries (so exactly
 * once). The body is made now and kept, `{ type, timestamp, data }` with the subject's REST record
 * (or, deleted, its id and type), so every attempt sends the same bytes.
 */
export function webhooksConsumer(servicesOf: (em: EntityManager) => Services, nudgeWebhooks?: () => void): EventHandler {
  return {
    consumer: CONSUMER,
    async consume(tx: EntityManager, events: readonly DeliveredEvent[]) {
      const types = [...new Set(events.flatMap((event) => wantingTypes(event.type)))];
      const endpoints = await executeBound<{ id: string; event_types: string[] }>(tx, `select "id", "event_types" from "webhook_endpoints" where "enabled" and "event_types" && $1::text[]`, [types]);
      if (endpoints.length === 0) return;
      const occurred = await executeBound<{ id: string; occurred_at: Date | string }>(tx, `select "id", "occurred_at" from "events" where "id" = any($1::uuid[])`, [events.map((event) => event.id)]);
      const occurredAt = new Map(occurred.map((row) => [row.id, new Date(row.occurred_at).toISOString()]));
      const services = servicesOf(tx);
      const rows: { endpointId: string; event: DeliveredEvent; payload: string }[] = [];
      for (const event of events) {
        const wanting = endpoints.filter((endpoint) => wantingTypes(event.type).some((type) => endpoint.event_types.includes(type)));
        if (wanting.length === 0) continue;
        const payload = JSON.stringify({ type: event.type, timestamp: occurredAt.get(event.id) ?? new Date().toISOString(), data: await subjectData(services, event.subjectType, event.subjectId) });
        for (const endpoint of wanting) rows.push({ endpointId: endpoint.id, event, payload });
      }
      if (rows.length === 0) return;
      await executeBound(
        tx,
        `insert into "webhook_deliveries" ("id", "endpoint_id", "event_id", "event_type", "webhook_id", "payload", "status", "attempts", "next_attempt_at", "created_at")
         select u."id", u."endpoint_id", u."event_id", u."event_type", u."webhook_id", u."payload", 'pending', 0, $7, $7
           from unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[], $5::text[], $6::text[]) as u("id", "endpoint_id", "event_id", "event_type", "webhook_id", "payload")`,
        [
          rows.map(() => newId()),
          rows.map((row) => row.endpointId),
          rows.map((row) => row.event.id),
          rows.map((row) => row.event.type),
          // One per event and endpoint, kept by retries and resends: receivers skip what they already have by it.
          rows.map(() => `msg_${newId()}`),
          rows.map((row) => row.payload),
          // The server's clock, as the worker reads it.
          new Date(),
        ],
      );
    },
    consumed: () => nudgeWebhooks?.(),
  };
}
