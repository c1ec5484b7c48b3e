import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, graphql, type TestApp } from '../../test/app.js';
import { SubscriberEntity } from './newsletter.entity.js';

const SUBSCRIBE = /* GraphQL */ `
  mutation Subscribe($input: SubscribeInput!) {
    subscribe(input: $input) {
      message
      subscriber { id email isActive subscribedAt }
    }
  }
`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.orm.em.fork().nativeDelete(SubscriberEntity, {});
});

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
      data: { _id: expect.any(String), email: 'lena@example.com', subscribedAt: expect.any(String), isActive: true },
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
