import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { ACCESS_MESSAGES, type Role } from '@rules/access';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { TWO_FACTOR_MESSAGES } from '@rules/admin';
import { signedOutWithStubbedFetch, tokenVerifiedFor } from '../test/admin';
import { fill, setupUser } from '../test/user';
import { graphQLResponse } from '../test/render';
import { adminRoutes } from './AdminApp';
import { adminApolloClient } from './apollo';
import { session } from './auth/session';
import { adminSystem } from './system';
import { toaster } from '../ui/toaster';

const fetchMock = signedOutWithStubbedFetch();

/** Signed in as an admin of `role`: the server confirms the kept token; every other operation fails (the screens' data is not what these tests are about). */
function signedInAs(role: Role | string) {
  fetchMock.mockImplementation(async (_url, init) => {
    const { operationName } = JSON.parse(String(init?.body)) as { operationName: string };
    if (operationName !== 'VerifyToken') return graphQLResponse({ data: null, errors: [{ message: 'Not in this test', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
    return graphQLResponse(tokenVerifiedFor(role));
  });
  session.store('a-token');
}

function open(path: string) {
  const router = createMemoryRouter(adminRoutes, { initialEntries: [path] });
  render(
    <ChakraProvider value={adminSystem}>
      <ApolloProvider client={adminApolloClient}>
        <RouterProvider router={router} />
      </ApolloProvider>
    </ChakraProvider>,
  );
  return router;
}

const sidebarItems = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Back office' });
  return within(nav)
    .queryAllByRole('link')
    .map((link) => link.textContent?.trim());
};

describe('the back office from one list of screens', () => {
  it('gives an Owner every screen in the sidebar, Team among them, the sample labelled so, and opens on the dashboard', async () => {
    signedInAs('owner');
    const router = open('/admin');
    expect(await sidebarItems()).toEqual(['Dashboard', 'Team', 'Posts', 'Events', 'Page Texts', 'Success Stories', 'Testimonials', 'FAQs', 'Legal Pages', 'Figures', 'Borrower Stages', 'Partner Logos', 'Profiles', 'Services', 'Values', 'Ecosystem Tiles', 'Edge Panels', 'Media', 'Careers', 'Form Submissions', 'Demo Requests', 'Email Recipients', 'Newsletter', 'Activity', 'API Keys', 'Webhooks', 'Privacy', 'Settings']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeTruthy();
  });

  it('gives an Admin every screen but Team, API keys and Webhooks', async () => {
    signedInAs('admin');
    open('/admin');
    expect(await sidebarItems()).toEqual(['Dashboard', 'Posts', 'Events', 'Page Texts', 'Success Stories', 'Testimonials', 'FAQs', 'Legal Pages', 'Figures', 'Borrower Stages', 'Partner Logos', 'Profiles', 'Services', 'Values', 'Ecosystem Tiles', 'Edge Panels', 'Media', 'Careers', 'Form Submissions', 'Demo Requests', 'Email Recipients', 'Newsletter', 'Activity', 'Privacy', 'Settings']);
  });

  it('says in the sidebar what each list got since the admin last opened it, and forgets it on opening the list', async () => {
    const counts: Record<string, number> = { formSubmissions: 3, demoRequests: 0, careers: 120, newsletter: 1 };
    const seen: string[] = [];
    fetchMock.mockImplementation(async (_url, init) => {
      const { operationName, variables } = JSON.parse(String(init?.body)) as { operationName: string; variables: { screen?: string } };
      if (operationName === 'VerifyToken') return graphQLResponse(tokenVerifiedFor('owner'));
      if (operationName === 'NewItems') return graphQLResponse({ data: { newItems: Object.entries(counts).map(([screen, count]) => ({ __typename: 'NewItems', screen, count })) } });
      if (operationName === 'MarkListSeen') {
        seen.push(String(variables.screen));
        counts[String(variables.screen)] = 0;
        return graphQLResponse({ data: { markListSeen: { __typename: 'MarkListSeenPayload', success: true } } });
      }
      return graphQLResponse({ data: null, errors: [{ message: 'Not in this test', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
    });
    session.store('a-token');
    open('/admin/dashboard');

    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    const careers = within(nav).getByRole('link', { name: 'Careers' });
    await waitFor(() => expect(careers.textContent?.trim()).toBe('Careers99+'));
    expect(document.getElementById(String(careers.getAttribute('aria-describedby')))?.textContent).toBe('More than 99 new since you last opened it');
    expect(within(nav).getByRole('link', { name: 'Form Submissions' }).textContent?.trim()).toBe('Form Submissions3');
    expect(within(nav).getByRole('link', { name: 'Demo Requests' }).getAttribute('aria-describedby')).toBeNull();

    within(nav).getByRole('link', { name: 'Form Submissions' }).click();
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Form Submissions' }).textContent?.trim()).toBe('Form Submissions'));
    expect(seen).toEqual(['formSubmissions']);
  });

  it('updates the sidebar’s counts while the back office is open, without a reload (issue P19)', async () => {
    // Only the refresh's timer is faked: Apollo and the renderer keep their own.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      let newMessages = 0;
      fetchMock.mockImplementation(async (_url, init) => {
        const { operationName } = JSON.parse(String(init?.body)) as { operationName: string };
        if (operationName === 'VerifyToken') return graphQLResponse(tokenVerifiedFor('owner'));
        if (operationName === 'NewItems') return graphQLResponse({ data: { newItems: [{ __typename: 'NewItems', screen: 'formSubmissions', count: newMessages }] } });
        return graphQLResponse({ data: null, errors: [{ message: 'Not in this test', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
      });
      session.store('a-token');
      open('/admin/dashboard');
      const nav = await screen.findByRole('navigation', { name: 'Back office' });
      await vi.waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => String(init?.body).includes('"NewItems"'))).toBe(true));
      expect(within(nav).getByRole('link', { name: 'Form Submissions' }).textContent?.trim()).toBe('Form Submissions');

      newMessages = 1;
      vi.advanceTimersByTime(20_000);
      await vi.waitFor(() => expect(within(nav).getByRole('link', { name: 'Form Submissions' }).textContent?.trim()).toBe('Form Submissions1'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows its toasts bottom-right, clear of the account menu and the page’s actions (issue P19)', async () => {
    signedInAs('owner');
    open('/admin/dashboard');
    await screen.findByRole('button', { name: /account menu/i });
    toaster.success({ title: 'Notes saved successfully' });
    const toast = await screen.findByText('Notes saved successfully');
    expect(toast.closest('[data-placement]')?.getAttribute('data-placement')).toBe('bottom-end');
  });

  it('shows Team to an Admin as the no-access page', async () => {
    signedInAs('admin');
    open('/admin/team');
    expect(await screen.findByRole('heading', { name: ACCESS_MESSAGES.noAccessPage, level: 1 })).toBeTruthy();
  });

  it('gives a Recruiter the Dashboard and Careers, and opens on the Dashboard', async () => {
    signedInAs('recruiter');
    const router = open('/admin');
    expect(await sidebarItems()).toEqual(['Dashboard', 'Careers']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  });

  it('shows a screen the role does not include as the no-access page, in the shell, at the same address', async () => {
    signedInAs('recruiter');
    const router = open('/admin/form-submissions');
    expect(await screen.findByRole('heading', { name: ACCESS_MESSAGES.noAccessPage, level: 1 })).toBeTruthy();
    expect(screen.getByText(/Your role \(Recruiter\) does not include this screen\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/admin/dashboard');
    expect(router.state.location.pathname).toBe('/admin/form-submissions');
    expect(await sidebarItems()).toEqual(['Dashboard', 'Careers']);
  });

  it('shows the job form only to a role that may change jobs', async () => {
    signedInAs('viewer');
    open('/admin/careers/new');
    expect(await screen.findByRole('heading', { name: ACCESS_MESSAGES.noAccessPage, level: 1 })).toBeTruthy();
  });

  it('gives a role this browser does not know the Dashboard only (with the figures the server grants it), and no other screen', async () => {
    signedInAs('auditor');
    const router = open('/admin/form-submissions');
    expect(await screen.findByRole('heading', { name: ACCESS_MESSAGES.noAccessPage, level: 1 })).toBeTruthy();
    expect(await sidebarItems()).toEqual(['Dashboard']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/form-submissions'));
  });

  it('sends a signed-out visitor to sign-in, remembering the screen they asked for', async () => {
    const router = open('/admin/careers?tab=applications');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(router.state.location.state).toEqual({ from: { pathname: '/admin/careers', search: '?tab=applications', hash: '' } });
  });

  it('leads a member whose role needs two factors through setting one up before anything else, then opens the screen they asked for (issue P22)', async () => {
    let enabled = false;
    const answers: Record<string, () => unknown> = {
      VerifyToken: () => ({ data: { verifyToken: { ...tokenVerifiedFor('recruiter').data.verifyToken, twoFactorSetupRequired: !enabled } } }),
      TwoFactor: () => ({ data: { twoFactor: { __typename: 'TwoFactorStatus', enabledAt: enabled ? '2026-12-07T10:00:00.000Z' : null, recoveryCodesLeft: enabled ? 10 : 0 } } }),
      StartTotpSetup: () => ({ data: { startTotpSetup: { __typename: 'StartTotpSetupPayload', secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Finmesh:rhea?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', qrCode: 'data:image/svg+xml;base64,PHN2Zy8+' } } }),
      ConfirmTotpSetup: () => {
        enabled = true;
        return { data: { confirmTotpSetup: { __typename: 'ConfirmTotpSetupPayload', message: TWO_FACTOR_MESSAGES.enabled, recoveryCodes: Array.from({ length: 10 }, (_, index) => `abcde-fgh${index}j`) } } };
      },
    };
    const asked: string[] = [];
    fetchMock.mockImplementation(async (_url, init) => {
      const { operationName } = JSON.parse(String(init?.body)) as { operationName: string };
      asked.push(operationName);
      const answer = answers[operationName];
      return graphQLResponse(answer ? answer() : { data: null, errors: [{ message: 'Not in this test', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
    });
    session.store('a-token');
    const router = open('/admin/careers');
    expect(await screen.findByRole('heading', { name: 'Set up two-factor authentication', level: 1 })).toBeTruthy();
    expect(screen.getByText(TWO_FACTOR_MESSAGES.setupRequired)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Back office' })).toBeNull();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Set up authenticator app' }));
    await fill(user, await screen.findByLabelText('Code from the app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor authentication' }));
    await user.click(await screen.findByRole('button', { name: 'I have saved my recovery codes' }));
    expect(await sidebarItems()).toEqual(['Dashboard', 'Careers']);
    expect(router.state.location.pathname).toBe('/admin/careers');
    // Nothing but the set-up was asked of the server before it was done.
    expect(asked.slice(0, asked.indexOf('ConfirmTotpSetup') + 1).filter((name) => !['VerifyToken', 'TwoFactor', 'StartTotpSetup', 'ConfirmTotpSetup'].includes(name))).toEqual([]);
  });
});
