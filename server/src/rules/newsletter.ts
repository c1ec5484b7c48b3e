import { requiredEmail } from './email.js';

/** A subscriber is active until they unsubscribe; the list filters by these (and by spam). */
export const SUBSCRIBER_STATUSES = ['active', 'inactive'] as const;
export type SubscriberStatusValue = (typeof SUBSCRIBER_STATUSES)[number];
export const SUBSCRIBER_STATUS_LABELS: Record<SubscriberStatusValue, string> = { active: 'Active', inactive: 'Unsubscribed' };

export const NEWSLETTER_MESSAGES = {
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  subscribed: 'Successfully subscribed to our newsletter!',
  alreadySubscribed: 'This email is already subscribed to our newsletter.',
  subscriberNotFound: 'No subscriber with this email address',
  notFound: 'Subscriber not found',
  unsubscribed: (email: string) => `Successfully unsubscribed ${email}.`,
  linkInvalid: 'This unsubscribe link is not valid. It may have been changed or cut short; please use the link from your email.',
} as const;

export const newsletterEmail = requiredEmail(NEWSLETTER_MESSAGES.emailRequired, NEWSLETTER_MESSAGES.emailInvalid);
