import { columns, defineRecord, type RecordOf } from '../../domain/records.js';
import { toGlobalId } from '../../graphql/relay.js';
import type { MediaSources } from '../../rules/media.js';
import type { ContentItemEntity } from './content.entity.js';
import { eventFieldsOf } from './events.js';

/**
 * An event with its body rendered and its cover's sources: what its record and GraphQL node are
 * made from. `showOnlineUrl` says whether whoever asked may see the online link (the team; never a
 * visitor), so no answer made for a visitor can hold it.
 */
export interface EventSource {
  item: ContentItemEntity;
  html: string;
  cover: MediaSources | null;
  showOnlineUrl: boolean;
}

/** An event as integrators see it (REST, webhooks), with its body as HTML. */
export const eventRecord = defineRecord('Event', ({ item, html, cover, showOnlineUrl }: EventSource) => {
  const fields = eventFieldsOf(item.fields);
  return {
    _id: item.id,
    ...columns(item, ['slug', 'title', 'status', 'version']),
    summary: fields.summary,
    /** The editor's JSON document (`shared/rich-text`). */
    body: (item.body ?? null) as Record<string, unknown> | null,
    html,
    coverImageId: fields.coverImageId,
    coverImage: cover,
    format: fields.format,
    venue: fields.venue,
    /** Null for visitors whatever the event holds. */
    onlineUrl: showOnlineUrl ? fields.onlineUrl : null,
    startsAt: fields.startsAt,
    endsAt: fields.endsAt,
    timeZone: fields.timeZone,
    agenda: fields.agenda,
    capacity: fields.capacity,
    bookingOpensAt: fields.bookingOpensAt,
    bookingClosesAt: fields.bookingClosesAt,
    needsApproval: fields.needsApproval,
    questions: fields.questions,
    cancelled: fields.cancelledAt !== null,
    cancelledAt: fields.cancelledAt,
    cancellationNote: fields.cancellationNote,
    previousStartsAt: fields.previousStartsAt,
    path: `/events/${item.slug}`,
    ...columns(item, ['publishAt', 'publishedAt', 'archivedAt', 'createdAt', 'updatedAt']),
  };
});
export type EventRecord = RecordOf<typeof eventRecord>;

/** Where GraphQL's `Event` differs from the record: speakers by their `Profile` global ids. */
export const EVENT_DIFFERENCES = {
  fields: {
    agenda: (record: EventRecord) => record.agenda.map((session) => ({ ...session, speakerIds: session.speakerIds.map((id) => toGlobalId('Profile', id)) })),
  },
} as const;
