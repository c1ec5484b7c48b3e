import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminApolloClient } from '../apollo';
import { session } from '../auth/session';
import { stubGraphQL } from '../../test/graphql';
import { renderAdminRoutes } from '../../test/admin';
import { DashboardPage } from './DashboardPage';

// The chart draws with the real layout of a browser (the journeys look at it); here its data is what matters.
vi.mock('./LeadsChart', () => ({
  LeadsChart: ({ series }: { series: { source: string; days: number[] }[] }) => <p>chart of {series.map((line) => `${line.source} ${line.days.reduce((a, b) => a + b, 0)}`).join(', ')}</p>,
}));

afterEach(async () => {
  vi.unstubAllGlobals();
  session.clear();
  await adminApolloClient.clearStore();
});

const days = (today: number) => [...new Array<number>(89).fill(0), today];
const lead = (source: string, fields: Record<string, unknown>) => ({ __typename: 'LeadFigures', source, thisWeek: 0, lastWeek: 0, changePercent: null, days: days(0), held: 0, ...fields });

const OWNER = {
  __typename: 'Dashboard',
  since: '2026-08-30T00:00:00.000Z',
  leads: [
    lead('contact', { thisWeek: 15, lastWeek: 12, changePercent: 25, days: days(3), held: 2 }),
    lead('services', { thisWeek: 4, lastWeek: 8, changePercent: -50, days: days(1) }),
    lead('demo', { thisWeek: 2 }),
    lead('newsletter', { thisWeek: 30, lastWeek: 30, changePercent: 0 }),
    lead('application', { thisWeek: 7, lastWeek: 0 }),
  ],
  demoRequests: {
    __typename: 'DemoFigures',
    pending: 3,
    nextMeetings: [{ __typename: 'UpcomingMeeting', id: 'd1', firstName: 'Marcus', lastName: 'Lee', companyName: 'Lee Capital', meetingDate: '2026-12-01T10:00:00.000Z' }],
  },
  applications: ['new', 'reviewed', 'contacted', 'hired', 'rejected'].map((status, index) => ({ __typename: 'StatusCount', status, count: index })),
  outbox: { __typename: 'OutboxFigures', queued: 4, failed: 1, lastDeliveredAt: '2026-11-27T09:00:00.000Z' },
  bookings: {
    __typename: 'BookingFigures',
    thisWeek: 12,
    nextEvent: { __typename: 'NextEventFill', id: 'RXZlbnQ6MQ', title: 'Growth & Gains Conference', startsAt: '2027-02-10T03:30:00.000Z', capacity: 300, seated: 225, fillPercent: 75 },
  },
};

function show(dashboard: unknown) {
  stubGraphQL({ Dashboard: () => ({ data: { dashboard } }) });
  renderAdminRoutes([{ path: '/admin/dashboard', element: <DashboardPage /> }], { path: '/admin/dashboard' });
}

