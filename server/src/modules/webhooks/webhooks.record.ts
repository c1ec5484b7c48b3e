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

/** One line of an endpoint's delivery log: `eventId` is the `webhook-id` it was sent under. */
export const webhookDeliveryRecord = defineRecord('WebhookDelivery', (delivery: WebhookDeliveryEntity) => ({
  _id: delivery.id,
  eventType: delivery.eventType as string,
  eventId: delivery.webhookId,
  ...columns(delivery, ['status', 'attempts', 'createdAt', 'lastAttemptAt', 'nextAttemptAt', 'responseStatus', 'responseBody', 'error', 'durationMs']),
}));
export type WebhookDeliveryRecord = RecordOf<typeof webhookDeliveryRecord>;
