import { TZDate } from '@date-fns/tz';
import { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendar, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import type { MailAddress } from '../../config.js';
import { keptFor } from './kept.js';
import type { CalendarMethod, CalendarPart } from './templates.js';

/** One meeting as a calendar holds it: the same `uid` on every message about it, a higher `sequence` on each. */
export interface Meeting {
  uid: string;
  sequence: number;
  start: Date;
  minutes: number;
  /** The IANA zone the times are written in (`DTSTART;TZID=…`, with its VTIMEZONE); `UTC` writes them in UTC. */
  timeZone: string;
  summary: string;
  description: string;
  /** Where it is held: a place, or the link to join (written as LOCATION, and as URL when a link). None: not known yet. */
  place?: { location: string; url?: string } | null;
  /** Who accepts and declines reach: an address of the team. */
  organizer: MailAddress;
  /** Whether the attendee is asked to answer (RSVP): only when the organizer's address reaches someone. */
  rsvp: boolean;
  attendee: MailAddress;
  /** The site's name, as its settings give it: the calendar's maker, and the organizer's name when the address has none. */
  siteName: string;
}

const METHODS: Record<CalendarMethod, ICalCalendarMethod> = { REQUEST: ICalCalendarMethod.REQUEST, CANCEL: ICalCalendarMethod.CANCEL };

/**
 * The iCalendar object (RFC 5545) for an iTIP message (RFC 5546) about `meeting`: REQUEST invites
 * the attendee (or updates the invitation), CANCEL withdraws it (`STATUS:CANCELLED`).
 */
export function calendarPart(method: CalendarMethod, meeting: Meeting): CalendarPart {
  const zone = zoneOf(meeting.timeZone);
  const calendar = new ICalCalendar({ method: METHODS[method], prodId: { company: meeting.siteName, product: 'Website', language: 'EN' } });
  // A generator without a calendar-wide zone: the VTIMEZONE of the event's zone, with DTSTAMP kept in UTC.
  if (zone) calendar.timezone({ name: null, generator: () => zone.vtimezone });
  const end = new Date(meeting.start.getTime() + meeting.minutes * 60_000);
  calendar.createEvent({
    id: meeting.uid,
    sequence: meeting.sequence,
    // Dates that know their zone: a plain Date would be written in the server's own local time.
    start: zone ? zonedDate(meeting.start, zone.tzid) : meeting.start,
    end: zone ? zonedDate(end, zone.tzid) : end,
    timezone: zone?.tzid ?? null,
    summary: meeting.summary,
    description: meeting.description,
    ...(meeting.place ? { location: meeting.place.location, ...(meeting.place.url ? { url: meeting.place.url } : {}) } : {}),
    organizer: { name: meeting.organizer.name ?? meeting.siteName, email: meeting.organizer.address },
    attendees: [
      {
        email: meeting.attendee.address,
        ...(meeting.attendee.name ? { name: meeting.attendee.name } : {}),
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.NEEDSACTION,
        rsvp: method === 'REQUEST' && meeting.rsvp,
      },
    ],
    status: method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return { method, ics: calendar.toString() };
}

/**
 * The zone's TZID and VTIMEZONE from the IANA database as `timezones-ical-library` ships it (an
 * alias becomes its zone: Asia/Calcutta is Asia/Kolkata); `null` for UTC, or a zone it lacks, whose
 * times are then written in UTC.
 */
function zoneOf(timeZone: string): { tzid: string; vtimezone: string } | null {
  if (['UTC', 'Etc/UTC', 'GMT', 'Etc/GMT'].includes(timeZone)) return null;
  // The library builds the block afresh each time (most of a calendar part's cost): once per zone (IANA names: a few hundred).
  return keptFor(zones, timeZone, () => {
    const block = tzlib_get_ical_block(timeZone);
    const [vtimezone, tzidLine] = Array.isArray(block) ? block : [];
    const tzid = tzidLine?.replace(/^TZID=/, '');
    return vtimezone && tzid ? { tzid, vtimezone } : null;
  }, 1000);
}

const zones = new Map<string, { tzid: string; vtimezone: string } | null>();

/**
 * A moment on a zone's clocks, asked again for the same zone (as ical-generator does before it
 * writes it): itself. Each new one looks the zone's offset up, much of a calendar part's cost.
 */
class ZonedDate extends TZDate {
  override withTimeZone(timeZone: string): TZDate {
    return timeZone === this.timeZone ? this : super.withTimeZone(timeZone);
  }
}

/**
 * The moment `date` in `tzid`: one per moment and zone, shared (every booking's mail of an event
 * names the same start and end; nothing writes to them).
 */
const zonedDate = (date: Date, tzid: string): ZonedDate => keptFor(zonedDates, `${tzid} ${date.getTime()}`, () => new ZonedDate(date.getTime(), tzid), 500);

const zonedDates = new Map<string, ZonedDate>();
