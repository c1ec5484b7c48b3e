import { inputFrom } from '../../domain/validation.js';
import { ID_PATH, bodyWith, listEnvelope, listOptions, pageOf, searchFilter, type IdRoute, type ListQuery, type ListRoute, type ListShape } from '../../http/rest-input.js';
import type { RecipientFilter } from './recipients.service.js';
import { can } from '../../http/access.js';
import type { RestRoutes } from '../../http/rest.js';
import { RECIPIENT_MESSAGES } from '../../rules/recipients.js';
import { CreateEmailRecipientInput, UpdateEmailRecipientInput } from './recipients.input.js';
import { recipientRecord } from './recipients.record.js';

/** The list: what its query takes, and the filter it makes (the list's export reads the same). */
export const RECIPIENT_LIST: ListShape = { limit: 10, search: true };
export const recipientFilterOf = (query: Partial<ListQuery>): RecipientFilter => ({ search: searchFilter(query.search) });

/**
 * `/email-recipients` of spec section 7, also served under `/api/email-recipients`.
 * For those who manage the notification recipients (see http/access.ts).
 */
export const recipientsRoutes: RestRoutes = (app, contextOf) => {
  const manage = can('recipients:manage');
  const manageOne = { ...ID_PATH, ...manage };
  for (const base of ['/email-recipients', '/api/email-recipients']) {
    app.get<ListRoute>(base, { ...listOptions(RECIPIENT_LIST), ...manage }, async (request) => {
      const { query } = request;
      const connection = await contextOf(request).services.recipients.list(recipientFilterOf(query), pageOf(query), recipientRecord.of);
      return listEnvelope(connection, query, (record) => record);
    });

    app.get<IdRoute>(`${base}/:id`, manageOne, async (request) => ({
      success: true,
      data: recipientRecord.of(await contextOf(request).services.recipients.get(request.params.id)),
    }));

    app.post(base, manage, async (request, reply) => {
      const recipient = await contextOf(request).services.recipients.create(await inputFrom(CreateEmailRecipientInput, request.body));
      return reply.status(201).send({ success: true, message: RECIPIENT_MESSAGES.created, data: recipientRecord.of(recipient) });
    });

    app.put<IdRoute>(`${base}/:id`, manageOne, async (request) => {
      const input = await inputFrom(UpdateEmailRecipientInput, bodyWith(request, { id: request.params.id }));
      const recipient = await contextOf(request).services.recipients.update(input);
      return { success: true, message: RECIPIENT_MESSAGES.updated, data: recipientRecord.of(recipient) };
    });

    app.delete<IdRoute>(`${base}/:id`, manageOne, async (request) => {
      await contextOf(request).services.recipients.remove(request.params.id);
      return { success: true, message: RECIPIENT_MESSAGES.deleted };
    });

    app.patch<IdRoute>(`${base}/:id/toggle-status`, manageOne, async (request) => {
      const { recipient, message } = await contextOf(request).services.recipients.toggle(request.params.id);
      return { success: true, message, data: recipientRecord.of(recipient) };
    });
  }
};
