import { EVENT_FORMAT_LABELS, type EventFormat } from '@rules/site-events';
import { graphql, type FragmentType } from '../gql';
import { venueLine } from './events';

/** How an event happens, in words: In person, Online, Hybrid. */
export const formatLabel = (format: string): string => EVENT_FORMAT_LABELS[format as EventFormat] ?? format;

/** An event as a list (the carousel, the past events, the featured panel) shows it. */
export const EventCard_event = graphql(`
  fragment EventCard_event on Event {
    id
    slug
    title
    summary
    format
    startsAt
    endsAt
    timeZone
    capacity
    availability
    bookingOpensAt
    bookingClosesAt
    cancelled
    previousStartsAt
    venue {
      name
      addressLines
      latitude
      longitude
    }
    coverImage {
      ...ResponsiveImage_image
    }
  }
`);
export type EventCardData = FragmentType<typeof EventCard_event>;

/** An event as its page (and its structured data) shows it. */
export const EventPage_event = graphql(`
  fragment EventPage_event on Event {
    id
    slug
    title
    summary
    html
    format
    startsAt
    endsAt
    timeZone
    capacity
    availability
    bookingOpensAt
    bookingClosesAt
    needsApproval
    cancelled
    cancellationNote
    previousStartsAt
    updatedAt
    venue {
      name
      addressLines
      latitude
      longitude
    }
    agenda {
      startsAt
      endsAt
      title
      speakerIds
    }
    coverImage {
      ...ResponsiveImage_image
    }
  }
`);

/** The questions the event asks of each booker, in order (the form shows a field for each). */
export const BookingQuestionsQuery = graphql(`
  query BookingQuestions($slug: String!) {
    event(slug: $slug) {
      id
      questions
    }
  }
`);

/** The venue on one line, or how an online event happens. */
export const whereOf = (event: { venue: { name: string; addressLines: readonly string[] } | null; format: string }): string => venueLine(event.venue, formatLabel(event.format));
