import type { EntityManager } from '../../db/orm.js';
import { InvalidInputError } from '../../domain/errors.js';
import { CONTENT_MESSAGES } from '../../rules/content.js';
import type { MediaSources } from '../../rules/media.js';
import { KIND_MESSAGES, ruleOf, type ContentKind, type KindField, type KindValues } from '../../rules/content-kinds.js';
import type { ContentStatus } from '../../rules/content.js';
import { parseRichText, renderRichText, richTextFieldRule, type RichTextDocument } from '../../shared/rich-text/index.js';
import { ContentItemEntity } from './content.entity.js';
import type { ContentAudience, ContentDraft, ContentService } from './content.service.js';
import type { ImageSources } from './post-views.js';

/** How many items of one kind a list reads at most: these kinds are short lists a page shows whole. */
export const KIND_LIST_MAX = 200;

/** An item's fields as a save gives them: the title field, the kind's fields, an optional slug and position. */
export type KindInput = Record<string, unknown> & { slug?: string | null; position?: number | null };

/** A text value as kept: trimmed; blank is null. */
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** A field's value as kept (and as read back, whatever an older row holds): paragraphs a list, numbers a number, the rest trimmed text. */
function keptValueOf(field: KindField, value: unknown): string | number | string[] | null {
  if (field.type === 'paragraphs') return Array.isArray(value) ? value.filter((line): line is string => typeof line === 'string').map((line) => line.trim()).filter((line) => line !== '') : [];
  if (field.type === 'number') return typeof value === 'number' && Number.isInteger(value) ? value : null;
  return text(value);
}

/** An item's values by field name, read from its row (every field present, whatever older rows hold). */
export function valuesOf(kind: ContentKind, item: ContentItemEntity): KindValues {
  const values: KindValues = { [kind.title.name]: item.title };
  for (const field of kind.fields) values[field.name] = field.type === 'richText' ? documentOf(item.body) : keptValueOf(field, item.fields[field.name]);
  return values;
}

/** The images of the media library an item shows (its `image` fields), as kept in `media_ids` for "used by". */
export function imageIdsOf(kind: ContentKind, fields: Record<string, unknown>): string[] {
  return [...new Set(kind.fields.filter((field) => field.type === 'image').flatMap((field) => (typeof fields[field.name] === 'string' ? [fields[field.name] as string] : [])))];
}

/** What the content service needs of the media library: that picked images exist and are described. */
export type RequireUsableImages = (mediaIds: readonly string[], field: string) => Promise<unknown>;

/** A stored body as the document it is; null when there is none (or it no longer fits the schema). */
function documentOf(body: unknown): RichTextDocument | null {
  if (body === null || body === undefined) return null;
  const parsed = parseRichText(body);
  return 'document' in parsed ? parsed.document : null;
}

/**
 * An item's `richText` fields as the site shows them (`<name>Html`): HTML the server renders from
 * the document and its schema alone, headings with their anchors (a kind's text holds no images).
 */
export function richTextHtmlOf(kind: ContentKind, item: ContentItemEntity): Record<string, string> {
  const html: Record<string, string> = {};
  for (const field of kind.fields) {
    if (field.type !== 'richText') continue;
    const document = documentOf(item.body);
    html[`${field.name}Html`] = document ? renderRichText(document, { image: () => null }) : '';
  }
  return html;
}

/** Where an item stands in its kind's list: the site shows the lowest first. */
export const positionOf = (item: Pick<ContentItemEntity, 'fields'>): number => (typeof item.fields.position === 'number' ? item.fields.position : 0);

/** The order the site shows a kind in: by position, then the first published (or created) first. */
const byPosition = (a: ContentItemEntity, b: ContentItemEntity) =>
  positionOf(a) - positionOf(b) || (a.publishedAt ?? a.createdAt).getTime() - (b.publishedAt ?? b.createdAt).getTime() || a.id.localeCompare(b.id);

/**
 * A declared kind's content (`rules/content-kinds.ts`): the content service's publishing, with the
 * kind's fields checked and kept in `fields`, and its lists in the order the site shows them.
 */
export class KindService {
  constructor(
    private readonly em: EntityManager,
    private readonly content: ContentService,
    readonly kind: ContentKind,
    private readonly requireUsable: RequireUsableImages,
    private readonly sourcesOf: ImageSources,
  ) {}

  /** What a page needs to show the images `items` name (their `image` fields), by media id; one read for them all. */
  async imagesOf(items: readonly ContentItemEntity[]): Promise<ReadonlyMap<string, MediaSources>> {
    const ids = [...new Set(items.flatMap((item) => imageIdsOf(this.kind, item.fields)))];
    return ids.length === 0 ? new Map() : this.sourcesOf(ids);
  }

