import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

let client: ApolloClient | undefined;

/**
 * The public site's Apollo client, made on first use: visitors who never submit a form never
 * download Apollo at all. It sends no token and pages nothing (the back office's client does).
 */
export function publicApolloClient(): ApolloClient {
  client ??= new ApolloClient({ cache: new InMemoryCache(), link: new HttpLink({ uri: '/graphql' }) });
  return client;
}
