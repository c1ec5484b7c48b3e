import { tagOf } from '../../rules/content.js';
import type { ContentDraft } from './content.service.js';
import type { ContentFields } from './content.entity.js';

/** What a post keeps besides its title, slug, body, tags and author (`ContentItemEntity.fields`). */
export interface PostFields {
  summary: string | null;
  coverImageId: string | null;
  seoTitle: string | null;
  seoDescription: string | null;
  ogImageId: string | null;
  canonicalUrl: string | null;
  /** Worked out from the body on every save. */
  readingMinutes: number;
}

/** A post's fields as a save gives them (GraphQL `PostInput`, REST body). */
export interface PostInputFields {
  title: string;
  slug?: string | null;
  summary?: string | null;
  body: unknown;
  tags?: string[] | null;
  coverImageId?: string | null;
  seoTitle?: string | null;
  seoDescription?: string | null;
  ogImageId?: string | null;
  canonicalUrl?: string | null;
  authorId?: string | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** A post's stored fields, read back (every one present, whatever older rows hold). */
export function postFieldsOf(fields: ContentFields): PostFields {
  return {
    summary: text(fields.summary),
    coverImageId: text(fields.coverImageId),
    seoTitle: text(fields.seoTitle),
    seoDescription: text(fields.seoDescription),
    ogImageId: text(fields.ogImageId),
    canonicalUrl: text(fields.canonicalUrl),
    readingMinutes: typeof fields.readingMinutes === 'number' ? fields.readingMinutes : 1,
  };
}

/** A checked post input as the content service saves it; `readingMinutes` comes from the body. */
export function postDraftOf(input: PostInputFields, readingMinutes: number): ContentDraft {
  const fields: PostFields = {
    summary: text(input.summary),
    coverImageId: text(input.coverImageId),
    seoTitle: text(input.seoTitle),
    seoDescription: text(input.seoDescription),
    ogImageId: text(input.ogImageId),
    canonicalUrl: text(input.canonicalUrl),
    readingMinutes,
  };
  return {
    title: input.title.trim(),
    slug: text(input.slug),
    body: input.body,
    fields: { ...fields },
    tags: [...new Set((input.tags ?? []).map(tagOf).filter((tag) => tag !== ''))],
    mediaIds: [],
    authorId: input.authorId === undefined ? undefined : text(input.authorId),
  };
}

/** The images a post shows (cover, Open Graph image and those in its body), for "used by" and the alt-text check. */
export function postImageIds(fields: Pick<PostFields, 'coverImageId' | 'ogImageId'>, bodyImages: readonly string[]): string[] {
  return [...new Set([fields.coverImageId, fields.ogImageId, ...bodyImages].filter((id): id is string => id !== null))];
}
