import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPublic } from '../../test/render';
import { countUp } from '../layout/islands';
import { startCountdowns } from './countdown';
import EventDetailsPage from './EventDetailsPage';
import { industryDrips } from './islands';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

const countdown = () => document.querySelector<HTMLElement>('[data-countdown]');
/**
 * The page as the server renders it: its islands' modules loaded first (they suspend the page
 * until then), the clock at `now` (fake, as the countdown's interval).
 */
async function renderPage(now: string): Promise<HTMLElement> {
  await Promise.all([countUp(), industryDrips()]);
  vi.useFakeTimers({ now: new Date(now) });
  await act(async () => {
    renderPublic(<EventDetailsPage />);
  });
  const element = countdown();
  if (!element) throw new Error('the page has its countdown');
  return element;
}
const shown = () => [...(countdown()?.querySelectorAll('[data-unit]') ?? [])].map((cell) => cell.textContent).join(':');

describe('the Event Details countdown, seen from another time zone (issue P19 §4)', () => {
  it('counts to 09:00 in Bengaluru, where the conference opens, not to 09:00 where the visitor is', async () => {
    // A visitor in New York at 22:00 on 9 February 2027: 08:30 on the 10th in Bengaluru, half an hour before it opens.
    vi.stubEnv('TZ', 'America/New_York');
    const element = await renderPage('2027-02-10T03:00:00Z');
    expect(new Date().getHours()).toBe(22);
    expect(shown()).toBe('00:00:30:00');
    act(() => startCountdowns([element]));
    expect(shown()).toBe('00:00:30:00');
    act(() => vi.advanceTimersByTime(1000));
    expect(shown()).toBe('00:00:29:59');
    act(() => vi.advanceTimersByTime(29 * 60 * 1000 + 59 * 1000));
    expect(shown()).toBe('00:00:00:00');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('counts to the same moment from a zone ahead of the event’s', async () => {
    // Sydney, 14:00 on 10 February 2027 (summer time): 08:30 in Bengaluru.
    vi.stubEnv('TZ', 'Australia/Sydney');
    const element = await renderPage('2027-02-10T03:00:00Z');
    expect(new Date().getHours()).toBe(14);
    act(() => startCountdowns([element]));
    expect(shown()).toBe('00:00:30:00');
  });
});
