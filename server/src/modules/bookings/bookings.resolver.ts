import { IsIn, IsOptional } from 'class-validator';
import { Arg, Args, ArgsType, Ctx, Field, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { NotFoundError } from '../../domain/errors.js';
import type { Connection } from '../../domain/pagination.js';
import { RequiredId } from '../../domain/validation.js';
import { Can, Public } from '../../graphql/access.js';
import { idOf, SearchArg } from '../../graphql/relay.js';
import { HeldConnectionArgs } from '../../graphql/spam.js';
import { BOOKING_ADMIN_MESSAGES, BOOKING_CANCEL_PAGES, BOOKING_MESSAGES, BOOKING_STATUSES } from '../../rules/bookings.js';
import { Event } from '../content/events.type.js';
import { BookingStatus, BookSeatInput, EventAvailability, CancelBookingInput, CheckInBookingInput, SetBookingStatusInput } from './bookings.input.js';
import { BookSeatPayload, CancelBookingPayload, CheckInBookingPayload, EventBookingConnection, EventSeats, SetBookingStatusPayload, toEventBooking, type EventBooking } from './bookings.type.js';

@ArgsType()
class EventBookingsArgs extends HeldConnectionArgs {
  @Field(() => ID, { description: "The event's global id." })
  @RequiredId()
  eventId!: string;

  @Field(() => BookingStatus, { nullable: true, description: 'Only the bookings with this status; all when left out.' })
  @IsOptional()
  @IsIn(BOOKING_STATUSES)
  status?: BookingStatus | null;

  @SearchArg('Part of a first or last name, company or email address, any case (the check-in screen finds people by name).')
  search?: string | null;
}

const TYPE = 'EventBooking';
const eventIdOf = (id: string) => idOf(id, 'Event', BOOKING_MESSAGES.eventNotFound);
const bookingIdOf = (id: string) => idOf(id, TYPE, BOOKING_ADMIN_MESSAGES.notFound);

/** Seat bookings (issue P21): the public form and cancel link, and the team's attendees lists and check-in (`events:manage`). */
@Resolver()
export class BookingsResolver {
  @Public()
  @Mutation(() => BookSeatPayload, { description: 'The "Book Your Seat" form: books the seats, or puts the booking on the waitlist (the event full) or before the team (the event needs approval); the booker is emailed.' })
  async bookSeat(@Arg('input', () => BookSeatInput, { description: "The event and the form's fields." }) input: BookSeatInput, @Ctx() { services, ip }: AppContext): Promise<BookSeatPayload> {
    return { success: true, ...(await services.bookings.book(input.event.trim(), input, ip)) };
  }

  @Public()
  @Mutation(() => CancelBookingPayload, { description: "Cancels a booking by the token of its personal cancel link (its emails'): its seats go to the waitlist. The team cancels by id with `setBookingStatus`." })
  async cancelBooking(@Arg('input', () => CancelBookingInput, { description: 'The cancel link\'s token.' }) input: CancelBookingInput, @Ctx() { services }: AppContext): Promise<CancelBookingPayload> {
    const { outcome, eventTitle } = await services.bookings.cancelByToken(input.token.trim());
    if (outcome === 'invalid') throw new NotFoundError(BOOKING_CANCEL_PAGES.invalid.message);
    return outcome === 'cancelled' ? { cancelled: true, message: BOOKING_CANCEL_PAGES.done.message(eventTitle ?? '') } : { cancelled: false, message: BOOKING_CANCEL_PAGES.already.message };
  }

  @Can('events:manage')
  @Query(() => EventBookingConnection, { description: "An event's bookings, newest first: by status, or found by name, company or address." })
  eventBookings(@Args(() => EventBookingsArgs) { eventId, status, search, spam, ...page }: EventBookingsArgs, @Ctx() { services }: AppContext): Promise<Connection<EventBooking>> {
    return services.bookings.list({ eventId: eventIdOf(eventId), status, search, spam }, page, toEventBooking);
  }

  @Can('events:manage')
  @Query(() => EventSeats, { description: "An event's seats: capacity, taken, free, and how many wait (the attendees and check-in screens' header)." })
  async eventSeats(@Arg('eventId', () => ID, { description: "The event's global id." }) eventId: string, @Ctx() { services }: AppContext): Promise<EventSeats> {
    const counts = await services.bookings.seatCounts(eventIdOf(eventId));
    return { ...counts, free: Math.max(0, counts.capacity - counts.seated) };
  }

  @Can('events:manage')
  @Mutation(() => SetBookingStatusPayload, {
    description: 'Moves a booking between the lists: approve or move up (booked), waitlist, decline, cancel. The person is emailed; freed seats go to the waitlist in order.',
  })
  async setBookingStatus(@Arg('input', () => SetBookingStatusInput, { description: 'The booking, and its new status.' }) input: SetBookingStatusInput, @Ctx() { services }: AppContext): Promise<SetBookingStatusPayload> {
    const { booking, message } = await services.bookings.setStatus(bookingIdOf(input.id), input.status);
    return { message, booking: toEventBooking(booking) };
  }

  @Can('events:manage')
  @Mutation(() => CheckInBookingPayload, { description: 'Checks a booked seat in at the door. Idempotent: checking in one already in answers "Already checked in" and changes nothing (a phone catching up).' })
  async checkInBooking(@Arg('input', () => CheckInBookingInput, { description: 'The booking.' }) input: CheckInBookingInput, @Ctx() { services }: AppContext): Promise<CheckInBookingPayload> {
    const { booking, message } = await services.bookings.checkIn(bookingIdOf(input.id), input.at ?? null);
    return { message, booking: toEventBooking(booking) };
  }
}

/** What the bookings add to an event as visitors see it (the `Event` type is the content area's). */
@Resolver(() => Event)
export class EventAvailabilityResolver {
  @Public()
  @FieldResolver(() => EventAvailability, {
    description: "How its seats stand, as visitors are told (never a count): AVAILABLE, LIMITED (few left), FULL (a booking goes on the waitlist). The pages that show it are dropped when it changes.",
  })
  availability(@Root() event: Event, @Ctx() { services }: AppContext): Promise<EventAvailability> {
    return services.bookings.availability(eventIdOf(event.id), event.capacity);
  }
}
