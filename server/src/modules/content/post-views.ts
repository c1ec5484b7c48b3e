import { objectPositionOf, type MediaSources } from '../../rules/media.js';
import { escapeHtml } from '../../shared/html.js';
import { imageIdsOf, parseRichText, renderRichText, type RichTextDocument } from '../../shared/rich-text/index.js';
import type { ContentItemEntity } from './content.entity.js';
import { postFieldsOf } from './posts.js';

/** What the media library says of images by id, to show them (`MediaService.sourcesOf`); an unknown id is absent. */
export type ImageSources = (mediaIds: readonly string[]) => Promise<ReadonlyMap<string, MediaSources>>;

/** How wide an image in a post's body is shown: the article's column (48rem) on wide screens, the screen's width on phones. */
const BODY_IMAGE_SIZES = '(min-width: 52rem) 48rem, calc(100vw - 2.5rem)';

/**
 * An image of a post's body as a `<picture>`: AVIF, then WebP, at each width the library made,
 * the original's width and height reserving its box, lazy, cropped around its focal point. `alt`
 * is the editor's for this use, else the library's. Every value escaped.
 */
export function pictureHtml(image: MediaSources, alt: string | null): string {
  const source = (type: string, srcset: string) => (srcset ? `<source type="${type}" srcset="${escapeHtml(srcset)}" sizes="${BODY_IMAGE_SIZES}">` : '');
  return [
    '<picture>',
    source('image/avif', image.avif),
    source('image/webp', image.webp),
    `<img src="${escapeHtml(image.src)}" alt="${escapeHtml(alt ?? image.alt)}" width="${image.width}" height="${image.height}" loading="lazy" decoding="async" style="object-position: ${objectPositionOf(image.focalX, image.focalY)}">`,
    '</picture>',
  ].join('');
}

/** A post with its body rendered and its images' sources: what its record and its GraphQL node are made from. */
export interface PostSource {
  item: ContentItemEntity;
  html: string;
  cover: MediaSources | null;
  ogImage: MediaSources | null;
}

const documentOf = (item: ContentItemEntity): RichTextDocument | null => {
  const parsed = parseRichText(item.body);
  return 'document' in parsed ? parsed.document : null;
};

/** Posts with their bodies rendered, the images of all of them asked for in one go. */
export async function postSourcesOf(items: readonly ContentItemEntity[], images: ImageSources): Promise<PostSource[]> {
  const documents = items.map(documentOf);
  const ids = new Set<string>();
  items.forEach((item, index) => {
    const fields = postFieldsOf(item.fields);
    for (const id of [fields.coverImageId, fields.ogImageId, ...(documents[index] ? imageIdsOf(documents[index]) : [])]) if (id) ids.add(id);
  });
  const sources = ids.size > 0 ? await images([...ids]) : new Map<string, MediaSources>();
  const sourceOf = (id: string | null) => (id ? (sources.get(id) ?? null) : null);
  return items.map((item, index) => {
    const document = documents[index];
    const fields = postFieldsOf(item.fields);
    const html = document
      ? renderRichText(document, {
          image: (mediaId, alt) => {
            const image = sources.get(mediaId);
            return image ? pictureHtml(image, alt) : null;
          },
        })
      : '';
    return { item, html, cover: sourceOf(fields.coverImageId), ogImage: sourceOf(fields.ogImageId) ?? sourceOf(fields.coverImageId) };
  });
}
