/**
 * An event's times as its team types them: wall-clock times on the clocks of the event's own IANA
 * zone (`YYYY-MM-DDTHH:mm`, a `datetime-local` field's value), whatever the browser's zone. The API
 * speaks instants (ISO 8601 in UTC); these convert between the two with `Intl` alone.
 */

const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const formats = new Map<string, Intl.DateTimeFormat>();
/** The zone's numeric parts of a moment (made once per zone: making one is slow). */
function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    formats.set(timeZone, format);
  }
  return format;
}

/** The wall-clock fields of `instant` in `timeZone`. */
function wallOf(instant: Date, timeZone: string): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  const parts = Object.fromEntries(partsFormat(timeZone).formatToParts(instant).map((part) => [part.type, part.value]));
  const number = (type: string) => Number(parts[type] ?? 0);
  return { year: number('year'), month: number('month'), day: number('day'), hour: number('hour') % 24, minute: number('minute'), second: number('second') };
}

/** How far the zone's clocks are ahead of UTC at `instant`, in milliseconds (India: 5 h 30 min). */
export function zoneOffsetMs(instant: Date, timeZone: string): number {
  const wall = wallOf(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - (instant.getTime() - instant.getMilliseconds());
}

/** Whether `value` is a wall-clock time as a `datetime-local` field gives it. */
export const isWallTime = (value: string): boolean => WALL.test(value);

/**
 * The instant a wall-clock time in `timeZone` names; null when the text is none. A time the clocks
 * skip (the hour a zone springs forward) is read as the same time before the change, which lands
 * after it (02:30 becomes 03:30); a time they show twice (falling back), as the first of the two.
 */
export function instantOfWallTime(value: string, timeZone: string): Date | null {
  const match = WALL.exec(value);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  if (Number.isNaN(asUtc)) return null;
  // The zone's offsets half a day either side: a change of its clocks falls between them, if one does.
  const before = zoneOffsetMs(new Date(asUtc - 43_200_000), timeZone);
  const after = zoneOffsetMs(new Date(asUtc + 43_200_000), timeZone);
  const fits = [before, after].map((offset) => ({ offset, at: asUtc - offset })).filter(({ offset, at }) => zoneOffsetMs(new Date(at), timeZone) === offset);
  // Shown twice: the earlier. Skipped by the clocks: read with the offset from before the change.
  return new Date(fits.length > 0 ? Math.min(...fits.map(({ at }) => at)) : asUtc - before);
}

/** `instant` as a wall-clock time in `timeZone` (the value a `datetime-local` field shows). */
export function wallTimeOf(instant: Date | string, timeZone: string): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  const wall = wallOf(date, timeZone);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}

/** The IANA zones this browser knows, for the zone field (the browser's own first when it has none to list). */
export function timeZoneNames(): readonly string[] {
  const supported = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return supported.length > 0 ? supported : [Intl.DateTimeFormat().resolvedOptions().timeZone];
}

/** A zone's short name at `instant` ("GMT+5:30", "GMT"), as its visitors read it beside a time. */
export function zoneLabel(instant: Date, timeZone: string): string {
  const part = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'shortOffset' }).formatToParts(instant).find((each) => each.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/** When an event is, on its own clocks: "12 Feb 2027, 09:30 – 13 Feb 2027, 17:00" (the date once when it ends the same day), with its zone. */
export function eventSpan(startsAt: string, endsAt: string, timeZone: string): string {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  const date = new Intl.DateTimeFormat('en-GB', { timeZone, day: 'numeric', month: 'short', year: 'numeric' });
  const time = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const sameDay = date.format(start) === date.format(end);
  const ends = sameDay ? time.format(end) : `${date.format(end)}, ${time.format(end)}`;
  return `${date.format(start)}, ${time.format(start)} – ${ends} ${zoneLabel(start, timeZone)}`;
}
