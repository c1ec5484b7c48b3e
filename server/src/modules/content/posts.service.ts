import type { EntityManager } from '../../db/orm.js';
import { InvalidInputError } from '../../domain/errors.js';
import type { Connection, PageRequest } from '../../domain/pagination.js';
import { CONTENT_MESSAGES } from '../../rules/content.js';
import { imageIdsOf, parseRichText, readingMinutes } from '../../shared/rich-text/index.js';
import { AdminEntity } from '../admin/admin.entity.js';
import type { ContentItemEntity } from './content.entity.js';
import type { ContentAudience, ContentFilter, ContentService } from './content.service.js';
import { postSourcesOf, type ImageSources, type PostSource } from './post-views.js';
import { postDraftOf, postImageIds, type PostInputFields } from './posts.js';

/**
 * Insights posts: the content service's publishing for the `post` kind, with each post's body
 * rendered to HTML (its images from the media library) as pages, the feed and the API show it.
 */
export class PostsService {
  constructor(
    private readonly em: EntityManager,
    private readonly content: ContentService,
    private readonly images: ImageSources,
    /** Refuses images that are not in the media library or have no alt text (`MediaService.requireUsable`). */
    private readonly requireUsable: (mediaIds: readonly string[], field: string) => Promise<unknown>,
    /** The site's origin (`PUBLIC_URL`): links made for outside (preview links, the feed) start with it. */
    readonly origin: string,
  ) {}

  async list<TNode>(audience: ContentAudience, filter: ContentFilter, page: PageRequest, toNode: (post: PostSource) => TNode): Promise<Connection<TNode>> {
    const connection = await this.content.list('post', audience, filter, page, (item) => item);
    const records = await postSourcesOf(connection.edges.map((edge) => edge.node), this.images);
    return { ...connection, edges: connection.edges.map((edge, index) => ({ cursor: edge.cursor, node: toNode(records[index] as PostSource) })) };
  }

  async get(idOrSlug: string, audience: ContentAudience): Promise<PostSource> {
    return this.recordOf(await this.content.get('post', idOrSlug, audience));
  }

  /** The `count` newest published posts (the feed). */
  async newest(count: number): Promise<PostSource[]> {
    return postSourcesOf(await this.content.newest('post', count), this.images);
  }

  async related(id: string, count: number): Promise<PostSource[]> {
    const item = await this.content.get('post', id, 'admin');
    return postSourcesOf(await this.content.related(item, count), this.images);
  }

  /** The tags of published posts, most used first, then by name. */
  async tags(): Promise<string[]> {
    return [...(await this.content.publishedTags('post'))].sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag)).map(({ tag }) => tag);
  }

  /** The active team members, by name (whom a post may credit). */
  async authors(limit: number): Promise<{ id: string; name: string }[]> {
    // Whole rows (a few hundred at most): an entity read in part would stay so for the rest of the request.
    const admins = await this.em.find(AdminEntity, { status: 'active' }, { orderBy: { username: 'asc' }, limit });
    return admins.map((admin) => ({ id: admin.id, name: admin.username }));
  }

  async previewLink(id: string): Promise<{ url: string; expiresAt: Date }> {
    const { path, expiresAt } = await this.content.previewPath('post', id);
    return { url: `${this.origin}${path}`, expiresAt };
  }

  async previewed(token: string): Promise<PostSource> {
    return this.recordOf(await this.content.previewed('post', token));
  }

  async create(input: PostInputFields, authorId: string | null): Promise<PostSource> {
    return this.recordOf(await this.content.create('post', await this.draftOf(input, authorId)));
  }

  async update(id: string, version: number, input: PostInputFields, authorId: string | undefined): Promise<PostSource> {
    return this.recordOf(await this.content.update('post', id, version, await this.draftOf(input, authorId)));
  }

  async publish(id: string, version: number): Promise<PostSource> {
    return this.recordOf(await this.content.publish('post', id, version));
  }

  async schedule(id: string, version: number, publishAt: Date): Promise<PostSource> {
    return this.recordOf(await this.content.schedule('post', id, version, publishAt));
  }

  async unpublish(id: string, version: number): Promise<PostSource> {
    return this.recordOf(await this.content.unpublish('post', id, version));
  }

  async archive(id: string, version: number): Promise<PostSource> {
    return this.recordOf(await this.content.archive('post', id, version));
  }

  async restore(id: string, version: number, revisionId: string): Promise<PostSource> {
    return this.recordOf(await this.content.restore('post', id, version, revisionId));
  }

  private async recordOf(item: ContentItemEntity): Promise<PostSource> {
    const [record] = await postSourcesOf([item], this.images);
    return record as PostSource;
  }

  /** A checked input as the content service saves it; the author must be a member of the team. */
  private async draftOf(input: PostInputFields, authorId: string | null | undefined) {
    const parsed = parseRichText(input.body);
    if ('errors' in parsed) throw InvalidInputError.field('body', parsed.errors[0] ?? 'The body is not a rich text document');
    // Read whole, not as its id alone: the post is saved with this very entity as its author, and its answer credits them by name.
    if (authorId && !(await this.em.findOne(AdminEntity, { id: authorId }))) throw InvalidInputError.field('authorId', CONTENT_MESSAGES.authorUnknown);
    const draft = postDraftOf({ ...input, body: parsed.document, authorId }, readingMinutes(parsed.document));
    // Every image it shows must be the library's, with alt text (the cover and sharing image by their field, the body's as the body's).
    const fields = { coverImageId: draft.fields.coverImageId, ogImageId: draft.fields.ogImageId } as Record<string, string | null>;
    for (const field of ['coverImageId', 'ogImageId']) if (fields[field]) await this.requireUsable([fields[field] as string], field);
    const bodyImages = imageIdsOf(parsed.document);
    if (bodyImages.length > 0) await this.requireUsable(bodyImages, 'body');
    return { ...draft, mediaIds: postImageIds({ coverImageId: fields.coverImageId ?? null, ogImageId: fields.ogImageId ?? null }, bodyImages) };
  }
}
