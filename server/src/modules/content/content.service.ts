import { LockMode } from '@mikro-orm/core';
import { executeBound, timeOf, type StoredTime } from '../../db/bound-sql.js';
import type { ChangeFeed } from '../../db/changes.js';
import { isUuid } from '../../db/ids.js';
import type { EntityManager } from '../../db/orm.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../../domain/errors.js';
import { changesOf, subjectsOf, type EventRecorder, type RecordEvent } from '../../domain/events.js';
import { paginate, type Connection, type PageRequest } from '../../domain/pagination.js';
import { hasValidSignature, signatureOf } from '../../secrets.js';
import { CONTENT_KIND_LIST } from '../../rules/content-kinds.js';
import { CONTENT_KINDS, CONTENT_MESSAGES, POST_IMAGE_FIELD_LABELS, PREVIEW_LINK_HOURS, PREVIEW_TOKEN_MAX_LENGTH, SLUG_PATTERN, slugFrom, type ContentStatus, type ContentType } from '../../rules/content.js';
import { RECORDED_FIELDS, type EventType } from '../../rules/events.js';
import { AdminEntity } from '../admin/admin.entity.js';
import { ContentItemEntity, ContentRedirectEntity, ContentRevisionEntity, type ContentFields } from './content.entity.js';

/** Who is looking: visitors see published items only. */
export type ContentAudience = 'public' | 'admin';

/** An item's words as a save gives them, checked by its kind (`posts.ts`). */
export interface ContentDraft {
  title: string;
  /** Made from the title when left out on creation; kept as it is when left out on an update. */
  slug?: string | null;
  body: unknown;
  fields: ContentFields;
  tags: string[];
  /** The media library's images it shows (checked by the caller: each exists and has alt text). */
  mediaIds: string[];
  /** A member of the team; left out (`undefined`) on an update, the author stays. */
  authorId: string | null | undefined;
  /** What the kind keeps through the save (`CarriedFields`). */
  carried?: CarriedFields;
}

/**
 * Fields a kind keeps through a save or a restore, worked out from the item as it stands under its
 * lock and the fields it is about to hold (an event's cancellation, and its previous start when a
 * published one moves); they go over those fields.
 */
export type CarriedFields = (current: ContentItemEntity, next: ContentFields) => ContentFields;

export interface ContentFilter {
  status?: ContentStatus | null;
  tag?: string | null;
}

/** What the service reads of the editable part of an item, to tell revisions apart. */
const EDITABLE = ['title', 'slug', 'body', 'fields', 'tags', 'authorId'] as const;

/** JSON with every object's keys in order: PostgreSQL's jsonb gives them back in an order of its own. */
const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value !== null && typeof value === 'object' && !(value instanceof Date)
      ? Object.fromEntries(Object.keys(value).sort().map((key) => [key, canonical((value as Record<string, unknown>)[key])]))
      : value;
/** An item's editable fields, comparable whichever way the database ordered their keys. */
const snapshotOf = (item: ContentItemEntity) => ({
  title: item.title,
  slug: item.slug,
  body: canonical(item.body ?? null),
  fields: canonical(item.fields),
  tags: item.tags,
  authorId: item.author?.id ?? null,
});

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The site's content and its publishing (issue P20): every kind goes draft -> scheduled ->
 * published -> archived the same way; every change is one transaction holding the item, a revision
 * and the event; a save names the version it started from and is refused when another came first.
 * Pages and lists kept in memory hear of every change through its event (the `content` topic).
 */
export class ContentService {
  constructor(
    private readonly em: EntityManager,
    private readonly changes: ChangeFeed,
    private readonly events: EventRecorder,
    private readonly previewKey: Buffer,
    /** Which of these images the media library still has (`MediaService.sourcesOf`). */
    private readonly inMediaLibrary: (mediaIds: readonly string[]) => Promise<ReadonlySet<string>> = async (ids) => new Set(ids),
  ) {}

