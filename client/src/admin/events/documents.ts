import { graphql } from '../gql';

/** An event as the list shows it. */
export const EventsPage_event = graphql(`
  fragment EventsPage_event on Event {
    id
    title
    slug
    status
    version
    format
    startsAt
    endsAt
    timeZone
    capacity
    cancelled
    publishAt
    publishedAt
    updatedAt
  }
`);

/** An event as the editor edits it, with where it stands. */
export const EventEditor_event = graphql(`
  fragment EventEditor_event on Event {
    id
    title
    slug
    summary
    body
    coverImageId
    format
    venue {
      name
      addressLines
      latitude
      longitude
    }
    onlineUrl
    startsAt
    endsAt
    timeZone
    agenda {
      startsAt
      endsAt
      title
      speakerIds
    }
    capacity
    bookingOpensAt
    bookingClosesAt
    needsApproval
    questions
    cancelled
    cancelledAt
    cancellationNote
    previousStartsAt
    status
    version
    path
    publishAt
    publishedAt
    updatedAt
  }
`);

export const AdminEventsQuery = graphql(`
  query AdminEvents($when: EventWhen, $status: ContentStatus, $first: Int!, $offset: Int!) {
    events(when: $when, status: $status, first: $first, offset: $offset) {
      totalCount
      totalCountIsExact
      pageInfo {
        hasNextPage
      }
      edges {
        node {
          ...EventsPage_event
        }
      }
    }
  }
`);

export const AdminEventQuery = graphql(`
  query AdminEvent($id: ID!) {
    event(id: $id) {
      ...EventEditor_event
    }
  }
`);

export const EventRevisionsQuery = graphql(`
  query EventRevisions($id: ID!) {
    eventRevisions(id: $id) {
      id
      version
      title
      status
      changed
      byKind
      byName
      createdAt
    }
  }
`);

export const EventPreviewLinkQuery = graphql(`
  query EventPreviewLink($id: ID!) {
    eventPreviewLink(id: $id) {
      url
      expiresAt
    }
  }
`);

/** Who may speak at a session: the published profiles (what the server accepts). */
export const EventSpeakersQuery = graphql(`
  query EventSpeakers {
    profiles(status: published) {
      id
      name
      role
    }
  }
`);

export const CreateEventMutation = graphql(`
  mutation CreateEvent($input: CreateEventInput!) {
    createEvent(input: $input) {
      message
      event {
        ...EventEditor_event
      }
    }
  }
`);

export const UpdateEventMutation = graphql(`
  mutation UpdateEvent($input: UpdateEventInput!) {
    updateEvent(input: $input) {
      message
      event {
        ...EventEditor_event
      }
    }
  }
`);

export const PublishEventMutation = graphql(`
  mutation PublishEvent($input: PublishEventInput!) {
    publishEvent(input: $input) {
      message
      event {
        ...EventEditor_event
      }
    }
  }
`);

export const ScheduleEventMutation = graphql(`
  mutation ScheduleEvent($input: ScheduleEventInput!) {
    scheduleEvent(input: $input) {
      message
      event {
        ...EventEditor_event
      }
    }
  }
`);

export const ArchiveEventMutation = graphql(`
  mutation ArchiveEvent($input: ArchiveEventInput!) {
    archiveEvent(input: $input) {
      message
      event {
        ...EventEditor_event
        ...EventsPage_event
      }
    }
  }
`);

export const CancelEventMutation = graphql(`
  mutation CancelEvent($input: CancelEventInput!) {
    cancelEvent(input: $input) {
      message
      event {
        ...EventEditor_event
        ...EventsPage_event
      }
    }
  }
`);

export const RestoreEventRevisionMutation = graphql(`
  mutation RestoreEventRevision($input: RestoreEventRevisionInput!) {
    restoreEventRevision(input: $input) {
      message
      event {
        ...EventEditor_event
      }
    }
  }
`);
