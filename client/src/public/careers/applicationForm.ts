import { APPLICATION_MESSAGES, MAX_RESUME_BYTES, MAX_RESUME_FILES, applicationRules, hasResumeExtension } from '@rules/careers';
import type { CountryOption } from '../../content/forms';
import { withCallingCode } from '@rules/phone';
import { callingCodeOf } from '../forms/phone';
import { APPLICATION_FORM as LABELS } from '../../content/application';
import { FORM_MESSAGES } from '../forms/messages';
import { optionalText, problemsOf, type FormDefinition } from '../forms/useCheckedForm';
import type { SpamGuardFields } from '../forms/useFormToken';
import type { ApplyForJobInput } from '../gql/graphql';
import type { ApplyTarget } from './applications';

/** The application form as the candidate fills it (spec section 3, "Job application"). */
export interface ApplicationValues {
  firstName: string;
  middleName: string;
  lastName: string;
  pronoun: string;
  email: string;
  /** The chosen country's ISO code. */
  country: string;
  /** The national number; its calling code comes from `country`. */
  phone: string;
  coverNote: string;
  subscribe: boolean;
  resumes: readonly File[];
}

export type ApplicationField = keyof ApplicationValues;

const EMPTY_APPLICATION: ApplicationValues = { firstName: '', middleName: '', lastName: '', pronoun: '', email: '', country: '', phone: '', coverNote: '', subscribe: false, resumes: [] };

/** What the phone field keeps: digits, spaces and dashes as people type them; a leading + means the number carries its own code. */
export const phoneKept = (typed: string): string => typed.replace(/[^\d+ -]/g, '');

/** The fields with rules, in the order they appear (the first with a problem gets focus). */
const CHECKED_FIELDS = ['firstName', 'lastName', 'email', 'country', 'phone', 'coverNote', 'resumes'] as const satisfies readonly ApplicationField[];

/** The browser's first check of the files; the server checks what they really contain. */
export function resumesError(files: readonly File[]): string | null {
  if (files.length > MAX_RESUME_FILES) return APPLICATION_MESSAGES.tooManyFiles;
  if (files.some((file) => !hasResumeExtension(file.name))) return APPLICATION_MESSAGES.fileType;
  if (files.some((file) => file.size > MAX_RESUME_BYTES)) return APPLICATION_MESSAGES.fileTooLarge;
  return null;
}

function applicationFieldError(field: ApplicationField, values: ApplicationValues): string | null {
  switch (field) {
    case 'firstName':
    case 'lastName':
    case 'email':
    case 'country':
    case 'phone':
    case 'coverNote':
      return applicationRules[field](values[field]);
    case 'resumes':
      return resumesError(values.resumes);
    default:
      return null;
  }
}

/** The submission: position, subscribe (false by default), the calling code and the prefixed phone (spec section 7). */
export function applicationInput(
  values: ApplicationValues,
  target: ApplyTarget,
  countries: readonly CountryOption[],
  guard: SpamGuardFields,
): ApplyForJobInput {
  const callingCode = callingCodeOf(countries, values.country);
  return {
    jobId: target.jobId ?? undefined,
    position: target.position,
    firstName: values.firstName.trim(),
    middleName: optionalText(values.middleName),
    lastName: values.lastName.trim(),
    pronoun: optionalText(values.pronoun),
    email: values.email.trim(),
    country: values.country,
    countryCode: callingCode,
    phone: withCallingCode(values.phone, callingCode),
    coverNote: values.coverNote.trim(),
    subscribe: values.subscribe,
    website: guard.website,
    formToken: guard.formToken ?? undefined,
  };
}

const SERVER_FIELDS: Record<string, ApplicationField> = {
  firstName: 'firstName',
  middleName: 'middleName',
  lastName: 'lastName',
  pronoun: 'pronoun',
  email: 'email',
  country: 'country',
  countryCode: 'country',
  phone: 'phone',
  coverNote: 'coverNote',
  resume: 'resumes',
  resumes: 'resumes',
};

/** The application's fields: each checked as the candidate leaves it, and all on submit; server paths may come as `input.<field>`. */
export const APPLICATION_FIELDS: FormDefinition<ApplicationValues, ApplicationField> = {
  empty: EMPTY_APPLICATION,
  problems: problemsOf(CHECKED_FIELDS, applicationFieldError),
  fieldError: applicationFieldError,
  serverField: (path) => SERVER_FIELDS[path.replace(/^input\./, '').split('.')[0] ?? ''] ?? 'form',
  messages: { thanks: LABELS.success, refused: LABELS.submitRefused, failed: LABELS.submitFailed, invalidValue: FORM_MESSAGES.invalidValue },
  kept: (values) => ({ ...values, phone: phoneKept(values.phone) }),
};
