import { CONTENT_LIMITS } from './content.js';
import { isBlank, optionalLines, optionalText, type Rule } from './rule.js';

/**
 * The events the team runs (issue P21): conferences, roundtables, webinars, published like posts
 * (P20's content machinery) with the fields an events team needs. What is allowed and how each
 * field is refused, shared by the server and the back office's event editor (`@rules/site-events`).
 */

/** Where it happens: at a venue, on line, or both (the venue and the online link as each needs). */
export const EVENT_FORMATS = ['in_person', 'online', 'hybrid'] as const;
export type EventFormat = (typeof EVENT_FORMATS)[number];

export const EVENT_FORMAT_LABELS: Readonly<Record<EventFormat, string>> = {
  in_person: 'In person',
  online: 'Online',
  hybrid: 'Hybrid',
};

/** The public list's two sections: not yet over (soonest first), and over (newest first). */
export const EVENT_WHEN = ['upcoming', 'past'] as const;
export type EventWhen = (typeof EVENT_WHEN)[number];

export const EVENT_LIMITS = {
  venueNameMax: 160,
  addressLineMax: 160,
  addressLinesMax: 6,
  /** A three-day conference has a few dozen sessions; more is a mistake (or a flood). */
  agendaMax: 60,
  sessionTitleMax: 160,
  speakersPerSessionMax: 12,
  capacityMax: 100_000,
  cancellationNoteMax: 400,
  timeZoneMax: 64,
  /** How many events a list reads at most (an events team runs dozens a year, not thousands). */
  listMax: 500,
} as const;

export const EVENT_MESSAGES = {
  formatInvalid: `Format must be one of ${EVENT_FORMATS.join(', ')}`,
  venueRequired: 'Venue is required for an event in person or hybrid: give its name, address and map point',
  venueNameRequired: 'Venue name is required',
  venueNameTooLong: `Venue name must be at most ${EVENT_LIMITS.venueNameMax} characters`,
  addressRequired: 'Venue address needs at least one line',
  addressTooLong: `Venue address may have at most ${EVENT_LIMITS.addressLinesMax} lines of at most ${EVENT_LIMITS.addressLineMax} characters each`,
  latitudeInvalid: 'Latitude must be a number from -90 to 90',
  longitudeInvalid: 'Longitude must be a number from -180 to 180',
  onlineUrlRequired: 'Online link is required for an online or hybrid event',
  onlineUrlInvalid: 'Online link must be a web address starting with https://',
  startsAtRequired: 'Start is required: a date and time',
  endsAtRequired: 'End is required: a date and time',
  endsBeforeStart: 'End must be after the start',
  timeZoneInvalid: 'Time zone must be an IANA time zone name, for example Asia/Kolkata or Europe/London',
  agendaTooLong: `The agenda may have at most ${EVENT_LIMITS.agendaMax} sessions`,
  sessionTitleRequired: 'Session title is required',
  sessionTitleTooLong: `Session title must be at most ${EVENT_LIMITS.sessionTitleMax} characters`,
  sessionTimesRequired: 'Session start and end are required: dates and times',
  sessionEndsBeforeStart: 'Session end must be after its start',
  sessionOutsideEvent: 'Each session must start and end within the event (between its start and its end)',
  tooManySpeakers: `A session may have at most ${EVENT_LIMITS.speakersPerSessionMax} speakers`,
  speakerUnknown: 'Each speaker must be a published profile (see Profiles)',
  capacityInvalid: `Capacity must be a whole number from 1 to ${EVENT_LIMITS.capacityMax}`,
  bookingOpensAfterCloses: 'Booking must open before it closes',
  bookingClosesAfterEnd: 'Booking must close no later than the end of the event',
  bookingTimeInvalid: 'Booking opens and closes must be dates and times',
  cancellationNoteTooLong: `Cancellation note must be at most ${EVENT_LIMITS.cancellationNoteMax} characters`,
  cannotCancel: 'Only a published event can be cancelled',
  alreadyCancelled: 'This event is already cancelled',
  cancelled: 'Event cancelled: its page now says so',
  whenInvalid: `when must be one of ${EVENT_WHEN.join(', ')}`,
  pageUnsupported: 'This list pages by first, offset and after only',
  cursorInvalid: 'This cursor is not valid for this list.',
} as const;

