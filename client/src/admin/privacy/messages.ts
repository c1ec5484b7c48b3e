import { PRIVACY_MESSAGES } from '@rules/privacy';

/** The Privacy screen's messages: the shared ones (server/src/rules/privacy.ts), and what only the screen says. */
export const PRIVACY_SCREEN_MESSAGES = {
  ...PRIVACY_MESSAGES,
  description: 'Answer a person’s request: see what the product holds about an email address, download all of it, or erase it.',
  lookingUp: 'Looking up...',
  confirmTitle: 'Erase everything about this address?',
} as const;
