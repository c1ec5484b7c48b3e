import { APPLICATION_MESSAGES } from '@rules/careers';

/** Copy of the job application modal (spec sections 3, 5 and 8). */
export const APPLICATION_FORM = {
  title: 'Apply for this job',
  generalTitle: 'Send an open application',
  close: 'Close',
  firstName: 'First name',
  middleName: 'Middle name',
  lastName: 'Last name',
  pronoun: 'Pronoun',
  pronounPlaceholder: 'Select',
  email: 'Email',
  country: 'Country',
  countryPlaceholder: 'Select your country',
  phoneNumber: 'Phone number',
  callingCode: 'Calling code',
  coverNote: 'Cover note',
  coverNotePlaceholder: 'Why this role, and what you would bring to it.',
  resumes: 'Resume',
  resumesButton: 'Choose files',
  resumesHint: 'PDF, DOC, DOCX or TXT, each under 5 MB. You can attach more than one.',
  removeFile: (name: string) => `Remove ${name}`,
  subscribe: 'Keep me posted about new roles and Finmesh news',
  optional: '(optional)',
  submit: 'Submit Application',
  submitting: 'Submitting...',
  uploading: (percent: number) => `Uploading ${percent}%`,
  successTitle: 'Application sent',
  success: APPLICATION_MESSAGES.submitted,
  successNote: 'We have emailed you a confirmation. This window closes in a few seconds.',
  /** The server refused without saying why. */
  submitRefused: 'Failed to submit application. Please try again.',
  /** The request did not get through. */
  submitFailed: 'An error occurred while submitting your application. Please try again.',
} as const;
