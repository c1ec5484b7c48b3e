import type { EventAvailabilityValue } from '@rules/bookings';
import { formPath } from '../forms/formPages';
import { opensForm } from '../islands/overlays';

/*
 * The events pages' paths, labels and what they work out from an event (whether it takes bookings,
 * the seats' availability): no queries here, so the islands that need it stay small
 * (`eventQueries.ts` has the pages' fragments).
 */

/** Where the events live: the list, and each event's page `/events/<slug>`. */
export const EVENTS_PATH = '/events';
export const eventPath = (slug: string) => `${EVENTS_PATH}/${slug}`;
/** The booking form's own page (`/forms/booking?event=<slug>`): where "Book Your Seat" leads before (or without) the page's scripts. */
export const bookingPath = (slug: string) => formPath('booking', { event: slug });

/**
 * The attributes of a Book Your Seat button for the event `slug`: a link to the form's own page
 * that, once the page's script runs, opens the dialog for that event instead (`data-event`).
 */
export const bookSeatButton = (slug: string) => opensForm('book-seat', bookingPath(slug), { event: slug });

/** How many events of each section the Events page shows. */
export const UPCOMING_SHOWN = 12;
export const PAST_SHOWN = 12;

/** The events pages' labels (layout words; the events' own words come from the back office, the sections' from Page Texts). */
export const EVENT_LABELS = {
  toUpcoming: 'See upcoming events',
  /** The gallery's strip of pictures (it scrolls sideways where it does not move with the page). */
  galleryLabel: 'Pictures from past events',
  next: 'Next up',
  readMore: 'Read More',
  whenLabel: 'WHEN',
  whereLabel: 'WHERE',
  formatLabel: 'FORMAT',
  seatsLabel: 'SEATS',
  previous: 'Previous event',
  nextEvent: 'Next event',
  pause: 'Pause the events',
  play: 'Play the events',
  orderTickets: 'ORDER TICKETS NOW',
  bookSeat: 'BOOK YOUR SEAT NOW',
  countdownLabel: (title: string) => `${title} starts in`,
  countdownUnits: { days: 'Days', hours: 'Hours', minutes: 'Minutes', seconds: 'Seconds' },
  startedNow: 'It has started: see you there.',
  underWay: 'Happening now',
  past: 'Past event',
  pastNote: 'This event has taken place.',
  cancelled: 'Cancelled',
  cancelledNote: 'This event is cancelled.',
  moved: (previous: string) => `Moved: it was to start ${previous}.`,
  movedBadge: 'New date',
  noUpcoming: 'No events are scheduled just now. Follow us or subscribe to the newsletter to hear about the next one.',
  noPast: 'No past events yet.',
  online: 'Online: the link is sent to everyone booked.',
  map: 'Open in OpenStreetMap',
  mapWhat: (venue: string) => `: ${venue} (opens a new tab)`,
  agendaEyebrow: 'Agenda',
  agendaTitle: 'The programme',
  agendaZone: (zone: string) => `All times are ${zone}, where the event takes place.`,
  speakersEyebrow: 'Speakers',
  speakersTitle: 'Who you will hear from',
  aboutEyebrow: 'About the event',
  detailsLabel: 'The event at a glance',
  bookingLabel: 'Countdown and booking',
  figuresLabel: 'Our events in numbers',
  allEvents: 'All events',
  seats: (capacity: number) => `${capacity.toLocaleString('en-IN')} seats`,
  availability: {
    InStock: 'Seats available',
    LimitedAvailability: 'Few seats left',
    SoldOut: 'Fully booked',
    PreSale: 'Booking opens soon',
    OutOfStock: 'Booking closed',
    Discontinued: 'Not taking bookings',
  },
  bookingNotYet: (opens: string) => `Booking opens ${opens}.`,
  bookingClosed: 'Booking for this event has closed.',
  bookingPast: 'This event has taken place: booking is closed.',
  bookingCancelled: 'This event is cancelled: booking is closed.',
  bookingFull: 'Every seat is taken: a booking joins the waitlist, and moves up as seats free.',
  /** The booking button of a full event. */
  joinWaitlist: 'JOIN THE WAITLIST',
  needsApproval: 'The team confirms each booking by email.',
  notFoundTitle: 'This event is not here',
  notFound: 'It may have moved or been taken down. The upcoming events are one click away.',
  unavailable: 'The events could not be loaded just now. Please try again in a moment.',
  previewBanner: 'Preview: this is how the page will look once published. Only people with this link can see it.',
  previewInvalid: 'This preview link does not work',
  eventsTitle: 'Events',
} as const;

