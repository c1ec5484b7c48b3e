import type { TypedDocumentNode } from '@apollo/client';
import { parse } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { adminApolloClient } from './apollo';

afterEach(async () => {
  await adminApolloClient.clearStore();
});

/** A page of one of the spam-aware lists, as far as its size (what the cache keeps it under is the point here). */
type Page = Record<string, { __typename: string; totalCount: number; edges: never[]; pageInfo: { __typename: 'PageInfo'; hasNextPage: boolean; endCursor: null } }>;

/** Made at run time per list (with `parse`, which codegen does not collect: it reads only static documents). */
const pageOf = (field: string): TypedDocumentNode<Page, { spam: boolean }> =>
  parse(`
    query ${field}Page($spam: Boolean!) {
      ${field}(spam: $spam, first: 10, offset: 0) {
        totalCount
        edges { cursor node { id } }
        pageInfo { hasNextPage endCursor }
      }
    }
  `);

describe('the cache keeps the spam filter apart', () => {
  it.each(['subscribers', 'contactSubmissions', 'demoRequests'])('%s: the Spam filter does not show the cached page of the others', (field) => {
    const query = pageOf(field);
    const page = { __typename: 'Connection', totalCount: 12, edges: [], pageInfo: { __typename: 'PageInfo' as const, hasNextPage: true, endCursor: null } };
    adminApolloClient.writeQuery({ query, variables: { spam: false }, data: { [field]: page } });

    expect(adminApolloClient.readQuery({ query, variables: { spam: false } })?.[field]?.totalCount).toBe(12);
    expect(adminApolloClient.readQuery({ query, variables: { spam: true } })).toBeNull();
  });
});
