import { NEWSLETTER_MESSAGES } from '@rules/newsletter';
import type { SubmitMessages } from '../forms/messages';

/** The newsletter form's messages (spec section 8); the server's own come from the shared rules. */
export const NEWSLETTER_CLIENT_MESSAGES: SubmitMessages = {
  thanks: NEWSLETTER_MESSAGES.subscribed,
  refused: 'Failed to subscribe. Please try again later.',
  failed: 'An error occurred. Please try again later.',
  invalidValue: 'Invalid value',
};
