import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { TEAM_MESSAGES } from '@rules/team';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenVerifiedFor } from '../../test/admin';
import { stubGraphQL, type Answer } from '../../test/graphql';
import { setupUser } from '../../test/user';
import { Toaster } from '../../ui/toaster';
import { adminRoutes } from '../AdminApp';
import { adminApolloClient } from '../apollo';
import { adminSystem } from '../system';
import type { LogoutState } from './LogoutPage';
import { session } from './session';

afterEach(async () => {
  vi.unstubAllGlobals();
  session.clear();
  await adminApolloClient.clearStore();
});

const NO_POSTS = { __typename: 'PostConnection', totalCount: 0, totalCountIsExact: true, pageInfo: { __typename: 'PageInfo', hasNextPage: false }, edges: [] };

/**
 * A signed-in Owner arriving at the sign-out as the user menu sends them (`state`), with the
 * server's answers. The screen to go back to is Posts, whose list answers empty.
 */
function signOut(state: LogoutState | null, handlers: Record<string, () => Answer>) {
  const graphql = stubGraphQL({ VerifyToken: () => tokenVerifiedFor('owner'), AdminPosts: () => ({ data: { posts: NO_POSTS } }), ...handlers });
  session.store('a-token');
  const router = createMemoryRouter(adminRoutes, { initialEntries: [{ pathname: '/admin/logout', state }] });
  render(
    <ChakraProvider value={adminSystem}>
      <ApolloProvider client={adminApolloClient}>
        <RouterProvider router={router} />
        <Toaster />
      </ApolloProvider>
    </ChakraProvider>,
  );
  return { ...graphql, router };
}

/** What the sign-out sent, without the token's check nor the sign-in page's question whether registration is open. */
const operations = (sent: { operationName: string }[]) => sent.map((operation) => operation.operationName).filter((name) => name !== 'VerifyToken' && name !== 'RegistrationOpen' && name !== 'AdminPosts');

describe('signing out', () => {
  it('ends this session only, forgets it and goes to sign-in', async () => {
    const { router, sent } = signOut(null, { AdminLogout: () => ({ data: { logout: { __typename: 'LogoutPayload', success: true } } }) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(operations(sent)).toEqual(['AdminLogout']);
    expect(session.token()).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('signing out everywhere', () => {
  it('ends every session on the server once, forgets this one, and says so on the sign-in page', async () => {
    const { router, sent } = signOut(
      { everywhere: true, back: '/admin/posts' },
      { SignOutEverywhere: () => ({ data: { signOutEverywhere: { __typename: 'SignOutEverywherePayload', message: TEAM_MESSAGES.signedOutEverywhere, sessionsEnded: 3 } } }) },
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect((await screen.findByRole('status')).textContent).toContain(TEAM_MESSAGES.signedOutEverywhere);
    expect(operations(sent)).toEqual(['SignOutEverywhere']);
    expect(session.token()).toBeNull();
  });

  it('keeps the admin signed in, back where they were, and says why, when the server could not do it', async () => {
    const { router } = signOut({ everywhere: true, back: '/admin/posts' }, { SignOutEverywhere: () => ({ data: null, errors: [{ message: 'Database unavailable', extensions: { code: 'SERVICE_UNAVAILABLE' } }] }) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/posts'));
    expect(await screen.findByText('Database unavailable')).toBeTruthy();
    expect(session.token()).toBe('a-token');
  });
});

describe('the user menu', () => {
  it('offers signing out everywhere, after signing out', async () => {
    // The menu places itself by watching its trigger's size; jsdom lays nothing out.
    vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
    stubGraphQL({ VerifyToken: () => tokenVerifiedFor('owner') });
    session.store('a-token');
    render(
      <ChakraProvider value={adminSystem}>
        <ApolloProvider client={adminApolloClient}>
          <RouterProvider router={createMemoryRouter(adminRoutes, { initialEntries: ['/admin/posts'] })} />
        </ApolloProvider>
      </ChakraProvider>,
    );
    await setupUser().click(await screen.findByRole('button', { name: /^Account menu for rhea/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent?.trim())).toEqual(['Your Profile', 'Settings', 'Sign out', 'Sign out everywhere']);
  });
});
