import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedOutWithStubbedFetch, tokenVerifiedFor } from '../../test/admin';
import { graphQLResponse } from '../../test/render';
import { AuthProvider, useAuth } from './AuthProvider';
import { session } from './session';

const fetchMock = signedOutWithStubbedFetch();

function Status() {
  const { state } = useAuth();
  return <p>{state.status === 'signedIn' ? `signed in as ${state.admin.username}` : state.status}</p>;
}

const networkDown = () => Promise.reject(new TypeError('Failed to fetch'));

/** Lets `ms` pass on the faked clock, with what the answers set off along the way. */
const pass = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

describe('the kept token, checked when the back office opens', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    session.store('a-token');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is checked again when the check could not reach the server (or the page was left mid-check), and the admin stays signed in', async () => {
    fetchMock.mockImplementationOnce(networkDown).mockImplementation(async () => graphQLResponse(tokenVerifiedFor('owner')));
    render(<AuthProvider><Status /></AuthProvider>);
    await pass(1000);
    await pass(0);

    expect(screen.getByText('signed in as rhea')).toBeTruthy();
    expect(session.token()).toBe('a-token');
  });

  it('signs the admin out after three checks that all failed', async () => {
    fetchMock.mockImplementation(networkDown);
    render(<AuthProvider><Status /></AuthProvider>);
    await pass(1000);
    expect(session.token()).toBe('a-token');
    await pass(2000);
    await pass(0);

    expect(screen.getByText('signedOut')).toBeTruthy();
    expect(session.token()).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
