import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { islandSystem } from '../system';
import { ServerSearchContext } from './location';

/**
 * What every island renders inside, on the server and in the browser alike, so the two agree:
 * the brand system (without its global styles, which the page already carries in its head) and,
 * on the server, the address's query string (the browser reads its own).
 */
export function IslandProviders({ search = null, children }: { search?: string | null; children: ReactNode }) {
  return (
    <ServerSearchContext value={search}>
      <ChakraProvider value={islandSystem}>{children}</ChakraProvider>
    </ServerSearchContext>
  );
}
