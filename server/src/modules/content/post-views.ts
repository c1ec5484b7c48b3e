import { imageIdsOf, parseRichText, renderRichText } from '../../shared/rich-text/index.js';
import type { ContentItemEntity } from './content.entity.js';

/** How an image of the media library shows inside a post's HTML (`<picture>`), by its id; null when it is gone. */
export type ImageMarkup = (mediaIds: readonly string[]) => Promise<ReadonlyMap<string, string>>;

/** No images known (until the media library answers for them): an image renders nothing. */
export const NO_IMAGES: ImageMarkup = async () => new Map();

/** The body's HTML, made from the stored document only (a document that no longer parses shows nothing). */
function htmlOf(item: ContentItemEntity, images: ReadonlyMap<string, string>): string {
  const parsed = parseRichText(item.body);
  if ('errors' in parsed) return '';
  return renderRichText(parsed.document, { image: (mediaId) => images.get(mediaId) ?? null });
}

/** A post with its body rendered: what its record and its GraphQL node are made from. */
export interface PostSource {
  item: ContentItemEntity;
  html: string;
}

/** Posts with their bodies rendered, their images asked for in one go. */
export async function postSourcesOf(items: readonly ContentItemEntity[], images: ImageMarkup): Promise<PostSource[]> {
  const ids = new Set<string>();
  for (const item of items) {
    const parsed = parseRichText(item.body);
    if ('document' in parsed) for (const id of imageIdsOf(parsed.document)) ids.add(id);
  }
  const markup = ids.size > 0 ? await images([...ids]) : new Map<string, string>();
  return items.map((item) => ({ item, html: htmlOf(item, markup) }));
}
