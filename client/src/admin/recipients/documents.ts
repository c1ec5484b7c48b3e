import { graphql } from '../gql';

export const RecipientFieldsFragment = graphql(`
  fragment RecipientFields on EmailRecipient {
    id
    name
    email
    notificationTypes
    isActive
  }
`);

export const EmailRecipientsQuery = graphql(`
  query EmailRecipients($search: String, $first: Int!, $offset: Int!) {
    emailRecipients(search: $search, first: $first, offset: $offset) {
      totalCount
      edges {
        node {
          ...RecipientFields
        }
      }
    }
  }
`);

export const EmailRecipientQuery = graphql(`
  query EmailRecipient($id: ID!) {
    emailRecipient(id: $id) {
      ...RecipientFields
    }
  }
`);

export const CreateEmailRecipientMutation = graphql(`
  mutation CreateEmailRecipient($input: CreateEmailRecipientInput!) {
    createEmailRecipient(input: $input) {
      message
      recipient {
        ...RecipientFields
      }
    }
  }
`);

export const UpdateEmailRecipientMutation = graphql(`
  mutation UpdateEmailRecipient($input: UpdateEmailRecipientInput!) {
    updateEmailRecipient(input: $input) {
      message
      recipient {
        ...RecipientFields
      }
    }
  }
`);

export const ToggleEmailRecipientMutation = graphql(`
  mutation ToggleEmailRecipient($id: ID!) {
    toggleEmailRecipientStatus(input: { id: $id }) {
      message
      recipient {
        ...RecipientFields
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
