import { DEFAULT_CALLING_CODE, digitsOf } from '@rules/phone';
import type { CountryOption } from '../../content/forms';
import { countryByCode } from './useCountries';

/** The calling code of the chosen country (by ISO code), or +1 when none is chosen (spec section 9). */
export const callingCodeOf = (countries: readonly CountryOption[], country: string): string =>
  countryByCode(countries, country)?.callingCode ?? DEFAULT_CALLING_CODE;

/**
 * What a phone field keeps of what the visitor typed or pasted: digits only, without the calling
 * code already shown beside the field when the number came with it ("+91 98450 12345"). While the
 * visitor is still typing a leading "+" and that code, the "+" stays so the code can be recognised.
 */
export function nationalDigits(typed: string, callingCode: string): string {
  const digits = digitsOf(typed);
  const code = digitsOf(callingCode);
  if (!typed.trim().startsWith('+') || code === '') return digits;
  if (digits.startsWith(code)) return digits.slice(code.length);
  return code.startsWith(digits) ? `+${digits}` : digits;
}

/** Phone numbers typed with their calling code keep digits, spaces and the plus of the code. */
export function phoneCharacters(typed: string): string {
  return typed.replace(/[^\d+ ]/g, '');
}

/**
 * Choosing a country fills its calling code in front of the number, in place of the previous
 * country's code. A number the visitor typed with some other code is theirs to keep.
 */
export function withCountryCode(phone: string, previousCode: string | undefined, nextCode: string): string {
  const trimmed = phone.trim();
  if (trimmed.startsWith('+') && !(previousCode && trimmed.startsWith(previousCode))) return phone;
  const rest = previousCode && trimmed.startsWith(previousCode) ? trimmed.slice(previousCode.length).trim() : trimmed;
  return rest ? `${nextCode} ${rest}` : `${nextCode} `;
}
