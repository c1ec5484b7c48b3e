import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApplicationFileEntity, JobApplicationEntity } from '../modules/careers/careers.entity.js';
import { AREAS } from '../modules/index.js';
import { ContactSubmissionEntity } from '../modules/contact/contact.entity.js';
import { DemoRequestEntity } from '../modules/demo/demo.entity.js';
import { MailMessageEntity } from '../modules/mail/mail.entity.js';
import { SubscriberEntity } from '../modules/newsletter/newsletter.entity.js';
import { deriveKey, sign } from '../secrets.js';
import { SpamPurge } from '../spam-purge.js';
import { graphql, TEST_JWT_SECRET } from '../test/app.js';
import { useTestApp } from '../test/fixture.js';
import { PDF, multipart } from '../test/files.js';
import { VALID_APPLICATION, VALID_CONTACT, VALID_DEMO } from '../test/payloads.js';

const t = useTestApp({
  admin: true,
  // One member of staff who gets every kind of notification.
  recipients: [{ name: 'Staff', email: 'staff@finmesh.example', notificationTypes: ['career', 'newsletters', 'system_alerts'] }],
  env: { PUBLIC_FORM_RATE_LIMIT: '3', FORM_MIN_FILL_SECONDS: '3', SPAM_RETENTION_DAYS: '30' },
});

const THANKS = 'Thank you for reaching out... Our team will get back to you soon.';

/** A "form shown at" token as `formStart` issues it, for a form shown `secondsAgo` seconds ago. */
const shownAgo = (secondsAgo: number) => sign(deriveKey(TEST_JWT_SECRET, 'form-start'), String(Date.now() - secondsAgo * 1000));

