import { describe, expect, it } from 'vitest';
import { eventDays, eventHours, eventMoment, eventWhen, isoWithOffset } from './eventDates';

/** The first-run conference: 9:00 AM on 10 February to 6:00 PM on 12 February 2027, India time. */
const CONFERENCE = { startsAt: '2027-02-10T03:30:00.000Z', endsAt: '2027-02-12T12:30:00.000Z', timeZone: 'Asia/Kolkata' };
const inIndia = (startsAt: string, endsAt: string) => ({ startsAt, endsAt, timeZone: 'Asia/Kolkata' });
// The hours do not break across lines (no-break spaces, written here as plain ones).
const plain = (text: string) => text.replaceAll('\u00a0', ' ');

describe('an event’s days and hours, on the clocks where it happens, the zone named', () => {
  it('writes one day, days in a month, across months and across years', () => {
    expect(eventDays(inIndia('2027-03-11T04:00:00Z', '2027-03-11T07:30:00Z'))).toBe('11 March 2027');
    expect(eventDays(CONFERENCE)).toBe('10 – 12 February 2027');
    expect(eventDays(inIndia('2027-03-30T03:30:00Z', '2027-04-01T11:30:00Z'))).toBe('30 March – 1 April 2027');
    expect(eventDays(inIndia('2027-12-30T03:30:00Z', '2028-01-02T11:30:00Z'))).toBe('30 December 2027 – 2 January 2028');
  });

  it('writes the day of the place, not of UTC: 1:00 AM in India is still the day before in UTC', () => {
    expect(eventDays(inIndia('2027-03-10T19:30:00Z', '2027-03-10T21:00:00Z'))).toBe('11 March 2027');
  });

  it('adds the hours on a 12-hour clock, kept on one line, and names the zone', () => {
    expect(eventHours(inIndia('2027-04-09T13:00:00Z', '2027-04-09T16:30:00Z'))).toBe('6:30\u00a0PM\u00a0–\u00a010:00\u00a0PM India Standard Time');
    expect(plain(eventWhen(CONFERENCE))).toBe('10 – 12 February 2027, 9:00 AM – 6:00 PM India Standard Time');
    expect(plain(eventWhen({ startsAt: '2027-07-01T08:00:00Z', endsAt: '2027-07-01T16:00:00Z', timeZone: 'Europe/London' }))).toBe('1 July 2027, 9:00 AM – 5:00 PM British Summer Time');
  });

  it('writes a moment (a previous start) with its zone', () => {
    expect(plain(eventMoment('2027-02-10T03:30:00.000Z', 'Asia/Kolkata'))).toBe('10 February 2027, 9:00 AM India Standard Time');
  });
});

describe('a moment with the offset of the event’s zone (structured data)', () => {
  it('writes the local time and its offset, on either side of a change of clocks', () => {
    expect(isoWithOffset('2027-02-10T03:30:00.000Z', 'Asia/Kolkata')).toBe('2027-02-10T09:00:00+05:30');
    // New York moves its clocks on 14 March 2027, at 02:00.
    expect(isoWithOffset('2027-03-13T14:00:00.000Z', 'America/New_York')).toBe('2027-03-13T09:00:00-05:00');
    expect(isoWithOffset('2027-03-14T13:00:00.000Z', 'America/New_York')).toBe('2027-03-14T09:00:00-04:00');
    expect(isoWithOffset('2027-07-01T08:00:00.000Z', 'UTC')).toBe('2027-07-01T08:00:00+00:00');
  });
});
