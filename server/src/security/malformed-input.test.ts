import { describe, expect, it } from 'vitest';
import { graphql } from '../test/app.js';
import { useTestApp } from '../test/fixture.js';
import { VALID_CONTACT, VALID_DEMO } from '../test/payloads.js';
import { ContactSubmissionEntity } from '../modules/contact/contact.entity.js';
import { DemoRequestEntity } from '../modules/demo/demo.entity.js';

/**
 * The inputs that answered 500 when the public write paths and the login were tried with
 * malformed bodies (issue P11): each now answers 400 naming the field, and stores nothing.
 */
const t = useTestApp({ admin: true });

const CONTROL = 'Remove the invisible control characters (such as NUL) from this field';

const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object });
const counts = async () => {
  const em = t.orm.em.fork();
  return { contact: await em.count(ContactSubmissionEntity), demo: await em.count(DemoRequestEntity) };
};

describe('the login', () => {
  it.each([
    ['a number', { username: 42, password: 'secret' }, 'username', 'Username is required'],
    ['a boolean', { username: true, password: 'secret' }, 'username', 'Username is required'],
    ['an array', { username: ['admin'], password: 'secret' }, 'username', 'Username is required'],
    ['an object', { username: { $ne: '' }, password: 'secret' }, 'username', 'Username is required'],
    ['a password that is an object', { username: 'admin', password: { $gt: '' } }, 'password', 'Password is required'],
    ['a 1 MB username', { username: 'a'.repeat(1_000_000), password: 'secret' }, 'username', 'Username must be at most 64 characters'],
    ['a 1 MB password', { username: 'admin', password: 'a'.repeat(1_000_000) }, 'password', 'Password must be at most 128 characters'],
    ['a NUL in the username', { username: 'ad\u0000min', password: 'secret' }, 'username', CONTROL],
  ])('refuses %s with 400 naming the field', async (_, payload, path, message) => {
    const response = await post('/api/admin/login', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message, errors: [{ path, msg: message }] });
  });

  it('refuses the same through GraphQL', async () => {
    const { body } = await graphql(t.app, 'mutation($input: LoginInput!) { login(input: $input) { token } }', { input: { username: 'ad\u0000min', password: 'secret' } });
    expect(body.errors?.[0]).toMatchObject({ message: CONTROL, extensions: { code: 'BAD_USER_INPUT', fields: [{ path: 'username', message: CONTROL }] } });
  });
});

describe('control characters in the public forms', () => {
  it.each([
    ['/api/contact', 'firstName', VALID_CONTACT],
    ['/api/contact', 'country', VALID_CONTACT],
    ['/api/contact', 'message', VALID_CONTACT],
    ['/api/demo-requests', 'firstName', VALID_DEMO],
    ['/api/demo-requests', 'message', VALID_DEMO],
  ])('%s refuses a NUL in %s with 400 and stores nothing', async (url, field, valid) => {
    const before = await counts();
    const payload: Record<string, unknown> = { ...valid, [field]: 'Rao\u0000 Textiles and a long enough text' };
    const response = await post(url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errors: [{ path: field, msg: CONTROL }] });
    expect(await counts()).toEqual(before);
  });

  it('keeps tabs and line breaks in a message', async () => {
    const response = await post('/api/contact', { ...VALID_CONTACT, message: 'Line one,\r\n\tline two of our request.' });
    expect(response.statusCode).toBe(201);
  });
});

describe('control characters in lookups', () => {
  it('refuses them in a REST search', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/contact/admin/contact-submissions?search=a%00b', headers: t.admin });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: CONTROL, errors: [{ path: 'search', msg: CONTROL }] });
  });

  it('refuses them in a GraphQL text argument', async () => {
    const { body } = await graphql(t.app, 'query($slug: String) { job(slug: $slug) { id } }', { slug: 'analyst\u0000' });
    expect(body.errors?.[0]).toMatchObject({ message: CONTROL, extensions: { code: 'BAD_USER_INPUT', fields: [{ path: 'slug', message: CONTROL }] } });
  });
});
