import { ADMIN_MESSAGES } from '@rules/admin';
import { TEAM_MESSAGES } from '@rules/team';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdminRoutes, tokenVerifiedFor } from '../../test/admin';
import { stubGraphQL, type Answer } from '../../test/graphql';
import { setupUser } from '../../test/user';
import { adminRoutes } from '../AdminApp';
import { adminApolloClient } from '../apollo';
import { session } from './session';

afterEach(async () => {
  vi.unstubAllGlobals();
  session.clear();
  await adminApolloClient.clearStore();
});

const TOKEN = 'xV3pQ0r9sLk2mN8bT4yW6zA1cD5eF7gH9iJ0kL2mN4o';
const INVITATION = { data: { invitation: { __typename: 'Invitation', email: 'ines.duarte@example.com', role: 'recruiter', expiresAt: '2026-11-30T09:30:00.000Z' } } };
const STRONG = 'kettle sunset harbour';

const refused = (message: string, code: string, fields: { path: string; message: string }[] = []) => ({
  data: null,
  errors: [{ message, extensions: { code, ...(fields.length > 0 ? { fields } : {}) } }],
});

/** The back office opened at the invitation's link, with the server's answers. */
function open(hash: string, handlers: Record<string, (variables: Record<string, unknown>) => Answer> = {}) {
  const graphql = stubGraphQL({ Invitation: () => INVITATION, AdminJobs: () => ({ data: { jobs: { __typename: 'JobConnection', totalCount: 0, totalCountIsExact: true, pageInfo: { __typename: 'PageInfo', hasNextPage: false }, edges: [] } } }), ...handlers });
  const router = renderAdminRoutes(adminRoutes, { path: `/admin/accept-invite${hash}` });
  return { ...graphql, router, user: setupUser() };
}

async function fillIn(user: ReturnType<typeof setupUser>, { username, password = STRONG, confirm = password }: { username?: string; password?: string; confirm?: string }) {
  const field = await screen.findByLabelText('Username');
  if (username !== undefined) {
    await user.clear(field);
    await user.type(field, username);
  }
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Create account and sign in' }));
}

describe('an invitation link that cannot be used', () => {
  it('says so with the server’s message (invalid, used or expired) and leads to sign-in', async () => {
    const { variablesOf } = open(`#token=${TOKEN}`, { Invitation: () => refused(TEAM_MESSAGES.inviteInvalid, 'BAD_USER_INPUT', [{ path: 'token', message: TEAM_MESSAGES.inviteInvalid }]) });
    expect((await screen.findByRole('alert')).textContent).toBe(TEAM_MESSAGES.inviteInvalid);
    expect(screen.getByRole('heading', { name: 'This invitation cannot be used', level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/admin/login');
    expect(screen.queryByLabelText('Username')).toBeNull();
    expect(variablesOf('Invitation')).toEqual([{ token: TOKEN }]);
  });

  it('says a link without its token is incomplete, without asking the server', async () => {
    const { sent } = open('');
    expect((await screen.findByRole('alert')).textContent).toBe(TEAM_MESSAGES.tokenRequired);
    expect(sent).toEqual([]);
  });
});

describe('accepting an invitation', () => {
  it('says what the invitation is for and offers the address’s local part as the username', async () => {
    open(`#token=${TOKEN}`);
    expect(await screen.findByText('You are invited as Recruiter (ines.duarte@example.com)')).toBeTruthy();
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('ines.duarte');
  });

  it('checks the passwords as registration does, before sending anything', async () => {
    const { user, variablesOf } = open(`#token=${TOKEN}`);
    await fillIn(user, { password: STRONG, confirm: `${STRONG}!` });
    expect((await screen.findByRole('alert')).textContent).toContain(ADMIN_MESSAGES.passwordsDoNotMatch);
    expect(variablesOf('AcceptAdminInvite')).toEqual([]);
  });

  it('makes the account, signs in with it and opens the first screen the role may use', async () => {
    const { user, router, variablesOf } = open(`#token=${TOKEN}`, {
      AcceptAdminInvite: () => ({
        data: {
          acceptAdminInvite: {
            __typename: 'AcceptAdminInvitePayload',
            token: 'the-new-session',
            expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
            admin: { __typename: 'Admin', id: 'QWRtaW46OQ==', username: 'ines', role: 'recruiter', passwordChangeRequired: false },
          },
        },
      }),
      VerifyToken: () => tokenVerifiedFor('recruiter'),
    });
    await fillIn(user, { username: ' ines ' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(variablesOf('AcceptAdminInvite')).toEqual([{ input: { token: TOKEN, username: 'ines', password: STRONG } }]);
    expect(session.token()).toBe('the-new-session');
    expect(await screen.findByText(TEAM_MESSAGES.accepted)).toBeTruthy();
  });

  it.each([
    ['username', ADMIN_MESSAGES.usernameTaken, 'CONFLICT', 'Username'],
    ['password', ADMIN_MESSAGES.passwordCommon, 'BAD_USER_INPUT', 'Password'],
    ['password', ADMIN_MESSAGES.passwordOwnWords, 'BAD_USER_INPUT', 'Password'],
  ])('shows the server’s message about the %s beside it, and stays', async (path, message, code, label) => {
    const { user, router } = open(`#token=${TOKEN}`, { AcceptAdminInvite: () => refused(message, code, [{ path, message }]) });
    await fillIn(user, {});
    expect(await screen.findByText(message)).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText(label).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(router.state.location.pathname).toBe('/admin/accept-invite');
    expect(session.token()).toBeNull();
  });

  it('says so above the form when the link was used meanwhile', async () => {
    const { user } = open(`#token=${TOKEN}`, { AcceptAdminInvite: () => refused(TEAM_MESSAGES.inviteInvalid, 'BAD_USER_INPUT', [{ path: 'token', message: TEAM_MESSAGES.inviteInvalid }]) });
    await fillIn(user, {});
    expect((await screen.findByRole('alert')).textContent).toBe(TEAM_MESSAGES.inviteInvalid);
  });
});
