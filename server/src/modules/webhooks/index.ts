import { bookingsArea } from '../bookings/index.js';
import { byId } from '../../graphql/nodes.js';
import { namedBy } from '../../domain/subject-names.js';
import { defineArea } from '../area.js';
import { careersArea } from '../careers/index.js';
import { contactArea } from '../contact/index.js';
import { contentArea } from '../content/index.js';
import { demoArea } from '../demo/index.js';
import { mediaArea } from '../media/index.js';
import { newsletterArea } from '../newsletter/index.js';
import { settingsArea } from '../settings/index.js';
import { WEBHOOKS_SUBSCRIPTION } from './consumer.js';
import { WebhookDeliveryEntity, WebhookEndpointEntity } from './webhooks.entity.js';
import { webhooksPersonalData } from './webhooks.personal-data.js';
import { WebhooksResolver } from './webhooks.resolver.js';
import { webhooksRoutes } from './webhooks.rest.js';
import { WebhooksService } from './webhooks.service.js';
import { toWebhookDelivery, toWebhookEndpoint } from './webhooks.type.js';

declare module '../../services.js' {
  interface Services {
    webhooks: WebhooksService;
  }
}

/**
 * Webhooks (issue P15): Owners register endpoints for events; the `webhooks` event consumer
 * (`consumer.ts`) queues a signed delivery per event and endpoint, and the worker (`worker.ts`)
 * sends them, with retries, the SSRF check and the switch-off of an endpoint failing for days.
 */
export const webhooksArea = defineArea({
  name: 'webhooks',
  uses: [bookingsArea, careersArea, contactArea, contentArea, demoArea, mediaArea, newsletterArea, settingsArea],
  entities: [WebhookEndpointEntity, WebhookDeliveryEntity],
  resolvers: [WebhooksResolver],
  rest: webhooksRoutes,
  subscriptions: [WEBHOOKS_SUBSCRIPTION],
  // The deliveries' bodies name people, for data-subject requests (modules/privacy).
  personalData: webhooksPersonalData,
  nodes: {
    WebhookEndpoint: byId((context, id) => context.services.webhooks.find(id), toWebhookEndpoint, 'webhooks:manage'),
    WebhookDelivery: byId((context, id) => context.services.webhooks.findDelivery(id), toWebhookDelivery, 'webhooks:manage'),
  },
  // How the Activity screen names an endpoint: its host alone (a path or query may hold a secret), to those who manage webhooks.
  subjectNames: { WebhookEndpoint: namedBy(WebhookEndpointEntity, 'webhooks:manage', (endpoint) => new URL(endpoint.url).host) },
  services: { webhooks: ({ em, events, dependencies }) => new WebhooksService(em, events, dependencies.config.webhooks) },
});
