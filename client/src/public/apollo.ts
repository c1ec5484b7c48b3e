import type { NormalizedCacheObject } from '@apollo/client';
import type { ApolloClient } from '@apollo/client';
import { createApolloClient } from '../app/apollo';

/** Id of the JSON block the server render writes the cache into (never an executable script). */
export const APOLLO_STATE_ID = '__APOLLO_STATE__';

let client: ApolloClient | undefined;

/**
 * The public site's Apollo client, made on first use: visitors who never submit a form never
 * download Apollo at all.
 */
export function publicApolloClient(): ApolloClient {
  if (!client) {
    const block = document.getElementById(APOLLO_STATE_ID)?.textContent;
    client = createApolloClient({ state: block ? (JSON.parse(block) as NormalizedCacheObject) : undefined });
  }
  return client;
}
