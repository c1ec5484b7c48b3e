import type { EventType } from './events.js';
import { isBlank, type Rule } from './rule.js';

/**
 * Webhooks (issue P15): what an Owner may register, what is sent, and how it is refused. Shared by
 * the server and the back office's Webhooks screen.
 */

/**
 * The events an endpoint may subscribe to: what happens to leads, subscribers and jobs; never
 * sign-ins, keys or exports. A submission the spam guard held is sent when an admin releases it
 * (`*.released`), never before; a sign-up is `subscriber.added` (pending while double opt-in waits
 * for its confirmation: the record's `status` says), then `subscriber.confirmed`. A record erased
 * at its person's request is `*.erased` (its id only), sent to every endpoint that wants any event
 * of its kind (`wantingTypes`).
 */
export const WEBHOOK_EVENT_TYPES = [
  'contact.received',
  'contact.released',
  'contact.status_changed',
  'contact.deleted',
  'contact.erased',
  'demo.received',
  'demo.released',
  'demo.status_changed',
  'demo.rescheduled',
  'demo.deleted',
  'demo.erased',
  'application.received',
  'application.released',
  'application.status_changed',
  'application.deleted',
  'application.erased',
  'subscriber.added',
  'subscriber.confirmed',
  'subscriber.released',
  'subscriber.unsubscribed',
  'subscriber.erased',
  'job.created',
  'job.updated',
  'job.deleted',
  'content.created',
  'content.updated',
  'content.scheduled',
  'content.published',
  'content.unpublished',
  'content.archived',
  'content.restored',
  'content.deleted',
  'event.published',
  'event.cancelled',
  'booking.created',
  'booking.waitlisted',
  'booking.approved',
  'booking.declined',
  'booking.moved',
  'booking.cancelled',
  'booking.checked_in',
  'booking.erased',
  'media.uploaded',
  'media.updated',
  'media.deleted',
  'settings.updated',
] as const satisfies readonly EventType[];
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const isWebhookEventType = (value: string): value is WebhookEventType => (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);

/**
 * The event types an endpoint may want for `type` to be sent to it: `type` itself; for an erasure
 * (`contact.erased`), any event of that kind of record too, chosen or not, since an endpoint sent a
 * lead must be told that it was erased (GDPR art. 19: each recipient of the data).
 */
export function wantingTypes(type: string): readonly string[] {
  const [kind, action] = type.split('.');
  return action === 'erased' ? WEBHOOK_EVENT_TYPES.filter((other) => other.startsWith(`${kind}.`)) : [type];
}

/** How the Webhooks screen names each event an endpoint may want. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'contact.received': 'Lead received',
  'contact.released': 'Lead released from spam',
  'contact.status_changed': 'Lead status changed',
  'contact.deleted': 'Lead deleted',
  'contact.erased': 'Lead erased (data-subject request)',
  'demo.received': 'Demo requested',
  'demo.released': 'Demo request released from spam',
  'demo.status_changed': 'Demo request status changed',
  'demo.rescheduled': 'Demo meeting time changed',
  'demo.deleted': 'Demo request deleted',
  'demo.erased': 'Demo request erased (data-subject request)',
  'application.received': 'Application received',
  'application.released': 'Application released from spam',
  'application.status_changed': 'Application status changed',
  'application.deleted': 'Application deleted',
  'application.erased': 'Application erased (data-subject request)',
  'subscriber.added': 'Subscriber signed up',
  'subscriber.confirmed': 'Subscription confirmed',
  'subscriber.released': 'Subscriber released from spam',
  'subscriber.unsubscribed': 'Subscriber unsubscribed',
  'subscriber.erased': 'Subscriber erased (data-subject request)',
  'job.created': 'Job created',
  'job.updated': 'Job updated',
  'job.deleted': 'Job deleted',
  'content.created': 'Content created (post, story, testimonial…: data.type says which)',
  'content.updated': 'Content updated',
  'content.scheduled': 'Content scheduled to publish',
  'content.published': 'Content published',
  'content.unpublished': 'Content moved back to draft',
  'content.archived': 'Content archived',
  'content.restored': 'Content revision restored',
  'content.deleted': 'Content deleted',
  'event.published': 'Event published (its other changes are content.*: data.type is event)',
  'event.cancelled': 'Event cancelled (it stays published; its page says so)',
  'booking.created': 'Seat booked (or, for an event that needs approval, asked for: the record\'s status says)',
  'booking.waitlisted': 'Booking put on the waitlist',
  'booking.approved': 'Booking approved by the team (booked, or waitlisted when full: data.status says)',
  'booking.declined': 'Booking declined by the team',
  'booking.moved': 'Booking moved between lists (data.status: [from, to]; data.by is waitlist when freed seats moved it up)',
  'booking.cancelled': 'Booking cancelled',
  'booking.checked_in': 'Attendee checked in at the door',
  'booking.erased': 'Booking erased (data-subject request)',
  'media.uploaded': 'Image uploaded to the media library',
  'media.updated': 'Image alt text or focal point changed',
  'media.deleted': 'Image deleted from the media library',
  'settings.updated': 'Site settings changed',
};

/**
 * Where a delivery is: waiting for its first attempt, sent with a 2xx answer, failed and waiting
 * for its next attempt, or given up (no 2xx within 24 hours of its first attempt).
 */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'retrying', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const WEBHOOK_URL_MAX_LENGTH = 2_000;

