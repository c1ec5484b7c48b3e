import { requiredEmail } from './email.js';
import { phoneDigits } from './phone.js';
import { allOf, isBlank, oneLine, optionalText, type Rule } from './rule.js';

/**
 * Seat bookings of the events the team runs (issue P21 "Booking a seat"): what a booking holds,
 * where it stands, and every word the form, its answers, the back office and the API say about it.
 * Shared by the server and the client (`@rules/bookings`).
 */

/**
 * Where a booking stands. `booked` holds its seats; `waitlisted` waits, in order, for seats to
 * free; `pending_approval` waits for the team (events that need approval); `declined` the team
 * said no; `cancelled` the person (or the team) called it off; `attended` checked in at the door
 * (still holds its seats).
 */
export const BOOKING_STATUSES = ['booked', 'waitlisted', 'pending_approval', 'declined', 'cancelled', 'attended'] as const;
export type BookingStatusValue = (typeof BOOKING_STATUSES)[number];

/** A live booking: one per person and event; the others (declined, cancelled) leave the place free to book again. */
export const LIVE_BOOKING_STATUSES = ['booked', 'waitlisted', 'pending_approval', 'attended'] as const satisfies readonly BookingStatusValue[];
/** The statuses whose seats count against the event's capacity. */
export const SEATED_BOOKING_STATUSES = ['booked', 'attended'] as const satisfies readonly BookingStatusValue[];

export const isBookingStatus = (value: unknown): value is BookingStatusValue => typeof value === 'string' && (BOOKING_STATUSES as readonly string[]).includes(value);
export const isLiveBooking = (status: BookingStatusValue) => (LIVE_BOOKING_STATUSES as readonly string[]).includes(status);
export const isSeated = (status: BookingStatusValue) => (SEATED_BOOKING_STATUSES as readonly string[]).includes(status);

export const BOOKING_STATUS_LABELS: Readonly<Record<BookingStatusValue, string>> = {
  booked: 'Booked',
  waitlisted: 'Waitlisted',
  pending_approval: 'Awaiting approval',
  declined: 'Declined',
  cancelled: 'Cancelled',
  attended: 'Attended',
};

/**
 * What the team may set a booking to (`setBookingStatus`): book (approve, or move up from the
 * waitlist: only when its seats fit), waitlist (to the end of the list), decline, cancel. Checking
 * in is `checkInBooking`; awaiting approval is where a booking starts, never where it is moved.
 */
export const SETTABLE_BOOKING_STATUSES = ['booked', 'waitlisted', 'declined', 'cancelled'] as const satisfies readonly BookingStatusValue[];
export type SettableBookingStatus = (typeof SETTABLE_BOOKING_STATUSES)[number];

/**
 * How an event's seats stand, as visitors are told (never a count): `AVAILABLE`, `LIMITED` (few
 * left: at most `LIMITED_SEATS.seats`, or at most a tenth of the room), `FULL` (the waitlist only).
 */
export const EVENT_AVAILABILITIES = ['AVAILABLE', 'LIMITED', 'FULL'] as const;
export type EventAvailabilityValue = (typeof EVENT_AVAILABILITIES)[number];

/** Few seats left: this many or fewer, or this share of the capacity or less. */
export const LIMITED_SEATS = { seats: 5, share: 0.1 } as const;

/** The coarse availability of `capacity` seats of which `seated` are held (booked or attended). */
export function eventAvailabilityOf(capacity: number, seated: number): EventAvailabilityValue {
  const free = capacity - seated;
  if (free <= 0) return 'FULL';
  return free <= Math.max(LIMITED_SEATS.seats, Math.floor(capacity * LIMITED_SEATS.share)) ? 'LIMITED' : 'AVAILABLE';
}

