import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPublic } from '../../test/render';
import { FIRST_RUN_PAGE_SECTIONS, EVENT_DRIP_SECTIONS } from '@rules/page-sections';
import { EventsCarousel, type CarouselEvent } from './EventsCarousel';
import { IndustryDrips, type Drip } from './IndustryDrips';

const slide = (slug: string, title: string, changes: Partial<CarouselEvent> = {}): CarouselEvent => ({
  slug,
  title,
  summary: `About ${title}`,
  days: '11 March 2027',
  when: '11 March 2027, 9:30 AM – 1:00 PM India Standard Time',
  where: 'The Trident, Nariman Point, Mumbai 400021',
  badge: null,
  booking: { slug, title, state: 'open', note: null },
  cover: null,
  background: '/event.webp',
  ...changes,
});
const EVENTS = [
  slide('growth-gains-conference', 'Growth & Gains Conference'),
  slide('sme-credit-roundtable', 'SME Credit Roundtable'),
  slide('founders-funders-night', 'Founders & Funders Night', {
    badge: { text: 'Cancelled', tone: 'red' },
    booking: { slug: 'founders-funders-night', title: 'Founders & Funders Night', state: 'cancelled', note: 'This event is cancelled: booking is closed.' },
  }),
];

afterEach(() => vi.useRealTimers());

const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const shownEvent = () => screen.getAllByRole('group').filter((slide) => !slide.hidden).map((slide) => within(slide).getByRole('heading').textContent);
const arrows = () => [screen.getByRole('button', { name: 'Previous event' }), screen.getByRole('button', { name: 'Next event' })].map((button) => (button as HTMLButtonElement).disabled);

describe('upcoming events carousel', () => {
  it('moves on every 10 seconds, with a 500 ms fade during which the arrows are disabled', () => {
    vi.useFakeTimers();
    renderPublic(<EventsCarousel events={EVENTS} label="Join us next" />);
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
    renderPublic(<EventsCarousel events={EVENTS} label="Join us next" />);
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

  it('shows each event’s details, Book Your Seat as a link to its booking page, and Read More to its page', () => {
    renderPublic(<EventsCarousel events={EVENTS} label="Join us next" />);
    const first = screen.getByRole('group', { name: /Growth & Gains Conference/ });
    expect(within(first).getByText('WHEN')).toBeTruthy();
    expect(within(first).getByText('WHERE')).toBeTruthy();
    expect(within(first).getByRole('link', { name: /Read More/ }).getAttribute('href')).toBe('/events/growth-gains-conference');
    const book = within(first).getByRole('link', { name: /ORDER TICKETS NOW/ });
    expect([book.getAttribute('href'), book.getAttribute('data-opens'), book.getAttribute('data-event')]).toEqual(['/forms/booking?event=growth-gains-conference', 'book-seat', 'growth-gains-conference']);
    const last = screen.getAllByRole('group', { hidden: true }).find((group) => group.getAttribute('aria-label')?.endsWith('Founders & Funders Night'));
    expect(last?.hidden).toBe(true);
    expect(last?.textContent).toContain('Cancelled');
    expect(last?.textContent).toContain('This event is cancelled: booking is closed.');
    expect(last?.querySelector('a[data-opens]')).toBeNull();
  });
});

describe('Industry Drips', () => {
  // The first run's five slides (page texts).
  const DRIPS: Drip[] = EVENT_DRIP_SECTIONS.map((slug, index) => {
    const words = FIRST_RUN_PAGE_SECTIONS[slug];
    return { title: words.title, text: words.lead ?? '', more: words.text?.join('\n\n') ?? '', alt: words.points?.[0] ?? '', picture: `/d${index + 1}.webp` };
  });
  const current = () => screen.getAllByRole('button', { name: /^Show slide/ }).findIndex((dot) => dot.getAttribute('aria-current') === 'true') + 1;

  it('moves on every 5 seconds through the five, wrapping, and the dots pick a slide', () => {
    vi.useFakeTimers();
    renderPublic(<IndustryDrips drips={DRIPS} eyebrow="Industry Drips" label="What moved in capital markets" />);
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
    renderPublic(<IndustryDrips drips={DRIPS} eyebrow="Industry Drips" label="What moved in capital markets" />);
    fireEvent.click(screen.getByRole('button', { name: 'View More' }));
    expect(screen.getByText(/key fact statement/)).toBeTruthy();
    tick(20_000);
    expect(current()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'View Less' }));
    tick(5000);
    expect(current()).toBe(2);
  });
});
