import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { OperationVariables } from '@apollo/client';
import { refusalOf } from '../../app/graphql-errors';
import { publicApolloClient } from '../apollo';
import type { QueryResult } from './pageData';

/** A page query in the browser, through the public Apollo client (loaded with this module). */
export async function runBrowserQuery<TData, TVariables>(document: TypedDocumentNode<TData, TVariables>, variables: TVariables): Promise<QueryResult<TData>> {
  try {
    const { data } = await publicApolloClient().query({
      query: document as TypedDocumentNode<TData, OperationVariables>,
      variables: variables as OperationVariables,
      fetchPolicy: 'network-only',
    });
    if (data === undefined) throw new Error('No data in the answer');
    return { data, error: null };
  } catch (error) {
    const refusal = refusalOf(error);
    return { data: null, error: refusal ? { message: refusal.message, code: refusal.code } : { message: error instanceof Error ? error.message : String(error), code: 'NETWORK' } };
  }
}
