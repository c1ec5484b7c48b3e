import { byId } from '../../graphql/nodes.js';
import { namedBy } from '../../domain/subject-names.js';
import { deriveKey } from '../../secrets.js';
import { defineArea } from '../area.js';
import { ContentItemEntity, ContentRedirectEntity, ContentRevisionEntity } from './content.entity.js';
import { ContentResolver, contentAudienceOf } from './content.resolver.js';
import { contentRoutes } from './content.rest.js';
import { ContentService } from './content.service.js';
import { NO_IMAGES } from './post-views.js';
import { PostsService } from './posts.service.js';
import { toPost } from './posts.type.js';
import { insightsRoutes, redirectOldAddresses } from './insights.rest.js';

declare module '../../services.js' {
  interface Services {
    content: ContentService;
    posts: PostsService;
  }
}

/** The site's content, edited in the back office and published without a deploy (issue P20): Insights posts first. */
export const contentArea = defineArea({
  name: 'content',
  entities: [ContentItemEntity, ContentRevisionEntity, ContentRedirectEntity],
  resolvers: [ContentResolver],
  rest: (app, contextOf) => {
    contentRoutes(app, contextOf);
    insightsRoutes(app, contextOf);
  },
  onRequest: redirectOldAddresses,
  nodes: {
    // Visitors find published posts only; the service decides from who is asking.
    Post: byId(async (context, id) => context.services.posts.get(id, await contentAudienceOf(context)), toPost, 'public'),
  },
  // Every published post has its page, in the sitemap.
  sitemap: async (context) => (await context.services.content.published('post')).map((item) => ({ path: `/insights/${item.slug}`, lastModified: item.updatedAt })),
  // The Insights pages show published posts only, the same to every visitor: kept until content changes.
  pages: { routes: ['/insights', '/insights/:slug'], topics: ['content'] },
  subjectNames: {
    Post: namedBy(ContentItemEntity, 'content:read', (item) => item.title),
  },
  services: {
    content: ({ em, dependencies, shared, events }) => new ContentService(em, shared.changes, events, deriveKey(dependencies.jwtSecret, 'preview-links')),
    posts: ({ em, dependencies, services }) => new PostsService(em, services.content, NO_IMAGES, dependencies.config.publicUrl),
  },
});
