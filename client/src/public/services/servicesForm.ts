import type { CountryOption } from '../../content/forms';
import { countryByCode } from '../forms/useCountries';
import type { SubmitContactFormInput } from '../gql/graphql';

/** The Services page's "Talk to us" form (spec section 3, "Service-page message form"). */
export interface ServicesValues {
  pronoun: string;
  firstName: string;
  middleName: string;
  lastName: string;
  companyName: string;
  email: string;
  newsletter: boolean;
  /** The chosen country's ISO code. */
  country: string;
  /** As typed, starting with the calling code filled in when a country is chosen. */
  phoneNumber: string;
  /** What the visitor is looking for (one of SERVICE_INTERESTS). */
  role: string;
  message: string;
}

export type ServicesField = keyof ServicesValues;

export const EMPTY_SERVICES: ServicesValues = {
  pronoun: '',
  firstName: '',
  middleName: '',
  lastName: '',
  companyName: '',
  email: '',
  newsletter: false,
  country: '',
  phoneNumber: '',
  role: '',
  message: '',
};

/** Phone numbers keep digits, spaces and the plus of a calling code. */
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

const optional = (text: string) => (text.trim() === '' ? undefined : text.trim());

/**
 * The submission: the contact submit with `source: services` and the number as typed (no
 * prefixing, spec section 7). A number that is only the filled-in calling code is no number.
 */
export function servicesInput(
  values: ServicesValues,
  countries: readonly CountryOption[],
  guard: { website: string; formToken: string | null },
): SubmitContactFormInput {
  const country = countryByCode(countries, values.country);
  const phone = values.phoneNumber.trim();
  const onlyCode = country !== undefined && phone === country.callingCode;
  return {
    source: 'services',
    pronoun: optional(values.pronoun),
    firstName: values.firstName.trim(),
    middleName: optional(values.middleName),
    lastName: values.lastName.trim(),
    companyName: optional(values.companyName),
    email: values.email.trim(),
    newsletter: Boolean(values.newsletter),
    country: country?.name,
    countryCode: country?.callingCode,
    phoneNumber: onlyCode ? undefined : optional(phone),
    role: optional(values.role),
    message: values.message.trim(),
    website: guard.website,
    formToken: guard.formToken ?? undefined,
  };
}

const KNOWN = new Set<string>(Object.keys(EMPTY_SERVICES));

/** The server's field errors against their fields; the rest as the form's message. */
export function servicesServerErrors(fields: readonly { path: string; message: string }[], fallback: string): Partial<Record<ServicesField | 'form', string>> {
  const errors: Partial<Record<ServicesField | 'form', string>> = {};
  for (const { path, message } of fields) {
    const field = path === 'countryCode' ? 'country' : KNOWN.has(path) ? (path as ServicesField) : 'form';
    errors[field] ??= message || fallback;
  }
  return errors;
}
