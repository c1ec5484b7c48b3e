import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { newId } from '../../db/ids.js';
import { spamColumns } from '../../domain/spam.js';
import { BOOKING_STATUSES, LIVE_BOOKING_STATUSES, type BookingStatusValue } from '../../rules/bookings.js';
import { ContentItemEntity } from '../content/content.entity.js';

const listOf = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/**
 * A person's seats at an event (issue P21): who they are, how many seats, where the booking
 * stands (`rules/bookings.ts`), and what was sent them. One live booking per event and address
 * (the partial unique index); the seats of the booked count against the event's capacity, taken
 * under the event row's lock (`BookingsService`).
 */
export const EventBookingEntity = defineEntity({
  name: 'EventBooking',
  tableName: 'event_bookings',
  properties: {
    id: p.uuid().primary().onCreate(newId),
    /** The event (a `content_items` row of type `event`); its bookings go with it. */
    event: () => p.manyToOne(ContentItemEntity).deleteRule('cascade'),
    firstName: p.text(),
    middleName: p.text().nullable(),
    lastName: p.text(),
    pronoun: p.text().nullable(),
    companyName: p.text().nullable(),
    designation: p.text().nullable(),
    /** Normalised (`storedEmail`): one person, one booking per event, however the address was typed. */
    email: p.text(),
    country: p.text().nullable(),
    phoneNumber: p.text().nullable(),
    /** Number of Tickets: 1 to 10. */
    seats: p.integer(),
    /** The answers to the event's questions, in their order (text; empty when not answered). */
    answers: p.json<string[]>().default('[]'),
    status: p.text().$type<BookingStatusValue>(),
    /** When it went on the waitlist: the list's order (first in, first moved up). */
    waitlistedAt: p.datetime().nullable(),
    checkedInAt: p.datetime().nullable(),
    cancelledAt: p.datetime().nullable(),
    /** The SHA-256 of the personal cancel link's token (the token itself is only ever in the mail). */
    cancelTokenHash: p.text().unique(),
    /** The SEQUENCE (RFC 5545) the next calendar message about this booking carries. */
    inviteSequence: p.integer().default(0),
    /** When each reminder was claimed for sending: at most once each, whichever server runs the job. */
    reminder24hSentAt: p.datetime().nullable().fieldName('reminder_24h_sent_at'),
    reminder1hSentAt: p.datetime().nullable().fieldName('reminder_1h_sent_at'),
    ...spamColumns(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
  indexes: [
    // The attendees list of one event, newest first, by status.
    { properties: ['event', 'createdAt', 'id'] },
    { properties: ['event', 'status', 'createdAt'] },
    // A person's bookings, for their data-subject requests.
    { properties: ['email'] },
    // One live booking per event and address (a spam-held one holds nothing).
    {
      name: 'event_bookings_live_unique',
      expression: `create unique index "event_bookings_live_unique" on "event_bookings" ("event_id", "email") where status in (${listOf(LIVE_BOOKING_STATUSES)}) and not spam`,
    },
  ],
  checks: [
    { name: 'event_bookings_status_check', expression: `status IN (${listOf(BOOKING_STATUSES)})` },
    { name: 'event_bookings_seats_check', expression: 'seats >= 1 and seats <= 10' },
  ],
});
export type EventBookingEntity = InferEntity<typeof EventBookingEntity>;
