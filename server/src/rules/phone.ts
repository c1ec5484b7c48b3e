import { isBlank, type Rule } from './rule.js';

/** Digits only: the contact form strips everything else from phone numbers as they are typed. */
export function digitsOf(value: unknown): string {
  return typeof value === 'string' ? value.replace(/\D/g, '') : '';
}

export interface PhoneRuleMessages {
  required?: string;
  tooShort: string;
  tooLong: string;
}

/** A number of `min` to `max` digits; optional when no `required` message is given. */
export function phoneDigits(min: number, max: number, messages: PhoneRuleMessages): Rule {
  return (value) => {
    if (isBlank(value) || digitsOf(value) === '') return messages.required ?? null;
    const digits = digitsOf(value).length;
    if (digits < min) return messages.tooShort;
    if (digits > max) return messages.tooLong;
    return null;
  };
}

/** `+<digits>`, the calling code of a country; `+1` when none is given (spec section 9). */
export const DEFAULT_CALLING_CODE = '+1';

export function normalizeCallingCode(value: unknown): string {
  const digits = digitsOf(value);
  return digits ? `+${digits}` : DEFAULT_CALLING_CODE;
}

/** The number as sent: prefixed with the calling code unless it already starts with `+` (the contact form's). */
export function withCallingCode(number: string, callingCode: string): string {
  const trimmed = number.trim();
  return trimmed.startsWith('+') ? trimmed : `${callingCode}${trimmed}`;
}

/**
 * A number as stored, `+<calling code><digits>`: a number typed with its own `+` code keeps it;
 * one typed with or without the chosen country's code gets that code once.
 */
export function internationalNumber(number: string, callingCode: string): string {
  return number.trim().startsWith('+') ? `+${digitsOf(number)}` : `${callingCode}${digitsOf(nationalPart(number, callingCode))}`;
}

/** The national part of a number that may carry its calling code. */
export function nationalPart(number: string, callingCode: string): string {
  const trimmed = number.trim();
  return trimmed.startsWith(callingCode) ? trimmed.slice(callingCode.length) : trimmed.replace(/^\+/, '');
}
