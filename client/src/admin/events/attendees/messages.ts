import type { Attendee_BookingFragment as Booking } from '../../gql/graphql';

/** What the attendees and check-in screens say beyond the server's own messages (`BOOKING_ADMIN_MESSAGES`). */
export const ATTENDEES_MESSAGES = {
  loadFailed: 'Failed to load the bookings. Please try again.',
  eventLoadFailed: 'Failed to load the event. Please try again.',
  doorLoadFailed: 'The list of booked people could not be loaded: check the connection, then reload it.',
  changeFailed: 'The booking could not be changed. Please try again.',
  exportFailed: 'The export could not be started. Please try again.',
  noBookings: 'No bookings in this list.',
  noMatches: 'No bookings match this search.',
  nobodyBooked: 'Nobody is booked yet.',
  nobodyFound: (search: string) => `Nobody booked matches “${search.trim()}”.`,
  checkedInCount: (checkedIn: number, all: number) => `${checkedIn} of ${all} checked in`,
  waiting: (count: number) => (count === 1 ? '1 check-in waits to be sent: it goes when the connection is back.' : `${count} check-ins wait to be sent: they go when the connection is back.`),
  offline: 'No connection: check-ins are kept on this phone and sent when it is back.',
  /** A refused check-in of someone no longer in the loaded list (the queue keeps no names). */
  someCheckIn: 'A check-in',
  confirmCancel: (name: string) => `Cancel ${name}’s booking? They are emailed, and their seats go to the next person on the waitlist.`,
  confirmDecline: (name: string) => `Decline ${name}’s booking? They are emailed that it was not accepted.`,
} as const;

/** A person's name as the lists show it ("Aarav K. Sharma"). */
export const attendeeName = (booking: Pick<Booking, 'firstName' | 'middleName' | 'lastName'>) => [booking.firstName, booking.middleName, booking.lastName].filter(Boolean).join(' ');

/** Lowercase, without accents: "José" is found by "jose". */
const folded = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

/** Whether every word typed is in the person's name or company (the door's search, in the loaded list). */
export function matchesSearch(booking: Pick<Booking, 'firstName' | 'middleName' | 'lastName' | 'companyName' | 'email'>, search: string): boolean {
  const words = folded(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = folded(`${attendeeName(booking)} ${booking.companyName ?? ''} ${booking.email}`);
  return words.every((word) => haystack.includes(word));
}