/** How long a delivery is retried after its first attempt before it is `failed`. */
export const WEBHOOK_RETRY_HOURS = 24;

/** How long an endpoint's deliveries may fail without a success before the endpoint is switched off. */
export const WEBHOOK_SWITCH_OFF_DAYS = 3;

/** How much of an endpoint's answer the delivery log keeps. */
export const WEBHOOK_RESPONSE_KEPT_BYTES = 1_024;

export const WEBHOOK_MESSAGES = {
  created: 'Webhook endpoint created. Copy its signing secret now: it is not shown again.',
  updated: 'Webhook endpoint saved',
  deleted: 'Webhook endpoint deleted',
  resent: 'Delivery queued again',
  urlRequired: 'URL is required',
  urlInvalid: 'URL must be a web address, such as https://example.com/webhooks',
  urlHttps: 'URL must start with https://',
  urlHttpOrHttps: 'URL must start with https:// or http://',
  urlCredentials: 'URL must not contain a user name or password',
  urlTooLong: `URL must be at most ${WEBHOOK_URL_MAX_LENGTH} characters`,
  urlPrivate: (host: string) => `URL must not point to a private address: ${host} is one`,
  urlReserved: (host: string) => `URL must point to a public address: ${host} is reserved and reaches no server`,
  eventTypesRequired: 'Choose at least one event',
  eventTypeUnknown: `Events must be one or more of ${WEBHOOK_EVENT_TYPES.join(', ')}`,
  notFound: 'Webhook endpoint not found',
  deliveryNotFound: 'Webhook delivery not found',
} as const;

/**
 * An endpoint's URL: required, at most 2,000 characters, `https://` (`http://` too where the
 * server allows private addresses, `WEBHOOK_ALLOW_PRIVATE`, for tests and local receivers), with
 * no user name or password. Whether its address is allowed is decided by the server, when saved
 * (an address written in the URL) and again at each connection (the name's addresses).
 */
export function webhookUrl({ allowHttp = false }: { allowHttp?: boolean } = {}): Rule {
  return (value) => {
    if (isBlank(value)) return WEBHOOK_MESSAGES.urlRequired;
    if (typeof value !== 'string') return WEBHOOK_MESSAGES.urlInvalid;
    const text = value.trim();
    if (text.length > WEBHOOK_URL_MAX_LENGTH) return WEBHOOK_MESSAGES.urlTooLong;
    const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(text)?.[1]?.toLowerCase();
    if (scheme !== 'https' && !(allowHttp && scheme === 'http')) return allowHttp ? WEBHOOK_MESSAGES.urlHttpOrHttps : WEBHOOK_MESSAGES.urlHttps;
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      return WEBHOOK_MESSAGES.urlInvalid;
    }
    if (!url.hostname) return WEBHOOK_MESSAGES.urlInvalid;
    return url.username || url.password ? WEBHOOK_MESSAGES.urlCredentials : null;
  };
}

/** The events an endpoint wants: at least one, each of `WEBHOOK_EVENT_TYPES`. */
export const webhookEventTypes: Rule = (value) => {
  if (isBlank(value) || (Array.isArray(value) && value.length === 0)) return WEBHOOK_MESSAGES.eventTypesRequired;
  return Array.isArray(value) && value.every((type) => typeof type === 'string' && isWebhookEventType(type)) ? null : WEBHOOK_MESSAGES.eventTypeUnknown;
};
