import type { PersonalDataSource } from '../../domain/personal-data.js';
import type { Services } from '../../services.js';
import { personalTable } from '../privacy/personal-table.js';
import { EventBookingEntity } from './booking.entity.js';
import { bookingRecord } from './bookings.record.js';

const bookings = personalTable({
  label: 'Event bookings',
  subjectType: 'EventBooking',
  erasedEvent: 'booking.erased',
  entity: EventBookingEntity,
  address: 'email',
  relations: ['event'],
  records: async (_em, rows) => rows.map((booking) => bookingRecord.of(booking)),
});

/**
 * Where the bookings area keeps people's addresses (data-subject requests): the seat bookings. An
 * erasure deletes them as a cancellation would free their seats, in its transaction: the events
 * where the person holds seats are locked first (as every change of an event's bookings), and once
 * the bookings are gone each waitlist moves up into the freed seats, in order, with its mail.
 */
export const bookingPersonalData = {
  'event-bookings': {
    ...bookings,
    async *erase(em, addresses, context) {
      const seated = await context.services.bookings.lockEventsSeating(em, addresses);
      yield* bookings.erase(em, addresses, context);
      await context.services.bookings.fillSeatsFreedByErasure(em, seated, context.record);
    },
  },
} satisfies Record<string, PersonalDataSource<Services>>;
