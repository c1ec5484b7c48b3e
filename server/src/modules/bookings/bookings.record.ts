import { columns, defineRecord, type RecordOf } from '../../domain/records.js';
import type { StoredRow } from '../../db/stored-rows.js';
import type { EventBookingEntity } from './booking.entity.js';

/** A booking as integrators see it (REST, webhooks, the CSV export); GraphQL's `EventBooking` differs in its ids (global ids). */
export type BookingSource = Omit<StoredRow<EventBookingEntity>, 'event'> & { event: string | { id: string } };

export const bookingRecord = defineRecord('EventBooking', (booking: BookingSource) => ({
  _id: booking.id,
  eventId: typeof booking.event === 'string' ? booking.event : booking.event.id,
  ...columns(booking, ['firstName', 'middleName', 'lastName', 'pronoun', 'companyName', 'designation', 'email', 'country', 'phoneNumber', 'seats', 'answers', 'status', 'waitlistedAt', 'checkedInAt', 'cancelledAt', 'spam', 'spamReason', 'createdAt']),
}));
export type BookingRecord = RecordOf<typeof bookingRecord>;
