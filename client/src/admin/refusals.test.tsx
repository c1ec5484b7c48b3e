import { ACCESS_MESSAGES } from '@rules/access';
import { ADMIN_MESSAGES } from '@rules/admin';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdminRoutes, signedOutWithStubbedFetch, tokenVerifiedFor } from '../test/admin';
import { graphQLResponse } from '../test/render';
import { setupUser } from '../test/user';
import { adminRoutes } from './AdminApp';
import { session } from './auth/session';
import { DEMO_SCREEN_MESSAGES } from './demo-requests/DemoRequestsPage';

/**
 * Issue P19: the server refuses a call as a whole with HTTP 401 (`UNAUTHENTICATED`) or 403
 * (`FORBIDDEN`), as `application/graphql-response+json` on GraphQL and the failure envelope on
 * REST. The back office still sends a signed-out admin to sign-in, remembering the screen; a
 * refused permission shows the server's message (not "Failed to update status. Please try
 * again.") and reads the admin's role again, so controls the role no longer allows go.
 */
const fetchMock = signedOutWithStubbedFetch();

const ALAN = {
  __typename: 'DemoRequest',
  id: 'RGVtb1JlcXVlc3Q6MQ==',
  firstName: 'Alan',
  lastName: 'Turing',
  companyName: 'Bletchley',
  designation: 'CTO',
  email: 'alan@example.com',
  meetingDate: '2030-12-02T10:30:00.000Z',
  timeZone: null,
  meetingPlace: null,
  message: 'A demo please',
  status: 'pending',
  notes: null,
  spam: false,
  spamReason: null,
  createdAt: '2026-11-20T09:30:00.000Z',
};
const DEMO_REQUESTS = {
  data: {
    demoRequests: {
      __typename: 'DemoRequestConnection',
      totalCount: 1,
      totalCountIsExact: true,
      pageInfo: { __typename: 'PageInfo', hasNextPage: false },
      edges: [{ __typename: 'DemoRequestEdge', node: ALAN }],
    },
  },
};

const refusal = (message: string, code: string, field: string) => ({ errors: [{ message, path: [field], extensions: { code } }], data: null });
const CHANGE_DEMOS = ACCESS_MESSAGES.forbidden('demos:write');
const SEE_DEMOS = ACCESS_MESSAGES.forbidden('demos:read');

type Handler = (variables: Record<string, unknown>) => Response;

/**
 * The server: GraphQL operations answered by name (the shell's own calls fail quietly), and the
 * export endpoint by `exportAnswer`; every call is recorded by name (`export` for the REST one).
 */
