import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor } from '@testing-library/react';
import { setupUser } from '../../test/user';
import { describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { graphQLResponse } from '../../test/render';
import { stubGraphQL, type Answer } from '../../test/graphql';
import { adminApolloClient } from '../apollo';
import { adminSystem } from '../system';
import { AuthProvider } from './AuthProvider';
import { RedirectIfSignedIn } from './guards';
import { LOGIN_MESSAGES, LoginPage } from './LoginPage';
import { TWO_FACTOR_MESSAGES } from '@rules/admin';
import { signedOutWithStubbedFetch } from '../../test/admin';

signedOutWithStubbedFetch();

/** Whether registration is open, as the server answers the sign-in page (closed: the first admin exists). */
const registrationOpen = (open: boolean) => () => ({ data: { registrationOpen: open } });

function Where() {
  const location = useLocation();
  return <p>at {location.pathname}{location.search}</p>;
}

function setup(from = '/admin/posts?page=2', handlers: Record<string, () => Answer> = {}) {
  const server = stubGraphQL({ RegistrationOpen: registrationOpen(false), ...handlers });
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
  return { ...server, user, username: screen.getByLabelText('Username'), password: screen.getByLabelText('Password') };
}

describe('sign-in screen', () => {
  it('asks for both fields, and clears each message on edit', async () => {
    const { user, username, variablesOf } = setup();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Username is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();

    await user.type(username, 'priya');
    expect(screen.queryByText('Username is required')).toBeNull();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(variablesOf('AdminLogin')).toEqual([]);
  });

  it('counts a username of spaces as missing', async () => {
    const { user, username, password } = setup();
    await user.type(username, '   ');
    await user.type(password, 'x');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Username is required')).toBeTruthy();
  });

  it('shows the server message when sign-in is refused', async () => {
    const { user, username, password } = setup(undefined, { AdminLogin: () => ({ data: null, errors: [{ message: 'Invalid credentials', extensions: { code: 'UNAUTHENTICATED' } }] }) });
    await user.type(username, 'priya');
    await user.type(password, 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid credentials');
  });

  it('says an error occurred when the server cannot be reached', async () => {
    const { user, username, password } = setup(undefined, {
      AdminLogin: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await user.type(username, 'priya');
    await user.type(password, 'Str0ng!pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('An error occurred. Please try again.');
  });

  it('shows Signing in..., keeps the token as adminToken and returns to where the admin was going', async () => {
    let answer: (response: Response) => void = () => {};
    const { user, username, password, sent } = setup('/admin/posts?page=2', {
      AdminLogin: () => new Promise((resolve) => (answer = resolve)),
      VerifyToken: () => ({
        data: {
          verifyToken: { __typename: 'TokenVerification', success: true, expiresAt: new Date(Date.now() + 3600_000).toISOString(), twoFactorSetupRequired: false, admin: { __typename: 'Admin', id: 'QWRtaW46MQ', username: 'priya', role: 'admin', passwordChangeRequired: false } },
        },
      }),
    });
    await user.type(username, 'priya');
    await user.type(password, 'Str0ng!pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('button', { name: 'Signing in...' })).hasAttribute('disabled')).toBe(true);

    answer(
      graphQLResponse({
        data: {
          login: {
            __typename: 'LoginPayload',
            token: 'the.jwt.token',
            expiresAt: new Date(Date.now() + 3600_000).toISOString(),
            admin: { __typename: 'Admin', id: 'QWRtaW46MQ', username: 'priya', role: 'admin', passwordChangeRequired: false },
            secondStep: null,
          },
        },
      }),
    );
    expect(await screen.findByText('at /admin/posts?page=2')).toBeTruthy();
    expect(localStorage.getItem('adminToken')).toBe('the.jwt.token');
    await waitFor(() => expect(sent.map((operation) => operation.operationName).filter((name) => name !== 'RegistrationOpen')).toEqual(['AdminLogin', 'VerifyToken']));
  });
});

describe('the second step, with two-factor authentication on (issue P22)', () => {
  const ADMIN = { __typename: 'Admin', id: 'QWRtaW46MQ', username: 'priya', role: 'admin', passwordChangeRequired: false };
  const secondStep = { __typename: 'SecondStep', token: 'step-token-0123456789abcdef', message: TWO_FACTOR_MESSAGES.secondStep };

  it('asks for the code after the password, shows a wrong one beside its field, and signs in with the right one', async () => {
    let codeAnswer: Answer = { data: null, errors: [{ message: TWO_FACTOR_MESSAGES.codeWrong, extensions: { code: 'BAD_USER_INPUT', fields: [{ path: 'code', message: TWO_FACTOR_MESSAGES.codeWrong }] } }] };
    const { variablesOf, user } = setup(undefined, {
      AdminLogin: () => ({ data: { login: { __typename: 'LoginPayload', token: null, expiresAt: null, admin: null, secondStep } } }),
      FinishSignIn: () => codeAnswer,
      VerifyToken: () => ({ data: { verifyToken: { __typename: 'TokenVerification', success: true, expiresAt: new Date(Date.now() + 3600_000).toISOString(), twoFactorSetupRequired: false, admin: ADMIN } } }),
    });
    await user.type(await screen.findByLabelText('Username'), 'priya');
    await user.type(screen.getByLabelText('Password'), 'Str0ng!pass-phrase');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeTruthy();
    expect(screen.getByText(TWO_FACTOR_MESSAGES.secondStep)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText(TWO_FACTOR_MESSAGES.codeRequired)).toBeTruthy();
    expect(variablesOf('FinishSignIn')).toEqual([]);
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.codeWrong)).toBeTruthy();

    codeAnswer = { data: { finishSignIn: { __typename: 'FinishSignInPayload', token: 'the.jwt.token', expiresAt: new Date(Date.now() + 3600_000).toISOString(), admin: ADMIN } } };
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByLabelText('Recovery code'), 'k7m2q-3xw4p');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('at /admin/posts?page=2')).toBeTruthy();
    expect(variablesOf('FinishSignIn')).toEqual([
      { input: { step: secondStep.token, code: '123456' } },
      { input: { step: secondStep.token, code: 'k7m2q-3xw4p' } },
    ]);
  });
});

describe('registration, on the sign-in screen (issue P19)', () => {
  it('is offered while the server says it is open', async () => {
    setup(undefined, { RegistrationOpen: registrationOpen(true) });
    const link = await screen.findByRole('link', { name: 'Register here' });
    expect(link.getAttribute('href')).toBe('/admin/register');
    expect(link.parentElement?.textContent).toBe('New to the back office? Register here');
  });

  it('is not offered once it has closed: the page says how to join instead', async () => {
    setup(undefined, { RegistrationOpen: registrationOpen(false) });
    expect(await screen.findByText(LOGIN_MESSAGES.askForInvitation)).toBeTruthy();
    expect(LOGIN_MESSAGES.askForInvitation).toBe('New to the back office? Ask an Owner to invite you.');
    expect(screen.queryByRole('link', { name: 'Register here' })).toBeNull();
  });

  it('is not offered while the server has not said, nor when it cannot be asked', async () => {
    const { variablesOf } = setup(undefined, {
      RegistrationOpen: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await waitFor(() => expect(variablesOf('RegistrationOpen')).toHaveLength(1));
    expect(screen.queryByRole('link', { name: 'Register here' })).toBeNull();
    expect(screen.getByText('Contact administrator')).toBeTruthy();
  });
});
