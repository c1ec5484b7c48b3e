import type { EmailContent } from '../mail/templates.js';
import type { SubscriberEntity } from './newsletter.entity.js';

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** To the staff who get `newsletters` notifications. */
export function newSubscriberNotice(subscriber: SubscriberEntity, publicUrl: string): EmailContent {
  return {
    subject: `New newsletter subscriber: ${subscriber.email}`,
    heading: 'Someone joined the newsletter',
    paragraphs: ['A visitor subscribed to the Finmesh newsletter from the website.'],
    details: [
      ['Email', subscriber.email],
      ['Subscribed', `${when.format(subscriber.subscribedAt)} UTC`],
    ],
    action: { label: 'Open newsletter subscribers', url: `${publicUrl}/admin/newsletter` },
  };
}

/** To the new subscriber; carries the one-click unsubscribe link (also in the List-Unsubscribe header). */
export function welcomeEmail(subscriber: SubscriberEntity, unsubscribeUrl: string): EmailContent {
  return {
    subject: 'Welcome to the Finmesh newsletter',
    heading: "You're subscribed",
    paragraphs: [
      'Thank you for subscribing. Once a month you will get deal flow trends, lending benchmarks and what our advisers see first across debt, equity and M&A.',
      'No noise, and you can leave at any time.',
    ],
    footnote: `You receive this because ${subscriber.email} subscribed on the Finmesh website. To stop receiving the newsletter, unsubscribe here: ${unsubscribeUrl}`,
  };
}
