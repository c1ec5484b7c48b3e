import { graphql } from '../gql';

/**
 * What a list without a record to open asks in its place: nothing (the query is always skipped).
 * A document of its own, not the list's: a skipped copy of the list's query would be refetched
 * with the list (a mutation's `refetchQueries`) without the list's variables.
 */
export const NoRecordQuery = graphql(`
  query NoRecord($id: ID!) {
    node(id: $id) {
      id
    }
  }
`);
