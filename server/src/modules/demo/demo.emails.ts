import { fullName } from '../../domain/text.js';
import type { EmailContent } from '../mail/templates.js';
import type { DemoRequestEntity } from './demo.entity.js';

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' });

export function newDemoNotice(request: DemoRequestEntity, publicUrl: string): EmailContent {
  const rows: [string, string | null | undefined][] = [
    ['Name', fullName(request)],
    ['Email', request.email],
    ['Company', request.companyName],
    ['Designation', request.designation],
    ['Preferred time', `${when.format(request.meetingDate)} UTC`],
  ];
  return {
    subject: `Demo request from ${fullName(request)}`,
    heading: 'A visitor booked a demo',
    paragraphs: [request.message],
    details: rows.filter((row): row is [string, string] => Boolean(row[1])),
    action: { label: 'Open demo requests', url: `${publicUrl}/admin/demo-requests` },
  };
}

export function demoReceipt(request: DemoRequestEntity): EmailContent {
  return {
    subject: 'Your Finmesh demo request',
    heading: `Thank you, ${request.firstName}`,
    paragraphs: [
      'We received your demo request. Our team will confirm a time with you shortly.',
      `You asked for: ${when.format(request.meetingDate)} (UTC).`,
    ],
  };
}
