import { inputFrom } from '../../domain/validation.js';
import { can, recentProof } from '../../http/access.js';
import type { RestRoutes } from '../../http/rest.js';
import { ID_PATH, listEnvelope, listOptions, pageOf, type IdRoute, type ListRoute, type ListShape } from '../../http/rest-input.js';
import { API_KEY_MESSAGES } from '../../rules/keys.js';
import { CreateApiKeyInput } from './keys.input.js';
import { apiKeyRecord } from './keys.record.js';

const KEY_LIST: ListShape = { limit: 20 };

/** `/api/admin/api-keys`: the API keys, for Owners (`keys:manage`). */
export const keysRoutes: RestRoutes = (app, contextOf) => {
  const manage = can('keys:manage');

  app.get<ListRoute>('/api/admin/api-keys', { ...listOptions(KEY_LIST), ...manage }, async (request) => {
    const { query } = request;
    return listEnvelope(await contextOf(request).services.keys.list(pageOf(query), apiKeyRecord.of), query, (record) => record);
  });

  // The key itself is in this answer only, beside its record.
  app.post('/api/admin/api-keys', recentProof(manage), async (request, reply) => {
    const { services, requireSignedIn } = contextOf(request);
    const { key, secret } = await services.keys.create(await inputFrom(CreateApiKeyInput, request.body), await requireSignedIn());
    return reply.status(201).send({ success: true, message: API_KEY_MESSAGES.created, secret, data: apiKeyRecord.of(key) });
  });

  app.delete<IdRoute>('/api/admin/api-keys/:id', { ...ID_PATH, ...manage }, async (request) => ({
    success: true,
    message: API_KEY_MESSAGES.revoked,
    data: apiKeyRecord.of(await contextOf(request).services.keys.revoke(request.params.id)),
  }));
};
