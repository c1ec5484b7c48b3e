import { cursorBatches, executeBound, timeOf, type StoredTime } from '../../db/bound-sql.js';
import type { EntityManager } from '../../db/orm.js';
import { deleteDoneBefore, PERSONAL_ERASURE_BATCH, wholeAddressPattern, type PersonalDataSource } from '../../domain/personal-data.js';
import { PRIVACY_MESSAGES } from '../../rules/privacy.js';
import { webhookDeliveryRecord, type WebhookDeliveryOf } from './webhooks.record.js';

/** A delivery row as the export reads it: the delivery's columns under the entity's names (its times as stored), and its endpoint's URL. */
type DeliveryRow = Omit<WebhookDeliveryOf['delivery'], 'createdAt' | 'lastAttemptAt' | 'nextAttemptAt'> & {
  createdAt: StoredTime;
  lastAttemptAt: StoredTime | null;
  nextAttemptAt: StoredTime | null;
  endpointUrl: string;
};

/**
 * Deliveries whose body names the address. The body is the subject's record as it was sent (a
 * lead's name, address and message), kept for retries and resends: erasing the person blanks it
 * (`blank`), so nothing about them is sent after the erasure, even by a resend, while the log of
 * which endpoints were sent which record stays. No index serves the match: a data-subject request
 * reads the deliveries once (`WEBHOOK_DELIVERY_RETENTION_DAYS` of them).
 */
const MATCHING = `d."payload" ~* $1`;

/**
 * What a delivery keeps once what it held of a person is erased, or its record's retention ran out:
 * which event, about which record (`data._id`, with `erased: true`), to which endpoint, when, and
 * whether it went; not the record, nor the endpoint's answer (which may echo it). One still to be
 * sent is not: it is `failed`, saying why.
 */
async function blank(em: EntityManager, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await executeBound(
    em,
    `update "webhook_deliveries" set
       "payload" = jsonb_build_object('type', "payload"::jsonb -> 'type', 'timestamp', "payload"::jsonb -> 'timestamp', 'data', jsonb_build_object('_id', "payload"::jsonb #> '{data,_id}', 'erased', true))::text,
       "response_body" = null,
       "status" = case when "status" in ('pending', 'retrying') then 'failed' else "status" end,
       "error" = case when "status" in ('pending', 'retrying') then $2 else "error" end,
       "next_attempt_at" = case when "status" in ('pending', 'retrying') then null else "next_attempt_at" end,
       "locked_until" = null
     where "id" = any($1::uuid[])`,
    [[...ids], PRIVACY_MESSAGES.deliveryErased],
  );
}

/** Where the webhooks keep people's addresses (data-subject requests): the bodies of their deliveries, sent or not. */
export const webhooksPersonalData: Record<string, PersonalDataSource> = {
  'webhook-deliveries': {
    label: 'Webhook deliveries (sent to integrations)',
    subjectType: null,
    erasedEvent: null,
    async count(em, addresses) {
      const [row] = await executeBound<{ count: number }>(em, `select count(*)::int as "count" from "webhook_deliveries" d where ${MATCHING}`, [wholeAddressPattern(addresses)]);
      return row?.count ?? 0;
    },
    async rows(em, addresses, after, size) {
      const rows = await executeBound<DeliveryRow>(
        em,
        `select d."id", e."url" as "endpointUrl", d."event_type" as "eventType", d."webhook_id" as "webhookId", d."payload", d."status", d."attempts", d."created_at" as "createdAt",
                d."last_attempt_at" as "lastAttemptAt", d."next_attempt_at" as "nextAttemptAt", d."response_status" as "responseStatus", d."response_body" as "responseBody", d."error",
                d."duration_ms" as "durationMs"
           from "webhook_deliveries" d join "webhook_endpoints" e on e."id" = d."endpoint_id"
          where ${MATCHING} and ($2::uuid is null or d."id" > $2) order by d."id" limit $3`,
        [wholeAddressPattern(addresses), after, size],
      );
      return {
        records: rows.map(({ endpointUrl, createdAt, lastAttemptAt, nextAttemptAt, ...delivery }) =>
          webhookDeliveryRecord.of({ delivery: { ...delivery, createdAt: timeOf(createdAt), lastAttemptAt: timeOf(lastAttemptAt), nextAttemptAt: timeOf(nextAttemptAt) }, endpointUrl }),
        ),
        files: [],
        subjects: [],
        next: rows.length === size ? (rows.at(-1)?.id ?? null) : null,
      };
    },
    // Blanked, not deleted: the log of who was sent what stays.
    async *erase(em: EntityManager, addresses) {
      for await (const rows of cursorBatches<{ id: string }>(em, `select d."id" from "webhook_deliveries" d where ${MATCHING}`, [wholeAddressPattern(addresses)], PERSONAL_ERASURE_BATCH)) {
        await blank(
          em,
          rows.map((row) => row.id),
        );
        yield { count: rows.length, storageKeys: [], subjects: [] };
      }
    },
    copies: {
      keptDays: (retention) => retention.webhookDeliveryDays,
      /** A record's deliveries are those of the events about it (while the audit trail keeps them: older ones go by age), blanked as an erasure's. */
      async ofRecords(em, subjectType, records) {
        const rows = await executeBound<{ id: string }>(
          em,
          `select d."id" from "webhook_deliveries" d join "events" e on e."id" = d."event_id" where e."subject_type" = $1 and e."subject_id" = any($2::uuid[])`,
          [subjectType, records.map((record) => record.id)],
        );
        await blank(
          em,
          rows.map((row) => row.id),
        );
        return rows.length;
      },
      /** Delivered or given up (never one still being retried). */
      madeBefore: deleteDoneBefore('webhook_deliveries', ['delivered', 'failed']),
    },
  },
};
