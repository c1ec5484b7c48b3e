import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { graphql } from '../../test/app.js';
import { useTestApp } from '../../test/fixture.js';
import { MailMessageEntity } from '../mail/mail.entity.js';
import { renderEmail } from '../mail/templates.js';
import { SubscriberEntity } from '../newsletter/newsletter.entity.js';
import { ContactReplyEntity, ContactSubmissionEntity } from './contact.entity.js';

const t = useTestApp({ admin: true, recipients: [{ name: 'Sam Staff', email: 'sam@finmesh.test', notificationTypes: ['system_alerts'] }] });

const VALID = {
  pronoun: 'she/her',
  firstName: 'Ananya',
  middleName: '',
  lastName: 'Rao',
  companyName: 'Rao Textiles',
  email: 'Ananya@Example.com',
  newsletter: false,
  country: 'India',
  countryCode: '+91',
  phoneNumber: '98765 43210',
  role: 'Borrower',
  message: 'We are looking for a working capital line of ₹12 Cr.',
};

const submit = (payload: object) => t.app.inject({ method: 'POST', url: '/api/contact', payload });
const stored = () => t.orm.em.fork().find(ContactSubmissionEntity, {}, { orderBy: { createdAt: 'asc' } });

describe('POST /api/contact', () => {
  it('stores the message and answers with success and the thanks', async () => {
    const response = await submit(VALID);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: 'Thank you for reaching out... Our team will get back to you soon.' });
    const [submission] = await stored();
    expect(submission).toMatchObject({ firstName: 'Ananya', lastName: 'Rao', email: 'ananya@example.com', phoneNumber: '+919876543210', role: 'Borrower', status: 'new', source: 'contact' });
  });

  it.each([
    [{ firstName: ' ' }, 'firstName', 'First name is required'],
    [{ lastName: '' }, 'lastName', 'Last name is required'],
    [{ email: '' }, 'email', 'Email is required'],
    [{ email: 'ananya@' }, 'email', 'Please enter a valid email address'],
    [{ country: '' }, 'country', 'Country is required'],
    [{ phoneNumber: '' }, 'phoneNumber', 'Phone number is required'],
    [{ phoneNumber: '12-34-5' }, 'phoneNumber', 'Phone number is too short'],
    [{ phoneNumber: '1234567890123456' }, 'phoneNumber', 'Phone number is too long'],
    [{ phoneNumber: '+91 12345' }, 'phoneNumber', 'Phone number is too short'],
    [{ role: '' }, 'role', 'Please select a role'],
    [{ role: 'Other', customRole: ' ' }, 'customRole', 'Please specify your role'],
    [{ message: '' }, 'message', 'Message is required'],
    [{ message: '   short    ' }, 'message', 'Message should be at least 10 characters long'],
    [{ landlineNumber: '12345' }, 'landlineNumber', 'Landline number is too short'],
    [{ landlineNumber: '1234567890123456' }, 'landlineNumber', 'Landline number is too long'],
  ])('refuses %j with "%s: %s" and stores nothing', async (change, path, message) => {
    const response = await submit({ ...VALID, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message, errors: [{ path, param: path, msg: message }] });
    expect(await stored()).toEqual([]);
    await t.settle();
    expect(await t.orm.em.fork().count(MailMessageEntity)).toBe(0);
  });

  it('applies the spec coercions: newsletter as a boolean, +1 by default, the code prefixed, the custom role', async () => {
    await submit({ ...VALID, countryCode: undefined, phoneNumber: '(415) 555-0100', newsletter: 'true', role: 'Other', customRole: 'Family office' });
    await submit({ ...VALID, email: 'marcus@example.com', phoneNumber: '+44 20 7946 0958', newsletter: 'off' });

    const [first, second] = await stored();
    expect(first).toMatchObject({ countryCode: '+1', phoneNumber: '+14155550100', newsletter: true, role: 'Family office' });
    expect(second).toMatchObject({ phoneNumber: '+442079460958', newsletter: false });
    // Ticking the newsletter box also subscribes the address.
    const subscribers = await t.orm.em.fork().find(SubscriberEntity, {});
    expect(subscribers.map((subscriber) => subscriber.email)).toEqual(['ananya@example.com']);
  });

  it('stores a pronoun as the job applications store it, also when sent as its label', async () => {
    await submit({ ...VALID, pronoun: 'She/her' });
    await submit({ ...VALID, email: 'sam@example.com', pronoun: ' Prefer not to say ' });
    await submit({ ...VALID, email: 'kim@example.com', pronoun: 'ze/zir' });
    expect((await stored()).map((submission) => submission.pronoun)).toEqual(['she/her', 'prefer_not_say', 'ze/zir']);
  });

  it('queues the system alert and the receipt for the submission', async () => {
    await submit(VALID);
    // Its event, by the mail consumer and by the webhooks consumer.
    expect(await t.settle()).toBe(2);
    const mail = await t.orm.em.fork().find(MailMessageEntity, {}, { orderBy: { kind: 'asc' } });
    expect(mail.map((message) => [message.kind, message.toAddress, message.subject])).toEqual([
      ['contact_receipt', 'ananya@example.com', 'We received your message'],
      ['system_alerts_notification', 'sam@finmesh.test', 'New message from Ananya Rao'],
    ]);
  });

  it('takes the Services page form with its lighter rules and keeps the number as typed', async () => {
    const response = await submit({
      source: 'services',
      firstName: 'Omar',
      lastName: 'Haddad',
      email: 'omar@example.com',
      phoneNumber: '020 7946 0958',
      role: 'Capital Market',
      message: 'Tell me more about capital markets.',
    });
    expect(response.statusCode).toBe(201);
    const [submission] = await stored();
    expect(submission).toMatchObject({ source: 'services', role: 'Capital Market', phoneNumber: '020 7946 0958', country: null });
  });
});

