import { DEMO_ADMIN_MESSAGES, DEMO_MESSAGES, MEETING_PLACE_MESSAGES } from '@rules/demo';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdminRoutes, tokenVerifiedFor } from '../../test/admin';
import { stubGraphQL, type Answer } from '../../test/graphql';
import { setupUser } from '../../test/user';
import { localDateTimeValue } from '../../ui/dateTimeLocal';
import { adminApolloClient } from '../apollo';
import { AuthProvider } from '../auth/AuthProvider';
import { session } from '../auth/session';
import { DemoRequestsPage } from './DemoRequestsPage';
import { RESCHEDULE_MESSAGES } from './RescheduleDialog';
import { STATUS_DIALOG_MESSAGES } from './DemoStatusDialog';

afterEach(async () => {
  vi.unstubAllGlobals();
  session.clear();
  await adminApolloClient.clearStore();
});

/** A confirmed request from someone in New Zealand's Chatham Islands (UTC+13:45 in December), and one still pending. */
const ALAN = {
  __typename: 'DemoRequest',
  id: 'RGVtb1JlcXVlc3Q6MQ==',
  firstName: 'Alan',
  lastName: 'Turing',
  companyName: 'Bletchley',
  designation: 'CTO',
  email: 'alan@example.com',
  meetingDate: '2030-12-02T10:30:00.000Z',
  timeZone: 'Pacific/Chatham',
  meetingPlace: null as string | null,
  message: 'A demo please',
  status: 'confirmed',
  notes: null,
  spam: false,
  spamReason: null,
  createdAt: '2026-11-20T09:30:00.000Z',
};
const GRACE = { ...ALAN, id: 'RGVtb1JlcXVlc3Q6Mg==', firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', status: 'pending', timeZone: null };
const MOVED = '2030-12-03T14:00:00.000Z';
const MOVED_AND_SENT = 'Meeting time changed. Alan Turing was sent the updated invitation at alan@example.com.';

const connection = (nodes: readonly object[]) => ({
  __typename: 'DemoRequestConnection',
  totalCount: nodes.length,
  totalCountIsExact: true,
  pageInfo: { __typename: 'PageInfo', hasNextPage: false },
  edges: nodes.map((node) => ({ __typename: 'DemoRequestEdge', node })),
});

const rescheduled = (request: typeof ALAN, meetingDate: string, message: string) => ({
  data: { rescheduleDemoRequest: { __typename: 'RescheduleDemoRequestPayload', message, demoRequest: { ...request, meetingDate } } },
});

/** The Demo Requests screen of a signed-in admin of `role`, with the server's answers (the list by default). */
function setup(handlers: Record<string, (variables: Record<string, unknown>) => Answer> = {}, role = 'sales', path = '/admin/demo-requests') {
  const graphql = stubGraphQL({
    VerifyToken: () => tokenVerifiedFor(role),
    DemoRequests: () => ({ data: { demoRequests: connection([ALAN, GRACE]) } }),
    ...handlers,
  });
  session.store('a-token');
  renderAdminRoutes(
    [
      {
        path: '/admin/demo-requests',
        element: (
          <AuthProvider>
            <DemoRequestsPage />
          </AuthProvider>
        ),
      },
    ],
    { path },
  );
  return { ...graphql, user: setupUser() };
}

async function openReschedule(user: ReturnType<typeof setupUser>, name: string) {
  const table = await screen.findByRole('table', { name: 'Demo requests' });
  await user.click(await within(table).findByRole('button', { name: `Change Time of the demo request from ${name}` }));
  return screen.findByRole('dialog', { name: RESCHEDULE_MESSAGES.title });
}

const meetingField = (dialog: HTMLElement) => within(dialog).getByLabelText(/Meeting date and time/) as HTMLInputElement;

describe('changing the meeting time', () => {
  it('starts from the meeting’s time, shows it in the requester’s zone, sends the new time and toasts the server’s answer', async () => {
    const { user, variablesOf } = setup({ RescheduleDemoRequest: ({ meetingDate }) => rescheduled(ALAN, String(meetingDate), MOVED_AND_SENT) });
    const dialog = await openReschedule(user, 'Alan Turing');
    expect(within(dialog).getByText(/Demo with Alan Turing\. Alan is sent the updated calendar invitation\./)).toBeTruthy();
    expect(meetingField(dialog).value).toBe(localDateTimeValue(new Date(ALAN.meetingDate)));

    fireEvent.change(meetingField(dialog), { target: { value: localDateTimeValue(new Date(MOVED)) } });
    expect(within(dialog).getByText(/For Alan \(Pacific\/Chatham\): Wed, December 4, 2030 at 3:45 AM\./)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save time' }));

    expect(await screen.findByText(MOVED_AND_SENT)).toBeTruthy();
    expect(variablesOf('RescheduleDemoRequest')).toEqual([{ id: ALAN.id, meetingDate: MOVED }]);
    await waitFor(() => expect(dialog.getAttribute('data-state')).toBe('closed'));
    // The answer's request replaces the row's.
    const row = (await screen.findByText('Alan Turing')).closest('tr') as HTMLElement;
    expect(within(row).getByText(/December 3, 2030/)).toBeTruthy();
  });

  it('says nothing is sent for a request not confirmed', async () => {
    const { user } = setup();
    const dialog = await openReschedule(user, 'Grace Hopper');
    expect(within(dialog).getByText(new RegExp(RESCHEDULE_MESSAGES.sendsNothing.replace(/[.:]/g, '.')))).toBeTruthy();
    expect(within(dialog).queryByText(/For Grace/)).toBeNull();
  });

  it('refuses a time before today in the browser, sending nothing', async () => {
    const { user, variablesOf } = setup();
    const dialog = await openReschedule(user, 'Alan Turing');
    fireEvent.change(meetingField(dialog), { target: { value: '2020-01-01T10:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save time' }));
    expect(await within(dialog).findByText(DEMO_MESSAGES.futureDate)).toBeTruthy();
    expect(meetingField(dialog).getAttribute('aria-invalid')).toBe('true');
    expect(variablesOf('RescheduleDemoRequest')).toEqual([]);
  });

  it('shows the server’s refusal beside the field and stays open', async () => {
    const { user } = setup({
      RescheduleDemoRequest: () => ({
        data: null,
        errors: [{ message: DEMO_ADMIN_MESSAGES.notFound, extensions: { code: 'NOT_FOUND' } }],
      }),
    });
    const dialog = await openReschedule(user, 'Alan Turing');
    fireEvent.change(meetingField(dialog), { target: { value: localDateTimeValue(new Date(MOVED)) } });
    await user.click(within(dialog).getByRole('button', { name: 'Save time' }));
    expect(await within(dialog).findByText(DEMO_ADMIN_MESSAGES.notFound)).toBeTruthy();
    expect(dialog.getAttribute('data-state')).toBe('open');
  });

  it('is not offered to an admin who may only read demo requests', async () => {
    setup({}, 'viewer');
    const table = await screen.findByRole('table', { name: 'Demo requests' });
    await within(table).findByText('Alan Turing');
    expect(within(table).queryByRole('button', { name: /Change the meeting time/ })).toBeNull();
  });
});

/** What the server says the confirmation of Grace's request would send. */
const CONFIRMING = {
  __typename: 'DemoMeetingMail',
  to: 'Grace Hopper <grace@example.com>',
  subject: 'Your Finmesh demo is confirmed',
  says: 'Your demo is confirmed for Monday, 2 December 2030 at 10:30 UTC. The calendar invitation is attached: accept it to keep the time in your calendar.',
  invites: true,
  copyTo: 'sam@finmesh.example',
  copyToIsYours: true,
  organizer: 'Finmesh Team <team@finmesh.example>',
  rsvp: true,
};
const preview = (mail: object | null) => ({ data: { demoRequestStatusChange: { __typename: 'DemoStatusChangePreview', mail } } });
const statusAnswer = (request: typeof ALAN | typeof GRACE, status: string, message: string, meetingPlace: string | null = request.meetingPlace) => ({
  data: { updateDemoRequestStatus: { __typename: 'UpdateDemoRequestStatusPayload', message, demoRequest: { ...request, status, meetingPlace } } },
});
const LINK = 'https://meet.finmesh.example/grace';
const SENT = 'Demo confirmed. Grace Hopper was sent the calendar invitation at grace@example.com; a copy went to sam@finmesh.example.';

async function chooseStatus(user: ReturnType<typeof setupUser>, name: string, label: string) {
  const table = await screen.findByRole('table', { name: 'Demo requests' });
  // The status becomes a control once the member's permissions have loaded, which may be after the rows.
  await user.selectOptions(await within(table).findByRole('combobox', { name: `Status of the demo request from ${name}` }), label);
}

describe('a change of status that emails the requester', () => {
  it('asks first, saying what goes to whom, the copy and where answers go; asks where the meeting is; then sends it and toasts what was sent', async () => {
    const { user, variablesOf } = setup({
      DemoRequestStatusChange: () => preview(CONFIRMING),
      UpdateDemoStatus: ({ status, meetingPlace }) => statusAnswer(GRACE, String(status), SENT, (meetingPlace as string | undefined) ?? null),
    });
    await chooseStatus(user, 'Grace Hopper', 'Confirmed');

    const dialog = await screen.findByRole('dialog', { name: 'Confirm the demo with Grace Hopper?' });
    expect(variablesOf('UpdateDemoStatus')).toEqual([]);
    expect(variablesOf('DemoRequestStatusChange')).toEqual([{ id: GRACE.id, status: 'confirmed' }]);
    const sent = await within(dialog).findByRole('region', { name: 'What will be sent' });
    expect(sent.textContent).toBe(
      [
        'To: Grace Hopper <grace@example.com>',
        'Subject: Your Finmesh demo is confirmed',
        CONFIRMING.says,
        'With the calendar invitation attached.',
        'A copy goes to you: sam@finmesh.example.',
        'Accepts, declines and replies go to Finmesh Team <team@finmesh.example>.',
      ].join(''),
    );

    // No place, no invitation.
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and send invitation' }));
    expect(await within(dialog).findByText(MEETING_PLACE_MESSAGES.required)).toBeTruthy();
    expect(variablesOf('UpdateDemoStatus')).toEqual([]);

    await user.type(within(dialog).getByLabelText(/Meeting link or place/), LINK);
    expect(within(sent).getByText(LINK)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and send invitation' }));

    expect(await screen.findByText(SENT)).toBeTruthy();
    expect(variablesOf('UpdateDemoStatus')).toEqual([{ id: GRACE.id, status: 'confirmed', meetingPlace: LINK }]);
    await waitFor(() => expect(dialog.getAttribute('data-state')).toBe('closed'));
  });

  it('asks before cancelling a confirmed demo; keeping it sends nothing and leaves it Confirmed', async () => {
    const { user, variablesOf } = setup({
      DemoRequestStatusChange: () =>
        preview({ ...CONFIRMING, to: 'Alan Turing <alan@example.com>', subject: 'Your Finmesh demo is cancelled', says: 'Your demo on … is cancelled.', invites: false, copyTo: null, copyToIsYours: false, rsvp: false, organizer: 'Finmesh <no-reply@finmesh.local>' }),
    });
    await chooseStatus(user, 'Alan Turing', 'Cancelled');

    const dialog = await screen.findByRole('dialog', { name: 'Cancel the demo with Alan Turing?' });
    const sent = await within(dialog).findByRole('region', { name: 'What will be sent' });
    await within(sent).findByText('With the calendar cancellation attached.');
    expect(within(sent).getByText(STATUS_DIALOG_MESSAGES.noCopy)).toBeTruthy();
    expect(within(sent).getByText(STATUS_DIALOG_MESSAGES.noAnswers)).toBeTruthy();
    // A cancellation asks for no place.
    expect(within(dialog).queryByLabelText(/Meeting link or place/)).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Cancel demo and tell Alan' })).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Keep as Confirmed' }));
    await waitFor(() => expect(dialog.getAttribute('data-state')).toBe('closed'));
    expect(variablesOf('UpdateDemoStatus')).toEqual([]);
    const table = screen.getByRole('table', { name: 'Demo requests' });
    expect((within(table).getByRole('combobox', { name: 'Status of the demo request from Alan Turing' }) as HTMLSelectElement).value).toBe('confirmed');
  });

  it('makes a change that emails nobody at once, and says so', async () => {
    const { user, variablesOf } = setup({ UpdateDemoStatus: ({ status }) => statusAnswer(GRACE, String(status), DEMO_ADMIN_MESSAGES.statusUpdated) });
    await chooseStatus(user, 'Grace Hopper', 'Completed');
    expect(await screen.findByText(DEMO_ADMIN_MESSAGES.statusUpdated)).toBeTruthy();
    expect(variablesOf('UpdateDemoStatus')).toEqual([{ id: GRACE.id, status: 'completed' }]);
    expect(variablesOf('DemoRequestStatusChange')).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the server’s refusal of the place beside the field, and stays open', async () => {
    const { user } = setup({
      DemoRequestStatusChange: () => preview(CONFIRMING),
      UpdateDemoStatus: () => ({ data: null, errors: [{ message: MEETING_PLACE_MESSAGES.badLink, extensions: { code: 'BAD_USER_INPUT', fields: [{ path: 'meetingPlace', message: MEETING_PLACE_MESSAGES.badLink }] } }] }),
    });
    await chooseStatus(user, 'Grace Hopper', 'Confirmed');
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the demo with Grace Hopper?' });
    await within(dialog).findByRole('region', { name: 'What will be sent' });
    await user.type(within(dialog).getByLabelText(/Meeting link or place/), 'Room 4');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and send invitation' }));
    expect(await within(dialog).findByText(MEETING_PLACE_MESSAGES.badLink)).toBeTruthy();
    expect(dialog.getAttribute('data-state')).toBe('open');
  });
});

