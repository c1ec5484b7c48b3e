import { BOOKING_ADMIN_MESSAGES } from '@rules/bookings';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdminRoutes, tokenVerifiedFor } from '../../../test/admin';
import { stubGraphQL } from '../../../test/graphql';
import { setupUser } from '../../../test/user';
import { adminApolloClient } from '../../apollo';
import { AuthProvider } from '../../auth/AuthProvider';
import { session } from '../../auth/session';
import { EVENT_ID } from '../fixtures';
import { AttendeesPage } from './AttendeesPage';
import { attendeesEvent, booking, bookingConnection } from './fixtures';
import { ATTENDEES_MESSAGES as MESSAGES } from './messages';

afterEach(async () => {
  vi.unstubAllGlobals();
  session.clear();
  await adminApolloClient.clearStore();
});

const AARAV = booking('Qm9va2luZzox', 'Aarav', 'Sharma', { companyName: 'Kiran Foods', seats: 2, designation: 'CFO', answers: ['Series A'] });
const MEERA = booking('Qm9va2luZzoy', 'Meera', 'Iyer', { status: 'waitlisted', waitlistedAt: '2026-12-02T10:00:00.000Z' });
const DEV = booking('Qm9va2luZzoz', 'Dev', 'Malhotra', { status: 'pending_approval' });
const ALL = [AARAV, MEERA, DEV];
const count = (n: number) => ({ __typename: 'EventBookingConnection', totalCount: n });

/** The attendees of the conference (3 seats, needing approval), for an Editor. */
function setup(handlers: Parameters<typeof stubGraphQL>[0] = {}) {
  const graphql = stubGraphQL({
    VerifyToken: () => tokenVerifiedFor('editor'),
    AttendeesEvent: () => attendeesEvent(),
    AttendeeCounts: () => ({ data: { booked: count(1), waitlisted: count(1), pending: count(1), attended: count(0), cancelled: count(0), declined: count(0) } }),
    EventBookings: (variables) => ({
      data: { eventBookings: bookingConnection(ALL.filter((row) => !variables.status || row.status === variables.status).filter((row) => !variables.search || row.firstName.toLowerCase().includes(String(variables.search).toLowerCase()))) },
    }),
    ...handlers,
  });
  session.store('a-token');
  const router = renderAdminRoutes(
    [
      {
        path: '/admin/events/:id/attendees',
        element: (
          <AuthProvider>
            <AttendeesPage />
          </AuthProvider>
        ),
      },
    ],
    { path: `/admin/events/${EVENT_ID}/attendees` },
  );
  return { ...graphql, router, user: setupUser() };
}

const rowOf = async (name: string) => (await within(await screen.findByRole('table', { name: 'Bookings' })).findByText(name)).closest('tr') as HTMLElement;
const moved = (person: ReturnType<typeof booking>, status: string, message: string) => () => ({
  data: { setBookingStatus: { __typename: 'SetBookingStatusPayload', message, booking: { ...person, status } } },
});

