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
} as const;

/**
 * What a change tells the requester's calendar (and so mails them): the meeting is confirmed (the
 * invitation), moved (its update), cancelled, or no longer confirmed (back to pending): both of
 * the last take it out.
 */
export type MeetingNews = 'confirmed' | 'moved' | 'cancelled' | 'unconfirmed';

/**
 * What setting a request's status from `was` to `status` mails the requester, if anything:
 * confirming sends the invitation; a confirmed request cancelled, or put back to pending, its
 * cancellation; a completed one's meeting took place, and nothing is sent. The screen asks before
 * exactly these changes; a request the spam guard holds is sent nothing.
 */
export function newsOfStatus(was: DemoStatusValue, status: DemoStatusValue): MeetingNews | null {
  if (was === status) return null;
  if (status === 'confirmed') return 'confirmed';
  if (was !== 'confirmed') return null;
  return status === 'cancelled' ? 'cancelled' : status === 'pending' ? 'unconfirmed' : null;
}

/** What a change mailed: the news, to whom, and who was sent a copy (none when no member or team address is known). */
export interface MeetingMailSent {
  news: MeetingNews;
  /** The requester's name and address. */
  to: { name: string; address: string };
  copyTo: string | null;
}

const WHAT_WAS_SENT: Record<MeetingNews, { done: string; sent: string }> = {
  confirmed: { done: 'Demo confirmed', sent: 'the calendar invitation' },
  moved: { done: 'Meeting time changed', sent: 'the updated invitation' },
  cancelled: { done: 'Demo cancelled', sent: 'the cancellation' },
  unconfirmed: { done: 'Back to pending', sent: 'the cancellation of the confirmed time' },
};

/**
 * What a change of status or time answers: what was sent to whom, and where its copy went
 * ("Demo confirmed. Lena Fischer was sent the calendar invitation at lena@fischer.example; a copy went to sam@finmesh.example."),
 * or `unchanged` when nothing was sent.
 */
export function meetingChangedMessage(sent: MeetingMailSent | null, unchanged: string): string {
  if (!sent) return unchanged;
  const { done, sent: what } = WHAT_WAS_SENT[sent.news];
  return `${done}. ${sent.to.name} was sent ${what} at ${sent.to.address}${sent.copyTo ? `; a copy went to ${sent.copyTo}` : ''}.`;
}

/** The longest meeting link or place taken. */
export const MEETING_PLACE_MAX = 500;

export const MEETING_PLACE_MESSAGES = {
  /** The screen asks for one before it confirms (the API leaves it optional). */
  required: 'Add the meeting link or place: the invitation tells the requester where to join',
  invalid: `Meeting link or place must be one line of at most ${MEETING_PLACE_MAX} characters`,
  badLink: 'Meeting link must be a whole web address, such as https://meet.example.com/abc-defg',
} as const;

/** A meeting place that is a link to join (a video call): the invitation's URL as well as its LOCATION, and a button in the email. */
export const isMeetingLink = (place: string): boolean => /^https?:\/\//i.test(place.trim());

/**
 * Where the meeting is, as the staff give it when confirming: a link to join (https://…, a whole
 * address) or a place (an office, a phone number); optional, one line.
 */
export const meetingPlaceRule: Rule = (value) => {
  if (isBlank(value)) return null;
  if (typeof value !== 'string' || value.length > MEETING_PLACE_MAX || /[\r\n\u2028\u2029]/.test(value)) return MEETING_PLACE_MESSAGES.invalid;
  if (!isMeetingLink(value)) return null;
  try {
    const url = new URL(value.trim());
    return url.hostname.includes('.') && !/\s/.test(value.trim()) ? null : MEETING_PLACE_MESSAGES.badLink;
  } catch {
    return MEETING_PLACE_MESSAGES.badLink;
  }
};

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
