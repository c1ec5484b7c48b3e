import { isBlank, type Rule } from './rule.js';

/** Longest address a form takes (RFC 5321's path limit: 254 octets; an address beyond ASCII is counted in UTF-8 octets). */
export const EMAIL_MAX_LENGTH = 254;

/** RFC 5321's limit on a local part, in octets (UTF-8 ones for an internationalised local part, RFC 6531). */
const LOCAL_PART_MAX_OCTETS = 64;
/** A DNS label of ASCII; a label beyond ASCII is measured by the server, as the A-label UTS #46 makes of it. */
const ASCII_LABEL_MAX_LENGTH = 63;

/**
 * Characters no address takes anywhere, because nobody can see them: format characters (Cf: the
 * soft hyphen, zero-width space and joiners, word joiner, byte order mark, bidi controls), every
 * other default-ignorable code point (U+034F combining grapheme joiner, variation selectors,
 * Hangul fillers), which UTS #46 would silently drop from a domain and so mail a different address
 * than the one stored; lone surrogates (half a character, valid JSON); controls and spaces.
 */
const INVISIBLE_OR_BROKEN = /[\p{Cf}\p{Default_Ignorable_Code_Point}\p{Cs}\p{Cc}\p{White_Space}]/u;

/** An atom of a local part: RFC 5322's atext, and letters, marks and digits of any script (RFC 6531), never opening with a mark. */
const LOCAL_ATOM = "(?!\\p{M})[a-z0-9!#$%&'*+\\-/=?^_`{|}~\\p{L}\\p{M}\\p{N}]+";
const LOCAL_PART = new RegExp(`^${LOCAL_ATOM}(?:\\.${LOCAL_ATOM})*$`, 'u');

/** The dots that separate a domain's labels: UTS #46 reads the ideographic and full-width full stops as dots too. */
const LABEL_SEPARATOR = /[.\u3002\uFF0E\uFF61]/u;
/** A domain label: letters, marks and digits of any script, hyphens inside; no underscore (STD3). */
const LABEL = /^(?!\p{M})[\p{L}\p{M}\p{N}](?:[\p{L}\p{M}\p{N}-]*[\p{L}\p{M}\p{N}])?$/u;

/** Any character beyond printable ASCII (an address holds no controls by the time this is asked). */
export const BEYOND_ASCII = /[^ -~]/;

const utf8 = new TextEncoder();
const octets = (text: string) => utf8.encode(text).length;

/**
 * The form an address is read, stored and compared in: no surrounding spaces, Unicode NFC, lower
 * case. (Case is not part of an address to any mail system this product meets; stored this way,
 * "already subscribed" and unsubscribing by address find the address whatever case it was typed in.)
 */
export function normalizeEmail(value: string): string {
  return value
    .replace(/^\p{White_Space}+|\p{White_Space}+$/gu, '')
    .toLowerCase()
    .normalize('NFC');
}

/**
 * One definition of an email address, for the browser and the server (issue P17):
 * `local@domain` once normalised (`normalizeEmail`), at most 254 octets, and
 *  - no display name ("Name <address>"), quoted local part, comment, group syntax or IP address;
 *  - a local part of at most 64 octets: dot-separated atoms of RFC 5322's characters, or of the
 *    letters, marks and digits of any script (an internationalised address, RFC 6531/6532:
 *    `hans.müller@test.com`, `अजय@डाटा.भारत`);
 *  - a domain of two labels or more, each of letters, marks or digits of any script and inner
 *    hyphens (not in the third and fourth place unless an `xn--` A-label), the last (the top-level
 *    domain) of two characters or more (none has one) and not all digits;
 *  - nothing invisible or broken anywhere (`INVISIBLE_OR_BROKEN`).
 * The browser checks this much. The server then converts the domain with UTS #46 (the `tr46`
 * library, `domain/email-address.ts`) and refuses, with the same message, what that refuses
 * (Bidi and hyphen rules, disallowed characters, broken A-labels, DNS lengths).
 *
 * Returns the normalised local part and domain, or `null` for anything else.
 */
export function emailAddressParts(value: unknown): { local: string; domain: string } | null {
  if (typeof value !== 'string') return null;
  // Checked before anything else reads the text: nothing longer can be an address, whatever it holds.
  if (value.length > 2 * EMAIL_MAX_LENGTH) return null;
  const text = normalizeEmail(value);
  if (text.length > EMAIL_MAX_LENGTH || INVISIBLE_OR_BROKEN.test(text) || octets(text) > EMAIL_MAX_LENGTH) return null;
  const at = text.indexOf('@');
  if (at < 0 || at !== text.lastIndexOf('@')) return null;
  const local = text.slice(0, at);
  const domain = text.slice(at + 1);
  if (!LOCAL_PART.test(local) || octets(local) > LOCAL_PART_MAX_OCTETS) return null;
  return isDomainShape(domain) ? { local, domain } : null;
}

function isDomainShape(domain: string): boolean {
  const labels = domain.split(LABEL_SEPARATOR);
  const topLevel = labels.at(-1) ?? '';
  if (labels.length < 2 || [...topLevel].length < 2 || /^[0-9]+$/.test(topLevel)) return false;
  return labels.every((label) => {
    if (!LABEL.test(label)) return false;
    // Not an ASCII label, or of the right length and, with "--" in the third and fourth place, an A-label (UTS #46 CheckHyphens).
    return BEYOND_ASCII.test(label) || (label.length <= ASCII_LABEL_MAX_LENGTH && (label.slice(2, 4) !== '--' || label.startsWith('xn--')));
  });
}

export function isEmailAddress(value: unknown): boolean {
  return emailAddressParts(value) !== null;
}

/** A form's address rule. The server adds its UTS #46 check to it and answers `invalidMessage` for what that refuses. */
export interface EmailRule extends Rule {
  readonly invalidMessage: string;
}

export function requiredEmail(requiredMessage: string, invalidMessage: string): EmailRule {
  const rule: Rule = (value) => {
    if (isBlank(value)) return requiredMessage;
    return isEmailAddress(value) ? null : invalidMessage;
  };
  return Object.assign(rule, { invalidMessage });
}
