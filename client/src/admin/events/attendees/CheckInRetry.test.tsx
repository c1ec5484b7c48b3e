import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdminRoutes, tokenVerifiedFor } from '../../../test/admin';
import { stubGraphQL } from '../../../test/graphql';
import { setupUser } from '../../../test/user';
import { adminApolloClient } from '../../apollo';
import { AuthProvider } from '../../auth/AuthProvider';
import { session } from '../../auth/session';
import { EVENT_ID } from '../fixtures';
import { readQueue } from './checkInQueue';
import { CheckInPage } from './CheckInPage';
import { attendeesEvent, booking, bookingConnection } from './fixtures';
import { CHECK_IN_RETRY_MS } from './useCheckIns';

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  session.clear();
  localStorage.clear();
  await adminApolloClient.clearStore();
});

const AARAV = booking('Qm9va2luZzox', 'Aarav', 'Sharma');

describe('check-in on a weak connection', () => {
  it('tries what waits again every little while, though the browser never says it is back on line', async () => {
    // Only the retry's interval is faked: everything else runs on real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const network = { up: false };
    const { variablesOf } = stubGraphQL({
      VerifyToken: () => tokenVerifiedFor('sales'),
      AttendeesEvent: () => attendeesEvent(),
      DoorBookings: () => ({ data: { eventBookings: bookingConnection([AARAV]) } }),
      CheckInBooking: () => {
        if (!network.up) throw new TypeError('Failed to fetch');
        return { data: { checkInBooking: { __typename: 'CheckInBookingPayload', message: 'Checked in', booking: { ...AARAV, status: 'attended', checkedInAt: '2027-02-12T04:20:00.000Z' } } } };
      },
    });
    session.store('a-token');
    renderAdminRoutes([{ path: '/admin/events/:id/check-in', element: <AuthProvider><CheckInPage /></AuthProvider> }], { path: `/admin/events/${EVENT_ID}/check-in` });
    const user = setupUser();

    const row = async () => (await screen.findByText('Aarav Sharma')).closest('li') as HTMLElement;
    await user.click(within(await row()).getByRole('button', { name: 'Check in Aarav Sharma' }));
    await waitFor(async () => expect((await row()).textContent).toContain('waiting to send'));
    vi.advanceTimersByTime(CHECK_IN_RETRY_MS);
    await waitFor(() => expect(variablesOf('CheckInBooking')).toHaveLength(2));
    expect(readQueue()).toHaveLength(1);

    network.up = true;
    vi.advanceTimersByTime(CHECK_IN_RETRY_MS);
    await waitFor(() => expect(readQueue()).toEqual([]));
    await waitFor(async () => expect((await row()).textContent).not.toContain('waiting'));
    expect(variablesOf('CheckInBooking')).toHaveLength(3);
  });
});
