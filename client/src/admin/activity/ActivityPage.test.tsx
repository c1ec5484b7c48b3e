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
import { ActivityPage } from './ActivityPage';

vi.mock('../kit/downloadExport', async (actual) => ({ ...(await actual<typeof DownloadExportModule>()), downloadExport: vi.fn(async () => undefined) }));

afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  session.clear();
  await adminApolloClient.clearStore();
});

const event = (n: number, fields: Record<string, unknown> = {}) => ({
  __typename: 'AuditEvent',
  id: `e${n}`,
  type: 'contact.status_changed',
  label: 'Contact message status changed',
  occurredAt: '2026-11-27T09:30:00.000Z',
  subjectType: 'ContactSubmission',
  subject: `c${n}`,
  principalKind: 'admin',
  principalName: 'maya.ops',
  clientAddressHash: 'BVCb5rWSY29QUrKjxPE8qo',
  data: { status: ['new', 'in-progress'] },
  subjectName: null as string | null,
  ...fields,
});

/** A page of the trail as the server answers it. */
const page = (rows: ReturnType<typeof event>[], pageInfo: { hasNextPage?: boolean; hasPreviousPage?: boolean } = {}) => ({
  data: {
    auditEvents: {
      __typename: 'AuditEventConnection',
      totalCount: rows.length,
      totalCountIsExact: true,
      pageInfo: { __typename: 'PageInfo', hasNextPage: false, hasPreviousPage: false, startCursor: 'start', endCursor: 'end', ...pageInfo },
      edges: rows.map((node) => ({ __typename: 'AuditEventEdge', node })),
    },
  },
});

/** The Activity screen of a signed-in admin of `role` (an Owner by default), with the trail's answers. */
function setup(path: string, answer: (variables: Record<string, unknown>) => unknown, role = 'owner') {
  const graphql = stubGraphQL({ VerifyToken: () => tokenVerifiedFor(role), AuditEvents: answer });
  session.store('a-token');
  const router = renderAdminRoutes(
    [
      {
        path: '/admin/activity',
        element: (
          <AuthProvider>
            <ActivityPage />
          </AuthProvider>
        ),
      },
    ],
    { path },
  );
  const address = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...graphql, router, address, user: setupUser() };
}

