/**
 * An event's dates and times as its pages write them: on the clocks of the place it happens (its
 * IANA time zone), whatever the zone of the machine that renders the page or of its visitor, with
 * the zone named. Instants come from the API as ISO 8601 text.
 */

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

export interface EventSpan {
  startsAt: string;
  endsAt: string;
  timeZone: string;
}

interface WallClock {
  year: number;
  month: string;
  day: number;
  hour: number;
  minute: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();
/** One formatter a zone and style: making them is the slow part. */
function formatOf(zone: string, options: Intl.DateTimeFormatOptions, key: string): Intl.DateTimeFormat {
  const id = `${zone} ${key}`;
  let format = formats.get(id);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, ...options });
    formats.set(id, format);
  }
  return format;
}

/** What the clocks of `zone` show at `iso`. */
export function wallClockOf(iso: string, zone: string): WallClock {
  const parts = formatOf(zone, { hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' }, 'parts').formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((found) => found.type === type)?.value ?? Number.NaN);
  return { year: part('year'), month: MONTHS[part('month') - 1] ?? '', day: part('day'), hour: part('hour') % 24, minute: part('minute') };
}

/** The event's days: "11 March 2027", "10 – 12 February 2027", "30 March – 1 April 2027", "30 December 2027 – 2 January 2028". */
export function eventDays({ startsAt, endsAt, timeZone }: EventSpan): string {
  const first = wallClockOf(startsAt, timeZone);
  const last = wallClockOf(endsAt, timeZone);
  const lastDay = `${last.day} ${last.month} ${last.year}`;
  if (first.year !== last.year) return `${first.day} ${first.month} ${first.year} – ${lastDay}`;
  if (first.month !== last.month) return `${first.day} ${first.month} – ${lastDay}`;
  return first.day === last.day ? lastDay : `${first.day} – ${lastDay}`;
}

/** A date on its own: "10 February 2027". */
export function eventDate(iso: string, zone: string): string {
  const { day, month, year } = wallClockOf(iso, zone);
  return `${day} ${month} ${year}`;
}

/** Keeps a time on one line: a narrow card breaks between the parts instead. */
const NO_BREAK = '\u00a0';

/** 9:00 AM, 6:30 PM */
export function clockOf(iso: string, zone: string): string {
  const { hour, minute } = wallClockOf(iso, zone);
  return `${hour % 12 || 12}:${String(minute).padStart(2, '0')}${NO_BREAK}${hour < 12 ? 'AM' : 'PM'}`;
}

/** The zone's name at that moment, as people read it: "India Standard Time", "British Summer Time". */
export function zoneName(iso: string, zone: string): string {
  const parts = formatOf(zone, { timeZoneName: 'long' }, 'zone').formatToParts(new Date(iso));
  return parts.find((found) => found.type === 'timeZoneName')?.value ?? zone;
}

/** The hours and the zone: "9:00 AM – 6:00 PM India Standard Time". */
export const eventHours = ({ startsAt, endsAt, timeZone }: EventSpan): string =>
  `${clockOf(startsAt, timeZone)}${NO_BREAK}–${NO_BREAK}${clockOf(endsAt, timeZone)} ${zoneName(startsAt, timeZone)}`;

/** The days and the hours: "10 – 12 February 2027, 9:00 AM – 6:00 PM India Standard Time". */
export const eventWhen = (span: EventSpan): string => `${eventDays(span)}, ${eventHours(span)}`;

/** A moment of the event: "10 February 2027, 9:00 AM India Standard Time" (a previous start). */
export const eventMoment = (iso: string, zone: string): string => `${eventDate(iso, zone)}, ${clockOf(iso, zone)} ${zoneName(iso, zone)}`;

/** The zone's offset from UTC at that moment, in minutes (330 for India). */
export function offsetMinutes(iso: string, zone: string): number {
  const parts = formatOf(zone, { hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' }, 'offset').formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((found) => found.type === type)?.value ?? Number.NaN);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour') % 24, part('minute'), part('second'));
  return Math.round((wall - Math.floor(new Date(iso).getTime() / 1000) * 1000) / 60_000);
}

/** The moment written on the event's clocks with its offset, as schema.org wants it: "2027-02-10T09:00:00+05:30". */
export function isoWithOffset(iso: string, zone: string): string {
  const offset = offsetMinutes(iso, zone);
  const local = new Date(new Date(iso).getTime() + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0');
  return `${local}${sign}${hours}:${minutes}`;
}
