import { describe, expect, it } from 'vitest';
import { CONFERENCE } from '../../content/events';
import { eventDays, eventWhen } from './eventDates';

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