  /** Visitors: one kind's published items, newest first (optionally with one tag). Admins: every item of the kind (or one status), last changed first. */
  list<TNode>(type: ContentType, audience: ContentAudience, filter: ContentFilter, page: PageRequest, toNode: (item: ContentItemEntity) => TNode): Promise<Connection<TNode>> {
    const tag = filter.tag ? { tags: { $contains: [filter.tag] } } : {};
    if (audience === 'public') {
      return paginate(this.em, ContentItemEntity, {
        where: { type, status: 'published', ...tag },
        orderBy: { publishedAt: 'desc', id: 'desc' },
        page,
        toNode,
      });
    }
    return paginate(this.em, ContentItemEntity, {
      where: { type, ...(filter.status ? { status: filter.status } : {}), ...tag },
      orderBy: { updatedAt: 'desc', id: 'desc' },
      page,
      toNode,
    });
  }

  /** An item by id or slug; visitors find published ones only. */
  async get(type: ContentType, idOrSlug: string, audience: ContentAudience): Promise<ContentItemEntity> {
    // By its key alone, an item this request has read already comes from the identity map without a
    // query (a post's page reads it by slug, then by id for its related posts); its kind is checked after.
    const where = isUuid(idOrSlug) ? { id: idOrSlug } : SLUG_PATTERN.test(idOrSlug) ? { slug: idOrSlug, type } : null;
    const item = where && (await this.em.findOne(ContentItemEntity, where, { populate: ['author'] }));
    if (!item || item.type !== type || (audience === 'public' && item.status !== 'published')) throw new NotFoundError(CONTENT_MESSAGES.notFound(type));
    return item;
  }

  /** Published items of a kind sharing a tag with `item`, newest first (its page's "related posts"). */
  async related(item: ContentItemEntity, count: number): Promise<ContentItemEntity[]> {
    if (item.tags.length === 0) return [];
    return this.em.find(
      ContentItemEntity,
      { type: item.type, status: 'published', id: { $ne: item.id }, tags: { $overlap: item.tags } },
      { orderBy: { publishedAt: 'desc', id: 'desc' }, limit: count, populate: ['author'] },
    );
  }

  /** The items that show any of the images `mediaIds` (any kind), for the media library's "used by". */
  usingMedia(mediaIds: readonly string[]): Promise<ContentItemEntity[]> {
    return this.em.find(ContentItemEntity, { mediaIds: { $overlap: [...mediaIds] } }, { orderBy: { updatedAt: 'desc' } });
  }

  /**
   * Every published item of a kind, newest first, kept until content changes anywhere: for the
   * declared kinds, whose lists are short. Not for posts: thousands of them, each with its body,
   * kept for good, made every garbage collection slower (docs/performance.md, "Insights pages").
   */
  published(type: ContentType): Promise<readonly ContentItemEntity[]> {
    return this.changes.remember(`published ${type}`, 'content', (em) =>
      em.find(ContentItemEntity, { type, status: 'published' }, { orderBy: { publishedAt: 'desc', id: 'desc' }, populate: ['author'] }),
    );
  }

  /** The `count` newest published items of a kind (the feed). */
  newest(type: ContentType, count: number): Promise<ContentItemEntity[]> {
    return this.em.find(ContentItemEntity, { type, status: 'published' }, { orderBy: { publishedAt: 'desc', id: 'desc' }, limit: count, populate: ['author'] });
  }

  /** Each tag of a kind's published items with how many carry it, kept until content changes (the Insights page's topics). */
  publishedTags(type: ContentType): Promise<readonly { tag: string; count: number }[]> {
    return this.changes.remember(`published tags ${type}`, 'content', (em) =>
      executeBound<{ tag: string; count: number }>(
        em,
        `select tag, count(*)::int as count from content_items, unnest(tags) as tag where type = $1 and status = 'published' group by tag`,
        [type],
      ),
    );
  }

  /** The address and last change of every published item of a kind, newest first, kept until content changes (the sitemap). */
  publishedAddresses(type: ContentType): Promise<readonly { slug: string; updatedAt: Date }[]> {
    return this.changes.remember(`published addresses ${type}`, 'content', async (em) => {
      const rows = await executeBound<{ slug: string; updated_at: StoredTime }>(
        em,
        `select slug, updated_at from content_items where type = $1 and status = 'published' order by published_at desc, id desc`,
        [type],
      );
      return rows.map((row) => ({ slug: row.slug, updatedAt: timeOf(row.updated_at) }));
    });
  }

