import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { signedOutWithStubbedFetch } from '../test/admin';
import { graphQLResponse } from '../test/render';
import { adminRoutes } from './AdminApp';
import { adminApolloClient } from './apollo';
import { session } from './auth/session';
import { SCREEN_FAILED_MESSAGES } from './shell/ScreenFailed';
import { adminSystem } from './system';

// The Posts screen's code cannot be fetched, as after a new version replaced the files.
vi.mock('./posts/PostsPage', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

const fetchMock = signedOutWithStubbedFetch();

describe('a screen whose code cannot be loaded', () => {
  it('says so inside the shell, which stays usable, and offers a reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockImplementation(async () =>
      graphQLResponse({
        data: {
          verifyToken: {
            __typename: 'TokenVerification',
            success: true,
            expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
            twoFactorSetupRequired: false,
            admin: { __typename: 'Admin', id: 'QWRtaW46MQ==', username: 'priya', role: 'admin', passwordChangeRequired: false },
          },
        },
      }),
    );
    session.store('a-token');
    render(
      <ChakraProvider value={adminSystem}>
        <ApolloProvider client={adminApolloClient}>
          <RouterProvider router={createMemoryRouter(adminRoutes, { initialEntries: ['/admin/posts'] })} />
        </ApolloProvider>
      </ChakraProvider>,
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: SCREEN_FAILED_MESSAGES.title }).textContent).toBe(SCREEN_FAILED_MESSAGES.title);
    expect(within(alert).getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: 'Back office' })).getByRole('link', { name: 'Dashboard' })).toBeTruthy();
  });
});
