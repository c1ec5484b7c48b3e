import { emailAddressParts } from './email.js';
import { isBlank, type Rule } from './rule.js';

/**
 * Data-subject requests (issue P15): what the Privacy screen and the API say. Shared by the server
 * and the back office's Privacy screen.
 */

/** How long a person's export link is good for, from when the back office asked for it. */
export const PRIVACY_EXPORT_LINK_SECONDS = 60;

export const PRIVACY_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Enter an email address, such as name@example.com',
  confirmMismatch: 'Type the email address again, exactly, to confirm the erasure',
  nothingHeld: 'Nothing is held about this address.',
  held: (total: number) => `${total} ${total === 1 ? 'record is' : 'records are'} held about this address.`,
  suppressed: 'This address was erased before and is on the suppression list: it cannot be subscribed again.',
  exportReady: 'The export is downloading.',
  erased: (total: number) => `Erased ${total} ${total === 1 ? 'record' : 'records'}. The address is now on the suppression list.`,
  eraseFailed: 'The erasure failed and nothing was erased. Try again.',
  lookupFailed: 'The lookup failed. Try again.',
  exportFailed: 'The export could not be started. Try again.',
  linkInvalidTitle: 'Export link expired',
  linkInvalid: 'This export link has expired or is not valid. Ask for the export again on the Privacy screen.',
  confirmLabel: 'Type the email address to confirm',
  /** A webhook delivery not sent because what it held of a person was erased (its delivery log says so). */
  deliveryErased: 'Not sent: the personal data it held was erased',
  eraseWarning: 'This deletes every record about this address (messages, demo requests, applications and their files, subscriptions, emails) and cannot be undone. Integrations are told which records were erased; the audit trail keeps only counts.',
} as const;

/** The address a request is about: any spelling of an address (the server reads it as the tables store it). */
export const privacyEmail: Rule = (value) => {
  if (isBlank(value)) return PRIVACY_MESSAGES.emailRequired;
  return typeof value === 'string' && emailAddressParts(value) ? null : PRIVACY_MESSAGES.emailInvalid;
};
