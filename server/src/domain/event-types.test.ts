import { describe, expect, it } from 'vitest';
import { withTwoFactor } from '../test/accounts.js';
import { executeBound } from '../db/bound-sql.js';
import { EventEntity } from '../db/events.entity.js';
import { AREAS } from '../modules/index.js';
import { EVENT_TYPES, type EventType } from '../rules/events.js';
import { deriveKey } from '../secrets.js';
import { createServices, createSharedState } from '../services.js';
import { purgeExpiredSpam } from '../spam-purge.js';
import { TEST_JWT_SECRET, graphql } from '../test/app.js';
import { applyByRest, postActiveJob } from '../test/applications.js';
import { clearAuditTrail, useTestApp } from '../test/fixture.js';
import { PDF } from '../test/files.js';
import { EVENT_INPUT } from '../test/events.js';
import { mediaUpload, pngOf } from '../test/images.js';
import { VALID_APPLICATION, VALID_CONTACT, VALID_DEMO } from '../test/payloads.js';
import { toGlobalId } from '../graphql/relay.js';
import { clientAddressHasher } from './events.js';
import { suppress } from './suppression.js';
import { suppressionHashOf } from './suppression.js';

/**
 * Every event type, recorded by the operation that makes its change (issue P18 §2): exactly one
 * event of that type, about the right subject, saying who did it (principal, request, hashed
 * address) and what changed, with none of the person's own words or addresses in it. A type
 * added to EVENT_TYPES without a scenario here fails.
 */
const t = useTestApp({ admin: true });

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const ADMIN = 'test.admin';
const HELD = { website: 'https://spam.example' };
const RECIPIENT = { name: 'Cara Mendes', email: 'cara.mendes@finmesh.test', notificationTypes: ['career'] };
const SUBSCRIBER = 'lena.fischer@example.com';
const INVITED = 'new.member@finmesh.test';
/** What a person typed (and the recipients' and subscribers' addresses): none of it may be in an event's data. */
const PERSONAL = [
  ...[VALID_CONTACT, VALID_DEMO, VALID_APPLICATION].flatMap((fields) =>
    Object.entries(fields)
      .filter(([key]) => ['firstName', 'lastName', 'email', 'message', 'coverNote', 'phone', 'phoneNumber'].includes(key))
      .map(([, value]) => value),
  ),
  RECIPIENT.name,
  RECIPIENT.email,
  SUBSCRIBER,
  INVITED,
  '9876543210',
  '9845012345',
];

type Who = 'admin' | 'visitor' | 'system' | 'key';
interface Expected {
  subjectId: string | null;
  data: unknown;
  by: Who;
}
/** Sets up what the operation needs, calls `begin()` (events so far are forgotten), runs the operation, and says what it should have recorded. */
type Scenario = (begin: () => Promise<void>) => Promise<Expected>;

const as = () => t.admin;
const inject = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = as()) =>
  t.app.inject({ method, url, payload, headers }).then((response) => {
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response;
  });
/** The id of the one row of `table` (that has `username`, for admins). */
const one = async (table: string, username?: string): Promise<{ id: string }> => {
  const rows = await t.orm.em.getConnection().execute<{ id: string }[]>(`select id from "${table}"${username ? ' where username = ?' : ''}`, username ? [username] : []);
  expect(rows).toHaveLength(1);
  return rows[0] as { id: string };
};

const contact = async (held = false) => {
  await inject('POST', '/api/contact', { ...VALID_CONTACT, ...(held ? HELD : {}) }, {});
  return one('contact_submissions');
};
const demo = async (held = false) => {
  await inject('POST', '/api/demo-requests', { ...VALID_DEMO, ...(held ? HELD : {}) }, {});
  return one('demo_requests');
};
const application = async (held = false) => {
  const jobId = await postActiveJob(t.app, as());
  const response = await applyByRest(t.app, jobId, [{ filename: 'resume.pdf', content: PDF }], held ? HELD : {});
  expect(response.statusCode, response.body).toBe(201);
  return { jobId, application: await one('job_applications') };
};
const subscribe = async (held = false) => {
  await inject('POST', '/api/subscriptions/subscribe', { email: SUBSCRIBER, ...(held ? HELD : {}) }, {});
  return one('subscribers');
};
/** The token of the confirmation link of subscriber `id`, as its email has it. */
const confirmationToken = async (id: string) => {
  const [row] = await t.orm.em.getConnection().execute<{ confirmation_nonce: string }[]>('select confirmation_nonce from subscribers where id = ?', [id]);
  const services = createServices(t.orm.em.fork(), t.dependencies, createSharedState(t.dependencies), AREAS);
  return new URL(services.newsletter.confirmUrl(id, row?.confirmation_nonce ?? '')).searchParams.get('token') ?? '';
};
const recipient = async () => (await inject('POST', '/api/email-recipients', RECIPIENT)).json<{ data: { _id: string } }>().data._id;
const job = () => postActiveJob(t.app, as());
/** A post of the Insights blog, a draft: its id and version. */
const POST_BODY = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Working capital for Indian SMEs.' }] }] };
const event = async () => (await inject('POST', '/api/admin/events', EVENT_INPUT)).json<{ data: { _id: string; version: number } }>().data;
const post = async () => (await inject('POST', '/api/admin/posts', { title: 'Working capital in 2027', body: POST_BODY })).json<{ data: { _id: string; version: number } }>().data;
const postAction = async (id: string, action: string, payload: object = {}) =>
  (await inject('POST', `/api/admin/posts/${id}/${action}`, payload)).json<{ data: { _id: string; version: number } }>().data;
