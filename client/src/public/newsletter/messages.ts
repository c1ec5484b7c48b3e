import { NEWSLETTER_MESSAGES } from '@rules/newsletter';

/** The newsletter form's messages (spec section 8); the server's own come from the shared rules. */
export const NEWSLETTER_CLIENT_MESSAGES = {
  subscribed: NEWSLETTER_MESSAGES.subscribed,
  refused: 'Failed to subscribe. Please try again later.',
  failed: 'An error occurred. Please try again later.',
} as const;

export type SubscribeOutcome =
  /** Subscribed: toast the server's message and clear the field. */
  | { kind: 'subscribed'; message: string }
  /** The address breaks a rule: show the message under the field. */
  | { kind: 'invalid'; message: string }
  /** The server refused (for example, already subscribed): toast its message. */
  | { kind: 'refused'; message: string }
  /** The request did not get through. */
  | { kind: 'failed'; message: string };
