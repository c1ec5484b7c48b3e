import { columns, defineRecord, type RecordOf } from '../../domain/records.js';
import type { WebhookDeliveryEntity, WebhookEndpointEntity } from './webhooks.entity.js';

/** A webhook endpoint as an Owner sees it: never its secret (shown once, when it is created). */
export const webhookEndpointRecord = defineRecord('WebhookEndpoint', (endpoint: WebhookEndpointEntity) => ({
  _id: endpoint.id,
  ...columns(endpoint, ['url', 'eventTypes', 'enabled']),
  createdBy: endpoint.createdByName,
  ...columns(endpoint, ['createdAt', 'failingSince', 'disabledAt', 'lastDeliveryAt']),
}));
export type WebhookEndpointRecord = RecordOf<typeof webhookEndpointRecord>;

/** A delivery with the URL of the endpoint it is sent to: what its record is made of. */
export interface WebhookDeliveryOf {
  delivery: Pick<
    WebhookDeliveryEntity,
    'id' | 'eventType' | 'webhookId' | 'payload' | 'status' | 'attempts' | 'createdAt' | 'lastAttemptAt' | 'nextAttemptAt' | 'responseStatus' | 'responseBody' | 'error' | 'durationMs'
  >;
  endpointUrl: string;
}

/**
 * A webhook delivery: a line of an endpoint's delivery log, and what a person's data export shows
 * of what was (or was to be) sent about them, where, and whether it went. `eventId` is the
 * `webhook-id` it is sent under; `payload` the exact body, the same on every retry and resend
 * (blanked once what it held of a person is erased).
 */
export const webhookDeliveryRecord = defineRecord('WebhookDelivery', ({ delivery, endpointUrl }: WebhookDeliveryOf) => ({
  _id: delivery.id,
  endpointUrl,
  eventType: delivery.eventType as string,
  eventId: delivery.webhookId,
  ...columns(delivery, ['payload', 'status', 'attempts', 'createdAt', 'lastAttemptAt', 'nextAttemptAt', 'responseStatus', 'responseBody', 'error', 'durationMs']),
}));
export type WebhookDeliveryRecord = RecordOf<typeof webhookDeliveryRecord>;