  /** Where an old address of a kind now lives: the item's current slug, if it is published. Kept until content changes. */
  async redirectOf(type: ContentType, slug: string): Promise<string | null> {
    const redirects = await this.changes.remember(`redirects ${type}`, 'content', async (em) => {
      const rows = await em.find(ContentRedirectEntity, { type, item: { status: 'published' } }, { populate: ['item'] });
      return new Map(rows.map((row) => [row.slug, row.item.slug]));
    });
    return redirects.get(slug) ?? null;
  }

  async create(type: ContentType, draft: ContentDraft): Promise<ContentItemEntity> {
    const slug = draft.slug ?? (await this.freeSlug(type, slugBase(draft.title)));
    return this.events.transact(this.em, async (tx, record) => {
      await this.checkSlugFree(tx, type, slug, null);
      const item = tx.create(ContentItemEntity, {
        type,
        slug,
        title: draft.title,
        body: draft.body,
        fields: draft.fields,
        tags: draft.tags,
        mediaIds: draft.mediaIds,
        author: draft.authorId ?? null,
      });
      await this.revise(tx, item, [...EDITABLE]);
      this.recordChange(record, 'content.created', item, { type, fields: fieldsOf(item) });
      return item;
    });
  }

  /** Saves the editable fields; refused when `version` is not the item's (someone saved since). */
  async update(type: ContentType, id: string, version: number, draft: ContentDraft): Promise<ContentItemEntity> {
    return this.change(type, id, version, async (tx, item, record) => {
      const before = snapshotOf(item);
      const slug = draft.slug ?? item.slug;
      if (slug !== item.slug) await this.moveSlug(tx, item, slug);
      const fields = draft.carried ? { ...draft.fields, ...draft.carried(item, draft.fields) } : draft.fields;
      tx.assign(item, { title: draft.title, slug, body: draft.body, fields, tags: draft.tags, mediaIds: draft.mediaIds, author: draft.authorId === undefined ? item.author : draft.authorId });
      const after = snapshotOf(item);
      const changed = EDITABLE.filter((field) => !same(before[field], after[field]));
      if (changed.length === 0) return false;
      await this.revise(tx, item, changed);
      this.recordChange(record, 'content.updated', item, { type, changes: changesOf(before, after, EDITABLE, RECORDED_FIELDS[CONTENT_KINDS[type].subject]) });
      return true;
    });
  }

  /** Publishes now: a draft, a scheduled item (ahead of its time) or an archived one. */
  publish(type: ContentType, id: string, version: number): Promise<ContentItemEntity> {
    return this.change(type, id, version, async (tx, item, record) => {
      if (item.status === 'published') throw InvalidInputError.field('id', CONTENT_MESSAGES.alreadyPublished);
      await this.moveTo(tx, item, 'published', record);
      return true;
    });
  }

  /** Publishes a draft at `publishAt` (a scheduled one is moved to the new time). */
  schedule(type: ContentType, id: string, version: number, publishAt: Date, now = new Date()): Promise<ContentItemEntity> {
    if (publishAt.getTime() <= now.getTime()) throw InvalidInputError.field('publishAt', CONTENT_MESSAGES.publishAtPast);
    return this.change(type, id, version, async (tx, item, record) => {
      if (item.status !== 'draft' && item.status !== 'scheduled') throw InvalidInputError.field('id', CONTENT_MESSAGES.cannotSchedule(item.status));
      item.publishAt = publishAt;
      await this.moveTo(tx, item, 'scheduled', record);
      return true;
    });
  }

  /** Takes a scheduled or published item back to draft (off the site). */
  unpublish(type: ContentType, id: string, version: number): Promise<ContentItemEntity> {
    return this.change(type, id, version, async (tx, item, record) => {
      if (item.status === 'draft') throw InvalidInputError.field('id', CONTENT_MESSAGES.alreadyDraft);
      await this.moveTo(tx, item, 'draft', record);
      return true;
    });
  }

  archive(type: ContentType, id: string, version: number): Promise<ContentItemEntity> {
    return this.change(type, id, version, async (tx, item, record) => {
      if (item.status === 'archived') throw InvalidInputError.field('id', CONTENT_MESSAGES.alreadyArchived);
      await this.moveTo(tx, item, 'archived', record);
      return true;
    });
  }

