import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { suppress } from '../../domain/suppression.js';
import { deriveKey } from '../../secrets.js';
import { createSharedState } from '../../services.js';
import { graphql, TEST_JWT_SECRET } from '../../test/app.js';
import { useTestApp, type TestFixture } from '../../test/fixture.js';
import { MailMessageEntity } from '../mail/mail.entity.js';
import { SubscriberEntity } from './newsletter.entity.js';

const ADDRESS = 'meera.nair@example.com';
const SUBSCRIBED = 'Successfully subscribed to our newsletter!';
const SUBSCRIBED_PENDING = `${SUBSCRIBED} A confirmation email is on its way: please follow the link in it to start receiving the newsletter.`;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The staff who get `newsletters` notifications. */
const STAFF = 'newsroom@finmesh.test';

/** The newsletter form, sent from a page of the site (the browser's Referer names it). */
const subscribe = (t: TestFixture, email = ADDRESS, page = '/about') =>
  t.app.inject({ method: 'POST', url: '/api/subscriptions/subscribe', payload: { email }, headers: { referer: `${t.config.publicUrl}${page}` } });

const stored = (t: TestFixture, email = ADDRESS) => t.orm.em.fork().findOne(SubscriberEntity, { email });

/** What the outbox holds for the address, by kind, once the consumers ran (as moments after a request). */
async function mailTo(t: TestFixture, email = ADDRESS) {
  await t.settle();
  const messages = await t.orm.em.fork().find(MailMessageEntity, { toAddress: email }, { populate: ['content'], orderBy: { createdAt: 'asc' } });
  return messages.map((message) => ({ kind: message.kind, subject: message.subject, link: message.content?.action?.url ?? null }));
}

/** The confirmation links in the outbox for the address, as paths with their token. */
async function confirmationLinks(t: TestFixture, email = ADDRESS): Promise<string[]> {
  const links = (await mailTo(t, email)).filter((mail) => mail.kind === 'newsletter_confirmation').map((mail) => mail.link ?? '');
  return links.map((link) => {
    const url = new URL(link);
    expect(url.origin).toBe(t.config.publicUrl);
    return `${url.pathname}${url.search}`;
  });
}

const open = (t: TestFixture, path: string) => t.app.inject({ method: 'GET', url: path });
const follow = (t: TestFixture, path: string) => t.app.inject({ method: 'POST', url: path });

/** A page's title and message, as the notice page shows them. */
const pageText = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const SUBSCRIBERS = /* GraphQL */ `
  query Subscribers($status: SubscriberStatus) {
    subscribers(first: 10, status: $status) {
      totalCount
      edges {
        node {
          email
          isActive
          status
          confirmedAt
          consentAt
          consentSource
          consentAddressHash
        }
      }
    }
  }
`;

afterEach(() => {
  vi.useRealTimers();
});

