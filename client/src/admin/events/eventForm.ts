import { bookingQuestionsRule } from '@rules/bookings';
import { postRules } from '@rules/content';
import { EVENT_MESSAGES, eventProblems, eventRules, isTimeZone, type EventFormat } from '@rules/site-events';
import type { RichTextDocument } from '@shared/rich-text/schema';
import type { FieldErrors } from '../../ui/useFormState';
import type { CreateEventInput, EventEditor_EventFragment as LoadedEvent } from '../gql/graphql';
import { EVENTS_SCREEN_MESSAGES as MESSAGES } from './messages';
import { instantOfWallTime, isWallTime, wallTimeOf } from './zonedTime';

/**
 * The event editor's form: its values as typed (times as wall-clock times on the event's own
 * clocks), the input the API takes from them, and the shared rules (`@rules/site-events`, what the
 * server checks) with the field each message stands beside.
 */

/** One session of the agenda as the form edits it; `key` tells the rows apart while they move. */
export interface SessionValues {
  key: string;
  startsAt: string;
  endsAt: string;
  title: string;
  /** `Profile` global ids, in the order chosen. */
  speakerIds: string[];
}

export interface EventValues {
  title: string;
  slug: string;
  summary: string;
  body: RichTextDocument | null;
  coverImageId: string | null;
  format: EventFormat;
  venueName: string;
  /** One line of the address per line. */
  addressLines: string;
  latitude: string;
  longitude: string;
  onlineUrl: string;
  /** The IANA zone the times below are on. */
  timeZone: string;
  /** `YYYY-MM-DDTHH:mm` on the event's clocks. */
  startsAt: string;
  endsAt: string;
  agenda: SessionValues[];
  capacity: string;
  bookingOpensAt: string;
  bookingClosesAt: string;
  needsApproval: boolean;
  /** The booking form's own questions, one per line. */
  questions: string;
}

export type SessionField = 'title' | 'startsAt' | 'endsAt' | 'speakerIds';
/** Where a message can stand: a field, or a field of one session (`agenda.2.title`). */
export type EventField = keyof EventValues | `agenda.${number}.${SessionField}`;

export const sessionField = (index: number, field: SessionField): EventField => `agenda.${index}.${field}`;

let sessionKeys = 0;
export const newSessionKey = () => `session-${++sessionKeys}`;

export function emptyEvent(timeZone: string): EventValues {
  return {
    title: '',
    slug: '',
    summary: '',
    body: null,
    coverImageId: null,
    format: 'in_person',
    venueName: '',
    addressLines: '',
    latitude: '',
    longitude: '',
    onlineUrl: '',
    timeZone,
    startsAt: '',
    endsAt: '',
    agenda: [],
    capacity: '',
    bookingOpensAt: '',
    bookingClosesAt: '',
    needsApproval: false,
    questions: '',
  };
}

/** The form's values for an event as loaded: its instants as its own clocks show them. */
export function valuesOf(event: LoadedEvent): EventValues {
  const wall = (instant: string | null) => (instant ? wallTimeOf(instant, event.timeZone) : '');
  return {
    title: event.title,
    slug: event.slug,
    summary: event.summary ?? '',
    body: (event.body ?? null) as RichTextDocument | null,
    coverImageId: event.coverImageId,
    format: event.format,
    venueName: event.venue?.name ?? '',
    addressLines: event.venue?.addressLines.join('\n') ?? '',
    latitude: event.venue ? String(event.venue.latitude) : '',
    longitude: event.venue ? String(event.venue.longitude) : '',
    onlineUrl: event.onlineUrl ?? '',
    timeZone: event.timeZone,
    startsAt: wall(event.startsAt),
    endsAt: wall(event.endsAt),
    agenda: event.agenda.map((session) => ({ key: newSessionKey(), startsAt: wall(session.startsAt), endsAt: wall(session.endsAt), title: session.title, speakerIds: [...session.speakerIds] })),
    capacity: String(event.capacity),
    bookingOpensAt: wall(event.bookingOpensAt),
    bookingClosesAt: wall(event.bookingClosesAt),
    needsApproval: event.needsApproval,
    questions: event.questions.join('\n'),
  };
}

/** Text one item per line, blank lines left out. */
const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
/** A number as typed; NaN when it is none (the rules refuse it). */
const decimalOf = (text: string) => (/^\s*-?\d+(\.\d+)?\s*$/.test(text) ? Number(text) : Number.NaN);
const wholeOf = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** The instant a typed time names on the event's clocks, as the API takes it; '' when it names none (the rules refuse it). */
function instantIn(value: string, timeZone: string): string {
  if (!isWallTime(value)) return '';
  return instantOfWallTime(value, isTimeZone(timeZone) ? timeZone : 'UTC')?.toISOString() ?? '';
}

