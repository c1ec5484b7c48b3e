import { graphql } from '../gql';

/** The audit trail, newest first, by cursor: the Activity screen's list, and (by `subject`) a record's History panel. */
export const AuditEventsQuery = graphql(`
  query AuditEvents(
    $person: String
    $type: String
    $subjectType: AuditSubjectType
    $subject: ID
    $from: DateTimeISO
    $to: DateTimeISO
    $first: Int
    $after: String
    $last: Int
    $before: String
  ) {
    auditEvents(person: $person, type: $type, subjectType: $subjectType, subject: $subject, from: $from, to: $to, first: $first, after: $after, last: $last, before: $before) {
      totalCount
      totalCountIsExact
      pageInfo {
        hasNextPage
        hasPreviousPage
        startCursor
        endCursor
      }
      edges {
        node {
          id
          type
          label
          occurredAt
          subjectType
          subject
          subjectName
          principalKind
          principalName
          clientAddressHash
          data
        }
      }
    }
  }
`);
