import type { UpcomingEvent } from '../../content/events';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** The parts of `YYYY-MM-DDTHH:mm`, read as written (no time zone, so the server and every browser agree). */
function partsOf(dateTime: string) {
  const [, year = '', month = '', day = '', hour = '', minute = ''] = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(dateTime) ?? [];
  return { year, month: MONTHS[Number(month) - 1] ?? '', day: String(Number(day)), hour: Number(hour), minute };
}

/** The event's days: "11 March 2027", "10 – 12 February 2027", "30 March – 1 April 2027", "30 December 2027 – 2 January 2028". */
export function eventDays({ opens, closes }: Pick<UpcomingEvent, 'opens' | 'closes'>): string {
  const first = partsOf(opens);
  const last = partsOf(closes);
  const lastDay = `${last.day} ${last.month} ${last.year}`;
  if (first.year !== last.year) return `${first.day} ${first.month} ${first.year} – ${lastDay}`;
  if (first.month !== last.month) return `${first.day} ${first.month} – ${lastDay}`;
  return first.day === last.day ? lastDay : `${first.day} – ${lastDay}`;
}

/** Keeps the hours on one line: a narrow card breaks after the days instead. */
const NO_BREAK = '\u00a0';

/** 9:00 AM, 6:30 PM */
function clock(dateTime: string): string {
  const { hour, minute } = partsOf(dateTime);
  return `${hour % 12 || 12}:${minute}${NO_BREAK}${hour < 12 ? 'AM' : 'PM'}`;
}

/** The days and the hours: "10 – 12 February 2027, 9:00 AM – 6:00 PM". */
export const eventWhen = (event: Pick<UpcomingEvent, 'opens' | 'closes'>): string =>
  `${eventDays(event)}, ${clock(event.opens)}${NO_BREAK}–${NO_BREAK}${clock(event.closes)}`;

/**
 * The moment an event opens: its `opens` on the clocks of its own zone, whatever the zone of the
 * machine that works it out (the server renders the page; the visitor's browser only counts). The
 * zone's offset comes from Intl, asked again at the first answer for a time near a change of offset.
 */
export function eventStart({ opens, zone }: Pick<UpcomingEvent, 'opens' | 'zone'>): Date {
  const wallClock = Date.parse(`${opens}:00Z`);
  const offsetAt = (instant: number) => wallClockIn(zone, instant) - instant;
  const first = wallClock - offsetAt(wallClock);
  return new Date(wallClock - offsetAt(first));
}

/** What the clocks of `zone` show at `instant`, as milliseconds since 1970 on a clock at UTC. */
function wallClockIn(zone: string, instant: number): number {
  const format = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
  const parts = format.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((found) => found.type === type)?.value ?? Number.NaN);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
}
