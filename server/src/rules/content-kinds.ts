import { CONTENT_LIMITS, CONTENT_MESSAGES, SLUG_PATTERN, type ContentType } from './content.js';
import { FIGURE_MESSAGES, FIGURE_PLACEMENTS, RISK_LEVELS, countingFigureOf } from './figures.js';
import { EDGE_ACCENTS, EDGE_FILMS, SERVICE_ICONS, TILE_ICONS, type EdgeAccent, type EdgeFilm, type ServiceIcon, type TileIcon } from './page-lists.js';
import { PRIVACY_POLICY_TEXT, TERMS_TEXT, legalDocumentOf, type LegalDocument, type LegalText } from './legal-text.js';
import { FIRST_RUN_PAGE_SECTIONS, PAGE_SECTION_PAGES, PAGE_SECTION_PLACES } from './page-sections.js';
import { RICH_TEXT_MESSAGES } from './rich-text.js';
import { hasLineBreaks, isBlank, optionalLines, optionalText, type Rule } from './rule.js';

/**
 * The content kinds that are a list of fields and nothing more (success stories, testimonials...):
 * each is one declaration here that the server's factory (`modules/content/kinds.ts`) makes a
 * GraphQL type, its operations and REST routes from, and the back office's editor its form from.
 * A new kind is one `ContentKind` here, its first-run rows, and one line in `CONTENT_KIND_LIST`.
 */

/**
 * What a field holds: `text` one line; `lines` text over several lines; `paragraphs` a list of
 * paragraphs (one per line in the form); `choice` one of its `options`; `number` a whole number
 * from `min` to `max`; `url` a web address (https, or http); `image` an image of the media library
 * (its id; described, with alt text, before it can be used); `richText` a document of the editor
 * (headings, lists, links...: `shared/rich-text`), at most one per kind, kept in the item's `body`
 * and shown on the site as the HTML the server renders from it (GraphQL: `<name>` and `<name>Html`).
 */
export type KindFieldType = 'text' | 'lines' | 'paragraphs' | 'choice' | 'number' | 'url' | 'image' | 'richText';

/** One value a `choice` field may take, and how the editor names it. */
export interface KindOption {
  value: string;
  label: string;
}

export interface KindField {
  /** Its name in GraphQL, REST and `content_items.fields`. */
  name: string;
  /** Its label in the editor (and the start of its messages). */
  label: string;
  type: KindFieldType;
  required: boolean;
  /** Characters (each paragraph's for `paragraphs`; a `richText` field's limits are the editor's, `RICH_TEXT_LIMITS`); the largest value of a `number`. */
  max: number;
  /** The smallest value of a `number` (0 when left out). */
  min?: number;
  /** The values of a `choice`, in the editor's order. */
  options?: readonly KindOption[];
  /** What it is, for the GraphQL schema and the form's help text. */
  description: string;
}

export interface ContentKind {
  type: Exclude<ContentType, 'post' | 'event'>;
  /** Its GraphQL type (the audit trail's subject type): `SuccessStory`. */
  typeName: string;
  /** The noun of its operations, one and many: `Story` / `stories` give `story`, `stories`, `createStory`, `storyRevisions`. */
  noun: string;
  nouns: string;
  /** Its REST collection: `/api/admin/<rest>`. */
  rest: string;
  /** What people call it in the back office: "Success stories", "success story". */
  label: { many: string; one: string };
  /** The field kept as the item's title (the column every kind has), for lists, revisions and the audit trail. */
  title: KindField;
  /** Every other field, in the editor's order. */
  fields: readonly KindField[];
  /** What the public page shows it as, for the editor's help line. */
  shownOn: string;
  /** The public pages (routes) that show it: kept in the page cache until content changes. */
  pages: readonly string[];
  /**
   * A rule across its fields, when one field's value decides what another may hold (an impact
   * figure's value counts up): checked after each field's own rule, by the editor and the API.
   */
  check?: (values: Readonly<Record<string, unknown>>) => { field: string; message: string } | null;
  /**
   * A kind whose items are places of the site's own pages, by slug (the page finds its words by
   * it), each with what the editor calls the place ("Home · Hero"): edited and published, never
   * added, deleted, archived or taken off the site, and its slug never changes.
   */
  fixed?: Readonly<Record<string, string>>;
}

/** The longest web address a `url` field takes (declared before the kinds, which use it). */
const URL_MAX = 2_000;

const field = (name: string, label: string, type: KindFieldType, max: number, description: string, required = true): KindField => ({ name, label, type, max, required, description });

/** A `choice` field: one of `options`. */
export const choiceField = (name: string, label: string, options: readonly KindOption[], description: string, required = true): KindField => ({ ...field(name, label, 'choice', 0, description, required), options });

/** A `number` field: a whole number from `min` to `max`. */
export const numberField = (name: string, label: string, min: number, max: number, description: string, required = true): KindField => ({ ...field(name, label, 'number', max, description, required), min });

/** A `url` field: a web address of at most 2,000 characters. */
export const urlField = (name: string, label: string, description: string, required = false): KindField => field(name, label, 'url', URL_MAX, description, required);

/** An `image` field: an image of the media library, by its id. */
export const imageField = (name: string, label: string, description: string, required = false): KindField => field(name, label, 'image', 36, description, required);

/** The GraphQL field that shows an `image` field's image as a page renders it (`logo` -> `logoImage`). */
export const imageSourcesFieldOf = (field: Pick<KindField, 'name'>) => `${field.name}Image`;

export const STORY_KIND: ContentKind = {
  type: 'story',
  typeName: 'SuccessStory',
  noun: 'Story',
  nouns: 'stories',
  rest: 'stories',
  label: { many: 'Success stories', one: 'success story' },
  title: field('client', 'Client', 'text', 80, 'The company the story is about: the card\'s heading.'),
  fields: [
    field('sector', 'Sector', 'text', 80, 'Its sector and city, for example "FMCG · Bengaluru".'),
    field('outcome', 'Outcome', 'text', 120, 'What was raised, and how: "₹12 Cr working capital from an NBFC".'),
    field('figureValue', 'Headline figure', 'text', 24, 'The story\'s headline figure, for example "11 days".'),
    field('figureLabel', 'Figure label', 'text', 80, 'What the figure counts, for example "from first match to funds".'),
    field('text', 'Story', 'lines', 600, 'The story in two or three sentences.'),
  ],
  shownOn: 'the Success Stories page',
  pages: ['/success-stories'],
};

