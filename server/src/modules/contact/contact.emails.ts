import { fullName } from '../../domain/text.js';
import type { EmailContent } from '../mail/templates.js';
import type { ContactSubmissionEntity } from './contact.entity.js';

/** To the staff who get system alerts. */
export function newContactNotice(submission: ContactSubmissionEntity, publicUrl: string): EmailContent {
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
    paragraphs: [submission.message],
    details: rows.filter((row): row is [string, string] => Boolean(row[1])),
    action: { label: 'Open form submissions', url: `${publicUrl}/admin/form-submissions` },
  };
}

/** To the person who wrote in. */
export function contactReceipt(submission: ContactSubmissionEntity): EmailContent {
  return {
    subject: 'We received your message',
    heading: `Thank you, ${submission.firstName}`,
    paragraphs: [
      'Thank you for reaching out to Finmesh. Our team will get back to you soon, usually within one business day.',
      'For your records, this is what you sent us:',
      submission.message,
    ],
  };
}

/** An admin's answer, sent to the person who wrote in. */
export function contactReply(submission: ContactSubmissionEntity, reply: string): EmailContent {
  return {
    subject: 'Re: your message to Finmesh',
    heading: `Hello ${submission.firstName},`,
    paragraphs: [reply],
    footnote: `In reply to your message of ${submission.createdAt.toUTCString()}: "${submission.message.length > 300 ? `${submission.message.slice(0, 300)}…` : submission.message}"`,
  };
}
