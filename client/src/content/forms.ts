/** Choices and defaults the public forms share (Contact, Services' "Talk to us"). */

export interface CountryOption {
  name: string;
  /** ISO 3166-1 alpha-2, for example IN. */
  code: string;
  /** `+<digits>`, for example +91. */
  callingCode: string;
}

/** When the country list cannot be loaded the forms offer these (spec section 7), by name. */
export const FALLBACK_COUNTRIES: readonly CountryOption[] = [
  { name: 'India', code: 'IN', callingCode: '+91' },
  { name: 'United Kingdom', code: 'GB', callingCode: '+44' },
  { name: 'United States', code: 'US', callingCode: '+1' },
];

/** The labels the lead forms share (Contact, Services' "Talk to us"). */
export const LEAD_FORM_LABELS = {
  pronoun: 'Pronoun',
  pronounPlaceholder: 'Select',
  firstName: 'First name',
  middleName: 'Middle name',
  lastName: 'Last name',
  companyName: 'Company name',
  email: 'Work email',
  country: 'Country',
  countryPlaceholder: 'Select your country',
  phoneNumber: 'Phone number',
  message: 'Message',
  newsletter: 'Subscribe to our newsletter',
  submit: 'Send message',
  submitting: 'Submitting...',
} as const;