export const TESTIMONIAL_KIND: ContentKind = {
  type: 'testimonial',
  typeName: 'Testimonial',
  noun: 'Testimonial',
  nouns: 'testimonials',
  rest: 'testimonials',
  label: { many: 'Testimonials', one: 'testimonial' },
  title: field('name', 'Name', 'text', 80, 'Who said it.'),
  fields: [
    field('role', 'Role', 'text', 120, 'Their role and organisation, for example "CFO, Kiran Foods".'),
    field('lines', 'Quote', 'paragraphs', 600, 'What they said, one paragraph per line.'),
    field(
      'portrait',
      'Portrait',
      'text',
      80,
      "The drawn portrait shown beside the quote (client/src/ui/portraits, by file name without .svg, for example kavita-menon); left out, the person's initials.",
      false,
    ),
    imageField('photo', 'Photo', 'A photo of them from the media library, shown instead of the drawn portrait.'),
  ],
  shownOn: 'the home page',
  pages: ['/'],
};

export const FAQ_KIND: ContentKind = {
  type: 'faq',
  typeName: 'Faq',
  noun: 'Faq',
  nouns: 'faqs',
  rest: 'faqs',
  label: { many: 'FAQs', one: 'FAQ' },
  title: field('question', 'Question', 'text', 160, 'The question, as a visitor would ask it: the line they open to read the answer.'),
  fields: [field('answer', 'Answer', 'paragraphs', 800, 'The answer, one paragraph per line: short, specific, and true of every deal.')],
  shownOn: 'the Contact page',
  pages: ['/contact'],
};

export const LEGAL_KIND: ContentKind = {
  type: 'legal',
  typeName: 'LegalPage',
  noun: 'LegalPage',
  nouns: 'legalPages',
  rest: 'legal-pages',
  label: { many: 'Legal pages', one: 'legal page' },
  title: field('title', 'Title', 'text', 120, 'The page\'s heading, for example "Privacy Policy".'),
  fields: [
    field('lead', 'Lead', 'lines', 600, 'The sentence or two under the heading: what the page covers.'),
    field('body', 'Text', 'richText', 0, 'The page\'s text: a level 2 heading for each topic (the page lists them to jump to), its paragraphs and lists.'),
  ],
  shownOn: 'its own page (the slug privacy-policy is /privacy-policy, terms is /terms)',
  pages: ['/privacy-policy', '/terms'],
};

export const FIGURE_KIND: ContentKind = {
  type: 'figure',
  typeName: 'HomeFigure',
  noun: 'HomeFigure',
  nouns: 'homeFigures',
  rest: 'figures',
  label: { many: 'Figures', one: 'figure' },
  title: field('value', 'Value', 'text', 24, 'The figure as shown, for example "3 markets"; an impact figure is a whole number and what follows it ("90%"), which counts up.'),
  fields: [
    field('label', 'Label', 'text', 80, 'What the figure counts, shown under it, for example "debt, equity and M&A".'),
    choiceField('placement', 'Placement', FIGURE_PLACEMENTS, 'Where it is shown; each place shows its published figures in their order.'),
  ],
  shownOn: "the home page hero, the Services page, the About or Careers hero, or every event's page",
  pages: ['/', '/services', '/about', '/careers', '/events/:slug'],
  check: (values) =>
    (values.placement === 'impact' || values.placement === 'event') && typeof values.value === 'string' && countingFigureOf(values.value) === null ? { field: 'value', message: FIGURE_MESSAGES.impactNotCounting } : null,
};

export const STAGE_KIND: ContentKind = {
  type: 'stage',
  typeName: 'BorrowerStage',
  noun: 'BorrowerStage',
  nouns: 'borrowerStages',
  rest: 'stages',
  label: { many: 'Borrower stages', one: 'borrower stage' },
  title: field('stage', 'Stage', 'text', 40, 'The stage a borrower is at, for example "Series A": the chart\'s row.'),
  fields: [
    numberField('successRate', 'Success rate', 0, 100, 'Share of borrowers at this stage funded through the marketplace, in percent (the bar).'),
    field('avgAmount', 'Average ticket', 'text', 24, 'The average amount raised, for example "₹25 Cr".'),
    field('avgTerm', 'Average term', 'text', 24, 'The average term, for example "36 months".'),
    choiceField('risk', 'Risk', RISK_LEVELS.map((level) => ({ value: level, label: level })), 'How risky lending at this stage is.'),
    numberField('investors', 'Investors', 0, 100_000, 'Lenders and investors active at this stage.'),
    numberField('roi', 'ROI', 0, 100, 'Average return for the lender or investor, in percent a year.'),
  ],
  shownOn: 'the home page\'s borrower chart',
  pages: ['/'],
};

/** The marks the site draws beside a partner's name (client/src/public/home/PartnerLogo.tsx), as the editor names them. */
export const PARTNER_MARKS = [
  { value: 'arc', label: 'Arc' },
  { value: 'bars', label: 'Three bars' },
  { value: 'diamond', label: 'Diamond' },
  { value: 'leaf', label: 'Leaf' },
  { value: 'ring', label: 'Ring' },
  { value: 'tower', label: 'Tower' },
  { value: 'wave', label: 'Wave' },
  { value: 'peak', label: 'Peaks' },
] as const satisfies readonly KindOption[];
export type PartnerMark = (typeof PARTNER_MARKS)[number]['value'];
export const isPartnerMark = (value: string): value is PartnerMark => PARTNER_MARKS.some((mark) => mark.value === value);

