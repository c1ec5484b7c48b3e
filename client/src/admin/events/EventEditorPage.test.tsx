import { EVENT_MESSAGES } from '@rules/site-events';
import { EMPTY_RICH_TEXT } from '@shared/rich-text/schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdminRoutes, tokenVerifiedFor } from '../../test/admin';
import { stubGraphQL } from '../../test/graphql';
import { setupUser } from '../../test/user';
import { adminApolloClient } from '../apollo';
import { AuthProvider } from '../auth/AuthProvider';
import { session } from '../auth/session';
import { EventEditorPage } from './EventEditorPage';
import { BODY, EVENT_ID, OTHER_SPEAKER_ID, SPEAKERS, SPEAKER_ID, eventNode } from './fixtures';
import { EVENTS_SCREEN_MESSAGES as MESSAGES } from './messages';

// jsdom lays nothing out: ProseMirror asks where the selection is to scroll it into view (as the editor's own tests fill in).
Range.prototype.getClientRects ??= () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();
document.elementFromPoint ??= () => null;

afterEach(async () => {
  vi.unstubAllGlobals();
  session.clear();
  await adminApolloClient.clearStore();
});

const payload = (name: string, typename: string, fields: object = {}, message = 'Event saved') => ({ data: { [name]: { __typename: typename, message, event: eventNode(fields) } } });

/** The editor at `path` for a signed-in member of `role`. */
function setup(path: string, handlers: Parameters<typeof stubGraphQL>[0] = {}, role = 'editor') {
  const graphql = stubGraphQL({
    VerifyToken: () => tokenVerifiedFor(role),
    AdminEvent: () => ({ data: { event: eventNode() } }),
    AdminEvents: () => ({ data: { events: { __typename: 'EventConnection', totalCount: 0, totalCountIsExact: true, pageInfo: { __typename: 'PageInfo', hasNextPage: false }, edges: [] } } }),
    EventRevisions: () => ({ data: { eventRevisions: [] } }),
    EventSpeakers: () => SPEAKERS,
    ...handlers,
  });
  session.store('a-token');
  const element = (
    <AuthProvider>
      <EventEditorPage />
    </AuthProvider>
  );
  const router = renderAdminRoutes(
    [
      { path: '/admin/events/new', element },
      { path: '/admin/events/:id/edit', element },
    ],
    { path },
  );
  return { ...graphql, router, user: setupUser() };
}

const field = (name: RegExp | string) => screen.getByLabelText(name) as HTMLInputElement;
const type = (name: RegExp | string, value: string) => fireEvent.change(field(name), { target: { value } });
const titleBox = () => screen.findByRole('textbox', { name: /^Title/ });

