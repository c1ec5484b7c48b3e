import { instantOf, isEventFormat, type EventFormat } from '../../rules/site-events.js';
import type { ContentFields } from './content.entity.js';

/** Where an in-person or hybrid event happens: its name, address and map point. */
export interface EventVenue {
  name: string;
  addressLines: string[];
  latitude: number;
  longitude: number;
}

/** One session of an event's agenda; its speakers are published profiles (`PROFILE_KIND`). */
export interface AgendaSession {
  startsAt: Date;
  endsAt: Date;
  title: string;
  speakerIds: string[];
}

/**
 * What an event keeps besides its title, slug and body (`ContentItemEntity.fields`). Instants are
 * kept as ISO 8601 text in UTC (JSON has no dates), read back as `Date`s here.
 */
export interface EventFields {
  summary: string | null;
  coverImageId: string | null;
  format: EventFormat;
  venue: EventVenue | null;
  /** Never shown to visitors: to the team (and, later, to booked attendees) only. */
  onlineUrl: string | null;
  startsAt: Date;
  endsAt: Date;
  /** The IANA zone of where it happens: the page writes its times on those clocks. */
  timeZone: string;
  agenda: AgendaSession[];
  capacity: number;
  bookingOpensAt: Date | null;
  bookingClosesAt: Date | null;
  needsApproval: boolean;
  /** When it was cancelled (it stays published: its page says so); null while it goes ahead. */
  cancelledAt: Date | null;
  cancellationNote: string | null;
  /** The start it had before it moved while published, so its page can say it moved. */
  previousStartsAt: Date | null;
  /** The optional questions its booking form asks (labels; answers are text): `rules/bookings.ts` limits them. */
  questions: string[];
}

