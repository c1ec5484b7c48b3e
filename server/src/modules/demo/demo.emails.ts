import type { StoredRow } from '../../db/stored-rows.js';
import { fullName } from '../../domain/text.js';
import { adminUrl } from '../../rules/admin-screens.js';
import { COMPANY } from '../../rules/brand.js';
import type { OutgoingEmail } from '../mail/outbox.js';
import { receipt, utcTime } from '../mail/receipts.js';
import type { EmailContent } from '../mail/templates.js';
import type { DemoRequestEntity } from './demo.entity.js';

/** To the staff who get system alerts: the request's rows, then the message quoted. */
export function newDemoNotice(request: StoredRow<DemoRequestEntity>, publicUrl: string): EmailContent {
  const rows: [string, string | null | undefined][] = [
    ['Name', fullName(request)],
    ['Email', request.email],
    ['Company', request.companyName],
    ['Designation', request.designation],
    ['Preferred time', utcTime(request.meetingDate)],
  ];
  return {
    subject: `Demo request from ${fullName(request)}`,
    heading: 'A visitor booked a demo',
    paragraphs: [],
    details: rows.filter((row): row is [string, string] => Boolean(row[1])),
    quoted: { label: 'Message', text: request.message },
    action: { label: 'Open demo requests', url: adminUrl(publicUrl, 'demoRequests') },
  };
}

/** To the address the request was sent with: that it arrived and the time asked for, nothing typed. */
export function demoReceipt(request: StoredRow<DemoRequestEntity>): OutgoingEmail {
  return receipt({
    kind: 'demo_receipt',
    to: request,
    subject: `Your ${COMPANY.name} demo request`,
    paragraphs: [
      `Thank you for your interest in ${COMPANY.name}. We received your demo request on ${utcTime(request.createdAt)}, for a meeting on ${utcTime(request.meetingDate)}.`,
      'Our team will confirm a time with you shortly.',
    ],
  });
}