describe('newsletter double opt-in (NEWSLETTER_DOUBLE_OPT_IN, on by default)', () => {
  const t = useTestApp({ admin: true, env: { NEWSLETTER_DOUBLE_OPT_IN: 'true' }, recipients: [{ name: 'Newsroom', email: STAFF, notificationTypes: ['newsletters'] }] });

  it('answers with the spec message and that a confirmation email is on its way, and keeps the subscriber pending', async () => {
    const response = await subscribe(t);

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      message: SUBSCRIBED_PENDING,
      data: { _id: expect.any(String), email: ADDRESS, subscribedAt: expect.any(String), isActive: false, status: 'pending' },
    });
    expect(await stored(t)).toMatchObject({ status: 'pending', isActive: false, confirmedAt: null });
  });

  it('answers through GraphQL with the same message', async () => {
    const { body } = await graphql(t.app, 'mutation($input: SubscribeInput!) { subscribe(input: $input) { message subscriber { status isActive } } }', { input: { email: ADDRESS } });
    expect(body.data).toEqual({ subscribe: { message: SUBSCRIBED_PENDING, subscriber: { status: 'pending', isActive: false } } });
  });

  it('shows the proof of consent to signed-in callers only: a visitor signing an address up again learns nothing of the first sign-up', async () => {
    await subscribe(t, ADDRESS, '/services');
    const { body } = await graphql(t.app, 'mutation($input: SubscribeInput!) { subscribe(input: $input) { subscriber { status consentAt consentSource consentAddressHash } } }', { input: { email: ADDRESS } });
    expect(body.errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
    expect(JSON.stringify(body)).not.toContain('/services');
  });

  it('keeps the proof of consent (time, source page, keyed hash of the address) and shows it to admins with the status', async () => {
    const before = Date.now();
    await subscribe(t, ADDRESS, '/services');

    const subscriber = await stored(t);
    const hash = createHmac('sha256', deriveKey(TEST_JWT_SECRET, 'newsletter-consent-address')).update('127.0.0.1').digest('base64url');
    expect(subscriber).toMatchObject({ consentSource: '/services', consentAddressHash: hash });
    expect(subscriber?.consentAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const { body } = await graphql(t.app, SUBSCRIBERS, { status: 'pending' }, t.admin);
    expect(body.data).toEqual({
      subscribers: {
        totalCount: 1,
        edges: [
          { node: { email: ADDRESS, isActive: false, status: 'pending', confirmedAt: null, consentAt: subscriber?.consentAt?.toISOString(), consentSource: '/services', consentAddressHash: hash } },
        ],
      },
    });
    expect((await graphql(t.app, SUBSCRIBERS, { status: 'active' }, t.admin)).body.data).toEqual({ subscribers: { totalCount: 0, edges: [] } });
    // The REST list filters by the same statuses; an integrator's record has the same proof.
    const list = await t.app.inject({ method: 'GET', url: '/api/subscriptions?status=pending', headers: t.admin });
    expect(list.json().data.data).toEqual([expect.objectContaining({ email: ADDRESS, status: 'pending', isActive: false, consentSource: '/services', consentAddressHash: hash })]);
  });

  it('sends only the confirmation email, with its link, through the outbox: no welcome and no staff notification yet', async () => {
    await subscribe(t);

    expect(await mailTo(t)).toEqual([{ kind: 'newsletter_confirmation', subject: 'Confirm your Finmesh newsletter subscription', link: expect.stringContaining('/newsletter/confirm?token=') }]);
    expect(await mailTo(t, STAFF)).toEqual([]);
  });

  it('activates the subscription when the link is followed, once; then the welcome email goes', async () => {
    await subscribe(t);
    const [link = ''] = await confirmationLinks(t);

    // Opening the link only asks (a mail scanner that opens it confirms nothing).
    const asked = await open(t, link);
    expect(asked.statusCode).toBe(200);
    expect(pageText(asked.body)).toContain(`Confirm that ${ADDRESS} should receive the Finmesh newsletter.`);
    expect(asked.body).toContain('Confirm subscription');
    expect(await stored(t)).toMatchObject({ status: 'pending' });

    const confirmed = await follow(t, link);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.headers['content-type']).toMatch(/^text\/html/);
    expect(pageText(confirmed.body)).toContain('Subscription confirmed');
    expect(pageText(confirmed.body)).toContain(`Thank you: ${ADDRESS} will now receive the Finmesh newsletter.`);
    expect(await stored(t)).toMatchObject({ status: 'active', isActive: true, confirmedAt: expect.any(Date) });
    expect((await mailTo(t)).map((mail) => mail.kind)).toEqual(['newsletter_confirmation', 'newsletter_welcome']);
    // The address is the visitor's words: the staff notice writes it so that no mail program links it (issue P19).
    expect(await mailTo(t, STAFF)).toEqual([expect.objectContaining({ subject: `New newsletter subscriber: ${ADDRESS.replaceAll('.', '[.]')}` })]);

    // Single use: a second click changes nothing and says so.
    for (const again of [await follow(t, link), await open(t, link)]) {
      expect(again.statusCode).toBe(200);
      expect(pageText(again.body)).toContain(`${ADDRESS} is already confirmed and receives the Finmesh newsletter.`);
    }
    expect((await mailTo(t)).map((mail) => mail.kind)).toEqual(['newsletter_confirmation', 'newsletter_welcome']);
    expect(await mailTo(t, STAFF)).toHaveLength(1);
  });

  it('refuses an expired link (after 7 days), saying so, and leaves the subscriber pending', async () => {
    await subscribe(t);
    const [link = ''] = await confirmationLinks(t);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 7 * DAY_MS + 60_000 });

    const response = await follow(t, link);

    expect(response.statusCode).toBe(410);
    expect(pageText(response.body)).toContain('This confirmation link has expired. Please subscribe again on our website and we will send you a new one.');
    expect(await stored(t)).toMatchObject({ status: 'pending', isActive: false });
  });

  it('lets an admin unsubscribe a pending address ("I never signed up"): its confirmation link then confirms nothing', async () => {
    await subscribe(t);
    const [link = ''] = await confirmationLinks(t);
    const unsubscribed = await t.app.inject({ method: 'POST', url: '/api/subscriptions/unsubscribe', headers: t.admin, payload: { email: ADDRESS } });
    expect(unsubscribed.statusCode, unsubscribed.body).toBe(200);
    expect(await stored(t)).toMatchObject({ status: 'inactive', isActive: false, confirmationNonce: null });

    const followed = await follow(t, link);
    expect(followed.statusCode).toBe(400);
    expect(pageText(followed.body)).toContain('This confirmation link is not valid.');
    expect(await stored(t)).toMatchObject({ status: 'inactive', isActive: false });
    expect((await mailTo(t)).map((mail) => mail.kind)).toEqual(['newsletter_confirmation']);
  });

  it('refuses an altered or forged link, saying so', async () => {
    await subscribe(t);
    const [link = ''] = await confirmationLinks(t);
    const token = new URL(link, 'http://x').searchParams.get('token') ?? '';
    const [value = '', signature = ''] = token.split('.');
    const altered = [`${value}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`, `${value.slice(1)}.${signature}`, '', 'x'];
    for (const bad of altered) {
      const response = await follow(t, `/newsletter/confirm?token=${encodeURIComponent(bad)}`);
      expect(response.statusCode, bad).toBe(400);
      expect(pageText(response.body)).toContain('This confirmation link is not valid.');
    }
    expect(await stored(t)).toMatchObject({ status: 'pending' });
  });

  it('sends the confirmation again for a new sign-up while pending, at most once in 10 minutes', async () => {
    await subscribe(t);
    const again = await subscribe(t);
    expect(again.statusCode).toBe(201);
    expect(again.json().message).toBe(SUBSCRIBED_PENDING);
    expect(await confirmationLinks(t)).toHaveLength(1);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 11 * 60_000 });
    await subscribe(t);
    await subscribe(t);
    const links = await confirmationLinks(t);
    expect(links).toHaveLength(2);
    // Either email's link confirms the one sign-up.
    expect((await follow(t, links[1] ?? '')).statusCode).toBe(200);
    expect(await stored(t)).toMatchObject({ status: 'active' });
  });

  it('answers an address already active as before: a conflict', async () => {
    await subscribe(t);
    await follow(t, (await confirmationLinks(t))[0] ?? '');
    const response = await subscribe(t);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This email is already subscribed to our newsletter.');
  });

  it('does not let a confirmation link of an earlier sign-up bring back an address that unsubscribed', async () => {
    await subscribe(t);
    const [link = ''] = await confirmationLinks(t);
    await follow(t, link);
    await t.app.inject({ method: 'POST', url: '/api/subscriptions/unsubscribe', payload: { email: ADDRESS }, headers: t.admin });

    const response = await follow(t, link);

    expect(response.statusCode).toBe(400);
    expect(pageText(response.body)).toContain('This confirmation link is not valid.');
    expect(await stored(t)).toMatchObject({ status: 'inactive', isActive: false });
  });

  describe('an address erased on request (on the suppression list)', () => {
    /** What erasure leaves of a subscriber: no row, and the address's keyed hash on the suppression list. */
    async function erase(email = ADDRESS) {
      const em = t.orm.em.fork();
      await em.nativeDelete(SubscriberEntity, { email });
      await suppress(em, createSharedState(t.dependencies).suppressionKey, email);
    }

    it('is not brought back by an old confirmation or unsubscribe link', async () => {
      await subscribe(t);
      const [confirmLink = ''] = await confirmationLinks(t);
      await follow(t, confirmLink);
      const [welcome] = (await mailTo(t)).filter((mail) => mail.kind === 'newsletter_welcome');
      expect(welcome).toBeDefined();
      const { id } = (await stored(t)) as SubscriberEntity;
      const unsubscribeLink = `/newsletter/unsubscribe?token=${new URL((await t.orm.em.fork().findOneOrFail(MailMessageEntity, { kind: 'newsletter_welcome' }, { populate: ['headers'] })).headers['List-Unsubscribe']?.slice(1, -1) ?? '').searchParams.get('token') ?? ''}`;
      await erase();

      for (const response of [await open(t, confirmLink), await follow(t, confirmLink)]) {
        expect(response.statusCode).toBe(400);
        expect(pageText(response.body)).toContain('This confirmation link is not valid.');
      }
      for (const response of [await open(t, unsubscribeLink), await follow(t, unsubscribeLink)]) {
        expect(response.statusCode).toBe(400);
        expect(pageText(response.body)).toContain('This unsubscribe link is not valid.');
      }
      expect(await t.orm.em.fork().count(SubscriberEntity, {})).toBe(0);
      expect(id).toEqual(expect.any(String));
    });

    it('takes a new sign-up on the form as new consent: pending, a fresh confirmation email, whose link works (the old one does not)', async () => {
      await subscribe(t);
      const [oldLink = ''] = await confirmationLinks(t);
      await erase();
      await t.orm.em.fork().nativeDelete(MailMessageEntity, {});

      const response = await subscribe(t);
      expect(response.statusCode).toBe(201);
      expect(response.json().message).toBe(SUBSCRIBED_PENDING);
      expect(await stored(t)).toMatchObject({ status: 'pending' });
      const [newLink = ''] = await confirmationLinks(t);
      expect(newLink).not.toBe(oldLink);

      expect((await follow(t, oldLink)).statusCode).toBe(400);
      expect(await stored(t)).toMatchObject({ status: 'pending' });
      expect((await follow(t, newLink)).statusCode).toBe(200);
      expect(await stored(t)).toMatchObject({ status: 'active', isActive: true });
    });
  });
});