export const isEventFormat = (value: unknown): value is EventFormat => typeof value === 'string' && (EVENT_FORMATS as readonly string[]).includes(value);

/** An IANA zone name the runtime knows (`Intl.DateTimeFormat` throws on any other). */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value === '' || value.length > EVENT_LIMITS.timeZoneMax) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** An https address without credentials (the online link), or null. */
export function httpsUrlProblem(value: unknown, message: string): string | null {
  if (typeof value !== 'string' || value.length > CONTENT_LIMITS.urlMax) return message;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !url.username && !url.password ? null : message;
  } catch {
    return message;
  }
}

/** An instant as a form or JSON gives it (a `Date`, or ISO 8601 text); null when it is none. */
export function instantOf(value: unknown): Date | null {
  const date = value instanceof Date ? value : typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

/** The fields of an event checked one by one (`@Satisfies`); how they fit together is `eventProblems`. */
export const eventRules = {
  summary: optionalLines('Summary', CONTENT_LIMITS.summaryMax),
  format: ((value) => (isEventFormat(value) ? null : EVENT_MESSAGES.formatInvalid)) satisfies Rule,
  onlineUrl: ((value) => (isBlank(value) ? null : httpsUrlProblem(value, EVENT_MESSAGES.onlineUrlInvalid))) satisfies Rule,
  startsAt: ((value) => (instantOf(value) ? null : EVENT_MESSAGES.startsAtRequired)) satisfies Rule,
  endsAt: ((value) => (instantOf(value) ? null : EVENT_MESSAGES.endsAtRequired)) satisfies Rule,
  timeZone: ((value) => (isTimeZone(value) ? null : EVENT_MESSAGES.timeZoneInvalid)) satisfies Rule,
  capacity: ((value) => (Number.isInteger(value) && (value as number) >= 1 && (value as number) <= EVENT_LIMITS.capacityMax ? null : EVENT_MESSAGES.capacityInvalid)) satisfies Rule,
  bookingTime: ((value) => (value === undefined || value === null || instantOf(value) ? null : EVENT_MESSAGES.bookingTimeInvalid)) satisfies Rule,
  cancellationNote: optionalLines('Cancellation note', EVENT_LIMITS.cancellationNoteMax),
  venueName: optionalText('Venue name', EVENT_LIMITS.venueNameMax),
} as const;

/** A venue as a save gives it. */
export interface EventVenueInput {
  name?: unknown;
  addressLines?: unknown;
  latitude?: unknown;
  longitude?: unknown;
}

/** A session of the agenda as a save gives it. */
export interface AgendaSessionInput {
  startsAt?: unknown;
  endsAt?: unknown;
  title?: unknown;
  speakerIds?: unknown;
}

/** What `eventProblems` reads of an event's input (as GraphQL or a REST body gives it). */
export interface EventShape {
  format?: unknown;
  venue?: EventVenueInput | null;
  onlineUrl?: unknown;
  startsAt?: unknown;
  endsAt?: unknown;
  agenda?: readonly AgendaSessionInput[] | null;
  bookingOpensAt?: unknown;
  bookingClosesAt?: unknown;
}

export interface EventProblem {
  path: string;
  message: string;
}

const inRange = (value: unknown, limit: number) => typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

/** What is wrong with a venue, field by field. */
function venueProblems(venue: EventVenueInput): EventProblem[] {
  const problems: EventProblem[] = [];
  if (isBlank(venue.name)) problems.push({ path: 'venue.name', message: EVENT_MESSAGES.venueNameRequired });
  else if (eventRules.venueName(venue.name)) problems.push({ path: 'venue.name', message: EVENT_MESSAGES.venueNameTooLong });
  const lines = Array.isArray(venue.addressLines) ? venue.addressLines.filter((line) => !isBlank(line)) : [];
  if (lines.length === 0) problems.push({ path: 'venue.addressLines', message: EVENT_MESSAGES.addressRequired });
  else if (lines.length > EVENT_LIMITS.addressLinesMax || lines.some((line) => optionalText('Address', EVENT_LIMITS.addressLineMax)(line))) {
    problems.push({ path: 'venue.addressLines', message: EVENT_MESSAGES.addressTooLong });
  }
  if (!inRange(venue.latitude, 90)) problems.push({ path: 'venue.latitude', message: EVENT_MESSAGES.latitudeInvalid });
  if (!inRange(venue.longitude, 180)) problems.push({ path: 'venue.longitude', message: EVENT_MESSAGES.longitudeInvalid });
  return problems;
}

/** What is wrong with one session, against the event's span (when the span itself is sound). */
function sessionProblems(session: AgendaSessionInput, index: number, span: { starts: Date; ends: Date } | null): EventProblem[] {
  const at = (field: string) => `agenda.${index}.${field}`;
  const problems: EventProblem[] = [];
  if (isBlank(session.title)) problems.push({ path: at('title'), message: EVENT_MESSAGES.sessionTitleRequired });
  else if (optionalText('Session title', EVENT_LIMITS.sessionTitleMax)(session.title)) problems.push({ path: at('title'), message: EVENT_MESSAGES.sessionTitleTooLong });
  const starts = instantOf(session.startsAt);
  const ends = instantOf(session.endsAt);
  if (!starts || !ends) problems.push({ path: at(starts ? 'endsAt' : 'startsAt'), message: EVENT_MESSAGES.sessionTimesRequired });
  else if (ends <= starts) problems.push({ path: at('endsAt'), message: EVENT_MESSAGES.sessionEndsBeforeStart });
  else if (span && (starts < span.starts || ends > span.ends)) problems.push({ path: at('startsAt'), message: EVENT_MESSAGES.sessionOutsideEvent });
  if (Array.isArray(session.speakerIds) && session.speakerIds.length > EVENT_LIMITS.speakersPerSessionMax) problems.push({ path: at('speakerIds'), message: EVENT_MESSAGES.tooManySpeakers });
  return problems;
}

/**
 * How an event's fields fit together, each problem on the field to fix: the venue an event in
 * person needs, the link an online one needs, an end after the start, sessions within the event,
 * booking that opens before it closes and closes by the end. (Speakers being published profiles
 * needs the database: the server checks it.)
 */
export function eventProblems(event: EventShape): EventProblem[] {
  const problems: EventProblem[] = [];
  const format = isEventFormat(event.format) ? event.format : null;
  if (format && format !== 'online') {
    if (!event.venue) problems.push({ path: 'venue', message: EVENT_MESSAGES.venueRequired });
    else problems.push(...venueProblems(event.venue));
  }
  if (format && format !== 'in_person' && isBlank(event.onlineUrl)) problems.push({ path: 'onlineUrl', message: EVENT_MESSAGES.onlineUrlRequired });
  const starts = instantOf(event.startsAt);
  const ends = instantOf(event.endsAt);
  const spanSound = starts !== null && ends !== null && ends > starts;
  if (starts && ends && !spanSound) problems.push({ path: 'endsAt', message: EVENT_MESSAGES.endsBeforeStart });
  const agenda = event.agenda ?? [];
  if (agenda.length > EVENT_LIMITS.agendaMax) problems.push({ path: 'agenda', message: EVENT_MESSAGES.agendaTooLong });
  else agenda.forEach((session, index) => problems.push(...sessionProblems(session, index, spanSound ? { starts, ends } : null)));
  const opens = instantOf(event.bookingOpensAt);
  const closes = instantOf(event.bookingClosesAt);
  if (opens && closes && opens >= closes) problems.push({ path: 'bookingClosesAt', message: EVENT_MESSAGES.bookingOpensAfterCloses });
  else if (closes && ends && closes > ends) problems.push({ path: 'bookingClosesAt', message: EVENT_MESSAGES.bookingClosesAfterEnd });
  return problems;
}
