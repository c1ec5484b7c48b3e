import { Button } from '@chakra-ui/react';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminApolloClient } from '../apollo';
import { session } from '../auth/session';
import { SUBSCRIBERS_LIST, SubscribersQuery } from '../newsletter/documents';
import { stubGraphQL } from '../../test/graphql';
import { renderAdminRoutes } from '../../test/admin';
import { setupUser } from '../../test/user';
import { DeleteDialog, ListBody, ListPages, SearchBox, StatusFilter } from './AdminList';
import { useAdminList } from './useAdminList';

afterEach(async () => {
  vi.unstubAllGlobals();
  session.clear();
  await adminApolloClient.clearStore();
});

const subscriber = (n: number) => ({
  __typename: 'Subscriber',
  id: `s${n}`,
  email: `person${n}@example.com`,
  subscribedAt: '2026-11-01T10:00:00.000Z',
  isActive: true,
  status: 'active',
  consentAt: null,
  consentSource: null,
  consentAddressHash: null,
  spam: false,
  spamReason: null,
});

/** A page of the subscribers list as the server answers it. */
const page = (rows: number[], { totalCount = rows.length, totalCountIsExact = true, hasNextPage = false } = {}) => ({
  data: {
    subscribers: {
      __typename: 'SubscriberConnection',
      totalCount,
      totalCountIsExact,
      pageInfo: { __typename: 'PageInfo', hasNextPage },
      edges: rows.map((n) => ({ __typename: 'SubscriberEdge', node: subscriber(n) })),
    },
  },
});

const remove = vi.fn(async (_variables: { id: string }) => true);

/** A list screen made of the kit alone. */
function Subscribers() {
  const list = useAdminList({ ...SUBSCRIBERS_LIST, pageSize: 2, loadFailedToast: 'Failed to load subscribers', remove });
  return (
    <>
      <p>{list.countOf('subscriber', 'subscribers')}</p>
      <StatusFilter list={list} label="Filter by status" />
      <SearchBox list={list} label="Search by email" placeholder="Search by email..." />
      <ListBody list={list} messages={{ loading: 'Loading subscribers...', failed: 'Failed to load subscribers', empty: 'No subscribers found' }}>
        {(rows) => (
          <ul>
            {rows.map((row) => (
              <li key={row.id}>
                {row.email}
                <Button onClick={() => list.confirmDelete(row)}>Delete {row.email}</Button>
              </li>
            ))}
          </ul>
        )}
      </ListBody>
      <ListPages list={list} summary="range" />
      <DeleteDialog list={list} title="Delete subscriber">
        {(row) => `Delete ${row.email}?`}
      </DeleteDialog>
    </>
  );
}

function setup(path: string, answer: (variables: Record<string, unknown>) => unknown) {
  const graphql = stubGraphQL({ Subscribers: answer });
  const router = renderAdminRoutes([{ path: '/list', element: <Subscribers /> }], { path });
  const address = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...graphql, router, address, user: setupUser() };
}

describe('a list keeps its page, filter and search in the address', () => {
  it('loads what the address says, and shows it in its controls', async () => {
    const { variablesOf } = setup('/list?page=2&status=inactive&q=ann', () => page([3, 4], { totalCount: 6 }));
    await screen.findByText('person3@example.com');
    expect(variablesOf('Subscribers')).toEqual([{ search: 'ann', status: 'inactive', spam: false, first: 2, offset: 2 }]);
    expect((screen.getByRole('combobox', { name: 'Filter by status' }) as HTMLSelectElement).value).toBe('inactive');
    expect((screen.getByRole('textbox', { name: 'Search by email' }) as HTMLInputElement).value).toBe('ann');
    expect(screen.getByText('Showing 3 to 4 of 6 results')).toBeTruthy();
  });

  it('takes an unknown filter or page as the default', async () => {
    const { variablesOf } = setup('/list?page=zero&status=deleted', () => page([1]));
    await screen.findByText('person1@example.com');
    expect(variablesOf('Subscribers')).toEqual([{ search: null, status: null, spam: false, first: 2, offset: 0 }]);
  });

  it('goes back to the first page on a new filter or search, and leaves defaults out of the address', async () => {
    const { user, address, variablesOf } = setup('/list?page=3&other=kept', () => page([5, 6], { totalCount: 6 }));
    await screen.findByText('person5@example.com');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by status' }), 'Spam');
    await waitFor(() => expect(address()).toBe('/list?other=kept&status=spam'));

    await user.type(screen.getByRole('textbox', { name: 'Search by email' }), '  bob ');
    await user.click(within(screen.getByRole('search')).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(address()).toBe('/list?other=kept&status=spam&q=bob'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by status' }), 'All Statuses');
    await waitFor(() => expect(address()).toBe('/list?other=kept&q=bob'));
    await waitFor(() => expect(variablesOf('Subscribers').at(-1)).toEqual({ search: 'bob', status: null, spam: false, first: 2, offset: 0 }));

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(address()).toBe('/list?other=kept&q=bob&page=2'));
  });

  it('follows the address back', async () => {
    const { user, router } = setup('/list', () => page([1]));
    await screen.findByText('person1@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Search by email' }), 'ann');
    await user.click(within(screen.getByRole('search')).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=ann'));
    await router.navigate(-1);
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Search by email' }) as HTMLInputElement).value).toBe(''));
  });
});

