import { Button, Flex, Text, chakra } from '@chakra-ui/react';
import { Ban, CalendarClock, Ticket } from 'lucide-react';
import { eventMoment } from './eventDates';
import { EVENT_LABELS, bookSeatButton, bookingStateOf, type BookableEvent, type BookingState } from './events';

/*
 * "Book Your Seat" and the small labels of an event's card: what the carousel island needs, apart
 * from the countdown (a behaviour of its own, loaded only where a page counts down).
 */

/** Why a seat cannot be booked, in words; null while it can. */
export function bookingNote(state: BookingState, event: BookableEvent & { timeZone: string }): string | null {
  switch (state) {
    case 'open':
      return null;
    case 'not-yet':
      return EVENT_LABELS.bookingNotYet(eventMoment(event.bookingOpensAt ?? event.startsAt, event.timeZone));
    case 'closed':
      return EVENT_LABELS.bookingClosed;
    case 'full':
      return EVENT_LABELS.bookingFull;
    case 'past':
      return EVENT_LABELS.bookingPast;
    case 'cancelled':
      return EVENT_LABELS.bookingCancelled;
  }
}

/** What "Book Your Seat" shows for an event: its state and, unless booking is open, why not. Plain data, for islands' props too. */
export interface BookingView {
  slug: string;
  title: string;
  state: BookingState;
  note: string | null;
}

export const bookingViewOf = (event: BookableEvent & { slug: string; title: string; timeZone: string }, now: Date): BookingView => {
  const state = bookingStateOf(event, now);
  return { slug: event.slug, title: event.title, state, note: bookingNote(state, event) };
};

/**
 * "Book Your Seat" for one event: a link to its booking page (it works without scripts), which
 * opens the booking form over the page once they run (`data-opens="book-seat"`, the event in
 * `data-event`). While booking is not open, the words saying why instead.
 */
export function BookSeat({
  booking,
  label,
  size = 'xl',
  palette = 'brand',
  tone = 'light',
}: {
  booking: BookingView;
  label: string;
  size?: 'lg' | 'xl';
  palette?: 'brand' | 'mint';
  tone?: 'light' | 'dark';
}) {
  // A full event still books, onto its waitlist: the button says so, under the words why.
  const full = booking.state === 'full';
  if (booking.note && !full) {
    return (
      <Flex align="flex-start" gap="2" color={tone === 'dark' ? 'ink.200' : 'fg.muted'} fontWeight="600" data-booking={booking.state}>
        {booking.state === 'not-yet' ? <CalendarClock aria-hidden size={20} style={{ flexShrink: 0, marginTop: 2 }} /> : <Ban aria-hidden size={20} style={{ flexShrink: 0, marginTop: 2 }} />}
        <span>{booking.note}</span>
      </Flex>
    );
  }
  const button = (
    <Button asChild size={size} colorPalette={palette}>
      <a {...bookSeatButton(booking.slug)}>
        <Ticket aria-hidden /> {full ? EVENT_LABELS.joinWaitlist : label}
        <chakra.span srOnly>: {booking.title}</chakra.span>
      </a>
    </Button>
  );
  if (!full) return button;
  return (
    <Flex direction="column" align="flex-start" gap="3" data-booking="full">
      <Text color={tone === 'dark' ? 'ink.200' : 'fg.muted'} fontWeight="600">
        {booking.note}
      </Text>
      {button}
    </Flex>
  );
}

/** A small label on a card: Cancelled, New date, Past event, Happening now. */
export function StageBadge({ children, tone }: { children: string; tone: 'red' | 'orange' | 'gray' | 'mint' }) {
  const colours = { red: ['red.600', 'white'], orange: ['orange.400', 'ink.950'], gray: ['ink.700', 'white'], mint: ['mint.400', 'ink.950'] } as const;
  const [bg, color] = colours[tone];
  return (
    <Text as="span" display="inline-block" bg={bg} color={color} fontSize="xs" fontWeight="800" textTransform="uppercase" letterSpacing="0.06em" px="2.5" py="1" rounded="full">
      {children}
    </Text>
  );
}
