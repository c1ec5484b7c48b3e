import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { ACCESS_MESSAGES, type Role } from '@rules/access';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { signedOutWithStubbedFetch, tokenVerifiedFor } from '../test/admin';
import { graphQLResponse } from '../test/render';
import { adminRoutes } from './AdminApp';
import { adminApolloClient } from './apollo';
import { session } from './auth/session';
import { adminSystem } from './system';

const fetchMock = signedOutWithStubbedFetch();

/** Signed in as an admin of `role`: the server confirms the kept token; every other operation fails (the screens' data is not what these tests are about). */
function signedInAs(role: Role | string) {
  fetchMock.mockImplementation(async (_url, init) => {
    const { operationName } = JSON.parse(String(init?.body)) as { operationName: string };
    if (operationName !== 'VerifyToken') return graphQLResponse({ data: null, errors: [{ message: 'Not in this test', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
    return graphQLResponse(tokenVerifiedFor(role));
  });
  session.store('a-token');
}

function open(path: string) {
  const router = createMemoryRouter(adminRoutes, { initialEntries: [path] });
  render(
    <ChakraProvider value={adminSystem}>
      <ApolloProvider client={adminApolloClient}>
        <RouterProvider router={router} />
      </ApolloProvider>
    </ChakraProvider>,
  );
  return router;
}

const sidebarItems = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Back office' });
  return within(nav)
    .queryAllByRole('link')
    .map((link) => link.textContent?.trim());
};

describe('the back office from one list of screens', () => {
  it('gives an Admin every screen in the sidebar, and opens on the dashboard', async () => {
    signedInAs('admin');
    const router = open('/admin');
    expect(await sidebarItems()).toEqual(['Dashboard', 'Users', 'Posts', 'Careers', 'Form Submissions', 'Demo Requests', 'Email Recipients', 'Newsletter', 'Activity', 'Settings']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeTruthy();
  });

  it('gives a Recruiter only Careers, and opens on it', async () => {
    signedInAs('recruiter');
    const router = open('/admin');
    expect(await sidebarItems()).toEqual(['Careers']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/careers'));
  });

  it('shows a screen the role does not include as the no-access page, in the shell, at the same address', async () => {
    signedInAs('recruiter');
    const router = open('/admin/form-submissions');
    expect(await screen.findByRole('heading', { name: ACCESS_MESSAGES.noAccessPage, level: 1 })).toBeTruthy();
    expect(screen.getByText(/Your role \(Recruiter\) does not include this screen\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Careers' }).getAttribute('href')).toBe('/admin/careers');
    expect(router.state.location.pathname).toBe('/admin/form-submissions');
    expect(await sidebarItems()).toEqual(['Careers']);
  });

  it('shows the job form only to a role that may change jobs', async () => {
    signedInAs('viewer');
    open('/admin/careers/new');
    expect(await screen.findByRole('heading', { name: ACCESS_MESSAGES.noAccessPage, level: 1 })).toBeTruthy();
  });

  it('gives a role this browser does not know no screen at all', async () => {
    signedInAs('auditor');
    open('/admin');
    expect(await screen.findByRole('heading', { name: ACCESS_MESSAGES.noAccessPage, level: 1 })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Go to/ })).toBeNull();
    expect(await sidebarItems()).toEqual([]);
  });

  it('sends a signed-out visitor to sign-in, remembering the screen they asked for', async () => {
    const router = open('/admin/careers?tab=applications');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(router.state.location.state).toEqual({ from: { pathname: '/admin/careers', search: '?tab=applications', hash: '' } });
  });
});
