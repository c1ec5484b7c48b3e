import { CONTENT_LIMITS, CONTENT_MESSAGES, SLUG_PATTERN, type ContentType } from './content.js';
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
 * (its id; described, with alt text, before it can be used).
 */
export type KindFieldType = 'text' | 'lines' | 'paragraphs' | 'choice' | 'number' | 'url' | 'image';

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
  /** Characters (each paragraph's for `paragraphs`); the largest value of a `number`. */
  max: number;
  /** The smallest value of a `number` (0 when left out). */
  min?: number;
  /** The values of a `choice`, in the editor's order. */
  options?: readonly KindOption[];
  /** What it is, for the GraphQL schema and the form's help text. */
  description: string;
}

export interface ContentKind {
  type: Exclude<ContentType, 'post'>;
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
  shownOn: 'the About page (the leadership, as its team)',
  pages: ['/about'],
};

/** Every declared kind (the factory makes each one's API; the admin its screen). */
export const CONTENT_KIND_LIST: readonly ContentKind[] = [STORY_KIND, TESTIMONIAL_KIND, PARTNER_KIND, PROFILE_KIND];

export const POSITION_MAX = 9_999;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const KIND_MESSAGES = {
  required: (label: string) => `${label} is required`,
  positionInvalid: `Position must be a whole number from 0 to ${POSITION_MAX}`,
  choiceInvalid: (field: KindField) => `${field.label} must be one of: ${(field.options ?? []).map((option) => option.label).join(', ')}`,
  numberInvalid: (field: KindField) => `${field.label} must be a whole number from ${(field.min ?? 0).toLocaleString('en-US')} to ${field.max.toLocaleString('en-US')}`,
  urlInvalid: (label: string) => `${label} must be a web address starting with https://`,
  imageInvalid: (label: string) => `${label} must be an image of the media library`,
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

/** An item's values by field name, as saved (`fields` of the row, plus its title under the title field's name). */
export type KindValues = Record<string, string | number | string[] | null>;

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
 * order, then Event Details' speakers (client/src/content/events.ts still shows them from its own
 * list until events move to the database, issue P21).
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

export const FIRST_RUN_ROWS: Readonly<Record<ContentKind['type'], readonly FirstRunItem[]>> = {
  story: FIRST_RUN_STORIES,
  testimonial: FIRST_RUN_TESTIMONIALS,
  partner: FIRST_RUN_PARTNERS,
  profile: FIRST_RUN_PROFILES,
};
