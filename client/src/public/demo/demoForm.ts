import { DEMO_MESSAGES, demoRules, meetingDateRule } from '@rules/demo';
import type { RequestDemoInput } from '../gql/graphql';

/** The "Book a Demo" form as the visitor fills it. */
export interface DemoValues {
  firstName: string;
  lastName: string;
  companyName: string;
  designation: string;
  email: string;
  /** As the `datetime-local` field holds it: `YYYY-MM-DDTHH:mm`, the visitor's local time. */
  meetingDate: string;
  message: string;
}

export type DemoField = keyof DemoValues;

export const EMPTY_DEMO: DemoValues = { firstName: '', lastName: '', companyName: '', designation: '', email: '', meetingDate: '', message: '' };

/** Midnight at the start of the visitor's own today: a meeting may be any time from then on. */
export function startOfLocalToday(now = new Date()): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

/** `now` as a `datetime-local` value, for the field's `min`. */
export function localDateTimeValue(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}T${pad(now.getHours())}:${pad(now.getMinutes())}`;
}

export interface DemoCheck {
  /** The one message the form shows (spec section 5), or `null` when the form may be sent. */
  message: string | null;
  /** The fields to mark. */
  invalid: readonly DemoField[];
}

/**
 * Spec section 5: the required fields first ("Please fill in all required fields"), then the
 * address, then the date, which may not be before the visitor's today.
 */
export function checkDemo(values: DemoValues, now = new Date()): DemoCheck {
  const problems: [DemoField, string | null][] = [
    ['firstName', demoRules.firstName(values.firstName)],
    ['lastName', demoRules.lastName(values.lastName)],
    ['email', demoRules.email(values.email)],
    ['meetingDate', meetingDateRule(() => startOfLocalToday(now))(values.meetingDate)],
    ['message', demoRules.message(values.message)],
  ];
  const found = problems.filter((problem): problem is [DemoField, string] => problem[1] !== null);
  const missing = found.filter(([, message]) => message === DEMO_MESSAGES.requiredFields);
  const shown = missing.length > 0 ? missing : found.slice(0, 1);
  return { message: shown[0]?.[1] ?? null, invalid: shown.map(([field]) => field) };
}

const optional = (text: string) => (text.trim() === '' ? undefined : text.trim());

/** The submission: trimmed text and the meeting as an ISO 8601 instant. */
export function demoInput(values: DemoValues, guard: { website: string; formToken: string | null }): RequestDemoInput {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    companyName: optional(values.companyName),
    designation: optional(values.designation),
    email: values.email.trim(),
    meetingDate: new Date(values.meetingDate).toISOString(),
    message: values.message.trim(),
    website: guard.website,
    formToken: guard.formToken ?? undefined,
  };
}
