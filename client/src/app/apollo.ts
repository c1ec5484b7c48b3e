import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { relayStylePagination } from '@apollo/client/utilities';

export interface ApolloOptions {
  /** The signed-in admin's token, sent as `Authorization: Bearer`. */
  getToken?: () => string | null;
  /** Called when the server refuses the token (`UNAUTHENTICATED`) of a request that carried one. */
  onUnauthenticated?: () => void;
}

/**
 * Every paginated list is a Relay connection. Its filters, and `offset` (page-number screens ask
 * for one page at a time), key the cache; cursor pages (`after`) of one key are merged.
 */
function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Query: {
        fields: {
          subscribers: relayStylePagination(['search', 'isActive', 'first', 'offset']),
          emailRecipients: relayStylePagination(['search', 'first', 'offset']),
          contactSubmissions: relayStylePagination(['search', 'status', 'first', 'offset']),
          demoRequests: relayStylePagination(['status', 'first', 'offset']),
        },
      },
    },
  });
}

export function createApolloClient({ getToken, onUnauthenticated }: ApolloOptions = {}): ApolloClient {
  const cache = createCache();
  const auth = new SetContextLink((previous) => {
    const token = getToken?.();
    return token ? { headers: { ...previous.headers, authorization: `Bearer ${token}` } } : {};
  });
  const expired = new ErrorLink(({ error, operation }) => {
    const sentToken = Boolean(operation.getContext().headers?.authorization);
    if (sentToken && CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) {
      onUnauthenticated?.();
    }
  });
  return new ApolloClient({ cache, link: ApolloLink.from([expired, auth, new HttpLink({ uri: '/graphql' })]) });
}
