import type { MailAddress } from '../../config.js';
import type { StoredRow } from '../../db/stored-rows.js';
import { fullName } from '../../domain/text.js';
import { adminUrl } from '../../rules/admin-screens.js';
import { DEMO_MEETING_MINUTES, isMeetingLink, type MeetingNews } from '../../rules/demo.js';
import { calendarPart } from '../mail/calendar.js';
import type { OutgoingEmail } from '../mail/outbox.js';
import { greeting, reachUs, receipt, utcTime, zonedTime, type MailSite } from '../mail/receipts.js';
import { replyToOf, type AnswersTo } from '../mail/replies.js';
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
export function demoReceipt(request: StoredRow<DemoRequestEntity>, site: MailSite): OutgoingEmail {
  return receipt({
    kind: 'demo_receipt',
    to: request,
    subject: `Your ${site.siteName} demo request`,
    paragraphs: [
      `Thank you for your interest in ${site.siteName}. We received your demo request on ${utcTime(request.createdAt)}, for a meeting on ${utcTime(request.meetingDate)}.`,
      'Our team will confirm a time with you shortly.',
    ],
    site,
  });
}

/** Who a meeting's messages come from, and who else is sent them (`meetingHostsOf`). */
export interface MeetingHosts {
  /**
   * The ORGANIZER, and the Reply-To of the requester's email: the team's address (`MAIL_REPLY_TO`),
   * the same whoever makes the next change, else the address of the member making this one.
   */
  organizer: MailAddress;
  /** Whether the organizer reaches someone: without, the organizer is `MAIL_FROM` and the requester is not asked to answer (no RSVP). */
  answered: boolean;
  /** Who is sent a copy with the same calendar part: the member making the change, else the team's address; none without either. */
  copyTo: AnswersTo | null;
}

/** The hosts of a meeting changed by a member whose account has address `member` (or none), with the team's address `team` (or none). */
export function meetingHostsOf(member: string | null, team: MailAddress | null, from: MailAddress): MeetingHosts {
  const organizer = team ?? (member ? { address: member } : null);
  return { organizer: organizer ?? from, answered: organizer !== null, copyTo: replyToOf(member, team) };
}

/** Where the invitations come from, and where the meeting is. */
export interface InvitationSettings {
  publicUrl: string;
  hosts: MeetingHosts;
  /** The site it is from, as its settings say now: its name in the subject and the calendar, how to reach it. */
  site: MailSite;
}

/** The iTIP method of each piece of news. */
export const CALENDAR_METHOD_OF: Record<MeetingNews, CalendarMethod> = { confirmed: 'REQUEST', moved: 'REQUEST', cancelled: 'CANCEL', unconfirmed: 'CANCEL' };

/** Each piece of news in our words: the kind of message, its subject (naming the site), what it says of the time, and the subject of the host's copy. */
const NEWS: Record<MeetingNews, { kind: string; subject: (siteName: string) => string; says: (when: string) => string; copy: string }> = {
  confirmed: {
    kind: 'demo_invitation',
    subject: (siteName) => `Your ${siteName} demo is confirmed`,
    says: (when) => `Your demo is confirmed for ${when}. The calendar invitation is attached: accept it to keep the time in your calendar.`,
    copy: 'confirmed',
  },
  moved: {
    kind: 'demo_invitation_update',
    subject: (siteName) => `Your ${siteName} demo has a new time`,
    says: (when) => `We moved your demo to ${when}. The attached invitation updates the one in your calendar.`,
    copy: 'moved',
  },
  cancelled: {
    kind: 'demo_invitation_cancel',
    subject: (siteName) => `Your ${siteName} demo is cancelled`,
    says: (when) => `Your demo on ${when} is cancelled. The attached cancellation takes it out of your calendar.`,
    copy: 'cancelled',
  },
  unconfirmed: {
    kind: 'demo_invitation_cancel',
    subject: (siteName) => `Your ${siteName} demo time is no longer confirmed`,
    says: (when) => `The time we confirmed for your demo, ${when}, no longer holds, and the attached cancellation takes it out of your calendar. We will write to you with a new time.`,
    copy: 'no longer confirmed',
  },
};

