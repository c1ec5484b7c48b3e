import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdminRoutes, tokenVerifiedFor } from '../../test/admin';
import { stubGraphQL } from '../../test/graphql';
import { setupUser } from '../../test/user';
import { adminApolloClient } from '../apollo';
import { AuthProvider } from '../auth/AuthProvider';
import { session } from '../auth/session';
import { NewsletterPage } from './NewsletterPage';

afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  session.clear();
  await adminApolloClient.clearStore();
});

const HASH = 'Xq3vB1kPz0aLmN7rT2yWc4dE5fG6hI7jK8lM9nO0pQ1';
const subscriber = (email: string, fields: object) => ({
  __typename: 'Subscriber',
  id: `Subscriber:${email}`,
  email,
  subscribedAt: '2026-11-20T09:30:00.000Z',
  isActive: false,
  status: 'pending',
  consentAt: '2026-11-20T09:30:00.000Z',
  consentSource: '/about',
  consentAddressHash: HASH,
  spam: false,
  spamReason: null,
  ...fields,
});
const PENDING = subscriber('meera@example.com', {});
const ACTIVE = subscriber('arjun@example.com', { isActive: true, status: 'active', consentSource: null });
const GONE = subscriber('old@example.com', { status: 'inactive', consentAt: null, consentSource: null, consentAddressHash: null });

const connection = (nodes: readonly object[]) => ({
  __typename: 'SubscriberConnection',
  totalCount: nodes.length,
  totalCountIsExact: true,
  pageInfo: { __typename: 'PageInfo', hasNextPage: false },
  edges: nodes.map((node) => ({ __typename: 'SubscriberEdge', node })),
});

/** The Newsletter screen of a signed-in Owner, with the three subscribers. */
function setup(path = '/admin/newsletter', handlers: Parameters<typeof stubGraphQL>[0] = {}) {
  const graphql = stubGraphQL({
    VerifyToken: () => tokenVerifiedFor('owner'),
    Subscribers: () => ({ data: { subscribers: connection([PENDING, ACTIVE, GONE]) } }),
    ...handlers,
  });
  session.store('a-token');
  renderAdminRoutes(
    [
      {
        path: '/admin/newsletter',
        element: (
          <AuthProvider>
            <NewsletterPage />
          </AuthProvider>
        ),
      },
    ],
    { path },
  );
  return { ...graphql, user: setupUser() };
}

const rowOf = async (email: string) => (await within(await screen.findByRole('table', { name: 'Newsletter subscribers' })).findByText(email)).closest('tr') as HTMLElement;

describe('the newsletter subscribers (double opt-in)', () => {
  it('shows each status (Pending, Active, Unsubscribed) and the proof of consent', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Newsletter subscribers' });
    await within(table).findByText('meera@example.com');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Email', 'Subscribed At', 'Status', 'Consent', 'Actions']);

    const pending = within(await rowOf('meera@example.com'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(pending[2]).toBe('Pending');
    expect(pending[3]).toBe('20 Nov 2026, 09:30From /aboutAddress hash Xq3vB1kPz0aL…');
    expect(within(await rowOf('meera@example.com')).getByTitle(HASH)).toBeTruthy();
    // A pending sign-up can be taken off the list as an active one can (issue P19).
    expect(within(await rowOf('meera@example.com')).getByRole('button', { name: 'Unsubscribe meera@example.com' })).toBeTruthy();

    const active = within(await rowOf('arjun@example.com'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(active[2]).toBe('Active');
    expect(active[3]).toContain('From an unknown page');
    expect(within(await rowOf('arjun@example.com')).getByRole('button', { name: /Unsubscribe/ })).toBeTruthy();

    const gone = within(await rowOf('old@example.com'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(gone.slice(2, 4)).toEqual(['Unsubscribed', 'Not recorded']);
    // Nothing to take off the list once off it.
    expect(within(await rowOf('old@example.com')).queryByRole('button', { name: /Unsubscribe/ })).toBeNull();
  });

  it('takes a pending sign-up off the list: the server unsubscribes it, the row says so (issue P19)', async () => {
    const { user, variablesOf } = setup('/admin/newsletter', {
      UnsubscribeSubscriber: ({ email }) => ({
        data: { unsubscribeSubscriber: { __typename: 'UnsubscribeSubscriberPayload', message: `Successfully unsubscribed ${String(email)}.`, subscriber: { __typename: 'Subscriber', id: PENDING.id, isActive: false, status: 'inactive' } } },
      }),
    });
    await user.click(within(await rowOf('meera@example.com')).getByRole('button', { name: 'Unsubscribe meera@example.com' }));
    expect(await screen.findByText('Successfully unsubscribed meera@example.com.')).toBeTruthy();
    await waitFor(() => expect(within(screen.getByText('meera@example.com').closest('tr') as HTMLElement).getAllByRole('cell')[2]?.textContent).toBe('Unsubscribed'));
    expect(variablesOf('UnsubscribeSubscriber')).toEqual([{ email: 'meera@example.com' }]);
  });

  it('filters by status: the Pending filter asks the server for pending subscribers', async () => {
    const { variablesOf } = setup('/admin/newsletter?status=pending');
    await rowOf('meera@example.com');
    await waitFor(() => expect(variablesOf('Subscribers').at(-1)).toMatchObject({ status: 'pending', spam: false }));
    expect([...(screen.getByRole('combobox', { name: 'Filter subscribers by status' }) as HTMLSelectElement).options].map((option) => option.textContent)).toEqual(
      expect.arrayContaining(['Active', 'Pending', 'Unsubscribed']),
    );
  });
});

describe('a subscriber opened by its link (the Activity screen’s, issue P19)', () => {
  it('shows that subscriber alone, asked for by its id (an address never goes in a link)', async () => {
    const { variablesOf } = setup(`/admin/newsletter?open=${encodeURIComponent(PENDING.id)}`, { OpenedSubscriber: () => ({ data: { node: PENDING } }) });
    await rowOf('meera@example.com');
    expect(screen.getByText('Showing one subscriber, opened by its link.')).toBeTruthy();
    expect(screen.queryByText('arjun@example.com')).toBeNull();
    expect(variablesOf('OpenedSubscriber')).toEqual([{ id: PENDING.id }]);
    expect(variablesOf('Subscribers')).toEqual([]);
  });
});

describe('the subscribers on a phone', () => {
  it('shows each subscriber as a card, a pending one with its Unsubscribe within reach (the table scrolled sideways)', async () => {
    // jsdom lays nothing out: the table is made too wide for its frame, as on a phone.
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900);
    setup();
    const cards = await screen.findByRole('list', { name: 'Newsletter subscribers' });
    expect(screen.queryByRole('table', { name: 'Newsletter subscribers' })).toBeNull();
    const pending = (await within(cards).findByText('meera@example.com')).closest('li') as HTMLElement;
    expect(within(pending).getByText('Pending')).toBeTruthy();
    expect(within(pending).getByText('From /about')).toBeTruthy();
    expect(within(pending).getByRole('button', { name: 'Unsubscribe meera@example.com' })).toBeTruthy();
    const gone = within(cards).getByText('old@example.com').closest('li') as HTMLElement;
    expect(within(gone).queryByRole('button', { name: /Unsubscribe/ })).toBeNull();
  });
});
