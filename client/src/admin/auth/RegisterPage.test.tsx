import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { setupUser } from '../../test/user';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { graphQLResponse } from '../../test/render';
import { adminApolloClient } from '../apollo';
import { adminSystem } from '../system';
import { AuthProvider } from './AuthProvider';
import { RegisterPage } from './RegisterPage';
import { session } from './session';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(async () => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  session.clear();
  await adminApolloClient.clearStore();
});
afterEach(() => vi.unstubAllGlobals());

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
  it('checks the password live and labels it Weak or Strong', async () => {
    const user = await setup();
    const password = screen.getByLabelText('Password');

    await user.type(password, 'abc');
    expect(screen.getByText('Weak password')).toBeTruthy();
    expect(requirement('At least 8 characters')).toContain('(not met yet)');

    await user.type(password, 'defgH1!');
    expect(screen.getByText('Strong password')).toBeTruthy();
    for (const label of ['At least 8 characters', 'One uppercase letter', 'One number']) expect(requirement(label)).toContain('(met)');
  });

  it.each([
    [{ username: '', password: 'Str0ng!pass', confirm: 'Str0ng!pass' }, 'All fields are required'],
    [{ username: 'priya', password: 'Str0ng!pass', confirm: 'Str0ng!pasS' }, 'Passwords do not match'],
    [{ username: 'priya', password: 'weakpassword', confirm: 'weakpassword' }, 'Please ensure your password meets all requirements'],
  ])('refuses %j with "%s"', async ({ username, password, confirm }, message) => {
    const user = await setup();
    if (username) await user.type(screen.getByLabelText('Username'), username);
    await user.type(screen.getByLabelText('Password'), password);
    await user.type(screen.getByLabelText('Confirm password'), confirm);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says registration is closed once an admin exists', async () => {
    await setup(false);
    expect(screen.getByRole('heading', { name: 'Registration is closed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/admin/login');
  });
});
