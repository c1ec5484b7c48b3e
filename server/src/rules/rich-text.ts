import { hasControlCharacters } from './rule.js';

/**
 * Rich text (an Insights post's body and the like): what the editor in the back office and the
 * server both check, and the words both show. The schema, parser and renderer are in
 * `shared/rich-text/`; this file holds only the limits, the link rule and the messages.
 */

/**
 * Caps checked before any work, so no document can hold a request for long: a long article is
 * about 2,000 words in 200 nodes; these leave room for a hundred times that.
 */
export const RICH_TEXT_LIMITS = {
  /** The document as JSON text, when it comes as text. */
  maxJsonChars: 1_000_000,
  /** Every node counted: blocks, list items, text runs, line breaks, images. */
  maxNodes: 20_000,
  /** Nesting: the document, a quote, a list, an item, a list in it ... */
  maxDepth: 20,
  /** All the text's characters together. */
  maxTextChars: 200_000,
  /** Links, each read as a URL (a few microseconds each): far more than any article has. */
  maxLinks: 2_000,
  maxHrefChars: 2_048,
  maxAltChars: 300,
  maxCaptionChars: 500,
  /** The problems reported at most: past that, the first ones are enough to fix. */
  maxProblems: 20,
} as const;

/** Where links may go: these schemes, a path on this site (`/...`) or an anchor on the page (`#...`). */
export const LINK_PROTOCOLS = ['https:', 'http:', 'mailto:', 'tel:'] as const;

const number = (value: number) => value.toLocaleString('en-US');

export const RICH_TEXT_MESSAGES = {
  notADocument: 'The text must be a document of the editor (an object with "type": "doc")',
  notJson: 'The text is not valid JSON',
  tooLarge: `The text is too large: at most ${number(RICH_TEXT_LIMITS.maxJsonChars)} characters of JSON`,
  tooManyNodes: `The text has too many parts: at most ${number(RICH_TEXT_LIMITS.maxNodes)} (paragraphs, list items, text runs, images...)`,
  tooDeep: `The text is nested too deeply: at most ${RICH_TEXT_LIMITS.maxDepth} levels of lists and quotes`,
  tooLong: `The text is too long: at most ${number(RICH_TEXT_LIMITS.maxTextChars)} characters`,
  tooManyLinks: `The text has too many links: at most ${number(RICH_TEXT_LIMITS.maxLinks)}`,
  linkNotText: 'A link’s address must be text',
  linkEmpty: 'Enter the link’s address',
  linkTooLong: `A link’s address must be at most ${number(RICH_TEXT_LIMITS.maxHrefChars)} characters`,
  linkSpaces: 'A link’s address cannot contain spaces, tabs, line breaks or control characters',
  linkInvalid: 'This link’s address is not a valid address',
  linkWhere: 'Links can go to https://, http://, mailto: or tel: addresses, to a page of this site (starting with /) or to a heading on the page (starting with #)',
  linkScheme: (scheme: string) =>
    `Links to ${scheme} addresses are not allowed: use https://, http://, mailto: or tel:, a page of this site (starting with /) or a heading on the page (starting with #)`,
  imageMediaId: 'An image must be one of the media library’s (its id)',
  altTooLong: `An image’s alternative text must be at most ${RICH_TEXT_LIMITS.maxAltChars} characters`,
  captionTooLong: `An image’s caption must be at most ${RICH_TEXT_LIMITS.maxCaptionChars} characters`,
  oneLine: (what: string) => `${what} must be on one line`,
  controlCharacters: 'The text contains control characters (invisible characters a page cannot show)',
  loneSurrogates: 'The text contains broken characters (half of an emoji or other character)',
  tooManyProblems: 'More problems were found: fix these first',
  /** Where in the document (a JSON path such as `content[2].content[0]`) a problem is. */
  at: (problem: string, path: string) => `${problem} (at ${path})`,
  notANode: 'Each part of the text must be an object with a "type"',
  unknownNode: (type: string) => `"${type}" is not part of the editor’s text: it holds paragraphs, headings, lists, quotes, horizontal rules, line breaks and images of the media library`,
  unknownMark: (type: string) => `"${type}" is not a text style of the editor: bold, italic, underline, strike, code and link`,
  unknownAttribute: (name: string, type: string) => `"${name}" is not an attribute of ${type}`,
  unknownProperty: (name: string, type: string) => `"${name}" is not a property of ${type}`,
  misplaced: (type: string, parent: string) => `"${type}" cannot be inside "${parent}"`,
  empty: (type: string) => `"${type}" cannot be empty`,
  notAList: (name: string) => `"${name}" must be a list`,
  notAnObject: (name: string) => `"${name}" must be an object`,
  listItemStart: 'A list item must start with a paragraph',
  headingLevel: 'A heading’s level must be 2, 3 or 4 (the page’s title is its level 1)',
  listStart: 'A numbered list must start at a whole number from 0 to 1,000,000',
  listType: 'A numbered list’s type must be one of 1, a, A, i or I',
  textNotText: 'A text node’s "text" must be text, and not empty',
  duplicateMark: (type: string) => `The style "${type}" is given twice to the same text`,
  altNotText: 'An image’s alternative text must be text',
  captionNotText: 'An image’s caption must be text',
} as const;

