import type { ApolloClient } from '@apollo/client';
import { createApolloClient } from '../app/apollo';

let client: ApolloClient | undefined;

/**
 * The public site's Apollo client, made on first use: visitors who never submit a form never
 * download Apollo at all.
 */
export function publicApolloClient(): ApolloClient {
  client ??= createApolloClient();
  return client;
}
