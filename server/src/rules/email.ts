import { isBlank, type Rule } from './rule.js';

/** Longest address SMTP can deliver to (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

/** `local@domain.tld` with no spaces: the `{email}` shape of the spec. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailAddress(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const text = value.trim();
  return text.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(text);
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
