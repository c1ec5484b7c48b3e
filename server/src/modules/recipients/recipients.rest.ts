import { inputFrom } from '../../domain/validation.js';
import { bodyWith, idParam, pageQuery, queryText } from '../../http/rest-input.js';
import type { RestRoutes } from '../../http/rest.js';
import { RECIPIENT_MESSAGES } from '../../rules/recipients.js';
import type { EmailRecipientEntity } from './recipients.entity.js';
import { CreateEmailRecipientInput, UpdateEmailRecipientInput } from './recipients.input.js';

export function toRecipientRecord(recipient: EmailRecipientEntity) {
  return {
    _id: recipient.id,
    name: recipient.name,
    email: recipient.email,
    notificationTypes: recipient.notificationTypes,
    isActive: recipient.isActive,
    createdAt: recipient.createdAt.toISOString(),
  };
}


/**
 * `/email-recipients` of spec section 7, also served under `/api/email-recipients`.
 * Admin-only (every route is, unless `PUBLIC`: see http/access.ts).
 */
export const recipientsRoutes: RestRoutes = (app, contextOf) => {
  for (const base of ['/email-recipients', '/api/email-recipients']) {
    app.get(base, async (request) => {
      const { page, limit } = pageQuery(request.query, 10);
      const connection = await contextOf(request).services.recipients.list(
        { search: queryText(request.query, 'search') },
        { first: limit, offset: (page - 1) * limit },
        toRecipientRecord,
      );
      return {
        success: true,
        data: connection.edges.map((edge) => edge.node),
        total: connection.totalCount,
        totalPages: Math.ceil(connection.totalCount / limit),
        currentPage: page,
      };
    });

    app.get(`${base}/:id`, async (request) => ({
      success: true,
      data: toRecipientRecord(await contextOf(request).services.recipients.get(idParam(request))),
    }));

    app.post(base, async (request, reply) => {
      const recipient = await contextOf(request).services.recipients.create(await inputFrom(CreateEmailRecipientInput, request.body));
      return reply.status(201).send({ success: true, message: RECIPIENT_MESSAGES.created, data: toRecipientRecord(recipient) });
    });

    app.put(`${base}/:id`, async (request) => {
      const input = await inputFrom(UpdateEmailRecipientInput, bodyWith(request, { id: idParam(request) }));
      const recipient = await contextOf(request).services.recipients.update(input);
      return { success: true, message: RECIPIENT_MESSAGES.updated, data: toRecipientRecord(recipient) };
    });

    app.delete(`${base}/:id`, async (request) => {
      await contextOf(request).services.recipients.remove(idParam(request));
      return { success: true, message: RECIPIENT_MESSAGES.deleted };
    });

    app.patch(`${base}/:id/toggle-status`, async (request) => {
      const { recipient, message } = await contextOf(request).services.recipients.toggle(idParam(request));
      return { success: true, message, data: toRecipientRecord(recipient) };
    });
  }
};
