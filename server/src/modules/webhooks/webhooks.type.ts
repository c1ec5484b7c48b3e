import { Field, ID, Int, ObjectType } from 'type-graphql';
import { nodeFrom } from '../../graphql/records.js';
import { connectionOf, Node } from '../../graphql/relay.js';
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENT_TYPES, WEBHOOK_MESSAGES, WEBHOOK_RETRY_HOURS, WEBHOOK_SWITCH_OFF_DAYS, type WebhookDeliveryStatus } from '../../rules/webhooks.js';
import { webhookDeliveryRecord, webhookEndpointRecord } from './webhooks.record.js';

@ObjectType('WebhookEndpoint', { implements: Node, description: 'Where the events an Owner chose are sent, signed per the Standard Webhooks specification.' })
export class WebhookEndpoint extends Node {
  @Field(() => String, { description: 'The address events are POSTed to (https://).' })
  url!: string;

  @Field(() => [String], { description: `The events it is sent, some of ${WEBHOOK_EVENT_TYPES.join(', ')}.` })
  eventTypes!: string[];

  @Field(() => Boolean, { description: 'Whether events are sent to it; switched off by an Owner, or by the app after 3 days of failures.' })
  enabled!: boolean;

  @Field(() => String, { description: 'The username of the admin who created it, as it was then.' })
  createdBy!: string;

  @Field(() => Date, { description: 'When it was created.' })
  createdAt!: Date;

  @Field(() => Date, {
    nullable: true,
    description: `Since when its deliveries have failed without a success in between; null while they succeed. After ${WEBHOOK_SWITCH_OFF_DAYS} days of it, it is switched off.`,
  })
  failingSince!: Date | null;

  @Field(() => Date, { nullable: true, description: `When it was switched off automatically, after ${WEBHOOK_SWITCH_OFF_DAYS} days of failing; null otherwise.` })
  disabledAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When a delivery to it was last attempted; null if none was.' })
  lastDeliveryAt!: Date | null;
}

export const toWebhookEndpoint = nodeFrom(WebhookEndpoint, webhookEndpointRecord);
export const WebhookEndpointConnection = connectionOf(WebhookEndpoint);

@ObjectType('WebhookDelivery', { implements: Node, description: 'One event sent to one endpoint, with its latest attempt: a line of the delivery log.' })
export class WebhookDelivery extends Node {
  @Field(() => String, { description: 'The URL of the endpoint it is sent to.' })
  endpointUrl!: string;

  @Field(() => String, { description: 'The type of the event sent (contact.received, ...).' })
  eventType!: string;

  @Field(() => String, { description: 'The `webhook-id` it is sent under: the same for every retry and resend, so a receiver can skip what it already has.' })
  eventId!: string;

  @Field(() => String, { description: 'The exact body sent (JSON: `type`, `timestamp`, `data`), the same on every retry and resend; once what it held of a person is erased, `data` is only the record\'s `_id` and `erased: true`.' })
  payload!: string;

  @Field(() => String, { description: `One of ${WEBHOOK_DELIVERY_STATUSES.join(', ')} (failed: no 2xx answer within ${WEBHOOK_RETRY_HOURS} hours of the first attempt).` })
  status!: WebhookDeliveryStatus;

  @Field(() => Int, { description: 'How many attempts were made.' })
  attempts!: number;

  @Field(() => Date, { description: 'When it was queued.' })
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When the latest attempt was made; null before the first.' })
  lastAttemptAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the next attempt is due; null once delivered or failed.' })
  nextAttemptAt!: Date | null;

  @Field(() => Int, { nullable: true, description: "The HTTP status of the latest attempt's answer; null when there was none." })
  responseStatus!: number | null;

  @Field(() => String, { nullable: true, description: "The first 1 KB of the latest attempt's answer." })
  responseBody!: string | null;

  @Field(() => String, { nullable: true, description: 'Why the latest attempt failed: a network error, the 10 s timeout, a refused address or a redirect; null when it did not.' })
  error!: string | null;

  @Field(() => Int, { nullable: true, description: 'How long the latest attempt took, in milliseconds.' })
  durationMs!: number | null;
}

export const toWebhookDelivery = nodeFrom(WebhookDelivery, webhookDeliveryRecord);
export const WebhookDeliveryConnection = connectionOf(WebhookDelivery);

@ObjectType('CreateWebhookEndpointPayload', { description: 'What `createWebhookEndpoint` answers: the new endpoint, and its signing secret, this once.' })
export class CreateWebhookEndpointPayload {
  @Field(() => String, { description: `What to tell the admin: "${WEBHOOK_MESSAGES.created}"` })
  message!: string;

  @Field(() => String, { description: 'The signing secret (`whsec_` and base64), to verify the `webhook-signature` of each delivery. Shown in this answer only.' })
  secret!: string;

  @Field(() => WebhookEndpoint, { description: 'The new endpoint, as the list shows it.' })
  webhookEndpoint!: WebhookEndpoint;
}

@ObjectType('UpdateWebhookEndpointPayload', { description: 'What `updateWebhookEndpoint` answers: the endpoint as saved.' })
export class UpdateWebhookEndpointPayload {
  @Field(() => String, { description: `What to tell the admin: "${WEBHOOK_MESSAGES.updated}".` })
  message!: string;

  @Field(() => WebhookEndpoint, { description: 'The endpoint, as saved.' })
  webhookEndpoint!: WebhookEndpoint;
}

@ObjectType('DeleteWebhookEndpointPayload', { description: 'What `deleteWebhookEndpoint` answers: the id of the endpoint that is gone, with its delivery log.' })
export class DeleteWebhookEndpointPayload {
  @Field(() => String, { description: `What to tell the admin: "${WEBHOOK_MESSAGES.deleted}".` })
  message!: string;

  @Field(() => ID, { description: "The deleted endpoint's global id." })
  id!: string;
}

@ObjectType('ResendWebhookDeliveryPayload', { description: 'What `resendWebhookDelivery` answers: the new delivery, queued now.' })
export class ResendWebhookDeliveryPayload {
  @Field(() => String, { description: `What to tell the admin: "${WEBHOOK_MESSAGES.resent}".` })
  message!: string;

  @Field(() => WebhookDelivery, { description: 'The new delivery: the same event, body and `webhook-id`, to the same endpoint.' })
  webhookDelivery!: WebhookDelivery;
}
