import type { StoredRow } from '../../db/stored-rows.js';
import { fullName } from '../../domain/text.js';
import { adminUrl } from '../../rules/admin-screens.js';
import type { OutgoingEmail } from '../mail/outbox.js';
import { greeting, receipt, utcTime, type MailSite } from '../mail/receipts.js';
import type { EmailContent } from '../mail/templates.js';
import type { ContactSubmissionEntity } from './contact.entity.js';

/** To the staff who get system alerts: the submission's rows, then the message quoted. */
export function newContactNotice(submission: StoredRow<ContactSubmissionEntity>, publicUrl: string): EmailContent {
  const from = submission.source === 'services' ? 'the Services page' : 'the Contact page';
  const rows: [string, string | null | undefined][] = [
    ['Name', fullName(submission)],
    ['Email', submission.email],
    ['Company', submission.companyName],
    [submission.source === 'services' ? 'Looking for' : 'Role', submission.role],
    ['Country', submission.country],
    ['Phone', submission.phoneNumber],
    ['Landline', submission.landlineNumber],
    ['Newsletter', submission.newsletter ? 'Yes, subscribed' : null],
  ];
  return {
    subject: `New message from ${fullName(submission)}`,
    heading: `New message from ${from}`,
    paragraphs: [],
    details: rows.filter((row): row is [string, string] => Boolean(row[1])),
    quoted: { label: 'Message', text: submission.message },
    action: { label: 'Open form submissions', url: adminUrl(publicUrl, 'formSubmissions') },
  };
}

/** To the address the message was sent with: that it arrived, not what it said. */
export function contactReceipt(submission: StoredRow<ContactSubmissionEntity>, site: MailSite): OutgoingEmail {
  const from = submission.source === 'services' ? ' from our Services page' : '';
  return receipt({
    kind: 'contact_receipt',
    to: submission,
    subject: 'We received your message',
    paragraphs: [
      `Thank you for contacting ${site.siteName}. We received your message${from} on ${utcTime(submission.createdAt)}.`,
      'Our team reads every message and will get back to you soon, usually within one business day.',
    ],
    site,
  });
}

/**
 * A member's answer, sent to the person who wrote in: their words exactly as typed (no greeting of
 * ours above them: the compose box starts with `replyGreeting`, which they may change), then the
 * start of the person's message quoted.
 */
export function contactReply(submission: ContactSubmissionEntity, reply: string, siteName: string): EmailContent {
  return {
    subject: `Re: your message to ${siteName}`,
    paragraphs: [reply],
    quoted: {
      label: `Your message of ${utcTime(submission.createdAt)}`,
      text: submission.message.length > 300 ? `${submission.message.slice(0, 300)}…` : submission.message,
    },
  };
}

/** How the compose box starts a reply: "Hello Ananya," (the first name only when it is a plain name). */
export const replyGreeting = (submission: ContactSubmissionEntity): string => `${greeting(submission.firstName)},`;
