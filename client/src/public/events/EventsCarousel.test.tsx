import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPublic } from '../../test/render';
import { EventsCarousel } from './EventsCarousel';
import { IndustryDrips } from './IndustryDrips';

afterEach(() => vi.useRealTimers());

const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const shownEvent = () => screen.getAllByRole('group').filter((slide) => !slide.hidden).map((slide) => within(slide).getByRole('heading').textContent);
const arrows = () => [screen.getByRole('button', { name: 'Previous event' }), screen.getByRole('button', { name: 'Next event' })].map((button) => (button as HTMLButtonElement).disabled);

describe('upcoming events carousel', () => {
  it('moves on every 10 seconds, with a 500 ms fade during which the arrows are disabled', () => {
    vi.useFakeTimers();
    renderPublic(<EventsCarousel backgrounds={{}} />);
    expect(shownEvent()).toEqual(['Growth & Gains Conference']);
    expect(arrows()).toEqual([false, false]);
    tick(9999);
    expect(shownEvent()).toEqual(['Growth & Gains Conference']);
    tick(1);
    expect(shownEvent()).toEqual(['SME Credit Roundtable']);
    expect(arrows()).toEqual([true, true]);
    tick(499);
    expect(arrows()).toEqual([true, true]);
    tick(1);
    expect(arrows()).toEqual([false, false]);
    tick(9500);
    expect(shownEvent()).toEqual(['Founders & Funders Night']);
    tick(10_000);
    expect(shownEvent()).toEqual(['Growth & Gains Conference']);
  });

  it('goes both ways with the arrows, each press restarting the 10 seconds, and ignores presses during the fade', () => {
    vi.useFakeTimers();
    renderPublic(<EventsCarousel backgrounds={{}} />);
    tick(6000);
    fireEvent.click(screen.getByRole('button', { name: 'Previous event' }));
    expect(shownEvent()).toEqual(['Founders & Funders Night']);
    // Disabled while it fades: a second press does nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Previous event' }));
    expect(shownEvent()).toEqual(['Founders & Funders Night']);
    tick(500);
    fireEvent.click(screen.getByRole('button', { name: 'Next event' }));
    expect(shownEvent()).toEqual(['Growth & Gains Conference']);
    tick(9999);
    expect(shownEvent()).toEqual(['Growth & Gains Conference']);
    tick(1);
    expect(shownEvent()).toEqual(['SME Credit Roundtable']);
  });

  it('shows each event’s details, sponsors or the note that there are none', () => {
    renderPublic(<EventsCarousel backgrounds={{}} />);
    const first = screen.getByRole('group', { name: /Growth & Gains Conference/ });
    expect(within(first).getByText('WHEN')).toBeTruthy();
    expect(within(first).getByText('WHERE')).toBeTruthy();
    expect(within(first).getByRole('link', { name: /Read More/ }).getAttribute('href')).toBe('/eventsDetails');
    expect(within(first).getByRole('button', { name: /ORDER TICKETS NOW/ })).toBeTruthy();
    expect(within(first).getByRole('img', { name: 'Indus Crest Bank' })).toBeTruthy();
    const last = screen.getAllByRole('group', { hidden: true }).find((slide) => slide.getAttribute('aria-label')?.endsWith('Founders & Funders Night'));
    expect(last?.hidden).toBe(true);
    expect(last?.textContent).toContain('No sponsors for this event');
  });
});

describe('Industry Drips', () => {
  const PICTURES = ['/d1.webp', '/d2.webp', '/d3.webp', '/d4.webp', '/d5.webp'];
  const current = () => screen.getAllByRole('button', { name: /^Show slide/ }).findIndex((dot) => dot.getAttribute('aria-current') === 'true') + 1;

  it('moves on every 5 seconds through the five, wrapping, and the dots pick a slide', () => {
    vi.useFakeTimers();
    renderPublic(<IndustryDrips pictures={PICTURES} />);
    expect(current()).toBe(1);
    tick(5000);
    expect(current()).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 5' }));
    expect(current()).toBe(5);
    tick(4999);
    expect(current()).toBe(5);
    tick(1);
    expect(current()).toBe(1);
  });

  it('opens a slide’s full note with View More, and holds still while it is open', () => {
    vi.useFakeTimers();
    renderPublic(<IndustryDrips pictures={PICTURES} />);
    fireEvent.click(screen.getByRole('button', { name: 'View More' }));
    expect(screen.getByText(/key fact statement/)).toBeTruthy();
    tick(20_000);
    expect(current()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'View Less' }));
    tick(5000);
    expect(current()).toBe(2);
  });
});