const adminId = async (username = ADMIN) => (await one('admins', username)).id;
const MEMBER_EMAIL = 'test.admin@finmesh.test';
/** Gives the fixture's Owner an address to sign in with (the first account is registered without one). */
const memberEmail = () => t.orm.em.getConnection().execute('update admins set email = ? where username = ?', [MEMBER_EMAIL, ADMIN]);
/** A second account, made by the fixture's Owner (an Admin, without a session). */
const secondAdmin = async () => {
  await inject('POST', '/api/admin/create-admin', { username: 'second.admin', password: 'copper kettle at sunrise' });
  return adminId('second.admin');
};
const KEY_NAME = 'Zapier sync';
/** A key made by the fixture's Owner: its secret and id. */
const apiKey = async () => {
  const { secret, data } = (await inject('POST', '/api/admin/api-keys', { name: KEY_NAME, scopes: ['leads:read'] })).json<{ secret: string; data: { _id: string } }>();
  return { headers: { authorization: `Bearer ${secret}` }, id: data._id };
};
const invite = async () => (await inject('POST', '/api/admin/team/invites', { email: INVITED, role: 'recruiter' })).json<{ data: { _id: string } }>().data._id;
/** The spam purge, as the hourly job runs it, a year on. */
const HOOK = { url: 'https://hooks.example.com/finmesh', eventTypes: ['contact.received'] };
const webhook = async () => (await inject('POST', '/api/admin/webhooks', HOOK)).json<{ data: { _id: string } }>().data._id;
const purge = async () => {
  const { dependencies } = t;
  await purgeExpiredSpam(createServices(t.orm.em.fork(), dependencies, createSharedState(dependencies), AREAS), 30, new Date(Date.now() + 365 * 86_400_000));
};
const purged = { count: 1, before: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) };
/** An image in the media library, uploaded by the fixture's Owner: its id. */
const image = async (alt?: string) => {
  const request = mediaUpload('harbour.png', await pngOf(64, 48), alt);
  const response = await t.app.inject({ method: 'POST', url: request.url, payload: request.payload, headers: { ...request.headers, ...as() } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: { _id: string } }>().data._id;
};
const erase = (email: string) => inject('POST', '/api/admin/privacy/erase', { email, confirm: email });
/** A published event of `capacity` seats, and a booking of `email` at it (`held`: by a bot, as the spam guard judges): the booking's id. */
const BOOKER = { firstName: 'Marcus', lastName: 'Webb', seats: 1 };
const openEvent = async (capacity = 5, needsApproval = false) => {
  const { _id, version } = (await inject('POST', '/api/admin/events', { ...EVENT_INPUT, capacity, needsApproval })).json<{ data: { _id: string; version: number } }>().data;
  await inject('POST', `/api/admin/events/${_id}/publish`, { version });
  return _id;
};
const seatBooked = async (email = 'marcus@example.com', held = false) => {
  await inject('POST', '/api/events/sme-credit-roundtable/bookings', { ...BOOKER, email, ...(held ? { website: 'https://spam.example' } : {}) }, {});
  const rows = await t.orm.em.getConnection().execute<{ id: string }[]>('select id from event_bookings where email = ?', [email]);
  return (rows[0] as { id: string }).id;
};

const SCENARIOS: Record<EventType, Scenario> = {
  'contact.received': async (begin) => {
    await begin();
    const { id } = await contact();
    return { subjectId: id, data: { source: 'contact', spam: false, spamReason: null }, by: 'visitor' };
  },
  'contact.released': async (begin) => {
    const { id } = await contact(true);
    await begin();
    await inject('POST', `/api/contact/admin/contact-submissions/${id}/not-spam`);
    return { subjectId: id, data: { status: ['spam', 'new'] }, by: 'admin' };
  },
  'contact.status_changed': async (begin) => {
    const { id } = await contact();
    await begin();
    await inject('PUT', `/api/contact/admin/contact-submissions/${id}/status`, { status: 'in-progress' });
    return { subjectId: id, data: { status: ['new', 'in-progress'] }, by: 'admin' };
  },
  'contact.replied': async (begin) => {
    const { id } = await contact();
    await begin();
    await inject('POST', `/api/contact/admin/contact-submissions/${id}/reply`, { message: 'Thanks, Ananya: we will call you tomorrow.' });
    return { subjectId: id, data: { replyId: expect.stringMatching(UUID_V7) }, by: 'admin' };
  },
  'contact.deleted': async (begin) => {
    const { id } = await contact();
    await begin();
    await inject('DELETE', `/api/contact/admin/contact-submissions/${id}`);
    return { subjectId: id, data: {}, by: 'admin' };
  },
  'contact.spam_purged': async (begin) => {
    await contact(true);
    await begin();
    await purge();
    return { subjectId: null, data: purged, by: 'system' };
  },
  'demo.received': async (begin) => {
    await begin();
    const { id } = await demo();
    return { subjectId: id, data: { spam: false, spamReason: null }, by: 'visitor' };
  },
  'demo.released': async (begin) => {
    const { id } = await demo(true);
    await begin();
    await inject('POST', `/api/admin/demo-requests/${id}/not-spam`);
    return { subjectId: id, data: { status: ['spam', 'pending'] }, by: 'admin' };
  },
  'demo.status_changed': async (begin) => {
    const { id } = await demo();
    await begin();
    await inject('PUT', `/api/admin/demo-requests/${id}/status`, { status: 'confirmed' });
    return { subjectId: id, data: { status: ['pending', 'confirmed'], invitation: { method: 'REQUEST', sequence: 0 } }, by: 'admin' };
  },
  'demo.notes_changed': async (begin) => {
    const { id } = await demo();
    await begin();
    await inject('PUT', `/api/admin/demo-requests/${id}/notes`, { notes: 'Marcus prefers mornings.' });
    return { subjectId: id, data: { changed: ['notes'] }, by: 'admin' };
  },
  'demo.rescheduled': async (begin) => {
    const { id } = await demo();
    await inject('PUT', `/api/admin/demo-requests/${id}/status`, { status: 'confirmed' });
    await begin();
    const [was] = await t.orm.em.getConnection().execute<{ meeting_date: Date | string }[]>('select meeting_date from demo_requests');
    const moved = new Date(Date.now() + 5 * 86_400_000).toISOString();
    await inject('PUT', `/api/admin/demo-requests/${id}/meeting`, { meetingDate: moved });
    const meetingDate = [new Date(was?.meeting_date ?? '').toISOString(), moved];
    return { subjectId: id, data: { changes: { meetingDate }, invitation: { method: 'REQUEST', sequence: 1 } }, by: 'admin' };
  },
  'demo.deleted': async (begin) => {
    const { id } = await demo();
    await begin();
    await inject('DELETE', `/api/admin/demo-requests/${id}`);
    return { subjectId: id, data: {}, by: 'admin' };
  },
  'demo.spam_purged': async (begin) => {
    await demo(true);
    await begin();
    await purge();
    return { subjectId: null, data: purged, by: 'system' };
  },
  'application.received': async (begin) => {
    const jobId = await job();
    await begin();
    const response = await applyByRest(t.app, jobId, [{ filename: 'resume.pdf', content: PDF }]);
    expect(response.statusCode, response.body).toBe(201);
    const { id } = await one('job_applications');
    return { subjectId: id, data: { jobId, resumeCount: 1, spam: false, spamReason: null }, by: 'visitor' };
  },
  'application.released': async (begin) => {
    const { application: held } = await application(true);
    await begin();
    await inject('POST', `/api/career/applications/${held.id}/not-spam`);
    return { subjectId: held.id, data: { status: ['spam', 'new'] }, by: 'admin' };
  },
  'application.status_changed': async (begin) => {
    const { application: applied } = await application();
    await begin();
    await inject('PUT', `/api/career/applications/${applied.id}/status`, { status: 'reviewed' });
    return { subjectId: applied.id, data: { status: ['new', 'reviewed'] }, by: 'admin' };
  },
  'application.deleted': async (begin) => {
    const { application: applied } = await application();
    await begin();
    await inject('DELETE', `/api/career/applications/${applied.id}`);
    return { subjectId: applied.id, data: { resumeCount: 1 }, by: 'admin' };
  },
  'application.spam_purged': async (begin) => {
    await application(true);
    await begin();
    await purge();
    return { subjectId: null, data: purged, by: 'system' };
  },
  'job.created': async (begin) => {
    await begin();
    const id = await job();
    return { subjectId: id, data: { fields: expect.objectContaining({ title: 'Credit Analyst', status: 'Active', description: ['Assess SME borrowers.'] }) }, by: 'admin' };
  },
  'job.updated': async (begin) => {
    const id = await job();
    await begin();
    await inject('PUT', `/api/jobs/${id}`, { title: 'Senior Credit Analyst', description: ['Assess SME borrowers.'], status: 'Active' });
    return { subjectId: id, data: { changes: { title: ['Credit Analyst', 'Senior Credit Analyst'] } }, by: 'admin' };
  },
  'job.deleted': async (begin) => {
    const id = await job();
    await begin();
    await inject('DELETE', `/api/jobs/${id}`);
    return { subjectId: id, data: {}, by: 'admin' };
  },
  'subscriber.added': async (begin) => {
    await begin();
    const { id } = await subscribe();
    return { subjectId: id, data: { source: 'newsletter', status: 'active' }, by: 'visitor' };
  },
  'subscriber.released': async (begin) => {
    const { id } = await subscribe(true);
    await begin();
    await inject('POST', `/api/subscriptions/${id}/not-spam`);
    return { subjectId: id, data: { isActive: [false, true], status: 'active' }, by: 'admin' };
  },
  // An erased address signs up again: pending whatever the setting, and its link confirms it.
  'subscriber.confirmed': async (begin) => {
    await suppress(t.orm.em.fork(), createSharedState(t.dependencies).suppressionKey, SUBSCRIBER);
    const { id } = await subscribe();
    await begin();
    const response = await t.app.inject({ method: 'POST', url: `/newsletter/confirm?token=${await confirmationToken(id)}` });
    expect(response.statusCode, response.body).toBe(200);
    return { subjectId: id, data: { isActive: [false, true], status: ['pending', 'active'] }, by: 'visitor' };
  },
  'subscriber.confirmation_resent': async (begin) => {
    await suppress(t.orm.em.fork(), createSharedState(t.dependencies).suppressionKey, SUBSCRIBER);
    const { id } = await subscribe();
    await t.orm.em.getConnection().execute(`update subscribers set confirmation_sent_at = now() - interval '11 minutes'`);
    await begin();
    await inject('POST', '/api/subscriptions/subscribe', { email: SUBSCRIBER }, {});
    return { subjectId: id, data: { status: 'pending' }, by: 'visitor' };
  },
  'retention.purged': async (begin) => {
    await contact();
    await t.orm.em.getConnection().execute(`update contact_submissions set updated_at = now() - interval '731 days'`);
    await begin();
    const now = new Date();
    await createServices(t.orm.em.fork(), t.dependencies, createSharedState(t.dependencies), AREAS).retention.purge(now);
    return {
      subjectId: null,
      data: {
        applications: 0,
        files: 0,
        contactSubmissions: 1,
        demoRequests: 0,
        subscribers: 0,
        eventBookings: 0,
        copies: { emails: 0, 'webhook-deliveries': 0 },
        applicationDays: 365,
        leadDays: 730,
        unsubscribedDays: 90,
        outboxDays: 90,
        webhookDeliveryDays: 90,
        at: now.toISOString(),
      },
      by: 'system',
    };
  },
  // By an erasure, one about each record it deleted: its id, nothing else.
  'contact.erased': async (begin) => {
    const { id } = await contact();
    await begin();
    await erase(VALID_CONTACT.email);
    return { subjectId: id, data: {}, by: 'admin' };
  },
  'demo.erased': async (begin) => {
    const { id } = await demo();
    await begin();
    await erase(VALID_DEMO.email);
    return { subjectId: id, data: {}, by: 'admin' };
  },
  'application.erased': async (begin) => {
    const { application: { id } } = await application();
    await begin();
    await erase(VALID_APPLICATION.email);
    return { subjectId: id, data: {}, by: 'admin' };
  },
  'subscriber.erased': async (begin) => {
    const { id } = await subscribe();
    await begin();
    await erase(SUBSCRIBER);
    return { subjectId: id, data: {}, by: 'admin' };
  },
  'recipient.erased': async (begin) => {
    const id = await recipient();
    await begin();
    await erase(RECIPIENT.email);
    return { subjectId: id, data: {}, by: 'admin' };
  },
  'subscriber.unsubscribed': async (begin) => {
    const { id } = await subscribe();
    await begin();
    await inject('POST', '/api/subscriptions/unsubscribe', { email: SUBSCRIBER });
    return { subjectId: id, data: { via: 'admin' }, by: 'admin' };
  },
  'subscriber.spam_purged': async (begin) => {
    await subscribe(true);
    await begin();
    await purge();
    return { subjectId: null, data: purged, by: 'system' };
  },
  'recipient.created': async (begin) => {
    await begin();
    const id = await recipient();
    return { subjectId: id, data: { notificationTypes: ['career'], isActive: true }, by: 'admin' };
  },
  'recipient.updated': async (begin) => {
    const id = await recipient();
    await begin();
    await inject('PUT', `/api/email-recipients/${id}`, { name: 'Cara Menezes', notificationTypes: ['career', 'newsletters'], isActive: false });
    return { subjectId: id, data: { changes: { notificationTypes: [['career'], ['career', 'newsletters']], isActive: [true, false], changed: ['name'] } }, by: 'admin' };
  },
  'recipient.deleted': async (begin) => {
    const id = await recipient();
    await begin();
    await inject('DELETE', `/api/email-recipients/${id}`);
    return { subjectId: id, data: {}, by: 'admin' };
  },
  'recipient.deactivated': async (begin) => {
    const id = await recipient();
    await begin();
    await inject('PATCH', `/api/email-recipients/${id}/toggle-status`);
    return { subjectId: id, data: {}, by: 'admin' };
  },
  'recipient.activated': async (begin) => {
    const id = await recipient();
    await inject('PATCH', `/api/email-recipients/${id}/toggle-status`);
    await begin();
    await inject('PATCH', `/api/email-recipients/${id}/toggle-status`);
    return { subjectId: id, data: {}, by: 'admin' };
  },
  'admin.signed_in': async (begin) => {
    await begin();
    const { token } = (await inject('POST', '/api/admin/login', { username: ADMIN, password: 'Str0ng!pass-phrase' }, {})).json<{ token: string }>();
    expect(token).toBeTruthy();
    // By the account that signed in (from the visitor's request and address).
    return { subjectId: await adminId(), data: { sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/) }, by: 'admin' };
  },
  'admin.sign_in_failed': async (begin) => {
    await begin();
    const response = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: ADMIN, password: 'ananya@example.com' } });
    expect(response.statusCode).toBe(401);
    return { subjectId: await adminId(), data: { knownUsername: true }, by: 'visitor' };
  },
  'admin.signed_out': async (begin) => {
    await begin();
    await inject('POST', '/api/admin/logout');
    return { subjectId: await adminId(), data: { sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/) }, by: 'admin' };
  },
  'admin.created': async (begin) => {
    await begin();
    await inject('POST', '/api/admin/create-admin', { username: 'second.admin', password: 'copper kettle at sunrise' });
    return { subjectId: await adminId('second.admin'), data: { role: 'admin' }, by: 'admin' };
  },
  'admin.password_changed': async (begin) => {
    await begin();
    await inject('POST', '/api/admin/change-password', { currentPassword: 'Str0ng!pass-phrase', newPassword: 'copper kettle at sunrise' });
    return { subjectId: await adminId(), data: { sessionsEnded: 0 }, by: 'admin' };
  },
  'admin.email_changed': async (begin) => {
    await begin();
    await inject('PUT', '/api/admin/profile/email', { currentPassword: 'Str0ng!pass-phrase', email: 'test.admin@finmesh.test' });
    return { subjectId: await adminId(), data: { hadEmail: false }, by: 'admin' };
  },
  'admin.two_factor_enabled': async (begin) => {
    await begin();
    await withTwoFactor(t, as());
    return { subjectId: await adminId(), data: { method: 'totp' }, by: 'admin' };
  },
  'admin.two_factor_disabled': async (begin) => {
    await withTwoFactor(t, as());
    await begin();
    await inject('POST', '/api/admin/profile/two-factor/disable', { currentPassword: 'Str0ng!pass-phrase' });
    return { subjectId: await adminId(), data: { method: 'totp' }, by: 'admin' };
  },
  'admin.recovery_codes_made': async (begin) => {
    await withTwoFactor(t, as());
    await begin();
    await inject('POST', '/api/admin/profile/two-factor/recovery-codes', { currentPassword: 'Str0ng!pass-phrase' });
    return { subjectId: await adminId(), data: {}, by: 'admin' };
  },
  'admin.recovery_code_used': async (begin) => {
    const { recoveryCodes } = await withTwoFactor(t, as());
    await begin();
    const { secondStep } = (await inject('POST', '/api/admin/login', { username: ADMIN, password: 'Str0ng!pass-phrase' }, {})).json<{ secondStep: string }>();
    await inject('POST', '/api/admin/login/second-step', { step: secondStep, code: recoveryCodes[0] }, {});
    return { subjectId: await adminId(), data: {}, by: 'admin' };
  },
  'admin.identity_confirmed': async (begin) => {
    await begin();
    await inject('POST', '/api/admin/profile/confirm-identity', { currentPassword: 'Str0ng!pass-phrase' });
    return { subjectId: await adminId(), data: { method: 'password', sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/) }, by: 'admin' };
  },
  'admin.password_reset_requested': async (begin) => {
    await memberEmail();
    await begin();
    await inject('POST', '/api/admin/forgot-password', { email: MEMBER_EMAIL }, {});
    return { subjectId: await adminId(), data: {}, by: 'visitor' };
  },
  'admin.password_reset': async (begin) => {
    await memberEmail();
    await inject('POST', '/api/admin/forgot-password', { email: MEMBER_EMAIL }, {});
    const [mail] = await t.orm.em.getConnection().execute<{ content: { action: { url: string } } }[]>(`select content from mail_messages where kind = 'password_reset'`);
    const token = new URLSearchParams(new URL(mail?.content.action.url ?? 'http://x/').hash.slice(1)).get('token') ?? '';
    await begin();
    await inject('POST', '/api/admin/reset-password', { token, password: 'copper kettle at sunrise' }, {});
    return { subjectId: await adminId(), data: { sessionsEnded: 1 }, by: 'admin' };
  },
  'admin.signed_out_everywhere': async (begin) => {
    await begin();
    await inject('POST', '/api/admin/sign-out-everywhere');
    return { subjectId: await adminId(), data: { sessionsEnded: 1 }, by: 'admin' };
  },
  'admin.session_ended': async (begin) => {
    const other = (await inject('POST', '/api/admin/login', { username: ADMIN, password: 'Str0ng!pass-phrase' }, {})).json<{ token: string }>().token;
    const sessions = (await inject('GET', '/api/admin/sessions', undefined, { authorization: `Bearer ${other}` })).json<{ data: { _id: string; current: boolean }[] }>().data;
    const ended = sessions.find((session) => !session.current)?._id ?? '';
    await begin();
    await inject('POST', `/api/admin/sessions/${ended}/end`, undefined, { authorization: `Bearer ${other}` });
    return { subjectId: await adminId(), data: { sessionId: ended, byOwner: false }, by: 'admin' };
  },
  'admin.invited': async (begin) => {
    await begin();
    return { subjectId: await invite(), data: { role: 'recruiter' }, by: 'admin' };
  },
  'admin.invite_revoked': async (begin) => {
    const id = await invite();
    await begin();
    await inject('DELETE', `/api/admin/team/invites/${id}`);
    return { subjectId: id, data: {}, by: 'admin' };
  },
  'admin.role_changed': async (begin) => {
    const id = await secondAdmin();
    await begin();
    await inject('PUT', `/api/admin/team/${id}/role`, { role: 'viewer' });
    return { subjectId: id, data: { changes: { role: ['admin', 'viewer'] } }, by: 'admin' };
  },
  'admin.deactivated': async (begin) => {
    const id = await secondAdmin();
    await inject('POST', '/api/admin/login', { username: 'second.admin', password: 'copper kettle at sunrise' }, {});
    await begin();
    await inject('POST', `/api/admin/team/${id}/deactivate`);
    return { subjectId: id, data: { sessionsEnded: 1, apiKeysRevoked: 0, invitationsRevoked: 0 }, by: 'admin' };
  },
  'admin.reactivated': async (begin) => {
    const id = await secondAdmin();
    await inject('POST', `/api/admin/team/${id}/deactivate`);
    await begin();
    await inject('POST', `/api/admin/team/${id}/reactivate`);
    return { subjectId: id, data: {}, by: 'admin' };
  },
  'export.created': async (begin) => {
    await contact();
    const { url } = (await inject('POST', '/api/admin/exports', { list: 'contact-submissions', filter: { status: 'new' } })).json<{ data: { url: string } }>().data;
    await begin();
    // The link is opened without the bearer token (a browser saving a file): the event names the admin whose session made it.
    await inject('GET', url, undefined, {});
    return { subjectId: null, data: { list: 'contact-submissions', filter: { status: 'new' }, searched: false, rows: 1, complete: true }, by: 'admin' };
  },
  'privacy.exported': async (begin) => {
    await contact();
    const { url } = (await inject('POST', '/api/admin/privacy/export', { email: VALID_CONTACT.email })).json<{ data: { url: string } }>().data;
    await begin();
    // Opened without the bearer token, as a browser saves a file: by the admin whose session asked; the address only as its keyed hash.
    await inject('GET', url, undefined, {});
    const addressHash = suppressionHashOf(deriveKey(TEST_JWT_SECRET, 'suppression'), VALID_CONTACT.email);
    return { subjectId: null, data: { addressHash, counts: expect.objectContaining({ 'contact-submissions': 1, events: 0 }), files: 0, complete: true }, by: 'admin' };
  },
  'privacy.erased': async (begin) => {
    await contact();
    await begin();
    await inject('POST', '/api/admin/privacy/erase', { email: VALID_CONTACT.email, confirm: VALID_CONTACT.email });
    const addressHash = suppressionHashOf(deriveKey(TEST_JWT_SECRET, 'suppression'), VALID_CONTACT.email);
    return { subjectId: null, data: { addressHash, counts: expect.objectContaining({ 'contact-submissions': 1 }), files: 0, redactedEvents: 0 }, by: 'admin' };
  },
  'media.uploaded': async (begin) => {
    await begin();
    const id = await image('Harbour at dawn');
    return { subjectId: id, data: { fileName: 'harbour.png', format: 'png', width: 64, height: 48, bytes: expect.any(Number) }, by: 'admin' };
  },
  'media.updated': async (begin) => {
    const id = await image();
    await begin();
    await inject('PATCH', `/api/admin/media/${id}`, { alt: 'Harbour at dawn', focalX: 0.2 });
    return { subjectId: id, data: { changes: { alt: [null, 'Harbour at dawn'], focalX: [0.5, 0.2] } }, by: 'admin' };
  },
  'media.deleted': async (begin) => {
    const id = await image();
    await begin();
    await inject('DELETE', `/api/admin/media/${id}`);
    return { subjectId: id, data: { fileName: 'harbour.png' }, by: 'admin' };
  },
  'api_key.created': async (begin) => {
    await begin();
    const { id } = await apiKey();
    return { subjectId: id, data: { prefix: expect.stringMatching(/^fm_live_[0-9A-Za-z]{4}$/), scopes: ['leads:read'], expiresAt: null }, by: 'admin' };
  },
  'api_key.revoked': async (begin) => {
    const { id } = await apiKey();
    await begin();
    await inject('DELETE', `/api/admin/api-keys/${id}`);
    return { subjectId: id, data: {}, by: 'admin' };
  },
  'api_key.used': async (begin) => {
    const key = await apiKey();
    await begin();
    await inject('GET', '/api/contact/admin/contact-submissions', undefined, key.headers);
    // By the key itself; the route's pattern, never the address (ids, a search).
    return { subjectId: key.id, data: { method: 'GET', route: '/api/contact/admin/contact-submissions' }, by: 'key' };
  },
  'webhook.created': async (begin) => {
    await begin();
    // The host only: a URL's path or query may carry the receiver's token, and readers of the trail may not see it.
    return { subjectId: await webhook(), data: { host: 'hooks.example.com', eventTypes: HOOK.eventTypes, enabled: true }, by: 'admin' };
  },
  'webhook.updated': async (begin) => {
    const id = await webhook();
    await begin();
    await inject('PATCH', `/api/admin/webhooks/${id}`, { enabled: false, eventTypes: ['contact.received', 'job.created'] });
    return { subjectId: id, data: { changes: { eventTypes: [['contact.received'], ['contact.received', 'job.created']], enabled: [true, false] } }, by: 'admin' };
  },
  'settings.updated': async (begin) => {
    const { version } = (await inject('GET', '/api/admin/settings')).json<{ data: { version: number } }>().data;
    await begin();
    await inject('PUT', '/api/admin/settings', { version, siteName: 'Finmesh Capital', maintenanceMode: true });
    return { subjectId: (await one('site_settings')).id, data: { changes: { siteName: ['Finmesh', 'Finmesh Capital'], maintenanceMode: [false, true] }, version: version + 1 }, by: 'admin' };
  },
  'account_policy.updated': async (begin) => {
    await begin();
    await inject('PUT', '/api/admin/account-policy', { version: 0, sessionIdleHours: 4, sessionMaxDays: 7 });
    return { subjectId: (await one('account_policies')).id, data: { changes: { sessionIdleHours: [12, 4] }, version: 1 }, by: 'admin' };
  },
  'webhook.deleted': async (begin) => {
    const id = await webhook();
    await begin();
    await inject('DELETE', `/api/admin/webhooks/${id}`);
    return { subjectId: id, data: { host: 'hooks.example.com' }, by: 'admin' };
  },
  // By the webhook worker, when an endpoint's deliveries have failed for 3 days.
  'webhook.disabled': async (begin) => {
    const id = await webhook();
    const failingSince = new Date(Date.now() - 3 * 86_400_000 - 1000);
    await t.orm.em.fork().getConnection().execute('update webhook_endpoints set failing_since = ? where id = ?', [failingSince, id]);
    await begin();
    const { dependencies } = t;
    await createServices(t.orm.em.fork(), dependencies, createSharedState(dependencies), AREAS).webhooks.switchOff(id, new Date());
    return { subjectId: id, data: { host: 'hooks.example.com', failingSince: failingSince.toISOString() }, by: 'system' };
  },
  'webhook.resent': async (begin) => {
    const id = await webhook();
    await inject('POST', '/api/contact', VALID_CONTACT);
    await t.settle();
    const [delivery] = await executeBound<{ id: string; webhook_id: string }>(t.orm.em.fork(), 'select "id", "webhook_id" from "webhook_deliveries"', []);
    await begin();
    await inject('POST', `/api/admin/webhooks/deliveries/${delivery?.id}/resend`);
    return { subjectId: id, data: { eventType: 'contact.received', eventId: delivery?.webhook_id }, by: 'admin' };
  },
  'content.created': async (begin) => {
    await begin();
    const { _id } = await post();
    return { subjectId: _id, data: { type: 'post', slug: 'working-capital-in-2027', version: 1, fields: { title: 'Working capital in 2027', slug: 'working-capital-in-2027', status: 'draft' } }, by: 'admin' };
  },
  'content.updated': async (begin) => {
    const { _id, version } = await post();
    await begin();
    await inject('PUT', `/api/admin/posts/${_id}`, { version, title: 'Working capital in 2028', slug: 'working-capital-2028', body: POST_BODY });
    return {
      subjectId: _id,
      data: { type: 'post', slug: 'working-capital-2028', version: 2, changes: { title: ['Working capital in 2027', 'Working capital in 2028'], slug: ['working-capital-in-2027', 'working-capital-2028'] } },
      by: 'admin',
    };
  },
  'content.scheduled': async (begin) => {
    const { _id, version } = await post();
    const publishAt = new Date(Date.now() + 3_600_000).toISOString();
    await begin();
    await postAction(_id, 'schedule', { version, publishAt });
    return { subjectId: _id, data: { type: 'post', slug: 'working-capital-in-2027', version: 2, status: ['draft', 'scheduled'], publishAt }, by: 'admin' };
  },
  'content.published': async (begin) => {
    const { _id, version } = await post();
    await begin();
    await postAction(_id, 'publish', { version });
    return { subjectId: _id, data: { type: 'post', slug: 'working-capital-in-2027', version: 2, status: ['draft', 'published'], publishAt: null }, by: 'admin' };
  },
  'content.unpublished': async (begin) => {
    const { _id, version } = await post();
    const published = await postAction(_id, 'publish', { version });
    await begin();
    await postAction(_id, 'unpublish', { version: published.version });
    return { subjectId: _id, data: { type: 'post', slug: 'working-capital-in-2027', version: 3, status: ['published', 'draft'], publishAt: null }, by: 'admin' };
  },
  'content.archived': async (begin) => {
    const { _id, version } = await post();
    await begin();
    await postAction(_id, 'archive', { version });
    return { subjectId: _id, data: { type: 'post', slug: 'working-capital-in-2027', version: 2, status: ['draft', 'archived'], publishAt: null }, by: 'admin' };
  },
  'content.restored': async (begin) => {
    const { _id, version } = await post();
    await inject('PUT', `/api/admin/posts/${_id}`, { version, title: 'Working capital in 2028', body: POST_BODY });
    const [, first] = (await inject('GET', `/api/admin/posts/${_id}/revisions`)).json<{ data: { _id: string }[] }>().data;
    await begin();
    await postAction(_id, 'restore', { version: 2, revisionId: first?._id });
    return { subjectId: _id, data: { type: 'post', slug: 'working-capital-in-2027', version: 3, revision: 1, changes: { title: ['Working capital in 2028', 'Working capital in 2027'] } }, by: 'admin' };
  },
  'content.deleted': async (begin) => {
    const { _id } = await post();
    await begin();
    await inject('DELETE', `/api/admin/posts/${_id}`);
    return { subjectId: _id, data: { type: 'post', slug: 'working-capital-in-2027', version: 1 }, by: 'admin' };
  },
  'event.published': async (begin) => {
    const { _id, version } = await event();
    await begin();
    await inject('POST', `/api/admin/events/${_id}/publish`, { version });
    return { subjectId: _id, data: { type: 'event', slug: 'sme-credit-roundtable', version: 2, status: ['draft', 'published'], publishAt: null }, by: 'admin' };
  },
  'event.cancelled': async (begin) => {
    const { _id, version } = await event();
    await inject('POST', `/api/admin/events/${_id}/publish`, { version });
    await begin();
    await inject('POST', `/api/admin/events/${_id}/cancel`, { version: version + 1, note: 'The venue flooded.' });
    return { subjectId: _id, data: { type: 'event', slug: 'sme-credit-roundtable', version: 3 }, by: 'admin' };
  },
  'booking.created': async (begin) => {
    const eventId = await openEvent();
    await begin();
    const id = await seatBooked();
    return { subjectId: id, data: { eventId, status: 'booked', seats: 1 }, by: 'visitor' };
  },
  'booking.waitlisted': async (begin) => {
    const eventId = await openEvent(1);
    await seatBooked('first@example.com');
    await begin();
    const id = await seatBooked();
    return { subjectId: id, data: { eventId, status: 'waitlisted', seats: 1 }, by: 'visitor' };
  },
  'booking.approved': async (begin) => {
    const eventId = await openEvent(5, true);
    const id = await seatBooked();
    await begin();
    await inject('PUT', `/api/admin/events/${eventId}/bookings/${id}/status`, { status: 'booked' });
    return { subjectId: id, data: { eventId, status: ['pending_approval', 'booked'] }, by: 'admin' };
  },
  'booking.declined': async (begin) => {
    const eventId = await openEvent(5, true);
    const id = await seatBooked();
    await begin();
    await inject('PUT', `/api/admin/events/${eventId}/bookings/${id}/status`, { status: 'declined' });
    return { subjectId: id, data: { eventId, status: ['pending_approval', 'declined'] }, by: 'admin' };
  },
  'booking.moved': async (begin) => {
    const eventId = await openEvent(1);
    const first = await seatBooked('first@example.com');
    const id = await seatBooked();
    await inject('PUT', `/api/admin/events/${eventId}/bookings/${first}/status`, { status: 'waitlisted' });
    await begin();
    // The booked one went to the end of the waitlist: the seat it freed went to the next in line.
    await inject('PUT', `/api/admin/events/${eventId}/bookings/${id}/status`, { status: 'waitlisted' });
    return { subjectId: first, data: { eventId, status: ['waitlisted', 'booked'], by: 'waitlist' }, by: 'admin' };
  },
  'booking.cancelled': async (begin) => {
    const eventId = await openEvent();
    const id = await seatBooked();
    await begin();
    await inject('PUT', `/api/admin/events/${eventId}/bookings/${id}/status`, { status: 'cancelled' });
    return { subjectId: id, data: { eventId, status: ['booked', 'cancelled'] }, by: 'admin' };
  },
  'booking.checked_in': async (begin) => {
    const eventId = await openEvent();
    const id = await seatBooked();
    await begin();
    await inject('POST', `/api/admin/events/${eventId}/bookings/${id}/check-in`, {});
    return { subjectId: id, data: { eventId, status: ['booked', 'attended'] }, by: 'admin' };
  },
  'booking.spam_purged': async (begin) => {
    await openEvent();
    await seatBooked('marcus@example.com', true);
    await begin();
    await purge();
    return { subjectId: null, data: purged, by: 'system' };
  },
  'booking.erased': async (begin) => {
    await openEvent();
    const id = await seatBooked();
    await begin();
    await erase('marcus@example.com');
    return { subjectId: id, data: {}, by: 'admin' };
  },
};

