/**
 * What the app records as having happened (issue P18 §2): one row in `events` per change, written
 * by the transaction (or, for the public forms, the statement) that makes the change. Dependency-
 * free, so P14's Activity screen names them from the same list.
 */
export const EVENT_TYPES = [
  'contact.received',
  'contact.released',
  'contact.status_changed',
  'contact.replied',
  'contact.deleted',
  'contact.spam_purged',
  'contact.erased',
  'demo.received',
  'demo.released',
  'demo.status_changed',
  'demo.notes_changed',
  'demo.rescheduled',
  'demo.deleted',
  'demo.spam_purged',
  'demo.erased',
  'application.received',
  'application.released',
  'application.status_changed',
  'application.deleted',
  'application.spam_purged',
  'application.erased',
  'job.created',
  'job.updated',
  'job.deleted',
  'subscriber.added',
  'subscriber.released',
  'subscriber.unsubscribed',
  'subscriber.spam_purged',
  'subscriber.erased',
  'subscriber.confirmed',
  'subscriber.confirmation_resent',
  'recipient.created',
  'recipient.updated',
  'recipient.deleted',
  'recipient.activated',
  'recipient.deactivated',
  'recipient.erased',
  'admin.signed_in',
  'admin.sign_in_failed',
  'admin.signed_out',
  'admin.created',
  'admin.password_changed',
  'admin.password_reset_requested',
  'admin.password_reset',
  'admin.signed_out_everywhere',
  'admin.session_ended',
  'admin.email_changed',
  'admin.two_factor_enabled',
  'admin.two_factor_disabled',
  'admin.recovery_codes_made',
  'admin.recovery_code_used',
  'admin.identity_confirmed',
  'account_policy.updated',
  'admin.invited',
  'admin.invite_revoked',
  'admin.role_changed',
  'admin.deactivated',
  'admin.reactivated',
  'export.created',
  'api_key.created',
  'api_key.revoked',
  'api_key.used',
  'retention.purged',
  'webhook.created',
  'webhook.updated',
  'webhook.deleted',
  'webhook.disabled',
  'webhook.resent',
  'privacy.exported',
  'privacy.erased',
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
  'booking.spam_purged',
  'booking.erased',
  'media.uploaded',
  'media.updated',
  'media.deleted',
  'settings.updated',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** What an event is about: the GraphQL type name of its subject. */
export const SUBJECT_TYPES = ['ContactSubmission', 'DemoRequest', 'JobApplication', 'Job', 'Subscriber', 'EmailRecipient', 'Admin', 'AdminInvite', 'Export', 'ApiKey', 'WebhookEndpoint', 'Retention', 'Person', 'Post', 'PageSection', 'SuccessStory', 'Testimonial', 'PartnerLogo', 'Profile', 'HomeFigure', 'BorrowerStage', 'Faq', 'LegalPage', 'ServiceOffering', 'CompanyValue', 'EcosystemTile', 'EdgePanel', 'Event', 'EventBooking', 'MediaAsset', 'SiteSettings', 'AccountPolicy'] as const;
export type SubjectType = (typeof SUBJECT_TYPES)[number];

/** How the Activity screen names what an event is about. */
export const SUBJECT_TYPE_LABELS: Record<SubjectType, string> = {
  ContactSubmission: 'Contact message',
  DemoRequest: 'Demo request',
  JobApplication: 'Application',
  Job: 'Job',
  Subscriber: 'Subscriber',
  EmailRecipient: 'Email recipient',
  Admin: 'Admin account',
  AdminInvite: 'Team invitation',
  Export: 'Export',
  ApiKey: 'API key',
  WebhookEndpoint: 'Webhook endpoint',
  Retention: 'Data retention',
  Person: 'Person (data-subject request)',
  Post: 'Insights post',
  SuccessStory: 'Success story',
  Testimonial: 'Testimonial',
  PartnerLogo: 'Partner logo',
  Profile: 'Profile',
  PageSection: 'Page text',
  HomeFigure: 'Home page figure',
  BorrowerStage: 'Borrower stage',
  Faq: 'FAQ',
  LegalPage: 'Legal page',
  ServiceOffering: 'Service',
  CompanyValue: 'Value',
  EcosystemTile: 'Ecosystem tile',
  EdgePanel: 'Edge panel',
  Event: 'Event',
  EventBooking: 'Event booking',
  MediaAsset: 'Image',
  SiteSettings: 'Site settings',
  AccountPolicy: 'Sign-in policy',
};

/** Who an event says did it (`system`: the app's own jobs, such as the spam purge). */
export const PRINCIPAL_KINDS = ['visitor', 'admin', 'key', 'system'] as const;

export type PrincipalKind = (typeof PRINCIPAL_KINDS)[number];

/**
 * Per subject type, the fields whose values (before and after) an event may keep: none of them
 * personal, so erasing a person (P15) has nothing to scrub in `data` but ids. Any other field that
 * changed is recorded by name only (`changed`).
 */
export const RECORDED_FIELDS: Record<SubjectType, readonly string[]> = {
  ContactSubmission: ['status', 'source', 'spam', 'spamReason'],
  // The meeting's time is no one's words or address: a new time keeps the old one beside it.
  DemoRequest: ['status', 'meetingDate', 'spam', 'spamReason'],
  JobApplication: ['status', 'jobId', 'spam', 'spamReason'],
  // A job posting holds no personal data: every field may be kept.
  Job: [
    'title', 'slug', 'location', 'role', 'description', 'status', 'skills', 'jobTypes', 'pay', 'expectedHours',
    'benefits', 'schedule', 'supplementalPay', 'education', 'experience', 'startDate', 'postedAt',
  ],
  Subscriber: ['isActive', 'status', 'spam', 'spamReason'],
  EmailRecipient: ['notificationTypes', 'isActive'],
  Admin: ['role', 'status'],
  // The invited address is personal: an invitation's events keep its role only.
  AdminInvite: ['role'],
  // An export is no record: its event keeps which list, the filter and how many rows.
  Export: [],
  // A key's scopes and expiry are settings, no one's data (its name is kept as the principal's name anyway).
  ApiKey: ['scopes', 'expiresAt'],
  // An endpoint's host and events are settings, no one's data. Its URL is recorded by name only: a
  // path or query may hold a receiver's token, which readers of the trail may not see (its secret is never recorded).
  WebhookEndpoint: ['host', 'eventTypes', 'enabled'],
  // A retention run is no record: its event keeps how many of each kind went, and the limits.
  Retention: [],
  // A data-subject request's events keep the address's keyed hash and counts, never the address.
  Person: [],
  // Content holds no personal data: its events keep what changed, field by field.
  Post: ['title', 'slug', 'status', 'publishAt', 'version'],
  SuccessStory: ['title', 'slug', 'status', 'publishAt', 'version'],
  Testimonial: ['title', 'slug', 'status', 'publishAt', 'version'],
  PartnerLogo: ['title', 'slug', 'status', 'publishAt', 'version'],
  Profile: ['title', 'slug', 'status', 'publishAt', 'version'],
  PageSection: ['title', 'slug', 'status', 'publishAt', 'version'],
  HomeFigure: ['title', 'slug', 'status', 'publishAt', 'version'],
  BorrowerStage: ['title', 'slug', 'status', 'publishAt', 'version'],
  Faq: ['title', 'slug', 'status', 'publishAt', 'version'],
  LegalPage: ['title', 'slug', 'status', 'publishAt', 'version'],
  ServiceOffering: ['title', 'slug', 'status', 'publishAt', 'version'],
  CompanyValue: ['title', 'slug', 'status', 'publishAt', 'version'],
  EcosystemTile: ['title', 'slug', 'status', 'publishAt', 'version'],
  EdgePanel: ['title', 'slug', 'status', 'publishAt', 'version'],
  // An event's times and place are no one's personal data (its bookings are, and are not here).
  Event: ['title', 'slug', 'status', 'publishAt', 'version', 'startsAt', 'previousStartsAt', 'cancelledAt'],
  // A booking's person is personal data: its events keep where it stands and how many seats, never who.
  EventBooking: ['status', 'seats', 'spam', 'spamReason'],
  MediaAsset: ['fileName', 'alt', 'focalX', 'focalY'],
  // The company's own name, address and words: no one's personal data, so every field is kept.
  SiteSettings: [
    'siteName', 'tagline', 'contactEmail', 'phone', 'addressLines', 'socialLinks', 'seoTitle', 'seoDescription', 'seoImageId',
    'cookieBannerTitle', 'cookieBannerText', 'mailSenderName', 'maintenanceMode', 'maintenanceMessage', 'version',
  ],
  AccountPolicy: ['sessionIdleHours', 'sessionMaxDays', 'twoFactorRoles', 'version'],
};

/**
 * What a member sees of their own account on their profile (issue P22): every sign-in and failure,
 * sign-out, password and address change, ended session and change an Owner made to the account.
 */
export const ACCOUNT_EVENT_TYPES = [
  'admin.signed_in',
  'admin.sign_in_failed',
  'admin.signed_out',
  'admin.signed_out_everywhere',
  'admin.session_ended',
  'admin.password_changed',
  'admin.password_reset_requested',
  'admin.password_reset',
  'admin.email_changed',
  'admin.two_factor_enabled',
  'admin.two_factor_disabled',
  'admin.recovery_codes_made',
  'admin.recovery_code_used',
  'admin.identity_confirmed',
  'admin.role_changed',
  'admin.reactivated',
] as const satisfies readonly EventType[];

/** How P14's Activity screen names each event. */
export const EVENT_LABELS: Record<EventType, string> = {
  'contact.received': 'Contact message received',
  'contact.released': 'Contact message filed as not spam',
  'contact.status_changed': 'Contact message status changed',
  'contact.replied': 'Contact message replied to',
  'contact.deleted': 'Contact message deleted',
  'contact.spam_purged': 'Held contact messages purged',
  // By a data-subject erasure (privacy.erased), one per record it deleted.
  'contact.erased': 'Contact message erased',
  'demo.received': 'Demo request received',
  'demo.released': 'Demo request filed as not spam',
  'demo.status_changed': 'Demo request status changed',
  'demo.notes_changed': 'Demo request notes changed',
  'demo.rescheduled': 'Demo meeting time changed',
  'demo.deleted': 'Demo request deleted',
  'demo.spam_purged': 'Held demo requests purged',
  'demo.erased': 'Demo request erased',
  'application.received': 'Application received',
  'application.released': 'Application filed as not spam',
  'application.status_changed': 'Application status changed',
  'application.deleted': 'Application deleted',
  'application.spam_purged': 'Held applications purged',
  'application.erased': 'Application erased',
  'job.created': 'Job created',
  'job.updated': 'Job updated',
  'job.deleted': 'Job deleted',
  'subscriber.added': 'Subscriber added',
  'subscriber.released': 'Subscriber filed as not spam',
  'subscriber.unsubscribed': 'Subscriber unsubscribed',
  'subscriber.spam_purged': 'Held sign-ups purged',
  'subscriber.erased': 'Subscriber erased',
  'subscriber.confirmed': 'Subscription confirmed',
  // A new sign-up of an address still pending: the confirmation email again (at most every few minutes).
  'subscriber.confirmation_resent': 'Confirmation email sent again',
  'recipient.created': 'Email recipient created',
  'recipient.updated': 'Email recipient updated',
  'recipient.deleted': 'Email recipient deleted',
  'recipient.activated': 'Email recipient activated',
  'recipient.deactivated': 'Email recipient deactivated',
  'recipient.erased': 'Email recipient erased',
  'admin.signed_in': 'Signed in',
  'admin.sign_in_failed': 'Sign-in failed',
  'admin.signed_out': 'Signed out',
  'admin.created': 'Admin account created',
  'admin.password_changed': 'Password changed',
  // Only for an address an active member signs in with: a request for any other leaves no trace but the rate limit's count.
  'admin.password_reset_requested': 'Password reset link sent',
  'admin.password_reset': 'Password reset by email link',
  'admin.signed_out_everywhere': 'Signed out everywhere',
  // One session ended from the list of sessions: the member's own, or by an Owner (`byOwner`).
  'admin.session_ended': 'Session ended',
  'admin.email_changed': 'Email address changed',
  'admin.two_factor_enabled': 'Two-factor authentication turned on',
  'admin.two_factor_disabled': 'Two-factor authentication turned off',
  'admin.recovery_codes_made': 'New recovery codes made',
  'admin.recovery_code_used': 'Recovery code used',
  // Step-up: the member proved it was them again before an operation that asks for a recent proof.
  'admin.identity_confirmed': 'Identity confirmed',
  'account_policy.updated': 'Sign-in policy changed',
  'admin.invited': 'Team member invited',
  'admin.invite_revoked': 'Invitation revoked',
  'admin.role_changed': 'Role changed',
  'admin.deactivated': 'Team member deactivated',
  'admin.reactivated': 'Team member reactivated',
  'export.created': 'List exported',
  'api_key.created': 'API key created',
  'api_key.revoked': 'API key revoked',
  // Sampled: the first request of each minute a key is used in.
  'api_key.used': 'API key used',
  // By the app itself, hourly: applications, leads and unsubscribed sign-ups past their retention, and old copies (emails, webhook deliveries).
  'retention.purged': 'Old personal data deleted',
  'webhook.created': 'Webhook endpoint created',
  'webhook.updated': 'Webhook endpoint updated',
  'webhook.deleted': 'Webhook endpoint deleted',
  // By the app itself: its deliveries failed for 3 days.
  'webhook.disabled': 'Webhook endpoint switched off',
  'webhook.resent': 'Webhook delivery sent again',
  'privacy.exported': 'Personal data exported',
  'privacy.erased': 'Personal data erased',
  'content.created': 'Content created',
  'content.updated': 'Content updated',
  'content.scheduled': 'Content scheduled',
  'content.published': 'Content published',
  'content.unpublished': 'Content moved back to draft',
  'content.archived': 'Content archived',
  'content.restored': 'Content revision restored',
  'content.deleted': 'Content deleted',
  // An event's publishing is its own type, as integrators follow events apart from the rest of the content.
  'event.published': 'Event published',
  'event.cancelled': 'Event cancelled',
  // A seat booked (or, for an event that needs approval, asked for): data.status says which.
  'booking.created': 'Seat booked',
  // A new booking put on the waitlist (the event full), or one the team moved there.
  'booking.waitlisted': 'Booking waitlisted',
  'booking.approved': 'Booking approved',
  'booking.declined': 'Booking declined',
  // Moved between the lists by the team, or up from the waitlist when seats freed (data.status: [from, to]).
  'booking.moved': 'Booking moved',
  'booking.cancelled': 'Booking cancelled',
  'booking.checked_in': 'Attendee checked in',
  'booking.spam_purged': 'Held bookings purged',
  'booking.erased': 'Booking erased',
  'media.uploaded': 'Image uploaded',
  // Its alt text or focal point.
  'media.updated': 'Image updated',
  'media.deleted': 'Image deleted',
  'settings.updated': 'Site settings changed',
};

/** How long a person's name (a username, a key's name) may be in the Activity screen's filter. */
export const PERSON_MAX_LENGTH = 200;

/** How the audit trail's filters refuse what they cannot read (the Activity screen, `auditEvents`, `GET /api/admin/activity`). */
export const AUDIT_MESSAGES = {
  typeUnknown: 'type must be one of the event types',
  subjectTypeUnknown: `subjectType must be one of ${SUBJECT_TYPES.join(', ')}`,
  subjectIdAlone: 'subjectId needs its subjectType',
  subjectInvalid: (field: string) => `${field} must be the id of a record`,
  dateInvalid: (field: string) => `${field} must be a date (2026-11-27) or a date and time (2026-11-27T09:30:00Z)`,
  rangeReversed: 'to must be later than from',
  personTooLong: `person must be at most ${PERSON_MAX_LENGTH} characters`,
} as const;

export const isEventType = (value: string): value is EventType => (EVENT_TYPES as readonly string[]).includes(value);
export const isSubjectType = (value: string): value is SubjectType => (SUBJECT_TYPES as readonly string[]).includes(value);
