import { graphql } from '../gql';

export const SubscribersQuery = graphql(`
  query Subscribers($search: String, $isActive: Boolean, $spam: Boolean!, $first: Int!, $offset: Int!) {
    subscribers(search: $search, isActive: $isActive, spam: $spam, first: $first, offset: $offset) {
      totalCount
      totalCountIsExact
      pageInfo {
        hasNextPage
      }
      edges {
        node {
          id
          email
          subscribedAt
          isActive
          spam
          spamReason
        }
      }
    }
  }
`);

export const MarkSubscriberNotSpamMutation = graphql(`
  mutation MarkSubscriberNotSpam($id: ID!) {
    markSubscriberNotSpam(input: { id: $id }) {
      message
      subscriber {
        id
        isActive
        spam
        spamReason
      }
    }
  }
`);

export const UnsubscribeSubscriberMutation = graphql(`
  mutation UnsubscribeSubscriber($email: String!) {
    unsubscribeSubscriber(input: { email: $email }) {
      message
      subscriber {
        id
        isActive
      }
    }
  }
`);
