import type { CountryOption } from '../../content/forms';
import { publicApolloClient } from '../apollo';
import { graphql } from '../gql';

const CountriesQuery = graphql(`
  query Countries {
    countries {
      name
      code
      callingCode
    }
  }
`);

/** Loaded on demand by `useCountries`, with Apollo Client. Throws when the list cannot be had. */
export async function fetchCountries(): Promise<CountryOption[]> {
  const { data } = await publicApolloClient().query({ query: CountriesQuery });
  if (!data || data.countries.length === 0) throw new Error('No countries in the answer');
  return data.countries.map(({ name, code, callingCode }) => ({ name, code, callingCode }));
}