  /**
   * Changes a kind's own fields outside the editor's save (an event's cancellation), from the
   * version the caller read, with its revision and `event` in the same transaction. `amend` gives
   * the new fields, or throws why not.
   */
  amendFields(type: ContentType, id: string, version: number, event: EventType, amend: (item: ContentItemEntity) => ContentFields): Promise<ContentItemEntity> {
    return this.change(type, id, version, async (tx, item, record) => {
      const before = snapshotOf(item);
      item.fields = amend(item);
      if (same(before.fields, canonical(item.fields))) return false;
      await this.revise(tx, item, ['fields']);
      this.recordChange(record, event, item, { type });
      return true;
    });
  }

  /** Every item of a kind (or those with one status), at most `limit`: for a kind whose lists are short and ordered by its own fields (events). */
  all(type: ContentType, status: ContentStatus | null, limit: number): Promise<ContentItemEntity[]> {
    return this.em.find(ContentItemEntity, { type, ...(status ? { status } : {}) }, { orderBy: { updatedAt: 'desc', id: 'desc' }, limit, populate: ['author'] });
  }

  /** Makes an earlier revision's words the item's again, as a new version (the history keeps everything in between). */
  async restore(type: ContentType, id: string, version: number, revisionId: string, carried?: CarriedFields): Promise<ContentItemEntity> {
    const found = await this.get(type, id, 'admin');
    const revision = isUuid(revisionId) ? await this.em.findOne(ContentRevisionEntity, { id: revisionId, item: found.id }) : null;
    if (!revision) throw new NotFoundError(CONTENT_MESSAGES.revisionNotFound);
    // Asked before the item's transaction, whose connection the library's own question would wait for (a revision never changes).
    await this.refuseMissingImages(type, revision);
    return this.change(type, found.id, version, async (tx, item, record) => {
      const before = snapshotOf(item);
      if (revision.slug !== item.slug) await this.moveSlug(tx, item, revision.slug);
      // The author read whole, as the answer credits them by name (a bare reference would have none).
      const author = revision.authorId ? await tx.findOne(AdminEntity, { id: revision.authorId }) : null;
      const fields = carried ? { ...revision.fields, ...carried(item, revision.fields) } : revision.fields;
      tx.assign(item, { title: revision.title, slug: revision.slug, body: revision.body, fields, tags: revision.tags, mediaIds: revision.mediaIds, author });
      const after = snapshotOf(item);
      await this.revise(tx, item, EDITABLE.filter((field) => !same(before[field], after[field])));
      this.recordChange(record, 'content.restored', item, { type, revision: revision.version, changes: changesOf(before, after, EDITABLE, RECORDED_FIELDS[CONTENT_KINDS[type].subject]) });
      return true;
    });
  }

  /**
   * Refuses to restore a revision that shows an image the media library no longer has (deleted
   * since, while nothing used it), naming the field that holds it: its page would show nothing there.
   */
  private async refuseMissingImages(type: ContentType, revision: ContentRevisionEntity): Promise<void> {
    if (revision.mediaIds.length === 0) return;
    const kept = await this.inMediaLibrary(revision.mediaIds);
    const missing = revision.mediaIds.filter((id) => !kept.has(id));
    if (missing.length === 0) return;
    const fieldOf = (id: string) => Object.entries(revision.fields).find(([, value]) => value === id)?.[0] ?? 'body';
    // On `revisionId`, what was asked for: the editor's fields hold other words than the revision's.
    throw new InvalidInputError(
      [...new Set(missing.map(fieldOf))].map((field) => ({ path: 'revisionId', message: CONTENT_MESSAGES.revisionImageMissing(type, imageFieldLabel(type, field)) })),
    );
  }

  /** Deletes a draft that never went live; anything the site has shown is archived instead, so its address keeps meaning something. */
  async remove(type: ContentType, id: string): Promise<void> {
    const item = await this.get(type, id, 'admin');
    if (item.status !== 'draft' || item.publishedAt) throw InvalidInputError.field('id', CONTENT_MESSAGES.deleteOnlyDrafts);
    await this.events.transact(this.em, async (tx, record) => {
      tx.remove(item);
      this.recordChange(record, 'content.deleted', item, { type });
    });
  }

