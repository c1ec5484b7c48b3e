import { chakra } from '@chakra-ui/react';

/** A day, as lists show when something was created: "20 Nov 2026". */
export const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });
/** A moment to the minute, in the admin's time zone: "20 Nov 2026, 09:30". */
export const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
/** A moment in UTC, named so: "31 Jan 2027, 23:59 UTC" (every full time on hover, and what is chosen in UTC). */
export const utcWhen = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' });

/** A moment as a list shows it (`format`), with the exact instant for machines and the full time in UTC on hover; `never` when there is none. */
export function Moment({ at, format, never = 'Never' }: { at: string | null; format: Intl.DateTimeFormat; never?: string }) {
  if (!at) return <>{never}</>;
  const instant = new Date(at);
  return (
    <chakra.time dateTime={at} title={utcWhen.format(instant)} whiteSpace="nowrap">
      {format.format(instant)}
    </chakra.time>
  );
}
