import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional } from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';
import { GuardedInput } from '../../domain/form-guard.js';
import { RequiredId, Satisfies, SatisfiesEmail } from '../../domain/validation.js';
import { graphqlEnum } from '../../graphql/enums.js';
import { BOOKING_ADMIN_MESSAGES, BOOKING_LIMITS, EVENT_AVAILABILITIES, LIMITED_SEATS, type EventAvailabilityValue, BOOKING_STATUSES, BOOKING_STATUS_LABELS, SETTABLE_BOOKING_STATUSES, bookingRules, type BookingStatusValue, type SettableBookingStatus } from '../../rules/bookings.js';
import { PRONOUN_FIELD_DESCRIPTION } from '../../rules/person.js';

export const BookingStatus = graphqlEnum('BookingStatus', BOOKING_STATUSES, {
  description: 'Where a seat booking stands.',
  values: {
    booked: `${BOOKING_STATUS_LABELS.booked}: holds its seats; the person was sent the calendar invitation.`,
    waitlisted: `${BOOKING_STATUS_LABELS.waitlisted}: waits, in order, for seats to free; moved up (and emailed) when its seats fit.`,
    pending_approval: `${BOOKING_STATUS_LABELS.pending_approval}: the event needs approval; the team approves (books, or waitlists when full) or declines.`,
    declined: `${BOOKING_STATUS_LABELS.declined}: the team said no.`,
    cancelled: `${BOOKING_STATUS_LABELS.cancelled}: by the person's cancel link or by the team.`,
    attended: `${BOOKING_STATUS_LABELS.attended}: checked in at the door (still holds its seats).`,
  },
});
export type BookingStatus = BookingStatusValue;

export const EventAvailability = graphqlEnum('EventAvailability', EVENT_AVAILABILITIES, {
  description: "How an event's seats stand, as visitors are told: never how many.",
  values: {
    AVAILABLE: 'Seats are free.',
    LIMITED: `Few seats are left: at most ${LIMITED_SEATS.seats}, or at most a tenth of the room.`,
    FULL: 'Every seat is taken: a booking goes on the waitlist.',
  },
});
export type EventAvailability = EventAvailabilityValue;

@InputType('BookSeatInput', { description: 'What `bookSeat` takes: the event, and the fields of the "Book Your Seat" form.' })
export class BookSeatInput extends GuardedInput {
  @Field(() => String, { description: "The event's slug (its page's address, `/events/<slug>`): a published event taking bookings." })
  @Satisfies((value) => (typeof value === 'string' && value.trim() !== '' && value.length <= 200 ? null : 'event is required'))
  event!: string;

  @Field(() => String, { nullable: true, description: PRONOUN_FIELD_DESCRIPTION })
  @Satisfies(bookingRules.pronoun)
  pronoun?: string | null;

  @Field(() => String, { description: `Required; one line of at most ${BOOKING_LIMITS.nameMax} characters.` })
  @Satisfies(bookingRules.firstName)
  firstName!: string;

  @Field(() => String, { nullable: true, description: `Optional; one line of at most ${BOOKING_LIMITS.nameMax} characters.` })
  @Satisfies(bookingRules.middleName)
  middleName?: string | null;

  @Field(() => String, { description: `Required; one line of at most ${BOOKING_LIMITS.nameMax} characters.` })
  @Satisfies(bookingRules.lastName)
  lastName!: string;

  @Field(() => String, { nullable: true, description: `Optional; one line of at most ${BOOKING_LIMITS.companyMax} characters.` })
  @Satisfies(bookingRules.companyName)
  companyName?: string | null;

  @Field(() => String, { nullable: true, description: `Optional: the person's role, one line of at most ${BOOKING_LIMITS.designationMax} characters.` })
  @Satisfies(bookingRules.designation)
  designation?: string | null;

  @Field(() => String, { description: 'Required: where the confirmation, the calendar invitation and the cancel link go. One booking per address and event (compared normalised).' })
  @SatisfiesEmail(bookingRules.email)
  email!: string;

  @Field(() => String, { nullable: true, description: `Optional: the country's name, at most ${BOOKING_LIMITS.countryMax} characters.` })
  @Satisfies(bookingRules.country)
  country?: string | null;

  @Field(() => String, { nullable: true, description: `Optional: the phone number with its calling code (+91 98765 43210), ${BOOKING_LIMITS.phoneMinDigits} to ${BOOKING_LIMITS.phoneMaxDigits} digits.` })
  @Satisfies(bookingRules.phoneNumber)
  phoneNumber?: string | null;

  @Field(() => Int, { description: `Number of Tickets: ${BOOKING_LIMITS.seatsMin} to ${BOOKING_LIMITS.seatsMax}.` })
  @IsInt({ message: bookingRules.seats(null) ?? '' })
  @Satisfies(bookingRules.seats)
  seats!: number;

  @Field(() => [String], { nullable: true, description: `The answers to the event's questions (its \`bookingQuestions\`), in their order; at most ${BOOKING_LIMITS.answerMax} characters each.` })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(BOOKING_LIMITS.questionsMax)
  @Satisfies((value) => (Array.isArray(value) ? (value.map(bookingRules.answer).find(Boolean) ?? null) : null))
  answers?: string[] | null;
}

@InputType('CancelBookingInput', { description: "What `cancelBooking` takes: the token of the booking's personal cancel link (from its emails)." })
export class CancelBookingInput {
  @Field(() => String, { description: 'The `token` of the cancel link.' })
  @Satisfies((value) => (typeof value === 'string' && value.trim() !== '' && value.length <= 200 ? null : 'token is required'))
  token!: string;
}

@InputType('SetBookingStatusInput', { description: 'What `setBookingStatus` takes: the booking, and the list to move it to.' })
export class SetBookingStatusInput {
  @Field(() => ID, { description: "The booking's global id." })
  @RequiredId()
  id!: string;

  @Field(() => BookingStatus, { description: `One of ${SETTABLE_BOOKING_STATUSES.join(', ')}: booked approves (or moves up: only when its seats fit), waitlisted puts it at the end of the waitlist, declined and cancelled free its seats. Checking in is \`checkInBooking\`.` })
  @IsIn(SETTABLE_BOOKING_STATUSES, { message: BOOKING_ADMIN_MESSAGES.statusInvalid })
  status!: SettableBookingStatus;
}

@InputType('CheckInBookingInput', { description: 'What `checkInBooking` takes: the booking, and when the door checked it in.' })
export class CheckInBookingInput {
  @Field(() => ID, { description: "The booking's global id." })
  @RequiredId()
  id!: string;

  @Field(() => Date, { nullable: true, description: 'When the door checked the person in, for a check-in sent late (a phone catching up after losing its connection). Kept between the booking and now; none: now.' })
  @IsOptional()
  at?: Date | null;
}
