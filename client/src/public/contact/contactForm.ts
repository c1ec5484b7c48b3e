import { OTHER_ROLE, contactRules } from '@rules/contact';
import { DEFAULT_CALLING_CODE, withCallingCode } from '@rules/phone';
import type { CountryOption } from '../../content/forms';
import { callingCodeOf, nationalDigits } from '../forms/phone';
import { LEAD_SUBMIT_MESSAGES } from '../forms/messages';
import { optionalText, problemsOf, type FormDefinition } from '../forms/useCheckedForm';
import { countryByCode } from '../forms/useCountries';
import type { SpamGuardFields } from '../forms/useFormToken';
import type { SubmitContactFormInput } from '../gql/graphql';

/** The Contact page form as the visitor fills it (spec section 3, "Contact form payload"). */
export interface ContactValues {
  pronoun: string;
  firstName: string;
  middleName: string;
  lastName: string;
  companyName: string;
  email: string;
  newsletter: boolean;
  /** The chosen country's ISO code. */
  country: string;
  /** The national number, digits only; its calling code comes from `country`. */
  phoneNumber: string;
  /** The landline's country (ISO code); empty means the same as `country`. */
  landlineCountry: string;
  /** Digits only. */
  landlineNumber: string;
  role: string;
  /** The role in the visitor's words, when `role` is Other. */
  customRole: string;
  message: string;
}

export type ContactField = keyof ContactValues;

export const EMPTY_CONTACT: ContactValues = {
  pronoun: '',
  firstName: '',
  middleName: '',
  lastName: '',
  companyName: '',
  email: '',
  newsletter: false,
  country: '',
  phoneNumber: '',
  landlineCountry: '',
  landlineNumber: '',
  role: '',
  customRole: '',
  message: '',
};

/** The fields with rules, in the order they appear (the first with a problem gets focus). */
const CHECKED_FIELDS = ['firstName', 'lastName', 'email', 'country', 'phoneNumber', 'landlineNumber', 'role', 'customRole', 'message'] as const satisfies readonly ContactField[];

/** The message for one field under the shared rules (spec section 5), or `null`. */
function contactFieldError(field: ContactField, values: ContactValues): string | null {
  switch (field) {
    case 'firstName':
    case 'lastName':
    case 'email':
    case 'country':
    case 'phoneNumber':
    case 'landlineNumber':
    case 'role':
    case 'message':
      return contactRules[field](values[field]);
    case 'customRole':
      return values.role === OTHER_ROLE ? contactRules.customRole(values.customRole) : null;
    default:
      return null;
  }
}

export interface CallingCodes {
  phone: string;
  landline: string;
}

/** The calling codes shown beside the phone fields: the chosen countries' codes, or +1 (spec section 9). */
export function callingCodesOf(values: ContactValues, countries: readonly CountryOption[]): CallingCodes {
  const phone = callingCodeOf(countries, values.country);
  const landline = countryByCode(countries, values.landlineCountry)?.callingCode ?? phone;
  return { phone, landline };
}

/**
 * What the Contact page and Talk to us both send (spec section 7, "Contact submit"): the
 * person's fields trimmed, the optional ones left out when empty, the newsletter as a boolean
 * and the country by name.
 */
export function leadInput(
  source: 'contact' | 'services',
  values: Omit<ContactValues, 'landlineCountry' | 'landlineNumber' | 'customRole'>,
  country: CountryOption | undefined,
  guard: SpamGuardFields,
): SubmitContactFormInput {
  return {
    source,
    pronoun: optionalText(values.pronoun),
    firstName: values.firstName.trim(),
    middleName: optionalText(values.middleName),
    lastName: values.lastName.trim(),
    companyName: optionalText(values.companyName),
    email: values.email.trim(),
    newsletter: Boolean(values.newsletter),
    country: country?.name,
    message: values.message.trim(),
    website: guard.website,
    formToken: guard.formToken ?? undefined,
  };
}

/**
 * The submission (spec section 7, "Contact submit"): newsletter as a boolean, the calling code
 * (+1 by default), the phone number prefixed with it unless it already starts with +, and the
 * role in the visitor's words when they chose Other.
 */
export function contactInput(values: ContactValues, countries: readonly CountryOption[], guard: SpamGuardFields): SubmitContactFormInput {
  const country = countryByCode(countries, values.country);
  const codes = callingCodesOf(values, countries);
  const hasLandline = values.landlineNumber !== '';
  const landlineCountry = countryByCode(countries, values.landlineCountry) ?? country;
  const customRole = values.role === OTHER_ROLE ? values.customRole.trim() : undefined;
  return {
    ...leadInput('contact', values, country, guard),
    countryCode: codes.phone || DEFAULT_CALLING_CODE,
    phoneNumber: withCallingCode(values.phoneNumber, codes.phone),
    landlineCountry: hasLandline ? landlineCountry?.name : undefined,
    landlineCountryCode: hasLandline ? codes.landline : undefined,
    landlineNumber: hasLandline ? values.landlineNumber : undefined,
    role: customRole ?? values.role,
    customRole,
  };
}

const SERVER_FIELDS: Record<string, ContactField> = {
  pronoun: 'pronoun',
  firstName: 'firstName',
  middleName: 'middleName',
  lastName: 'lastName',
  companyName: 'companyName',
  email: 'email',
  country: 'country',
  countryCode: 'country',
  phoneNumber: 'phoneNumber',
  landlineCountry: 'landlineCountry',
  landlineCountryCode: 'landlineCountry',
  landlineNumber: 'landlineNumber',
  role: 'role',
  customRole: 'customRole',
  message: 'message',
};

/** Which field a server error concerns: the role sent in the visitor's words is the custom role's. */
function contactServerField(path: string, values: ContactValues): ContactField | 'form' {
  const field = SERVER_FIELDS[path] ?? 'form';
  return field === 'role' && values.role === OTHER_ROLE ? 'customRole' : field;
}

/** The Contact form's fields: each checked as the visitor leaves it, and all of them on submit. */
export const CONTACT_FIELDS: FormDefinition<ContactValues, ContactField> = {
  empty: EMPTY_CONTACT,
  problems: problemsOf(CHECKED_FIELDS, contactFieldError),
  fieldError: contactFieldError,
  serverField: contactServerField,
  messages: LEAD_SUBMIT_MESSAGES,
  kept: (values, countries) => {
    const codes = callingCodesOf(values, countries);
    return { ...values, phoneNumber: nationalDigits(values.phoneNumber, codes.phone), landlineNumber: nationalDigits(values.landlineNumber, codes.landline) };
  },
};
