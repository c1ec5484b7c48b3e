import { describe, expect, it } from 'vitest';
import { eventSpan, instantOfWallTime, wallTimeOf } from './zonedTime';

describe('times on an event’s own clocks', () => {
  it('reads a wall-clock time in the zone as the instant it is, and back', () => {
    expect(instantOfWallTime('2027-02-12T09:30', 'Asia/Kolkata')?.toISOString()).toBe('2027-02-12T04:00:00.000Z');
    expect(instantOfWallTime('2027-07-01T12:00', 'America/New_York')?.toISOString()).toBe('2027-07-01T16:00:00.000Z');
    expect(instantOfWallTime('2027-01-01T12:00', 'America/New_York')?.toISOString()).toBe('2027-01-01T17:00:00.000Z');
    expect(wallTimeOf('2027-02-12T04:00:00.000Z', 'Asia/Kolkata')).toBe('2027-02-12T09:30');
    expect(wallTimeOf('2027-02-12T04:00:00.000Z', 'Pacific/Auckland')).toBe('2027-02-12T17:00');
    expect(instantOfWallTime('12/02/2027 09:30', 'Asia/Kolkata')).toBeNull();
  });

  it('reads a time the clocks skip as the one after the change, and a time they show twice as the first', () => {
    // London springs forward at 01:00 on 28 March 2027: 01:30 is never shown; it is 02:30 BST.
    expect(instantOfWallTime('2027-03-28T01:30', 'Europe/London')?.toISOString()).toBe('2027-03-28T01:30:00.000Z');
    // It falls back at 02:00 BST on 31 October 2027: 01:30 is shown twice; the first is BST.
    expect(instantOfWallTime('2027-10-31T01:30', 'Europe/London')?.toISOString()).toBe('2027-10-31T00:30:00.000Z');
  });

  it('writes an event’s span on its clocks, the date once when it ends the same day', () => {
    expect(eventSpan('2027-02-12T04:00:00.000Z', '2027-02-12T12:00:00.000Z', 'Asia/Kolkata')).toBe('12 Feb 2027, 09:30 – 17:30 GMT+5:30');
    expect(eventSpan('2027-02-10T04:00:00.000Z', '2027-02-12T12:00:00.000Z', 'Asia/Kolkata')).toBe('10 Feb 2027, 09:30 – 12 Feb 2027, 17:30 GMT+5:30');
  });
});
