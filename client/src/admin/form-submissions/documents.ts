import { graphql } from '../gql';

export const SubmissionFieldsFragment = graphql(`
  fragment SubmissionFields on ContactSubmission {
    id
    source
    pronoun
    firstName
    middleName
    lastName
    companyName
    email
    phoneNumber
    landlineNumber
    country
    role
    newsletter
    message
    status
    spam
    spamReason
    createdAt
    replies {
      message
      sentBy
      createdAt
    }
  }
`);

export const ContactSubmissionsQuery = graphql(`
  query ContactSubmissions($search: String, $status: ContactStatus, $spam: Boolean!, $first: Int!, $offset: Int!) {
    contactSubmissions(search: $search, status: $status, spam: $spam, first: $first, offset: $offset) {
      totalCount
      edges {
        node {
          ...SubmissionFields
        }
      }
    }
  }
`);

export const UpdateSubmissionStatusMutation = graphql(`
  mutation UpdateSubmissionStatus($id: ID!, $status: ContactStatus!) {
    updateContactSubmissionStatus(input: { id: $id, status: $status }) {
      message
      submission {
        ...SubmissionFields
      }
    }
  }
`);

export const ReplyToSubmissionMutation = graphql(`
  mutation ReplyToSubmission($id: ID!, $message: String!) {
    replyToContactSubmission(input: { id: $id, message: $message }) {
      message
      submission {
        ...SubmissionFields
      }
    }
  }
`);

export const MarkSubmissionNotSpamMutation = graphql(`
  mutation MarkSubmissionNotSpam($id: ID!) {
    markContactSubmissionNotSpam(input: { id: $id }) {
      message
      submission {
        ...SubmissionFields
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
