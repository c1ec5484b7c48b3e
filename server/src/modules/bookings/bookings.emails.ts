import type { MailAddress } from '../../config.js';
import type { StoredRow } from '../../db/stored-rows.js';
import { EVENT_FORMAT_LABELS } from '../../rules/site-events.js';
import { calendarPart } from '../mail/calendar.js';
import type { OutgoingEmail } from '../mail/outbox.js';
import { receipt, zonedTime, type MailSite } from '../mail/receipts.js';
import type { CalendarMethod } from '../mail/templates.js';
import type { BookableEvent } from '../content/events.js';
import type { EventBookingEntity } from './booking.entity.js';

/** An event as its bookings' mail names it: ours, every word (the team wrote it). */
export type BookedEvent = BookableEvent;

/**
 * What a message to a booker tells them. Each is our words only (P17's receipt rule: the form's
 * address may be anyone's, so nothing the visitor typed is mailed back; they are greeted by first
 * name only when it is a plain name, as every receipt is).
 */
export type BookingNews =
  /** Booked at once: the invitation. */
  | 'booked'
  /** On the waitlist. */
  | 'waitlisted'
  /** Waiting for the team's approval. */
  | 'pending'
  /** Moved up from the waitlist, or approved: the invitation. */
  | 'promoted'
  | 'declined'
  /** Cancelled (by the person's link, or the team): the calendar's cancellation when it held an invitation. */
  | 'cancelled'
  /** The event's time or venue changed: the updated invitation. */
  | 'updated'
  /** The event's time or venue changed, told to those waiting (the waitlist, approval): no invitation yet. */
  | 'updatedWaiting'
  /** The event is cancelled: the calendar's cancellation. */
  | 'eventCancelled'
  | 'reminder24h'
  | 'reminder1h';

/** What a booking's mail reads of it: never a word the visitor typed but the first name (a greeting only when plain) and the address. */
export type MailedBooking = Pick<StoredRow<EventBookingEntity>, 'id' | 'email' | 'firstName' | 'seats'>;

/** The iTIP method a piece of news carries, if any. */
export function calendarMethodOf(news: BookingNews, hadInvitation: boolean): CalendarMethod | null {
  if (news === 'booked' || news === 'promoted' || news === 'updated') return 'REQUEST';
  // A seat lost (to the waitlist too) withdraws the invitation it had.
  if ((news === 'cancelled' || news === 'declined' || news === 'waitlisted' || news === 'eventCancelled') && hadInvitation) return 'CANCEL';
  return null;
}

export interface BookingMailSettings {
  publicUrl: string;
  site: MailSite;
  /** The calendar's ORGANIZER, where answers go: the team's address (`MAIL_REPLY_TO`), else `MAIL_FROM`. */
  organizer: MailAddress;
  /** Whether the organizer's address reaches someone (the team's): only then is the attendee asked to answer. */
  answered: boolean;
}

/** The booking's one UID, on every calendar message about it (RFC 5545): `booking-<id>@<the site's host>`. */
export const bookingUid = (id: string, publicUrl: string): string => `booking-${id}@${new URL(publicUrl).hostname}`;

/** The personal link that cancels a booking (it asks first: a GET never cancels). */
/** The path of a booking's personal cancel page. */
export const cancelLinkPath = (slug: string, token: string): string => `/events/${encodeURIComponent(slug)}/bookings/cancel?token=${encodeURIComponent(token)}`;
export const cancelLinkOf = (publicUrl: string, slug: string, token: string): string => `${publicUrl}${cancelLinkPath(slug, token)}`;

/** Where an event is, in our words: its venue, and for online and hybrid events the link (to the booked only). */
function placeOf(event: BookedEvent, withLink: boolean): { location: string; url?: string } | null {
  const { venue, onlineUrl, format } = event.fields;
  const link = withLink && format !== 'in_person' && onlineUrl ? onlineUrl : null;
  if (venue) return { location: [venue.name, ...venue.addressLines].join(', '), ...(link ? { url: link } : {}) };
  return link ? { location: link, url: link } : null;
}