describe('a new event', () => {
  it('sends times typed on the event’s own clocks as the instants they are, and opens the new event at its address', async () => {
    const { user, variablesOf, router } = setup('/admin/events/new', { CreateEvent: () => payload('createEvent', 'CreateEventPayload', { version: 1 }, 'Event created') });
    fireEvent.change(await titleBox(), { target: { value: 'Growth & Gains Conference' } });
    expect(field(/^Slug/).value).toBe('growth-and-gains-conference');
    type(/^Time zone/, 'Asia/Kolkata');
    type(/^Starts/, '2027-02-12T09:30');
    type(/^Ends/, '2027-02-12T17:30');
    // The same moment on Mumbai's clocks, named with its offset.
    expect(screen.getAllByText(/GMT\+5:30 \(Asia\/Kolkata\)/).length).toBeGreaterThan(0);
    type(/^Venue name/, 'Jio World Centre');
    type(/^Venue address/, 'G Block, Bandra Kurla Complex\n\nMumbai 400098');
    type(/^Latitude/, '19.0626');
    type(/^Longitude/, '72.8634');
    type(/^Capacity/, '300');
    type(/^Booking closes/, '2027-02-11T18:00');
    await user.click(screen.getByRole('checkbox', { name: /Bookings need approval/ }));
    type(/^Questions for bookers/, 'Your company’s stage\n\n  What would you ask the lenders?  ');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    await waitFor(() =>
      expect(variablesOf('CreateEvent')).toEqual([
        {
          input: {
            title: 'Growth & Gains Conference',
            slug: 'growth-and-gains-conference',
            summary: null,
            body: EMPTY_RICH_TEXT,
            coverImageId: null,
            format: 'in_person',
            venue: { name: 'Jio World Centre', addressLines: ['G Block, Bandra Kurla Complex', 'Mumbai 400098'], latitude: 19.0626, longitude: 72.8634 },
            onlineUrl: null,
            startsAt: '2027-02-12T04:00:00.000Z',
            endsAt: '2027-02-12T12:00:00.000Z',
            timeZone: 'Asia/Kolkata',
            agenda: [],
            capacity: 300,
            bookingOpensAt: null,
            bookingClosesAt: '2027-02-11T12:30:00.000Z',
            needsApproval: true,
            questions: ['Your company’s stage', 'What would you ask the lenders?'],
          },
        },
      ]),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/events/${EVENT_ID}/edit`));
    expect(await screen.findByText('Event created')).toBeTruthy();
  });

  it('asks for the online link and no venue for an online event', async () => {
    const { user, variablesOf } = setup('/admin/events/new', { CreateEvent: () => payload('createEvent', 'CreateEventPayload', { version: 1 }, 'Event created') });
    fireEvent.change(await titleBox(), { target: { value: 'RBF, live' } });
    await user.selectOptions(screen.getByRole('combobox', { name: /^Format/ }), 'Online');
    expect(screen.queryByLabelText(/^Venue name/)).toBeNull();
    type(/^Time zone/, 'Europe/London');
    type(/^Starts/, '2027-07-01T15:00');
    type(/^Ends/, '2027-07-01T16:00');
    type(/^Capacity/, '500');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(EVENT_MESSAGES.onlineUrlRequired)).toBeTruthy();
    expect(field(/^Online link/).getAttribute('aria-invalid')).toBe('true');

    type(/^Online link/, 'https://meet.example/rbf');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    // 15:00 in London in July is 14:00 UTC (summer time).
    await waitFor(() => expect(variablesOf('CreateEvent')[0]).toMatchObject({ input: { format: 'online', venue: null, onlineUrl: 'https://meet.example/rbf', startsAt: '2027-07-01T14:00:00.000Z', endsAt: '2027-07-01T15:00:00.000Z' } }));
  });

  it('checks the shared rules before sending, each message beside its field', async () => {
    const { user, variablesOf } = setup('/admin/events/new');
    fireEvent.change(await titleBox(), { target: { value: 'Roundtable' } });
    type(/^Time zone/, 'Mars/Olympus');
    type(/^Starts/, '2027-02-12T17:00');
    type(/^Ends/, '2027-02-12T09:00');
    type(/^Latitude/, '123');
    type(/^Capacity/, '0');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByText(EVENT_MESSAGES.timeZoneInvalid)).toBeTruthy();
    type(/^Time zone/, 'Asia/Kolkata');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(EVENT_MESSAGES.endsBeforeStart)).toBeTruthy();
    expect(field(/^Ends/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(EVENT_MESSAGES.venueNameRequired)).toBeTruthy();
    expect(screen.getByText(EVENT_MESSAGES.addressRequired)).toBeTruthy();
    expect(screen.getByText(EVENT_MESSAGES.latitudeInvalid)).toBeTruthy();
    expect(screen.getByText(EVENT_MESSAGES.capacityInvalid)).toBeTruthy();
    expect(variablesOf('CreateEvent')).toEqual([]);
  });
});

describe('editing an event', () => {
  it('shows its times on its own clocks; a change of zone keeps the times typed, and moves the instants', async () => {
    const { user, variablesOf } = setup(`/admin/events/${EVENT_ID}/edit`, { UpdateEvent: ({ input }) => payload('updateEvent', 'UpdateEventPayload', { timeZone: (input as { timeZone: string }).timeZone, version: 4 }) });
    await titleBox();
    expect(field(/^Starts/).value).toBe('2027-02-12T09:30');
    expect(field(/^Ends/).value).toBe('2027-02-12T17:30');
    expect(field(/^Session 1 starts/).value).toBe('2027-02-12T09:30');
    type(/^Time zone/, 'Europe/London');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    await waitFor(() => expect(variablesOf('UpdateEvent')).toHaveLength(1));
    expect(variablesOf('UpdateEvent')[0]).toMatchObject({
      input: {
        id: EVENT_ID,
        version: 3,
        timeZone: 'Europe/London',
        startsAt: '2027-02-12T09:30:00.000Z',
        endsAt: '2027-02-12T17:30:00.000Z',
        agenda: [{ title: 'Opening keynote', startsAt: '2027-02-12T09:30:00.000Z', endsAt: '2027-02-12T10:30:00.000Z', speakerIds: [SPEAKER_ID] }],
        body: BODY,
        // A save is the whole event: what it asks bookers is sent as it was.
        questions: ['Your company’s stage'],
      },
    });
    expect(await screen.findByText('Event saved')).toBeTruthy();
  });

  it('adds, fills, moves and removes agenda sessions, naming speakers from the published profiles', async () => {
    const { user, variablesOf } = setup(`/admin/events/${EVENT_ID}/edit`, { UpdateEvent: () => payload('updateEvent', 'UpdateEventPayload', { version: 4 }) });
    await titleBox();
    const sessions = screen.getByRole('list', { name: 'Sessions' });
    expect(within(sessions).getByText('Aarav Sharma')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add session' }));
    // A new session starts where the last one ends, for an hour.
    expect(field(/^Session 2 starts/).value).toBe('2027-02-12T10:30');
    expect(field(/^Session 2 ends/).value).toBe('2027-02-12T11:30');
    type(/^Session 2 title/, 'Lenders’ panel');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Add a speaker to session 2' }), 'Meera Iyer (Head of Credit)');
    await user.click(screen.getByRole('button', { name: 'Move session 2 up' }));
    expect(field(/^Session 1 title/).value).toBe('Lenders’ panel');
    await user.click(screen.getByRole('button', { name: 'Add session' }));
    await user.click(screen.getByRole('button', { name: 'Remove session 3' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    await waitFor(() => expect(variablesOf('UpdateEvent')).toHaveLength(1));
    expect((variablesOf('UpdateEvent')[0] as { input: { agenda: unknown } }).input.agenda).toEqual([
      { title: 'Lenders’ panel', startsAt: '2027-02-12T05:00:00.000Z', endsAt: '2027-02-12T06:00:00.000Z', speakerIds: [OTHER_SPEAKER_ID] },
      { title: 'Opening keynote', startsAt: '2027-02-12T04:00:00.000Z', endsAt: '2027-02-12T05:00:00.000Z', speakerIds: [SPEAKER_ID] },
    ]);
  });

  it('shows the server’s messages beside their fields, a session’s on that session', async () => {
    const { user } = setup(`/admin/events/${EVENT_ID}/edit`, {
      UpdateEvent: () => ({
        errors: [
          {
            message: 'Invalid input',
            extensions: {
              code: 'BAD_USER_INPUT',
              fields: [
                { path: 'agenda.0.speakerIds', message: EVENT_MESSAGES.speakerUnknown },
                { path: 'venue.longitude', message: EVENT_MESSAGES.longitudeInvalid },
              ],
            },
          },
        ],
      }),
    });
    fireEvent.change(await titleBox(), { target: { value: 'Growth & Gains 2027' } });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByText(EVENT_MESSAGES.speakerUnknown)).toBeTruthy();
    expect(screen.getByText(EVENT_MESSAGES.longitudeInvalid)).toBeTruthy();
    expect(field(/^Longitude/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toContain(MESSAGES.saveFailed);
    expect(field(/^Title/).value).toBe('Growth & Gains 2027');
  });

  it('warns that moving a live event’s start tells everyone booked', async () => {
    setup(`/admin/events/${EVENT_ID}/edit`, { AdminEvent: () => ({ data: { event: eventNode({ status: 'published', publishedAt: '2026-11-20T08:00:00.000Z' }) } }) });
    await titleBox();
    expect(screen.queryByText(MESSAGES.movedWarning)).toBeNull();
    type(/^Starts/, '2027-02-12T10:00');
    expect(await screen.findByText(MESSAGES.movedWarning)).toBeTruthy();
    type(/^Starts/, '2027-02-12T09:30');
    await waitFor(() => expect(screen.queryByText(MESSAGES.movedWarning)).toBeNull());
  });

  it('publishes a saved event; no way back to draft is offered', async () => {
    const { user, variablesOf } = setup(`/admin/events/${EVENT_ID}/edit`, {
      PublishEvent: () => payload('publishEvent', 'PublishEventPayload', { status: 'published', version: 4, publishedAt: '2026-12-06T11:00:00.000Z' }, 'Event published'),
    });
    await titleBox();
    const status = screen.getByRole('region', { name: 'Status' });
    await user.click(within(status).getByRole('button', { name: 'Publish now' }));
    await waitFor(() => expect(variablesOf('PublishEvent')).toEqual([{ input: { id: EVENT_ID, version: 3 } }]));
    expect(await screen.findByText('Event published')).toBeTruthy();
  });
});

describe('an event’s revisions', () => {
  it('lists them, and restores one after asking, the form taking its fields', async () => {
    let restored = false;
    const { user, variablesOf } = setup(`/admin/events/${EVENT_ID}/edit`, {
      AdminEvent: () => ({ data: { event: eventNode(restored ? { title: 'Growth & Gains', version: 4 } : {}) } }),
      EventRevisions: () => ({
        data: {
          eventRevisions: [
            { __typename: 'ContentRevision', id: 'rev-3', version: 3, title: 'Growth & Gains Conference', status: 'draft', changed: ['title', 'fields'], byKind: 'admin', byName: 'marcus', createdAt: '2026-12-02T10:00:00.000Z' },
            { __typename: 'ContentRevision', id: 'rev-1', version: 1, title: 'Growth & Gains', status: 'draft', changed: [], byKind: 'admin', byName: 'rhea', createdAt: '2026-12-01T09:00:00.000Z' },
          ],
        },
      }),
      RestoreEventRevision: () => {
        restored = true;
        return payload('restoreEventRevision', 'RestoreEventRevisionPayload', { title: 'Growth & Gains', version: 4 }, 'Revision restored');
      },
    });
    const revisions = await screen.findByRole('region', { name: 'Revisions' });
    expect(await within(revisions).findByText('Changed: title, details, times or booking')).toBeTruthy();
    await user.click(within(revisions).getByRole('button', { name: 'Restore version 1' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(MESSAGES.confirmRestore(1));
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));

    await waitFor(() => expect(variablesOf('RestoreEventRevision')).toEqual([{ input: { id: EVENT_ID, version: 3, revisionId: 'rev-1' } }]));
    await waitFor(async () => expect(((await titleBox()) as HTMLInputElement).value).toBe('Growth & Gains'));
    expect(screen.queryByText('You have unsaved changes.')).toBeNull();
  });
});

describe('cancelling an event', () => {
  it('asks first, with an optional note, saying everyone booked will be told; the event then says it is cancelled', async () => {
    let cancelled = false;
    const published = { status: 'published', version: 5, publishedAt: '2026-11-20T08:00:00.000Z' };
    const { user, variablesOf } = setup(`/admin/events/${EVENT_ID}/edit`, {
      AdminEvent: () => ({ data: { event: eventNode(cancelled ? { ...published, version: 6, cancelled: true, cancelledAt: '2026-12-06T11:00:00.000Z', cancellationNote: 'Moved to March.' } : published) } }),
      CancelEvent: () => {
        cancelled = true;
        return payload('cancelEvent', 'CancelEventPayload', { ...published, version: 6, cancelled: true, cancelledAt: '2026-12-06T11:00:00.000Z', cancellationNote: 'Moved to March.' }, EVENT_MESSAGES.cancelled);
      },
    });
    await titleBox();
    const cancellation = screen.getByRole('region', { name: 'Cancellation' });
    await user.click(within(cancellation).getByRole('button', { name: 'Cancel event' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(MESSAGES.confirmCancel('Growth & Gains Conference'));
    expect(dialog.textContent).toContain('everyone booked will be told');
    // Keeping it changes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Keep the event' }));
    await waitFor(() => expect(dialog.getAttribute('data-state')).toBe('closed'));
    expect(variablesOf('CancelEvent')).toEqual([]);

    await user.click(within(cancellation).getByRole('button', { name: 'Cancel event' }));
    await waitFor(() => expect(screen.getByRole('alertdialog').getAttribute('data-state')).toBe('open'));
    const asked = screen.getByRole('alertdialog');
    fireEvent.change(within(asked).getByRole('textbox', { name: /^Note/ }), { target: { value: '  Moved to March.  ' } });
    await user.click(within(asked).getByRole('button', { name: 'Cancel event' }));

    await waitFor(() => expect(variablesOf('CancelEvent')).toEqual([{ input: { id: EVENT_ID, version: 5, note: 'Moved to March.' } }]));
    expect(await screen.findByText(EVENT_MESSAGES.cancelled)).toBeTruthy();
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Cancellation' })).getByText('“Moved to March.”')).toBeTruthy());
    expect(within(screen.getByRole('region', { name: 'Cancellation' })).queryByRole('button', { name: 'Cancel event' })).toBeNull();
  });

  it('refuses a note over its limit in the dialog, without sending', async () => {
    const { user, variablesOf } = setup(`/admin/events/${EVENT_ID}/edit`, { AdminEvent: () => ({ data: { event: eventNode({ status: 'published', publishedAt: '2026-11-20T08:00:00.000Z' }) } }) });
    await titleBox();
    await user.click(within(screen.getByRole('region', { name: 'Cancellation' })).getByRole('button', { name: 'Cancel event' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Note/ }), { target: { value: 'x'.repeat(401) } });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel event' }));
    expect(await within(dialog).findByText(EVENT_MESSAGES.cancellationNoteTooLong)).toBeTruthy();
    expect(variablesOf('CancelEvent')).toEqual([]);
  });

  it('offers no cancelling for a draft', async () => {
    setup(`/admin/events/${EVENT_ID}/edit`);
    await titleBox();
    expect(within(screen.getByRole('region', { name: 'Cancellation' })).queryByRole('button', { name: 'Cancel event' })).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Status' })).queryByRole('button', { name: /Unpublish|back to draft/ })).toBeNull();
  });
});
