import { useQuery } from '@apollo/client/react';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMING } from '../../content/timing';
import { adminApolloClient } from '../apollo';
import { session } from '../auth/session';
import { NewItemsQuery } from '../shell/newItems';
import { stubGraphQL, type Answer } from '../../test/graphql';
import { renderAdminRoutes } from '../../test/admin';
import { toastStore } from '../../ui/toastStore';
import { useRefreshWhileVisible } from './useRefreshWhileVisible';

/**
 * An open screen follows the server while its tab is visible (issue P19): every
 * `TIMING.adminRefreshMs`, and at once when the tab comes back; a hidden tab asks nothing.
 */

let visibility: DocumentVisibilityState = 'visible';
beforeEach(() => {
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  // Only the refresh's timer is faked: Apollo and the renderer keep their own.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  session.clear();
  toastStore.remove();
  await adminApolloClient.clearStore();
});

const setVisibility = (next: DocumentVisibilityState) => {
  visibility = next;
  document.dispatchEvent(new Event('visibilitychange'));
};

/** The sidebar's counts' query, answered with `count` new messages. */
const newMessages = (count: number) => ({ data: { newItems: [{ __typename: 'NewItems', screen: 'formSubmissions', count }] } });

/** A screen showing one figure of a query, refreshed while visible (or never, with `refresh` false). */
function Figure({ refresh = true }: { refresh?: boolean }) {
  const { data } = useQuery(NewItemsQuery, { fetchPolicy: 'cache-and-network' });
  useRefreshWhileVisible(refresh ? { query: NewItemsQuery, variables: {} } : null);
  return <p>{data ? `${data.newItems[0]?.count ?? 0} new` : 'loading'}</p>;
}

/** Shows the figure with the server's answers taken in turn (the last one again once they run out). */
function show(answers: Answer[], element = <Figure />) {
  let asked = 0;
  const graphql = stubGraphQL({ NewItems: () => answers[Math.min(asked++, answers.length - 1)] });
  renderAdminRoutes([{ path: '/', element }], { path: '/' });
  return { ...graphql, asked: () => asked };
}

describe('refreshing what an open screen shows', () => {
  it('asks the server again every 20 seconds while the tab is visible, and shows the answer without a reload', async () => {
    const { asked } = show([newMessages(1), newMessages(2), newMessages(3)]);
    expect(await screen.findByText('1 new')).toBeTruthy();
    expect(TIMING.adminRefreshMs).toBe(20_000);

    vi.advanceTimersByTime(19_999);
    expect(asked()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(await screen.findByText('2 new')).toBeTruthy();
    vi.advanceTimersByTime(20_000);
    expect(await screen.findByText('3 new')).toBeTruthy();
    expect(asked()).toBe(3);
  });

  it('asks nothing while the tab is hidden, and asks at once when it is visible again', async () => {
    const { asked } = show([newMessages(1), newMessages(5), newMessages(6)]);
    expect(await screen.findByText('1 new')).toBeTruthy();

    setVisibility('hidden');
    vi.advanceTimersByTime(10 * 60_000);
    expect(asked()).toBe(1);

    setVisibility('visible');
    expect(await screen.findByText('5 new')).toBeTruthy();
    expect(asked()).toBe(2);
    vi.advanceTimersByTime(20_000);
    expect(await screen.findByText('6 new')).toBeTruthy();
  });

  it('keeps what it shows when a refresh fails, says nothing, and takes the next answer', async () => {
    const { asked } = show([newMessages(1), { errors: [{ message: 'Database unavailable', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }, newMessages(4)]);
    expect(await screen.findByText('1 new')).toBeTruthy();
    vi.advanceTimersByTime(20_000);
    await vi.waitFor(() => expect(asked()).toBe(2));
    expect(screen.getByText('1 new')).toBeTruthy();
    expect(toastStore.getVisibleToasts()).toEqual([]);
    vi.advanceTimersByTime(20_000);
    expect(await screen.findByText('4 new')).toBeTruthy();
  });

  it('asks nothing for a screen that has nothing to refresh', async () => {
    const { asked } = show([newMessages(1)], <Figure refresh={false} />);
    expect(await screen.findByText('1 new')).toBeTruthy();
    vi.advanceTimersByTime(60_000);
    setVisibility('hidden');
    setVisibility('visible');
    expect(asked()).toBe(1);
  });

  it('asks nothing more once the screen is closed', async () => {
    const { asked } = show([newMessages(1)]);
    expect(await screen.findByText('1 new')).toBeTruthy();
    cleanup();
    vi.advanceTimersByTime(60_000);
    setVisibility('hidden');
    setVisibility('visible');
    expect(asked()).toBe(1);
  });
});
