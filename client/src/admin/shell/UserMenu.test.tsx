import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdminRoutes, tokenVerifiedFor } from '../../test/admin';
import { stubGraphQL } from '../../test/graphql';
import { setupUser } from '../../test/user';
import { adminRoutes } from '../AdminApp';
import { adminApolloClient } from '../apollo';
import { session } from '../auth/session';
import { PREVIOUS_SIGN_IN_MESSAGES } from './UserMenu';

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  session.clear();
  await adminApolloClient.clearStore();
});

/** A signed-in Owner on the Posts screen (its list empty), whose session began after `previousSignInAt`. */
function signedIn(previousSignInAt: string | null) {
  const server = stubGraphQL({
    VerifyToken: () => tokenVerifiedFor('owner'),
    PreviousSignIn: () => ({ data: { verifyToken: { __typename: 'TokenVerification', previousSignInAt } } }),
    AdminPosts: () => ({ data: { posts: { __typename: 'PostConnection', totalCount: 0, totalCountIsExact: true, pageInfo: { __typename: 'PageInfo', hasNextPage: false }, edges: [] } } }),
  });
  session.store('a-token');
  renderAdminRoutes(adminRoutes, { path: '/admin/posts' });
  return server;
}

async function openMenu() {
  await setupUser().click(await screen.findByRole('button', { name: /^Account menu for rhea/ }));
  return screen.findByRole('menu');
}

describe('the account menu (issue P19)', () => {
  it('shows when the admin signed in before this session, in their own language, asked only once the menu opens', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'en']);
    const at = '2026-12-05T09:30:00.000Z';
    const { variablesOf } = signedIn(at);
    await screen.findByRole('button', { name: /^Account menu for rhea/ });
    expect(variablesOf('PreviousSignIn')).toEqual([]);

    const menu = await openMenu();

    const shown = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));
    expect(shown).not.toBe(new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at)));
    const line = await within(menu).findByText(PREVIOUS_SIGN_IN_MESSAGES.previous, { exact: false });
    expect(line.textContent).toBe(`Previous sign-in: ${shown}`);
    expect(within(line).getByText(shown).getAttribute('datetime')).toBe(at);
    expect(variablesOf('PreviousSignIn')).toHaveLength(1);
  });

  it('says so when this is the first sign-in (registering, accepting an invitation)', async () => {
    signedIn(null);
    const menu = await openMenu();
    expect(await within(menu).findByText('This is your first sign-in')).toBeTruthy();
    expect(within(menu).queryByText(/Never/)).toBeNull();
  });
});