describe('newsletter without double opt-in (NEWSLETTER_DOUBLE_OPT_IN=false)', () => {
  const t = useTestApp({ env: { NEWSLETTER_DOUBLE_OPT_IN: 'false' } });

  it('makes the subscriber active at once with the spec message and the welcome email, as before', async () => {
    const response = await subscribe(t);

    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ message: SUBSCRIBED, data: { isActive: true, status: 'active' } });
    expect(await stored(t)).toMatchObject({ status: 'active', isActive: true, confirmedAt: null, consentSource: '/about' });
    expect((await mailTo(t)).map((mail) => mail.kind)).toEqual(['newsletter_welcome']);
  });

  it('still asks an erased address to confirm: its return is only on the person’s confirmed word', async () => {
    await suppress(t.orm.em.fork(), createSharedState(t.dependencies).suppressionKey, ADDRESS);

    const response = await subscribe(t);

    expect(response.json()).toMatchObject({ message: SUBSCRIBED_PENDING, data: { status: 'pending' } });
    expect((await mailTo(t)).map((mail) => mail.kind)).toEqual(['newsletter_confirmation']);
    expect((await follow(t, (await confirmationLinks(t))[0] ?? '')).statusCode).toBe(200);
    expect(await stored(t)).toMatchObject({ status: 'active' });
  });
});
