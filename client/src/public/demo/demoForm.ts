import { DEMO_MESSAGES, demoRules, meetingDateRule } from '@rules/demo';
import { optionalText, type FieldErrors, type FormDefinition } from '../forms/useCheckedForm';
import type { SpamGuardFields } from '../forms/useFormToken';
import type { RequestDemoInput } from '../gql/graphql';
import { localTimeZone, startOfLocalToday } from '../../ui/dateTimeLocal';

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

const EMPTY_DEMO: DemoValues = { firstName: '', lastName: '', companyName: '', designation: '', email: '', meetingDate: '', message: '' };

/**
 * What the form says is wrong (spec section 5), one message in its banner: the required fields
 * first ("Please fill in all required fields", each missing one marked), then the address, then
 * the date, which may not be before the visitor's today (only the first of those marked).
 */
function demoProblems(values: DemoValues, now = new Date()): FieldErrors<DemoField> {
  const problems: [DemoField, string | null][] = [
    ['firstName', demoRules.firstName(values.firstName)],
    ['lastName', demoRules.lastName(values.lastName)],
    ['email', demoRules.email(values.email)],
    ['meetingDate', meetingDateRule(() => startOfLocalToday(now))(values.meetingDate)],
    ['message', demoRules.message(values.message)],
  ];
  const found = problems.filter((problem): problem is [DemoField, string] => problem[1] !== null);
  const missing = found.filter(([, message]) => message === DEMO_MESSAGES.requiredFields);
  return Object.fromEntries(missing.length > 0 ? missing : found.slice(0, 1));
}

/**
 * The demo form's fields; a server error concerns the field of its path. What is wrong shows in
 * one banner; the server's checks are the browser's, so its field refusals only come when the
 * clock or the rules moved.
 */
export const DEMO_FIELDS: FormDefinition<DemoValues, DemoField> = {
  empty: EMPTY_DEMO,
  problems: demoProblems,
  serverField: (path) => (Object.hasOwn(EMPTY_DEMO, path) ? (path as DemoField) : 'form'),
  messages: { thanks: DEMO_MESSAGES.thanks, refused: DEMO_MESSAGES.failed, failed: DEMO_MESSAGES.failed, invalidValue: DEMO_MESSAGES.failed },
  banner: true,
};

/** The submission: trimmed text, and the meeting as an ISO 8601 instant with the zone it was picked in (the calendar invitation's). */
export function demoInput(values: DemoValues, guard: SpamGuardFields): RequestDemoInput {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    companyName: optionalText(values.companyName),
    designation: optionalText(values.designation),
    email: values.email.trim(),
    meetingDate: new Date(values.meetingDate).toISOString(),
    timeZone: localTimeZone(),
    message: values.message.trim(),
    website: guard.website,
    formToken: guard.formToken ?? undefined,
  };
}
