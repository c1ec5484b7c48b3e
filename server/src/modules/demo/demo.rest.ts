import { inputFrom } from '../../domain/validation.js';
import { bodyWith, idParam, pageQuery, statusOrSpamQuery } from '../../http/rest-input.js';
import { PUBLIC } from '../../http/access.js';
import type { RestRoutes } from '../../http/rest.js';
import { DEMO_STATUSES } from '../../rules/demo.js';
import { SPAM_MESSAGES } from '../../rules/spam.js';
import type { DemoRequestEntity } from './demo.entity.js';
import { RequestDemoInput, UpdateDemoRequestNotesInput, UpdateDemoRequestStatusInput } from './demo.input.js';
import { DEMO_ADMIN_MESSAGES } from './demo.service.js';

/** A demo request as the REST envelopes show it (spec section 3). */
export function toDemoRecord(request: DemoRequestEntity) {
  return {
    _id: request.id,
    firstName: request.firstName,
    lastName: request.lastName,
    companyName: request.companyName ?? null,
    designation: request.designation ?? null,
    email: request.email,
    meetingDate: request.meetingDate.toISOString(),
    message: request.message,
    status: request.status,
    notes: request.notes ?? null,
    spam: request.spam,
    spamReason: request.spamReason ?? null,
    createdAt: request.createdAt.toISOString(),
  };
}


/** `/api/demo-requests` (public) and `/api/admin/demo-requests` (admins only). */
export const demoRoutes: RestRoutes = (app, contextOf) => {
  app.post('/api/demo-requests', PUBLIC, async (request, reply) => {
    const { services, ip } = contextOf(request);
    const { message } = await services.demo.request(await inputFrom(RequestDemoInput, request.body), ip);
    return reply.status(201).send({ success: true, message });
  });

  app.get('/api/admin/demo-requests', async (request) => {
    const { page, limit } = pageQuery(request.query, 10);
    const connection = await contextOf(request).services.demo.list(
      statusOrSpamQuery(request.query, DEMO_STATUSES),
      { first: limit, offset: (page - 1) * limit },
      toDemoRecord,
    );
    return {
      success: true,
      data: connection.edges.map((edge) => edge.node),
      total: connection.totalCount,
      totalPages: Math.ceil(connection.totalCount / limit),
      currentPage: page,
    };
  });

  app.put('/api/admin/demo-requests/:id/status', async (request) => {
    const input = await inputFrom(UpdateDemoRequestStatusInput, bodyWith(request, { id: idParam(request) }));
    const updated = await contextOf(request).services.demo.updateStatus(input.id, input.status);
    return { success: true, message: DEMO_ADMIN_MESSAGES.statusUpdated, data: toDemoRecord(updated) };
  });

  app.put('/api/admin/demo-requests/:id/notes', async (request) => {
    const input = await inputFrom(UpdateDemoRequestNotesInput, bodyWith(request, { id: idParam(request) }));
    const updated = await contextOf(request).services.demo.updateNotes(input.id, input.notes);
    return { success: true, message: DEMO_ADMIN_MESSAGES.notesSaved, data: toDemoRecord(updated) };
  });

  app.post('/api/admin/demo-requests/:id/not-spam', async (request) => {
    const filed = await contextOf(request).services.demo.markNotSpam(idParam(request));
    return { success: true, message: SPAM_MESSAGES.filedAsNew, data: toDemoRecord(filed) };
  });

  app.delete('/api/admin/demo-requests/:id', async (request) => {
    await contextOf(request).services.demo.remove(idParam(request));
    return { success: true, message: DEMO_ADMIN_MESSAGES.deleted };
  });
};
