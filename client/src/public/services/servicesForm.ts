import type { CountryOption } from '../../content/forms';
import { optionalText } from '../forms/useCheckedForm';
import { countryByCode } from '../forms/useCountries';
import type { SubmitContactFormInput } from '../gql/graphql';
import { EMPTY_CONTACT, type ContactValues } from '../contact/contactForm';

/**
 * The Services page's "Talk to us" form (spec section 3, "Service-page message form"): the
 * contact form's fields without the landline and the custom role. Here `phoneNumber` is kept as
 * typed (the calling code is filled in front when a country is chosen) and `role` is what the
 * visitor is looking for (one of SERVICE_INTERESTS).
 */
export type ServicesValues = Omit<ContactValues, 'landlineCountry' | 'landlineNumber' | 'customRole'>;

export type ServicesField = keyof ServicesValues;

const { landlineCountry: _landlineCountry, landlineNumber: _landlineNumber, customRole: _customRole, ...emptyServices } = EMPTY_CONTACT;
export const EMPTY_SERVICES: ServicesValues = emptyServices;

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
    pronoun: optionalText(values.pronoun),
    firstName: values.firstName.trim(),
    middleName: optionalText(values.middleName),
    lastName: values.lastName.trim(),
    companyName: optionalText(values.companyName),
    email: values.email.trim(),
    newsletter: Boolean(values.newsletter),
    country: country?.name,
    countryCode: country?.callingCode,
    phoneNumber: onlyCode ? undefined : optionalText(phone),
    role: optionalText(values.role),
    message: values.message.trim(),
    website: guard.website,
    formToken: guard.formToken ?? undefined,
  };
}

const KNOWN = new Set<string>(Object.keys(EMPTY_SERVICES));

/** Which field a server error concerns; the calling code is the country's. */
export function servicesServerField(path: string): ServicesField | 'form' {
  if (path === 'countryCode') return 'country';
  return KNOWN.has(path) ? (path as ServicesField) : 'form';
}
