import isEmailModule from 'validator/lib/isEmail.js';
import { isBlank, type Rule } from './rule.js';

type IsEmail = (value: string, options: typeof EMAIL_CHECK_OPTIONS) => boolean;
/**
 * validator.js ships this module as CommonJS whose exports are the function (and its `default`):
 * Node and bundlers hand over the function, TypeScript under NodeNext the module around it.
 */
const isEmail = (typeof isEmailModule === 'function' ? isEmailModule : (isEmailModule as unknown as { default: IsEmail }).default) as IsEmail;

/** Longest address SMTP can deliver to (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * How the address check reads an address (validator.js's `isEmail`, which class-validator's
 * `IsEmail` wraps): a bare `local@domain.tld`, no display name ("Name <address>"), no quoted local
 * part, an ASCII local part, a domain with a top-level part and no IP address, at most 254
 * characters. What is stored is then exactly what is mailed (issue P16).
 */
export const EMAIL_CHECK_OPTIONS = {
  allow_display_name: false,
  require_display_name: false,
  allow_utf8_local_part: false,
  require_tld: true,
  allow_ip_domain: false,
  allow_underscores: false,
  domain_specific_validation: false,
  ignore_max_length: false,
  // Quotes, angle brackets, group syntax, comments, escapes: none belongs in an address a person types.
  blacklisted_chars: '"<>()[]\\,;:',
} as const;

export function isEmailAddress(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const text = value.trim();
  if (text.length > EMAIL_MAX_LENGTH || text.split('@').length !== 2 || /[\s"<>(),;:[\]\\]/.test(text)) return false;
  return isEmail(text, EMAIL_CHECK_OPTIONS);
}

/** The form we store and compare addresses in. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function requiredEmail(requiredMessage: string, invalidMessage: string): Rule {
  return (value) => {
    if (isBlank(value)) return requiredMessage;
    return isEmailAddress(value) ? null : invalidMessage;
  };
}
