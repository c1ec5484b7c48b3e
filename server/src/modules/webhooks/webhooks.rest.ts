import { inputFrom } from '../../domain/validation.js';
import { can, recentProof } from '../../http/access.js';
import type { RestRoutes } from '../../http/rest.js';
import { ID_PATH, listEnvelope, listOptions, pageOf, type IdRoute, type ListRoute, type ListShape } from '../../http/rest-input.js';
import { WEBHOOK_MESSAGES } from '../../rules/webhooks.js';
import { CreateWebhookEndpointInput, UpdateWebhookEndpointInput } from './webhooks.input.js';
import { webhookDeliveryRecord, webhookEndpointRecord } from './webhooks.record.js';

const WEBHOOK_LIST: ListShape = { limit: 20 };
const DELIVERY_LIST: ListShape = { limit: 20 };

/** `/api/admin/webhooks`: the webhook endpoints and their delivery logs, for Owners (`webhooks:manage`). */
export const webhooksRoutes: RestRoutes = (app, contextOf) => {
  const manage = can('webhooks:manage');

  app.get<ListRoute>('/api/admin/webhooks', { ...listOptions(WEBHOOK_LIST), ...manage }, async (request) => {
    const { query } = request;
    return listEnvelope(await contextOf(request).services.webhooks.list(pageOf(query), webhookEndpointRecord.of), query, (record) => record);
  });

  // The signing secret is in this answer only, beside the record.
  app.post('/api/admin/webhooks', recentProof(manage), async (request, reply) => {
    const { services, requireSignedIn } = contextOf(request);
    const { endpoint, secret } = await services.webhooks.create(await inputFrom(CreateWebhookEndpointInput, request.body), await requireSignedIn());
    return reply.status(201).send({ success: true, message: WEBHOOK_MESSAGES.created, secret, data: webhookEndpointRecord.of(endpoint) });
  });

  app.patch<IdRoute>('/api/admin/webhooks/:id', { ...ID_PATH, ...recentProof(manage) }, async (request) => {
    const input = await inputFrom(UpdateWebhookEndpointInput, request.body);
    return { success: true, message: WEBHOOK_MESSAGES.updated, data: webhookEndpointRecord.of(await contextOf(request).services.webhooks.update(request.params.id, input)) };
  });

  app.delete<IdRoute>('/api/admin/webhooks/:id', { ...ID_PATH, ...recentProof(manage) }, async (request) => ({
    success: true,
    message: WEBHOOK_MESSAGES.deleted,
    data: webhookEndpointRecord.of(await contextOf(request).services.webhooks.remove(request.params.id)),
  }));

  // The id is not checked by a schema here (the list's query is): the service finds no endpoint for what is not one.
  app.get<ListRoute & IdRoute>('/api/admin/webhooks/:id/deliveries', { ...listOptions(DELIVERY_LIST), ...manage }, async (request) => {
    const { query } = request;
    return listEnvelope(await contextOf(request).services.webhooks.deliveries(request.params.id, pageOf(query), webhookDeliveryRecord.of), query, (record) => record);
  });

  app.post<IdRoute>('/api/admin/webhooks/deliveries/:id/resend', { ...ID_PATH, ...manage }, async (request, reply) => {
    const delivery = await contextOf(request).services.webhooks.resend(request.params.id);
    return reply.status(201).send({ success: true, message: WEBHOOK_MESSAGES.resent, data: webhookDeliveryRecord.of(delivery) });
  });
};
