import { beforeEach, describe, expect, it } from 'vitest';
import { deriveKey, sign } from '../../secrets.js';
import { graphql, TEST_JWT_SECRET } from '../../test/app.js';
import { useTestApp } from '../../test/fixture.js';
import { SubscriberEntity } from './newsletter.entity.js';

const SUBSCRIBE = /* GraphQL */ `
  mutation Subscribe($input: SubscribeInput!) {
    subscribe(input: $input) {
      message
      subscriber { id email isActive subscribedAt }
    }
  }
`;

const t = useTestApp({ admin: true });

/** A subscriber added without the form (as these tests seed them): no proof of consent kept. */
const NO_CONSENT = { confirmedAt: null, consentAt: null, consentSource: null, consentAddressHash: null };

const storedEmails = async () =>
  (await t.orm.em.fork().find(SubscriberEntity, {}, { orderBy: { email: 'asc' } })).map((row) => [row.email, row.isActive]);

const postSubscribe = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/subscriptions/subscribe', payload: payload as object });

describe('subscribe through GraphQL', () => {
  it('stores the address trimmed and lower-cased and says so', async () => {
    const { body } = await graphql(t.app, SUBSCRIBE, { input: { email: '  Ananya.Rao@Example.COM ' } });

    expect(body.errors).toBeUndefined();
    expect(body.data).toMatchObject({
      subscribe: {
        message: 'Successfully subscribed to our newsletter!',
        subscriber: { email: 'ananya.rao@example.com', isActive: true },
      },
    });
    expect(await storedEmails()).toEqual([['ananya.rao@example.com', true]]);
  });

  it.each([
    ['', 'Please enter your email address'],
    ['   ', 'Please enter your email address'],
    ['ananya', 'Please enter a valid email address'],
    ['ananya@example', 'Please enter a valid email address'],
    ['ananya rao@example.com', 'Please enter a valid email address'],
  ])('refuses %j with "%s" and stores nothing', async (email, message) => {
    const { body } = await graphql(t.app, SUBSCRIBE, { input: { email } });

    expect(body.data).toBeNull();
    expect(body.errors).toEqual([
      expect.objectContaining({ message, extensions: { code: 'BAD_USER_INPUT', fields: [{ path: 'email', message }] } }),
    ]);
    expect(await storedEmails()).toEqual([]);
  });

  it('answers a duplicate address, in any case, with a clear message and keeps one row', async () => {
    await graphql(t.app, SUBSCRIBE, { input: { email: 'marcus@example.com' } });
    const { body } = await graphql(t.app, SUBSCRIBE, { input: { email: 'MARCUS@example.com' } });

    expect(body.errors?.[0]).toMatchObject({
      message: 'This email is already subscribed to our newsletter.',
      extensions: { code: 'CONFLICT' },
    });
    expect(await storedEmails()).toEqual([['marcus@example.com', true]]);
  });

  it('welcomes back an address that unsubscribed earlier', async () => {
    const em = t.orm.em.fork();
    em.create(SubscriberEntity, { email: 'priya@example.com', isActive: false, unsubscribedAt: new Date() });
    await em.flush();

    const { body } = await graphql(t.app, SUBSCRIBE, { input: { email: 'priya@example.com' } });

    expect(body.data).toMatchObject({ subscribe: { subscriber: { isActive: true } } });
    expect(await storedEmails()).toEqual([['priya@example.com', true]]);
  });
});

describe('POST /api/subscriptions/subscribe', () => {
  it('answers 201 with message and data', async () => {
    const response = await postSubscribe({ email: 'lena@example.com' });

    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      message: 'Successfully subscribed to our newsletter!',
      data: { _id: expect.any(String), email: 'lena@example.com', subscribedAt: expect.any(String), isActive: true, status: 'active' },
    });
    const stored = await t.orm.em.fork().findOneOrFail(SubscriberEntity, { email: 'lena@example.com' });
    expect(body.data._id).toBe(stored.id);
  });

  it('answers 400 with message, error and the field, and stores nothing', async () => {
    const response = await postSubscribe({ email: '' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'Please enter your email address',
      error: 'Please enter your email address',
      errors: [{ path: 'email', param: 'email', msg: 'Please enter your email address' }],
    });
    expect(await storedEmails()).toEqual([]);
  });

  it.each([
    ['a number', { email: 42 }, 'Please enter a valid email address'],
    ['no email at all', {}, 'Please enter your email address'],
  ])('refuses %s', async (_case, payload, message) => {
    const response = await postSubscribe(payload);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message, error: message });
  });

  it('answers a duplicate with 409 and the same message as GraphQL', async () => {
    await postSubscribe({ email: 'omar@example.com' });
    const response = await postSubscribe({ email: 'Omar@Example.com' });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'This email is already subscribed to our newsletter.',
      error: 'This email is already subscribed to our newsletter.',
    });
  });

  it('ignores fields a visitor may not set', async () => {
    const response = await postSubscribe({ email: 'zoe@example.com', isActive: false, _id: 'mine', subscribedAt: '2000-01-01' });

    expect(response.statusCode).toBe(201);
    const stored = await t.orm.em.fork().findOneOrFail(SubscriberEntity, { email: 'zoe@example.com' });
    expect(stored.isActive).toBe(true);
    expect(stored.id).not.toBe('mine');
    expect(stored.subscribedAt.getFullYear()).toBeGreaterThan(2000);
  });

  it('refuses a body that is not a JSON object', async () => {
    const asArray = await postSubscribe(['zoe@example.com']);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/subscribe',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });

    expect(asArray.statusCode).toBe(400);
    expect(asArray.json()).toMatchObject({ success: false, message: 'The request body must be a JSON object.' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ success: false, message: 'The request body is not valid JSON.' });
  });
});

