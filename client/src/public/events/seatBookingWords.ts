import { BOOKING_MESSAGES } from '@rules/bookings';
import { SEAT_BOOKING_PAGE } from '../../content/formPages';

/**
 * The words of Book Your Seat (spec section 2, "Book Your Seat modal"), the dialog's and its own
 * page's (`/forms/booking?event=<slug>`); what the server answers with (the outcome of a booking,
 * its refusals) is `@rules/bookings`'.
 */
export const SEAT_BOOKING_WORDS = {
  title: SEAT_BOOKING_PAGE.title,
  lead: SEAT_BOOKING_PAGE.lead,
  close: 'Close',
  pronouns: ['He/she/him/her', 'They/them', 'Other'],
  labels: {
    pronoun: 'Pronoun',
    pronounPlaceholder: 'Select',
    firstName: 'First Name',
    middleName: 'Middle Name',
    lastName: 'Last Name',
    companyName: 'Company Name',
    designation: 'Designation',
    email: 'Email',
    country: 'Country',
    countryPlaceholder: 'Select your country',
    phoneNumber: 'phone Number',
    callingCode: 'Calling code',
    numberOfTickets: 'Number of Tickets',
    submit: 'Book my seat',
    submitting: 'Booking…',
  },
  requiredNote: 'Required',
  /** After the label of each of the event's questions (answering is up to the visitor). */
  optional: '(optional)',
  sent: SEAT_BOOKING_PAGE.sent,
  /** A button that names no event (it opens nothing to book). */
  noEvent: 'Open an event\u2019s page to book a seat at it.',
  submitRefused: BOOKING_MESSAGES.failed,
  submitFailed: BOOKING_MESSAGES.failed,
  /** Tickets per booking (spec section 9). */
  tickets: { min: 1, max: 10 },
} as const;
