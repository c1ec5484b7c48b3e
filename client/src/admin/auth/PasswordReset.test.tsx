import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { PASSWORD_RESET_MESSAGES } from '@rules/admin';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { signedOutWithStubbedFetch } from '../../test/admin';
import { graphQLResponse } from '../../test/render';
import { fill, setupUser } from '../../test/user';
import { adminApolloClient } from '../apollo';
import { adminSystem } from '../system';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { ResetPasswordPage } from './ResetPasswordPage';

const fetchMock = signedOutWithStubbedFetch();
const TOKEN = 'a'.repeat(43);
const NEW_PASSWORD = 'copper kettle at sunrise';

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

function open(entry: string) {
  const user = setupUser();
  render(
    <ChakraProvider value={adminSystem}>
      <ApolloProvider client={adminApolloClient}>
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            <Route path="/forgot-password" element={<ForgotPasswordPage />} />
            <Route path="/reset-password" element={<ResetPasswordPage />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </ApolloProvider>
    </ChakraProvider>,
  );
  return user;
}

const sentVariables = (call: number) => (JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body)) as { variables: unknown }).variables;

describe('Forgot password', () => {
  it('asks for the address and says what happens, the same for any address', async () => {
    const user = open('/forgot-password');
    fetchMock.mockResolvedValueOnce(graphQLResponse({ data: { requestPasswordReset: { __typename: 'RequestPasswordResetPayload', message: PASSWORD_RESET_MESSAGES.requested } } }));
    await fill(user, screen.getByLabelText(/Email/), ' ravi@finmesh.example ');
    await user.click(screen.getByRole('button', { name: 'Email me a link' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(screen.getByText(PASSWORD_RESET_MESSAGES.requested)).toBeTruthy();
    expect(sentVariables(0)).toEqual({ input: { email: 'ravi@finmesh.example' } });
  });

  it('says what is wrong with the address before sending', async () => {
    const user = open('/forgot-password');
    await user.click(screen.getByRole('button', { name: 'Email me a link' }));
    expect(await screen.findByText(PASSWORD_RESET_MESSAGES.emailRequired)).toBeTruthy();
    await fill(user, screen.getByLabelText(/Email/), 'not an address');
    await user.click(screen.getByRole('button', { name: 'Email me a link' }));
    expect(await screen.findByText(PASSWORD_RESET_MESSAGES.emailInvalid)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('the reset link', () => {
  it('sets the new password by the token in the address\'s fragment, then leads to sign in', async () => {
    const user = open(`/reset-password#token=${TOKEN}`);
    fetchMock.mockResolvedValueOnce(graphQLResponse({ data: { resetPassword: { __typename: 'ResetPasswordPayload', message: PASSWORD_RESET_MESSAGES.done } } }));
    await fill(user, screen.getByLabelText('New password'), NEW_PASSWORD);
    await fill(user, screen.getByLabelText('Confirm new password'), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeTruthy();
    expect(screen.getByText(PASSWORD_RESET_MESSAGES.done)).toBeTruthy();
    expect(sentVariables(0)).toEqual({ input: { token: TOKEN, password: NEW_PASSWORD } });
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByText('at /admin/login')).toBeTruthy();
  });

  it('says a used or expired link cannot be used, and offers a new one', async () => {
    const user = open(`/reset-password#token=${TOKEN}`);
    fetchMock.mockResolvedValueOnce(graphQLResponse({ data: null, errors: [{ message: PASSWORD_RESET_MESSAGES.linkInvalid, extensions: { code: 'BAD_USER_INPUT' } }] }));
    await fill(user, screen.getByLabelText('New password'), NEW_PASSWORD);
    await fill(user, screen.getByLabelText('Confirm new password'), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('heading', { name: 'This link cannot be used' })).toBeTruthy();
    expect(screen.getByText(PASSWORD_RESET_MESSAGES.linkInvalid)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/forgot-password');
  });

  it('says at once that a cut-off link cannot be used, without asking the server', async () => {
    open('/reset-password#token=abc');
    expect(await screen.findByRole('heading', { name: 'This link cannot be used' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says what is wrong with the new password before sending', async () => {
    const user = open(`/reset-password#token=${TOKEN}`);
    await fill(user, screen.getByLabelText('New password'), NEW_PASSWORD);
    await fill(user, screen.getByLabelText('Confirm new password'), 'copper kettle at sunset');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Passwords do not match');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