describe('the dashboard', () => {
  it('shows each source this week against last week, linking to its list, and what is held as spam', async () => {
    show(OWNER);

    const contact = await screen.findByRole('link', { name: 'Contact: 15 this week, open the list' });
    expect(contact.getAttribute('href')).toBe('/admin/form-submissions?source=contact');
    const card = contact.closest('section') as HTMLElement;
    expect(within(card).getByText('+25%')).toBeTruthy();
    expect(within(card).getByText('vs 12 last week')).toBeTruthy();
    expect(within(card).getByRole('link', { name: '2 held as spam' }).getAttribute('href')).toBe('/admin/form-submissions?source=contact&status=spam');
    expect(screen.getByRole('link', { name: 'Services: 4 this week, open the list' }).getAttribute('href')).toBe('/admin/form-submissions?source=services');
    expect(screen.getByText('-50%')).toBeTruthy();
    expect(screen.getByText('0%')).toBeTruthy();
    // No percentage of nothing.
    expect(within(screen.getByRole('link', { name: 'Applications: 7 this week, open the list' }).closest('section') as HTMLElement).getByText('0 last week')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Applications: 7 this week, open the list' }).getAttribute('href')).toBe('/admin/careers?tab=applications');
    expect(screen.getByText('chart of contact 3, services 1, demo 0, newsletter 0, application 0')).toBeTruthy();
  });

  it('shows demo requests waiting, the next meetings, applications by status and the outbox, each figure opening its filtered list', async () => {
    show(OWNER);

    const demos = await screen.findByRole('region', { name: 'Demo requests' });
    expect(within(demos).getByRole('link', { name: 'Waiting for confirmation 3' }).getAttribute('href')).toBe('/admin/demo-requests?status=pending');
    expect(within(demos).getByText('Marcus Lee')).toBeTruthy();
    expect(within(demos).getByText('Lee Capital')).toBeTruthy();
    const applications = screen.getByRole('region', { name: 'Applications by status' });
    expect(within(applications).getByRole('link', { name: 'Hired 3' }).getAttribute('href')).toBe('/admin/careers?tab=applications&applications.status=hired');
    const outbox = screen.getByRole('region', { name: 'Mail outbox' });
    expect(within(outbox).getByText('Waiting to be sent')).toBeTruthy();
    expect(within(outbox).getByText(/^Last delivery: 27 Nov 2026/)).toBeTruthy();
  });

  it('shows bookings this week and the next event’s fill rate, each opening its screen', async () => {
    show(OWNER);

    const bookings = await screen.findByRole('region', { name: 'Event bookings' });
    expect(within(bookings).getByRole('link', { name: 'Bookings this week 12' }).getAttribute('href')).toBe('/admin/events?when=upcoming');
    // Named by what it shows (axe: an accessible name must contain the visible text), and where it leads.
    const next = within(bookings).getByRole('link', { name: /^Growth & Gains Conference 75% full .+ · 225 of 300 seats booked\s*, open its attendees$/ });
    expect(next.getAttribute('href')).toBe('/admin/events/RXZlbnQ6MQ/attendees');
    expect(next.textContent).toContain('225 of 300 seats booked');
  });

  it('says when no event is coming up', async () => {
    show({ ...OWNER, bookings: { __typename: 'BookingFigures', thisWeek: 0, nextEvent: null } });
    const bookings = await screen.findByRole('region', { name: 'Event bookings' });
    expect(within(bookings).getByText('No published event is coming up.')).toBeTruthy();
  });

  it('shows a Recruiter applications only', async () => {
    show({ ...OWNER, leads: [OWNER.leads[4]], demoRequests: null, outbox: null, bookings: null });

    expect(await screen.findByRole('link', { name: 'Applications: 7 this week, open the list' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Contact:/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Demo requests' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Mail outbox' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Event bookings' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Applications by status' })).toBeTruthy();
  });

  it('follows what comes in while it is open: a new lead counts within 20 seconds, without a reload (issue P19)', async () => {
    // Only the refresh's timer is faked: Apollo and the renderer keep their own.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      let dashboard: unknown = OWNER;
      stubGraphQL({ Dashboard: () => ({ data: { dashboard } }) });
      renderAdminRoutes([{ path: '/admin/dashboard', element: <DashboardPage /> }], { path: '/admin/dashboard' });
      expect(await screen.findByRole('link', { name: 'Contact: 15 this week, open the list' })).toBeTruthy();

      dashboard = { ...OWNER, leads: OWNER.leads.map((row) => (row.source === 'contact' ? { ...row, thisWeek: 16, changePercent: 33, days: days(4) } : row)) };
      vi.advanceTimersByTime(20_000);
      expect(await screen.findByRole('link', { name: 'Contact: 16 this week, open the list' })).toBeTruthy();
      expect(screen.getByText('+33%')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says when the figures could not be loaded', async () => {
    stubGraphQL({ Dashboard: () => ({ errors: [{ message: 'boom' }] }) });
    renderAdminRoutes([{ path: '/admin/dashboard', element: <DashboardPage /> }], { path: '/admin/dashboard' });
    expect((await screen.findByRole('alert')).textContent).toBe('The figures could not be loaded. Please reload the page.');
  });
});