describe('the notes', () => {
  it('close with “Close Notes”: no “Cancel” beside a status that can be Cancelled', async () => {
    const { user } = setup();
    const table = await screen.findByRole('table', { name: 'Demo requests' });
    const row = (await within(table).findByText('Alan Turing')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'View Notes' }));
    expect(within(row).queryByRole('button', { name: 'Cancel' })).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'Close Notes' }));
    expect(within(row).getByRole('button', { name: 'View Notes' })).toBeTruthy();
  });
});

describe('saving notes', () => {
  it('saves the notes, says so in a toast and closes the panel (issue P19: Save Notes said nothing)', async () => {
    const { user, variablesOf } = setup({
      UpdateDemoNotes: ({ notes }) => ({
        data: { updateDemoRequestNotes: { __typename: 'UpdateDemoRequestNotesPayload', message: DEMO_ADMIN_MESSAGES.notesSaved, demoRequest: { ...ALAN, notes: String(notes) } } },
      }),
    });
    const table = await screen.findByRole('table', { name: 'Demo requests' });
    const row = (await within(table).findByText('Alan Turing')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'View Notes' }));
    const notes = await within(table).findByLabelText('Notes about Alan Turing');
    await user.type(notes, 'Wants the lender network demo');
    await user.click(within(table).getByRole('button', { name: 'Save Notes' }));

    expect(await screen.findByText(DEMO_ADMIN_MESSAGES.notesSaved)).toBeTruthy();
    expect(DEMO_ADMIN_MESSAGES.notesSaved).toBe('Notes saved successfully');
    expect(variablesOf('UpdateDemoNotes')).toEqual([{ id: ALAN.id, notes: 'Wants the lender network demo' }]);
    await waitFor(() => expect(within(table).queryByLabelText('Notes about Alan Turing')).toBeNull());
  });
});

describe('a demo request opened by its link (the Activity screen’s, issue P19)', () => {
  it('shows that request alone, whatever the list’s filter, and the whole list again on Show all', async () => {
    const { user, variablesOf } = setup({ OpenedDemoRequest: () => ({ data: { node: GRACE } }) }, 'sales', `/admin/demo-requests?status=confirmed&open=${GRACE.id}`);
    const table = await screen.findByRole('table', { name: 'Demo requests' });
    await within(table).findByText('Grace Hopper');
    expect(within(table).queryByText('Alan Turing')).toBeNull();
    expect(screen.getByText('Showing one demo request, opened by its link.')).toBeTruthy();
    expect(variablesOf('OpenedDemoRequest')).toEqual([{ id: GRACE.id }]);

    await user.click(screen.getByRole('button', { name: 'Show all' }));
    expect(await within(await screen.findByRole('table', { name: 'Demo requests' })).findByText('Alan Turing')).toBeTruthy();
  });
});
