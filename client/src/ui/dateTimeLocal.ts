/**
 * A `datetime-local` field's values: a moment as the browser's own wall time, `YYYY-MM-DDTHH:mm`,
 * with no zone (the field's value is read back with `new Date(value)`, in the same zone).
 */

/** Midnight at the start of the browser's own today: a meeting may be any time from then on. */
export function startOfLocalToday(now = new Date()): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

/** `moment` as a `datetime-local` value (its `min`, or the time it starts at). */
export function localDateTimeValue(moment = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}T${pad(moment.getHours())}:${pad(moment.getMinutes())}`;
}

/** The browser's IANA time zone (Europe/Berlin), which those wall times are in. */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
