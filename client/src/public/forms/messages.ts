import { CONTACT_MESSAGES } from '@rules/contact';

/** The public forms' own messages (spec section 8); the rules' messages come from `@rules/...`. */
export const FORM_MESSAGES = {
  /** The server refused without saying why. */
  submitRefused: 'Failed to submit form. Please try again.',
  /** The request did not get through. */
  submitFailed: 'An error occurred while submitting the form. Please try again.',
  /** A server field error without a message. */
  invalidValue: 'Invalid value',
  thanks: CONTACT_MESSAGES.thanks,
  countriesFallback: 'Failed to load countries. Using default list.',
} as const;

/** What a form says when a submission ends without a message of the server's. */
export interface SubmitMessages {
  /** Stored, and the server sent no thanks of its own. */
  thanks: string;
  /** The server refused without saying why. */
  refused: string;
  /** The request did not get through. */
  failed: string;
  /** A server field error without a message. */
  invalidValue: string;
}

/** How the lead forms (Contact, Talk to us) end a submission the server did not explain. */
export const LEAD_SUBMIT_MESSAGES: SubmitMessages = {
  thanks: FORM_MESSAGES.thanks,
  refused: FORM_MESSAGES.submitRefused,
  failed: FORM_MESSAGES.submitFailed,
  invalidValue: FORM_MESSAGES.invalidValue,
};

/** What became of a form submission. */
export type LeadOutcome =
  /** Stored: show the thanks (the server's message). */
  | { kind: 'sent'; message: string }
  /** The server refused some fields (`BAD_USER_INPUT`): show each message against its field. */
  | { kind: 'invalid'; fields: readonly { path: string; message: string }[]; message: string }
  /** The server refused the submission as a whole (for example too many requests): show its message. */
  | { kind: 'refused'; message: string }
  /** The request did not get through, or the answer made no sense. */
  | { kind: 'failed' };
