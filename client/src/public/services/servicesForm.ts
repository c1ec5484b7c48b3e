import type { CountryOption } from '../../content/forms';
import { LEAD_SUBMIT_MESSAGES } from '../forms/messages';
import { optionalText, type FormDefinition } from '../forms/useCheckedForm';
import { phoneCharacters } from '../forms/phone';
import { countryByCode } from '../forms/useCountries';
import type { SpamGuardFields } from '../forms/useFormToken';
import type { SubmitContactFormInput } from '../gql/graphql';
import { EMPTY_CONTACT, leadInput, type ContactValues } from '../contact/contactForm';

/**
 * The Services page's "Talk to us" form (spec section 3, "Service-page message form"): the
 * contact form's fields without the landline and the custom role. Here `phoneNumber` is kept as
 * typed (the calling code is filled in front when a country is chosen) and `role` is what the
 * visitor is looking for (one of SERVICE_INTERESTS).
 */
export type ServicesValues = Omit<ContactValues, 'landlineCountry' | 'landlineNumber' | 'customRole'>;

export type ServicesField = keyof ServicesValues;

const { landlineCountry: _landlineCountry, landlineNumber: _landlineNumber, customRole: _customRole, ...emptyServices } = EMPTY_CONTACT;
const EMPTY_SERVICES: ServicesValues = emptyServices;

/**
 * The submission: the contact submit with `source: services` and the number as typed (no
 * prefixing, spec section 7). A number that is only the filled-in calling code is no number.
 */
export function servicesInput(values: ServicesValues, countries: readonly CountryOption[], guard: SpamGuardFields): SubmitContactFormInput {
  const country = countryByCode(countries, values.country);
  const phone = values.phoneNumber.trim();
  const onlyCode = country !== undefined && phone === country.callingCode;
  return {
    ...leadInput('services', values, country, guard),
    countryCode: country?.callingCode,
    phoneNumber: onlyCode ? undefined : optionalText(phone),
    role: optionalText(values.role),
  };
}

const KNOWN = new Set<string>(Object.keys(EMPTY_SERVICES));

/** Which field a server error concerns; the calling code is the country's. */
function servicesServerField(path: string): ServicesField | 'form' {
  if (path === 'countryCode') return 'country';
  return KNOWN.has(path) ? (path as ServicesField) : 'form';
}

/** No rules of its own (spec section 5): the browser insists on the required fields, the server checks the rest. */
export const SERVICES_FIELDS: FormDefinition<ServicesValues, ServicesField> = {
  empty: EMPTY_SERVICES,
  serverField: servicesServerField,
  messages: LEAD_SUBMIT_MESSAGES,
  kept: (values) => ({ ...values, phoneNumber: phoneCharacters(values.phoneNumber) }),
};
