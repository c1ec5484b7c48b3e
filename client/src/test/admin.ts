import { afterEach, beforeEach, vi } from 'vitest';
import { adminApolloClient } from '../admin/apollo';
import { session } from '../admin/auth/session';

/**
 * Each test of a back-office screen starts signed out, with an empty cache and `fetch` stubbed as
 * the server: call it at the top of the file, and answer the returned mock's calls in each test.
 */
export function signedOutWithStubbedFetch() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(async () => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    session.clear();
    await adminApolloClient.clearStore();
  });
  afterEach(() => {
    session.clear();
    vi.unstubAllGlobals();
  });
  return fetchMock;
}
