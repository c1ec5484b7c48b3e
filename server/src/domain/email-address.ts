import { toASCII, toUnicode } from 'tr46';
import { BEYOND_ASCII, EMAIL_MAX_LENGTH, emailAddressParts, normalizeEmail, type EmailRule } from '../rules/email.js';
import type { Rule } from '../rules/rule.js';

/**
 * UTS #46 as an email domain needs it (IDNA2008 through the compatibility mapping): nontransitional
 * (`ß` and `ς` stay themselves), STD3 characters only, the hyphen, Bidi and joiner rules, DNS lengths.
 */
export const UTS46 = { checkBidi: true, checkHyphens: true, checkJoiners: true, useSTD3ASCIIRules: true, transitionalProcessing: false } as const;

/** An address as the rules of `rules/email.ts` and UTS #46 read it. */
export interface EmailAddress {
  /**
   * As stored and compared: normalised (`normalizeEmail`), its domain in U-labels, so an A-label
   * (`xn--…`) and a Unicode spelling of one domain, or full-width letters, are one address.
   */
  stored: string;
  /**
   * What the SMTP envelope carries: the stored address; with an ASCII local part, the domain as
   * A-labels (the same address, deliverable without SMTPUTF8).
   */
  envelope: string;
  /** A local part beyond ASCII: deliverable only through a mail server that offers SMTPUTF8 (RFC 6531). */
  needsSmtpUtf8: boolean;
}

/** The address in `value`, or `null` where it is none (by the shared definition, or by UTS #46 on its domain). */
export function readEmailAddress(value: unknown): EmailAddress | null {
  const parts = emailAddressParts(value);
  if (!parts) return null;
  const domain = uts46Domain(parts.domain);
  if (!domain) return null;
  const { ascii, unicode } = domain;
  const stored = `${parts.local}@${unicode}`;
  const needsSmtpUtf8 = BEYOND_ASCII.test(parts.local);
  const envelope = needsSmtpUtf8 ? stored : `${parts.local}@${ascii}`;
  // The normal form is an address by the same definition (UTS #46 may have mapped the top level to digits), and fits SMTP's path.
  if (emailAddressParts(stored)?.domain !== unicode || (!needsSmtpUtf8 && envelope.length > EMAIL_MAX_LENGTH)) return null;
  return { stored, envelope, needsSmtpUtf8 };
}

/** `domain` as A-labels and as U-labels by UTS #46, or `null` where it refuses it. */
function uts46Domain(domain: string): { ascii: string; unicode: string } | null {
  // Most addresses' domains: UTS #46 would spend a tenth of a public write's CPU to give them back as they are.
  if (isPlainDomain(domain)) return { ascii: domain, unicode: domain };
  const ascii = toASCII(domain, { ...UTS46, verifyDNSLength: true });
  if (ascii === null) return null;
  const unicode = toUnicode(ascii, UTS46);
  return unicode.error ? null : { ascii, unicode: unicode.domain };
}

/** A label UTS #46 leaves as it is: 1 to 63 lower-case ASCII letters, digits and inner hyphens. */
const PLAIN_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** The longest domain DNS takes, without its root dot. */
const DOMAIN_MAX_LENGTH = 253;

/**
 * Whether UTS #46 gives `domain` back unchanged, as both its A-labels and its U-labels: plain
 * labels, none an A-label or with "--" in the third and fourth place, within DNS's lengths.
 */
export function isPlainDomain(domain: string): boolean {
  return domain.length <= DOMAIN_MAX_LENGTH && domain.split('.').every((label) => PLAIN_LABEL.test(label) && label.slice(2, 4) !== '--');
}

/**
 * The form an address is stored and looked up in. Input has passed `deliverableEmail` by then; an
 * address from before these rules is looked up as it was normalised then.
 */
export function storedEmail(value: string): string {
  return readEmailAddress(value)?.stored ?? normalizeEmail(value);
}

/** A form's address rule as the server checks it: the shared rule (the browser's check), then UTS #46, with the form's message. */
export function deliverableEmail(rule: EmailRule): Rule {
  return (value) => rule(value) ?? (readEmailAddress(value) ? null : rule.invalidMessage);
}