/** An event's fields as a save gives them (GraphQL `EventFieldsInput`, REST body); instants as `Date`s or ISO text. */
export interface EventInputFields {
  title: string;
  slug?: string | null;
  summary?: string | null;
  body: unknown;
  coverImageId?: string | null;
  format: string;
  venue?: { name?: string | null; addressLines?: string[] | null; latitude?: number | null; longitude?: number | null } | null;
  onlineUrl?: string | null;
  startsAt: Date | string;
  endsAt: Date | string;
  timeZone: string;
  agenda?: readonly { startsAt: Date | string; endsAt: Date | string; title: string; speakerIds?: string[] | null }[] | null;
  capacity: number;
  bookingOpensAt?: Date | string | null;
  bookingClosesAt?: Date | string | null;
  needsApproval?: boolean | null;
  questions?: readonly string[] | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
const iso = (value: Date | null) => value?.toISOString() ?? null;
/** A kept instant, read back; a row that lost one reads as the epoch rather than failing the page. */
const dateOf = (value: unknown): Date => instantOf(value) ?? new Date(0);

/** A stored venue, read back (null when the row holds none). */
function venueOf(value: unknown): EventVenue | null {
  if (!value || typeof value !== 'object') return null;
  const venue = value as Record<string, unknown>;
  return {
    name: text(venue.name) ?? '',
    addressLines: Array.isArray(venue.addressLines) ? venue.addressLines.filter((line): line is string => typeof line === 'string') : [],
    latitude: typeof venue.latitude === 'number' ? venue.latitude : 0,
    longitude: typeof venue.longitude === 'number' ? venue.longitude : 0,
  };
}

function agendaOf(value: unknown): AgendaSession[] {
  if (!Array.isArray(value)) return [];
  return value.map((session: Record<string, unknown>) => ({
    startsAt: dateOf(session.startsAt),
    endsAt: dateOf(session.endsAt),
    title: text(session.title) ?? '',
    speakerIds: Array.isArray(session.speakerIds) ? session.speakerIds.filter((id): id is string => typeof id === 'string') : [],
  }));
}

/** An event's stored fields, read back (every one present, whatever the row holds). */
export function eventFieldsOf(fields: ContentFields): EventFields {
  return {
    summary: text(fields.summary),
    coverImageId: text(fields.coverImageId),
    format: isEventFormat(fields.format) ? fields.format : 'in_person',
    venue: venueOf(fields.venue),
    onlineUrl: text(fields.onlineUrl),
    startsAt: dateOf(fields.startsAt),
    endsAt: dateOf(fields.endsAt),
    timeZone: text(fields.timeZone) ?? 'UTC',
    agenda: agendaOf(fields.agenda),
    capacity: typeof fields.capacity === 'number' ? fields.capacity : 1,
    bookingOpensAt: instantOf(fields.bookingOpensAt),
    bookingClosesAt: instantOf(fields.bookingClosesAt),
    needsApproval: fields.needsApproval === true,
    cancelledAt: instantOf(fields.cancelledAt),
    cancellationNote: text(fields.cancellationNote),
    previousStartsAt: instantOf(fields.previousStartsAt),
    questions: Array.isArray(fields.questions) ? fields.questions.filter((question): question is string => typeof question === 'string') : [],
  };
}

/** Fields as kept in the row: instants as ISO text, a venue only where the format has one, a link only where it has one. */
export function storedEventFields(fields: EventFields): ContentFields {
  return {
    ...fields,
    venue: fields.format === 'online' ? null : fields.venue,
    onlineUrl: fields.format === 'in_person' ? null : fields.onlineUrl,
    startsAt: iso(fields.startsAt),
    endsAt: iso(fields.endsAt),
    agenda: fields.agenda.map((session) => ({ ...session, startsAt: iso(session.startsAt), endsAt: iso(session.endsAt) })),
    bookingOpensAt: iso(fields.bookingOpensAt),
    bookingClosesAt: iso(fields.bookingClosesAt),
    cancelledAt: iso(fields.cancelledAt),
    previousStartsAt: iso(fields.previousStartsAt),
  };
}

/** A checked input's fields as an event keeps them; the cancellation and previous start are the service's to carry. */
export function eventFieldsFrom(input: EventInputFields): EventFields {
  return {
    summary: text(input.summary),
    coverImageId: text(input.coverImageId),
    format: isEventFormat(input.format) ? input.format : 'in_person',
    venue: input.venue
      ? {
          name: text(input.venue.name) ?? '',
          addressLines: (input.venue.addressLines ?? []).map((line) => line.trim()).filter((line) => line !== ''),
          latitude: input.venue.latitude ?? 0,
          longitude: input.venue.longitude ?? 0,
        }
      : null,
    onlineUrl: text(input.onlineUrl),
    startsAt: dateOf(input.startsAt),
    endsAt: dateOf(input.endsAt),
    timeZone: input.timeZone.trim(),
    agenda: (input.agenda ?? []).map((session) => ({
      startsAt: dateOf(session.startsAt),
      endsAt: dateOf(session.endsAt),
      title: session.title.trim(),
      speakerIds: [...new Set(session.speakerIds ?? [])],
    })),
    capacity: input.capacity,
    bookingOpensAt: instantOf(input.bookingOpensAt),
    bookingClosesAt: instantOf(input.bookingClosesAt),
    needsApproval: input.needsApproval === true,
    cancelledAt: null,
    cancellationNote: null,
    previousStartsAt: null,
    questions: (input.questions ?? []).map((question) => question.trim()).filter((question) => question !== ''),
  };
}

/**
 * What an update carries over from the event as it stands: its cancellation, and its previous
 * start, set anew when a published event's start changes (so its page can say it moved).
 */
export function carriedEventFields(current: { status: string; fields: ContentFields }, startsAt: Date): ContentFields {
  const before = eventFieldsOf(current.fields);
  const moved = current.status === 'published' && before.startsAt.getTime() !== startsAt.getTime();
  return {
    cancelledAt: iso(before.cancelledAt),
    cancellationNote: before.cancellationNote,
    previousStartsAt: iso(moved ? before.startsAt : before.previousStartsAt),
  };
}

/** A published event as bookings read it: what its page and mail say, and the version that says it. */
export interface BookableEvent {
  id: string;
  slug: string;
  title: string;
  status: string;
  version: number;
  fields: EventFields;
}