/** What createEvent and updateEvent take: every field (one left out is emptied). */
export function toEventInput(values: EventValues): CreateEventInput {
  const zone = values.timeZone.trim();
  const optionalInstant = (value: string) => (value.trim() === '' ? null : instantIn(value, zone));
  return {
    title: values.title.trim(),
    slug: orNull(values.slug),
    summary: orNull(values.summary),
    body: values.body ?? { type: 'doc', content: [{ type: 'paragraph' }] },
    coverImageId: values.coverImageId,
    format: values.format,
    venue:
      values.format === 'online'
        ? null
        : {
            name: values.venueName.trim(),
            addressLines: linesOf(values.addressLines),
            latitude: decimalOf(values.latitude),
            longitude: decimalOf(values.longitude),
          },
    onlineUrl: values.format === 'in_person' ? null : orNull(values.onlineUrl),
    startsAt: instantIn(values.startsAt, zone),
    endsAt: instantIn(values.endsAt, zone),
    timeZone: zone,
    agenda: values.agenda.map((session) => ({ startsAt: instantIn(session.startsAt, zone), endsAt: instantIn(session.endsAt, zone), title: session.title.trim(), speakerIds: session.speakerIds })),
    capacity: wholeOf(values.capacity),
    bookingOpensAt: optionalInstant(values.bookingOpensAt),
    bookingClosesAt: optionalInstant(values.bookingClosesAt),
    needsApproval: values.needsApproval,
    questions: linesOf(values.questions),
  };
}

/** The form field a server's field path names (`input.venue.name`, `agenda.2.title`); anything else (the version, the id) goes in the form's alert. */
export function fieldOf(path: string): EventField | null {
  const parts = path.replace(/^input\./, '').split('.');
  const [head, second, third] = parts;
  if (head === 'venue') return second === 'addressLines' ? 'addressLines' : second === 'latitude' ? 'latitude' : second === 'longitude' ? 'longitude' : 'venueName';
  if (head === 'agenda') {
    const index = Number(second);
    if (second === undefined || !Number.isInteger(index)) return 'agenda';
    return third === 'startsAt' || third === 'endsAt' || third === 'title' || third === 'speakerIds' ? sessionField(index, third) : sessionField(index, 'title');
  }
  const direct: readonly string[] = ['title', 'slug', 'summary', 'body', 'coverImageId', 'format', 'onlineUrl', 'timeZone', 'startsAt', 'endsAt', 'capacity', 'bookingOpensAt', 'bookingClosesAt', 'needsApproval', 'questions'];
  return head !== undefined && direct.includes(head) ? (head as EventField) : null;
}

/** The messages the server would give, before sending: each field's rule, then how the fields fit together. */
export function checkEvent(values: EventValues): FieldErrors<EventField> {
  const input = toEventInput(values);
  const errors: FieldErrors<EventField> = {};
  const put = (field: EventField, message: string | null) => {
    if (message) errors[field] ??= message;
  };
  put('title', input.title === '' ? MESSAGES.titleRequired : postRules.title(input.title));
  put('slug', postRules.slug(input.slug));
  put('summary', eventRules.summary(input.summary));
  put('format', eventRules.format(input.format));
  put('onlineUrl', eventRules.onlineUrl(input.onlineUrl));
  put('timeZone', eventRules.timeZone(input.timeZone));
  put('startsAt', eventRules.startsAt(input.startsAt));
  put('endsAt', eventRules.endsAt(input.endsAt));
  put('capacity', eventRules.capacity(input.capacity));
  put('bookingOpensAt', eventRules.bookingTime(input.bookingOpensAt));
  put('bookingClosesAt', eventRules.bookingTime(input.bookingClosesAt));
  put('questions', bookingQuestionsRule(input.questions));
  for (const problem of eventProblems(input)) {
    const field = fieldOf(problem.path);
    if (field) put(field, problem.message);
  }
  // A session's time that is no time at all: said on the field that lacks it.
  values.agenda.forEach((session, index) => {
    if (!isWallTime(session.startsAt)) put(sessionField(index, 'startsAt'), EVENT_MESSAGES.sessionTimesRequired);
    if (!isWallTime(session.endsAt)) put(sessionField(index, 'endsAt'), EVENT_MESSAGES.sessionTimesRequired);
  });
  return errors;
}

/** A wall-clock time `minutes` later (a new session's end), or '' when there is none to start from. */
export function wallTimePlus(value: string, minutes: number): string {
  if (!isWallTime(value)) return '';
  const instant = instantOfWallTime(value, 'UTC');
  return instant ? wallTimeOf(new Date(instant.getTime() + minutes * 60_000), 'UTC') : '';
}
