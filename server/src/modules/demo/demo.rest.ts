import { inputFrom } from '../../domain/validation.js';
import { ID_PATH, bodyWith, listEnvelope, listOptions, pageOf, statusOrSpam, type IdRoute, type ListQuery, type ListRoute, type ListShape } from '../../http/rest-input.js';
import type { DemoFilter } from './demo.service.js';
import { can, PUBLIC } from '../../http/access.js';
import type { RestRoutes } from '../../http/rest.js';
import { DEMO_ADMIN_MESSAGES, DEMO_STATUSES, meetingChangedMessage, type DemoStatusValue } from '../../rules/demo.js';
import { SPAM_MESSAGES, type SpamFilter } from '../../rules/spam.js';
import { RequestDemoInput, RescheduleDemoRequestInput, UpdateDemoRequestNotesInput, UpdateDemoRequestStatusInput } from './demo.input.js';
import { demoRecord } from './demo.record.js';

/** The back office's list: what its query takes, and the filter it makes (the list's export reads the same). */
export const DEMO_LIST: ListShape = { limit: 10, statuses: DEMO_STATUSES, spam: true };
export const demoFilterOf = (query: Partial<ListQuery<DemoStatusValue | SpamFilter>>): DemoFilter => statusOrSpam(query.status);

/** `/api/demo-requests` (public) and `/api/admin/demo-requests` (demos:read and demos:write). */
export const demoRoutes: RestRoutes = (app, contextOf) => {
  const write = { ...ID_PATH, ...can('demos:write') };
  app.post('/api/demo-requests', PUBLIC, async (request, reply) => {
    const { services, ip } = contextOf(request);
    const { message } = await services.demo.request(await inputFrom(RequestDemoInput, request.body), ip);
    return reply.status(201).send({ success: true, message });
  });

  const listed = { ...listOptions(DEMO_LIST), ...can('demos:read') };
  app.get<ListRoute<DemoStatusValue | SpamFilter>>('/api/admin/demo-requests', listed, async (request) => {
    const { query } = request;
    const connection = await contextOf(request).services.demo.list(demoFilterOf(query), pageOf(query), demoRecord.of);
    return listEnvelope(connection, query, (record) => record);
  });

  app.put<IdRoute>('/api/admin/demo-requests/:id/status', write, async (request) => {
    const input = await inputFrom(UpdateDemoRequestStatusInput, bodyWith(request, { id: request.params.id }));
    const { services, requireSignedIn } = contextOf(request);
    const { request: updated, sent } = await services.demo.updateStatus(input.id, input.status, await requireSignedIn(), input.meetingPlace);
    return { success: true, message: meetingChangedMessage(sent, DEMO_ADMIN_MESSAGES.statusUpdated), data: demoRecord.of(updated) };
  });

  app.put<IdRoute>('/api/admin/demo-requests/:id/notes', write, async (request) => {
    const input = await inputFrom(UpdateDemoRequestNotesInput, bodyWith(request, { id: request.params.id }));
    const updated = await contextOf(request).services.demo.updateNotes(input.id, input.notes);
    return { success: true, message: DEMO_ADMIN_MESSAGES.notesSaved, data: demoRecord.of(updated) };
  });

  app.put<IdRoute>('/api/admin/demo-requests/:id/meeting', write, async (request) => {
    const input = await inputFrom(RescheduleDemoRequestInput, bodyWith(request, { id: request.params.id }));
    const { services, requireSignedIn } = contextOf(request);
    const { request: moved, sent } = await services.demo.reschedule(input.id, new Date(input.meetingDate), await requireSignedIn());
    return { success: true, message: meetingChangedMessage(sent, DEMO_ADMIN_MESSAGES.rescheduled), data: demoRecord.of(moved) };
  });

  app.post<IdRoute>('/api/admin/demo-requests/:id/not-spam', write, async (request) => {
    const filed = await contextOf(request).services.demo.markNotSpam(request.params.id);
    return { success: true, message: SPAM_MESSAGES.filedAsNew, data: demoRecord.of(filed) };
  });

  app.delete<IdRoute>('/api/admin/demo-requests/:id', write, async (request) => {
    await contextOf(request).services.demo.remove(request.params.id);
    return { success: true, message: DEMO_ADMIN_MESSAGES.deleted };
  });
};