export const PARTNER_KIND: ContentKind = {
  type: 'partner',
  typeName: 'PartnerLogo',
  noun: 'PartnerLogo',
  nouns: 'partnerLogos',
  rest: 'partners',
  label: { many: 'Partner logos', one: 'partner logo' },
  title: field('name', 'Name', 'text', 40, 'The institution, drawn beside its mark, for example "Northwind Capital".'),
  fields: [
    choiceField('mark', 'Mark', PARTNER_MARKS, 'The mark drawn beside the name.'),
    imageField('logo', 'Logo', 'Its logo from the media library, shown instead of the drawn mark and name.'),
    urlField('website', 'Website', 'Its website, opened in a new tab from its logo.'),
  ],
  shownOn: "the home page's logo strip",
  pages: ['/'],
};

/** Where the site shows a profile. */
export const PROFILE_GROUPS = [
  { value: 'leadership', label: 'Leadership' },
  { value: 'adviser', label: 'Adviser' },
  { value: 'speaker', label: 'Speaker' },
] as const satisfies readonly KindOption[];
export type ProfileGroup = (typeof PROFILE_GROUPS)[number]['value'];

export const PROFILE_KIND: ContentKind = {
  type: 'profile',
  typeName: 'Profile',
  noun: 'Profile',
  nouns: 'profiles',
  rest: 'profiles',
  label: { many: 'Profiles', one: 'profile' },
  title: field('name', 'Name', 'text', 80, 'Their name, as the card shows it.'),
  fields: [
    field('role', 'Role', 'text', 120, 'Their role and organisation, for example "Co-founder & CEO".'),
    choiceField('group', 'Group', PROFILE_GROUPS, "Who they are to us: the leadership (the About page's team), an adviser or a speaker."),
    urlField('profileUrl', 'Profile link', 'Their professional profile, opened in a new tab.', true),
    imageField('photo', 'Photo', 'A photo of them from the media library, shown instead of the drawn portrait.'),
    field(
      'portrait',
      'Portrait',
      'text',
      80,
      "The drawn portrait shown on their card (client/src/ui/portraits, by file name without .svg, for example aarav-sharma); left out, the person's initials.",
      false,
    ),
    field('bio', 'Bio', 'lines', 600, 'A few sentences about them.', false),
  ],
  shownOn: "the About page (the leadership, as its team), and the speakers of an event's agenda on its page",
  pages: ['/about', '/events/:slug'],
};

export const SERVICE_KIND: ContentKind = {
  type: 'service',
  typeName: 'ServiceOffering',
  noun: 'ServiceOffering',
  nouns: 'serviceOfferings',
  rest: 'services',
  label: { many: 'Services', one: 'service' },
  title: field('label', 'Tab label', 'text', 40, 'The tab\'s name, after its number, for example "Match Making".'),
  fields: [
    choiceField('icon', 'Icon', SERVICE_ICONS, 'The icon drawn above the highlight.'),
    field('title', 'Title', 'text', 120, 'The panel\'s heading: what the service does, in a sentence.'),
    field('summary', 'Summary', 'lines', 600, 'Two or three sentences under the heading.'),
    field('points', 'Points', 'paragraphs', 200, 'What it brings, one point per line, each ticked.'),
    field('highlightValue', 'Highlight', 'text', 24, 'The highlight\'s figure or words, for example "Minutes".'),
    field('highlightLabel', 'Highlight label', 'text', 80, 'What the highlight says of it, for example "from profile to first qualified match".'),
  ],
  shownOn: 'the Services page\'s tabs',
  pages: ['/services'],
};

export const VALUE_KIND: ContentKind = {
  type: 'value',
  typeName: 'CompanyValue',
  noun: 'CompanyValue',
  nouns: 'companyValues',
  rest: 'values',
  label: { many: 'Values', one: 'value' },
  title: field('title', 'Title', 'text', 80, 'The value, as the line a visitor opens, for example "Understand Our Clients".'),
  fields: [field('text', 'Text', 'lines', 600, 'What it means, in two or three sentences, shown when the line is open.')],
  shownOn: 'the About page\'s "What We Stand For"',
  pages: ['/about'],
};

export const TILE_KIND: ContentKind = {
  type: 'tile',
  typeName: 'EcosystemTile',
  noun: 'EcosystemTile',
  nouns: 'ecosystemTiles',
  rest: 'ecosystem-tiles',
  label: { many: 'Ecosystem tiles', one: 'ecosystem tile' },
  title: field('title', 'Title', 'text', 40, 'The tool the tile names, for example "Matchmaking".'),
  fields: [
    field('summary', 'Summary', 'text', 80, 'What the tile says at rest, in a line (wide screens).'),
    field('text', 'Description', 'lines', 300, 'What it says when pointed at or focused; on phones, always.'),
    choiceField('icon', 'Icon', TILE_ICONS, 'The icon drawn at the top of the tile.'),
  ],
  shownOn: 'the home page\'s ecosystem grid (the slogan in the middle)',
  pages: ['/'],
};

export const EDGE_KIND: ContentKind = {
  type: 'panel',
  typeName: 'EdgePanel',
  noun: 'EdgePanel',
  nouns: 'edgePanels',
  rest: 'edge-panels',
  label: { many: 'Edge panels', one: 'edge panel' },
  title: field('title', 'Title', 'text', 60, 'The panel\'s name, beside its number, for example "AI matchmaking".'),
  fields: [
    field('content', 'Text', 'lines', 400, 'What the open panel says under its film.'),
    choiceField('colour', 'Colour', EDGE_ACCENTS, 'The accent of its number and of the bar that shows the time to the next panel.'),
    choiceField('film', 'Film', EDGE_FILMS, 'The muted loop the panel plays while it is open.'),
    field('videoLabel', 'Film description', 'text', 160, 'What its film shows, for people who cannot see it.'),
  ],
  shownOn: 'the home page\'s "Our Edge" panels',
  pages: ['/'],
};

/**
 * The words of the pages' sections: one per place of a page (`PAGE_SECTION_PLACES`), which the
 * page finds by its slug. Fixed: the team edits and publishes them, never adds or removes one.
 */
