/**
 * Rules that both the browser and the server check (spec section 5). This folder has no
 * dependencies, so the client imports it as is and the messages can never differ.
 *
 * A rule looks at one submitted value and returns the message to show, or `null` when it holds.
 */
export type Rule = (value: unknown) => string | null;

/** Nothing was entered: missing, or only spaces. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * Characters no text field takes: C0 controls other than tab and line breaks, DEL and the C1
 * controls. Written as a character class's inside, for regular expressions and JSON schemas.
 */
export const CONTROL_CHARACTER_RANGES = '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F';
const CONTROL_CHARACTERS = new RegExp(`[${CONTROL_CHARACTER_RANGES}]`);

export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTERS.test(text);
}

/** Half of a UTF-16 surrogate pair without its other half: not a character, and no database stores one as sent. */
const LONE_SURROGATE = /\p{Cs}/u;

export function hasLoneSurrogates(text: string): boolean {
  return LONE_SURROGATE.test(text);
}

/** Line breaks, the kinds a text can carry: CR, LF, and Unicode's line and paragraph separators. */
const LINE_BREAKS = /[\r\n\u2028\u2029]/;

export function hasLineBreaks(text: string): boolean {
  return LINE_BREAKS.test(text);
}

/**
 * A field of one line (names, company, role, title, subject, position ...): a line break in one
 * would carry the text onto lines of its own in staff mail (a forged "Email:" line).
 */
export function oneLine(label: string): Rule {
  return (value) => (typeof value === 'string' && hasLineBreaks(value) ? `${label} must be on one line` : null);
}

/** Optional text of one line and at most `max` characters. */
export function optionalText(label: string, max = 200): Rule {
  return (value) => {
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string') return `${label} must be text`;
    if (value.length > max) return `${label} must be at most ${max} characters`;
    return oneLine(label)(value);
  };
}

/** Optional text that may run over several lines (a message, a cover note, notes), of at most `max` characters. */
export function optionalLines(label: string, max = 10_000): Rule {
  return (value) => {
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string') return `${label} must be text`;
    return value.length > max ? `${label} must be at most ${max} characters` : null;
  };
}

/** The first problem any of the rules finds. */
export function allOf(...rules: Rule[]): Rule {
  return (value) => {
    for (const rule of rules) {
      const problem = rule(value);
      if (problem) return problem;
    }
    return null;
  };
}

/** A title's words for an address: lowercase ASCII letters and digits joined by single hyphens, accents dropped, `&` as "and". */
export function slugWords(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
