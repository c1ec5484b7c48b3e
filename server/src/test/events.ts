/** Events (P21) as the tests make them: a valid in-person event of a morning in Mumbai, well in the future. */

const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });

export const EVENT_BODY = { type: 'doc', content: [paragraph('A closed-door morning on working capital.')] };

export const EVENT_VENUE = { name: 'The Trident', addressLines: ['Nariman Point', 'Mumbai 400021'], latitude: 18.9256, longitude: 72.8212 };

/** A REST body (instants as ISO text) of a valid event; GraphQL takes the same. */
export const EVENT_INPUT = {
  title: 'SME Credit Roundtable',
  summary: 'Credit heads and founders on working capital.',
  body: EVENT_BODY,
  format: 'in_person',
  venue: EVENT_VENUE,
  startsAt: '2030-03-11T04:00:00.000Z',
  endsAt: '2030-03-11T07:30:00.000Z',
  timeZone: 'Asia/Kolkata',
  capacity: 60,
  needsApproval: false,
} as const;

/** The same event as a GraphQL input (its enums are named as their values). */
export const EVENT_GRAPHQL_INPUT = EVENT_INPUT;