describe('a list says how long it is', () => {
  it('shows a count the server stopped as "10,000+", and offers the next page while there is one', async () => {
    setup('/list', () => page([1, 2], { totalCount: 10_000, totalCountIsExact: false, hasNextPage: true }));
    expect(await screen.findByText('10,000+ subscribers')).toBeTruthy();
    expect(screen.getByText('Showing 1 to 2 of 10,000+ results')).toBeTruthy();
    const next = screen.getByRole('button', { name: /Next/ }) as HTMLButtonElement;
    expect(next.disabled).toBe(false);
  });

  it('says when there is nothing', async () => {
    setup('/list', () => page([]));
    expect(await screen.findByText('No subscribers found')).toBeTruthy();
  });

  it('says a failure in the list and in a toast', async () => {
    setup('/list', () => ({ errors: [{ message: 'Database unavailable', extensions: { code: 'SERVICE_UNAVAILABLE' } }] }));
    await waitFor(() => expect(screen.getAllByText('Failed to load subscribers')).toHaveLength(2));
    expect(screen.getByRole('alert').textContent).toBe('Failed to load subscribers');
  });
});

describe('deleting from a list', () => {
  it('asks first, deletes by id, steps back a page when the last row of a later page goes, and keeps focus in the list', async () => {
    remove.mockClear();
    const { user, address } = setup('/list?page=2', (variables) => (variables.offset === 2 ? page([3], { totalCount: 3 }) : page([1, 2], { totalCount: 3 })));
    await user.click(await screen.findByRole('button', { name: 'Delete person3@example.com' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete subscriber' });
    expect(within(dialog).getByText('Delete person3@example.com?')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(remove).toHaveBeenCalledWith({ id: 's3' });
    await waitFor(() => expect(address()).toBe('/list'));
    await screen.findByText('person1@example.com');
    // The deleted row's button is gone: keyboard focus is on the list, not lost to the page.
    await waitFor(() => expect(document.activeElement?.getAttribute('tabindex')).toBe('-1'));
    expect(document.activeElement?.contains(screen.getByText('person1@example.com'))).toBe(true);
  });

  it('deletes nothing when the admin cancels', async () => {
    remove.mockClear();
    const { user, address } = setup('/list?page=2', () => page([3], { totalCount: 3 }));
    await user.click(await screen.findByRole('button', { name: 'Delete person3@example.com' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog.getAttribute('data-state')).toBe('closed'));
    expect(remove).not.toHaveBeenCalled();
    expect(address()).toBe('/list?page=2');
  });
});

describe('a list follows the server while it is open', () => {
  afterEach(() => vi.useRealTimers());

  it('shows a new row within 20 seconds, on the page and filter shown, without a reload (issue P19)', async () => {
    // Only the refresh's timer is faked: Apollo and the renderer keep their own.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let rows = [1];
    const { variablesOf } = setup('/list?status=active', () => page(rows));
    await screen.findByText('person1@example.com');
    expect(screen.getByText('1 subscriber')).toBeTruthy();

    rows = [2, 1];
    vi.advanceTimersByTime(20_000);
    expect(await screen.findByText('person2@example.com')).toBeTruthy();
    expect(screen.getByText('2 subscribers')).toBeTruthy();
    expect(variablesOf('Subscribers')).toEqual([
      { search: null, status: 'active', spam: false, first: 2, offset: 0 },
      { search: null, status: 'active', spam: false, first: 2, offset: 0 },
    ]);
  });
});

describe('a list that opens no record by its id', () => {
  it('is refetched with its own variables only, as a change reloads it (no query of the list without them)', async () => {
    function Plain() {
      const list = useAdminList({ ...SUBSCRIBERS_LIST, opened: undefined, pageSize: 2 });
      return <p>{list.countOf('subscriber', 'subscribers')}</p>;
    }
    const { variablesOf } = stubGraphQL({ Subscribers: () => page([1]) });
    renderAdminRoutes([{ path: '/list', element: <Plain /> }], { path: '/list' });
    await screen.findByText('1 subscriber');
    await adminApolloClient.refetchQueries({ include: [SubscribersQuery] });
    expect(variablesOf('Subscribers')).toEqual([
      { search: null, status: null, spam: false, first: 2, offset: 0 },
      { search: null, status: null, spam: false, first: 2, offset: 0 },
    ]);
  });
});
