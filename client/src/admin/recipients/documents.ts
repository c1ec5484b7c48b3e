import { graphql } from '../gql';

export const EmailRecipientsQuery = graphql(`
  query EmailRecipients($search: String, $first: Int!, $offset: Int!) {
    emailRecipients(search: $search, first: $first, offset: $offset) {
      totalCount
      totalCountIsExact
      pageInfo {
        hasNextPage
      }
      edges {
        node {
          ...RecipientsPage_recipient
        }
      }
    }
  }
`);

export const EmailRecipientQuery = graphql(`
  query EmailRecipient($id: ID!) {
    emailRecipient(id: $id) {
      id
      name
      email
      notificationTypes
      isActive
    }
  }
`);

export const CreateEmailRecipientMutation = graphql(`
  mutation CreateEmailRecipient($input: CreateEmailRecipientInput!) {
    createEmailRecipient(input: $input) {
      message
      recipient {
        ...RecipientsPage_recipient
      }
    }
  }
`);

export const UpdateEmailRecipientMutation = graphql(`
  mutation UpdateEmailRecipient($input: UpdateEmailRecipientInput!) {
    updateEmailRecipient(input: $input) {
      message
      recipient {
        ...RecipientsPage_recipient
      }
    }
  }
`);

export const ToggleEmailRecipientMutation = graphql(`
  mutation ToggleEmailRecipient($id: ID!) {
    toggleEmailRecipientStatus(input: { id: $id }) {
      message
      recipient {
        ...RecipientsPage_recipient
      }
    }
  }
`);

export const DeleteEmailRecipientMutation = graphql(`
  mutation DeleteEmailRecipient($id: ID!) {
    deleteEmailRecipient(input: { id: $id }) {
      message
      deletedId
    }
  }
`);