  /** Visitors: the published items; admins: every item (or one status). In the site's order. */
  async list(audience: ContentAudience, status: ContentStatus | null): Promise<ContentItemEntity[]> {
    if (audience === 'public') return [...(await this.content.published(this.kind.type))].sort(byPosition).slice(0, KIND_LIST_MAX);
    const items = await this.em.find(ContentItemEntity, { type: this.kind.type, ...(status ? { status } : {}) }, { orderBy: { createdAt: 'asc', id: 'asc' }, limit: KIND_LIST_MAX });
    return items.sort(byPosition);
  }

  get(idOrSlug: string, audience: ContentAudience): Promise<ContentItemEntity> {
    return this.content.get(this.kind.type, idOrSlug, audience);
  }

  /** A new draft; without a position it goes last. A fixed kind's places are the pages' own: none is added. */
  async create(input: KindInput): Promise<ContentItemEntity> {
    if (this.kind.fixed) throw InvalidInputError.field('slug', KIND_MESSAGES.fixedNoNew(this.kind));
    const position = input.position ?? (await this.nextPosition());
    return this.content.create(this.kind.type, await this.draftOf(input, position));
  }

  /** Saves every field; without a position it keeps its place. A fixed kind's item keeps its slug (its place). */
  async update(id: string, version: number, input: KindInput): Promise<ContentItemEntity> {
    const item = await this.get(id, 'admin');
    if (this.kind.fixed && input.slug && input.slug !== item.slug) throw InvalidInputError.field('slug', KIND_MESSAGES.fixedSlug(this.kind));
    const position = input.position ?? positionOf(item);
    return this.content.update(this.kind.type, id, version, await this.draftOf(input, position));
  }

  publish(id: string, version: number) {
    return this.content.publish(this.kind.type, id, version);
  }

  schedule(id: string, version: number, publishAt: Date) {
    return this.content.schedule(this.kind.type, id, version, publishAt);
  }

  unpublish(id: string, version: number) {
    this.refuseOffSite();
    return this.content.unpublish(this.kind.type, id, version);
  }

  archive(id: string, version: number) {
    this.refuseOffSite();
    return this.content.archive(this.kind.type, id, version);
  }

  restore(id: string, version: number, revisionId: string) {
    return this.content.restore(this.kind.type, id, version, revisionId);
  }

  remove(id: string) {
    this.refuseOffSite();
    return this.content.remove(this.kind.type, id);
  }

  /** A fixed kind's item stays on its page: it can be changed, never taken off. */
  private refuseOffSite(): void {
    if (this.kind.fixed) throw InvalidInputError.field('id', KIND_MESSAGES.fixedStays(this.kind));
  }

  revisions(id: string) {
    return this.content.revisions(this.kind.type, id);
  }

  private async nextPosition(): Promise<number> {
    const items = await this.em.find(ContentItemEntity, { type: this.kind.type }, { fields: ['fields'], limit: KIND_LIST_MAX });
    return items.reduce((last, item) => Math.max(last, positionOf(item) + 1), 0);
  }

  /**
   * A checked input as the content service saves it (the inputs checked every rule already; this
   * keeps what they let through, tidied), once the kind's rule across fields lets it through.
   * Every image it names must be the library's, described.
   */
  private async draftOf(input: KindInput, position: number): Promise<ContentDraft> {
    const fields: Record<string, unknown> = { position };
    let body: unknown = null;
    for (const field of this.kind.fields) {
      const value = input[field.name];
      if (field.type === 'richText') {
        if (richTextFieldRule(field)(value) !== null) throw new Error(`${this.kind.typeName}.${field.name} reached the service unchecked`);
        // Kept as the parser gives it back: only the schema's nodes and attributes.
        const parsed = value === undefined || value === null ? null : parseRichText(value);
        body = parsed && 'document' in parsed ? parsed.document : null;
        continue;
      }
      if (ruleOf(field)(value) !== null) throw new Error(`${this.kind.typeName}.${field.name} reached the service unchecked`);
      fields[field.name] = keptValueOf(field, value);
    }
    const title = text(input[this.kind.title.name]);
    if (!title) throw new Error(CONTENT_MESSAGES.titleRequired);
    // The kind's rule across its fields (the inputs check each field alone).
    const refusal = this.kind.check?.({ ...fields, [this.kind.title.name]: title });
    if (refusal) throw InvalidInputError.field(refusal.field, refusal.message);
    for (const field of this.kind.fields) if (field.type === 'image' && typeof fields[field.name] === 'string') await this.requireUsable([fields[field.name] as string], field.name);
    return { title, slug: text(input.slug), body, fields, tags: [], mediaIds: imageIdsOf(this.kind, fields), authorId: undefined };
  }
}
