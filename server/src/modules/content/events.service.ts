import { executeBound } from '../../db/bound-sql.js';
import type { EntityManager } from '../../db/orm.js';
import { isUuid } from '../../db/ids.js';
import { InvalidInputError } from '../../domain/errors.js';
import type { Connection, PageRequest } from '../../domain/pagination.js';
import { EVENT_LIMITS, EVENT_MESSAGES, eventProblems, type EventWhen } from '../../rules/site-events.js';
import type { ContentStatus } from '../../rules/content.js';
import type { MediaSources } from '../../rules/media.js';
import { imageIdsOf, parseRichText, renderRichText, type RichTextDocument } from '../../shared/rich-text/index.js';
import type { ContentItemEntity } from './content.entity.js';
import type { CarriedFields, ContentAudience, ContentDraft, ContentService } from './content.service.js';
import type { EventSource } from './events.record.js';
import { carriedEventFields, eventFieldsFrom, eventFieldsOf, storedEventFields, type BookableEvent, type EventInputFields } from './events.js';
import { pictureHtml, type ImageSources } from './post-views.js';

/** What the events list may be narrowed to: one status (the team only), upcoming or past. */
export interface EventFilter {
  status?: ContentStatus | null;
  when?: EventWhen | null;
}

const DEFAULT_PAGE = 10;
const MAX_PAGE = 100;

/** A position in an in-memory list as an opaque cursor, and back. */
const cursorAt = (index: number) => Buffer.from(`event:${index}`).toString('base64url');
function indexOf(cursor: string): number {
  const match = /^event:(\d{1,6})$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match) throw InvalidInputError.field('after', EVENT_MESSAGES.cursorInvalid);
  return Number(match[1]) + 1;
}

/** One page of a list already read whole (events are short lists, ordered by their own times): `first` with `offset` or `after`. */
function pageOfList<TItem, TNode>(items: readonly TItem[], page: PageRequest, toNode: (item: TItem) => TNode): Connection<TNode> {
  if (page.last !== undefined && page.last !== null) throw InvalidInputError.field('last', EVENT_MESSAGES.pageUnsupported);
  if (page.before !== undefined && page.before !== null) throw InvalidInputError.field('before', EVENT_MESSAGES.pageUnsupported);
  const size = Math.min(Math.max(page.first ?? DEFAULT_PAGE, 0), MAX_PAGE);
  const start = page.after ? indexOf(page.after) : Math.max(page.offset ?? 0, 0);
  const slice = items.slice(start, start + size);
  const cursors = slice.map((_, index) => cursorAt(start + index));
  return {
    edges: slice.map((item, index) => ({ cursor: cursors[index] as string, node: toNode(item) })),
    pageInfo: { hasPreviousPage: start > 0, hasNextPage: start + size < items.length, startCursor: cursors[0] ?? null, endCursor: cursors.at(-1) ?? null },
    totalCount: items.length,
    totalCountIsExact: true,
  };
}

/** What a save or a restore of an event keeps: its cancellation, and its previous start should a published one move. */
const carriedOfEvent: CarriedFields = (current, next) => carriedEventFields(current, eventFieldsOf(next).startsAt);

/** Whether an event is still to come (or under way) at `now`, or over. */
const isUpcoming = (item: ContentItemEntity, now: Date) => eventFieldsOf(item.fields).endsAt.getTime() >= now.getTime();
const startOf = (item: ContentItemEntity) => eventFieldsOf(item.fields).startsAt.getTime();

/** Upcoming soonest first; past newest first. */
function byTime(items: readonly ContentItemEntity[], when: EventWhen, now: Date): ContentItemEntity[] {
  const upcoming = when === 'upcoming';
  return items
    .filter((item) => isUpcoming(item, now) === upcoming)
    .sort((a, b) => (upcoming ? startOf(a) - startOf(b) : startOf(b) - startOf(a)) || a.id.localeCompare(b.id));
}

const documentOf = (item: ContentItemEntity): RichTextDocument | null => {
  const parsed = parseRichText(item.body);
  return 'document' in parsed ? parsed.document : null;
};

/**
 * The events the team runs (issue P21): the content service's publishing for the `event` kind,
 * with the fields an events team needs checked together, the body rendered as posts' are, the
 * public list split into upcoming and past, and the online link kept from visitors.
 */
