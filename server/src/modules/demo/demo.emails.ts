import type { MailAddress } from '../../config.js';
import type { StoredRow } from '../../db/stored-rows.js';
import { fullName } from '../../domain/text.js';
import { adminUrl } from '../../rules/admin-screens.js';
import { COMPANY } from '../../rules/brand.js';
import { DEMO_MEETING_MINUTES } from '../../rules/demo.js';
import { calendarPart } from '../mail/calendar.js';
import type { OutgoingEmail } from '../mail/outbox.js';
import { greeting, REACH_US, receipt, utcTime } from '../mail/receipts.js';
import type { CalendarMethod, EmailContent } from '../mail/templates.js';
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

/**
 * What a change tells the requester's calendar: the meeting is confirmed (the invitation), moved
 * (its update), cancelled, or no longer confirmed (back to pending): both of the last take it out.
 */
export type MeetingNews = 'confirmed' | 'moved' | 'cancelled' | 'unconfirmed';

/** Where the invitations come from. */
export interface InvitationSettings {
  publicUrl: string;
  /** The organizer: the company, at the address its mail is sent from (`MAIL_FROM`). */
  organizer: MailAddress;
}

/** The iTIP method of each piece of news. */
export const CALENDAR_METHOD_OF: Record<MeetingNews, CalendarMethod> = { confirmed: 'REQUEST', moved: 'REQUEST', cancelled: 'CANCEL', unconfirmed: 'CANCEL' };

/** Each piece of news in our words: the kind of message, its subject, and what it says of the time. */
const NEWS: Record<MeetingNews, { kind: string; subject: string; says: (when: string) => string }> = {
  confirmed: {
    kind: 'demo_invitation',
    subject: `Your ${COMPANY.name} demo is confirmed`,
    says: (when) => `Your demo is confirmed for ${when}. The calendar invitation is attached: accept it to keep the time in your calendar.`,
  },
  moved: {
    kind: 'demo_invitation_update',
    subject: `Your ${COMPANY.name} demo has a new time`,
    says: (when) => `We moved your demo to ${when}. The attached invitation updates the one in your calendar.`,
  },
  cancelled: {
    kind: 'demo_invitation_cancel',
    subject: `Your ${COMPANY.name} demo is cancelled`,
    says: (when) => `Your demo on ${when} is cancelled. The attached cancellation takes it out of your calendar.`,
  },
  unconfirmed: {
    kind: 'demo_invitation_cancel',
    subject: `Your ${COMPANY.name} demo time is no longer confirmed`,
    says: (when) => `The time we confirmed for your demo, ${when}, no longer holds, and the attached cancellation takes it out of your calendar. We will write to you with a new time.`,
  },
};

/** The meeting's one UID, on every message about it (RFC 5545): `demo-<id>@<the site's host>`. */
const demoMeetingUid = (id: string, publicUrl: string): string => `demo-${id}@${new URL(publicUrl).hostname}`;

/** "Tuesday, 1 December 2026 at 15:00 (Europe/Berlin)": a moment in the requester's zone. */
function zonedTime(date: Date, timeZone: string): string {
  return `${new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone }).format(date)} (${timeZone})`;
}

/**
 * To the requester, once the staff confirmed, moved or cancelled the meeting: a few lines of ours
 * with the time in their zone and in UTC, and the calendar message (`sequence`: its SEQUENCE). A
 * request whose zone is not known is in UTC.
 */
export function meetingEmail(request: StoredRow<DemoRequestEntity>, news: MeetingNews, sequence: number, settings: InvitationSettings): OutgoingEmail {
  const { kind, subject, says } = NEWS[news];
  const timeZone = request.timeZone ?? 'UTC';
  const inUtc = utcTime(request.meetingDate);
  const when = timeZone === 'UTC' ? inUtc : zonedTime(request.meetingDate, timeZone);
  const attendee = { address: request.email, name: fullName(request) };
  const length = `${DEMO_MEETING_MINUTES} minutes`;
  return {
    kind,
    to: attendee,
    content: {
      subject,
      heading: greeting(request.firstName),
      paragraphs: [says(when), REACH_US],
      details: [['When', when], ...(timeZone === 'UTC' ? [] : [['In UTC', inUtc] as const]), ['Length', length]],
      calendar: calendarPart(CALENDAR_METHOD_OF[news], {
        uid: demoMeetingUid(request.id, settings.publicUrl),
        sequence,
        start: request.meetingDate,
        minutes: DEMO_MEETING_MINUTES,
        timeZone,
        summary: `${COMPANY.name} demo`,
        description: `A ${DEMO_MEETING_MINUTES}-minute walkthrough of ${COMPANY.name} with a product specialist. ${REACH_US}`,
        organizer: settings.organizer,
        attendee,
      }),
    },
  };
}
