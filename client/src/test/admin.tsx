import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, vi } from 'vitest';
import { adminApolloClient } from '../admin/apollo';
import { session } from '../admin/auth/session';
import { ADMIN_TOASTS } from '../admin/shell/AdminShell';
import { adminSystem } from '../admin/system';
import { Toaster } from '../ui/toaster';

/**
 * Each test of a back-office screen starts signed out, with an empty cache and `fetch` stubbed as
 * the server: call it at the top of the file, and answer the returned mock's calls in each test.
 */
export function signedOutWithStubbedFetch() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(async () => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    session.clear();
    await adminApolloClient.clearStore();
  });
  afterEach(() => {
    session.clear();
    vi.unstubAllGlobals();
  });
  return fetchMock;
}

/**
 * Renders back-office screens the way the app does (brand system, Apollo client, toasts) in a
 * data router starting at `path`; any other path shows "at <path and search>", so a test can
 * see where a screen went. Returns the router, whose `state.location` is the address.
 */
export function renderAdminRoutes(routes: RouteObject[], { path }: { path: string }) {
  const router = createMemoryRouter([...routes, { path: '*', element: <Where /> }], { initialEntries: [path] });
  render(
    <ChakraProvider value={adminSystem}>
      <ApolloProvider client={adminApolloClient}>
        <RouterProvider router={router} />
        <Toaster placement={ADMIN_TOASTS} />
      </ApolloProvider>
    </ChakraProvider>,
  );
  return router;
}

function Where() {
  const location = useLocation();
  return (
    <p>
      at {location.pathname}
      {location.search}
    </p>
  );
}

/** The server's answer to `VerifyToken` for the kept token of an admin of `role` (signed in for an hour). */
export const tokenVerifiedFor = (role: string) => ({
  data: {
    verifyToken: {
      __typename: 'TokenVerification',
      success: true,
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      twoFactorSetupRequired: false,
      admin: { __typename: 'Admin', id: 'QWRtaW46MQ==', username: 'rhea', role, passwordChangeRequired: false },
    },
  },
});