const addressHash = clientAddressHasher(deriveKey(TEST_JWT_SECRET, 'client-address'))('127.0.0.1');

async function principalOf(by: Who) {
  if (by === 'system') return { principalKind: 'system', principalId: null, principalName: null, requestId: null, clientAddressHash: null };
  const request = { requestId: expect.stringMatching(UUID_V7), clientAddressHash: addressHash };
  if (by === 'visitor') return { principalKind: 'visitor', principalId: null, principalName: null, ...request };
  if (by === 'key') return { principalKind: 'key', principalId: (await one('api_keys')).id, principalName: KEY_NAME, ...request };
  return { principalKind: 'admin', principalId: await adminId(), principalName: ADMIN, ...request };
}

describe('every event type is recorded by the operation that makes its change', () => {
  it.each(EVENT_TYPES.map((type) => [type]))('%s', async (type) => {
    const scenario = SCENARIOS[type] as Scenario | undefined;
    if (!scenario) throw new Error(`No scenario records ${type}: add one to SCENARIOS`);
    const begin = async () => {
      await clearAuditTrail(t.orm.em.fork());
    };
    const expected = await scenario(begin);
    const events = await t.orm.em.fork().find(EventEntity, { type });
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event).toMatchObject({
      type,
      subjectType: expect.any(String),
      subjectId: expected.subjectId,
      ...(await principalOf(expected.by)),
      data: expected.data,
    });
    expect(event?.data).toEqual(expected.data);
    const data = JSON.stringify(event?.data);
    for (const value of PERSONAL) expect(data).not.toContain(value);
  });

  it('names each request by an id of its own', async () => {
    await contact();
    await demo();
    const ids = (await t.orm.em.fork().find(EventEntity, {})).map((event) => event.requestId);
    expect(new Set(ids).size).toBe(2);
  });

  it('records through GraphQL as through REST', async () => {
    const { id } = await contact();
    await clearAuditTrail(t.orm.em.fork());
    const { body } = await graphql(t.app, 'mutation($input: DeleteContactSubmissionInput!) { deleteContactSubmission(input: $input) { deletedId } }', { input: { id: toGlobalId('ContactSubmission', id) } }, as());
    expect(body.errors).toBeUndefined();
    expect(await t.orm.em.fork().find(EventEntity, {})).toEqual([expect.objectContaining({ type: 'contact.deleted', subjectId: id, ...(await principalOf('admin')) })]);
  });
});

describe('a change that records nothing', () => {
  it('records no event for a status set to what it already was', async () => {
    const { id } = await contact();
    await clearAuditTrail(t.orm.em.fork());
    await inject('PUT', `/api/contact/admin/contact-submissions/${id}/status`, { status: 'new' });
    expect(await t.orm.em.fork().count(EventEntity)).toBe(0);
  });

  it('records one release when "Not spam" is pressed twice', async () => {
    const { id } = await contact(true);
    await Promise.all([1, 2].map(() => t.app.inject({ method: 'POST', url: `/api/contact/admin/contact-submissions/${id}/not-spam`, headers: as() })));
    expect(await t.orm.em.fork().count(EventEntity, { type: 'contact.released' })).toBe(1);
  });

  it('records no second subscriber.added for an address already on the list', async () => {
    await subscribe();
    const again = await t.app.inject({ method: 'POST', url: '/api/subscriptions/subscribe', payload: { email: SUBSCRIBER } });
    expect(again.statusCode).toBe(409);
    expect(await t.orm.em.fork().count(EventEntity, { type: 'subscriber.added' })).toBe(1);
  });
});