async function seedSubscribers(): Promise<void> {
  const em = t.orm.em.fork();
  em.create(SubscriberEntity, { email: 'ananya@example.com', subscribedAt: new Date('2026-11-01T10:00:00Z') });
  em.create(SubscriberEntity, { email: 'marcus@partner.example', subscribedAt: new Date('2026-11-02T10:00:00Z') });
  em.create(SubscriberEntity, { email: 'gone@example.com', subscribedAt: new Date('2026-10-01T10:00:00Z'), isActive: false, unsubscribedAt: new Date() });
  await em.flush();
}

describe('the subscriber list (admin)', () => {
  beforeEach(seedSubscribers);

  it('GET /api/subscriptions answers with the list in data.data, newest first', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/subscriptions', headers: t.admin });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: {
        data: [
          { _id: expect.any(String), email: 'marcus@partner.example', subscribedAt: '2026-11-02T10:00:00.000Z', isActive: true, status: 'active', ...NO_CONSENT, spam: false, spamReason: null },
          { _id: expect.any(String), email: 'ananya@example.com', subscribedAt: '2026-11-01T10:00:00.000Z', isActive: true, status: 'active', ...NO_CONSENT, spam: false, spamReason: null },
          { _id: expect.any(String), email: 'gone@example.com', subscribedAt: '2026-10-01T10:00:00.000Z', isActive: false, status: 'inactive', ...NO_CONSENT, spam: false, spamReason: null },
        ],
        total: 3,
        totalIsExact: true,
        totalPages: 1,
        currentPage: 1,
        hasNextPage: false,
      },
    });
  });

  it('searches by email through GraphQL, with the count', async () => {
    const { body } = await graphql(t.app, '{ subscribers(search: "PARTNER", first: 10) { totalCount edges { node { email isActive } } } }', {}, t.admin);
    expect(body.data).toEqual({ subscribers: { totalCount: 1, edges: [{ node: { email: 'marcus@partner.example', isActive: true } }] } });
  });

  it('unsubscribes an address with the spec message', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/subscriptions/unsubscribe', headers: t.admin, payload: { email: 'Ananya@example.com' } });
    expect(response.json()).toMatchObject({ success: true, message: 'Successfully unsubscribed ananya@example.com.', data: { isActive: false } });

    const { body } = await graphql(t.app, 'mutation { unsubscribeSubscriber(input: { email: "marcus@partner.example" }) { message subscriber { isActive } } }', {}, t.admin);
    expect(body.data).toEqual({ unsubscribeSubscriber: { message: 'Successfully unsubscribed marcus@partner.example.', subscriber: { isActive: false } } });
    expect(await storedEmails()).toEqual([
      ['ananya@example.com', false],
      ['gone@example.com', false],
      ['marcus@partner.example', false],
    ]);
  });

  it('says so when the address is not on the list', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/subscriptions/unsubscribe', headers: t.admin, payload: { email: 'stranger@example.com' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, message: 'No subscriber with this email address' });
  });
});

describe('the one-click unsubscribe link', () => {
  let id: string;
  const link = (token: string) => `/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
  beforeEach(async () => {
    await seedSubscribers();
    id = (await t.orm.em.fork().findOneOrFail(SubscriberEntity, { email: 'ananya@example.com' })).id;
  });
  const token = () => sign(deriveKey(TEST_JWT_SECRET, 'unsubscribe'), id);

  it('asks first when opened, so a link scanner unsubscribes nobody', async () => {
    const response = await t.app.inject({ method: 'GET', url: link(token()) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('Unsubscribe from the newsletter?');
    expect(response.body).toContain('ananya@example.com will stop receiving the Finmesh newsletter.');
    expect(response.body).toContain('<form method="post"');
    expect(await storedEmails()).toContainEqual(['ananya@example.com', true]);
  });

  it('unsubscribes on POST, as mail programs do for one-click (RFC 8058)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: link(token()),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('You are unsubscribed');
    expect(await storedEmails()).toContainEqual(['ananya@example.com', false]);
  });

  it('refuses a forged or altered link', async () => {
    const [value] = token().split('.');
    const forged = sign(deriveKey('some-other-secret-that-is-long-enough-000000', 'unsubscribe'), id);
    for (const bad of [forged, `${value}.AAAA`, `${Buffer.from('someone-else').toString('base64url')}.${token().split('.')[1]}`, '', 'x']) {
      const response = await t.app.inject({ method: 'POST', url: link(bad), headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('This unsubscribe link is not valid.');
    }
    expect(await storedEmails()).toContainEqual(['ananya@example.com', true]);
  });
});