describe('through GraphQL', () => {
  it('submits the contact form with the same rules', async () => {
    const mutation = 'mutation($input: SubmitContactFormInput!) { submitContactForm(input: $input) { success message } }';
    const bad = await graphql(t.app, mutation, { input: { ...VALID, message: 'short' } });
    expect(bad.body.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', fields: [{ path: 'message', message: 'Message should be at least 10 characters long' }] });

    const good = await graphql(t.app, mutation, { input: { ...VALID, newsletter: true } });
    expect(good.body.data).toEqual({ submitContactForm: { success: true, message: 'Thank you for reaching out... Our team will get back to you soon.' } });
  });
});

describe('working the submissions (admin)', () => {
  async function seed(): Promise<string[]> {
    const em = t.orm.em.fork();
    const names = [
      ['Ananya', 'Rao', 'ananya@example.com', 'Rao Textiles'],
      ['Marcus', 'Lee', 'marcus@lee-capital.example', 'Lee Capital'],
      ['Priya', 'Shah', 'priya@example.com', null],
    ] as const;
    const created = names.map(([firstName, lastName, email, companyName], index) =>
      em.create(ContactSubmissionEntity, { firstName, lastName, email, companyName, message: 'Please call me back about funding.', createdAt: new Date(Date.UTC(2026, 10, 1 + index)) }),
    );
    await em.flush();
    return created.map((submission) => submission.id);
  }

  it('lists newest first, searches in the database and filters by status', async () => {
    const [ananya] = await seed();
    await t.app.inject({ method: 'PUT', url: `/api/contact/admin/contact-submissions/${ananya}/status`, headers: t.admin, payload: { status: 'in-progress' } });

    const all = (await t.app.inject({ method: 'GET', url: '/api/contact/admin/contact-submissions', headers: t.admin })).json();
    expect(all.data.map((row: { firstName: string }) => row.firstName)).toEqual(['Priya', 'Marcus', 'Ananya']);
    const search = (await t.app.inject({ method: 'GET', url: '/api/contact/admin/contact-submissions?search=LEE%20cap', headers: t.admin })).json();
    expect(search.data.map((row: { firstName: string }) => row.firstName)).toEqual(['Marcus']);
    const inProgress = (await t.app.inject({ method: 'GET', url: '/api/contact/admin/contact-submissions?status=in-progress', headers: t.admin })).json();
    expect(inProgress.data.map((row: { firstName: string }) => row.firstName)).toEqual(['Ananya']);

    const blankFilters = (await t.app.inject({ method: 'GET', url: '/api/contact/admin/contact-submissions?status=&search=&page=&limit=', headers: t.admin })).json();
    expect(blankFilters).toMatchObject({ total: 3, currentPage: 1, totalPages: 1 });

    const { body } = await graphql(t.app, '{ contactSubmissions(search: "priya", first: 5) { totalCount edges { node { firstName status } } } }', {}, t.admin);
    expect(body.data).toEqual({ contactSubmissions: { totalCount: 1, edges: [{ node: { firstName: 'Priya', status: 'new' } }] } });
  });

  it('moves a submission between any two statuses', async () => {
    const [id] = await seed();
    for (const status of ['archived', 'new', 'completed', 'in-progress', 'new']) {
      const response = await t.app.inject({ method: 'PUT', url: `/api/contact/admin/contact-submissions/${id}/status`, headers: t.admin, payload: { status } });
      expect(response.json()).toMatchObject({ success: true, message: 'Status updated successfully', data: { status } });
    }
    const bad = await t.app.inject({ method: 'PUT', url: `/api/contact/admin/contact-submissions/${id}/status`, headers: t.admin, payload: { status: 'done' } });
    expect(bad.statusCode).toBe(400);
  });

  it('emails a reply to the person who wrote in and keeps it on the record', async () => {
    const [id] = await seed();
    const response = await t.app.inject({ method: 'POST', url: `/api/contact/admin/contact-submissions/${id}/reply`, headers: t.admin, payload: { message: 'Hello Ananya, we can talk on Monday.' } });

    expect(response.json()).toMatchObject({ success: true, message: 'Reply sent successfully', data: { replies: [{ message: 'Hello Ananya, we can talk on Monday.', sentBy: 'test.admin' }] } });
    const [mail] = await t.orm.em.fork().find(MailMessageEntity, { kind: 'contact_reply' }, { populate: ['content'] });
    expect(mail?.toAddress).toBe('ananya@example.com');
    expect(mail?.content && renderEmail(mail.content).text).toContain('Hello Ananya, we can talk on Monday.');
  });

  it('refuses an empty or whitespace-only reply', async () => {
    const [id] = await seed();
    for (const message of ['', '   \n ']) {
      const response = await t.app.inject({ method: 'POST', url: `/api/contact/admin/contact-submissions/${id}/reply`, headers: t.admin, payload: { message } });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Reply message is required');
    }
    expect(await t.orm.em.fork().count(ContactReplyEntity)).toBe(0);
  });

  it('deletes a submission with its replies', async () => {
    const [id] = await seed();
    await t.app.inject({ method: 'POST', url: `/api/contact/admin/contact-submissions/${id}/reply`, headers: t.admin, payload: { message: 'Thanks!' } });
    const response = await t.app.inject({ method: 'DELETE', url: `/api/contact/admin/contact-submissions/${id}`, headers: t.admin });
    expect(response.json()).toEqual({ success: true, message: 'Submission deleted successfully' });
    expect(await t.orm.em.fork().count(ContactReplyEntity)).toBe(0);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/contact/admin/contact-submissions/${id}`, headers: t.admin })).statusCode).toBe(404);
  });
});

describe('the list by the page a message came from (source)', () => {
  /** Two Contact page messages, two from the Services page and one from it the spam guard held, oldest first. */
  async function seed(): Promise<void> {
    const em = t.orm.em.fork();
    const messages = [
      ['Ananya', 'contact', false],
      ['Omar', 'services', false],
      ['Marcus', 'contact', false],
      ['Sara', 'services', false],
      ['Bot', 'services', true],
    ] as const;
    messages.forEach(([firstName, source, spam], index) =>
      em.create(ContactSubmissionEntity, {
        source,
        firstName,
        lastName: 'Test',
        email: `${firstName.toLowerCase()}@example.com`,
        message: 'Please call me back about funding.',
        spam,
        spamReason: spam ? 'honeypot' : null,
        createdAt: new Date(Date.UTC(2026, 10, 1 + index)),
      }),
    );
    await em.flush();
  }

  const listed = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/contact/admin/contact-submissions${query}`, headers: t.admin });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { total: number; data: { firstName: string; source: string }[] };
    return { total: body.total, rows: body.data.map((row) => `${row.firstName} (${row.source})`) };
  };

  it('lists only that page’s messages over REST, newest first, with the status filter and the spam guard’s holds', async () => {
    await seed();
    expect(await listed('?source=services')).toEqual({ total: 2, rows: ['Sara (services)', 'Omar (services)'] });
    expect(await listed('?source=contact')).toEqual({ total: 2, rows: ['Marcus (contact)', 'Ananya (contact)'] });
    expect((await listed('?source=all')).total).toBe(4);
    expect((await listed('?source=')).total).toBe(4);
    expect(await listed('?source=services&status=spam')).toEqual({ total: 1, rows: ['Bot (services)'] });
    expect(await listed('?source=contact&status=spam')).toEqual({ total: 0, rows: [] });
  });

  it('lists only that page’s messages through GraphQL', async () => {
    await seed();
    const query = 'query($source: ContactFormSource) { contactSubmissions(source: $source, first: 5) { totalCount edges { node { firstName source } } } }';
    const services = await graphql(t.app, query, { source: 'services' }, t.admin);
    expect(services.body.data).toEqual({
      contactSubmissions: { totalCount: 2, edges: [{ node: { firstName: 'Sara', source: 'services' } }, { node: { firstName: 'Omar', source: 'services' } }] },
    });
    const both = await graphql<{ contactSubmissions: { totalCount: number } }>(t.app, query, { source: null }, t.admin);
    expect(both.body.data?.contactSubmissions.totalCount).toBe(4);
    const unknown = await graphql(t.app, query, { source: 'email' }, t.admin);
    expect(unknown.body.errors?.[0]?.message).toMatch(/^Variable "\$source" got invalid value "email"/);
  });

  it('refuses a source that is no page with a 400 in the envelope an unknown status gets', async () => {
    const failure = (message: string, path: string) => ({ success: false, message, error: message, errors: [{ path, param: path, msg: message }] });
    const source = await t.app.inject({ method: 'GET', url: '/api/contact/admin/contact-submissions?source=email', headers: t.admin });
    expect(source.statusCode).toBe(400);
    expect(source.json()).toEqual(failure('source must be one of contact, services', 'source'));
    const status = await t.app.inject({ method: 'GET', url: '/api/contact/admin/contact-submissions?status=done', headers: t.admin });
    expect(status.statusCode).toBe(400);
    expect(status.json()).toEqual(failure('status must be one of new, in-progress, completed, archived, spam', 'status'));
  });

  it('exports only that page’s messages when the export names the source', async () => {
    await seed();
    const asked = await t.app.inject({ method: 'POST', url: '/api/admin/exports', headers: t.admin, payload: { list: 'contact-submissions', filter: { source: 'services' } } });
    expect(asked.statusCode, asked.body).toBe(201);
    const file = await t.app.inject({ method: 'GET', url: (asked.json() as { data: { url: string } }).data.url });
    const rows = parse(file.body, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.map((row) => `${row['firstName']} (${row['source']})`)).toEqual(['Sara (services)', 'Omar (services)']);
  });
});
