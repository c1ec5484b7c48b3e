import { COMPANY } from './brand.js';
import { requiredEmail } from './email.js';

/**
 * A subscriber is `pending` from the sign-up until the link in the confirmation email is followed
 * (with `NEWSLETTER_DOUBLE_OPT_IN`, on by default), then `active` until they unsubscribe
 * (`inactive`). Only an active one gets the newsletter. The list filters by these (and by spam).
 */
export const SUBSCRIBER_STATUSES = ['active', 'pending', 'inactive'] as const;
export type SubscriberStatusValue = (typeof SUBSCRIBER_STATUSES)[number];
export const SUBSCRIBER_STATUS_LABELS: Record<SubscriberStatusValue, string> = { active: 'Active', pending: 'Pending', inactive: 'Unsubscribed' };

/** The spec's success message (section 8). */
const SUBSCRIBED = 'Successfully subscribed to our newsletter!';

export const NEWSLETTER_MESSAGES = {
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  subscribed: SUBSCRIBED,
  /** The success message while the subscription waits for its confirmation (double opt-in). */
  subscribedPending: `${SUBSCRIBED} A confirmation email is on its way: please follow the link in it to start receiving the newsletter.`,
  alreadySubscribed: 'This email is already subscribed to our newsletter.',
  subscriberNotFound: 'No subscriber with this email address',
  notFound: 'Subscriber not found',
  unsubscribed: (email: string) => `Successfully unsubscribed ${email}.`,
  linkInvalid: 'This unsubscribe link is not valid. It may have been changed or cut short; please use the link from your email.',
} as const;

/** The pages the link in the confirmation email opens (`/newsletter/confirm`). */
export const CONFIRMATION_PAGES = {
  ask: { title: 'Confirm your subscription', message: (email: string) => `Confirm that ${email} should receive the ${COMPANY.name} newsletter.`, button: 'Confirm subscription' },
  confirmed: { title: 'Subscription confirmed', message: (email: string) => `Thank you: ${email} will now receive the ${COMPANY.name} newsletter.` },
  alreadyConfirmed: { title: 'Already confirmed', message: (email: string) => `${email} is already confirmed and receives the ${COMPANY.name} newsletter.` },
  expired: { title: 'Link expired', message: 'This confirmation link has expired. Please subscribe again on our website and we will send you a new one.' },
  invalid: {
    title: 'Link not valid',
    message:
      'This confirmation link is not valid. It may have been changed or cut short, or the subscription it was for no longer exists; please use the link from your latest email, or subscribe again on our website.',
  },
} as const;

export const newsletterEmail = requiredEmail(NEWSLETTER_MESSAGES.emailRequired, NEWSLETTER_MESSAGES.emailInvalid);
