import { afterEach, describe, expect, it, vi } from 'vitest';
import { EVENT_DETAILS, UPCOMING_EVENTS } from '../../content/events';
import { startCountdowns, timeLeft } from './countdown';
import { eventStart } from './eventDates';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

function countdown(target: string): HTMLElement {
  document.body.innerHTML = `<dl data-countdown="${target}">${['days', 'hours', 'minutes', 'seconds'].map((unit) => `<dd data-unit="${unit}">--</dd>`).join('')}</dl>`;
  return document.querySelector('[data-countdown]') as HTMLElement;
}
const shown = (element: HTMLElement) => [...element.querySelectorAll('[data-unit]')].map((cell) => cell.textContent).join(':');

describe('the Event Details countdown', () => {
  it('counts the days, hours, minutes and seconds to its target', () => {
    expect(timeLeft(new Date('2025-08-09T09:00:00'), new Date('2025-08-07T07:58:30'))).toEqual({ days: 2, hours: 1, minutes: 1, seconds: 30 });
  });

  it('is zero at the target and stays at zero after it', () => {
    const target = new Date('2025-08-09T09:00:00');
    const zero = { days: 0, hours: 0, minutes: 0, seconds: 0 };
    expect(timeLeft(target, target)).toEqual(zero);
    expect(timeLeft(target, new Date('2026-11-23T10:00:00'))).toEqual(zero);
  });

  it('ticks every second in the page and stops at zero', () => {
    vi.useFakeTimers({ now: new Date('2025-08-09T08:59:57') });
    const element = countdown('2025-08-09T09:00:00');
    startCountdowns([element]);
    expect(shown(element)).toBe('00:00:00:03');
    vi.advanceTimersByTime(1000);
    expect(shown(element)).toBe('00:00:00:02');
    vi.advanceTimersByTime(2000);
    expect(shown(element)).toBe('00:00:00:00');
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(5000);
    expect(shown(element)).toBe('00:00:00:00');
  });

  it('counts down to the opening of the conference Events shows first, an upcoming day (the spec’s 2025-08-09 is long past)', () => {
    const conference = EVENT_DETAILS.conference;
    expect(UPCOMING_EVENTS.list[0]).toBe(conference);
    expect(new Date(conference.opens).getTime()).toBeGreaterThan(new Date('2026-11-26T00:00:00').getTime());
    const opening = eventStart(conference);
    vi.useFakeTimers({ now: opening.getTime() - 24 * 3600 * 1000 });
    const element = countdown(opening.toISOString());
    startCountdowns([element]);
    expect(shown(element)).toBe('01:00:00:00');
    vi.advanceTimersByTime(1000);
    expect(shown(element)).toBe('00:23:59:59');
  });
});