export const SECTION_KIND: ContentKind = {
  type: 'section',
  typeName: 'PageSection',
  noun: 'PageSection',
  nouns: 'pageSections',
  rest: 'page-sections',
  label: { many: 'Page texts', one: 'page text' },
  title: field('title', 'Heading', 'text', 160, "The section's heading (on a hero, the page's own heading)."),
  fields: [
    field('eyebrow', 'Eyebrow', 'text', 60, 'The short line above the heading, for example "Our Edge".', false),
    field('lead', 'Lead', 'lines', 600, 'The sentence or two under the heading.', false),
    field('text', 'Text', 'paragraphs', 800, 'Paragraphs under the heading, one per line.', false),
    field('points', 'Points', 'paragraphs', 200, 'Short lines the section lists (points beside a form, the slogan in the middle of the ecosystem), one per line.', false),
  ],
  shownOn: 'its place on a public page (each text names its page and section, and the fields that show there)',
  pages: PAGE_SECTION_PAGES,
  fixed: PAGE_SECTION_PLACES,
};

/** Every declared kind (the factory makes each one's API; the admin its screen), in the back office's order. */
export const CONTENT_KIND_LIST: readonly ContentKind[] = [SECTION_KIND, STORY_KIND, TESTIMONIAL_KIND, FAQ_KIND, LEGAL_KIND, FIGURE_KIND, STAGE_KIND, PARTNER_KIND, PROFILE_KIND, SERVICE_KIND, VALUE_KIND, TILE_KIND, EDGE_KIND];

export const POSITION_MAX = 9_999;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const KIND_MESSAGES = {
  required: (label: string) => `${label} is required`,
  positionInvalid: `Position must be a whole number from 0 to ${POSITION_MAX}`,
  choiceInvalid: (field: KindField) => `${field.label} must be one of: ${(field.options ?? []).map((option) => option.label).join(', ')}`,
  numberInvalid: (field: KindField) => `${field.label} must be a whole number from ${(field.min ?? 0).toLocaleString('en-US')} to ${field.max.toLocaleString('en-US')}`,
  urlInvalid: (label: string) => `${label} must be a web address starting with https://`,
  imageInvalid: (label: string) => `${label} must be an image of the media library`,
  /** A kind's rich text shows no images (they would need the media library's "used by"). */
  richTextImages: (label: string) => `${label} holds text only: remove its images`,
  /** A fixed kind's items are the pages' places (`ContentKind.fixed`). */
  fixedNoNew: (kind: ContentKind) => `${kind.label.many} are the places of the site's own pages: edit one of them; none can be added`,
  fixedStays: (kind: ContentKind) => `A ${kind.label.one} stays on the site, in its place: change its words instead`,
  fixedSlug: (kind: ContentKind) => `A ${kind.label.one}'s slug names its place on the site and cannot change`,
} as const;