/** What deciding whether and how an event takes bookings reads. */
export interface BookableEvent {
  startsAt: string;
  endsAt: string;
  capacity: number;
  /** How its seats stand, as the server tells visitors (never a count): `Event.availability`. */
  availability: EventAvailabilityValue;
  bookingOpensAt: string | null;
  bookingClosesAt: string | null;
  cancelled: boolean;
}

/** Where an event stands for a visitor at `now`. */
export type EventStage = 'cancelled' | 'past' | 'under-way' | 'upcoming';

export function stageOf(event: Pick<BookableEvent, 'startsAt' | 'endsAt' | 'cancelled'>, now: Date): EventStage {
  if (event.cancelled) return 'cancelled';
  if (new Date(event.endsAt) <= now) return 'past';
  return new Date(event.startsAt) <= now ? 'under-way' : 'upcoming';
}

/** Whether a seat can be booked at `now`, and why not. */
export type BookingState = 'open' | 'not-yet' | 'closed' | 'full' | 'past' | 'cancelled';

/**
 * Whether a seat can be booked at `now`: the seats as the server says they stand
 * (`availability`) is the one place the pages and the structured data's `offers` read them from.
 * A full event still takes bookings: onto its waitlist.
 */
export function bookingStateOf(event: BookableEvent, now: Date): BookingState {
  const stage = stageOf(event, now);
  if (stage === 'cancelled' || stage === 'past') return stage;
  if (event.bookingOpensAt && new Date(event.bookingOpensAt) > now) return 'not-yet';
  // Booking closes at its own time, or when the event ends.
  if (event.bookingClosesAt && new Date(event.bookingClosesAt) <= now) return 'closed';
  return event.availability === 'FULL' ? 'full' : 'open';
}

/** schema.org's `ItemAvailability` of the seats (`offers.availability`), and the words a page shows for it. */
export type SeatAvailability = keyof typeof EVENT_LABELS.availability;

export function availabilityOf(event: BookableEvent, now: Date): SeatAvailability {
  const state = bookingStateOf(event, now);
  if (state === 'cancelled' || state === 'past') return 'Discontinued';
  if (state === 'not-yet') return 'PreSale';
  if (state === 'closed') return 'OutOfStock';
  if (state === 'full') return 'SoldOut';
  return event.availability === 'LIMITED' ? 'LimitedAvailability' : 'InStock';
}

/**
 * The next moment the page showing these events stops being right with no change of their data:
 * an event starts or ends, or booking opens or closes. The server renders a kept page again then.
 */
export function nextChangeOf(events: readonly Pick<BookableEvent, 'startsAt' | 'endsAt' | 'bookingOpensAt' | 'bookingClosesAt'>[], now: Date): Date | undefined {
  const moments = events
    .flatMap((event) => [event.startsAt, event.endsAt, event.bookingOpensAt, event.bookingClosesAt])
    .filter((iso): iso is string => iso !== null)
    .map((iso) => new Date(iso).getTime())
    .filter((time) => time > now.getTime());
  return moments.length > 0 ? new Date(Math.min(...moments)) : undefined;
}

/** A plain link to the map point on OpenStreetMap: no embed, no script of theirs. */
export const mapLinkOf = ({ latitude, longitude }: { latitude: number; longitude: number }): string =>
  `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;

/** The venue on one line: "The Trident, Nariman Point, Mumbai 400021". */
export const venueLine = (venue: { name: string; addressLines: readonly string[] } | null, online: string): string => (venue ? [venue.name, ...venue.addressLines].join(', ') : online);