  /** An item's revisions, newest first. */
  async revisions(type: ContentType, id: string): Promise<ContentRevisionEntity[]> {
    const item = await this.get(type, id, 'admin');
    return this.em.find(ContentRevisionEntity, { item: item.id }, { orderBy: { version: 'desc' } });
  }

  /**
   * Publishes every scheduled item whose time has come, each in its own transaction; any number of
   * servers may run it at once: an item is claimed by one (`for update skip locked`) and published
   * only while still scheduled. Returns how many it published.
   */
  async publishDue(now = new Date()): Promise<number> {
    let published = 0;
    for (;;) {
      const done = await this.events.transact(this.em, async (tx, record) => {
        const [due] = await tx.find(
          ContentItemEntity,
          { status: 'scheduled', publishAt: { $lte: now } },
          { orderBy: { publishAt: 'asc', id: 'asc' }, limit: 1, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE },
        );
        if (!due) return false;
        due.version += 1;
        await this.moveTo(tx, due, 'published', record, now);
        return true;
      });
      if (!done) break;
      published += 1;
    }
    return published;
  }

  /** A link that shows the item as its page will look, to whoever holds it, for `PREVIEW_LINK_HOURS`. */
  async previewPath(type: ContentType, id: string, now = Date.now()): Promise<{ path: string; expiresAt: Date }> {
    const item = await this.get(type, id, 'admin');
    const expires = Math.floor(now / 1000) + PREVIEW_LINK_HOURS * 3600;
    const token = `${item.id}.${expires}.${signatureOf(this.previewKey, `preview:${type}:${item.id}:${expires}`)}`;
    return { path: `/preview/${type}/${token}`, expiresAt: new Date(expires * 1000) };
  }

  /** The item a preview token stands for, whatever its status; refused when altered or expired. */
  async previewed(type: ContentType, token: string, now = Date.now()): Promise<ContentItemEntity> {
    if (token.length > PREVIEW_TOKEN_MAX_LENGTH) throw InvalidInputError.field('token', CONTENT_MESSAGES.previewTokenTooLong);
    const [id, expires, signature] = token.split('.');
    if (!id || !isUuid(id) || !expires || !/^\d{1,12}$/.test(expires) || !signature || !hasValidSignature(this.previewKey, `preview:${type}:${id}:${expires}`, signature)) {
      throw new NotFoundError(CONTENT_MESSAGES.previewInvalid);
    }
    if (Number(expires) * 1000 < now) throw new NotFoundError(CONTENT_MESSAGES.previewExpired);
    const item = await this.em.findOne(ContentItemEntity, { id, type }, { populate: ['author'] });
    if (!item) throw new NotFoundError(CONTENT_MESSAGES.previewInvalid);
    return item;
  }

  /** One change of an item, under a row lock, from the version the caller saw; `apply` says whether anything changed. */
  private async change(
    type: ContentType,
    id: string,
    version: number,
    apply: (tx: EntityManager, item: ContentItemEntity, record: RecordEvent) => Promise<boolean>,
  ): Promise<ContentItemEntity> {
    const found = await this.get(type, id, 'admin');
    const item = await this.events.transact(this.em, async (tx, record) => {
      const locked = await tx.findOne(ContentItemEntity, { id: found.id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true, populate: ['author'] });
      if (!locked) throw new NotFoundError(CONTENT_MESSAGES.notFound(type));
      if (locked.version !== version) throw new ConflictError(CONTENT_MESSAGES.versionStale(type), [{ path: 'version', message: CONTENT_MESSAGES.versionStale(type) }]);
      locked.version += 1;
      if (!(await apply(tx, locked, record))) locked.version -= 1;
      return locked;
    });
    return item;
  }

