import { afterEach, describe, expect, it, vi } from 'vitest';
import { startCountdowns, timeLeft } from './countdown';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

function countdown(target: string): HTMLElement {
  document.body.innerHTML = `<div><dl data-countdown="${target}">${['days', 'hours', 'minutes', 'seconds'].map((unit) => `<dd data-unit="${unit}">--</dd>`).join('')}</dl><p data-countdown-over hidden>It has started</p></div>`;
  return document.querySelector('[data-countdown]') as HTMLElement;
}
const shown = (element: HTMLElement) => [...element.querySelectorAll('[data-unit]')].map((cell) => cell.textContent).join(':');

describe('an event’s countdown', () => {
  it('counts the days, hours, minutes and seconds to its target', () => {
    expect(timeLeft(new Date('2025-08-09T09:00:00'), new Date('2025-08-07T07:58:30'))).toEqual({ days: 2, hours: 1, minutes: 1, seconds: 30 });
  });

  it('is zero at the target and stays at zero after it', () => {
    const target = new Date('2025-08-09T09:00:00');
    const zero = { days: 0, hours: 0, minutes: 0, seconds: 0 };
    expect(timeLeft(target, target)).toEqual(zero);
    expect(timeLeft(target, new Date('2026-11-23T10:00:00'))).toEqual(zero);
  });

  it('ticks every second in the page and, at its moment, gives way to the words beside it (never zeros beside a date to come)', () => {
    vi.useFakeTimers({ now: new Date('2025-08-09T08:59:57') });
    const element = countdown('2025-08-09T09:00:00');
    const over = document.querySelector<HTMLElement>('[data-countdown-over]');
    startCountdowns([element]);
    expect(shown(element)).toBe('00:00:00:03');
    expect([element.hidden, over?.hidden]).toEqual([false, true]);
    vi.advanceTimersByTime(1000);
    expect(shown(element)).toBe('00:00:00:02');
    vi.advanceTimersByTime(2000);
    expect([element.hidden, over?.hidden]).toEqual([true, false]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('on a page kept from before its moment, shows the words at once', () => {
    vi.useFakeTimers({ now: new Date('2025-08-10T10:00:00') });
    const element = countdown('2025-08-09T09:00:00');
    startCountdowns([element]);
    expect(element.hidden).toBe(true);
    expect(document.querySelector<HTMLElement>('[data-countdown-over]')?.hidden).toBe(false);
  });

  it('counts the days to an event’s start written in UTC, the same for every visitor', () => {
    const opening = new Date('2027-02-10T03:30:00.000Z');
    vi.useFakeTimers({ now: opening.getTime() - 24 * 3600 * 1000 });
    const element = countdown(opening.toISOString());
    startCountdowns([element]);
    expect(shown(element)).toBe('01:00:00:00');
    vi.advanceTimersByTime(1000);
    expect(shown(element)).toBe('00:23:59:59');
  });
});