export const BOOKING_LIMITS = {
  /** Number of Tickets (spec section 9). */
  seatsMin: 1,
  seatsMax: 10,
  nameMax: 100,
  companyMax: 200,
  designationMax: 100,
  countryMax: 100,
  phoneMinDigits: 6,
  phoneMaxDigits: 15,
  /** An event asks at most this many questions of each booker. */
  questionsMax: 5,
  questionMax: 200,
  answerMax: 1000,
} as const;

export const BOOKING_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  phoneTooShort: 'Phone number is too short',
  phoneTooLong: 'Phone number is too long',
  seatsInvalid: `Number of tickets must be a whole number from ${BOOKING_LIMITS.seatsMin} to ${BOOKING_LIMITS.seatsMax}`,
  tooManyAnswers: 'There are more answers than the event has questions',
  answerTooLong: `Each answer must be at most ${BOOKING_LIMITS.answerMax} characters`,
  eventNotFound: 'Event not found',
  /** The event is not taking bookings now: cancelled, over, or outside its booking window. */
  eventCancelled: 'This event is cancelled: it takes no bookings.',
  bookingNotOpen: 'Booking for this event has not opened yet.',
  bookingClosed: 'Booking for this event is closed.',
  /**
   * A second live booking of one address for one event: said as plainly as the newsletter says an
   * address is already subscribed (the same trade-off: the person who typed their own address must
   * know why nothing happened). Nothing is changed and nothing is mailed.
   */
  alreadyBooked: 'This email address already has a booking for this event. To change it, cancel it with the link in your confirmation email and book again.',
  booked: 'Your seat is booked. A confirmation email with a calendar invitation is on its way.',
  waitlisted: 'The event is full, so you are on the waitlist. We will email you if a seat frees up.',
  pendingApproval: 'Thank you: your booking awaits the organisers\' approval. We will email you when they decide.',
  failed: 'Failed to book your seat. Please try again.',
} as const;

/** What the form says of each outcome (`bookSeat`'s `message`). */
export const BOOKING_OUTCOME_MESSAGES: Readonly<Record<'booked' | 'waitlisted' | 'pending_approval', string>> = {
  booked: BOOKING_MESSAGES.booked,
  waitlisted: BOOKING_MESSAGES.waitlisted,
  pending_approval: BOOKING_MESSAGES.pendingApproval,
};

/** The personal cancel link's page (`/events/<slug>/bookings/cancel?token=…`): asks, then cancels on its button's post. */
export const BOOKING_CANCEL_PAGES = {
  ask: { title: 'Cancel your booking', message: (event: string, seats: number) => `Cancel your booking for ${event}? Your ${seats === 1 ? 'seat goes' : 'seats go'} to the next person on the waitlist.`, button: 'Cancel my booking' },
  done: { title: 'Booking cancelled', message: (event: string) => `Your booking for ${event} is cancelled. A confirmation is on its way to your inbox.` },
  already: { title: 'Booking already cancelled', message: 'This booking is already cancelled (or was declined): there is nothing more to do.' },
  invalid: { title: 'Link not valid', message: 'This cancel link is not valid. It may have been changed or cut short; please use the link from your email.' },
} as const;

/** The back office's words about bookings; the server answers with the same. */
export const BOOKING_ADMIN_MESSAGES = {
  notFound: 'Booking not found',
  statusSet: (status: BookingStatusValue) => `Booking moved to ${BOOKING_STATUS_LABELS[status]}`,
  approvedButFull: 'Approved, but the event is full: the booking is on the waitlist',
  unchanged: 'The booking already has this status',
  noRoom: 'Not enough free seats for this booking: raise the capacity or free seats first',
  cannotCheckIn: 'Only a booked seat can be checked in',
  checkedIn: 'Checked in',
  alreadyCheckedIn: 'Already checked in',
  cannotMove: (from: BookingStatusValue, to: BookingStatusValue) => `A booking that is ${BOOKING_STATUS_LABELS[from].toLowerCase()} cannot be moved to ${BOOKING_STATUS_LABELS[to].toLowerCase()}`,
  cancelled: 'Booking cancelled',
  addressBookedAgain: 'This person has booked this event again since: that booking is the live one (cancel it first to bring this one back)',
  statusInvalid: `status must be one of ${SETTABLE_BOOKING_STATUSES.join(', ')}`,
  tokenOrId: 'Give either the token of the cancel link or the booking id, not both',
} as const;

