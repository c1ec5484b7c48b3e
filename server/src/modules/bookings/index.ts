import { byId } from '../../graphql/nodes.js';
import { namedBy } from '../../domain/subject-names.js';
import { fullName } from '../../domain/text.js';
import { deriveKey } from '../../secrets.js';
import { defineArea } from '../area.js';
import { listExport } from '../exports/list-export.js';
import { announcedBy } from '../mail/announcer.js';
import { contentArea } from '../content/index.js';
import { settingsArea } from '../settings/index.js';
import { EventBookingEntity } from './booking.entity.js';
import { BOOKINGS_SUBSCRIPTION } from './consumer.js';
import { bookingPersonalData } from './bookings.personal-data.js';
import { bookingRecord } from './bookings.record.js';
import { BookingsResolver, EventAvailabilityResolver } from './bookings.resolver.js';
import { BOOKING_LIST, bookingFilterOf, bookingRoutes } from './bookings.rest.js';
import { BookingsService } from './bookings.service.js';
import { toEventBooking } from './bookings.type.js';

/** A booking's event as a new booking records it: where it landed (`status`), not a move (`[from, to]`). */
const isNewBooking = (data: Readonly<Record<string, unknown>>): boolean => typeof data['status'] === 'string';

declare module '../../services.js' {
  interface Services {
    bookings: BookingsService;
  }
}

/** Seat bookings of the events the team runs (issue P21): the public form, the waitlist, the mail, the attendees lists and check-in. */
export const bookingsArea = defineArea({
  name: 'bookings',
  // The content area's events: the published event a booking is for (`EventsService.bookable`).
  uses: [settingsArea, contentArea],
  entities: [EventBookingEntity],
  resolvers: [BookingsResolver, EventAvailabilityResolver],
  // The events' pages show each event's availability (`Event.availability`): kept until it changes.
  pages: { routes: ['/events', '/events/:slug'], topics: ['availability'] },
  rest: bookingRoutes,
  // Hears its events' saves and cancellations (`consumer.ts`, run by `consumers.ts`).
  subscriptions: [BOOKINGS_SUBSCRIPTION],
  // A new booking's first mail, queued by the mail consumer from its event and counted against the address's receipts as every public
  // form's; only while the booking is still where it landed. The team's moves record where a booking came from too, and send their own mail.
  announcements: {
    ...announcedBy(['booking.created'], (services, ids) => services.bookings.announcementsOf(ids, ['booked', 'pending_approval']), { only: isNewBooking }),
    ...announcedBy(['booking.waitlisted'], (services, ids) => services.bookings.announcementsOf(ids, ['waitlisted']), { only: isNewBooking }),
  },
  nodes: { EventBooking: byId((context, id) => context.services.bookings.find(id), toEventBooking, 'events:manage') },
  exports: {
    'event-bookings': listExport({
      permission: 'events:manage',
      list: BOOKING_LIST,
      filter: bookingFilterOf,
      record: bookingRecord,
      columns: ['_id', 'eventId', 'firstName', 'middleName', 'lastName', 'pronoun', 'companyName', 'designation', 'email', 'country', 'phoneNumber', 'seats', 'answers', 'status', 'waitlistedAt', 'checkedInAt', 'cancelledAt', 'spam', 'spamReason', 'createdAt'],
      service: (services) => services.bookings,
    }),
  },
  // Where it keeps people's addresses, for data-subject requests (modules/privacy).
  personalData: bookingPersonalData,
  // How the Activity screen names a booking: its person, to those who manage events.
  subjectNames: { EventBooking: namedBy(EventBookingEntity, 'events:manage', fullName) },
  services: {
    bookings: ({ em, dependencies, shared, events, services }) =>
      new BookingsService(em, {
        publicUrl: dependencies.config.publicUrl,
        guard: shared.formGuard,
        gate: services.settings,
        events,
        mail: dependencies.config.mail,
        nudgeMail: dependencies.nudgeMail,
        site: (em) => services.settings.stored(em),
        publishedEvent: (slug) => services.events.bookable(slug),
        cancelKey: deriveKey(dependencies.jwtSecret, 'booking-cancel-links'),
      }),
  },
});