function serve(handlers: Record<string, Handler>, exportAnswer?: () => Response) {
  const calls: string[] = [];
  fetchMock.mockImplementation(async (url, init) => {
    if (String(url) === '/api/admin/exports') {
      calls.push('export');
      if (!exportAnswer) throw new Error('No export in this test');
      return exportAnswer();
    }
    const { operationName, variables } = JSON.parse(String(init?.body)) as { operationName: string; variables?: Record<string, unknown> };
    calls.push(operationName);
    const handler = handlers[operationName];
    return handler ? handler(variables ?? {}) : graphQLResponse({ data: null, errors: [{ message: 'Not in this test', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
  });
  return calls;
}

/** The role VerifyToken answers with: `roles[0]` first, then each next one on each later check. */
const verifiedAs = (...roles: string[]): Handler => {
  let check = 0;
  return () => graphQLResponse(tokenVerifiedFor(roles[Math.min(check++, roles.length - 1)] ?? 'owner'));
};

const statusSelects = () => screen.queryAllByRole('combobox', { name: 'Status of the demo request from Alan Turing' });

describe('a credential the server refuses (401)', () => {
  it('signs the admin out and sends them to sign-in, remembering the screen they were on', async () => {
    serve({ VerifyToken: verifiedAs('owner'), DemoRequests: () => graphQLResponse(refusal(ADMIN_MESSAGES.signInRequired, 'UNAUTHENTICATED', 'demoRequests'), 401) });
    session.store('an-expired-token');
    const router = renderAdminRoutes(adminRoutes, { path: '/admin/demo-requests?status=pending' });

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(router.state.location.state).toEqual({ from: { pathname: '/admin/demo-requests', search: '?status=pending', hash: '' } });
    expect(session.token()).toBeNull();
  });

  it('does the same when the refusal comes from a REST call (a list’s export)', async () => {
    serve({ VerifyToken: verifiedAs('owner'), DemoRequests: () => graphQLResponse(DEMO_REQUESTS) }, () =>
      Response.json({ success: false, message: ADMIN_MESSAGES.signInRequired, error: ADMIN_MESSAGES.signInRequired, errors: [{ msg: ADMIN_MESSAGES.signInRequired }] }, { status: 401 }),
    );
    session.store('a-token');
    const user = setupUser();
    const router = renderAdminRoutes(adminRoutes, { path: '/admin/demo-requests' });

    await user.click(await screen.findByRole('button', { name: /Export CSV/ }));

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.state).toEqual({ from: { pathname: '/admin/demo-requests', search: '', hash: '' } });
    expect(session.token()).toBeNull();
  });
});

describe('a permission the server refuses (403)', () => {
  /** Demo Requests open for a signed-in admin (VerifyToken answered by `verify`); a change of Alan's status, which the server refuses 403. */
  async function changeStatusRefused(verify: Handler) {
    const calls = serve({ VerifyToken: verify, DemoRequests: () => graphQLResponse(DEMO_REQUESTS), UpdateDemoStatus: () => graphQLResponse(refusal(CHANGE_DEMOS, 'FORBIDDEN', 'updateDemoStatus'), 403) });
    session.store('a-token');
    const user = setupUser();
    renderAdminRoutes(adminRoutes, { path: '/admin/demo-requests' });
    await waitFor(() => expect(statusSelects().length).toBeGreaterThan(0));
    await user.selectOptions(statusSelects()[0] as HTMLElement, 'Completed');
    return calls;
  }

  it('shows the server’s message on the screen’s banner, reads the role again, and the controls the new role lacks go', async () => {
    // Sales when the screen opened; a Viewer by the time the change was refused.
    const calls = await changeStatusRefused(verifiedAs('sales', 'viewer'));

    const banner = await screen.findByRole('alert');
    expect(within(banner).getByText(CHANGE_DEMOS)).toBeTruthy();
    expect(screen.queryByText(DEMO_SCREEN_MESSAGES.statusFailed)).toBeNull();
    await waitFor(() => expect(calls.filter((name) => name === 'VerifyToken')).toHaveLength(2));
    await waitFor(() => expect(statusSelects()).toHaveLength(0));
    // Still signed in, on the same screen, now read-only.
    expect(session.token()).toBe('a-token');
    expect(screen.getAllByText('Pending').length).toBeGreaterThan(0);
  });

  it('shows the server’s message when a list’s export is refused, and reads the role again', async () => {
    const calls = serve({ VerifyToken: verifiedAs('sales', 'recruiter'), DemoRequests: () => graphQLResponse(DEMO_REQUESTS) }, () =>
      Response.json({ success: false, message: SEE_DEMOS, error: SEE_DEMOS, errors: [{ msg: SEE_DEMOS }] }, { status: 403 }),
    );
    session.store('a-token');
    const user = setupUser();
    renderAdminRoutes(adminRoutes, { path: '/admin/demo-requests' });

    await user.click(await screen.findByRole('button', { name: /Export CSV/ }));

    // A toast (the test's page and the shell each have a toast region, so it may show twice).
    expect((await screen.findAllByText(SEE_DEMOS, {}, { timeout: 5000 })).length).toBeGreaterThan(0);
    expect(screen.queryByText('The export could not be started. Please try again.')).toBeNull();
    await waitFor(() => expect(calls.filter((name) => name === 'VerifyToken')).toHaveLength(2));
    // A Recruiter does not have the screen at all: the no-access page takes its place, in the shell.
    expect(await screen.findByRole('heading', { name: ACCESS_MESSAGES.noAccessPage, level: 1 })).toBeTruthy();
  });

  it('keeps the admin signed in when reading the role again fails (the network)', async () => {
    let checks = 0;
    await changeStatusRefused(() => {
      checks += 1;
      if (checks > 1) throw new TypeError('Failed to fetch');
      return graphQLResponse(tokenVerifiedFor('sales'));
    });
    expect(await screen.findByText(CHANGE_DEMOS)).toBeTruthy();
    await waitFor(() => expect(checks).toBe(2));
    expect(session.token()).toBe('a-token');
    expect(statusSelects().length).toBeGreaterThan(0);
  });
});
