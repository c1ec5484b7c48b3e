import { Migration } from '@mikro-orm/migrations';
import { FIGURE_KIND, FIRST_RUN_EVENT_FIGURES, FIRST_RUN_FIGURES, FIRST_RUN_HERO_FACTS, FIRST_RUN_SECTIONS, SECTION_KIND } from '../../rules/content-kinds.js';
import { EVENT_SECTIONS, isEventSection } from '../../rules/page-sections.js';
import { addFirstRunRows } from './first-run-rows.js';

/** A text as an SQL literal (standard strings: only the quote is doubled). */
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });

/**
 * The Growth & Gains Conference's page as Event Details showed it (client/src/content/events.ts
 * before P21): its introduction, theme and key highlights become its body. Kept here, not
 * imported, so this migration writes the same whatever that code says later.
 */
const CONFERENCE_BODY = {
  type: 'doc',
  content: [
    paragraph(
      'Three days with the lenders, investors and advisers shaping how Indian businesses raise capital: keynotes, deal clinics and meetings arranged by our matchmaking.',
    ),
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Capital that keeps pace with growth' }] },
    paragraph(
      'This year we ask how credit, equity and M&A can move at the speed of the businesses they serve: what AI changes in underwriting, how compliance can speed deals up rather than slow them down, and where the next decade of SME finance comes from.',
    ),
    { type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: 'Key highlights' }] },
    {
      type: 'bulletList',
      content: [
        'Keynotes from heads of lending at banks, NBFCs and funds',
        'Deal clinics: bring your profile, leave with matched lenders',
        'Workshops on the digital lending guidelines and account aggregators',
        'One-to-one meetings arranged by Finmesh matchmaking',
        'The Growth & Gains awards for the year’s best-run raises',
      ].map((text) => ({ type: 'listItem', content: [paragraph(text)] })),
    },
  ],
};

/**
 * Its agenda: the four speakers Event Details showed (first-run profiles, by slug), one session
 * each over the three days, India time (UTC+05:30).
 */
const CONFERENCE_AGENDA = [
  { startsAt: '2027-02-10T04:00:00.000Z', endsAt: '2027-02-10T05:00:00.000Z', title: 'Opening keynote: underwriting at the speed of growth', speaker: 'dr-nandini-krishnan' },
  { startsAt: '2027-02-10T08:30:00.000Z', endsAt: '2027-02-10T09:30:00.000Z', title: 'Growth equity after the reset: what funds look for now', speaker: 'rohit-malhotra' },
  { startsAt: '2027-02-11T04:30:00.000Z', endsAt: '2027-02-11T05:30:00.000Z', title: 'From founder to borrower: raising debt without losing momentum', speaker: 'farah-siddiqui' },
  { startsAt: '2027-02-12T05:30:00.000Z', endsAt: '2027-02-12T06:30:00.000Z', title: 'SME lending in the account aggregator era', speaker: 'arjun-menon' },
] as const;

/** A session as the event keeps it, its speaker the published profile of that slug (none when the team took it away). */
const sessionSql = (session: (typeof CONFERENCE_AGENDA)[number]) =>
  `jsonb_build_object('startsAt', ${literal(session.startsAt)}, 'endsAt', ${literal(session.endsAt)}, 'title', ${literal(session.title)}, 'speakerIds',
     (select coalesce(jsonb_agg("id"::text), '[]'::jsonb) from "content_items" where "type" = 'profile' and "status" = 'published' and "slug" = ${literal(session.speaker)}))`;

/**
 * The Events and Event Details pages' words (client/src/content/events.ts before P21) become page
 * texts of their places (`EVENT_SECTIONS`), after the others, and the conference's counters figures
 * placed on every event's page, after the others. The first-run conference (as
 * Migration20261207100000_Events added it, untouched since: version 1) gets the body and agenda its
 * page showed, in the item and in its first revision alike: a new `npm start` shows the page as it
 * was, its speakers now published profiles.
 */
export class Migration20261207120000_EventsPageSections extends Migration {
  override name = 'Migration20261207120000_EventsPageSections';

  override up(): void | Promise<void> {
    const sections = FIRST_RUN_SECTIONS.filter((row) => isEventSection(row.slug));
    addFirstRunRows(this, SECTION_KIND, sections, FIRST_RUN_SECTIONS.length - sections.length);
    addFirstRunRows(this, FIGURE_KIND, FIRST_RUN_EVENT_FIGURES, FIRST_RUN_FIGURES.length + FIRST_RUN_HERO_FACTS.length);
    const body = `${literal(JSON.stringify(CONFERENCE_BODY))}::jsonb`;
    const agenda = `jsonb_build_array(${CONFERENCE_AGENDA.map(sessionSql).join(', ')})`;
    for (const table of ['content_items', 'content_revisions']) {
      const which =
        table === 'content_items'
          ? `"type" = 'event' and "slug" = 'growth-gains-conference' and "version" = 1`
          : `"version" = 1 and "item_id" in (select "id" from "content_items" where "type" = 'event' and "slug" = 'growth-gains-conference' and "version" = 1)`;
      this.addSql(`update "${table}" set "body" = ${body}, "fields" = jsonb_set("fields", '{agenda}', ${agenda}) where ${which};`);
    }
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "content_items" where "type" = 'section' and "slug" in ('${EVENT_SECTIONS.join("', '")}');`);
    this.addSql(`delete from "content_items" where "type" = 'figure' and "fields"->>'placement' = 'event';`);
  }
}
