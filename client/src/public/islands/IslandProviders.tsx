import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { CountryOption } from '../../content/forms';
import { ServerCountriesContext } from '../forms/serverCountries';
import { islandSystem } from '../system';
import { ServerSearchContext } from './location';

interface ServerRendering {
  /** The address's query string (the browser reads its own). */
  search?: string | null;
  /** The countries the forms' pickers list (the browser reads them back from the HTML). */
  countries?: readonly CountryOption[] | null;
}

/**
 * What every island renders inside, on the server and in the browser alike, so the two agree:
 * the brand system (without its global styles, which the page already carries in its head) and,
 * on the server, what the browser finds for itself.
 */
export function IslandProviders({ search = null, countries = null, children }: ServerRendering & { children: ReactNode }) {
  return (
    <ServerSearchContext value={search}>
      <ServerCountriesContext value={countries}>
        <ChakraProvider value={islandSystem}>{children}</ChakraProvider>
      </ServerCountriesContext>
    </ServerSearchContext>
  );
}