export class EventsService {
  constructor(
    private readonly em: EntityManager,
    private readonly content: ContentService,
    private readonly images: ImageSources,
    /** Refuses images that are not in the media library or have no alt text (`MediaService.requireUsable`). */
    private readonly requireUsable: (mediaIds: readonly string[], field: string) => Promise<unknown>,
    /** The site's origin (`PUBLIC_URL`), for preview links. */
    readonly origin: string,
  ) {}

  /**
   * Visitors: published events, upcoming (soonest first) or past (newest first); upcoming when
   * `when` is left out. The team: every event (or one status), last changed first, or by `when`.
   */
  async list<TNode>(audience: ContentAudience, filter: EventFilter, page: PageRequest, toNode: (event: EventSource) => TNode, now = new Date()): Promise<Connection<TNode>> {
    if (audience === 'admin' && !filter.when) {
      const connection = await this.content.list('event', 'admin', { status: filter.status ?? null }, page, (item) => item);
      const sources = await this.sourcesOf(connection.edges.map((edge) => edge.node), audience);
      return { ...connection, edges: connection.edges.map((edge, index) => ({ cursor: edge.cursor, node: toNode(sources[index] as EventSource) })) };
    }
    const items = audience === 'public' ? await this.content.published('event') : await this.content.all('event', filter.status ?? null, EVENT_LIMITS.listMax);
    const ordered = byTime(items.slice(0, EVENT_LIMITS.listMax), filter.when ?? 'upcoming', now);
    const paged = pageOfList(ordered, page, (item) => item);
    const sources = await this.sourcesOf(paged.edges.map((edge) => edge.node), audience);
    return { ...paged, edges: paged.edges.map((edge, index) => ({ cursor: edge.cursor, node: toNode(sources[index] as EventSource) })) };
  }

  /** The featured event's slug: the next published event not yet over and not cancelled (the one `/events` counts down to); null when there is none. */
  async featuredSlug(now = new Date()): Promise<string | null> {
    const next = byTime(await this.content.published('event'), 'upcoming', now).find((item) => eventFieldsOf(item.fields).cancelledAt === null);
    return next?.slug ?? null;
  }

  /**
   * The published event at `slug`, as its booking form reads it many times a second: from the kept
   * list of published events (renewed on every server when content changes); null when none is.
   */
  async bookable(slug: string): Promise<BookableEvent | null> {
    const item = (await this.content.published('event')).find((event) => event.slug === slug);
    return item ? { id: item.id, slug: item.slug, title: item.title, status: item.status, version: item.version, fields: eventFieldsOf(item.fields) } : null;
  }

  async get(idOrSlug: string, audience: ContentAudience): Promise<EventSource> {
    return this.sourceOf(await this.content.get('event', idOrSlug, audience), audience);
  }

  async previewLink(id: string): Promise<{ url: string; expiresAt: Date }> {
    const { path, expiresAt } = await this.content.previewPath('event', id);
    return { url: `${this.origin}${path}`, expiresAt };
  }

  /** The event a preview link shows, as a visitor would see it (no online link). */
  async previewed(token: string): Promise<EventSource> {
    return this.sourceOf(await this.content.previewed('event', token), 'public');
  }

  async create(input: EventInputFields): Promise<EventSource> {
    return this.sourceOf(await this.content.create('event', await this.draftOf(input)), 'admin');
  }

  async update(id: string, version: number, input: EventInputFields): Promise<EventSource> {
    const draft = await this.draftOf(input);
    return this.sourceOf(await this.content.update('event', id, version, { ...draft, carried: carriedOfEvent }), 'admin');
  }

  async publish(id: string, version: number): Promise<EventSource> {
    return this.sourceOf(await this.content.publish('event', id, version), 'admin');
  }

  async schedule(id: string, version: number, publishAt: Date): Promise<EventSource> {
    return this.sourceOf(await this.content.schedule('event', id, version, publishAt), 'admin');
  }

  async archive(id: string, version: number): Promise<EventSource> {
    return this.sourceOf(await this.content.archive('event', id, version), 'admin');
  }

