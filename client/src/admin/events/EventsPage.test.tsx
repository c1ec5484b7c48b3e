import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdminRoutes, tokenVerifiedFor } from '../../test/admin';
import { stubGraphQL } from '../../test/graphql';
import { setupUser } from '../../test/user';
import { adminApolloClient } from '../apollo';
import { AuthProvider } from '../auth/AuthProvider';
import { session } from '../auth/session';
import { EVENTS_SCREEN_MESSAGES, EventsPage } from './EventsPage';
import { eventConnection, eventNode } from './fixtures';

afterEach(async () => {
  vi.unstubAllGlobals();
  session.clear();
  await adminApolloClient.clearStore();
});

const CONFERENCE = eventNode({ status: 'published', version: 5, publishedAt: '2026-11-20T08:00:00.000Z' });
const WEBINAR = eventNode({
  id: 'RXZlbnQ6Mg',
  title: 'Revenue-based finance, live',
  format: 'online',
  venue: null,
  onlineUrl: 'https://meet.example/rbf',
  startsAt: '2027-03-10T15:00:00.000Z',
  endsAt: '2027-03-10T16:00:00.000Z',
  timeZone: 'Europe/London',
});
const ROUNDTABLE = eventNode({ id: 'RXZlbnQ6Mw', title: 'Lenders’ roundtable', status: 'published', cancelled: true, startsAt: '2026-10-01T10:00:00.000Z', endsAt: '2026-10-01T12:00:00.000Z', timeZone: 'America/New_York' });

function setup(role = 'editor', handlers: Parameters<typeof stubGraphQL>[0] = {}) {
  const graphql = stubGraphQL({
    VerifyToken: () => tokenVerifiedFor(role),
    AdminEvents: (variables) => {
      const rows = [CONFERENCE, WEBINAR, ROUNDTABLE].filter((row) => !variables.status || row.status === variables.status).filter((row) => (variables.when === 'PAST' ? row === ROUNDTABLE : variables.when === 'UPCOMING' ? row !== ROUNDTABLE : true));
      return { data: { events: eventConnection(rows) } };
    },
    ...handlers,
  });
  session.store('a-token');
  const router = renderAdminRoutes(
    [
      {
        path: '/admin/events',
        element: (
          <AuthProvider>
            <EventsPage />
          </AuthProvider>
        ),
      },
    ],
    { path: '/admin/events' },
  );
  return { ...graphql, router, user: setupUser() };
}

const rowOf = async (title: string) => (await within(await screen.findByRole('table', { name: 'Events' })).findByRole('link', { name: title })).closest('tr') as HTMLElement;

describe('the Events list', () => {
  it('shows each event with its times on its own clocks, its format and status (Cancelled beside it), its title linking to its editor', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Events' });
    await within(table).findByRole('link', { name: 'Growth & Gains Conference' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Title', 'When', 'Format', 'Status', 'Actions']);
    const conference = await rowOf('Growth & Gains Conference');
    expect(within(conference).getByRole('link', { name: 'Growth & Gains Conference' }).getAttribute('href')).toBe('/admin/events/RXZlbnQ6MQ/edit');
    // 04:00Z is 09:30 in Mumbai, whatever the browser's zone.
    expect(conference.textContent).toContain('12 Feb 2027, 09:30 – 17:30 GMT+5:30');
    expect(conference.textContent).toContain('Asia/Kolkata');
    expect(conference.textContent).toContain('In person');
    expect(conference.textContent).toContain('Published');
    const webinar = await rowOf('Revenue-based finance, live');
    expect(webinar.textContent).toContain('10 Mar 2027, 15:00 – 16:00 GMT');
    expect(webinar.textContent).toContain('Online');
    expect(webinar.textContent).toContain('Draft');
    expect(within(webinar).queryByRole('button', { name: /^Archive/ })).toBeNull();
    const roundtable = await rowOf('Lenders’ roundtable');
    expect(roundtable.textContent).toContain('Cancelled');
    expect(roundtable.textContent).toContain('1 Oct 2026, 06:00 – 08:00 GMT-4');
    expect(screen.getByText('3 events')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New Event' }).getAttribute('href')).toBe('/admin/events/new');
  });

  it('filters by upcoming or past and by status through the address, asking the server for them', async () => {
    const { user, variablesOf, router } = setup();
    await rowOf('Growth & Gains Conference');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter events by date' }), 'Past');
    await waitFor(() => expect(router.state.location.search).toBe('?when=past'));
    await waitFor(() => expect(variablesOf('AdminEvents').at(-1)).toEqual({ when: 'PAST', status: null, first: 20, offset: 0 }));
    const table = await screen.findByRole('table', { name: 'Events' });
    await waitFor(() => expect(within(table).queryByRole('link', { name: 'Growth & Gains Conference' })).toBeNull());
    expect(within(table).getByRole('link', { name: 'Lenders’ roundtable' })).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter events by date' }), 'Upcoming');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter events by status' }), 'Draft');
    await waitFor(() => expect(variablesOf('AdminEvents').at(-1)).toEqual({ when: 'UPCOMING', status: 'draft', first: 20, offset: 0 }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Events' })).queryByRole('link', { name: 'Lenders’ roundtable' })).toBeNull());
    expect(within(screen.getByRole('table', { name: 'Events' })).getByRole('link', { name: 'Revenue-based finance, live' })).toBeTruthy();
    expect(screen.getByText('1 event')).toBeTruthy();
  });

  it('archives a published event after asking', async () => {
    const { user, variablesOf } = setup('sales', {
      ArchiveEvent: () => ({ data: { archiveEvent: { __typename: 'ArchiveEventPayload', message: 'Event archived', event: { ...CONFERENCE, status: 'archived', version: 6 } } } }),
    });
    const conference = await rowOf('Growth & Gains Conference');
    await user.click(within(conference).getByRole('button', { name: 'Archive Growth & Gains Conference' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(variablesOf('ArchiveEvent')).toEqual([{ input: { id: CONFERENCE.id, version: 5 } }]));
    expect(await screen.findByText('Event archived')).toBeTruthy();
  });

  it('says so when no event matches the filters', async () => {
    const { user } = setup('editor', { AdminEvents: (variables) => ({ data: { events: eventConnection(variables.status === 'archived' ? [] : [CONFERENCE]) } }) });
    await rowOf('Growth & Gains Conference');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter events by status' }), 'Archived');
    expect(await screen.findByText(EVENTS_SCREEN_MESSAGES.noMatches)).toBeTruthy();
  });
});