let nextAddress = 0;
/** A fresh client address per submission, so the per-address rate limit never interferes. */
const fromNewAddress = () => `10.1.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

const em = () => t.orm.em.fork();
/** The mail queued so far (the event consumers run first, as the server runs them after each write). */
const mailCount = async () => {
  await t.settle();
  return em().count(MailMessageEntity);
};
/** Kinds of mail queued since `since` (in the order queued). */
const mailSince = async (since: Date) => (await t.settle(), await em().find(MailMessageEntity, { createdAt: { $gte: since } }, { orderBy: { createdAt: 'asc' } })).map((mail) => `${mail.kind} -> ${mail.toAddress}`);

async function sendContact(fields: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/contact', payload: { ...VALID_CONTACT, ...fields }, remoteAddress: fromNewAddress() });
}
async function sendDemo(fields: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/demo-requests', payload: { ...VALID_DEMO, ...fields }, remoteAddress: fromNewAddress() });
}
async function sendApplication(fields: Record<string, string>) {
  const body = multipart({ ...VALID_APPLICATION, ...fields }, [{ field: 'resume', filename: 'cv.pdf', content: PDF, type: 'application/pdf' }]);
  return t.app.inject({ method: 'POST', url: '/api/career/apply', ...body, remoteAddress: fromNewAddress() });
}
async function subscribe(fields: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/subscriptions/subscribe', payload: fields, remoteAddress: fromNewAddress() });
}

/** The REST admin list of an area: people's by default, `status=spam` for what was held. */
async function adminList(url: string, spam: boolean): Promise<Record<string, unknown>[]> {
  const response = await t.app.inject({ method: 'GET', url: `${url}${spam ? `${url.includes('?') ? '&' : '?'}status=spam` : ''}`, headers: t.admin });
  expect(response.statusCode).toBe(200);
  const body = response.json() as { data: Record<string, unknown>[] | { data: Record<string, unknown>[] } };
  return Array.isArray(body.data) ? body.data : body.data.data;
}
const emailsIn = async (url: string, spam: boolean) => (await adminList(url, spam)).map((record) => record.email);

describe('spam is kept, never dropped', () => {
  it('keeps a submission with the honeypot filled as spam: the sender sees the usual success, nothing is sent', async () => {
    const before = await mailCount();
    const contact = await sendContact({ email: 'honeypot.contact@example.com', website: 'http://spam.example' });
    const demo = await sendDemo({ email: 'honeypot.demo@example.com', website: 'x' });
    const application = await sendApplication({ email: 'honeypot.apply@example.com', website: 'x' });
    const newsletter = await subscribe({ email: 'honeypot.news@example.com', website: 'x' });

    expect(contact.statusCode).toBe(201);
    expect(contact.json()).toEqual({ success: true, message: THANKS });
    expect(demo.json()).toEqual({ success: true, message: THANKS });
    expect(application.json()).toEqual({ success: true, message: 'Your application has been submitted successfully!' });
    expect(newsletter.statusCode).toBe(201);
    expect(newsletter.json()).toMatchObject({ success: true, message: 'Successfully subscribed to our newsletter!', data: { email: 'honeypot.news@example.com', isActive: true } });
    expect(await mailCount()).toBe(before);

    const stored = em();
    expect(await stored.findOneOrFail(ContactSubmissionEntity, { email: 'honeypot.contact@example.com' })).toMatchObject({ spam: true, spamReason: 'honeypot', status: 'new' });
    expect(await stored.findOneOrFail(DemoRequestEntity, { email: 'honeypot.demo@example.com' })).toMatchObject({ spam: true, spamReason: 'honeypot' });
    const held = await stored.findOneOrFail(JobApplicationEntity, { email: 'honeypot.apply@example.com' });
    expect(held).toMatchObject({ spam: true, spamReason: 'honeypot' });
    expect(await stored.count(ApplicationFileEntity, { application: held.id })).toBe(1);
    expect(await stored.findOneOrFail(SubscriberEntity, { email: 'honeypot.news@example.com' })).toMatchObject({ spam: true, spamReason: 'honeypot', isActive: false });
  });

  it('keeps a form sent 1 s after it was shown as spam, and takes one sent at a human pace', async () => {
    const before = await mailCount();
    await sendContact({ email: 'fast.contact@example.com', formToken: shownAgo(1) });
    await sendDemo({ email: 'fast.demo@example.com', formToken: shownAgo(1) });
    await sendApplication({ email: 'fast.apply@example.com', formToken: shownAgo(1) });
    expect(await mailCount()).toBe(before);

    const stored = em();
    expect(await stored.findOneOrFail(ContactSubmissionEntity, { email: 'fast.contact@example.com' })).toMatchObject({ spam: true, spamReason: 'too_fast' });
    expect(await stored.findOneOrFail(DemoRequestEntity, { email: 'fast.demo@example.com' })).toMatchObject({ spam: true, spamReason: 'too_fast' });
    expect(await stored.findOneOrFail(JobApplicationEntity, { email: 'fast.apply@example.com' })).toMatchObject({ spam: true, spamReason: 'too_fast' });

    await sendContact({ email: 'paced.contact@example.com', formToken: shownAgo(20), website: '' });
    expect(await em().findOneOrFail(ContactSubmissionEntity, { email: 'paced.contact@example.com' })).toMatchObject({ spam: false, spamReason: null });
    expect(await mailCount()).toBe(before + 2); // the staff notification and the receipt
  });

  it('takes a newsletter signup sent a second after the page showed: the one-field form is judged by the honeypot alone', async () => {
    const response = await subscribe({ email: 'autofill@example.com', formToken: shownAgo(1), website: '' });
    expect(response.statusCode).toBe(201);
    expect(await em().findOneOrFail(SubscriberEntity, { email: 'autofill@example.com' })).toMatchObject({ isActive: true, spam: false });
  });

  it('keeps a forged form token as spam, and takes an integrator who sends neither guard field', async () => {
    const forged = `${Buffer.from(String(Date.now() - 60_000)).toString('base64url')}.forged`;
    await sendContact({ email: 'forged@example.com', formToken: forged });
    await sendContact({ email: 'integrator@example.com' });
    expect(await em().findOneOrFail(ContactSubmissionEntity, { email: 'forged@example.com' })).toMatchObject({ spam: true, spamReason: 'too_fast' });
    expect(await em().findOneOrFail(ContactSubmissionEntity, { email: 'integrator@example.com' })).toMatchObject({ spam: false });
  });

  it('does not subscribe the address of a held contact message that asked for the newsletter', async () => {
    await sendContact({ email: 'held.optin@example.com', newsletter: true, website: 'x' });
    expect(await em().count(SubscriberEntity, { email: 'held.optin@example.com' })).toBe(0);
  });
});

/** Each public form, its admin list, and a way to send it with the honeypot filled. */
const FORMS = [
  ['contact', '/api/contact/admin/contact-submissions?limit=100', (email: string) => sendContact({ email, website: 'x' })],
  ['demo', '/api/admin/demo-requests?limit=100', (email: string) => sendDemo({ email, website: 'x' })],
  ['application', '/api/career/applications?limit=100', (email: string) => sendApplication({ email, website: 'x' })],
  ['newsletter', '/api/subscriptions?limit=100', (email: string) => subscribe({ email, website: 'x' })],
] as const;

/** Sends a form with the honeypot filled and returns the held record's REST id. */
async function heldRecord(form: (typeof FORMS)[number][0], email: string): Promise<string> {
  const [, url, send] = FORMS.find(([name]) => name === form) as (typeof FORMS)[number];
  expect((await send(email)).statusCode).toBe(201);
  const record = (await adminList(url, true)).find((item) => item.email === email);
  return String(record?._id);
}

describe('the admin lists hide spam and show it with the Spam filter', () => {
  it.each(FORMS)('%s: status=spam finds it, the default list does not', async (form, url) => {
    const heldAddress = `listed.${form}@example.com`;
    await heldRecord(form, heldAddress);
    expect(await emailsIn(url, false)).not.toContain(heldAddress);
    const spam = await adminList(url, true);
    expect(spam.map((record) => record.email)).toContain(heldAddress);
    expect(spam.every((record) => record.spam === true)).toBe(true);
    expect(spam.find((record) => record.email === heldAddress)).toMatchObject({ spam: true, spamReason: 'honeypot' });
  });

  it('GraphQL takes the same filter, spam: true, on each list', async () => {
    for (const [form] of FORMS) await heldRecord(form, `graphql.${form}@example.com`);
    const { body } = await graphql<Record<string, { edges: { node: { email: string; spam: boolean; spamReason: string } }[] }>>(
      t.app,
      `{
        contactSubmissions(first: 100, spam: true) { edges { node { email spam spamReason } } }
        demoRequests(first: 100, spam: true) { edges { node { email spam spamReason } } }
        applications(first: 100, spam: true) { edges { node { email spam spamReason } } }
        subscribers(first: 100, spam: true) { edges { node { email spam spamReason } } }
        people: contactSubmissions(first: 100) { edges { node { email spam spamReason } } }
      }`,
      {},
      t.admin,
    );
    const emails = (list: string) => body.data?.[list]?.edges.map((edge) => edge.node.email) ?? [];
    expect(emails('contactSubmissions')).toContain('graphql.contact@example.com');
    expect(emails('demoRequests')).toContain('graphql.demo@example.com');
    expect(emails('applications')).toContain('graphql.application@example.com');
    expect(emails('subscribers')).toContain('graphql.newsletter@example.com');
    expect(emails('people')).not.toContain('graphql.contact@example.com');
    expect(body.data?.people?.edges.every((edge) => edge.node.spam === false)).toBe(true);
  });

  it('tells a visitor nothing about the spam verdict', async () => {
    const { body } = await graphql(t.app, 'mutation { subscribe(input: { email: "curious@example.com", website: "x" }) { message subscriber { spam spamReason } } }');
    expect(body.data).toBeNull();
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('not spam', () => {
  let since: Date;
  beforeEach(() => {
    since = new Date();
  });

  it('files a contact message as new and sends the notification and receipt it would have sent, once', async () => {
    const id = await heldRecord('contact', 'released.contact@example.com');
    since = new Date();
    const url = `/api/contact/admin/contact-submissions/${id}/not-spam`;
    const response = await t.app.inject({ method: 'POST', url, headers: t.admin });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: 'Moved out of spam and filed as new', data: { email: 'released.contact@example.com', status: 'new', spam: false, spamReason: null } });
    expect(await mailSince(since)).toEqual(['system_alerts_notification -> staff@finmesh.example', 'contact_receipt -> released.contact@example.com']);
    expect(await emailsIn('/api/contact/admin/contact-submissions?limit=100', false)).toContain('released.contact@example.com');

    // A second press (or a second admin) sends nothing more.
    expect((await t.app.inject({ method: 'POST', url, headers: t.admin })).statusCode).toBe(200);
    expect(await mailSince(since)).toHaveLength(2);
  });

  it('files a demo request as pending with its notification (GraphQL)', async () => {
    await heldRecord('demo', 'released.demo@example.com');
    since = new Date();
    const { body: list } = await graphql<{ demoRequests: { edges: { node: { id: string; email: string } }[] } }>(t.app, '{ demoRequests(first: 100, spam: true) { edges { node { id email } } } }', {}, t.admin);
    const held = list.data?.demoRequests.edges.find((edge) => edge.node.email === 'released.demo@example.com');
    const { body } = await graphql(
      t.app,
      'mutation($input: MarkDemoRequestNotSpamInput!) { markDemoRequestNotSpam(input: $input) { message demoRequest { status spam } } }',
      { input: { id: held?.node.id } },
      t.admin,
    );
    expect(body.data).toEqual({ markDemoRequestNotSpam: { message: 'Moved out of spam and filed as new', demoRequest: { status: 'pending', spam: false } } });
    expect(await mailSince(since)).toEqual(['system_alerts_notification -> staff@finmesh.example', 'demo_receipt -> released.demo@example.com']);
  });

  it('files an application as new with the hiring notification', async () => {
    const id = await heldRecord('application', 'released.apply@example.com');
    since = new Date();
    const response = await t.app.inject({ method: 'POST', url: `/api/career/applications/${id}/not-spam`, headers: t.admin });
    expect(response.json()).toMatchObject({ success: true, data: { status: 'new', spam: false } });
    expect(await mailSince(since)).toEqual(['career_notification -> staff@finmesh.example', 'application_receipt -> released.apply@example.com']);
  });

  it('puts a held newsletter signup on the list with its welcome email', async () => {
    const id = await heldRecord('newsletter', 'released.news@example.com');
    since = new Date();
    const response = await t.app.inject({ method: 'POST', url: `/api/subscriptions/${id}/not-spam`, headers: t.admin });
    expect(response.json()).toMatchObject({ success: true, data: { email: 'released.news@example.com', isActive: true, spam: false } });
    expect(await mailSince(since)).toEqual(['newsletters_notification -> staff@finmesh.example', 'newsletter_welcome -> released.news@example.com']);
  });

  it('lets a person subscribe an address a bot had used: the held row becomes theirs', async () => {
    await subscribe({ email: 'shared.address@example.com', website: 'x' });
    const response = await subscribe({ email: 'shared.address@example.com' });
    expect(response.statusCode).toBe(201);
    expect(await em().findOneOrFail(SubscriberEntity, { email: 'shared.address@example.com' })).toMatchObject({ isActive: true, spam: false, spamReason: null });
    expect(await mailSince(since)).toContain('newsletter_welcome -> shared.address@example.com');
  });

  it('answers 404 for an unknown id and 401 without a token', async () => {
    const unknown = await t.app.inject({ method: 'POST', url: '/api/admin/demo-requests/01900000-0000-7000-8000-000000000000/not-spam', headers: t.admin });
    expect(unknown.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/subscriptions/abc/not-spam' })).statusCode).toBe(401);
  });
});

describe('the spam purge', () => {
  const DAY = 86_400_000;

  it('removes only spam older than SPAM_RETENTION_DAYS, with its files', async () => {
    const now = Date.now();
    await sendContact({ email: 'old.spam@example.com', website: 'x' });
    await sendContact({ email: 'recent.spam@example.com', website: 'x' });
    await sendContact({ email: 'old.person@example.com' });
    await sendApplication({ email: 'old.spam.apply@example.com', website: 'x' });
    await subscribe({ email: 'old.spam.news@example.com', website: 'x' });
    await sendDemo({ email: 'old.spam.demo@example.com', website: 'x' });
    const daysAgo = (days: number) => new Date(now - days * DAY);
    const stored = em();
    await stored.nativeUpdate(ContactSubmissionEntity, { email: 'old.spam@example.com' }, { createdAt: daysAgo(31) });
    await stored.nativeUpdate(ContactSubmissionEntity, { email: 'recent.spam@example.com' }, { createdAt: daysAgo(29) });
    await stored.nativeUpdate(ContactSubmissionEntity, { email: 'old.person@example.com' }, { createdAt: daysAgo(400) });
    await stored.nativeUpdate(JobApplicationEntity, { email: 'old.spam.apply@example.com' }, { appliedAt: daysAgo(31) });
    await stored.nativeUpdate(SubscriberEntity, { email: 'old.spam.news@example.com' }, { subscribedAt: daysAgo(31) });
    await stored.nativeUpdate(DemoRequestEntity, { email: 'old.spam.demo@example.com' }, { createdAt: daysAgo(31) });
    const uploads = path.join(t.config.dataDir, 'uploads', 'resumes');
    const filesBefore = (await readdir(uploads)).length;

    const purged = await new SpamPurge({ config: t.config, orm: t.orm, jwtSecret: TEST_JWT_SECRET, changes: t.changes }, AREAS, t.app.log).run(new Date(now));

    expect(purged).toEqual({ contactSubmissions: 1, demoRequests: 1, applications: 1, subscribers: 1, eventBookings: 0 });
    expect(await stored.count(ContactSubmissionEntity, { email: 'old.spam@example.com' })).toBe(0);
    expect(await stored.count(ContactSubmissionEntity, { email: 'recent.spam@example.com' })).toBe(1);
    expect(await stored.count(ContactSubmissionEntity, { email: 'old.person@example.com' })).toBe(1);
    expect(await stored.count(JobApplicationEntity, { email: 'old.spam.apply@example.com' })).toBe(0);
    expect(await stored.count(SubscriberEntity, { email: 'old.spam.news@example.com' })).toBe(0);
    expect(await stored.count(DemoRequestEntity, { email: 'old.spam.demo@example.com' })).toBe(0);
    expect((await readdir(uploads)).length).toBe(filesBefore - 1);
    expect(await stored.count(ApplicationFileEntity)).toBe(filesBefore - 1);
  });
});

describe('the rate limit', () => {
  it('answers 429 after the per-address limit of one form, and counts each form on its own', async () => {
    const from = (address: string) => ({ remoteAddress: address });
    for (let n = 1; n <= 3; n += 1) {
      expect((await t.app.inject({ method: 'POST', url: '/api/contact', payload: VALID_CONTACT, ...from('10.0.0.9') })).statusCode).toBe(201);
    }
    const blocked = await t.app.inject({ method: 'POST', url: '/api/contact', payload: VALID_CONTACT, ...from('10.0.0.9') });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ success: false, message: 'Too many submissions from your network. Please wait a minute and try again.' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Refused means nothing written: no record, no mail.
    await t.settle();
    const stored = t.orm.em.fork();
    expect(await stored.count(ContactSubmissionEntity)).toBe(3);
    expect(await stored.count(MailMessageEntity, { kind: 'contact_receipt' })).toBe(3);

    expect((await t.app.inject({ method: 'POST', url: '/api/subscriptions/subscribe', payload: { email: 'ok@example.com' }, ...from('10.0.0.9') })).statusCode).toBe(201);
    // X-Forwarded-For is not trusted without TRUST_PROXY: the socket's address counts.
    expect((await t.app.inject({ method: 'POST', url: '/api/contact', payload: VALID_CONTACT, remoteAddress: '10.0.0.10', headers: { 'x-forwarded-for': '10.0.0.9' } })).statusCode).toBe(201);
  });
});
