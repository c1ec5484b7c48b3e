import { BOOKING_ADMIN_MESSAGES } from '@rules/bookings';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdminRoutes, tokenVerifiedFor } from '../../../test/admin';
import { stubGraphQL } from '../../../test/graphql';
import { setupUser } from '../../../test/user';
import { adminApolloClient } from '../../apollo';
import { AuthProvider } from '../../auth/AuthProvider';
import { session } from '../../auth/session';
import { EVENT_ID } from '../fixtures';
import { CHECK_IN_QUEUE_KEY, readQueue } from './checkInQueue';
import { CheckInPage } from './CheckInPage';
import { attendeesEvent, booking, bookingConnection } from './fixtures';
import { ATTENDEES_MESSAGES as MESSAGES } from './messages';

afterEach(async () => {
  vi.unstubAllGlobals();
  session.clear();
  localStorage.clear();
  await adminApolloClient.clearStore();
});

const AARAV = booking('Qm9va2luZzox', 'Aarav', 'Sharma', { companyName: 'Kiran Foods' });
const MEERA = booking('Qm9va2luZzoy', 'Meera', 'Iyer', { seats: 2 });
const JOSE = booking('Qm9va2luZzoz', 'José', 'Fernandes', { status: 'attended', checkedInAt: '2027-02-12T04:10:00.000Z' });
const NISHA = booking('Qm9va2luZzo0', 'Nisha', 'Kapoor', { status: 'cancelled', cancelledAt: '2027-02-10T04:10:00.000Z' });

const checkedIn = (person: ReturnType<typeof booking>, message = BOOKING_ADMIN_MESSAGES.checkedIn) => ({
  data: { checkInBooking: { __typename: 'CheckInBookingPayload', message, booking: { ...person, status: 'attended', checkedInAt: '2027-02-12T04:20:00.000Z' } } },
});

/** The door of the event on a phone; `network.up` says whether check-ins reach the server. */
function setup(checkIn?: (variables: Record<string, unknown>) => unknown) {
  const network = { up: true };
  const graphql = stubGraphQL({
    VerifyToken: () => tokenVerifiedFor('sales'),
    AttendeesEvent: () => attendeesEvent(),
    // Everyone of the event in one list: the door shows the booked and the attended, not the others.
    DoorBookings: () => ({ data: { eventBookings: bookingConnection([AARAV, MEERA, JOSE, NISHA]) } }),
    CheckInBooking: (variables) => {
      if (!network.up) throw new TypeError('Failed to fetch');
      if (checkIn) return checkIn(variables);
      const id = (variables.input as { id: string }).id;
      return checkedIn([AARAV, MEERA].find((person) => person.id === id) ?? AARAV);
    },
  });
  session.store('a-token');
  renderAdminRoutes(
    [
      {
        path: '/admin/events/:id/check-in',
        element: (
          <AuthProvider>
            <CheckInPage />
          </AuthProvider>
        ),
      },
    ],
    { path: `/admin/events/${EVENT_ID}/check-in` },
  );
  return { ...graphql, network, user: setupUser() };
}

const people = () => screen.findByRole('list', { name: 'Booked people' });
const personRow = async (name: string) => (await within(await people()).findByText(name)).closest('li') as HTMLElement;

