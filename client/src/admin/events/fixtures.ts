/** Events as the API answers them, for the Events screens' tests. */

export const EVENT_ID = 'RXZlbnQ6MQ';
export const SPEAKER_ID = 'UHJvZmlsZTox';
export const OTHER_SPEAKER_ID = 'UHJvZmlsZToy';

export const BODY = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Two days of lenders and founders.' }] }] };

/** The conference, on Mumbai's clocks (UTC+5:30): 12 Feb 2027 09:30–17:30 there. */
export const eventNode = (fields: object = {}) => ({
  __typename: 'Event',
  id: EVENT_ID,
  title: 'Growth & Gains Conference',
  slug: 'growth-and-gains-2027',
  summary: 'The yearly conference.',
  body: BODY,
  coverImageId: null,
  format: 'in_person',
  venue: { __typename: 'EventVenue', name: 'Jio World Centre', addressLines: ['G Block, Bandra Kurla Complex', 'Mumbai 400098'], latitude: 19.0626, longitude: 72.8634 },
  onlineUrl: null,
  startsAt: '2027-02-12T04:00:00.000Z',
  endsAt: '2027-02-12T12:00:00.000Z',
  timeZone: 'Asia/Kolkata',
  agenda: [{ __typename: 'AgendaSession', startsAt: '2027-02-12T04:00:00.000Z', endsAt: '2027-02-12T05:00:00.000Z', title: 'Opening keynote', speakerIds: [SPEAKER_ID] }],
  capacity: 300,
  bookingOpensAt: null,
  bookingClosesAt: null,
  needsApproval: false,
  questions: ['Your company’s stage'],
  cancelled: false,
  cancelledAt: null,
  cancellationNote: null,
  previousStartsAt: null,
  status: 'draft',
  version: 3,
  path: '/events/growth-and-gains-2027',
  publishAt: null,
  publishedAt: null,
  updatedAt: '2026-12-01T09:30:00.000Z',
  ...fields,
});

export const SPEAKERS = {
  data: {
    profiles: [
      { __typename: 'Profile', id: SPEAKER_ID, name: 'Aarav Sharma', role: 'Co-founder & CEO' },
      { __typename: 'Profile', id: OTHER_SPEAKER_ID, name: 'Meera Iyer', role: 'Head of Credit' },
    ],
  },
};

export const eventConnection = (nodes: readonly object[]) => ({
  __typename: 'EventConnection',
  totalCount: nodes.length,
  totalCountIsExact: true,
  pageInfo: { __typename: 'PageInfo', hasNextPage: false },
  edges: nodes.map((node) => ({ __typename: 'EventEdge', node })),
});
