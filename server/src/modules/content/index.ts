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

declare module '../../services.js' {
  interface Services {
    content: ContentService;
    posts: PostsService;
    /** The declared kinds' content (`rules/content-kinds.ts`), by type. */
    kinds: Readonly<Record<ContentKind['type'], KindService>>;
  }
}

/** The site's content, edited in the back office and published without a deploy (issue P20): Insights posts first. */
export const contentArea = defineArea({
  name: 'content',
  uses: [mediaArea],
  entities: [ContentItemEntity, ContentRevisionEntity, ContentRedirectEntity],
  resolvers: [ContentResolver, ...KIND_APIS.map((api) => api.resolver)],
  rest: (app, contextOf) => {
    contentRoutes(app, contextOf);
    insightsRoutes(app, contextOf);
    for (const api of KIND_APIS) api.routes(app, contextOf);
  },
  onRequest: redirectOldAddresses,
  nodes: {
    // Visitors find published posts only; the service decides from who is asking.
    Post: byId(async (context, id) => context.services.posts.get(id, await contentAudienceOf(context)), toPost, 'public'),
    ...Object.fromEntries(KIND_APIS.map((api) => [api.kind.typeName, api.node])),
  },
  // Every published post has its page, in the sitemap.
  sitemap: async (context) => (await context.services.content.published('post')).map((item) => ({ path: `/insights/${item.slug}`, lastModified: item.updatedAt })),
  // The pages that show content (published items only, the same to every visitor): kept until content changes.
  // The home page shows the testimonials; the Success Stories page the stories; the Contact page the FAQs; the legal pages their text.
  pages: { routes: ['/insights', '/insights/:slug', '/', '/success-stories', '/contact', '/privacy-policy', '/terms'], topics: ['content'] },
  // Where posts show images of the library (cover, sharing image, body): its "Used by", and why a used image cannot be deleted.
  mediaUses: async (services, mediaIds) =>
    (await services.content.usingMedia(mediaIds)).flatMap((item) =>
      item.mediaIds
        .filter((id) => mediaIds.includes(id))
        .map((mediaId) => ({ mediaId, subjectType: CONTENT_KINDS[item.type].subject, subjectId: item.id, label: `Insights post “${item.title}”`, href: `/admin/posts/${item.id}/edit` })),
    ),
  subjectNames: {
    Post: namedBy(ContentItemEntity, 'content:read', (item) => item.title),
    ...Object.fromEntries(CONTENT_KIND_LIST.map((kind) => [kind.typeName, namedBy(ContentItemEntity, 'content:read', (item) => item.title)])),
  },
  services: {
    content: ({ em, dependencies, shared, events }) => new ContentService(em, shared.changes, events, deriveKey(dependencies.jwtSecret, 'preview-links')),
    posts: ({ em, dependencies, services }) =>
      new PostsService(em, services.content, (ids) => services.media.sourcesOf(ids), (ids, field) => services.media.requireUsable(ids, field), dependencies.config.publicUrl),
    kinds: ({ em, services }) => Object.fromEntries(CONTENT_KIND_LIST.map((kind) => [kind.type, new KindService(em, services.content, kind)])) as Record<ContentKind['type'], KindService>,
  },
});
