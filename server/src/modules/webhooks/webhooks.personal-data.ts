import { executeBound } from '../../db/bound-sql.js';
import type { EntityManager } from '../../db/orm.js';
import { wholeAddressPattern, type PersonalDataSource } from '../../domain/personal-data.js';
import { defineRecord } from '../../domain/records.js';
import type { WebhookDeliveryStatus } from '../../rules/webhooks.js';

interface DeliveryRow {
  id: string;
  url: string;
  event_type: string;
  webhook_id: string;
  status: WebhookDeliveryStatus;
  payload: string;
  created_at: Date;
  last_attempt_at: Date | null;
}

/** A webhook delivery as a person's export shows it: what was (or was to be) sent about them, where, and whether it went. */
export const webhookDeliveryExportRecord = defineRecord('WebhookDelivery', (row: DeliveryRow) => ({
  _id: row.id,
  endpointUrl: row.url,
  eventType: row.event_type,
  webhookId: row.webhook_id,
  status: row.status,
  payload: row.payload,
  createdAt: row.created_at,
  lastAttemptAt: row.last_attempt_at,
}));

/**
 * Deliveries whose body names the address. The body is the subject's record as it was sent (a
 * lead's name, address and message), kept for retries and resends: erasing the person deletes them,
 * so nothing about them is sent after the erasure, even by a resend. No index serves the match: a
 * data-subject request reads the deliveries once.
 */
const MATCHING = `d."payload" ~* $1`;

/** Where the webhooks keep people's addresses (data-subject requests): the bodies of their deliveries, sent or not. */
export const webhooksPersonalData: Record<string, PersonalDataSource> = {
  'webhook-deliveries': {
    label: 'Webhook deliveries (sent to integrations)',
    subjectType: null,
    async count(em, addresses) {
      const [row] = await executeBound<{ count: number }>(em, `select count(*)::int as "count" from "webhook_deliveries" d where ${MATCHING}`, [wholeAddressPattern(addresses)]);
      return row?.count ?? 0;
    },
    async rows(em, addresses, after, size) {
      const rows = await executeBound<DeliveryRow>(
        em,
        `select d."id", e."url", d."event_type", d."webhook_id", d."status", d."payload", d."created_at", d."last_attempt_at"
           from "webhook_deliveries" d join "webhook_endpoints" e on e."id" = d."endpoint_id"
          where ${MATCHING} and ($2::uuid is null or d."id" > $2) order by d."id" limit $3`,
        [wholeAddressPattern(addresses), after, size],
      );
      return { records: rows.map((row) => webhookDeliveryExportRecord.of(row)), files: [], subjects: [], next: rows.length === size ? (rows.at(-1)?.id ?? null) : null };
    },
    async erase(em: EntityManager, addresses) {
      const [row] = await executeBound<{ count: number }>(em, `with "gone" as (delete from "webhook_deliveries" d where ${MATCHING} returning 1) select count(*)::int as "count" from "gone"`, [
        wholeAddressPattern(addresses),
      ]);
      return { count: row?.count ?? 0, storageKeys: [], subjects: [] };
    },
  },
};
