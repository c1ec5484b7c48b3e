/** Events as the API answers them, for the pages' tests: the first-run conference's shape, changed where a test says. */

export interface EventFixture {
  __typename: 'Event';
  id: string;
  slug: string;
  title: string;
  summary: string | null;
  html: string;
  format: 'in_person' | 'online' | 'hybrid';
  startsAt: string;
  endsAt: string;
  timeZone: string;
  capacity: number;
  availability: 'AVAILABLE' | 'LIMITED' | 'FULL';
  bookingOpensAt: string | null;
  bookingClosesAt: string | null;
  needsApproval: boolean;
  cancelled: boolean;
  cancellationNote: string | null;
  previousStartsAt: string | null;
  updatedAt: string;
  venue: { __typename: 'EventVenue'; name: string; addressLines: string[]; latitude: number; longitude: number } | null;
  agenda: { __typename: 'AgendaSession'; startsAt: string; endsAt: string; title: string; speakerIds: string[] }[];
  coverImage: null;
}

export function eventFixture(changes: Partial<EventFixture> = {}): EventFixture {
  return {
    __typename: 'Event',
    id: 'RXZlbnQ6MQ==',
    slug: 'growth-gains-conference',
    title: 'Growth & Gains Conference',
    summary: 'Our flagship conference: three days of keynotes, panels and one-to-one meetings between borrowers, lenders and investors.',
    html: '<p>Three days with the lenders, investors and advisers.</p>',
    format: 'in_person',
    startsAt: '2027-02-10T03:30:00.000Z',
    endsAt: '2027-02-12T12:30:00.000Z',
    timeZone: 'Asia/Kolkata',
    capacity: 400,
    availability: 'AVAILABLE',
    bookingOpensAt: null,
    bookingClosesAt: null,
    needsApproval: false,
    cancelled: false,
    cancellationNote: null,
    previousStartsAt: null,
    updatedAt: '2026-12-07T10:00:00.000Z',
    venue: { __typename: 'EventVenue', name: 'Bengaluru International Exhibition Centre', addressLines: ['Tumkur Road, Madavara', 'Bengaluru 562123'], latitude: 13.0617, longitude: 77.4736 },
    agenda: [],
    coverImage: null,
    ...changes,
  };
}

/** The Events page's query answered with these events. */
export const eventsPageAnswer = (upcoming: readonly EventFixture[], past: readonly EventFixture[] = []) => ({
  upcoming: { __typename: 'EventConnection', edges: upcoming.map((node) => ({ __typename: 'EventEdge', node })) },
  past: { __typename: 'EventConnection', edges: past.map((node) => ({ __typename: 'EventEdge', node })) },
});
