import { Field, InputType } from 'type-graphql';
import { Satisfies } from '../../domain/validation.js';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_URL_MAX_LENGTH, webhookEventTypes, webhookUrl, type WebhookEventType } from '../../rules/webhooks.js';

// http:// passes here and is refused by the service unless WEBHOOK_ALLOW_PRIVATE is on (the edge does not read the config).
const url = webhookUrl({ allowHttp: true });
const optional = (rule: (value: unknown) => string | null) => (value: unknown) => (value === undefined || value === null ? null : rule(value));

@InputType('CreateWebhookEndpointInput', { description: "What `createWebhookEndpoint` takes: the endpoint's URL, its events, and whether it is on." })
export class CreateWebhookEndpointInput {
  @Field(() => String, { description: `Required: where to POST the events, https:// and at most ${WEBHOOK_URL_MAX_LENGTH.toLocaleString('en')} characters.` })
  @Satisfies(url)
  url!: string;

  @Field(() => [String], { description: `At least one of ${WEBHOOK_EVENT_TYPES.join(', ')}.` })
  @Satisfies(webhookEventTypes)
  eventTypes!: WebhookEventType[];

  @Field(() => Boolean, { nullable: true, defaultValue: true, description: 'Whether events are sent to it from now on (the default), or not yet.' })
  @Satisfies((value) => (value === undefined || value === null || typeof value === 'boolean' ? null : 'enabled must be true or false'))
  enabled?: boolean | null;
}

@InputType('UpdateWebhookEndpointInput', { description: "What `updateWebhookEndpoint` changes: any of the endpoint's URL, events and on/off; what is left out stays." })
export class UpdateWebhookEndpointInput {
  @Field(() => String, { nullable: true, description: 'A new URL, with the same rules as when it was created.' })
  @Satisfies(optional(url))
  url?: string | null;

  @Field(() => [String], { nullable: true, description: `New events, at least one of ${WEBHOOK_EVENT_TYPES.join(', ')}.` })
  @Satisfies(optional(webhookEventTypes))
  eventTypes?: WebhookEventType[] | null;

  @Field(() => Boolean, { nullable: true, description: 'Switches it on (which forgets its failures) or off.' })
  @Satisfies((value) => (value === undefined || value === null || typeof value === 'boolean' ? null : 'enabled must be true or false'))
  enabled?: boolean | null;
}
