import { FIRST_RUN_PAGE_SECTIONS } from '@rules/page-sections';
import type { ExecuteGraphQL } from '@shared/render-seam';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTimeData, renderDocument, renderFormPost } from '../entry-server';
import { islandPropsOf, renderedPage } from '../../test/renderedPage';
import { startCountdowns } from './countdown';
import { eventFixture, eventsPageAnswer } from './eventFixtures';
import type { CarouselEvent } from './EventsCarousel';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

/** The render's clock only (the server render needs its own timers to run). */
const at = (iso: string) => vi.useFakeTimers({ now: new Date(iso), toFake: ['Date'] });
const text = (element: Element | null | undefined) => element?.textContent?.replaceAll('\u00a0', ' ').trim();
const countdownOf = (page: Document | Element) => [...page.querySelectorAll('[data-countdown] [data-unit]')].map((cell) => cell.textContent).join(':');
const structuredDataOf = (page: Document) => JSON.parse(page.querySelector('script[type="application/ld+json"]')?.textContent ?? 'null') as Record<string, unknown> | null;

const ROUNDTABLE = eventFixture({
  id: 'RXZlbnQ6Mg==',
  slug: 'sme-credit-roundtable',
  title: 'SME Credit Roundtable',
  startsAt: '2027-03-11T04:00:00.000Z',
  endsAt: '2027-03-11T07:30:00.000Z',
  capacity: 60,
  venue: { __typename: 'EventVenue', name: 'The Trident', addressLines: ['Nariman Point', 'Mumbai 400021'], latitude: 18.9256, longitude: 72.8212 },
});
const LAST_YEAR = eventFixture({ id: 'RXZlbnQ6Mw==', slug: 'summit-2026', title: 'Capital Summit 2026', startsAt: '2026-03-05T04:00:00.000Z', endsAt: '2026-03-05T11:30:00.000Z' });

describe('the Events page (issue P21: published events from the back office)', () => {
  it('features the next event with its countdown and its days on its own clocks, the upcoming ones in the carousel and the past ones in their own section', async () => {
    at('2027-02-09T03:30:00.000Z');
    const { status, page } = await renderedPage('/events', { EventsPage: eventsPageAnswer([eventFixture(), ROUNDTABLE], [LAST_YEAR]) });
    expect(status).toBe(200);
    expect(text(page.querySelector('h1'))).toBe(FIRST_RUN_PAGE_SECTIONS['events-hero'].title);

    const featured = page.querySelector('[aria-labelledby="featured-title"]');
    expect(text(featured?.querySelector('h2'))).toBe('Growth & Gains Conference');
    expect(featured?.querySelector('h2 a')?.getAttribute('href')).toBe('/events/growth-gains-conference');
    expect(text(featured)).toContain('10 – 12 February 2027');
    expect(text(featured)).toContain('9:00 AM – 6:00 PM India Standard Time');
    // One day to go, counted to 9:00 in Bengaluru.
    expect(countdownOf(featured as Element)).toBe('01:00:00:00');
    expect(featured?.querySelector('[data-countdown]')?.getAttribute('data-countdown')).toBe('2027-02-10T03:30:00.000Z');
    const book = featured?.querySelector('a[data-opens="book-seat"]');
    expect(book?.getAttribute('href')).toBe('/forms/booking?event=growth-gains-conference');
    expect(book?.getAttribute('data-event')).toBe('growth-gains-conference');

    const slides = islandPropsOf<{ events: CarouselEvent[] }>(page, 'events-carousel')?.events ?? [];
    expect(slides.map((slide) => [slide.slug, slide.days, slide.booking.state])).toEqual([
      ['growth-gains-conference', '10 – 12 February 2027', 'open'],
      ['sme-credit-roundtable', '11 March 2027', 'open'],
    ]);
    const readMore = [...page.querySelectorAll('[data-island="events-carousel"] a')].filter((link) => link.textContent?.startsWith('Read More'));
    expect(readMore.map((link) => link.getAttribute('href'))).toEqual(['/events/growth-gains-conference', '/events/sme-credit-roundtable']);

    const past = page.querySelector('[aria-labelledby="past-title"]');
    expect(text(past?.querySelector('h2'))).toBe(FIRST_RUN_PAGE_SECTIONS['events-past'].title);
    expect(text(past?.querySelector('h3'))).toBe('Capital Summit 2026');
    expect(text(past)).toContain('Past event');
    expect(past?.querySelector('[data-countdown]')).toBeNull();

    // The featured event's structured data.
    expect(structuredDataOf(page)).toMatchObject({ '@type': 'Event', name: 'Growth & Gains Conference', startDate: '2027-02-10T09:00:00+05:30' });
  });

  it('features the next event that goes ahead: a cancelled one says so and has no countdown or booking', async () => {
    at('2027-02-09T03:30:00.000Z');
    const cancelled = eventFixture({ cancelled: true, cancellationNote: 'The venue is closed for repairs.' });
    const { page } = await renderedPage('/events', { EventsPage: eventsPageAnswer([cancelled, ROUNDTABLE]) });
    expect(text(page.querySelector('#featured-title'))).toBe('SME Credit Roundtable');
    const slides = islandPropsOf<{ events: CarouselEvent[] }>(page, 'events-carousel')?.events ?? [];
    expect(slides[0]?.badge).toEqual({ text: 'Cancelled', tone: 'red' });
    expect(slides[0]?.booking).toMatchObject({ state: 'cancelled', note: 'This event is cancelled: booking is closed.' });
    const first = page.querySelector('[data-island="events-carousel"] [role="group"]');
    expect(first?.querySelector('a[data-opens="book-seat"]')).toBeNull();
    expect(text(first)).toContain('This event is cancelled: booking is closed.');
  });

  it('says when none is coming, and is rendered again when the next event starts', async () => {
    at('2027-02-09T03:30:00.000Z');
    const none = await renderedPage('/events', { EventsPage: eventsPageAnswer([], [LAST_YEAR]) });
    expect(none.page.querySelector('#featured-title')).toBeNull();
    expect(text(none.page.querySelector('#upcoming-events'))).toContain('No events are scheduled just now.');
    expect(none.page.querySelector('[data-countdown]')).toBeNull();
  });
});

