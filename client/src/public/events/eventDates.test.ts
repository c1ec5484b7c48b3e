import { describe, expect, it } from 'vitest';
import { CONFERENCE } from '../../content/events';
import { eventDays, eventStart, eventWhen } from './eventDates';

describe('an event’s days and hours, as the Events and Event Details pages write them', () => {
  it('writes one day, days in a month, across months and across years', () => {
    expect(eventDays({ opens: '2027-03-11T09:30', closes: '2027-03-11T13:00' })).toBe('11 March 2027');
    expect(eventDays({ opens: '2027-02-10T09:00', closes: '2027-02-12T18:00' })).toBe('10 – 12 February 2027');
    expect(eventDays({ opens: '2027-03-30T09:00', closes: '2027-04-01T17:00' })).toBe('30 March – 1 April 2027');
    expect(eventDays({ opens: '2027-12-30T09:00', closes: '2028-01-02T17:00' })).toBe('30 December 2027 – 2 January 2028');
  });

  // The hours do not break across lines (no-break spaces, written here as plain ones).
  const when = (event: { opens: string; closes: string }) => eventWhen(event).replaceAll('\u00a0', ' ');

  it('adds the hours on a 12-hour clock, kept on one line', () => {
    expect(eventWhen({ opens: '2027-04-09T18:30', closes: '2027-04-09T22:00' })).toBe('9 April 2027, 6:30\u00a0PM\u00a0–\u00a010:00\u00a0PM');
    expect(when({ opens: '2027-01-05T00:15', closes: '2027-01-05T12:00' })).toBe('5 January 2027, 12:15 AM – 12:00 PM');
  });

  it('writes the conference’s days and hours as both pages show them', () => {
    expect(when(CONFERENCE)).toBe('10 – 12 February 2027, 9:00 AM – 6:00 PM');
  });
});

describe('the moment an event opens, on the clocks where it happens (issue P19 §4)', () => {
  it('reads its time in its own zone, whatever the zone it is worked out in', () => {
    expect(eventStart(CONFERENCE).toISOString()).toBe('2027-02-10T03:30:00.000Z');
    expect(eventStart({ opens: '2027-07-01T09:00', zone: 'Europe/London' }).toISOString()).toBe('2027-07-01T08:00:00.000Z');
    expect(eventStart({ opens: '2027-01-15T09:00', zone: 'Europe/London' }).toISOString()).toBe('2027-01-15T09:00:00.000Z');
  });

  it('takes the offset of the day itself, on either side of a change of clocks', () => {
    // New York moves its clocks on 14 March 2027, at 02:00.
    expect(eventStart({ opens: '2027-03-13T09:00', zone: 'America/New_York' }).toISOString()).toBe('2027-03-13T14:00:00.000Z');
    expect(eventStart({ opens: '2027-03-14T09:00', zone: 'America/New_York' }).toISOString()).toBe('2027-03-14T13:00:00.000Z');
    expect(eventStart({ opens: '2027-03-14T01:30', zone: 'America/New_York' }).toISOString()).toBe('2027-03-14T06:30:00.000Z');
  });
});
