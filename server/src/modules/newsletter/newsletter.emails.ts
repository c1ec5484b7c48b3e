import type { StoredRow } from '../../db/stored-rows.js';
import { adminUrl } from '../../rules/admin-screens.js';
import type { OutgoingEmail } from '../mail/outbox.js';
import { receipt, utcTime, type MailSite } from '../mail/receipts.js';
import type { EmailContent } from '../mail/templates.js';
import type { SubscriberEntity } from './newsletter.entity.js';

/** To the staff who get `newsletters` notifications. */
export function newSubscriberNotice(subscriber: StoredRow<SubscriberEntity>, publicUrl: string, siteName: string): EmailContent {
  return {
    subject: `New newsletter subscriber: ${subscriber.email}`,
    heading: 'Someone joined the newsletter',
    paragraphs: [`A visitor subscribed to the ${siteName} newsletter from the website.`],
    details: [
      ['Email', subscriber.email],
      ['Subscribed', utcTime(subscriber.subscribedAt)],
    ],
    action: { label: 'Open newsletter subscribers', url: adminUrl(publicUrl, 'newsletter') },
  };
}

/**
 * To the new subscriber, with the one-click unsubscribe link, in the mail and in the
 * List-Unsubscribe header (RFC 8058), which mail programs offer as a button.
 */
export function welcomeEmail(subscriber: StoredRow<SubscriberEntity>, unsubscribeUrl: string, site: MailSite): OutgoingEmail {
  return receipt({
    kind: 'newsletter_welcome',
    to: { email: subscriber.email },
    subject: `Welcome to the ${site.siteName} newsletter`,
    heading: "You're subscribed",
    paragraphs: [
      `This address was subscribed to the ${site.siteName} newsletter on ${utcTime(subscriber.subscribedAt)}. Once a month you will get deal flow trends, lending benchmarks and what our advisers see first across debt, equity and M&A.`,
      'No noise, and you can leave at any time.',
    ],
    footnote: `You receive this because this address was subscribed on the ${site.siteName} website. Not you, or changed your mind? Unsubscribe with one click: ${unsubscribeUrl}`,
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    site,
  });
}

/**
 * To an address just subscribed, while it is pending (double opt-in): the signed link that confirms
 * it. Nothing else is sent to the address until it is followed.
 */
export function confirmationEmail(subscriber: StoredRow<SubscriberEntity>, confirmUrl: string, validDays: number, site: MailSite): OutgoingEmail {
  const email = receipt({
    kind: 'newsletter_confirmation',
    to: { email: subscriber.email },
    subject: `Confirm your ${site.siteName} newsletter subscription`,
    heading: 'Please confirm your subscription',
    paragraphs: [
      `This address was subscribed to the ${site.siteName} newsletter on ${utcTime(subscriber.consentAt ?? subscriber.subscribedAt)}. To start receiving it, confirm with this link (valid for ${validDays} days): ${confirmUrl}`,
      'Until you confirm, we send you nothing else.',
    ],
    footnote: 'Not you? Ignore this email: without confirmation the address is not subscribed.',
    site,
  });
  return { ...email, content: { ...email.content, action: { label: 'Confirm subscription', url: confirmUrl } } };
}
