import { graphql } from '../gql';

export const ContactSubmissionsQuery = graphql(`
  query ContactSubmissions($search: String, $status: ContactStatus, $source: ContactFormSource, $spam: Boolean!, $first: Int!, $offset: Int!) {
    contactSubmissions(search: $search, status: $status, source: $source, spam: $spam, first: $first, offset: $offset) {
      totalCount
      totalCountIsExact
      pageInfo {
        hasNextPage
      }
      edges {
        node {
          id
          ...SubmissionRow_submission
        }
      }
    }
  }
`);

/** One message by its global id: the record a link opens (the Activity screen's, issue P19). */
export const OpenedSubmissionQuery = graphql(`
  query OpenedSubmission($id: ID!) {
    node(id: $id) {
      id
      ... on ContactSubmission {
        ...SubmissionRow_submission
      }
    }
  }
`);

export const UpdateSubmissionStatusMutation = graphql(`
  mutation UpdateSubmissionStatus($id: ID!, $status: ContactStatus!) {
    updateContactSubmissionStatus(input: { id: $id, status: $status }) {
      message
      submission {
        ...SubmissionRow_submission
      }
    }
  }
`);

/** A reply as it will be emailed, but for its words: the compose box shows it. */
export const ContactReplyDraftQuery = graphql(`
  query ContactReplyDraft($id: ID!) {
    contactSubmissionReplyDraft(id: $id) {
      to
      from
      replyTo
      replyToIsYours
      subject
      greeting
      quoteLabel
      quotedText
    }
  }
`);

export const ReplyToSubmissionMutation = graphql(`
  mutation ReplyToSubmission($id: ID!, $message: String!) {
    replyToContactSubmission(input: { id: $id, message: $message }) {
      message
      submission {
        ...SubmissionRow_submission
      }
    }
  }
`);

export const MarkSubmissionNotSpamMutation = graphql(`
  mutation MarkSubmissionNotSpam($id: ID!) {
    markContactSubmissionNotSpam(input: { id: $id }) {
      message
      submission {
        ...SubmissionRow_submission
      }
    }
  }
`);

export const DeleteSubmissionMutation = graphql(`
  mutation DeleteSubmission($id: ID!) {
    deleteContactSubmission(input: { id: $id }) {
      message
      deletedId
    }
  }
`);
