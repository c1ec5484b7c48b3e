import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminApolloClient } from '../apollo';
import { session } from '../auth/session';
import { stubGraphQL } from '../../test/graphql';
import { renderAdminRoutes } from '../../test/admin';
import { setupUser } from '../../test/user';
import { downloadExport } from '../kit/downloadExport';
import type * as DownloadExportModule from '../kit/downloadExport';
import { FormSubmissionsPage } from './FormSubmissionsPage';

vi.mock('../kit/downloadExport', async (actual) => ({ ...(await actual<typeof DownloadExportModule>()), downloadExport: vi.fn(async () => undefined) }));

afterEach(async () => {
  vi.unstubAllGlobals();
  session.clear();
  await adminApolloClient.clearStore();
});

const message = (id: string, firstName: string, source: 'contact' | 'services') => ({
  __typename: 'ContactSubmission',
  id,
  source,
  pronoun: null,
  firstName,
  middleName: null,
  lastName: 'Rao',
  companyName: null,
  email: `${id}@example.com`,
  phoneNumber: null,
  landlineNumber: null,
  country: null,
  role: null,
  newsletter: false,
  message: 'Please call me back about funding.',
  status: 'new',
  spam: false,
  spamReason: null,
  createdAt: '2026-11-20T09:30:00.000Z',
  replies: [],
});

const ANANYA = message('c1', 'Ananya', 'contact');
const OMAR = message('c2', 'Omar', 'services');

/** A page of the list as the server answers it: the Services page's message alone when asked for those. */
const page = (variables: Record<string, unknown>) => {
  const rows = variables['source'] === 'services' ? [OMAR] : [ANANYA, OMAR];
  return {
    data: {
      contactSubmissions: {
        __typename: 'ContactSubmissionConnection',
        totalCount: rows.length,
        totalCountIsExact: true,
        pageInfo: { __typename: 'PageInfo', hasNextPage: false },
        edges: rows.map((node) => ({ __typename: 'ContactSubmissionEdge', node })),
      },
    },
  };
};

function setup(path: string, opened: (variables: Record<string, unknown>) => unknown = () => ({ data: { node: null } })) {
  const graphql = stubGraphQL({ ContactSubmissions: page, OpenedSubmission: opened });
  const router = renderAdminRoutes([{ path: '/admin/form-submissions', element: <FormSubmissionsPage /> }], { path });
  const address = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...graphql, address, user: setupUser() };
}

const sourceFilter = () => screen.getByRole('combobox', { name: 'Filter by source' }) as HTMLSelectElement;

describe('the Source filter of Form Submissions', () => {
  it('puts the page chosen in the address as source= and asks the list for its messages only', async () => {
    const { user, address, variablesOf } = setup('/admin/form-submissions?status=new&page=2');
    await screen.findByRole('button', { name: /^Ananya Rao/ });
    expect(variablesOf('ContactSubmissions')[0]).toEqual({ search: null, status: 'new', source: null, spam: false, first: 5, offset: 5 });
    expect([...sourceFilter().options].map((option) => option.textContent)).toEqual(['All Sources', 'Contact page', 'Services page']);

    await user.selectOptions(sourceFilter(), 'Services page');
    await waitFor(() => expect(address()).toBe('/admin/form-submissions?status=new&source=services'));
    await waitFor(() => expect(variablesOf('ContactSubmissions').at(-1)).toEqual({ search: null, status: 'new', source: 'services', spam: false, first: 5, offset: 0 }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Ananya Rao/ })).toBeNull());
    expect(screen.getByRole('button', { name: /^Omar Rao/ })).toBeTruthy();

    await user.selectOptions(sourceFilter(), 'All Sources');
    await waitFor(() => expect(address()).toBe('/admin/form-submissions?status=new'));
    await waitFor(() => expect(variablesOf('ContactSubmissions').at(-1)).toMatchObject({ source: null }));
  });

  it('shows what the address says: a Dashboard figure’s link to what the spam guard held from the Contact page', async () => {
    const { variablesOf } = setup('/admin/form-submissions?source=contact&status=spam');
    await screen.findByRole('button', { name: /^Ananya Rao/ });
    expect(sourceFilter().value).toBe('contact');
    expect(variablesOf('ContactSubmissions')[0]).toEqual({ search: null, status: null, source: 'contact', spam: true, first: 5, offset: 0 });
  });

  it('takes a source that is no page as both, like an unknown status', async () => {
    const { variablesOf } = setup('/admin/form-submissions?source=email');
    await screen.findByRole('button', { name: /^Ananya Rao/ });
    expect(sourceFilter().value).toBe('');
    expect(variablesOf('ContactSubmissions')[0]).toMatchObject({ source: null });
  });

  it('exports what it shows: the source beside the status and the search', async () => {
    const { user } = setup('/admin/form-submissions?source=services&status=in_progress&q=omar');
    await screen.findByRole('button', { name: /^Omar Rao/ });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(vi.mocked(downloadExport)).toHaveBeenCalledWith('contact-submissions', { status: 'in-progress', source: 'services', search: 'omar' });
  });
});

describe('a message opened by its link (the Activity screen’s, issue P19)', () => {
  it('shows that message alone, opened, whatever page the list was on; Show all goes back to the list', async () => {
    const { user, address, variablesOf } = setup(`/admin/form-submissions?page=3&open=${OMAR.id}`, () => ({ data: { node: OMAR } }));
    const opened = await screen.findByRole('button', { name: /^Omar Rao/ });
    expect(opened.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Please call me back about funding.')).toBeTruthy();
    expect(screen.getByText('Showing one message, opened by its link.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Ananya Rao/ })).toBeNull();
    expect(variablesOf('OpenedSubmission')).toEqual([{ id: OMAR.id }]);
    // The list itself is not asked for meanwhile.
    expect(variablesOf('ContactSubmissions')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Show all' }));
    await waitFor(() => expect(address()).toBe('/admin/form-submissions?page=3'));
    expect(await screen.findByRole('button', { name: /^Ananya Rao/ })).toBeTruthy();
  });

  it('says when the message no longer exists', async () => {
    setup('/admin/form-submissions?open=Q29udGFjdFN1Ym1pc3Npb246OQ', () => ({ data: { node: null } }));
    expect(await screen.findByText('This message no longer exists: it was deleted, or erased on request.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Rao/ })).toBeNull();
  });

  it('says why a message may not be opened', async () => {
    setup('/admin/form-submissions?open=c1', () => ({ data: null, errors: [{ message: 'You do not have permission to see leads.', extensions: { code: 'FORBIDDEN' } }] }));
    expect(await screen.findByText('You do not have permission to see leads.')).toBeTruthy();
  });
});
