import { EVENT_ID } from '../fixtures';

/** Bookings as the API answers them, for the attendees and check-in screens' tests. */
export const booking = (id: string, firstName: string, lastName: string, fields: object = {}) => ({
  __typename: 'EventBooking',
  id,
  firstName,
  middleName: null,
  lastName,
  companyName: null,
  designation: null,
  email: `${firstName.toLowerCase()}@example.com`,
  phoneNumber: null,
  seats: 1,
  answers: [],
  status: 'booked',
  waitlistedAt: null,
  checkedInAt: null,
  cancelledAt: null,
  createdAt: '2026-12-01T09:30:00.000Z',
  ...fields,
});

export const bookingConnection = (nodes: readonly object[]) => ({
  __typename: 'EventBookingConnection',
  totalCount: nodes.length,
  totalCountIsExact: true,
  pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
  edges: nodes.map((node) => ({ __typename: 'EventBookingEdge', node })),
});

/** The event and its seats, as the screens' header reads them. */
export const attendeesEvent = (seats: object = {}, event: object = {}) => ({
  data: {
    event: { __typename: 'Event', id: EVENT_ID, title: 'Growth & Gains Conference', status: 'published', cancelled: false, needsApproval: true, questions: ['Your company’s stage'], capacity: 3, startsAt: '2027-02-12T04:00:00.000Z', endsAt: '2027-02-12T12:00:00.000Z', timeZone: 'Asia/Kolkata', ...event },
    eventSeats: { __typename: 'EventSeats', capacity: 3, seated: 2, free: 1, waitlisted: 1, pending: 1, ...seats },
  },
});