/** A web address a visitor may be sent to: https (or http), no credentials in it. */
function isWebAddress(value: string): boolean {
  if (value.length > URL_MAX) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** A field's rule, as the form and the API check it. */
export function ruleOf(field: KindField): Rule {
  if (field.type === 'paragraphs') {
    return (value) => {
      if (value === undefined || value === null) return field.required ? KIND_MESSAGES.required(field.label) : null;
      if (!Array.isArray(value) || value.some((line) => typeof line !== 'string')) return `${field.label} must be a list of paragraphs`;
      const lines = (value as string[]).filter((line) => line.trim() !== '');
      if (field.required && lines.length === 0) return KIND_MESSAGES.required(field.label);
      if (lines.length > 10) return `${field.label} may have at most 10 paragraphs`;
      return lines.some((line) => line.length > field.max || hasLineBreaks(line)) ? `Each paragraph of ${field.label} must be at most ${field.max} characters` : null;
    };
  }
  if (field.type === 'richText') {
    // The document's shape only: the API and the editor check the whole of it with the strict parser (`shared/rich-text/kind-field.ts`).
    return (value) => {
      if (value === undefined || value === null) return field.required ? KIND_MESSAGES.required(field.label) : null;
      return typeof value === 'object' && !Array.isArray(value) && (value as { type?: unknown }).type === 'doc' ? null : RICH_TEXT_MESSAGES.notADocument;
    };
  }
  const shape = shapeOf(field);
  return (value) => {
    if (isBlank(value)) return field.required ? KIND_MESSAGES.required(field.label) : null;
    return shape(value);
  };
}

/** What a given (not absent) value of the field must be. */
function shapeOf(field: KindField): Rule {
  switch (field.type) {
    case 'choice':
      return (value) => ((field.options ?? []).some((option) => option.value === value) ? null : KIND_MESSAGES.choiceInvalid(field));
    case 'number':
      return (value) => (Number.isInteger(value) && (value as number) >= (field.min ?? 0) && (value as number) <= field.max ? null : KIND_MESSAGES.numberInvalid(field));
    case 'url':
      return (value) => (typeof value === 'string' && isWebAddress(value.trim()) ? null : KIND_MESSAGES.urlInvalid(field.label));
    case 'image':
      return (value) => (typeof value === 'string' && UUID.test(value) ? null : KIND_MESSAGES.imageInvalid(field.label));
    case 'text':
      return optionalText(field.label, field.max);
    default:
      return optionalLines(field.label, field.max);
  }
}

/** A position in a kind's list: the site shows the lowest first. */
export const positionRule: Rule = (value) => (value === undefined || value === null || (Number.isInteger(value) && (value as number) >= 0 && (value as number) <= POSITION_MAX) ? null : KIND_MESSAGES.positionInvalid);

/** A slug given by hand: optional (made from the title), else lowercase words joined by hyphens. */
export const kindSlugRule: Rule = (value) => {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string') return 'Slug must be text';
  if (value.length > CONTENT_LIMITS.slugMax) return CONTENT_MESSAGES.slugTooLong;
  return SLUG_PATTERN.test(value) ? null : CONTENT_MESSAGES.slugInvalid;
};

/** A `richText` field's value: the editor's document (`shared/rich-text/schema.ts` has its every node). */
export interface KindDocument {
  type: 'doc';
  content: readonly unknown[];
}

/** An item's values by field name, as saved (`fields` of the row, its `body` for a `richText` field, plus its title under the title field's name). */
export type KindValues = Record<string, string | number | string[] | KindDocument | null>;

/** A first-run row: its values, in the order the site showed them before they could be edited. */
export interface FirstRunItem {
  slug: string;
  values: KindValues;
}

/** Today's stories (the Success Stories page before P20), the first run's rows. */
export const FIRST_RUN_STORIES: readonly FirstRunItem[] = [
  {
    slug: 'kiran-foods',
    values: {
      client: 'Kiran Foods',
      sector: 'FMCG · Bengaluru',
      outcome: '₹12 Cr working capital from an NBFC',
      figureValue: '11 days',
      figureLabel: 'from first match to funds',
      text: 'Matched with three lenders in an afternoon; the compliance file was ready before the first call, and the facility was signed in under two weeks.',
    },
  },
  {
    slug: 'ledgerly',
    values: {
      client: 'Ledgerly',
      sector: 'SaaS · Pune',
      outcome: '₹42 Cr Series B extension',
      figureValue: '14',
      figureLabel: 'investors with a fitting mandate',
      text: 'Finmesh’s venture engine turned two years of metrics into an investor-ready data room; three term sheets arrived within a month.',
    },
  },
  {
    slug: 'vistar-logistics',
    values: {
      client: 'Vistar Logistics',
      sector: 'Logistics · Chennai',
      outcome: 'Acquisition of a regional carrier',
      figureValue: '9 weeks',
      figureLabel: 'from shortlist to signing',
      text: 'An M&A adviser from the expert network ran the diligence on the platform, with documents and sign-off in one place.',
    },
  },
];

/** Today's testimonials (the home page's carousel before P20), the first run's rows. */
export const FIRST_RUN_TESTIMONIALS: readonly FirstRunItem[] = [
  {
    slug: 'kavita-menon',
    values: {
      name: 'Kavita Menon',
      role: 'CFO, Kiran Foods',
      lines: ['We needed working capital before the festive season. Finmesh matched us with three lenders in an afternoon, and the money was in our account within two weeks.'],
      portrait: 'kavita-menon',
    },
  },
  {
    slug: 'rohan-iyer',
    values: {
      name: 'Rohan Iyer',
      role: 'Head of SME Lending, Indus Crest Bank',
      lines: ['Our officers used to spend days screening files. Now every borrower arrives pre-checked against our mandate, and we spend the time on the credit decision.'],
      portrait: 'rohan-iyer',
    },
  },
  {
    slug: 'anita-rao',
    values: {
      name: 'Anita Rao',
      role: 'M&A adviser, Bengaluru',
      lines: ['I advise on mid-market acquisitions. Finmesh brings me the deals that fit my sector, and the data room and sign-off happen in one place.'],
      portrait: 'anita-rao',
    },
  },
];

/**
 * The first FAQs (the site had none before P20): what visitors ask the deal desk most, answered as
 * the site and the Terms put it (fees agreed in writing per deal, no upfront fee; 18 or older;
 * the 15-point compliance assessment; data kept in India).
 */
export const FIRST_RUN_FAQS: readonly FirstRunItem[] = [
  {
    slug: 'what-is-finmesh',
    values: {
      question: 'What is Finmesh?',
      answer: [
        'Finmesh is a marketplace for debt, equity and M&A, based in Bengaluru. It connects borrowers (startups, SMEs and corporates) with banks, NBFCs, private credit funds, investors and an expert network of advisers.',
        'Matchmaking, compliance checks, loan origination, contracts and market benchmarks run on one platform, so a deal moves from first match to signed terms in one place.',
      ],
    },
  },
  {
    slug: 'who-can-join',
    values: {
      question: 'Who can join the marketplace?',
      answer: [
        'Businesses raising capital, lenders and investors deploying it, and advisers such as chartered accountants, M&A advisers and sector specialists. The platform is for business use by people aged 18 or older.',
        'Accounts open after a short onboarding conversation and basic checks. Send us a message with the form above and the right specialist will be in touch, usually within one business day.',
      ],
    },
  },
  {
    slug: 'what-does-it-cost',
    values: {
      question: 'What does Finmesh cost?',
      answer: [
        'There is no upfront or sign-up fee. Browsing the site, sending us a message, booking a demo and reading the newsletter are free.',
        'Fees are agreed with you in writing for each deal (in a mandate letter or an order form) before any work they cover begins, with what they cover, when they are due and the taxes that apply. We never charge a fee you have not agreed to.',
      ],
    },
  },
  {
    slug: 'how-does-matchmaking-work',
    values: {
      question: 'How does the matchmaking work?',
      answer: [
        'Our models read your financials, sector and funding need, and score them against the live mandates of lenders and investors on the marketplace. You get a shortlist ranked by likelihood to fund, indicative pricing and time to close.',
        'Every result is a suggestion for you and our team to review, never an automatic decision. Introductions are made only with your agreement, and you see who will receive your profile before anything is shared.',
      ],
    },
  },
  {
    slug: 'how-soon-is-a-first-match',
    values: {
      question: 'How soon will I see a first match?',
      answer: [
        'Once your profile is complete, the first qualified matches come in minutes. How long a deal takes after that depends on the deal: one working-capital facility on the platform went from first match to funds in 11 days, and an acquisition from shortlist to signing in 9 weeks.',
      ],
    },
  },
  {
    slug: 'how-is-my-data-protected',
    values: {
      question: 'How do you protect my data and check the other side?',
      answer: [
        'Your data is stored in India, encrypted in transit and at rest, and only the Finmesh staff who need a record for their work can open it. Documents are shared only with the parties you choose, for the deal they are shared for.',
        'Every participant passes a 15-point compliance assessment before a deal moves: identity, ownership, sanctions, credit history and regulatory standing, with KYC, KYB and AML screening. Our Privacy Policy has the details.',
      ],
    },
  },
  {
    slug: 'is-finmesh-a-lender',
    values: {
      question: 'Does Finmesh lend or invest its own money?',
      answer: [
        'No. Finmesh is a marketplace and technology platform, not a lender, bank, NBFC, broker or investment adviser. Every decision to lend, invest or advise is made by the parties themselves, on their own terms.',
      ],
    },
  },
  {
    slug: 'events-and-newsletter',
    values: {
      question: 'How do I hear about events and market news?',
      answer: [
        'Subscribe to the newsletter at the foot of any page: deal-flow trends, lending benchmarks and views from our advisers, once a month, with a one-click unsubscribe in every issue.',
        'Our events, such as the Growth & Gains Conference, are listed on the Events page, where you can book up to 10 seats at a time.',
      ],
    },
  },
];

/** A legal page's first-run row: its title, lead and topics as one document. */
const legalRow = ({ slug, title, lead, sections }: LegalText): FirstRunItem => ({ slug, values: { title, lead, body: legalDocumentOf(sections) satisfies LegalDocument } });

/** Today's Privacy Policy and Terms of Use (client/src/content/legal.ts before P20), the first run's rows. */
export const FIRST_RUN_LEGAL_PAGES: readonly FirstRunItem[] = [legalRow(PRIVACY_POLICY_TEXT), legalRow(TERMS_TEXT)];
/** Today's figures (the home hero's proof, then the Services page's impact counters), the first run's rows. */
export const FIRST_RUN_FIGURES: readonly FirstRunItem[] = [
  { slug: 'minutes', values: { value: 'Minutes', label: 'to your first funding match', placement: 'hero' } },
  { slug: 'three-markets', values: { value: '3 markets', label: 'debt, equity and M&A', placement: 'hero' } },
  { slug: 'compliance-assessment', values: { value: '15-point', label: 'compliance assessment', placement: 'hero' } },
  { slug: 'customer-satisfaction', values: { value: '90%', label: 'Higher customer satisfaction', placement: 'impact' } },
  { slug: 'brand-preference', values: { value: '64%', label: 'Stronger brand preference', placement: 'impact' } },
  { slug: 'more-leads', values: { value: '48%', label: 'More leads', placement: 'impact' } },
];

/** Today's borrower stages (the home page's borrower chart before P20), the first run's rows. */
export const FIRST_RUN_STAGES: readonly FirstRunItem[] = [
  { slug: 'pre-seed', values: { stage: 'Pre-seed', successRate: 34, avgAmount: '₹1.5 Cr', avgTerm: '18 months', risk: 'High', investors: 120, roi: 24 } },
  { slug: 'seed', values: { stage: 'Seed', successRate: 46, avgAmount: '₹6 Cr', avgTerm: '24 months', risk: 'Medium-High', investors: 210, roi: 19 } },
  { slug: 'series-a', values: { stage: 'Series A', successRate: 58, avgAmount: '₹25 Cr', avgTerm: '36 months', risk: 'Medium', investors: 160, roi: 16 } },
  { slug: 'growth', values: { stage: 'Growth', successRate: 71, avgAmount: '₹80 Cr', avgTerm: '48 months', risk: 'Medium-Low', investors: 95, roi: 13 } },
  { slug: 'mature-sme', values: { stage: 'Mature SME', successRate: 83, avgAmount: '₹40 Cr', avgTerm: '60 months', risk: 'Low', investors: 240, roi: 11 } },
];

/** Today's partners (the home page's logo strip before P20), the first run's rows. */
export const FIRST_RUN_PARTNERS: readonly FirstRunItem[] = (
  [
    ['northwind-capital', 'Northwind Capital', 'wave'],
    ['indus-crest-bank', 'Indus Crest Bank', 'tower'],
    ['peregrine-credit', 'Peregrine Credit', 'peak'],
    ['lotus-ventures', 'Lotus Ventures', 'leaf'],
    ['meridian-finserv', 'Meridian Finserv', 'arc'],
    ['banyan-growth-fund', 'Banyan Growth Fund', 'ring'],
    ['coral-ridge-partners', 'Coral Ridge Partners', 'diamond'],
    ['arcadia-lending', 'Arcadia Lending', 'bars'],
  ] as const satisfies readonly (readonly [string, string, PartnerMark])[]
).map(([slug, name, mark]) => ({ slug, values: { name, mark, logo: null, website: null } }));

/** A first-run profile: its drawn portrait is the file its name makes (client/scripts/portraits.ts draws it). */
const profile = (slug: string, name: string, role: string, group: ProfileGroup, profileUrl: string): FirstRunItem => ({
  slug,
  values: { name, role, group, profileUrl, photo: null, portrait: slug, bio: null },
});

/**
 * Today's people, the first run's rows: the About page's team (the leadership) before P20, in its
 * order, then the speakers of the first-run conference's agenda (its page shows them: issue P21,
 * Migration20261207120000_EventsPageSections).
 */
export const FIRST_RUN_PROFILES: readonly FirstRunItem[] = [
  profile('aarav-sharma', 'Aarav Sharma', 'Co-founder & CEO', 'leadership', 'https://www.linkedin.com/in/aarav-sharma-finmesh'),
  profile('meera-iyer', 'Meera Iyer', 'Co-founder & CTO', 'leadership', 'https://www.linkedin.com/in/meera-iyer-finmesh'),
  profile('vikram-rao', 'Vikram Rao', 'Head of Credit & Risk', 'leadership', 'https://www.linkedin.com/in/vikram-rao-finmesh'),
  profile('sana-qureshi', 'Sana Qureshi', 'Head of Partnerships', 'leadership', 'https://www.linkedin.com/in/sana-qureshi-finmesh'),
  profile('dr-nandini-krishnan', 'Dr. Nandini Krishnan', 'Chief Risk Officer, Indus Crest Bank', 'speaker', 'https://www.linkedin.com/in/nandini-krishnan-risk'),
  profile('rohit-malhotra', 'Rohit Malhotra', 'Managing Partner, Banyan Growth Fund', 'speaker', 'https://www.linkedin.com/in/rohit-malhotra-banyan'),
  profile('farah-siddiqui', 'Farah Siddiqui', 'Founder & CEO, MediGo', 'speaker', 'https://www.linkedin.com/in/farah-siddiqui-medigo'),
  profile('arjun-menon', 'Arjun Menon', 'Head of SME Lending, Meridian Finserv', 'speaker', 'https://www.linkedin.com/in/arjun-menon-meridian'),
];

/** The about and careers heroes' facts (before P20, in client/src/content), the first run's rows after the first figures. */
export const FIRST_RUN_HERO_FACTS: readonly FirstRunItem[] = [
  { slug: 'founded', values: { value: '2021', label: 'founded in Bengaluru', placement: 'about' } },
  { slug: 'partners-on-the-platform', values: { value: '400+', label: 'lenders, funds and advisers', placement: 'about' } },
  { slug: 'raised-through-the-platform', values: { value: '₹2,100 Cr+', label: 'raised through the platform', placement: 'about' } },
  { slug: 'bengaluru-hybrid', values: { value: 'Bengaluru', label: 'Hybrid, with remote roles', placement: 'careers' } },
  { slug: 'paid-leave', values: { value: '4 weeks', label: 'Paid leave, plus public holidays', placement: 'careers' } },
  { slug: 'learning-budget', values: { value: '₹1 L', label: 'Yearly learning budget', placement: 'careers' } },
];

/** The Event Details page's counters (client/src/content/events.ts before P21), the first run's rows after the heroes' facts: every event's page shows them. */
export const FIRST_RUN_EVENT_FIGURES: readonly FirstRunItem[] = [
  { slug: 'event-attendees', values: { value: '300+', label: 'Attendees', placement: 'event' } },
  { slug: 'event-industry-professionals', values: { value: '32+', label: 'Industry Professionals', placement: 'event' } },
  { slug: 'event-banking-services', values: { value: '30+', label: 'Regional & local Banking Services', placement: 'event' } },
];

/** Today's page texts, the first run's rows, in the order of their places. */
export const FIRST_RUN_SECTIONS: readonly FirstRunItem[] = Object.entries(FIRST_RUN_PAGE_SECTIONS).map(([slug, { title, eyebrow, lead, text, points }]) => ({
  slug,
  values: { title, eyebrow: eyebrow ?? null, lead: lead ?? null, text: [...(text ?? [])], points: [...(points ?? [])] },
}));
/** A first-run service: its tab's label and icon, its panel's words and its highlight. */
const service = (slug: string, label: string, icon: ServiceIcon, title: string, summary: string, points: string[], [highlightValue, highlightLabel]: [string, string]): FirstRunItem => ({
  slug,
  values: { label, icon, title, summary, points, highlightValue, highlightLabel },
});

/** Today's services (the Services page's tabbed showcase before P20, in the spec's order: matchmaking first), the first run's rows. */
export const FIRST_RUN_SERVICES: readonly FirstRunItem[] = [
  service(
    'matchmaking',
    'Match Making',
    'matchmaking',
    'AI-driven matchmaking for borrowers, lenders and investors',
    'Our models read your financials, sector and funding need, then score them against the live mandates of banks, NBFCs, private credit funds and investors. You meet the partners most likely to say yes, ranked by fit, pricing and speed to close.',
    [
      'Profiles scored against thousands of active lender and investor mandates',
      'Shortlists ranked by likelihood to fund, indicative pricing and time to close',
      'Warm introductions, with an expert adviser on hand when the deal needs one',
    ],
    ['Minutes', 'from profile to first qualified match'],
  ),
  service(
    'compliance',
    'Compliance',
    'compliance',
    'A compliance decision engine that keeps every party covered',
    'Every participant passes a 15-point compliance assessment before a deal moves: identity, ownership, sanctions, credit history and regulatory standing. Decisions come with their reasons, so credit committees and auditors see exactly why.',
    ['KYC, KYB and AML screening with beneficial-ownership checks', 'Rules for RBI, SEBI and cross-border requirements, updated as they change', 'A complete, time-stamped audit trail for every decision'],
    ['15-point', 'assessment before any deal moves'],
  ),
  service(
    'venture',
    'Venture Engine',
    'venture',
    'A venture engine that turns traction into an investor-ready raise',
    'Founders connect their accounting, banking and product data; the engine builds the metrics investors ask for and matches the round with funds by stage, sector and ticket size. Funds get a steady pipeline that already fits their thesis.',
    [
      'Investor-ready metrics and a structured data room, built from your own systems',
      'Matching by stage, sector, geography and cheque size',
      'Round tracking from first meeting to closing, shared with your cap table',
    ],
    ['Seed to Series C', 'rounds structured and tracked in one place'],
  ),
  service(
    'intelligence',
    'Market Intelligence',
    'intelligence',
    'Market intelligence that shows where your deal stands',
    'Live benchmarks on pricing, tenors, covenants and valuations, drawn from the deals on our marketplace and public filings. Know what a fair offer looks like before you negotiate, and spot sector shifts before they reach the headlines.',
    ['Pricing and tenor benchmarks by sector, size and credit profile', 'Valuation comparables for equity rounds and M&A', 'Early signals on sector demand, lender appetite and risk'],
    ['Live', 'benchmarks from deals on the platform'],
  ),
  service(
    'automation',
    'Process Automation',
    'automation',
    'Process automation from application to disbursal',
    'Document collection, underwriting workflows, contract lifecycle management and e-signatures run on their own, with every step visible to both sides. Lenders plug our loan origination tools into their stack through a single API.',
    [
      'Guided document collection with automatic checks for completeness',
      'Loan origination and contract lifecycle workflows, configurable per lender',
      'API kit and integrations for core banking, CRM and accounting systems',
    ],
    ['Weeks to days', 'typical cut in time to disbursal'],
  ),
  service(
    'marketplace',
    'Marketplace Solutions',
    'marketplace',
    'Marketplace solutions for debt, equity and M&A',
    'One marketplace for every kind of capital: working-capital lines, term loans and structured credit; growth and late-stage equity; acquisitions, mergers and exits. Compare offers side by side and close with the support of our expert network.',
    ['Debt: working capital, term loans, venture debt and structured credit', 'Equity: growth rounds, secondaries and strategic investment', 'M&A: buy-side and sell-side mandates with vetted advisers'],
    ['3 markets', 'debt, equity and M&A in one place'],
  ),
];

/** Today's values (the About page's "What We Stand For" before P20, the spec's four), the first run's rows. */
export const FIRST_RUN_VALUES: readonly FirstRunItem[] = [
  {
    slug: 'understand-our-clients',
    values: {
      title: 'Understand Our Clients',
      text: 'Every business raising capital has its own story: its cash cycle, its sector, its ambitions. We start by listening, so that the matches, the terms and the advice we bring fit the business in front of us, not a template.',
    },
  },
  {
    slug: 'ai-driven-matchmaking-at-its-best',
    values: {
      title: 'AI-Driven Matchmaking At Its Best',
      text: 'Our models score every profile against live mandates from hundreds of lenders and investors, and learn from every deal that closes. You meet the partners most likely to say yes, with the reasons laid out.',
    },
  },
  {
    slug: 'funding-in-minutes-not-months',
    values: {
      title: 'Funding In Minutes Not Months',
      text: 'Compliance checks, documents and term sheets move through one automated flow, with every step visible to both sides. What used to take a quarter of back-and-forth now takes days, and the first match takes minutes.',
    },
  },
  {
    slug: 'more-than-a-platform-a-growth-partner',
    values: {
      title: 'More Than A Platform-A Growth Partner',
      text: 'Capital is one step. Our expert network of advisers, chartered accountants and sector specialists stays with you after the money lands: for the next round, the next acquisition or the next market.',
    },
  },
];

/** Today's ecosystem tiles (the home page's grid before P20, the spec's eight), the first run's rows. */
export const FIRST_RUN_TILES: readonly FirstRunItem[] = (
  [
    ['matchmaking', 'Matchmaking', 'matchmaking', 'Introductions only where a yes is likely.', 'AI scores every profile against live lender and investor mandates, so introductions only go where a yes is likely.'],
    ['marketing-intelligence', 'Marketing Intelligence', 'intelligence', 'Market benchmarks for every deal.', 'Benchmarks on pricing, tenors and valuations show where a deal sits in the market before anyone negotiates.'],
    ['compliance-decision-engine', 'Compliance decision engine', 'compliance', 'KYC, AML and sector rules as clear calls.', 'A 15-point assessment and continuous checks turn KYC, AML and sector rules into clear go or no-go decisions.'],
    ['los', 'LOS', 'origination', 'From first document to sanction letter.', 'A loan origination system that takes an application from first document to sanction letter, with every step logged.'],
    ['reporting-analytics', 'Reporting analytics', 'reporting', 'Portfolio dashboards and covenant tracking.', 'Portfolio dashboards and covenant tracking for lenders and investors, exportable for boards and regulators.'],
    ['api-kit', 'API Kit', 'api', 'Core banking, bureaus and CRMs, connected.', 'REST and GraphQL APIs connect core banking, credit bureaus and CRMs to the marketplace in days.'],
    ['clm', 'CLM', 'contracts', 'Term sheet to signed agreement, in one place.', 'Contract lifecycle management: term sheets and facility agreements drafted, negotiated and signed in one place.'],
    ['seamless-integration', 'Seamless integration', 'integration', 'Fits the tools your team already uses.', 'Single sign-on, webhooks and data feeds fit Finmesh into the tools your team already uses.'],
  ] as const satisfies readonly (readonly [string, string, TileIcon, string, string])[]
).map(([slug, title, icon, summary, text]) => ({ slug, values: { title, summary, text, icon } }));

/** A first-run Our Edge panel: its film, colour and words. */
const edgePanel = (slug: string, title: string, content: string, colour: EdgeAccent, film: EdgeFilm, videoLabel: string): FirstRunItem => ({
  slug,
  values: { title, content, colour, film, videoLabel },
});

/** Today's Our Edge panels (the home page before P20, in their order, each with the film it played), the first run's rows. */
export const FIRST_RUN_EDGE_PANELS: readonly FirstRunItem[] = [
  edgePanel(
    'ai-matchmaking',
    'AI matchmaking',
    'Every profile is scored against thousands of live mandates in seconds. You only meet the lenders and investors who can say yes.',
    'mint',
    'matching',
    'Borrower profiles scored against lender mandates, the best matches rising to the top',
  ),
  edgePanel(
    'compliance-decision-engine',
    'Compliance decision engine',
    'A 15-point assessment runs as documents arrive, with nine further internal benchmarks, so nothing stalls at the last step.',
    'periwinkle',
    'compliance',
    'A compliance checklist ticking through fifteen checks',
  ),
  edgePanel('market-intelligence', 'Market intelligence', 'Live pricing, tenor and valuation benchmarks show where your deal sits before you negotiate.', 'amber', 'markets', 'Market charts of yields and valuations updating'),
  edgePanel(
    'process-automation',
    'Process automation',
    'Document collection, KYC and term sheets move by themselves, with every step visible to both sides.',
    'rose',
    'automation',
    'Documents moving through an automated pipeline to a signed term sheet',
  ),
];

export const FIRST_RUN_ROWS: Readonly<Record<ContentKind['type'], readonly FirstRunItem[]>> = {
  section: FIRST_RUN_SECTIONS,
  story: FIRST_RUN_STORIES,
  testimonial: FIRST_RUN_TESTIMONIALS,
  faq: FIRST_RUN_FAQS,
  legal: FIRST_RUN_LEGAL_PAGES,
  figure: [...FIRST_RUN_FIGURES, ...FIRST_RUN_HERO_FACTS, ...FIRST_RUN_EVENT_FIGURES],
  stage: FIRST_RUN_STAGES,
  partner: FIRST_RUN_PARTNERS,
  profile: FIRST_RUN_PROFILES,
  service: FIRST_RUN_SERVICES,
  value: FIRST_RUN_VALUES,
  tile: FIRST_RUN_TILES,
  panel: FIRST_RUN_EDGE_PANELS,
};
