import { graphql } from '../../gql';

/** A booking as the attendees and check-in screens show it. */
export const Attendee_booking = graphql(`
  fragment Attendee_booking on EventBooking {
    id
    firstName
    middleName
    lastName
    companyName
    designation
    email
    phoneNumber
    seats
    answers
    status
    waitlistedAt
    checkedInAt
    cancelledAt
    createdAt
  }
`);

/** The event the screens are about: its name, times and seats. */
export const AttendeesEventQuery = graphql(`
  query AttendeesEvent($id: ID!) {
    event(id: $id) {
      id
      title
      status
      cancelled
      needsApproval
      questions
      capacity
      startsAt
      endsAt
      timeZone
    }
    eventSeats(eventId: $id) {
      capacity
      seated
      free
      waitlisted
      pending
    }
  }
`);

/** How many bookings each list holds (the attendees screen's tabs). */
export const AttendeeCountsQuery = graphql(`
  query AttendeeCounts($eventId: ID!) {
    booked: eventBookings(eventId: $eventId, status: booked, first: 1) {
      totalCount
    }
    waitlisted: eventBookings(eventId: $eventId, status: waitlisted, first: 1) {
      totalCount
    }
    pending: eventBookings(eventId: $eventId, status: pending_approval, first: 1) {
      totalCount
    }
    attended: eventBookings(eventId: $eventId, status: attended, first: 1) {
      totalCount
    }
    cancelled: eventBookings(eventId: $eventId, status: cancelled, first: 1) {
      totalCount
    }
    declined: eventBookings(eventId: $eventId, status: declined, first: 1) {
      totalCount
    }
  }
`);

export const EventBookingsQuery = graphql(`
  query EventBookings($eventId: ID!, $status: BookingStatus, $search: String, $first: Int!, $offset: Int!) {
    eventBookings(eventId: $eventId, status: $status, search: $search, first: $first, offset: $offset) {
      totalCount
      totalCountIsExact
      pageInfo {
        hasNextPage
      }
      edges {
        node {
          ...Attendee_booking
        }
      }
    }
  }
`);

/** Every booking of an event for the door, page after page by cursor (newest first: a booking made meanwhile comes before the first page, never between two). */
export const DoorBookingsQuery = graphql(`
  query DoorBookings($eventId: ID!, $first: Int!, $after: String) {
    eventBookings(eventId: $eventId, first: $first, after: $after) {
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          ...Attendee_booking
        }
      }
    }
  }
`);

export const SetBookingStatusMutation = graphql(`
  mutation SetBookingStatus($input: SetBookingStatusInput!) {
    setBookingStatus(input: $input) {
      message
      booking {
        ...Attendee_booking
      }
    }
  }
`);

export const CheckInBookingMutation = graphql(`
  mutation CheckInBooking($input: CheckInBookingInput!) {
    checkInBooking(input: $input) {
      message
      booking {
        ...Attendee_booking
      }
    }
  }
`);
