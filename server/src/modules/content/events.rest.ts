import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ContextOf } from '../../context.js';
import { inputFrom } from '../../domain/validation.js';
import type { RequestHook } from '../../http/app.js';
import { can } from '../../http/access.js';
import { ID_PATH, bodyWith, listEnvelope, listOptions, pageOf, statusFilter, type IdRoute, type ListQuery } from '../../http/rest-input.js';
import type { RestRoutes } from '../../http/rest.js';
import { CONTENT_MESSAGES, CONTENT_STATUSES, SLUG_PATTERN, type ContentStatus } from '../../rules/content.js';
import { EVENT_MESSAGES, EVENT_WHEN, type EventWhen } from '../../rules/site-events.js';
import { revisionRecord } from './content.record.js';
import { eventRecord } from './events.record.js';
import { ArchiveEventInput, CancelEventInput, CreateEventInput, PublishEventInput, RestoreEventRevisionInput, ScheduleEventInput, UpdateEventInput } from './events.input.js';

/** `GET /api/admin/events`: `?status=`, `?when=upcoming|past`, pages of `?limit=` (10). */
export const EVENT_LIST = { limit: 10, statuses: CONTENT_STATUSES, filters: { when: EVENT_WHEN } } as const;
type EventQuery = ListQuery<ContentStatus> & { when?: EventWhen | 'all' };

/** A body's `publishAt` as a date (JSON has none), for the input's own check. */
const withDate = (body: Record<string, unknown>) => ({ ...body, publishAt: typeof body.publishAt === 'string' ? new Date(body.publishAt) : body.publishAt });

/** `/api/admin/events`: the events for the back office and integrators, the same operations as GraphQL's, all under `events:manage`. */
export const eventRoutes: RestRoutes = (app, contextOf) => {
  const manage = can('events:manage');
  const byId = { ...ID_PATH, ...manage };

  app.get<{ Querystring: EventQuery }>('/api/admin/events', { ...listOptions(EVENT_LIST), ...manage }, async (request) => {
    const { query } = request;
    const when = query.when === 'upcoming' || query.when === 'past' ? query.when : null;
    const connection = await contextOf(request).services.events.list('admin', { status: statusFilter(query.status), when }, pageOf(query), eventRecord.of);
    return listEnvelope(connection, query, (record) => record);
  });

  app.get<IdRoute>('/api/admin/events/:id', byId, async (request) => ({
    success: true,
    data: eventRecord.of(await contextOf(request).services.events.get(request.params.id, 'admin')),
  }));

  app.post('/api/admin/events', manage, async (request, reply) => {
    const input = await inputFrom(CreateEventInput, bodyWith(request, {}));
    const event = await contextOf(request).services.events.create(input);
    return reply.status(201).send({ success: true, message: CONTENT_MESSAGES.created('event'), data: eventRecord.of(event) });
  });

  app.put<IdRoute>('/api/admin/events/:id', byId, async (request) => {
    const input = await inputFrom(UpdateEventInput, bodyWith(request, { id: request.params.id }));
    const event = await contextOf(request).services.events.update(input.id, input.version, input);
    return { success: true, message: CONTENT_MESSAGES.saved('event'), data: eventRecord.of(event) };
  });

  // Publishing: each names the version the caller read (409 when someone saved since).
  app.post<IdRoute>('/api/admin/events/:id/publish', byId, async (request) => {
    const input = await inputFrom(PublishEventInput, bodyWith(request, { id: request.params.id }));
    return { success: true, message: CONTENT_MESSAGES.published('event'), data: eventRecord.of(await contextOf(request).services.events.publish(input.id, input.version)) };
  });
  app.post<IdRoute>('/api/admin/events/:id/schedule', byId, async (request) => {
    const input = await inputFrom(ScheduleEventInput, withDate(bodyWith(request, { id: request.params.id })));
    return { success: true, message: CONTENT_MESSAGES.scheduled('event'), data: eventRecord.of(await contextOf(request).services.events.schedule(input.id, input.version, input.publishAt)) };
  });
  app.post<IdRoute>('/api/admin/events/:id/archive', byId, async (request) => {
    const input = await inputFrom(ArchiveEventInput, bodyWith(request, { id: request.params.id }));
    return { success: true, message: CONTENT_MESSAGES.archived('event'), data: eventRecord.of(await contextOf(request).services.events.archive(input.id, input.version)) };
  });
  app.post<IdRoute>('/api/admin/events/:id/cancel', byId, async (request) => {
    const input = await inputFrom(CancelEventInput, bodyWith(request, { id: request.params.id }));
    return { success: true, message: EVENT_MESSAGES.cancelled, data: eventRecord.of(await contextOf(request).services.events.cancel(input.id, input.version, input.note ?? null)) };
  });

  app.get<IdRoute>('/api/admin/events/:id/revisions', byId, async (request) => ({
    success: true,
    data: (await contextOf(request).services.content.revisions('event', request.params.id)).map(revisionRecord.of),
  }));
  app.post<IdRoute>('/api/admin/events/:id/restore', byId, async (request) => {
    const input = await inputFrom(RestoreEventRevisionInput, bodyWith(request, { id: request.params.id }));
    return { success: true, message: CONTENT_MESSAGES.restored('event'), data: eventRecord.of(await contextOf(request).services.events.restore(input.id, input.version, input.revisionId)) };
  });
  app.post<IdRoute>('/api/admin/events/:id/preview-link', byId, async (request) => ({
    success: true,
    data: await contextOf(request).services.events.previewLink(request.params.id),
  }));
};

/** Where the events live: the list, and each event's page `/events/<slug>`. */
export const EVENTS_PATH = '/events';
/** The old Event Details page (the spec's address), now the featured event's page. */
export const OLD_EVENT_DETAILS_PATH = '/eventsDetails';

const EVENT_ADDRESS = new RegExp(`^${EVENTS_PATH}/([^/?#]+)/?(\\?.*)?$`);
const OLD_EVENT_DETAILS = new RegExp(`^${OLD_EVENT_DETAILS_PATH}/?(\\?.*)?$`);

/**
 * The events' old addresses, GET and HEAD only: `/eventsDetails` answers 301 to the featured
 * event's page (the next one not yet over), or to `/events` when none is coming; which event that
 * is changes with time, so browsers and CDNs check again rather than keep the answer. An event's
 * old slug (before a change) answers 301 to its address now, query kept.
 */
export const redirectEventAddresses: RequestHook = async (request: FastifyRequest, reply: FastifyReply, contextOf: ContextOf) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return;
  const details = OLD_EVENT_DETAILS.exec(request.url);
  if (details) {
    const slug = await contextOf(request).services.events.featuredSlug();
    await reply.header('Cache-Control', 'no-cache').redirect(slug ? `${EVENTS_PATH}/${slug}` : EVENTS_PATH, 301);
    return;
  }
  const match = EVENT_ADDRESS.exec(request.url);
  const slug = match?.[1];
  if (!slug || !SLUG_PATTERN.test(slug)) return;
  const current = await contextOf(request).services.content.redirectOf('event', slug);
  if (current && current !== slug) await reply.redirect(`${EVENTS_PATH}/${current}${match[2] ?? ''}`, 301);
};
