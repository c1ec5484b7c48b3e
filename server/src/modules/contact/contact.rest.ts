import { inputFrom } from '../../domain/validation.js';
import { ID_PATH, bodyWith, bodyWithBooleans, listEnvelope, listOptions, pageOf, searchFilter, statusFilter, statusOrSpam, type IdRoute, type ListQuery, type ListShape } from '../../http/rest-input.js';
import type { ContactFilter } from './contact.service.js';
import { can, PUBLIC } from '../../http/access.js';
import type { RestRoutes } from '../../http/rest.js';
import { CONTACT_ADMIN_MESSAGES, CONTACT_SOURCES, CONTACT_STATUSES, type ContactSourceValue, type ContactStatusValue } from '../../rules/contact.js';
import { SPAM_MESSAGES, type SpamFilter } from '../../rules/spam.js';
import { ReplyToContactSubmissionInput, SubmitContactFormInput, UpdateContactSubmissionStatusInput } from './contact.input.js';
import { contactRecord } from './contact.record.js';

/** The back office's list: what its query takes, and the filter it makes (the list's export reads the same). */
export const CONTACT_LIST: ListShape = { limit: 100, statuses: CONTACT_STATUSES, spam: true, search: true, filters: { source: CONTACT_SOURCES } };
/** `GET /api/contact/admin/contact-submissions`: a status (or `spam`), a search, and the page the messages came from with `?source=`. */
type ContactListQuery = ListQuery<ContactStatusValue | SpamFilter> & { source?: ContactSourceValue | 'all' };
export const contactFilterOf = (query: Partial<ContactListQuery>): ContactFilter => ({
  search: searchFilter(query.search),
  source: statusFilter(query.source),
  ...statusOrSpam(query.status),
});

/** `/api/contact` (public) and `/api/contact/admin/...` (leads:read and leads:write; see http/access.ts). */
export const contactRoutes: RestRoutes = (app, contextOf) => {
  const write = { ...ID_PATH, ...can('leads:write') };
  app.post('/api/contact', PUBLIC, async (request, reply) => {
    const { services, ip } = contextOf(request);
    const { message } = await services.contact.submit(await inputFrom(SubmitContactFormInput, bodyWithBooleans(request, ['newsletter'])), ip);
    return reply.status(201).send({ success: true, message });
  });

  const listed = { ...listOptions(CONTACT_LIST), ...can('leads:read') };
  app.get<{ Querystring: ContactListQuery }>('/api/contact/admin/contact-submissions', listed, async (request) => {
    const { query } = request;
    const connection = await contextOf(request).services.contact.list(contactFilterOf(query), pageOf(query));
    return listEnvelope(connection, query, contactRecord.of);
  });

  app.put<IdRoute>('/api/contact/admin/contact-submissions/:id/status', write, async (request) => {
    const input = await inputFrom(UpdateContactSubmissionStatusInput, bodyWith(request, { id: request.params.id }));
    const updated = await contextOf(request).services.contact.updateStatus(input.id, input.status);
    return { success: true, message: CONTACT_ADMIN_MESSAGES.statusUpdated, data: contactRecord.of(updated) };
  });

  app.post<IdRoute>('/api/contact/admin/contact-submissions/:id/reply', write, async (request) => {
    const input = await inputFrom(ReplyToContactSubmissionInput, bodyWith(request, { id: request.params.id }));
    const { services, requireSignedIn } = contextOf(request);
    const replied = await services.contact.reply(input.id, input.message, await requireSignedIn());
    return { success: true, message: CONTACT_ADMIN_MESSAGES.replySent, data: contactRecord.of(replied) };
  });

  app.post<IdRoute>('/api/contact/admin/contact-submissions/:id/not-spam', write, async (request) => {
    const filed = await contextOf(request).services.contact.markNotSpam(request.params.id);
    return { success: true, message: SPAM_MESSAGES.filedAsNew, data: contactRecord.of(filed) };
  });

  app.delete<IdRoute>('/api/contact/admin/contact-submissions/:id', write, async (request) => {
    await contextOf(request).services.contact.remove(request.params.id);
    return { success: true, message: CONTACT_ADMIN_MESSAGES.deleted };
  });
};
