import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, graphql, type TestApp } from '../test/app.js';
import { ContactSubmissionEntity } from '../modules/contact/contact.entity.js';
import { DemoRequestEntity } from '../modules/demo/demo.entity.js';
import { MailMessageEntity } from '../modules/mail/mail.entity.js';
import { SubscriberEntity } from '../modules/newsletter/newsletter.entity.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_FORM_RATE_LIMIT: '3', FORM_MIN_FILL_SECONDS: '3' } });
});
afterAll(() => t.close());

const CONTACT = {
  firstName: 'Ananya',
  lastName: 'Rao',
  email: 'ananya@example.com',
  country: 'India',
  countryCode: '+91',
  phoneNumber: '9876543210',
  role: 'Borrower',
  message: 'Please call me back about a credit line.',
};
const counts = async () => {
  const em = t.orm.em.fork();
  return [await em.count(ContactSubmissionEntity), await em.count(SubscriberEntity), await em.count(DemoRequestEntity), await em.count(MailMessageEntity)];
};
const formStart = async () => ((await graphql<{ formStart: string }>(t.app, '{ formStart }')).body.data as { formStart: string }).formStart;
const from = (address: string) => ({ 'x-real-ip': address, remoteAddress: address });

describe('spam guard', () => {
  it('answers a filled honeypot like a success, and stores and sends nothing', async () => {
    const before = await counts();
    const contact = await t.app.inject({ method: 'POST', url: '/api/contact', payload: { ...CONTACT, website: 'http://spam.example' }, remoteAddress: '10.0.0.1' });
    const newsletter = await t.app.inject({ method: 'POST', url: '/api/subscriptions/subscribe', payload: { email: 'bot@example.com', website: 'x' }, remoteAddress: '10.0.0.1' });
    const demo = await graphql(
      t.app,
      'mutation($input: RequestDemoInput!) { requestDemo(input: $input) { success message } }',
      { input: { firstName: 'B', lastName: 'Ot', email: 'bot@example.com', meetingDate: new Date(Date.now() + 86_400_000).toISOString(), message: 'hi', website: 'x' } },
    );

    expect(contact.json()).toEqual({ success: true, message: 'Thank you for reaching out... Our team will get back to you soon.' });
    expect(newsletter.statusCode).toBe(201);
    expect(newsletter.json().message).toBe('Successfully subscribed to our newsletter!');
    expect(demo.body).toEqual({ data: { requestDemo: { success: true, message: 'Thank you for reaching out... Our team will get back to you soon.' } } });
    expect(await counts()).toEqual(before);
  });

  it('treats a form filled faster than a person could as a bot', async () => {
    const before = await counts();
    const token = await formStart();
    const response = await t.app.inject({ method: 'POST', url: '/api/contact', payload: { ...CONTACT, formToken: token }, remoteAddress: '10.0.0.2' });
    expect(response.statusCode).toBe(201);
    expect(await counts()).toEqual(before);
  });

  it('treats a forged form token as a bot', async () => {
    const before = await counts();
    const token = `${Buffer.from(String(Date.now() - 60_000)).toString('base64url')}.forged`;
    await t.app.inject({ method: 'POST', url: '/api/contact', payload: { ...CONTACT, formToken: token }, remoteAddress: '10.0.0.3' });
    expect(await counts()).toEqual(before);
  });

  it('takes a form filled at a human pace, and an API caller that sends neither field', async () => {
    const [submissions] = await counts();
    const oldEnough = await formStart();
    await new Promise((resolve) => setTimeout(resolve, 3100));
    await t.app.inject({ method: 'POST', url: '/api/contact', payload: { ...CONTACT, formToken: oldEnough, website: '' }, remoteAddress: '10.0.0.4' });
    await t.app.inject({ method: 'POST', url: '/api/contact', payload: CONTACT, remoteAddress: '10.0.0.5' });
    expect((await counts())[0]).toBe((submissions ?? 0) + 2);
  });

  it('answers 429 after the per-address limit of one form, and counts each form on its own', async () => {
    for (let n = 1; n <= 3; n += 1) {
      expect((await t.app.inject({ method: 'POST', url: '/api/contact', payload: CONTACT, remoteAddress: '10.0.0.9' })).statusCode).toBe(201);
    }
    const blocked = await t.app.inject({ method: 'POST', url: '/api/contact', payload: CONTACT, remoteAddress: '10.0.0.9' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ success: false, message: 'Too many submissions from your network. Please wait a minute and try again.' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    expect((await t.app.inject({ method: 'POST', url: '/api/subscriptions/subscribe', payload: { email: 'ok@example.com' }, remoteAddress: '10.0.0.9' })).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'POST', url: '/api/contact', payload: CONTACT, remoteAddress: '10.0.0.10', headers: from('10.0.0.9') })).statusCode).toBe(201);
  });
});