describe('an event’s page, /events/<slug>', () => {
  it('shows the event from the API: its dates in its zone, place with a map link, body, seats, countdown and Book Your Seat', async () => {
    at('2027-02-09T03:30:00.000Z');
    const { status, page } = await renderedPage('/events/growth-gains-conference', { EventPage: { event: eventFixture() } });
    expect(status).toBe(200);
    expect(text(page.querySelector('h1'))).toBe('Growth & Gains Conference');
    expect(page.querySelector('title')?.textContent).toBe('Growth & Gains Conference | Events');
    const hero = page.querySelector('[aria-labelledby="event-title"]');
    expect(text(hero)).toContain('10 – 12 February 2027');
    expect(text(hero)).toContain('9:00 AM – 6:00 PM India Standard Time');
    expect(page.querySelector('.event-body')?.innerHTML).toBe('<p>Three days with the lenders, investors and advisers.</p>');
    const map = page.querySelector('a[href^="https://www.openstreetmap.org/"]');
    expect(map?.getAttribute('href')).toBe('https://www.openstreetmap.org/?mlat=13.0617&mlon=77.4736#map=17/13.0617/77.4736');
    expect(page.querySelector('iframe')).toBeNull();
    expect(countdownOf(page)).toBe('01:00:00:00');
    expect(text(page.querySelector('[data-availability]'))).toBe('Seats available');
    const book = page.querySelector('a[data-opens="book-seat"]');
    expect([book?.getAttribute('href'), book?.getAttribute('data-event')]).toEqual(['/forms/booking?event=growth-gains-conference', 'growth-gains-conference']);
    // The site's words for every event: the figures, why attend, Industry Drips.
    expect(text(page.querySelector('#why-title'))).toBe(FIRST_RUN_PAGE_SECTIONS['event-why-us'].title);
    expect(text(page.querySelector('#drips-title'))).toBe(FIRST_RUN_PAGE_SECTIONS['event-drips'].title);
    expect(page.querySelector('[data-island="count-up"]')).not.toBeNull();
  });

  it('writes its JSON-LD Event: times with the zone’s offset, the place, the status and the seats’ availability', async () => {
    at('2027-02-09T03:30:00.000Z');
    const { page } = await renderedPage('/events/growth-gains-conference', { EventPage: { event: eventFixture() } });
    expect(structuredDataOf(page)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Growth & Gains Conference',
      description: 'Our flagship conference: three days of keynotes, panels and one-to-one meetings between borrowers, lenders and investors.',
      url: '%PUBLIC_URL%/events/growth-gains-conference',
      startDate: '2027-02-10T09:00:00+05:30',
      endDate: '2027-02-12T18:00:00+05:30',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      eventStatus: 'https://schema.org/EventScheduled',
      location: {
        '@type': 'Place',
        name: 'Bengaluru International Exhibition Centre',
        address: { '@type': 'PostalAddress', streetAddress: 'Tumkur Road, Madavara, Bengaluru 562123' },
        geo: { '@type': 'GeoCoordinates', latitude: 13.0617, longitude: 77.4736 },
      },
      image: ['%PUBLIC_URL%/og-image.png'],
      organizer: { '@type': 'Organization', name: 'Finmesh Technologies Pvt. Ltd.', url: '%PUBLIC_URL%' },
      offers: { '@type': 'Offer', url: '%PUBLIC_URL%/events/growth-gains-conference', price: 0, priceCurrency: 'INR', availability: 'https://schema.org/InStock' },
    });
  });

  it('reads the seats from the server\'s coarse availability: few left is LimitedAvailability, full is SoldOut with the waitlist on the button', async () => {
    at('2027-02-09T03:30:00.000Z');
    const limited = await renderedPage('/events/growth-gains-conference', { EventPage: { event: eventFixture({ availability: 'LIMITED' }) } });
    expect(text(limited.page.querySelector('[data-availability]'))).toBe('Few seats left');
    expect(structuredDataOf(limited.page)).toMatchObject({ offers: { availability: 'https://schema.org/LimitedAvailability' } });
    expect(text(limited.page.querySelector('a[data-opens="book-seat"]'))).toContain('BOOK YOUR SEAT NOW');

    const { page } = await renderedPage('/events/growth-gains-conference', { EventPage: { event: eventFixture({ availability: 'FULL' }) } });
    expect(text(page.querySelector('[data-availability]'))).toBe('Fully booked');
    expect(structuredDataOf(page)).toMatchObject({ offers: { availability: 'https://schema.org/SoldOut' } });
    // Full still books, onto the waitlist: the button says so, under the words why.
    const full = page.querySelector('[data-booking="full"]');
    expect(text(full?.querySelector('p'))).toBe('Every seat is taken: a booking joins the waitlist, and moves up as seats free.');
    const book = full?.querySelector('a[data-opens="book-seat"]');
    expect(text(book)).toBe('JOIN THE WAITLIST: Growth & Gains Conference');
    expect(book?.getAttribute('href')).toBe('/forms/booking?event=growth-gains-conference');
    // Never a count of seats left.
    expect(page.body.textContent).not.toMatch(/seats? left\b.*\d|\d+ seats? left/);
  });

  it('says a cancelled event is cancelled, with the note, in the page and in JSON-LD, and takes no booking', async () => {
    at('2027-02-09T03:30:00.000Z');
    const { page } = await renderedPage('/events/growth-gains-conference', { EventPage: { event: eventFixture({ cancelled: true, cancellationNote: 'The venue is closed for repairs.' }) } });
    expect(text(page.querySelector('[aria-labelledby="event-title"] [role="note"]'))).toBe('CancelledThe venue is closed for repairs.');
    expect(page.querySelector('[data-countdown]')).toBeNull();
    expect(page.querySelector('a[data-opens="book-seat"]')).toBeNull();
    expect(text(page.querySelector('[data-booking="cancelled"]'))).toBe('This event is cancelled: booking is closed.');
    expect(structuredDataOf(page)).toMatchObject({ eventStatus: 'https://schema.org/EventCancelled', offers: { availability: 'https://schema.org/Discontinued' } });
  });

  it('says a moved event moved, with its previous start, and JSON-LD calls it rescheduled', async () => {
    at('2027-02-09T03:30:00.000Z');
    const moved = eventFixture({ startsAt: '2027-02-17T03:30:00.000Z', endsAt: '2027-02-19T12:30:00.000Z', previousStartsAt: '2027-02-10T03:30:00.000Z' });
    const { page } = await renderedPage('/events/growth-gains-conference', { EventPage: { event: moved } });
    expect(text(page.querySelector('[aria-labelledby="event-title"] [role="note"]'))).toBe('New dateMoved: it was to start 10 February 2027, 9:00 AM India Standard Time.');
    expect(structuredDataOf(page)).toMatchObject({ eventStatus: 'https://schema.org/EventRescheduled', previousStartDate: '2027-02-10T09:00:00+05:30', startDate: '2027-02-17T09:00:00+05:30' });
  });

  it('says a past event is past: no countdown, no booking', async () => {
    at('2027-03-01T00:00:00.000Z');
    const { page } = await renderedPage('/events/growth-gains-conference', { EventPage: { event: eventFixture() } });
    expect(page.querySelector('[data-countdown]')).toBeNull();
    expect(page.querySelector('a[data-opens="book-seat"]')).toBeNull();
    expect(text(page.querySelector('[data-booking="past"]'))).toBe('This event has taken place: booking is closed.');
    expect(text(page.querySelector('[aria-labelledby="event-title"]'))).toContain('This event has taken place.');
  });

  it('says when booking opens, before it does', async () => {
    at('2027-02-01T00:00:00.000Z');
    const { page } = await renderedPage('/events/growth-gains-conference', { EventPage: { event: eventFixture({ bookingOpensAt: '2027-02-05T04:30:00.000Z' }) } });
    expect(page.querySelector('a[data-opens="book-seat"]')).toBeNull();
    expect(text(page.querySelector('[data-booking="not-yet"]'))).toBe('Booking opens 5 February 2027, 10:00 AM India Standard Time.');
    expect(structuredDataOf(page)).toMatchObject({ offers: { availability: 'https://schema.org/PreSale', validFrom: '2027-02-05T10:00:00+05:30' } });
  });

  it('shows the agenda with times on the event’s clocks and its speakers from the published profiles', async () => {
    at('2027-02-09T03:30:00.000Z');
    const agenda = [{ __typename: 'AgendaSession' as const, startsAt: '2027-02-10T04:00:00.000Z', endsAt: '2027-02-10T05:00:00.000Z', title: 'Opening keynote', speakerIds: ['UHJvZmlsZTox'] }];
    const profiles = [{ __typename: 'Profile', id: 'UHJvZmlsZTox', name: 'Dr. Nandini Krishnan', role: 'Chief Risk Officer, Indus Crest Bank', profileUrl: 'https://www.linkedin.com/in/nandini', portrait: 'dr-nandini-krishnan', bio: null, photoImage: null }];
    const { page } = await renderedPage('/events/growth-gains-conference', { EventPage: { event: eventFixture({ agenda }) }, EventSpeakers: { profiles } });
    const session = page.querySelector('[aria-labelledby="agenda-title"] li');
    expect(text(session)).toBe('9:30 AM – 10:30 AMOpening keynoteDr. Nandini Krishnan, Chief Risk Officer, Indus Crest Bank');
    expect(text(page.querySelector('[aria-labelledby="speakers-title"] h3'))).toBe('Dr. Nandini Krishnan');
  });

  it('answers 404 for an event that is not published, and says so', async () => {
    const notFound: ExecuteGraphQL = async (operation) =>
      /^\s*query\s+EventPage\b/.test(operation.query) ? { errors: [{ message: 'No such event', extensions: { code: 'NOT_FOUND' } }] } : buildTimeData(operation);
    const { status, html } = await renderDocument('/events/nothing-here', { template: '<head><!--app-head--></head><body><!--app-html--></body>' }, { graphql: notFound });
    expect(status).toBe(404);
    const page = new DOMParser().parseFromString(html, 'text/html');
    expect(text(page.querySelector('h1'))).toBe('This event is not here');
    expect(page.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain('noindex');
  });

  it('shows a draft through its signed preview link exactly as its page will look, under a banner, never indexed', async () => {
    at('2027-02-09T03:30:00.000Z');
    const { status, page } = await renderedPage('/preview/event/a-token', { EventPreviewPage: { eventPreview: eventFixture({ title: 'Draft Dinner' }) } });
    expect(status).toBe(200);
    expect(text(page.querySelector('h1'))).toBe('Draft Dinner');
    expect(text(page.querySelector('[role="status"]'))).toBe('Preview: this is how the page will look once published. Only people with this link can see it.');
    expect(countdownOf(page)).toBe('01:00:00:00');
    expect(page.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain('noindex');
    expect(page.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it('counts to the event’s start wherever its visitor is (issue P19 §4)', async () => {
    // A visitor in New York at 22:00 on 9 February 2027: 08:30 on the 10th in Bengaluru, half an hour before it opens.
    vi.stubEnv('TZ', 'America/New_York');
    at('2027-02-10T03:00:00Z');
    const { page } = await renderedPage('/events/growth-gains-conference', { EventPage: { event: eventFixture() } });
    expect(new Date().getHours()).toBe(22);
    expect(countdownOf(page)).toBe('00:00:30:00');
    document.body.innerHTML = page.body.innerHTML;
    vi.useFakeTimers({ now: new Date('2027-02-10T03:00:00Z') });
    startCountdowns([...document.querySelectorAll<HTMLElement>('[data-countdown]')]);
    vi.advanceTimersByTime(1000);
    expect(countdownOf(document)).toBe('00:00:29:59');
    vi.advanceTimersByTime(29 * 60 * 1000 + 59 * 1000);
    // At the start the numbers give way to the words beside them.
    expect(document.querySelector<HTMLElement>('[data-countdown]')?.hidden).toBe(true);
    expect(document.querySelector<HTMLElement>('[data-countdown-over]')?.hidden).toBe(false);
  });
});

describe('Book Your Seat on its own page, /forms/booking?event=<slug> (without scripts)', () => {
  const QUESTIONS = { BookingQuestions: { event: { __typename: 'Event', id: 'RXZlbnQ6MQ==', questions: ['Dietary needs?', 'Which session interests you most?'] } } };
  const fieldOf = (page: Document, name: string) => page.querySelector<HTMLInputElement>(`form input[name="${name}"]`);
  const labelOf = (page: Document, input: HTMLInputElement | null) => text(page.querySelector(`label[for="${input?.id}"]`));

  it('renders a field for each of the event\'s questions, optional, in their order, and gives them to the form\'s island', async () => {
    const { status, page } = await renderedPage('/forms/booking?event=growth-gains-conference', QUESTIONS);
    expect(status).toBe(200);
    const answers = [fieldOf(page, 'answer1'), fieldOf(page, 'answer2')];
    expect(answers.map((input) => labelOf(page, input))).toEqual(['Dietary needs? (optional)', 'Which session interests you most? (optional)']);
    expect(answers.map((input) => input?.required)).toEqual([false, false]);
    expect(fieldOf(page, 'answer3')).toBeNull();
    expect(islandPropsOf<{ event: string; questions: string[] }>(page, 'seat-booking-form')).toMatchObject({ event: 'growth-gains-conference', questions: ['Dietary needs?', 'Which session interests you most?'] });
  });

  it('sends the posted answers in their order, and shows them again when the server refuses the booking', async () => {
    const sent: Record<string, unknown>[] = [];
    const execute: ExecuteGraphQL = async (operation) => {
      if (/^\s*mutation\s+BookSeat/.test(operation.query)) {
        sent.push(operation.variables ?? {});
        return { data: null, errors: [{ message: 'Booking for this event is closed.', extensions: { code: 'BAD_USER_INPUT' } }] };
      }
      return /^\s*query\s+BookingQuestions/.test(operation.query) ? { data: QUESTIONS.BookingQuestions } : buildTimeData(operation);
    };
    const post = { fields: Object.entries({ firstName: 'Nisha', lastName: 'Menon', email: 'nisha@example.com', country: 'IN', phoneNumber: '9845012345', numberOfTickets: '2', answer1: '', answer2: 'Panels', website: '' }), uploads: [] };
    const { status, html } = await renderFormPost('/forms/booking?event=growth-gains-conference', post, { template: '<head><!--app-head--></head><body><!--app-html--></body>' }, { graphql: execute });
    expect(status).toBe(400);
    expect(sent).toEqual([{ input: expect.objectContaining({ event: 'growth-gains-conference', seats: 2, answers: ['', 'Panels'] }) }]);
    const page = new DOMParser().parseFromString(html, 'text/html');
    expect(text(page.querySelector('[role="alert"]'))).toBe('Booking for this event is closed.');
    expect([fieldOf(page, 'answer1')?.value, fieldOf(page, 'answer2')?.value, fieldOf(page, 'email')?.value]).toEqual(['', 'Panels', 'nisha@example.com']);
  });
});
