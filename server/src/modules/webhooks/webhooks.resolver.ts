import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../context.js';
import type { Connection } from '../../domain/pagination.js';
import { Can, StepUp } from '../../graphql/access.js';
import { ConnectionArgs, idOf, toGlobalId } from '../../graphql/relay.js';
import { WEBHOOK_MESSAGES } from '../../rules/webhooks.js';
import { CreateWebhookEndpointInput, UpdateWebhookEndpointInput } from './webhooks.input.js';
import {
  CreateWebhookEndpointPayload,
  DeleteWebhookEndpointPayload,
  ResendWebhookDeliveryPayload,
  UpdateWebhookEndpointPayload,
  type WebhookDelivery,
  WebhookDeliveryConnection,
  type WebhookEndpoint,
  WebhookEndpointConnection,
  toWebhookDelivery,
  toWebhookEndpoint,
} from './webhooks.type.js';

const endpointIdOf = (id: string) => idOf(id, 'WebhookEndpoint', WEBHOOK_MESSAGES.notFound);

/** Webhooks (issue P15), for Owners (`webhooks:manage`). */
@Resolver()
export class WebhooksResolver {
  @Can('webhooks:manage')
  @Query(() => WebhookEndpointConnection, { description: 'The webhook endpoints, newest first.' })
  webhookEndpoints(@Args(() => ConnectionArgs) page: ConnectionArgs, @Ctx() { services }: AppContext): Promise<Connection<WebhookEndpoint>> {
    return services.webhooks.list(page, toWebhookEndpoint);
  }

  @Can('webhooks:manage')
  @Query(() => WebhookDeliveryConnection, { description: "An endpoint's delivery log, newest first." })
  webhookDeliveries(
    @Arg('endpointId', () => ID, { description: "The endpoint's global id." }) endpointId: string,
    @Args(() => ConnectionArgs) page: ConnectionArgs,
    @Ctx() { services }: AppContext,
  ): Promise<Connection<WebhookDelivery>> {
    return services.webhooks.deliveries(endpointIdOf(endpointId), page, toWebhookDelivery);
  }

  @Can('webhooks:manage')
  @StepUp()
  @Mutation(() => CreateWebhookEndpointPayload, { description: 'Registers a webhook endpoint; its signing secret is in this answer only.' })
  async createWebhookEndpoint(
    @Arg('input', () => CreateWebhookEndpointInput, { description: "The endpoint's URL, events and on/off." }) input: CreateWebhookEndpointInput,
    @Ctx() { services, requireSignedIn }: AppContext,
  ): Promise<CreateWebhookEndpointPayload> {
    const { endpoint, secret } = await services.webhooks.create(input, await requireSignedIn());
    return { message: WEBHOOK_MESSAGES.created, secret, webhookEndpoint: toWebhookEndpoint(endpoint) };
  }

  @Can('webhooks:manage')
  @StepUp()
  @Mutation(() => UpdateWebhookEndpointPayload, { description: "Changes an endpoint's URL, events or on/off; switching it on forgets its failures." })
  async updateWebhookEndpoint(
    @Arg('id', () => ID, { description: "The endpoint's global id." }) id: string,
    @Arg('input', () => UpdateWebhookEndpointInput, { description: 'What to change.' }) input: UpdateWebhookEndpointInput,
    @Ctx() { services }: AppContext,
  ): Promise<UpdateWebhookEndpointPayload> {
    const endpoint = await services.webhooks.update(endpointIdOf(id), input);
    return { message: WEBHOOK_MESSAGES.updated, webhookEndpoint: toWebhookEndpoint(endpoint) };
  }

  @Can('webhooks:manage')
  @StepUp()
  @Mutation(() => DeleteWebhookEndpointPayload, { description: 'Deletes an endpoint and its delivery log; what was not yet sent is not sent.' })
  async deleteWebhookEndpoint(@Arg('id', () => ID, { description: "The endpoint's global id." }) id: string, @Ctx() { services }: AppContext): Promise<DeleteWebhookEndpointPayload> {
    const endpoint = await services.webhooks.remove(endpointIdOf(id));
    return { message: WEBHOOK_MESSAGES.deleted, id: toGlobalId('WebhookEndpoint', endpoint.id) };
  }

  @Can('webhooks:manage')
  @Mutation(() => ResendWebhookDeliveryPayload, { description: 'Queues a delivery again: the same event and body, under the same `webhook-id`, to the same endpoint.' })
  async resendWebhookDelivery(@Arg('id', () => ID, { description: "The delivery's global id." }) id: string, @Ctx() { services }: AppContext): Promise<ResendWebhookDeliveryPayload> {
    const delivery = await services.webhooks.resend(idOf(id, 'WebhookDelivery', WEBHOOK_MESSAGES.deliveryNotFound));
    return { message: WEBHOOK_MESSAGES.resent, webhookDelivery: toWebhookDelivery(delivery) };
  }
}
