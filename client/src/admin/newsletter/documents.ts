import { graphql } from '../gql';

export const SubscribersQuery = graphql(`
  query Subscribers($search: String, $first: Int!, $offset: Int!) {
    subscribers(search: $search, first: $first, offset: $offset) {
      totalCount
      edges {
        node {
          id
          email
          subscribedAt
          isActive
        }
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
