import { Field, ID, Int, ObjectType } from 'type-graphql';
import { nodeFrom } from '../../graphql/records.js';
import { connectionOf, Node, toGlobalId } from '../../graphql/relay.js';
import { HeldNode } from '../../graphql/spam.js';
import { BookingStatus } from './bookings.input.js';
import { bookingRecord } from './bookings.record.js';

@ObjectType('EventBooking', { implements: Node, description: "A person's seats at an event (issue P21)." })
export class EventBooking extends HeldNode {
  @Field(() => ID, { description: "The event's global id." })
  eventId!: string;

  @Field(() => String, { nullable: true, description: 'The pronoun the person chose; null when none was given.' })
  pronoun!: string | null;

  @Field(() => String, { description: 'The first name, as typed (trimmed).' })
  firstName!: string;

  @Field(() => String, { nullable: true, description: 'The middle name; null when none was given.' })
  middleName!: string | null;

  @Field(() => String, { description: 'The last name, as typed (trimmed).' })
  lastName!: string;

  @Field(() => String, { nullable: true, description: 'The company; null when none was given.' })
  companyName!: string | null;

  @Field(() => String, { nullable: true, description: 'The role (designation); null when none was given.' })
  designation!: string | null;

  @Field(() => String, { description: 'The email address, normalised.' })
  email!: string;

  @Field(() => String, { nullable: true, description: "The country's name; null when none was given." })
  country!: string | null;

  @Field(() => String, { nullable: true, description: 'The phone number; null when none was given.' })
  phoneNumber!: string | null;

  @Field(() => Int, { description: 'How many seats (Number of Tickets).' })
  seats!: number;

  @Field(() => [String], { description: "The answers to the event's questions, in their order (empty text when not answered)." })
  answers!: string[];

  @Field(() => BookingStatus, { description: 'Where the booking stands.' })
  status!: BookingStatus;

  @Field(() => Date, { nullable: true, description: 'When it went on the waitlist (its place in it); null when not waitlisted.' })
  waitlistedAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When it was checked in at the door; null until then.' })
  checkedInAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When it was cancelled; null unless cancelled.' })
  cancelledAt!: Date | null;

  @Field(() => Date, { description: 'When it was made.' })
  createdAt!: Date;
}

export const toEventBooking = nodeFrom(EventBooking, bookingRecord, { fields: { eventId: (record) => toGlobalId('Event', record.eventId) } });

export const EventBookingConnection = connectionOf(EventBooking);

@ObjectType('BookSeatPayload', { description: 'What `bookSeat` answers: where the booking landed, and what to tell the visitor.' })
export class BookSeatPayload {
  @Field(() => Boolean, { description: 'Always true: a refused booking is an error instead.' })
  success!: boolean;

  @Field(() => BookingStatus, { description: 'booked, waitlisted or pending_approval.' })
  status!: BookingStatus;

  @Field(() => String, { description: 'What to tell the visitor.' })
  message!: string;
}

@ObjectType('CancelBookingPayload', { description: 'What `cancelBooking` answers.' })
export class CancelBookingPayload {
  @Field(() => Boolean, { description: 'True when this call cancelled it; false when it was cancelled (or declined) before.' })
  cancelled!: boolean;

  @Field(() => String, { description: 'What to tell the person.' })
  message!: string;
}

@ObjectType({ description: 'What a change to a booking answers (each mutation under its own payload name).' })
export class BookingChangePayload {
  @Field(() => String, { description: 'What to tell the admin, for example "Checked in" or "Booking moved to Booked".' })
  message!: string;

  @Field(() => EventBooking, { description: 'The booking, as it is now.' })
  booking!: EventBooking;
}

@ObjectType('SetBookingStatusPayload', { description: 'What `setBookingStatus` answers.' })
export class SetBookingStatusPayload extends BookingChangePayload {}

@ObjectType('CheckInBookingPayload', { description: 'What `checkInBooking` answers (the same for a second check-in of one booking).' })
export class CheckInBookingPayload extends BookingChangePayload {}

@ObjectType('EventSeats', { description: "An event's seats: what it holds, what is taken, and who waits." })
export class EventSeats {
  @Field(() => Int, { description: "The event's capacity." })
  capacity!: number;

  @Field(() => Int, { description: 'Seats held by booked and checked-in bookings.' })
  seated!: number;

  @Field(() => Int, { description: 'Seats still free (never below zero).' })
  free!: number;

  @Field(() => Int, { description: 'Bookings on the waitlist.' })
  waitlisted!: number;

  @Field(() => Int, { description: 'Bookings awaiting approval.' })
  pending!: number;
}