  /** Moves an item to `status`, with its revision and event (`content.<verb>`). */
  private async moveTo(tx: EntityManager, item: ContentItemEntity, status: ContentStatus, record: RecordEvent, now = new Date()): Promise<void> {
    const from = item.status;
    item.status = status;
    if (status === 'published') {
      item.publishedAt ??= now;
      item.publishAt = null;
      item.archivedAt = null;
    }
    if (status === 'draft') item.publishAt = null;
    if (status === 'archived') {
      item.archivedAt = now;
      item.publishAt = null;
    }
    await this.revise(tx, item, ['status']);
    const type: EventType = status === 'published' ? (CONTENT_KINDS[item.type].publishedEvent ?? 'content.published') : status === 'scheduled' ? 'content.scheduled' : status === 'archived' ? 'content.archived' : 'content.unpublished';
    this.recordChange(record, type, item, { type: item.type, status: [from, status], publishAt: item.publishAt?.toISOString() ?? null });
  }

  private recordChange(record: RecordEvent, type: EventType, item: ContentItemEntity, data: Record<string, unknown>): void {
    record({ type, subject: subjectsOf(CONTENT_KINDS[item.type].subject)(item), data: { slug: item.slug, version: item.version, ...data } });
  }

  /** Writes the item's state as revision `item.version`, by whoever acts. */
  private async revise(tx: EntityManager, item: ContentItemEntity, changed: readonly string[]): Promise<void> {
    const actor = await this.events.actor();
    tx.create(ContentRevisionEntity, {
      item,
      version: item.version,
      title: item.title,
      slug: item.slug,
      status: item.status,
      body: item.body ?? null,
      fields: item.fields,
      tags: item.tags,
      mediaIds: item.mediaIds,
      authorId: item.author?.id ?? null,
      publishAt: item.publishAt ?? null,
      changed: [...changed],
      byKind: actor.kind,
      byName: actor.name,
      byId: actor.id,
    });
  }

  /** A new slug for `item`: free for its kind; the old one answers 301 from now on. */
  private async moveSlug(tx: EntityManager, item: ContentItemEntity, slug: string): Promise<void> {
    await this.checkSlugFree(tx, item.type, slug, item.id);
    await tx.nativeDelete(ContentRedirectEntity, { type: item.type, slug });
    tx.create(ContentRedirectEntity, { type: item.type, slug: item.slug, item });
  }

  /** Refuses a slug another item of the kind has, or had (its old address still leads there). */
  private async checkSlugFree(tx: EntityManager, type: ContentType, slug: string, itemId: string | null): Promise<void> {
    const other = await tx.findOne(ContentItemEntity, { type, slug, ...(itemId ? { id: { $ne: itemId } } : {}) }, { fields: ['id'] });
    const redirect = await tx.findOne(ContentRedirectEntity, { type, slug, ...(itemId ? { item: { $ne: itemId } } : {}) }, { fields: ['id'] });
    if (other || redirect) throw new ConflictError(CONTENT_MESSAGES.slugTaken(type, slug), [{ path: 'slug', message: CONTENT_MESSAGES.slugTaken(type, slug) }]);
  }

  /** The slug, or the slug with -2, -3... when another item of the kind has it. */
  private async freeSlug(type: ContentType, base: string): Promise<string> {
    const taken = new Set([
      ...(await this.em.find(ContentItemEntity, { type, slug: { $like: `${base}%` } }, { fields: ['slug'] })).map((item) => item.slug),
      ...(await this.em.find(ContentRedirectEntity, { type, slug: { $like: `${base}%` } }, { fields: ['slug'] })).map((row) => row.slug),
    ]);
    if (!taken.has(base)) return base;
    let n = 2;
    while (taken.has(`${base}-${n}`)) n += 1;
    return `${base}-${n}`;
  }
}

/** A title's slug, or "untitled" for one with no letters or digits. */
const slugBase = (title: string) => slugFrom(title) || 'untitled';

/** What an event keeps of an item on creation: the recorded fields only (no body text). */
const fieldsOf = (item: ContentItemEntity) => ({ title: item.title, slug: item.slug, status: item.status });

/** How the editor of a kind labels a field holding an image: a post's cover or sharing image, a kind's declared field; else the body. */
function imageFieldLabel(type: ContentType, field: string): string {
  if (field === 'body') return 'Body';
  const declared = type === 'post' || type === 'event' ? POST_IMAGE_FIELD_LABELS[field] : CONTENT_KIND_LIST.find((kind) => kind.type === type)?.fields.find((kindField) => kindField.name === field)?.label;
  return declared ?? field;
}
