import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { newId } from '../../db/ids.js';
import type { WebhookDeliveryStatus, WebhookEventType } from '../../rules/webhooks.js';

/**
 * An Owner's webhook endpoint (issue P15): where the events it wants are sent, signed with its
 * secret (Standard Webhooks). The secret is kept as it is (signing needs it), shown once when the
 * endpoint is created, and never answered again.
 */
export const WebhookEndpointEntity = defineEntity({
  name: 'WebhookEndpoint',
  tableName: 'webhook_endpoints',
  properties: {
    id: p.uuid().primary().onCreate(newId),
    url: p.text(),
    eventTypes: p.array().$type<WebhookEventType[]>(),
    /** `whsec_` and the base64 of 32 random bytes. */
    secret: p.text().lazy(),
    enabled: p.boolean(),
    /** The admin who made it: their id and the username they had, so the list reads after the account is gone. */
    createdById: p.uuid().nullable(),
    createdByName: p.text(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()),
    /** The first failed attempt since its last success; null while it succeeds. Three days of it switch the endpoint off. */
    failingSince: p.datetime().nullable(),
    /** When it was switched off for failing; null unless that is why it is off. */
    disabledAt: p.datetime().nullable(),
    lastDeliveryAt: p.datetime().nullable(),
  },
  indexes: [{ properties: ['createdAt', 'id'] }],
});
export type WebhookEndpointEntity = InferEntity<typeof WebhookEndpointEntity>;

/**
 * One event sent to one endpoint, with its attempts: written by the `webhooks` event consumer (or
 * a resend), claimed and sent by the worker. `payload` is the exact body sent, so every retry and
 * resend sends the same bytes under the same `webhook-id`.
 */
export const WebhookDeliveryEntity = defineEntity({
  name: 'WebhookDelivery',
  tableName: 'webhook_deliveries',
  properties: {
    id: p.uuid().primary().onCreate(newId),
    endpointId: p.uuid(),
    /** The domain event sent (`events.id`; the audit trail may delete the event before the log). */
    eventId: p.uuid(),
    eventType: p.text().$type<WebhookEventType>(),
    /** The `webhook-id` header: `msg_` and a random id, one per event and endpoint, kept by resends. */
    webhookId: p.text(),
    payload: p.text(),
    status: p.text().$type<WebhookDeliveryStatus>(),
    attempts: p.integer(),
    /** Due from then (pending, retrying); null once delivered or failed. */
    nextAttemptAt: p.datetime().nullable(),
    /** Set while a worker holds it; another may take it over after. */
    lockedUntil: p.datetime().nullable(),
    /** The 24 hours of retries run from here. */
    firstAttemptAt: p.datetime().nullable(),
    lastAttemptAt: p.datetime().nullable(),
    responseStatus: p.integer().nullable(),
    /** The first 1 KB of the answer. */
    responseBody: p.text().nullable(),
    /** Why the last attempt failed without an answer: the network, the timeout, a refused address. */
    error: p.text().nullable(),
    durationMs: p.integer().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type WebhookDeliveryEntity = InferEntity<typeof WebhookDeliveryEntity>;