  async restore(id: string, version: number, revisionId: string): Promise<EventSource> {
    // An earlier revision brings back its words and times, never an earlier state of the cancellation.
    return this.sourceOf(await this.content.restore('event', id, version, revisionId, carriedOfEvent), 'admin');
  }

  /** Marks a published event cancelled, now, with the note its page shows; it stays published so its address says so. */
  async cancel(id: string, version: number, note: string | null, now = new Date()): Promise<EventSource> {
    const item = await this.content.amendFields('event', id, version, 'event.cancelled', (current) => {
      if (current.status !== 'published') throw InvalidInputError.field('id', EVENT_MESSAGES.cannotCancel);
      const fields = eventFieldsOf(current.fields);
      if (fields.cancelledAt) throw InvalidInputError.field('id', EVENT_MESSAGES.alreadyCancelled);
      return storedEventFields({ ...fields, cancelledAt: now, cancellationNote: note?.trim() || null });
    });
    return this.sourceOf(item, 'admin');
  }

  private async sourceOf(item: ContentItemEntity, audience: ContentAudience): Promise<EventSource> {
    const [source] = await this.sourcesOf([item], audience);
    return source as EventSource;
  }

  /** Events with their bodies rendered and their images' sources, asked for in one go. */
  private async sourcesOf(items: readonly ContentItemEntity[], audience: ContentAudience): Promise<EventSource[]> {
    const documents = items.map(documentOf);
    const ids = new Set<string>();
    items.forEach((item, index) => {
      const document = documents[index];
      for (const id of [eventFieldsOf(item.fields).coverImageId, ...(document ? imageIdsOf(document) : [])]) if (id) ids.add(id);
    });
    const sources = ids.size > 0 ? await this.images([...ids]) : new Map<string, MediaSources>();
    return items.map((item, index) => {
      const document = documents[index];
      const cover = eventFieldsOf(item.fields).coverImageId;
      const html = document ? renderRichText(document, { image: (mediaId, alt) => (sources.get(mediaId) ? pictureHtml(sources.get(mediaId) as MediaSources, alt) : null) }) : '';
      return { item, html, cover: cover ? (sources.get(cover) ?? null) : null, showOnlineUrl: audience === 'admin' };
    });
  }

  /** A checked input as the content service saves it: the fields together, the speakers published profiles, the images the library's. */
  private async draftOf(input: EventInputFields): Promise<ContentDraft> {
    const parsed = parseRichText(input.body);
    if ('errors' in parsed) throw InvalidInputError.field('body', parsed.errors[0] ?? 'The body is not a rich text document');
    const problems = eventProblems(input);
    if (problems.length > 0) throw new InvalidInputError(problems);
    const fields = eventFieldsFrom(input);
    await this.refuseUnknownSpeakers(fields.agenda.map((session) => session.speakerIds));
    if (fields.coverImageId) await this.requireUsable([fields.coverImageId], 'coverImageId');
    const bodyImages = imageIdsOf(parsed.document);
    if (bodyImages.length > 0) await this.requireUsable(bodyImages, 'body');
    return {
      title: input.title.trim(),
      slug: input.slug?.trim() || null,
      body: parsed.document,
      fields: storedEventFields(fields),
      tags: [],
      mediaIds: [...new Set([fields.coverImageId, ...bodyImages].filter((id): id is string => id !== null))],
      authorId: undefined,
    };
  }

  /** Refuses a session naming anyone but a published profile, on that session's `speakerIds`. */
  private async refuseUnknownSpeakers(sessions: readonly string[][]): Promise<void> {
    const all = [...new Set(sessions.flat())];
    if (all.length === 0) return;
    // Ids alone, by SQL: a profile entity read in part would stay so for the rest of the request.
    const rows = await executeBound<{ id: string }>(this.em, `select id from content_items where type = 'profile' and status = 'published' and id = any($1::uuid[])`, [all.filter(isUuid)]);
    const known = new Set(rows.map((row) => row.id));
    const problems = sessions.flatMap((ids, index) => (ids.some((id) => !known.has(id)) ? [{ path: `agenda.${index}.speakerIds`, message: EVENT_MESSAGES.speakerUnknown }] : []));
    if (problems.length > 0) throw new InvalidInputError(problems);
  }
}