describe('check-in at the door', () => {
  it('lists everyone booked by name, finds them as a name is typed, and counts who is in', async () => {
    setup();
    const list = await people();
    expect(within(list).getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent)).toEqual(['Aarav Sharma', 'José Fernandes', 'Meera Iyer']);
    expect(screen.getByText(MESSAGES.checkedInCount(1, 3))).toBeTruthy();
    expect((await personRow('José Fernandes')).textContent).toContain('Checked in');
    expect((await personRow('Meera Iyer')).textContent).toContain('2 seats');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by name' }), { target: { value: 'jose' } });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(within(list).getByText('José Fernandes')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by name' }), { target: { value: 'kiran' } });
    await waitFor(() => expect(within(list).getByText('Aarav Sharma')).toBeTruthy());
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by name' }), { target: { value: 'nobody' } });
    expect(await screen.findByText(MESSAGES.nobodyFound('nobody'))).toBeTruthy();
  });

  it('checks a person in with one tap, shown at once', async () => {
    const { user, variablesOf } = setup();
    await user.click(within(await personRow('Aarav Sharma')).getByRole('button', { name: 'Check in Aarav Sharma' }));
    await waitFor(async () => expect((await personRow('Aarav Sharma')).textContent).toContain('Checked in'));
    expect(variablesOf('CheckInBooking')).toEqual([{ input: { id: AARAV.id, at: expect.any(String) } }]);
    expect(screen.getByText(MESSAGES.checkedInCount(2, 3))).toBeTruthy();
    expect(readQueue()).toEqual([]);
  });

  it('keeps check-ins made without a connection on the phone, says they wait, and sends them in order when it is back', async () => {
    const { user, variablesOf, network } = setup();
    network.up = false;
    await user.click(within(await personRow('Aarav Sharma')).getByRole('button', { name: 'Check in Aarav Sharma' }));
    await waitFor(async () => expect((await personRow('Aarav Sharma')).textContent).toContain('Checked in, waiting to send'));
    await user.click(within(await personRow('Meera Iyer')).getByRole('button', { name: 'Check in Meera Iyer' }));
    await waitFor(async () => expect((await personRow('Meera Iyer')).textContent).toContain('Checked in, waiting to send'));
    expect(screen.getByRole('status').textContent).toContain(MESSAGES.waiting(2));
    // Counted in at once, and kept where a reload finds them.
    expect(screen.getByText(MESSAGES.checkedInCount(3, 3))).toBeTruthy();
    // Ids and moments only: no name stays on a shared phone.
    const stored = JSON.parse(localStorage.getItem(CHECK_IN_QUEUE_KEY) ?? '[]') as Record<string, unknown>[];
    expect(stored.map((entry) => Object.keys(entry).sort())).toEqual([
      ['at', 'bookingId', 'eventId'],
      ['at', 'bookingId', 'eventId'],
    ]);
    expect(stored.map((entry) => entry['bookingId'])).toEqual([AARAV.id, MEERA.id]);
    expect(localStorage.getItem(CHECK_IN_QUEUE_KEY)).not.toContain('Aarav');

    network.up = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(readQueue()).toEqual([]));
    // Aarav's first try failed; then both went, in the order they were made, each with the moment of its tap.
    const sent = variablesOf('CheckInBooking').slice(-2) as { input: { id: string; at: string } }[];
    expect(sent.map((variables) => variables.input.id)).toEqual([AARAV.id, MEERA.id]);
    const taps = JSON.parse(JSON.stringify(sent.map((variables) => variables.input.at))) as string[];
    expect(taps.every((at) => !Number.isNaN(Date.parse(at)))).toBe(true);
    await waitFor(async () => expect((await personRow('Meera Iyer')).textContent).not.toContain('waiting'));
    expect((await personRow('Aarav Sharma')).textContent).toContain('Checked in');
    expect(screen.queryByText(MESSAGES.waiting(1))).toBeNull();
    expect(await screen.findByText('The 2 waiting check-ins were sent.')).toBeTruthy();
  });

  it('sends what a reload kept as soon as the screen opens', async () => {
    localStorage.setItem(CHECK_IN_QUEUE_KEY, JSON.stringify([{ bookingId: MEERA.id, eventId: EVENT_ID, at: '2027-02-12T04:15:00.000Z' }]));
    const { variablesOf } = setup();
    // Sent with the moment the door tapped, not the moment it is sent.
    await waitFor(() => expect(variablesOf('CheckInBooking')).toEqual([{ input: { id: MEERA.id, at: '2027-02-12T04:15:00.000Z' } }]));
    await waitFor(() => expect(readQueue()).toEqual([]));
    await waitFor(async () => expect((await personRow('Meera Iyer')).textContent).toContain('Checked in'));
  });

  it('says why the server refused a check-in, and keeps it neither in nor waiting', async () => {
    const { user } = setup(() => ({ errors: [{ message: BOOKING_ADMIN_MESSAGES.cannotCheckIn, extensions: { code: 'BAD_USER_INPUT', fields: [] } }] }));
    await user.click(within(await personRow('Aarav Sharma')).getByRole('button', { name: 'Check in Aarav Sharma' }));
    expect(await screen.findByText(`Aarav Sharma: ${BOOKING_ADMIN_MESSAGES.cannotCheckIn}`)).toBeTruthy();
    expect(within(await personRow('Aarav Sharma')).getByRole('button', { name: 'Check in Aarav Sharma' })).toBeTruthy();
    expect(readQueue()).toEqual([]);
  });
});
