import { graphql } from '../gql';

export const ApiKeysQuery = graphql(`
  query ApiKeys($first: Int!, $offset: Int!) {
    apiKeys(first: $first, offset: $offset) {
      totalCount
      totalCountIsExact
      pageInfo {
        hasNextPage
      }
      edges {
        node {
          ...ApiKeysPage_key
        }
      }
    }
  }
`);

/** The key itself (`secret`) is in this answer only: it is read from the result, never from the cache. */
export const CreateApiKeyMutation = graphql(`
  mutation CreateApiKey($input: CreateApiKeyInput!) {
    createApiKey(input: $input) {
      message
      secret
      apiKey {
        id
        name
      }
    }
  }
`);

export const RevokeApiKeyMutation = graphql(`
  mutation RevokeApiKey($id: ID!) {
    revokeApiKey(input: { id: $id }) {
      message
      apiKey {
        ...ApiKeysPage_key
      }
    }
  }
`);
