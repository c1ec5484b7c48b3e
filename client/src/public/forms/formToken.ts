import { publicApolloClient } from '../apollo';
import { graphql } from '../gql';

const FormStartQuery = graphql(`
  query FormStart {
    formStart
  }
`);

/** A fresh "form opened now" token for the spam guard; `null` when it cannot be had (the form still works). */
export async function fetchFormToken(): Promise<string | null> {
  try {
    const { data } = await publicApolloClient().query({ query: FormStartQuery, fetchPolicy: 'no-cache' });
    return data?.formStart ?? null;
  } catch {
    return null;
  }
}
