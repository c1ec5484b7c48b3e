import { CONTACT_ADMIN_MESSAGES } from '@rules/contact';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminApolloClient } from '../apollo';
import { session } from '../auth/session';
import { stubGraphQL } from '../../test/graphql';
import { renderAdminRoutes, tokenVerifiedFor } from '../../test/admin';
import { AuthProvider } from '../auth/AuthProvider';
import { setupUser } from '../../test/user';
import { downloadExport } from '../kit/downloadExport';
import type * as DownloadExportModule from '../kit/downloadExport';
import { FormSubmissionsPage } from './FormSubmissionsPage';
import { REPLY_MESSAGES } from './messages';

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

/** The server's draft of a reply to Ananya, its answers going to `replyTo`. */
const draft = (replyTo: string | null, replyToIsYours = false) => ({
  data: {
    contactSubmissionReplyDraft: {
      __typename: 'ContactReplyDraft',
      to: 'Ananya Rao <c1@example.com>',
      from: 'Finmesh <no-reply@finmesh.local>',
      replyTo,
      replyToIsYours,
      subject: 'Re: your message to Finmesh',
      greeting: 'Hello Ananya,',
      quoteLabel: 'Your message of Friday, 20 November 2026 at 09:30 UTC',
      quotedText: 'Please call me back about funding.',
    },
  },
});

/** Form Submissions for a signed-in Sales member, Ananya's message opened. */
async function openAnanya(answers: Record<string, (variables: Record<string, unknown>) => unknown>) {
  const graphql = stubGraphQL({ VerifyToken: () => tokenVerifiedFor('sales'), ContactSubmissions: page, ...answers });
  session.store('a-token');
  renderAdminRoutes(
    [
      {
        path: '/admin/form-submissions',
        element: (
          <AuthProvider>
            <FormSubmissionsPage />
          </AuthProvider>
        ),
      },
    ],
    { path: '/admin/form-submissions' },
  );
  const user = setupUser();
  await user.click(await screen.findByRole('button', { name: /^Ananya Rao/ }));
  const box = await screen.findByRole('form', { name: 'Reply to Ananya' });
  return { ...graphql, user, box };
}

describe('the reply box', () => {
  it('shows the email as it will go: to whom, its subject, where the answer goes, the greeting to keep or change, the quotation; and sends exactly what is written', async () => {
    const { user, box, variablesOf } = await openAnanya({
      ContactReplyDraft: () => draft('sam@finmesh.example', true),
      ReplyToSubmission: () => ({ data: { replyToContactSubmission: { __typename: 'ReplyToContactSubmissionPayload', message: CONTACT_ADMIN_MESSAGES.replySent, submission: ANANYA } } }),
    });
    expect(variablesOf('ContactReplyDraft')).toEqual([{ id: 'c1' }]);
    expect(within(box).getByText('Ananya Rao <c1@example.com>')).toBeTruthy();
    expect(within(box).getByText('Re: your message to Finmesh')).toBeTruthy();
    expect(within(box).getByText(REPLY_MESSAGES.repliesToYou('sam@finmesh.example'))).toBeTruthy();
    expect(within(box).getByText(REPLY_MESSAGES.asWritten)).toBeTruthy();
    expect(within(box).getByText('Your message of Friday, 20 November 2026 at 09:30 UTC:')).toBeTruthy();
    expect(within(box).getByText('Please call me back about funding.')).toBeTruthy();

    const text = within(box).getByLabelText('Reply to Ananya') as HTMLTextAreaElement;
    expect(text.value).toBe('Hello Ananya,\n\n');
    // The greeting alone is nothing to send.
    const send = within(box).getByRole('button', { name: 'Send Reply' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    await user.type(text, 'Could we call you on Monday?');
    await user.click(send);

    expect(await screen.findByText(CONTACT_ADMIN_MESSAGES.replySent)).toBeTruthy();
    expect(variablesOf('ReplyToSubmission')).toEqual([{ id: 'c1', message: 'Hello Ananya,\n\nCould we call you on Monday?' }]);
    await waitFor(() => expect(text.value).toBe('Hello Ananya,\n\n'));
  });

  it('sends what the member made of the greeting: theirs, not ours', async () => {
    const { user, box, variablesOf } = await openAnanya({
      ContactReplyDraft: () => draft('Finmesh Team <team@finmesh.example>'),
      ReplyToSubmission: () => ({ data: { replyToContactSubmission: { __typename: 'ReplyToContactSubmissionPayload', message: CONTACT_ADMIN_MESSAGES.replySent, submission: ANANYA } } }),
    });
    expect(within(box).getByText(REPLY_MESSAGES.repliesToTeam('Finmesh Team <team@finmesh.example>'))).toBeTruthy();
    const text = within(box).getByLabelText('Reply to Ananya');
    await user.clear(text);
    await user.type(text, 'Dear Ms Rao, thank you.');
    await user.click(within(box).getByRole('button', { name: 'Send Reply' }));
    await waitFor(() => expect(variablesOf('ReplyToSubmission')).toEqual([{ id: 'c1', message: 'Dear Ms Rao, thank you.' }]));
  });

  it('says where the answer goes when neither the member nor the team has an address', async () => {
    const { box } = await openAnanya({ ContactReplyDraft: () => draft(null) });
    expect(within(box).getByText(REPLY_MESSAGES.repliesToNobody('Finmesh <no-reply@finmesh.local>'))).toBeTruthy();
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
