import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor } from '@testing-library/react';
import { setupUser } from '../../test/user';
import { describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { graphQLResponse } from '../../test/render';
import { adminApolloClient } from '../apollo';
import { adminSystem } from '../system';
import { AuthProvider } from './AuthProvider';
import { RedirectIfSignedIn } from './guards';
import { LoginPage } from './LoginPage';
import { signedOutWithStubbedFetch } from '../../test/admin';

const fetchMock = signedOutWithStubbedFetch();

function Where() {
  const location = useLocation();
  return <p>at {location.pathname}{location.search}</p>;
}

function setup(from = '/admin/posts?page=2') {
  const user = setupUser();
  render(
    <ChakraProvider value={adminSystem}>
      <ApolloProvider client={adminApolloClient}>
        <MemoryRouter initialEntries={[{ pathname: '/admin/login', state: { from: { pathname: from.split('?')[0], search: `?${from.split('?')[1] ?? ''}`, hash: '' } } }]}>
          <AuthProvider>
            <Routes>
              <Route path="/admin/login" element={<RedirectIfSignedIn><LoginPage /></RedirectIfSignedIn>} />
              <Route path="*" element={<Where />} />
            </Routes>
          </AuthProvider>
        </MemoryRouter>
      </ApolloProvider>
    </ChakraProvider>,
  );
  return { user, username: screen.getByLabelText('Username'), password: screen.getByLabelText('Password') };
}

describe('sign-in screen', () => {
  it('asks for both fields, and clears each message on edit', async () => {
    const { user, username } = setup();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Username is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();

    await user.type(username, 'priya');
    expect(screen.queryByText('Username is required')).toBeNull();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('counts a username of spaces as missing', async () => {
    const { user, username, password } = setup();
    await user.type(username, '   ');
    await user.type(password, 'x');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Username is required')).toBeTruthy();
  });

  it('shows the server message when sign-in is refused', async () => {
    fetchMock.mockResolvedValue(graphQLResponse({ data: null, errors: [{ message: 'Invalid credentials', extensions: { code: 'UNAUTHENTICATED' } }] }));
    const { user, username, password } = setup();
    await user.type(username, 'priya');
    await user.type(password, 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid credentials');
  });

  it('says an error occurred when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { user, username, password } = setup();
    await user.type(username, 'priya');
    await user.type(password, 'Str0ng!pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('An error occurred. Please try again.');
  });

  it('shows Signing in..., keeps the token as adminToken and returns to where the admin was going', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const { user, username, password } = setup('/admin/posts?page=2');
    await user.type(username, 'priya');
    await user.type(password, 'Str0ng!pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('button', { name: 'Signing in...' })).hasAttribute('disabled')).toBe(true);

    fetchMock.mockResolvedValue(
      graphQLResponse({
        data: {
          verifyToken: { __typename: 'TokenVerification', success: true, expiresAt: new Date(Date.now() + 3600_000).toISOString(), admin: { __typename: 'Admin', id: 'QWRtaW46MQ', username: 'priya', role: 'admin', passwordChangeRequired: false } },
        },
      }),
    );
    answer(
      graphQLResponse({
        data: {
          login: {
            __typename: 'LoginPayload',
            token: 'the.jwt.token',
            expiresAt: new Date(Date.now() + 3600_000).toISOString(),
            admin: { __typename: 'Admin', id: 'QWRtaW46MQ', username: 'priya', role: 'admin', passwordChangeRequired: false },
          },
        },
      }),
    );
    expect(await screen.findByText('at /admin/posts?page=2')).toBeTruthy();
    expect(localStorage.getItem('adminToken')).toBe('the.jwt.token');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });
});