describe('an event’s attendees', () => {
  it('shows how full the event is, each list with its count, and every booking with its status', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Attendees: Growth & Gains Conference' })).toBeTruthy();
    expect(await screen.findByText('2 of 3 seats booked (67%)')).toBeTruthy();
    expect(screen.getByText('1 free · 1 waitlisted · 1 awaiting approval')).toBeTruthy();
    const lists = screen.getByRole('navigation', { name: 'Lists of bookings' });
    await waitFor(() => expect(within(lists).getAllByRole('button').map((button) => button.textContent)).toEqual(['All', 'Booked (1)', 'Waitlisted (1)', 'Awaiting approval (1)', 'Attended (0)', 'Cancelled (0)', 'Declined (0)']));
    const aarav = await rowOf('Aarav Sharma');
    expect(aarav.textContent).toContain('aarav@example.com');
    expect(aarav.textContent).toContain('Kiran Foods');
    // What the booking form asked, beside the person.
    expect(aarav.textContent).toContain('aarav@example.com · CFO');
    expect(aarav.textContent).toContain('Your company’s stage: Series A');
    expect(aarav.textContent).toContain('Booked');
    expect((await rowOf('Dev Malhotra')).textContent).toContain('Awaiting approval');
    expect(screen.getByRole('link', { name: 'Check-in' }).getAttribute('href')).toBe(`/admin/events/${EVENT_ID}/check-in`);
  });

  it('shows one list at a time, and finds people by name', async () => {
    const { user, variablesOf, router } = setup();
    await rowOf('Aarav Sharma');
    await user.click(screen.getByRole('button', { name: /^Waitlisted/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=waitlisted'));
    await waitFor(() => expect(variablesOf('EventBookings').at(-1)).toEqual({ eventId: EVENT_ID, status: 'waitlisted', search: null, first: 25, offset: 0 }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Bookings' })).queryByText('Aarav Sharma')).toBeNull());
    expect(screen.getByRole('button', { name: /^Waitlisted/ }).getAttribute('aria-pressed')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'All' }));
    await user.type(screen.getByRole('textbox', { name: 'Search bookings by name, company or email' }), 'dev');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(variablesOf('EventBookings').at(-1)).toEqual({ eventId: EVENT_ID, status: null, search: 'dev', first: 25, offset: 0 }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Bookings' })).queryByText('Aarav Sharma')).toBeNull());
    expect(within(screen.getByRole('table', { name: 'Bookings' })).getByText('Dev Malhotra')).toBeTruthy();
  });

  it('approves a booking awaiting approval, and moves one up from the waitlist', async () => {
    const { user, variablesOf } = setup({ SetBookingStatus: moved(DEV, 'booked', BOOKING_ADMIN_MESSAGES.statusSet('booked')) });
    const dev = await rowOf('Dev Malhotra');
    expect(within(dev).getAllByRole('button').map((button) => button.textContent)).toEqual(['Approve', 'Decline']);
    await user.click(within(dev).getByRole('button', { name: 'Approve: Dev Malhotra' }));
    await waitFor(() => expect(variablesOf('SetBookingStatus')).toEqual([{ input: { id: DEV.id, status: 'booked' } }]));
    expect(await screen.findByText('Booking moved to Booked')).toBeTruthy();

    await user.click(within(await rowOf('Meera Iyer')).getByRole('button', { name: 'Move to booked: Meera Iyer' }));
    await waitFor(() => expect(variablesOf('SetBookingStatus').at(-1)).toEqual({ input: { id: MEERA.id, status: 'booked' } }));
  });

  it('asks before cancelling or declining (the person is emailed), and says the server’s refusal', async () => {
    const { user, variablesOf } = setup({
      SetBookingStatus: (variables) =>
        (variables.input as { status: string }).status === 'declined'
          ? { errors: [{ message: BOOKING_ADMIN_MESSAGES.cannotMove('booked', 'declined'), extensions: { code: 'BAD_USER_INPUT', fields: [] } }] }
          : moved(AARAV, 'cancelled', BOOKING_ADMIN_MESSAGES.cancelled)(),
    });
    await user.click(within(await rowOf('Aarav Sharma')).getByRole('button', { name: 'Cancel: Aarav Sharma' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(MESSAGES.confirmCancel('Aarav Sharma'));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(variablesOf('SetBookingStatus')).toEqual([{ input: { id: AARAV.id, status: 'cancelled' } }]));
    expect(await screen.findByText(BOOKING_ADMIN_MESSAGES.cancelled)).toBeTruthy();

    await user.click(within(await rowOf('Dev Malhotra')).getByRole('button', { name: 'Decline: Dev Malhotra' }));
    await waitFor(() => expect(screen.getByRole('alertdialog').textContent).toContain(MESSAGES.confirmDecline('Dev Malhotra')));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText(BOOKING_ADMIN_MESSAGES.cannotMove('booked', 'declined'))).toBeTruthy();
  });

  it('exports the list it shows as CSV, for this event', async () => {
    const { user, fetchMock } = setup();
    await rowOf('Aarav Sharma');
    await user.click(screen.getByRole('button', { name: /^Awaiting approval/ }));
    const graphql = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (url, init) => (String(url) === '/api/admin/exports' ? Response.json({ success: true, data: { url: '#the-export-link', expiresAt: '2027-01-01T00:00:00.000Z' } }, { status: 201 }) : (graphql as typeof fetch)(url, init)));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/admin/exports')).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === '/api/admin/exports') ?? [];
    // The event's own id (the REST lists take it), the list shown; the browser then goes to the link (a download).
    await waitFor(() => expect(window.location.hash).toBe('#the-export-link'));
    expect(JSON.parse(String(init?.body))).toEqual({ list: 'event-bookings', filter: { event: '1', status: 'pending_approval' } });
  });
});
