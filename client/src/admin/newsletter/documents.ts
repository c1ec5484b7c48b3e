import { SUBSCRIBER_STATUSES, SUBSCRIBER_STATUS_LABELS, type SubscriberStatusValue } from '@rules/newsletter';
import { getFragmentData, graphql } from '../gql';
import type { OpenedSubscriberQuery as OpenedSubscriber, SubscriberRow_SubscriberFragment, SubscribersQuery as Subscribers } from '../gql/graphql';
import type { ListParams } from '../kit/useAdminList';
import { statusOptions } from '../ui/StatusSelect';
import { listArguments, spamAwareOptions, type SpamAwareFilter } from '../ui/spam';

/** A subscriber as its row (and its card) shows it. */
const SubscriberRow_subscriber = graphql(`
  fragment SubscriberRow_subscriber on Subscriber {
    id
    email
    subscribedAt
    isActive
    status
    consentAt
    consentSource
    consentAddressHash
    spam
    spamReason
  }
`);

export const SubscribersQuery = graphql(`
  query Subscribers($search: String, $status: SubscriberStatus, $spam: Boolean!, $first: Int!, $offset: Int!) {
    subscribers(search: $search, status: $status, spam: $spam, first: $first, offset: $offset) {
      totalCount
      totalCountIsExact
      pageInfo {
        hasNextPage
      }
      edges {
        node {
          id
          ...SubscriberRow_subscriber
        }
      }
    }
  }
`);

/** One subscriber by its global id: the record a link opens (the Activity screen's, issue P19; an address never goes in a link). */
export const OpenedSubscriberQuery = graphql(`
  query OpenedSubscriber($id: ID!) {
    node(id: $id) {
      id
      ... on Subscriber {
        ...SubscriberRow_subscriber
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
        status
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
        status
      }
    }
  }
`);

/** The subscribers list for `useAdminList`: its query, the query's arguments for a filter and a search, its rows, and its filter. */
export const SUBSCRIBERS_LIST = {
  query: SubscribersQuery,
  variables: ({ filter, search }: ListParams<SpamAwareFilter<SubscriberStatusValue>>) => {
    const { status, spam } = listArguments(filter);
    return { search: search || null, status, spam };
  },
  connection: (data: Subscribers) => data.subscribers,
  row: (node: Subscribers['subscribers']['edges'][number]['node']): SubscriberRow => getFragmentData(SubscriberRow_subscriber, node),
  filters: spamAwareOptions(statusOptions(SUBSCRIBER_STATUSES, (status) => SUBSCRIBER_STATUS_LABELS[status])),
  opened: { query: OpenedSubscriberQuery, row: (data: OpenedSubscriber): SubscriberRow | null => (data.node?.__typename === 'Subscriber' ? getFragmentData(SubscriberRow_subscriber, data.node) : null) },
};

/** A row of the list, as the screen shows it. */
export type SubscriberRow = SubscriberRow_SubscriberFragment;
