import { toASCII, toUnicode } from 'tr46';
import { BEYOND_ASCII, EMAIL_MAX_LENGTH, emailAddressParts, normalizeEmail, type EmailRule } from '../rules/email.js';
import type { Rule } from '../rules/rule.js';

/**
 * UTS #46 as an email domain needs it (IDNA2008 through the compatibility mapping): nontransitional
 * (`ß` and `ς` stay themselves), STD3 characters only, the hyphen, Bidi and joiner rules, DNS lengths.
 */
const UTS46 = { checkBidi: true, checkHyphens: true, checkJoiners: true, useSTD3ASCIIRules: true, transitionalProcessing: false } as const;

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
  const ascii = toASCII(parts.domain, { ...UTS46, verifyDNSLength: true });
  if (ascii === null) return null;
  const unicode = toUnicode(ascii, UTS46);
  if (unicode.error) return null;
  const stored = `${parts.local}@${unicode.domain}`;
  const needsSmtpUtf8 = BEYOND_ASCII.test(parts.local);
  const envelope = needsSmtpUtf8 ? stored : `${parts.local}@${ascii}`;
  // The normal form is an address by the same definition (UTS #46 may have mapped the top level to digits), and fits SMTP's path.
  if (emailAddressParts(stored)?.domain !== unicode.domain || (!needsSmtpUtf8 && envelope.length > EMAIL_MAX_LENGTH)) return null;
  return { stored, envelope, needsSmtpUtf8 };
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