/** The meeting's one UID, on every message about it (RFC 5545): `demo-<id>@<the site's host>`. */
const demoMeetingUid = (id: string, publicUrl: string): string => `demo-${id}@${new URL(publicUrl).hostname}`;

/** What a change sends about the meeting: the requester's email, and the host's copy of it (with the same calendar part). */
export interface MeetingMail {
  email: OutgoingEmail;
  copy: OutgoingEmail | null;
}

/**
 * To the requester, once the staff confirmed, moved or cancelled the meeting: a few lines of ours
 * with the time in their zone and in UTC and where it is held, and the calendar message
 * (`sequence`: its SEQUENCE); to the host, a copy. A request whose zone is not known is in UTC.
 */
export function meetingMail(request: StoredRow<DemoRequestEntity>, news: MeetingNews, sequence: number, settings: InvitationSettings): MeetingMail {
  const { kind, says, copy } = NEWS[news];
  const { hosts, site } = settings;
  const subject = NEWS[news].subject(site.siteName);
  const timeZone = request.timeZone ?? 'UTC';
  const inUtc = utcTime(request.meetingDate);
  const when = zonedTime(request.meetingDate, timeZone);
  const attendee = { address: request.email, name: fullName(request) };
  const place = request.meetingPlace ? { location: request.meetingPlace, ...(isMeetingLink(request.meetingPlace) ? { url: request.meetingPlace.trim() } : {}) } : null;
  const join = place?.url && CALENDAR_METHOD_OF[news] === 'REQUEST' ? { action: { label: 'Join the meeting', url: place.url } } : {};
  const details: [string, string][] = [['When', when], ...(timeZone === 'UTC' ? [] : [['In UTC', inUtc] as [string, string]]), ['Length', `${DEMO_MEETING_MINUTES} minutes`], ...(place ? [['Where', place.location] as [string, string]] : [])];
  const calendar = calendarPart(CALENDAR_METHOD_OF[news], {
    uid: demoMeetingUid(request.id, settings.publicUrl),
    sequence,
    start: request.meetingDate,
    minutes: DEMO_MEETING_MINUTES,
    timeZone,
    summary: `${site.siteName} demo`,
    description: `A ${DEMO_MEETING_MINUTES}-minute walkthrough of ${site.siteName} with a product specialist.${place?.url ? ` Join: ${place.url}` : ''} ${reachUs(site)}`,
    place,
    organizer: hosts.organizer,
    rsvp: hosts.answered,
    attendee,
    siteName: site.siteName,
  });
  const email: OutgoingEmail = {
    kind,
    to: attendee,
    content: { subject, heading: greeting(request.firstName), paragraphs: [says(when), reachUs(site)], details, ...join, calendar },
    ...(hosts.answered ? { replyTo: hosts.organizer } : {}),
  };
  return {
    email,
    copy: hosts.copyTo && {
      kind: 'demo_invitation_copy',
      to: hosts.copyTo.address,
      content: {
        // The requester's name and address are their words: the rows and the subject, never a link (`writtenByOthers`).
        subject: `Copy: demo with ${fullName(request)} ${copy}`,
        heading: `Your copy: the demo is ${copy}`,
        paragraphs: [`The requester below was sent "${subject}" with the calendar ${CALENDAR_METHOD_OF[news] === 'REQUEST' ? 'invitation attached here: add it to your calendar to keep the meeting there too' : 'cancellation attached here, which takes the meeting out of your calendar'}.`],
        details: [['Requester', fullName(request)], ['Email', request.email], ...details],
        ...join,
        calendar,
        writtenByOthers: true,
      },
    },
  };
}
