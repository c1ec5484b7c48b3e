import { requiredEmail } from './email.js';
import { phoneDigits } from './phone.js';
import { allOf, isBlank, oneLine, type Rule } from './rule.js';

export const CONTACT_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  countryRequired: 'Country is required',
  phoneRequired: 'Phone number is required',
  phoneTooShort: 'Phone number is too short',
  phoneTooLong: 'Phone number is too long',
  roleRequired: 'Please select a role',
  customRoleRequired: 'Please specify your role',
  messageRequired: 'Message is required',
  messageTooShort: 'Message should be at least 10 characters long',
  landlineTooShort: 'Landline number is too short',
  landlineTooLong: 'Landline number is too long',
  tooLong: (what: string, max: number) => `${what} must be at most ${max} characters`,
  thanks: 'Thank you for reaching out... Our team will get back to you soon.',
} as const;

/** Where a submission came from: the Contact page, or the Services page's "Talk to us" form. */
export const CONTACT_SOURCES = ['contact', 'services'] as const;
export type ContactSourceValue = (typeof CONTACT_SOURCES)[number];

/** A submission's statuses, stored as the spec writes them. */
export const CONTACT_STATUSES = ['new', 'in-progress', 'completed', 'archived'] as const;
export type ContactStatusValue = (typeof CONTACT_STATUSES)[number];
/** How the back office names them (issue P19: "in-progress" showed where a label belongs). */
export const CONTACT_STATUS_LABELS: Readonly<Record<ContactStatusValue, string>> = {
  new: 'New',
  'in-progress': 'In progress',
  completed: 'Completed',
  archived: 'Archived',
};

/** The contact form's roles; "Other" asks for the role in words. */
export const CONTACT_ROLES = ['Investor', 'Borrower', 'Advisor', 'Other'] as const;
export const OTHER_ROLE = 'Other';

/** What a visitor is looking for, on the Services page's message form. */
export const SERVICE_INTERESTS = ['Match Making', 'CLM', 'Block Chain', 'Capital Market', 'Equity', 'AI Module'] as const;

export const MESSAGE_MIN_LENGTH = 10;
export const MESSAGE_MAX_LENGTH = 5000;

const required = (message: string): Rule => (value) => (isBlank(value) ? message : null);

/** The form's rules, the same in the browser and on the server; names and other one-line fields take no line break. */
export const contactRules = {
  firstName: allOf(required(CONTACT_MESSAGES.firstNameRequired), oneLine('First name')),
  lastName: allOf(required(CONTACT_MESSAGES.lastNameRequired), oneLine('Last name')),
  email: requiredEmail(CONTACT_MESSAGES.emailRequired, CONTACT_MESSAGES.emailInvalid),
  country: allOf(required(CONTACT_MESSAGES.countryRequired), oneLine('Country')),
  /** The national number, without its calling code. */
  phoneNumber: phoneDigits(7, 15, {
    required: CONTACT_MESSAGES.phoneRequired,
    tooShort: CONTACT_MESSAGES.phoneTooShort,
    tooLong: CONTACT_MESSAGES.phoneTooLong,
  }),
  landlineNumber: phoneDigits(6, 15, { tooShort: CONTACT_MESSAGES.landlineTooShort, tooLong: CONTACT_MESSAGES.landlineTooLong }),
  role: allOf(required(CONTACT_MESSAGES.roleRequired), oneLine('Role')),
  customRole: allOf(required(CONTACT_MESSAGES.customRoleRequired), oneLine('Role')),
  message: ((value) => {
    if (isBlank(value) || typeof value !== 'string') return CONTACT_MESSAGES.messageRequired;
    const length = value.trim().length;
    if (length < MESSAGE_MIN_LENGTH) return CONTACT_MESSAGES.messageTooShort;
    return length > MESSAGE_MAX_LENGTH ? CONTACT_MESSAGES.tooLong('Message', MESSAGE_MAX_LENGTH) : null;
  }) satisfies Rule,
};

/** The Form Submissions screen's confirmations (spec section 8); the server answers with the same words. */
export const CONTACT_ADMIN_MESSAGES = {
  statusUpdated: 'Status updated successfully',
  replySent: 'Reply sent successfully',
  deleted: 'Submission deleted successfully',
  notFound: 'Submission not found',
} as const;
