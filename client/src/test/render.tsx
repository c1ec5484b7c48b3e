import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ISLANDS } from '../public/browser';
import { IslandListContext } from '../public/islands/island';
import { publicSystem } from '../public/system';
import { Toaster } from '../ui/toaster';

/** Renders public-site UI the way the app does: brand system, the browser's list of islands, router and the toast region. */
export function renderPublic(ui: ReactNode, { path = '/' } = {}) {
  return render(
    <ChakraProvider value={publicSystem}>
      <IslandListContext value={ISLANDS}>
        <MemoryRouter initialEntries={[path]}>
          {ui}
          <Toaster />
        </MemoryRouter>
      </IslandListContext>
    </ChakraProvider>,
  );
}

/** A GraphQL response as the server sends it, for a stubbed `fetch`. */
export function graphQLResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/graphql-response+json' } });
}
