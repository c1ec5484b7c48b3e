import { graphql } from '../gql';

export const WebhookEndpointsQuery = graphql(`
  query WebhookEndpoints($first: Int!, $offset: Int!) {
    webhookEndpoints(first: $first, offset: $offset) {
      totalCount
      totalCountIsExact
      pageInfo {
        hasNextPage
      }
      edges {
        node {
          ...WebhooksPage_endpoint
        }
      }
    }
  }
`);

/** The signing secret (`secret`) is in this answer only: it is read from the result, never from the cache. */
export const CreateWebhookEndpointMutation = graphql(`
  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) {
      message
      secret
      webhookEndpoint {
        id
        url
      }
    }
  }
`);

/** Saves an endpoint's URL, events or on/off; the answer updates its row. */
export const UpdateWebhookEndpointMutation = graphql(`
  mutation UpdateWebhookEndpoint($id: ID!, $input: UpdateWebhookEndpointInput!) {
    updateWebhookEndpoint(id: $id, input: $input) {
      message
      webhookEndpoint {
        ...WebhooksPage_endpoint
      }
    }
  }
`);

export const DeleteWebhookEndpointMutation = graphql(`
  mutation DeleteWebhookEndpoint($id: ID!) {
    deleteWebhookEndpoint(id: $id) {
      message
      id
    }
  }
`);

/** The endpoint a delivery log is of, for its heading. */
export const WebhookEndpointQuery = graphql(`
  query WebhookEndpoint($id: ID!) {
    node(id: $id) {
      ... on WebhookEndpoint {
        ...WebhooksPage_endpoint
      }
    }
  }
`);

/** An endpoint's deliveries, newest first, by cursor (Newer and Older). */
export const WebhookDeliveriesQuery = graphql(`
  query WebhookDeliveries($endpointId: ID!, $first: Int, $after: String, $last: Int, $before: String) {
    webhookDeliveries(endpointId: $endpointId, first: $first, after: $after, last: $last, before: $before) {
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
          ...DeliveriesPage_delivery
        }
      }
    }
  }
`);

export const ResendWebhookDeliveryMutation = graphql(`
  mutation ResendWebhookDelivery($id: ID!) {
    resendWebhookDelivery(id: $id) {
      message
      webhookDelivery {
        id
      }
    }
  }
`);