const NEWS: Record<BookingNews, { kind: string; subject: (title: string) => string; says: (title: string, when: string) => string[] }> = {
  booked: {
    kind: 'booking_confirmation',
    subject: (title) => `Your seat at ${title} is booked`,
    says: (title, when) => [`Your booking for ${title} on ${when} is confirmed. The calendar invitation is attached: accept it to keep the event in your calendar.`],
  },
  waitlisted: {
    kind: 'booking_waitlisted',
    subject: (title) => `You are on the waitlist for ${title}`,
    says: (title, when) => [`${title} on ${when} is full, so your booking is on the waitlist. If seats free up, they go to the waitlist in order, and we will email you with your invitation.`],
  },
  pending: {
    kind: 'booking_pending',
    subject: (title) => `Your booking for ${title} awaits approval`,
    says: (title, when) => [`We received your booking for ${title} on ${when}. The organisers approve each booking for this event; we will email you when they decide.`],
  },
  promoted: {
    kind: 'booking_confirmation',
    subject: (title) => `Your seat at ${title} is booked`,
    says: (title, when) => [`Good news: a seat is yours. Your booking for ${title} on ${when} is confirmed. The calendar invitation is attached: accept it to keep the event in your calendar.`],
  },
  declined: {
    kind: 'booking_declined',
    subject: (title) => `Your booking for ${title}`,
    says: (title) => [`We are sorry: the organisers could not accept your booking for ${title}.`],
  },
  cancelled: {
    kind: 'booking_cancelled',
    subject: (title) => `Your booking for ${title} is cancelled`,
    says: (title, when) => [`Your booking for ${title} on ${when} is cancelled.`],
  },
  updated: {
    kind: 'booking_update',
    subject: (title) => `${title}: new time or place`,
    says: (title, when) => [`${title} has changed: it is now on ${when}. The attached invitation updates the one in your calendar.`],
  },
  updatedWaiting: {
    kind: 'booking_update_waiting',
    subject: (title) => `${title}: new time or place`,
    says: (title, when) => [`${title} has changed: it is now on ${when}. Your booking stays where it is (on the waitlist, or awaiting the organisers' approval), and we will email you with your invitation as soon as a seat is yours.`],
  },
  eventCancelled: {
    kind: 'booking_event_cancelled',
    subject: (title) => `${title} is cancelled`,
    says: (title, when) => [`We are sorry: ${title}, planned for ${when}, is cancelled. The attached cancellation takes it out of your calendar.`],
  },
  reminder24h: {
    kind: 'booking_reminder',
    subject: (title) => `Reminder: ${title} is tomorrow`,
    says: (title, when) => [`A reminder: ${title} starts on ${when}. We look forward to seeing you.`],
  },
  reminder1h: {
    kind: 'booking_reminder',
    subject: (title) => `Reminder: ${title} starts in an hour`,
    says: (title, when) => [`${title} starts in an hour, on ${when}.`],
  },
};

/** Whether the news is for someone holding a seat (the online link and the invitation are theirs). */
const SEATED_NEWS: ReadonlySet<BookingNews> = new Set(['booked', 'promoted', 'updated', 'reminder24h', 'reminder1h']);

/**
 * The mail of `news` to a booking's address: our lines with the event's time on its own clocks,
 * its place (and the online link, to a seated booking of an online or hybrid event), the seats,
 * the calendar part (`sequence`: its SEQUENCE) when the news carries one, and the personal cancel
 * link while the booking is live (`cancelToken`).
 */
export function bookingMail(
  booking: MailedBooking,
  event: BookedEvent,
  news: BookingNews,
  options: { sequence: number; hadInvitation: boolean; cancelToken: string | null; settings: BookingMailSettings },
): OutgoingEmail {
  const { settings } = options;
  const { fields } = event;
  const seated = SEATED_NEWS.has(news);
  const when = zonedTime(fields.startsAt, fields.timeZone);
  const place = placeOf(event, seated);
  const method = calendarMethodOf(news, options.hadInvitation);
  const details: [string, string][] = [
    ['When', `${when} to ${zonedTime(fields.endsAt, fields.timeZone)}`],
    ['Format', EVENT_FORMAT_LABELS[fields.format]],
    ...(place ? [['Where', place.location] as [string, string]] : []),
    ...(seated && place?.url ? [['Join online', place.url] as [string, string]] : []),
    ['Seats', String(booking.seats)],
  ];
  const cancelLine = options.cancelToken ? [`Cannot come? Cancel your booking here, and your ${booking.seats === 1 ? 'seat goes' : 'seats go'} to the next person waiting: ${cancelLinkOf(settings.publicUrl, event.slug, options.cancelToken)}`] : [];
  const base = receipt({
    kind: NEWS[news].kind,
    to: { email: booking.email, firstName: booking.firstName },
    subject: NEWS[news].subject(event.title),
    paragraphs: [...NEWS[news].says(event.title, when), ...cancelLine],
    site: settings.site,
  });
  const calendar =
    method &&
    calendarPart(method, {
      uid: bookingUid(booking.id, settings.publicUrl),
      sequence: options.sequence,
      start: fields.startsAt,
      minutes: Math.max(1, Math.round((fields.endsAt.getTime() - fields.startsAt.getTime()) / 60_000)),
      timeZone: fields.timeZone,
      summary: event.title,
      description: `${event.title}${fields.summary ? `: ${fields.summary}` : ''}${seated && place?.url ? ` Join: ${place.url}` : ''} ${settings.publicUrl}/events/${event.slug}`,
      place,
      organizer: settings.organizer,
      rsvp: settings.answered,
      // The address only: the name was typed on a public form (P17: no visitor's words in our mail).
      attendee: { address: booking.email },
      siteName: settings.site.siteName,
    });
  return {
    ...base,
    content: { ...base.content, details, ...(seated && place?.url ? { action: { label: 'Join online', url: place.url } } : {}), ...(calendar ? { calendar } : {}) },
    ...(settings.answered ? { replyTo: settings.organizer } : {}),
  };
}
