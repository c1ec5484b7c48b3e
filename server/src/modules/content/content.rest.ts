import { inputFrom } from '../../domain/validation.js';
import { can } from '../../http/access.js';
import { ID_PATH, bodyWith, listEnvelope, listOptions, pageOf, statusFilter, type IdRoute, type ListQuery } from '../../http/rest-input.js';
import type { RestRoutes } from '../../http/rest.js';
import { CONTENT_LIMITS, CONTENT_MESSAGES, CONTENT_STATUSES, tagOf, type ContentStatus } from '../../rules/content.js';
import { postRecord, revisionRecord } from './content.record.js';
import { ArchivePostInput, CreatePostInput, PublishPostInput, RestorePostRevisionInput, SchedulePostInput, UnpublishPostInput, UpdatePostInput } from './posts.input.js';

/** `GET /api/admin/posts`: `?status=`, `?tag=`, pages of `?limit=` (10). */
export const POST_LIST = { limit: 10, statuses: CONTENT_STATUSES, filters: { tag: { maxLength: CONTENT_LIMITS.tagMax, tooLong: CONTENT_MESSAGES.tagTooLong } } } as const;
type PostQuery = ListQuery<ContentStatus> & { tag?: string };

/** A body's `publishAt` as a date (JSON has none), for the input's own check. */
const withDate = (body: Record<string, unknown>) => ({ ...body, publishAt: typeof body.publishAt === 'string' ? new Date(body.publishAt) : body.publishAt });

/** `/api/admin/posts`: the Insights posts for the back office and integrators, the same operations as GraphQL's. */
export const contentRoutes: RestRoutes = (app, contextOf) => {
  app.get<{ Querystring: PostQuery }>('/api/admin/posts', { ...listOptions(POST_LIST), ...can('content:read') }, async (request) => {
    const { query } = request;
    const connection = await contextOf(request).services.posts.list('admin', { status: statusFilter(query.status), tag: query.tag ? tagOf(query.tag) : null }, pageOf(query), postRecord.of);
    return listEnvelope(connection, query, (record) => record);
  });

  app.get<IdRoute>('/api/admin/posts/:id', { ...ID_PATH, ...can('content:read') }, async (request) => ({
    success: true,
    data: postRecord.of(await contextOf(request).services.posts.get(request.params.id, 'admin')),
  }));

  app.post('/api/admin/posts', can('content:write'), async (request, reply) => {
    const context = contextOf(request);
    const input = await inputFrom(CreatePostInput, bodyWith(request, {}));
    const principal = await context.principal();
    const post = await context.services.posts.create(input, input.authorId ?? (principal.kind === 'admin' ? principal.adminId : null));
    return reply.status(201).send({ success: true, message: CONTENT_MESSAGES.created('post'), data: postRecord.of(post) });
  });

  app.put<IdRoute>('/api/admin/posts/:id', { ...ID_PATH, ...can('content:write') }, async (request) => {
    const input = await inputFrom(UpdatePostInput, bodyWith(request, { id: request.params.id }));
    const post = await contextOf(request).services.posts.update(input.id, input.version, input, input.authorId ?? undefined);
    return { success: true, message: CONTENT_MESSAGES.saved('post'), data: postRecord.of(post) };
  });

  app.delete<IdRoute>('/api/admin/posts/:id', { ...ID_PATH, ...can('content:write') }, async (request) => {
    await contextOf(request).services.content.remove('post', request.params.id);
    return { success: true, message: CONTENT_MESSAGES.deleted('post') };
  });

  // Publishing: each names the version the caller read (409 when someone saved since).
  const versioned = { ...ID_PATH, ...can('content:publish') };
  app.post<IdRoute>('/api/admin/posts/:id/publish', versioned, async (request) => {
    const input = await inputFrom(PublishPostInput, bodyWith(request, { id: request.params.id }));
    return { success: true, message: CONTENT_MESSAGES.published('post'), data: postRecord.of(await contextOf(request).services.posts.publish(input.id, input.version)) };
  });
  app.post<IdRoute>('/api/admin/posts/:id/schedule', versioned, async (request) => {
    const input = await inputFrom(SchedulePostInput, withDate(bodyWith(request, { id: request.params.id })));
    return { success: true, message: CONTENT_MESSAGES.scheduled('post'), data: postRecord.of(await contextOf(request).services.posts.schedule(input.id, input.version, input.publishAt)) };
  });
  app.post<IdRoute>('/api/admin/posts/:id/unpublish', versioned, async (request) => {
    const input = await inputFrom(UnpublishPostInput, bodyWith(request, { id: request.params.id }));
    return { success: true, message: CONTENT_MESSAGES.unpublished('post'), data: postRecord.of(await contextOf(request).services.posts.unpublish(input.id, input.version)) };
  });
  app.post<IdRoute>('/api/admin/posts/:id/archive', versioned, async (request) => {
    const input = await inputFrom(ArchivePostInput, bodyWith(request, { id: request.params.id }));
    return { success: true, message: CONTENT_MESSAGES.archived('post'), data: postRecord.of(await contextOf(request).services.posts.archive(input.id, input.version)) };
  });

  app.get<IdRoute>('/api/admin/posts/:id/revisions', { ...ID_PATH, ...can('content:read') }, async (request) => ({
    success: true,
    data: (await contextOf(request).services.content.revisions('post', request.params.id)).map(revisionRecord.of),
  }));
  app.post<IdRoute>('/api/admin/posts/:id/restore', { ...ID_PATH, ...can('content:write') }, async (request) => {
    const input = await inputFrom(RestorePostRevisionInput, bodyWith(request, { id: request.params.id }));
    return { success: true, message: CONTENT_MESSAGES.restored('post'), data: postRecord.of(await contextOf(request).services.posts.restore(input.id, input.version, input.revisionId)) };
  });
  app.post<IdRoute>('/api/admin/posts/:id/preview-link', { ...ID_PATH, ...can('content:read') }, async (request) => ({
    success: true,
    data: await contextOf(request).services.posts.previewLink(request.params.id),
  }));
};
