import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type NormalizedCacheObject } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { relayStylePagination } from '@apollo/client/utilities';

export interface ApolloOptions {
  /** Absolute on the server; `/graphql` in the browser. */
  uri?: string;
  /** The signed-in admin's token, sent as `Authorization: Bearer`. */
  getToken?: () => string | null;
  /** Cache state handed over by the server render. */
  state?: NormalizedCacheObject;
  /** Called when the server refuses the token (`UNAUTHENTICATED`) of a request that carried one. */
  onUnauthenticated?: () => void;
  ssr?: boolean;
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

export function createApolloClient({ uri = '/graphql', getToken, state, ssr = false, onUnauthenticated }: ApolloOptions = {}): ApolloClient {
  const cache = createCache();
  if (state) cache.restore(state);
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
  return new ApolloClient({ ssrMode: ssr, cache, link: ApolloLink.from([expired, auth, new HttpLink({ uri })]) });
}
