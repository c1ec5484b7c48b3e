import { Migration } from '@mikro-orm/migrations';

/** A text as an SQL literal (standard strings: only the quote is doubled). */
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

interface FirstRunEvent {
  slug: string;
  title: string;
  summary: string;
  venue: { name: string; addressLines: string[]; latitude: number; longitude: number };
  /** UTC instants of the local times the Events page showed (Asia/Kolkata is UTC+05:30). */
  startsAt: string;
  endsAt: string;
  capacity: number;
}

/**
 * The three events the Events and Event Details pages showed from `client/src/content/events.ts`
 * before events were content (issue P21), as they stood then: kept here, not imported, so this
 * migration adds the same rows whatever that file says later.
 */
const FIRST_RUN_EVENTS: readonly FirstRunEvent[] = [
  {
    slug: 'growth-gains-conference',
    title: 'Growth & Gains Conference',
    summary: 'Our flagship conference: three days of keynotes, panels and one-to-one meetings between borrowers, lenders and investors.',
    venue: { name: 'Bengaluru International Exhibition Centre', addressLines: ['Tumkur Road, Madavara', 'Bengaluru 562123'], latitude: 13.0617, longitude: 77.4736 },
    startsAt: '2027-02-10T03:30:00.000Z',
    endsAt: '2027-02-12T12:30:00.000Z',
    capacity: 400,
  },
  {
    slug: 'sme-credit-roundtable',
    title: 'SME Credit Roundtable',
    summary: 'A closed-door morning for credit heads and SME founders on working capital, invoice finance and the new digital lending rules.',
    venue: { name: 'The Trident', addressLines: ['Nariman Point', 'Mumbai 400021'], latitude: 18.9256, longitude: 72.8212 },
    startsAt: '2027-03-11T04:00:00.000Z',
    endsAt: '2027-03-11T07:30:00.000Z',
    capacity: 60,
  },
  {
    slug: 'founders-funders-night',
    title: 'Founders & Funders Night',
    summary: 'An evening of short pitches and long conversations: twenty founders, forty investors, one rooftop.',
    venue: { name: 'Skyview Terrace', addressLines: ['HITEC City', 'Hyderabad 500081'], latitude: 17.4435, longitude: 78.3772 },
    startsAt: '2027-04-09T13:00:00.000Z',
    endsAt: '2027-04-09T16:30:00.000Z',
    capacity: 60,
  },
];

/** The fields an event keeps (`modules/content/events.ts`), as this migration's rows hold them. */
const fieldsOf = (event: FirstRunEvent) => ({
  summary: event.summary,
  coverImageId: null,
  format: 'in_person',
  venue: event.venue,
  onlineUrl: null,
  startsAt: event.startsAt,
  endsAt: event.endsAt,
  timeZone: 'Asia/Kolkata',
  agenda: [],
  capacity: event.capacity,
  bookingOpensAt: null,
  bookingClosesAt: null,
  needsApproval: false,
  cancelledAt: null,
  cancellationNote: null,
  previousStartsAt: null,
});

const bodyOf = (event: FirstRunEvent) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: event.summary }] }] });

/**
 * Events become content (issue P21): the `event` kind needs no table of its own (`content_items`
 * holds it, its fields in `fields`), so this adds the events the site showed as the first run's
 * rows, published, each with its first revision (by the system), as the other kinds' first runs
 * (`first-run-rows.ts`). The `content` topic's triggers tell every server.
 */
export class Migration20261207100000_Events extends Migration {
  override name = 'Migration20261207100000_Events';

  override up(): void | Promise<void> {
    FIRST_RUN_EVENTS.forEach((event, position) => {
      const at = `now() - interval '${FIRST_RUN_EVENTS.length - position} seconds'`;
      this.addSql(
        `with item as (
           insert into "content_items" ("id", "type", "slug", "title", "status", "version", "body", "fields", "tags", "published_at", "created_at", "updated_at")
           values (finmesh_uuid_v7(), 'event', ${literal(event.slug)}, ${literal(event.title)}, 'published', 1, ${literal(JSON.stringify(bodyOf(event)))}::jsonb, ${literal(JSON.stringify(fieldsOf(event)))}::jsonb, '{}', ${at}, ${at}, ${at})
           returning "id", "title", "slug", "body", "fields", "created_at")
         insert into "content_revisions" ("id", "item_id", "version", "title", "slug", "status", "body", "fields", "tags", "changed", "by_kind", "by_name", "created_at")
         select finmesh_uuid_v7(), "id", 1, "title", "slug", 'published', "body", "fields", '{}', array['title', 'slug', 'body', 'fields', 'status'], 'system', null, "created_at" from item;`,
      );
    });
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "content_items" where "type" = 'event';`);
  }
}
