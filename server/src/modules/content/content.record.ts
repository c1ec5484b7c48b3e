import { columns, defineRecord, type RecordOf } from '../../domain/records.js';
import { toGlobalId } from '../../graphql/relay.js';
import type { ContentRevisionEntity } from './content.entity.js';
import type { PostSource } from './post-views.js';
import { postFieldsOf } from './posts.js';

/** An Insights post as integrators see it (REST, exports, webhooks), with its words as HTML made from its body. */
export const postRecord = defineRecord('Post', ({ item, html, cover, ogImage }: PostSource) => {
  const fields = postFieldsOf(item.fields);
  return {
    _id: item.id,
    ...columns(item, ['slug', 'title', 'status', 'version', 'tags']),
    summary: fields.summary,
    /** The editor's JSON document (`shared/rich-text`). */
    body: (item.body ?? null) as Record<string, unknown> | null,
    /** The body as the page shows it. */
    html,
    coverImageId: fields.coverImageId,
    /** What a page needs to show the cover (`<picture>` sources, size, alt text, focal point); null without one. */
    coverImage: cover,
    seoTitle: fields.seoTitle,
    seoDescription: fields.seoDescription,
    ogImageId: fields.ogImageId,
    /** The image shown when the post is shared: its own, else the cover; null without either. */
    ogImage,
    canonicalUrl: fields.canonicalUrl,
    readingMinutes: fields.readingMinutes,
    authorId: item.author?.id ?? null,
    authorName: item.author?.username ?? null,
    path: `/insights/${item.slug}`,
    ...columns(item, ['publishAt', 'publishedAt', 'archivedAt', 'createdAt', 'updatedAt']),
  };
});
export type PostRecord = RecordOf<typeof postRecord>;

/** Where GraphQL's `Post` differs from the record. */
export const POST_DIFFERENCES = {
  omits: ['authorId', 'authorName'],
  fields: {
    author: (record: PostRecord) => (record.authorId ? { id: toGlobalId('Admin', record.authorId), name: record.authorName ?? '' } : null),
  },
} as const;

/** One saved state of an item: who, when, which fields changed. */
export const revisionRecord = defineRecord('ContentRevision', (revision: ContentRevisionEntity) => ({
  _id: revision.id,
  ...columns(revision, ['version', 'title', 'slug', 'status', 'changed', 'byKind', 'byName', 'createdAt']),
}));
export type RevisionRecord = RecordOf<typeof revisionRecord>;