describe('the Activity screen', () => {
  it('says what happened, to what, by whom, from which (hashed) address, what changed and when', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-GB');
    setup('/admin/activity', () =>
      page([event(1), event(2, { type: 'admin.sign_in_failed', label: 'Sign-in failed', subjectType: 'Admin', subject: null, subjectName: null, principalKind: 'visitor', principalName: null, data: { knownUsername: true } })]),
    );
    const items = [...(await screen.findByRole('list', { name: 'Activity' })).children];
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain('Contact message status changed');
    expect(items[0]?.textContent).toContain('Contact message');
    expect(items[0]?.textContent).toContain('By maya.ops from address BVCb5rWS');
    expect(items[0]?.textContent).toContain('status: New → In progress');
    expect(items[1]?.textContent).toContain('Sign-in failed');
    expect(items[1]?.textContent).toContain('Failed');
    expect(items[1]?.textContent).toContain('By A visitor');
    expect(screen.getByText('2 events')).toBeTruthy();
    // An event about no record links nowhere.
    expect(within(items[1] as HTMLElement).queryByRole('link')).toBeNull();
  });

  it('names the record an event is about, opens the record itself from its name, and its history from History (issue P19)', async () => {
    setup('/admin/activity', () =>
      page([
        event(1, { subjectName: 'Ananya Rao' }),
        event(2, { type: 'admin.role_changed', label: 'Role changed', subjectType: 'Admin', subject: 'QWRtaW46Mg', subjectName: 'sam.sales', data: { changes: { role: ['sales', 'recruiter'] } } }),
        event(3, { type: 'recipient.updated', label: 'Email recipient updated', subjectType: 'EmailRecipient', subject: 'r3', subjectName: null, data: {} }),
      ]),
    );
    const items = [...(await screen.findByRole('list', { name: 'Activity' })).children] as HTMLElement[];
    const [message, role, recipient] = items;

    // Links follow the admin's permissions, known once the session is verified.
    const opens = await within(message as HTMLElement).findByRole('link', { name: 'Ananya Rao (Contact message): open' });
    expect(opens.textContent).toBe('Ananya Rao');
    expect(opens.getAttribute('href')).toBe('/admin/form-submissions?open=c1');
    expect(within(message as HTMLElement).getByRole('link', { name: 'Ananya Rao: its history' }).getAttribute('href')).toBe('/admin/activity?subject=c1');

    expect(role?.textContent).toContain('Role changed');
    expect(role?.textContent).toContain('Admin account');
    expect(within(role as HTMLElement).getByRole('link', { name: 'sam.sales (Admin account): open' }).getAttribute('href')).toBe('/admin/team?q=sam.sales');
    expect(role?.textContent).toContain('role: Sales → Recruiter');

    // A record without a name to show (gone since, or not the reader's to read) still opens where it may.
    expect(within(recipient as HTMLElement).getByRole('link', { name: 'Open the record (Email recipient): open' }).getAttribute('href')).toBe('/admin/email-recipients/edit/r3');
  });

  it('names to a Viewer what the server names, and links only to what a Viewer may open', async () => {
    setup(
      '/admin/activity',
      () =>
        page([
          event(1, { subjectName: 'Ananya Rao' }),
          event(2, { type: 'admin.role_changed', label: 'Role changed', subjectType: 'Admin', subject: 'QWRtaW46Mg', subjectName: 'sam.sales', data: {} }),
          event(3, { type: 'recipient.updated', label: 'Email recipient updated', subjectType: 'EmailRecipient', subject: 'r3', subjectName: null, data: {} }),
        ]),
      'viewer',
    );
    const [message, role, recipient] = [...(await screen.findByRole('list', { name: 'Activity' })).children] as HTMLElement[];
    expect(await within(message as HTMLElement).findByRole('link', { name: 'Ananya Rao (Contact message): open' })).toBeTruthy();
    // The username reads, but the Team screen is not a Viewer's.
    expect(within(role as HTMLElement).getByText('sam.sales').tagName).toBe('P');
    expect(within(role as HTMLElement).queryByRole('link', { name: /open$/ })).toBeNull();
    expect(within(recipient as HTMLElement).queryByRole('link', { name: /open$/ })).toBeNull();
    expect(within(recipient as HTMLElement).getByRole('link', { name: 'Email recipient: its history' })).toBeTruthy();
  });

  it('writes when in the admin’s language, with the exact time (seconds and zone) on hover (issue P19: dates were raw ISO)', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-US');
    setup('/admin/activity', () => page([event(1, { occurredAt: '2026-11-27T09:30:15.000Z' })]));
    const [item] = [...(await screen.findByRole('list', { name: 'Activity' })).children] as HTMLElement[];
    const when = (item as HTMLElement).querySelector('time') as HTMLElement;
    expect(when.getAttribute('datetime')).toBe('2026-11-27T09:30:15.000Z');
    expect(when.textContent).toMatch(/^Nov 2[67], 2026, \d{1,2}:\d{2}\s?[AP]M$/);
    expect(when.getAttribute('title')).toMatch(/^\w+day, November 2[67], 2026 at \d{1,2}:\d{2}:15\s?[AP]M \S+/);
    expect(item?.textContent).not.toContain('2026-11-27T');
  });

  it('applies the filters together, keeps them in the address, and sends the dates as the admin’s days', async () => {
    const { user, address, variablesOf } = setup('/admin/activity', () => page([event(1)]));
    await screen.findByText('By', { exact: false });

    await user.type(screen.getByRole('textbox', { name: 'Person' }), ' Maya.Ops ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Event' }), 'Contact message status changed');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Record' }), 'Contact message');
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('To'), '2026-11-27');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(address()).toBe('/admin/activity?person=Maya.Ops&type=contact.status_changed&subjectType=ContactSubmission&from=2026-11-01&to=2026-11-27'));
    await waitFor(() =>
      expect(variablesOf('AuditEvents').at(-1)).toEqual({
        person: 'Maya.Ops',
        type: 'contact.status_changed',
        subjectType: 'ContactSubmission',
        subject: null,
        from: new Date(2026, 10, 1).toISOString(),
        to: new Date(2026, 10, 28).toISOString(),
        first: 25,
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(address()).toBe('/admin/activity'));
  });

  it('refuses an end date before the start date, and asks for nothing', async () => {
    const { user, address, variablesOf } = setup('/admin/activity', () => page([event(1)]));
    await screen.findByText('By', { exact: false });
    await user.type(screen.getByLabelText('From'), '2026-11-27');
    await user.type(screen.getByLabelText('To'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The end date must be on or after the start date.');
    expect(address()).toBe('/admin/activity');
    expect(variablesOf('AuditEvents')).toHaveLength(1);
  });

  it('pages by cursor: Older after the last row, Newer before the first', async () => {
    const { user, address, variablesOf } = setup('/admin/activity', (variables) =>
      variables['after'] ? page([event(3)], { hasNextPage: false }) : page([event(1), event(2)], { hasNextPage: true, hasPreviousPage: true }),
    );
    await screen.findAllByText('Contact message status changed');
    expect((screen.getByRole('button', { name: /Newer/ }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: /Older/ }));
    await waitFor(() => expect(address()).toBe('/admin/activity?after=end'));
    await waitFor(() => expect(variablesOf('AuditEvents').at(-1)).toMatchObject({ first: 25, after: 'end' }));
    await waitFor(() => expect((screen.getByRole('button', { name: /Older/ }) as HTMLButtonElement).disabled).toBe(true));

    await user.click(screen.getByRole('button', { name: /Newer/ }));
    await waitFor(() => expect(address()).toBe('/admin/activity?before=start'));
    await waitFor(() => expect(variablesOf('AuditEvents').at(-1)).toMatchObject({ last: 25, before: 'start' }));
  });

  it("shows one record's history from the History panel's link, and all records again", async () => {
    const { user, address, variablesOf } = setup('/admin/activity?subject=c1', () => page([event(1)]));
    await screen.findByText('Showing the history of one record.');
    expect(variablesOf('AuditEvents')[0]).toMatchObject({ subject: 'c1' });
    await user.click(screen.getByRole('button', { name: 'Show all records' }));
    await waitFor(() => expect(address()).toBe('/admin/activity'));
  });

  it('exports what it shows: the filters as the REST list takes them, one record’s history by its type and id', async () => {
    const subject = btoa('ContactSubmission:0190a0b0-c0d0-7000-8000-000000000000').replaceAll('=', '');
    const { user } = setup(`/admin/activity?person=maya.ops&from=2026-11-01&subject=${subject}`, () => page([event(1)]));
    await screen.findByText('Showing the history of one record.');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(vi.mocked(downloadExport)).toHaveBeenCalledWith('activity', {
      person: 'maya.ops',
      type: '',
      subjectType: 'ContactSubmission',
      subjectId: '0190a0b0-c0d0-7000-8000-000000000000',
      from: new Date(2026, 10, 1).toISOString(),
      to: '',
    });
  });
});
