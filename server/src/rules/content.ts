import type { EventType, SubjectType } from './events.js';
import { hasLineBreaks, isBlank, optionalLines, optionalText, slugWords, type Rule } from './rule.js';

/**
 * The site's content (issue P20): what each item is, where it stands, and how a change is refused.
 * Shared by the server and the back office's content screens (`@rules/content`).
 */

/** Where an item stands: only a published one shows on the site. */
export const CONTENT_STATUSES = ['draft', 'scheduled', 'published', 'archived'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

export const CONTENT_STATUS_LABELS: Readonly<Record<ContentStatus, string>> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
  archived: 'Archived',
};

/** The kinds of content the team edits; each is its own screen and its own GraphQL type. */
export const CONTENT_TYPES = ['post', 'section', 'story', 'testimonial', 'faq', 'legal', 'figure', 'stage', 'partner', 'profile', 'service', 'value', 'tile', 'panel', 'event'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/**
 * How each kind is named: in the audit trail (its GraphQL type), in messages, and where its public
 * page lives; `publishedEvent`: the event its publishing records when integrators know it by a name
 * of its own (an event's `event.published`), else `content.published`.
 */
export const CONTENT_KINDS: Readonly<Record<ContentType, { subject: SubjectType; one: string; path: (slug: string) => string; publishedEvent?: EventType }>> = {
  post: { subject: 'Post', one: 'post', path: (slug) => `/insights/${slug}` },
  // A page text is a section of a page, named by its place (`rules/page-sections.ts`).
  section: { subject: 'PageSection', one: 'page text', path: (slug) => `/#${slug}` },
  // Stories, testimonials, partner logos and profiles have no page of their own: the slug names them in the API.
  story: { subject: 'SuccessStory', one: 'story', path: (slug) => `/success-stories#${slug}` },
  testimonial: { subject: 'Testimonial', one: 'testimonial', path: (slug) => `/#${slug}` },
  // The FAQs are questions on the Contact page; a legal page is the page at its slug (/privacy-policy, /terms).
  faq: { subject: 'Faq', one: 'FAQ', path: (slug) => `/contact#${slug}` },
  legal: { subject: 'LegalPage', one: 'legal page', path: (slug) => `/${slug}` },
  // The home page's figures and its borrower chart: parts of pages, named by their slug in the API.
  figure: { subject: 'HomeFigure', one: 'figure', path: (slug) => `/#${slug}` },
  stage: { subject: 'BorrowerStage', one: 'borrower stage', path: (slug) => `/#${slug}` },
  partner: { subject: 'PartnerLogo', one: 'partner logo', path: (slug) => `/#${slug}` },
  profile: { subject: 'Profile', one: 'profile', path: (slug) => `/about#${slug}` },
  // The Services page's tabs, the About page's values, the home page's ecosystem tiles and Our Edge panels: parts of pages too.
  service: { subject: 'ServiceOffering', one: 'service', path: (slug) => `/services#${slug}` },
  value: { subject: 'CompanyValue', one: 'value', path: (slug) => `/about#${slug}` },
  tile: { subject: 'EcosystemTile', one: 'ecosystem tile', path: (slug) => `/#${slug}` },
  panel: { subject: 'EdgePanel', one: 'edge panel', path: (slug) => `/#${slug}` },
  // The events the team runs (P21): each its page, /events/<slug> (`rules/site-events.ts`).
  event: { subject: 'Event', one: 'event', path: (slug) => `/events/${slug}`, publishedEvent: 'event.published' },
};

/** How the post editor labels the fields that hold an image (an image in the body is the Body's). */
export const POST_IMAGE_FIELD_LABELS: Readonly<Record<string, string>> = { coverImageId: 'Cover image', ogImageId: 'Open Graph image' };

export const CONTENT_LIMITS = {
  titleMax: 160,
  slugMax: 96,
  summaryMax: 400,
  seoTitleMax: 70,
  seoDescriptionMax: 200,
  tagsMax: 10,
  tagMax: 40,
  urlMax: 2_000,
  /** How far ahead an item may be scheduled. */
  scheduleMaxDays: 366,
} as const;

/** A slug: lowercase letters and digits in words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The slug a title makes: lowercase words joined by hyphens, accents dropped, `&` as "and". */
export function slugFrom(title: string): string {
  return slugWords(title).slice(0, CONTENT_LIMITS.slugMax).replace(/-+$/, '');
}

/** A tag as kept: trimmed, single spaces, lowercase (so "Debt" and "debt " are one tag). */
export const tagOf = (tag: string) => tag.trim().replace(/\s+/g, ' ').toLowerCase();

/** A preview link's token is about 90 characters; anything much longer is not one (refused before any work). */
export const PREVIEW_TOKEN_MAX_LENGTH = 200;

/** How long a preview link works. */
export const PREVIEW_LINK_HOURS = 24;

/** How often a server looks for scheduled items that are due (they go live within this of their time). */
export const SCHEDULE_POLL_SECONDS = 15;

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export const CONTENT_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${CONTENT_LIMITS.titleMax} characters`,
  slugInvalid: 'Slug may hold only lowercase letters, digits and single hyphens between them (for example growth-capital-2027)',
  slugTooLong: `Slug must be at most ${CONTENT_LIMITS.slugMax} characters`,
  slugTaken: (type: ContentType, slug: string) => `Another ${CONTENT_KINDS[type].one} already uses the address ${CONTENT_KINDS[type].path(slug)}: choose another slug`,
  summaryTooLong: `Summary must be at most ${CONTENT_LIMITS.summaryMax} characters`,
  seoTitleTooLong: `SEO title must be at most ${CONTENT_LIMITS.seoTitleMax} characters`,
  seoDescriptionTooLong: `SEO description must be at most ${CONTENT_LIMITS.seoDescriptionMax} characters`,
  tooManyTags: `At most ${CONTENT_LIMITS.tagsMax} tags`,
  tagTooLong: `Each tag must be at most ${CONTENT_LIMITS.tagMax} characters`,
  canonicalUrlInvalid: 'Canonical URL must be a web address starting with https://',
  authorUnknown: 'Author must be a member of the team',
  versionStale: (type: ContentType) =>
    `Someone else saved this ${CONTENT_KINDS[type].one} since you opened it. Your changes were not saved: copy them, reload to see theirs, then apply yours again.`,
  notFound: (type: ContentType) => `${capitalized(CONTENT_KINDS[type].one)} not found`,
  revisionNotFound: 'Revision not found',
  /** A revision showing an image since deleted from the media library is not restored (the page would show nothing there). */
  revisionImageMissing: (type: ContentType, field: string) =>
    `The image in ${field} of this revision is no longer in the media library, so nothing was restored: copy what you need from the revision into the ${CONTENT_KINDS[type].one} and choose another image.`,
  publishAtRequired: 'Choose when to publish',
  publishAtPast: 'Choose a time in the future to schedule it, or publish it now',
  publishAtTooFar: `Choose a time within ${CONTENT_LIMITS.scheduleMaxDays} days`,
  cannotSchedule: (status: ContentStatus) => `Only a draft can be scheduled; this one is ${CONTENT_STATUS_LABELS[status].toLowerCase()}`,
  alreadyPublished: 'It is already published',
  alreadyArchived: 'It is already archived',
  alreadyDraft: 'It is already a draft',
  deleteOnlyDrafts: 'Only a draft that was never published can be deleted; archive it instead',
  previewInvalid: 'This preview link is not valid: ask for a new one in the back office',
  previewTokenTooLong: `token must be at most ${PREVIEW_TOKEN_MAX_LENGTH} characters: it is the last part of a preview link`,
  previewExpired: 'This preview link has expired: ask for a new one in the back office',
  created: (type: ContentType) => `${capitalized(CONTENT_KINDS[type].one)} created`,
  saved: (type: ContentType) => `${capitalized(CONTENT_KINDS[type].one)} saved`,
  published: (type: ContentType) => `${capitalized(CONTENT_KINDS[type].one)} published`,
  scheduled: (type: ContentType) => `${capitalized(CONTENT_KINDS[type].one)} scheduled`,
  unpublished: (type: ContentType) => `${capitalized(CONTENT_KINDS[type].one)} moved back to draft`,
  archived: (type: ContentType) => `${capitalized(CONTENT_KINDS[type].one)} archived`,
  restored: (type: ContentType) => `Revision restored: the ${CONTENT_KINDS[type].one} now holds it as a new version`,
  deleted: (type: ContentType) => `${capitalized(CONTENT_KINDS[type].one)} deleted`,
} as const;

export const isContentStatus = (value: string): value is ContentStatus => (CONTENT_STATUSES as readonly string[]).includes(value);

const requiredLine = (label: string, max: number, required: string): Rule => (value) => (isBlank(value) ? required : optionalText(label, max)(value));

/** A slug given by hand: optional (made from the title), else lowercase words joined by hyphens. */
const slugRule: Rule = (value) => {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string') return 'Slug must be text';
  if (value.length > CONTENT_LIMITS.slugMax) return CONTENT_MESSAGES.slugTooLong;
  return SLUG_PATTERN.test(value) ? null : CONTENT_MESSAGES.slugInvalid;
};

const tagsRule: Rule = (value) => {
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value) || value.some((tag) => typeof tag !== 'string')) return 'Tags must be a list of text';
  if (value.length > CONTENT_LIMITS.tagsMax) return CONTENT_MESSAGES.tooManyTags;
  return value.some((tag: string) => tag.length > CONTENT_LIMITS.tagMax || hasLineBreaks(tag)) ? CONTENT_MESSAGES.tagTooLong : null;
};

/** An https address (a canonical URL elsewhere than this site), or nothing. */
const httpsUrl: Rule = (value) => {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || value.length > CONTENT_LIMITS.urlMax) return CONTENT_MESSAGES.canonicalUrlInvalid;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !url.username && !url.password ? null : CONTENT_MESSAGES.canonicalUrlInvalid;
  } catch {
    return CONTENT_MESSAGES.canonicalUrlInvalid;
  }
};

/** The fields of an Insights post, as the back office's form and the API check them. */
export const postRules = {
  title: requiredLine('Title', CONTENT_LIMITS.titleMax, CONTENT_MESSAGES.titleRequired),
  slug: slugRule,
  summary: optionalLines('Summary', CONTENT_LIMITS.summaryMax),
  tags: tagsRule,
  seoTitle: optionalText('SEO title', CONTENT_LIMITS.seoTitleMax),
  seoDescription: optionalLines('SEO description', CONTENT_LIMITS.seoDescriptionMax),
  canonicalUrl: httpsUrl,
} as const;
