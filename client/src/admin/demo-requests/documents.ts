import { graphql } from '../gql';

export const DemoRequestsQuery = graphql(`
  query DemoRequests($status: DemoStatus, $spam: Boolean!, $first: Int!, $offset: Int!) {
    demoRequests(status: $status, spam: $spam, first: $first, offset: $offset) {
      totalCount
      totalCountIsExact
      pageInfo {
        hasNextPage
      }
      edges {
        node {
          ...DemoRequestsPage_request
        }
      }
    }
  }
`);

/** One request by its global id: the record a link opens (the Activity screen's, issue P19). */
export const OpenedDemoRequestQuery = graphql(`
  query OpenedDemoRequest($id: ID!) {
    node(id: $id) {
      id
      ... on DemoRequest {
        ...DemoRequestsPage_request
      }
    }
  }
`);

export const MarkDemoRequestNotSpamMutation = graphql(`
  mutation MarkDemoRequestNotSpam($id: ID!) {
    markDemoRequestNotSpam(input: { id: $id }) {
      message
      demoRequest {
        ...DemoRequestsPage_request
      }
    }
  }
`);

/** What a change of status would email the requester: the confirmation before it says it. */
export const DemoRequestStatusChangeQuery = graphql(`
  query DemoRequestStatusChange($id: ID!, $status: DemoStatus!) {
    demoRequestStatusChange(id: $id, status: $status) {
      mail {
        to
        subject
        says
        invites
        copyTo
        copyToIsYours
        organizer
        rsvp
      }
    }
  }
`);

export const UpdateDemoStatusMutation = graphql(`
  mutation UpdateDemoStatus($id: ID!, $status: DemoStatus!, $meetingPlace: String) {
    updateDemoRequestStatus(input: { id: $id, status: $status, meetingPlace: $meetingPlace }) {
      message
      demoRequest {
        ...DemoRequestsPage_request
      }
    }
  }
`);

export const UpdateDemoNotesMutation = graphql(`
  mutation UpdateDemoNotes($id: ID!, $notes: String) {
    updateDemoRequestNotes(input: { id: $id, notes: $notes }) {
      message
      demoRequest {
        ...DemoRequestsPage_request
      }
    }
  }
`);

export const RescheduleDemoRequestMutation = graphql(`
  mutation RescheduleDemoRequest($id: ID!, $meetingDate: String!) {
    rescheduleDemoRequest(input: { id: $id, meetingDate: $meetingDate }) {
      message
      demoRequest {
        ...DemoRequestsPage_request
      }
    }
  }
`);

export const DeleteDemoRequestMutation = graphql(`
  mutation DeleteDemoRequest($id: ID!) {
    deleteDemoRequest(input: { id: $id }) {
      message
      deletedId
    }
  }
`);