const required = (message: string): Rule => (value) => (isBlank(value) ? message : null);

/** The form's fields, each checked alone (browser and server). */
export const bookingRules = {
  firstName: allOf(required(BOOKING_MESSAGES.firstNameRequired), optionalText('First name', BOOKING_LIMITS.nameMax)),
  middleName: optionalText('Middle name', BOOKING_LIMITS.nameMax),
  lastName: allOf(required(BOOKING_MESSAGES.lastNameRequired), optionalText('Last name', BOOKING_LIMITS.nameMax)),
  companyName: optionalText('Company name', BOOKING_LIMITS.companyMax),
  designation: optionalText('Designation', BOOKING_LIMITS.designationMax),
  email: requiredEmail(BOOKING_MESSAGES.emailRequired, BOOKING_MESSAGES.emailInvalid),
  country: optionalText('Country', BOOKING_LIMITS.countryMax),
  // One line first: a number without digits counts as none given, but a line break in it is never stored (P16).
  phoneNumber: allOf(oneLine('Phone number'), phoneDigits(BOOKING_LIMITS.phoneMinDigits, BOOKING_LIMITS.phoneMaxDigits, { tooShort: BOOKING_MESSAGES.phoneTooShort, tooLong: BOOKING_MESSAGES.phoneTooLong })),
  seats: ((value) => {
    const seats = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
    return Number.isInteger(seats) && (seats as number) >= BOOKING_LIMITS.seatsMin && (seats as number) <= BOOKING_LIMITS.seatsMax ? null : BOOKING_MESSAGES.seatsInvalid;
  }) satisfies Rule,
  answer: ((value) => (typeof value === 'string' && value.length > BOOKING_LIMITS.answerMax ? BOOKING_MESSAGES.answerTooLong : null)) satisfies Rule,
  pronoun: allOf(optionalText('Pronoun', 40), oneLine('Pronoun')),
} as const;

/** An event's booking questions (`questions`): at most 5 labels, each one line of at most 200 characters. */
export const bookingQuestionsRule: Rule = (value) => {
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value) || value.some((question) => typeof question !== 'string')) return 'questions must be a list of texts';
  if (value.length > BOOKING_LIMITS.questionsMax) return `An event may ask at most ${BOOKING_LIMITS.questionsMax} questions`;
  return value.map((question) => optionalText('Question', BOOKING_LIMITS.questionMax)(question)).find(Boolean) ?? null;
};

/** Whether an event takes bookings at `now`: none once cancelled or over, nor outside its booking window. The refusal's words, or null. */
export function bookingClosedReason(event: { cancelledAt: Date | null; endsAt: Date; bookingOpensAt: Date | null; bookingClosesAt: Date | null }, now: Date): string | null {
  if (event.cancelledAt) return BOOKING_MESSAGES.eventCancelled;
  if (event.bookingOpensAt && now < event.bookingOpensAt) return BOOKING_MESSAGES.bookingNotOpen;
  if ((event.bookingClosesAt && now >= event.bookingClosesAt) || now >= event.endsAt) return BOOKING_MESSAGES.bookingClosed;
  return null;
}

/** Reminders before an event's start, each sent once: 24 hours and 1 hour before. */
export const BOOKING_REMINDERS = [
  { key: '24h', before: 24 * 3_600_000, column: 'reminder_24h_sent_at', says: 'tomorrow' },
  { key: '1h', before: 3_600_000, column: 'reminder_1h_sent_at', says: 'in an hour' },
] as const;
