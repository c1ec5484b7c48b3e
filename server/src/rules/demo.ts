import { requiredEmail } from './email.js';
import { allOf, isBlank, oneLine, type Rule } from './rule.js';

export const DEMO_MESSAGES = {
  requiredFields: 'Please fill in all required fields',
  emailInvalid: 'Please enter a valid email address',
  futureDate: 'Please select a future date for the meeting',
  failed: 'Failed to submit demo request. Please try again.',
  thanks: 'Thank you for reaching out... Our team will get back to you soon.',
} as const;

export const DEMO_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
export type DemoStatusValue = (typeof DEMO_STATUSES)[number];
export const DEMO_STATUS_LABELS: Record<DemoStatusValue, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** The Demo Requests screen's confirmations; the server answers with the same words. */
export const DEMO_ADMIN_MESSAGES = {
  notFound: 'Demo request not found',
  statusUpdated: 'Status updated successfully',
  notesSaved: 'Notes saved successfully',
  deleted: 'Demo request deleted successfully',
} as const;

const required: Rule = (value) => (isBlank(value) ? DEMO_MESSAGES.requiredFields : null);

/**
 * "Not before today": in the browser, today is the visitor's own day; the server, which does not
 * know the visitor's time zone, allows from the start of today in the time zone furthest behind.
 */
export function meetingDateRule(startOfToday: () => Date): Rule {
  return (value) => {
    if (isBlank(value)) return DEMO_MESSAGES.requiredFields;
    const date = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : null;
    if (!date || Number.isNaN(date.getTime())) return DEMO_MESSAGES.futureDate;
    return date.getTime() < startOfToday().getTime() ? DEMO_MESSAGES.futureDate : null;
  };
}

export const demoRules = {
  firstName: allOf(required, oneLine('First name')),
  lastName: allOf(required, oneLine('Last name')),
  email: requiredEmail(DEMO_MESSAGES.requiredFields, DEMO_MESSAGES.emailInvalid),
  message: required,
};
