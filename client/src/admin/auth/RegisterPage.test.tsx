import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { setupUser } from '../../test/user';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { graphQLResponse } from '../../test/render';
import { adminApolloClient } from '../apollo';
import { adminSystem } from '../system';
import { AuthProvider } from './AuthProvider';
import { RegisterPage } from './RegisterPage';
import { signedOutWithStubbedFetch } from '../../test/admin';

const fetchMock = signedOutWithStubbedFetch();

async function setup(open = true) {
  fetchMock.mockResolvedValueOnce(graphQLResponse({ data: { registrationOpen: open } }));
  const user = setupUser();
  render(
    <ChakraProvider value={adminSystem}>
      <ApolloProvider client={adminApolloClient}>
        <MemoryRouter initialEntries={['/admin/register']}>
          <AuthProvider>
            <RegisterPage />
          </AuthProvider>
        </MemoryRouter>
      </ApolloProvider>
    </ChakraProvider>,
  );
  await screen.findByRole('heading', { level: 1 });
  return user;
}

const requirement = (label: string) => screen.getByText(label).closest('li')?.textContent ?? '';

describe('registration screen', () => {
  it('checks the length live, asks for nothing else, and labels the password Weak or Strong', async () => {
    const user = await setup();
    const password = screen.getByLabelText('Password');

    await user.type(password, 'Password1!');
    expect(screen.getByText('Weak password')).toBeTruthy();
    expect(requirement('At least 12 characters')).toContain('(not met yet)');

    await user.type(password, 'ab');
    expect(screen.getByText('Strong password')).toBeTruthy();
    expect(requirement('At least 12 characters')).toContain('(met)');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);

    await user.clear(password);
    await user.type(password, 'kettlesunset');
    expect(screen.getByText('Strong password')).toBeTruthy();
  });

  it.each([
    [{ username: '', password: 'Str0ng!pass-phrase', confirm: 'Str0ng!pass-phrase' }, 'All fields are required'],
    [{ username: 'priya', password: 'Str0ng!pass-phrase', confirm: 'Str0ng!pass-phrasE' }, 'Passwords do not match'],
    [{ username: 'priya', password: 'Password1!', confirm: 'Password1!' }, 'Password must be at least 12 characters'],
  ])('refuses %j with "%s"', async ({ username, password, confirm }, message) => {
    const user = await setup();
    if (username) await user.type(screen.getByLabelText('Username'), username);
    await user.type(screen.getByLabelText('Password'), password);
    await user.type(screen.getByLabelText('Confirm password'), confirm);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows the server\'s message when it refuses a common password', async () => {
    const user = await setup();
    const message = 'This password is one of the most commonly used passwords. Please choose another.';
    fetchMock.mockResolvedValueOnce(graphQLResponse({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT', fields: [{ path: 'password', message }] } }], data: null }));
    await user.type(screen.getByLabelText('Username'), 'priya');
    await user.type(screen.getByLabelText('Password'), 'qwertyuiop123');
    await user.type(screen.getByLabelText('Confirm password'), 'qwertyuiop123');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect((await screen.findByRole('alert')).textContent).toContain(message);
  });

  it('says registration is closed once an admin exists', async () => {
    await setup(false);
    expect(screen.getByRole('heading', { name: 'Registration is closed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/admin/login');
  });
});
