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
  rescheduled: 'Meeting time changed',
  /** A confirmed request's new time also goes to the requester, as an update of the invitation. */
  rescheduledAndInvited: 'Meeting time changed. The requester was sent the updated invitation.',
} as const;

/** What moving a meeting answers: whether the requester was sent the updated invitation (only a confirmed request's is). */
export const rescheduledMessage = (invited: boolean): string => (invited ? DEMO_ADMIN_MESSAGES.rescheduledAndInvited : DEMO_ADMIN_MESSAGES.rescheduled);

/** How long a demo meeting is: its calendar invitation's length, and what the "Book a Demo" copy promises. */
export const DEMO_MEETING_MINUTES = 30;

/** The longest time zone name taken (the longest IANA name is about 30 characters). */
const TIME_ZONE_MAX = 64;
/** An IANA name's shape (Europe/Berlin, America/Argentina/Buenos_Aires, Etc/GMT+5, UTC): no offsets, spaces or other text. */
const TIME_ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

export const TIME_ZONE_MESSAGE = 'Time zone must be an IANA time zone name, such as Europe/Berlin';

/**
 * The time zone a meeting time was picked in, as the browser names it
 * (`Intl.DateTimeFormat().resolvedOptions().timeZone`): optional (blank is none), and one this JavaScript knows.
 */
export const timeZoneRule: Rule = (value) => {
  if (isBlank(value)) return null;
  if (typeof value !== 'string' || value.length > TIME_ZONE_MAX || !TIME_ZONE_NAME.test(value)) return TIME_ZONE_MESSAGE;
  return knownTimeZone(value) ? null : TIME_ZONE_MESSAGE;
};

/** The zone's name as `Intl` spells it (`europe/berlin` is `Europe/Berlin`), or `null` for a zone it does not know. */
export function knownTimeZone(name: string): string | null {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

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