/** An address no one can write (`.invalid` is reserved): what a site-relative link is resolved against. */
const BASE = new URL('https://rich-text.invalid/');
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
/** Whitespace of any kind: browsers drop tabs and line breaks inside a URL (`java\tscript:`). Control characters are `hasControlCharacters`'s. */
const SPACES = /\s/u;

/**
 * Where a link may go (the editor's link dialog and the server both ask): the message to show, or
 * `null` when it holds. The address is read as a browser reads it (WHATWG URL, against a base), so
 * `JaVaScRiPt:`, entities (`&#106;avascript:`), tabs or line breaks in the scheme, leading spaces,
 * `data:` and `vbscript:` are all refused, and so is `//elsewhere` (a page of another site written
 * as if it were one of ours).
 */
export function linkHrefProblem(href: unknown): string | null {
  if (typeof href !== 'string') return RICH_TEXT_MESSAGES.linkNotText;
  if (href === '') return RICH_TEXT_MESSAGES.linkEmpty;
  if (href.length > RICH_TEXT_LIMITS.maxHrefChars) return RICH_TEXT_MESSAGES.linkTooLong;
  if (SPACES.test(href) || hasControlCharacters(href)) return RICH_TEXT_MESSAGES.linkSpaces;
  let url: URL;
  try {
    url = new URL(href, BASE);
  } catch {
    return RICH_TEXT_MESSAGES.linkInvalid;
  }
  if (url.origin === BASE.origin && url.protocol === BASE.protocol) {
    // On this site: a path from the root or an anchor, not a path relative to wherever the text shows.
    return /^\/(?![/\\])/.test(href) || href.startsWith('#') ? null : RICH_TEXT_MESSAGES.linkWhere;
  }
  const written = SCHEME.exec(href)?.[1];
  if (!(LINK_PROTOCOLS as readonly string[]).includes(url.protocol)) return RICH_TEXT_MESSAGES.linkScheme(url.protocol);
  // The scheme the browser would use must be the one written: `//elsewhere` and `/\elsewhere` are refused.
  if (written === undefined || `${written.toLowerCase()}:` !== url.protocol) return RICH_TEXT_MESSAGES.linkWhere;
  if ((url.protocol === 'https:' || url.protocol === 'http:') && url.hostname === '') return RICH_TEXT_MESSAGES.linkInvalid;
  return null;
}

/** Whether a link goes to another site (it gets `rel="noopener noreferrer"`): any absolute address. */
export function isExternalHref(href: string): boolean {
  return !href.startsWith('/') && !href.startsWith('#');
}
