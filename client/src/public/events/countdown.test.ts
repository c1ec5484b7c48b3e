import { afterEach, describe, expect, it, vi } from 'vitest';
import { EVENT_DETAILS } from '../../content/events';
import { startCountdowns, timeLeft } from './countdown';

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

  it('targets the spec’s 2025-08-09 09:00, local time, and shows zeros once it has passed', () => {
    expect(EVENT_DETAILS.countdownTo).toBe('2025-08-09T09:00:00');
    vi.useFakeTimers({ now: new Date('2026-11-23T10:00:00') });
    const element = countdown(EVENT_DETAILS.countdownTo);
    startCountdowns([element]);
    expect(shown(element)).toBe('00:00:00:00');
    expect(vi.getTimerCount()).toBe(0);
  });
});
