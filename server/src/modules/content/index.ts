import { byId } from '../../graphql/nodes.js';
import { namedBy } from '../../domain/subject-names.js';
import { deriveKey } from '../../secrets.js';
import { defineArea } from '../area.js';
import { mediaArea } from '../media/index.js';
import { CONTENT_KINDS } from '../../rules/content.js';
import { ContentItemEntity, ContentRedirectEntity, ContentRevisionEntity } from './content.entity.js';
import { ContentResolver, contentAudienceOf } from './content.resolver.js';
import { contentRoutes } from './content.rest.js';
import { ContentService } from './content.service.js';
import { PostsService } from './posts.service.js';
import { toPost } from './posts.type.js';
import { insightsRoutes, redirectOldAddresses } from './insights.rest.js';
import { CONTENT_KIND_LIST, type ContentKind } from '../../rules/content-kinds.js';
import { KIND_APIS } from './kind-apis.js';
import { KindService } from './kinds.service.js';
import { EventsService } from './events.service.js';
import { EventsResolver, eventAudienceOf } from './events.resolver.js';
import { eventRoutes, redirectEventAddresses } from './events.rest.js';
import { toEvent } from './events.type.js';

declare module '../../services.js' {
  interface Services {
    content: ContentService;
    posts: PostsService;
    events: EventsService;
    /** The declared kinds' content (`rules/content-kinds.ts`), by type. */
    kinds: Readonly<Record<ContentKind['type'], KindService>>;
  }
}

/** How the media library's "Used by" names an item and where it is edited. */
function usedByOf(item: ContentItemEntity): { label: string; href: string } {
  if (item.type === 'event') return { label: `Event “${item.title}”`, href: `/admin/events/${item.id}/edit` };
  const kind = CONTENT_KIND_LIST.find((declared) => declared.type === item.type);
  if (!kind) return { label: `Insights post “${item.title}”`, href: `/admin/posts/${item.id}/edit` };
  const one = kind.label.one;
  return { label: `${one.charAt(0).toUpperCase()}${one.slice(1)} “${item.title}”`, href: `/admin/${kind.rest}/${item.id}/edit` };
}

/** The site's content, edited in the back office and published without a deploy (issue P20): Insights posts first. */
export const contentArea = defineArea({
  name: 'content',
  uses: [mediaArea],
  entities: [ContentItemEntity, ContentRevisionEntity, ContentRedirectEntity],
  resolvers: [ContentResolver, EventsResolver, ...KIND_APIS.map((api) => api.resolver)],
  rest: (app, contextOf) => {
    contentRoutes(app, contextOf);
    insightsRoutes(app, contextOf);
    eventRoutes(app, contextOf);
    for (const api of KIND_APIS) api.routes(app, contextOf);
  },
  // Old addresses: a post's or an event's slug before a change, and the old Event Details page.
  onRequest: async (request, reply, contextOf) => {
    await redirectOldAddresses(request, reply, contextOf);
    if (!reply.sent) await redirectEventAddresses(request, reply, contextOf);
  },
  nodes: {
    // Visitors find published posts only; the service decides from who is asking.
    Post: byId(async (context, id) => context.services.posts.get(id, await contentAudienceOf(context)), toPost, 'public'),
    // Visitors find published events only, never with the online link; the service decides from who is asking.
    Event: byId(async (context, id) => context.services.events.get(id, await eventAudienceOf(context)), toEvent, 'public'),
    ...Object.fromEntries(KIND_APIS.map((api) => [api.kind.typeName, api.node])),
  },
  // Every published post and event has its page, in the sitemap.
  sitemap: async (context) => [
    ...(await context.services.content.publishedAddresses('post')).map((item) => ({ path: `/insights/${item.slug}`, lastModified: item.updatedAt })),
    ...(await context.services.content.publishedAddresses('event')).map((item) => ({ path: `/events/${item.slug}`, lastModified: item.updatedAt })),
  ],
  // The pages that show content (published items only, the same to every visitor): kept until content changes.
  // Insights shows posts, Events the events (its event pages once the client has them: a route it has not is ignored);
  // each declared kind names the pages that show it.
  pages: { routes: [...new Set(['/insights', '/insights/:slug', '/events', '/events/:slug', ...CONTENT_KIND_LIST.flatMap((kind) => kind.pages)])], topics: ['content'] },
  // Where content shows images of the library (a post's cover, sharing image and body; a kind's image fields): its "Used by", and why a used image cannot be deleted.
  mediaUses: async (services, mediaIds) =>
    (await services.content.usingMedia(mediaIds)).flatMap((item) =>
      item.mediaIds
        .filter((id) => mediaIds.includes(id))
        .map((mediaId) => ({ mediaId, subjectType: CONTENT_KINDS[item.type].subject, subjectId: item.id, ...usedByOf(item) })),
    ),
  subjectNames: {
    Post: namedBy(ContentItemEntity, 'content:read', (item) => item.title),
    Event: namedBy(ContentItemEntity, 'events:manage', (item) => item.title),
    ...Object.fromEntries(CONTENT_KIND_LIST.map((kind) => [kind.typeName, namedBy(ContentItemEntity, 'content:read', (item) => item.title)])),
  },
  services: {
    content: ({ em, dependencies, shared, events, services }) =>
      new ContentService(em, shared.changes, events, deriveKey(dependencies.jwtSecret, 'preview-links'), async (ids) => new Set((await services.media.sourcesOf(ids)).keys())),
    posts: ({ em, dependencies, services }) =>
      new PostsService(em, services.content, (ids) => services.media.sourcesOf(ids), (ids, field) => services.media.requireUsable(ids, field), dependencies.config.publicUrl),
    events: ({ em, dependencies, services }) =>
      new EventsService(em, services.content, (ids) => services.media.sourcesOf(ids), (ids, field) => services.media.requireUsable(ids, field), dependencies.config.publicUrl),
    kinds: ({ em, services }) =>
      Object.fromEntries(CONTENT_KIND_LIST.map((kind) => [kind.type, new KindService(em, services.content, kind, (ids, field) => services.media.requireUsable(ids, field), (ids) => services.media.sourcesOf(ids))])) as Record<ContentKind['type'], KindService>,
  },
});
