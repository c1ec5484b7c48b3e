import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { relayStylePagination } from '@apollo/client/utilities';
import { from, mergeMap, throwError } from 'rxjs';
import { session } from './auth/session';
import { STEP_UP_REQUIRED, stepUp } from './auth/stepUp';

/**
 * Every paginated list is a Relay connection. Its filters (the spam filter too: held records are
 * another list), and `offset` (page-number screens ask for one page at a time), key the cache;
 * cursor pages (`after`) of one key are merged. A list without a policy here is keyed by all its
 * arguments. A type of which there is one (the sign-in policy) is one cache entry, whoever answers it.
 */
const cache = new InMemoryCache({
  typePolicies: {
    Query: {
      fields: {
        subscribers: relayStylePagination(['search', 'isActive', 'spam', 'first', 'offset']),
        emailRecipients: relayStylePagination(['search', 'first', 'offset']),
        contactSubmissions: relayStylePagination(['search', 'status', 'spam', 'first', 'offset']),
        demoRequests: relayStylePagination(['status', 'spam', 'first', 'offset']),
        // The table's pages by offset; the board's columns (one per status) grow by cursor with "Load more".
        applications: relayStylePagination(['status', 'spam', 'jobId', 'first', 'offset']),
      },
    },
    // One per installation: a change's answer is the policy every screen reads (the next change sends its version).
    AccountPolicy: { keyFields: [] },
  },
});

/** Sends the signed-in admin's token as `Authorization: Bearer`. */
const auth = new SetContextLink((previous) => {
  const token = session.token();
  return token ? { headers: { ...previous.headers, authorization: `Bearer ${token}` } } : {};
});

/**
 * What a refusal of a request that carried the token says about the admin (`session.refused`):
 * `UNAUTHENTICATED` forgets the token, `FORBIDDEN` reads their role again, `STEP_UP_REQUIRED` asks
 * them to confirm it is them and sends the operation again. The server answers such
 * refusals 401 and 403 as `application/graphql-response+json`, which the link reads as GraphQL errors.
 */
const refused = new ErrorLink(({ error, operation, forward }) => {
  const sentToken = Boolean(operation.getContext().headers?.authorization);
  if (!sentToken || !CombinedGraphQLErrors.is(error)) return;
  const codes = new Set(error.errors.map((e) => e.extensions?.code));
  if (codes.has('UNAUTHENTICATED')) session.refused('UNAUTHENTICATED');
  else if (codes.has('FORBIDDEN')) session.refused('FORBIDDEN');
  // Step-up (issue P22): the member confirms it is them, and the operation is sent again; cancelled, it fails as refused.
  else if (codes.has(STEP_UP_REQUIRED)) return from(stepUp.ask()).pipe(mergeMap((proven) => (proven ? forward(operation) : throwError(() => error))));
});

/** The back office's Apollo client. */
export const adminApolloClient = new ApolloClient({ cache, link: ApolloLink.from([refused, auth, new HttpLink({ uri: '/graphql' })]) });
