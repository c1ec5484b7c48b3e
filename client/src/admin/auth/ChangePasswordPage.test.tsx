import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { graphQLResponse } from '../../test/render';
import { fill, setupUser } from '../../test/user';
import { adminApolloClient } from '../apollo';
import { adminSystem } from '../system';
import { AuthProvider } from './AuthProvider';
import { RequireAdmin } from './guards';
import { session } from './session';
import { signedOutWithStubbedFetch } from '../../test/admin';

const fetchMock = signedOutWithStubbedFetch();

const admin = (passwordChangeRequired: boolean) => ({ __typename: 'Admin', id: 'QWRtaW46MQ', username: 'ravi', role: 'admin', passwordChangeRequired });
const verified = (passwordChangeRequired: boolean) =>
  graphQLResponse({ data: { verifyToken: { __typename: 'TokenVerification', success: true, expiresAt: new Date(Date.now() + 3600_000).toISOString(), twoFactorSetupRequired: false, admin: admin(passwordChangeRequired) } } });

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

/** The back office opened at /admin/posts by an admin already signed in (a token kept from sign-in). */
async function openBackOffice(passwordChangeRequired: boolean) {
  fetchMock.mockResolvedValueOnce(verified(passwordChangeRequired));
  session.store('the.jwt.token');
  const user = setupUser();
  render(
    <ChakraProvider value={adminSystem}>
      <ApolloProvider client={adminApolloClient}>
        <MemoryRouter initialEntries={['/admin/posts']}>
          <AuthProvider>
            <Routes>
              <Route path="*" element={<RequireAdmin><Where /></RequireAdmin>} />
            </Routes>
          </AuthProvider>
        </MemoryRouter>
      </ApolloProvider>
    </ChakraProvider>,
  );
  return user;
}

async function fillIn(user: ReturnType<typeof setupUser>, values: { current: string; next: string; confirm: string }) {
  for (const [label, value] of [['Current password', values.current], ['New password', values.next], ['Confirm new password', values.confirm]] as const) {
    if (value) await fill(user, screen.getByLabelText(label), value);
  }
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('an admin whose password predates the current rules', () => {
  it('is asked for a new one before the back office opens, and goes on once it is changed', async () => {
    const user = await openBackOffice(true);
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
    expect(
      screen.getByText('Passwords now need at least 12 characters and may not be easy to guess (a common password, a repeat, a sequence or your username). Please choose a new one to go on.'),
    ).toBeTruthy();
    expect(screen.queryByText('at /admin/posts')).toBeNull();

    fetchMock.mockResolvedValueOnce(graphQLResponse({ data: { changePassword: { __typename: 'ChangePasswordPayload', admin: admin(false) } } }));
    await fillIn(user, { current: 'Old!pass123', next: 'copper kettle at sunrise', confirm: 'copper kettle at sunrise' });

    expect(await screen.findByText('at /admin/posts')).toBeTruthy();
    const sent = JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body)) as { variables: unknown };
    expect(sent.variables).toEqual({ input: { currentPassword: 'Old!pass123', newPassword: 'copper kettle at sunrise' } });
  });

  it.each([
    [{ current: 'Old!pass123', next: 'Password1!', confirm: 'Password1!' }, 'Password must be at least 12 characters'],
    [{ current: 'Old!pass123', next: 'copper kettle at sunrise', confirm: 'copper kettle at sunset' }, 'Passwords do not match'],
    [{ current: '', next: 'copper kettle at sunrise', confirm: 'copper kettle at sunrise' }, 'All fields are required'],
  ])('says what is wrong before sending: %j', async (values, message) => {
    const user = await openBackOffice(true);
    await screen.findByRole('heading', { name: 'Choose a new password' });
    await fillIn(user, values);

    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows the server\'s message: a wrong current password, or a common new one', async () => {
    const user = await openBackOffice(true);
    await screen.findByRole('heading', { name: 'Choose a new password' });
    const refusal = (path: string, message: string) => graphQLResponse({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT', fields: [{ path, message }] } }], data: null });

    fetchMock.mockResolvedValueOnce(refusal('newPassword', 'This password is one of the most commonly used passwords. Please choose another.'));
    await fillIn(user, { current: 'Old!pass123', next: 'qwertyuiop123', confirm: 'qwertyuiop123' });
    expect((await screen.findByRole('alert')).textContent).toContain('This password is one of the most commonly used passwords. Please choose another.');

    fetchMock.mockResolvedValueOnce(refusal('currentPassword', 'Your current password is not correct'));
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findByText('Your current password is not correct')).closest('[role="alert"]')).toBeTruthy();
    expect(screen.queryByText('at /admin/posts')).toBeNull();
  });

  it('is not asked when the password meets the rules', async () => {
    await openBackOffice(false);
    expect(await screen.findByText('at /admin/posts')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Choose a new password' })).toBeNull();
  });
});
