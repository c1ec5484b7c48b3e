import { beforeEach, describe, expect, it } from 'vitest';
import { graphql } from '../../test/app.js';
import { useTestApp } from '../../test/fixture.js';
import { EmailRecipientEntity } from './recipients.entity.js';

const t = useTestApp({ admin: true });

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: t.admin, ...(payload ? { payload } : {}) });

async function create(payload: object) {
  const response = await call('POST', '/email-recipients', payload);
  expect(response.statusCode).toBe(201);
  return response.json().data as { _id: string; email: string; isActive: boolean; notificationTypes: string[] };
}

describe('POST /email-recipients', () => {
  it('creates a recipient, active, with system alerts only by default', async () => {
    const response = await call('POST', '/email-recipients', { name: '  Sam Staff ', email: ' Sam@Finmesh.test ' });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      message: 'Recipient created successfully',
      data: { _id: expect.any(String), name: 'Sam Staff', email: 'sam@finmesh.test', notificationTypes: ['system_alerts'], isActive: true, createdAt: expect.any(String) },
    });
  });

  it.each([
    [{ name: '', email: 'a@b.co', notificationTypes: ['career'] }, [{ path: 'name', param: 'name', msg: 'Name is required' }]],
    [{ name: 'A', email: '  ', notificationTypes: ['career'] }, [{ path: 'email', param: 'email', msg: 'Email is required' }]],
    [{ name: 'A', email: 'nope', notificationTypes: ['career'] }, [{ path: 'email', param: 'email', msg: 'Please enter a valid email address' }]],
    [{ name: 'A', email: 'a@b.co', notificationTypes: [] }, [{ path: 'notificationTypes', param: 'notificationTypes', msg: 'At least one notification type is required' }]],
    [{ name: 'A', email: 'a@b.co', notificationTypes: ['gossip'] }, [{ path: 'notificationTypes', param: 'notificationTypes', msg: 'Unknown notification type' }]],
    [
      { name: ' ', email: '' },
      [
        { path: 'name', param: 'name', msg: 'Name is required' },
        { path: 'email', param: 'email', msg: 'Email is required' },
      ],
    ],
  ])('refuses %j with field errors the form can show', async (payload, errors) => {
    const response = await call('POST', '/email-recipients', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errors });
    expect(await t.orm.em.fork().count(EmailRecipientEntity)).toBe(0);
  });

  it('refuses a second recipient with the same email, in any case', async () => {
    await create({ name: 'Sam', email: 'sam@finmesh.test' });
    const response = await call('POST', '/email-recipients', { name: 'Other Sam', email: 'SAM@finmesh.test' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ success: false, errors: [{ path: 'email', msg: 'A recipient with this email already exists' }] });
  });
});

describe('GET /email-recipients', () => {
  beforeEach(async () => {
    const em = t.orm.em.fork();
    for (let n = 1; n <= 23; n += 1) {
      em.create(EmailRecipientEntity, { name: `Person ${String(n).padStart(2, '0')}`, email: `p${n}@finmesh.test`, notificationTypes: ['career'] });
    }
    em.create(EmailRecipientEntity, { name: 'Zed Zulu', email: 'zed@partner.example', notificationTypes: ['newsletters'] });
    await em.flush();
  });

  it('pages by 10 by name, with totalPages', async () => {
    const first = (await call('GET', '/email-recipients?page=1&limit=10')).json();
    expect(first).toMatchObject({ success: true, totalPages: 3, total: 24, currentPage: 1 });
    expect(first.data).toHaveLength(10);
    expect(first.data[0].name).toBe('Person 01');
    const last = (await call('GET', '/email-recipients?page=3&limit=10')).json();
    expect(last.data.map((recipient: { name: string }) => recipient.name)).toEqual(['Person 21', 'Person 22', 'Person 23', 'Zed Zulu']);
  });

  it('searches names and emails without regard to case', async () => {
    expect((await call('GET', '/email-recipients?search=ZULU')).json().data.map((r: { email: string }) => r.email)).toEqual(['zed@partner.example']);
    expect((await call('GET', '/email-recipients?search=partner.ex')).json().totalPages).toBe(1);
    expect((await call('GET', '/email-recipients?search=%25')).json().data).toEqual([]);
  });

  it('refuses a page that is not a whole number', async () => {
    const response = await call('GET', '/email-recipients?page=0');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('page must be a whole number from 1 to 1000000');
  });

  it.each([
    ['page=1.5', 'page', 'page must be a whole number from 1 to 1000000'],
    ['limit=101', 'limit', 'limit must be a whole number from 1 to 100'],
    ['limit=ten', 'limit', 'limit must be a whole number from 1 to 100'],
  ])('refuses ?%s with the field and its message', async (query, path, message) => {
    const response = await call('GET', `/email-recipients?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message, error: message, errors: [{ path, param: path, msg: message }] });
  });

  it('is served under /api/email-recipients too', async () => {
    expect((await call('GET', '/api/email-recipients?search=zed')).json().data).toHaveLength(1);
  });
});

describe('one recipient', () => {
  it('reads, updates, toggles and deletes', async () => {
    const { _id } = await create({ name: 'Nina', email: 'nina@finmesh.test', notificationTypes: ['newsletters'], isActive: true });

    expect((await call('GET', `/email-recipients/${_id}`)).json()).toMatchObject({
      success: true,
      data: { name: 'Nina', email: 'nina@finmesh.test', notificationTypes: ['newsletters'], isActive: true },
    });

    const updated = await call('PUT', `/email-recipients/${_id}`, { name: 'Nina N.', email: 'nina@finmesh.test', notificationTypes: ['newsletters', 'career'], isActive: true });
    expect(updated.json()).toMatchObject({ success: true, message: 'Recipient updated successfully', data: { name: 'Nina N.', notificationTypes: ['newsletters', 'career'] } });

    const off = await t.app.inject({ method: 'PATCH', url: `/email-recipients/${_id}/toggle-status`, headers: { ...t.admin, 'content-type': 'application/json' } });
    expect(off.json()).toMatchObject({ success: true, message: 'Recipient deactivated successfully', data: { isActive: false } });
    const on = await call('PATCH', `/email-recipients/${_id}/toggle-status`);
    expect(on.json()).toMatchObject({ message: 'Recipient activated successfully', data: { isActive: true } });

    expect((await call('DELETE', `/email-recipients/${_id}`)).json()).toEqual({ success: true, message: 'Recipient deleted successfully' });
    const gone = await call('GET', `/email-recipients/${_id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ success: false, message: 'Recipient not found' });
  });

  it('keeps the email fixed once created', async () => {
    const { _id } = await create({ name: 'Nina', email: 'nina@finmesh.test' });
    const response = await call('PUT', `/email-recipients/${_id}`, { name: 'Nina', email: 'other@finmesh.test', notificationTypes: ['career'] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: [{ path: 'email', msg: 'Email cannot be changed after creation' }] });
  });

  it('answers unknown or malformed ids with 404', async () => {
    for (const id of ['0190b6a2-0000-7000-8000-000000000000', 'not-an-id']) {
      expect((await call('GET', `/email-recipients/${id}`)).statusCode).toBe(404);
      expect((await call('DELETE', `/email-recipients/${id}`)).statusCode).toBe(404);
    }
  });
});

describe('through GraphQL', () => {
  it('lists with search, creates and toggles', async () => {
    const created = await graphql(
      t.app,
      'mutation($input: CreateEmailRecipientInput!) { createEmailRecipient(input: $input) { message recipient { id name email notificationTypes isActive } } }',
      { input: { name: 'Cara', email: 'cara@finmesh.test', notificationTypes: ['career', 'system_alerts'] } },
      t.admin,
    );
    const recipient = (created.body.data as { createEmailRecipient: { recipient: { id: string } } }).createEmailRecipient.recipient;
    expect(created.body.data).toMatchObject({ createEmailRecipient: { message: 'Recipient created successfully', recipient: { notificationTypes: ['career', 'system_alerts'], isActive: true } } });

    const toggled = await graphql(t.app, 'mutation($id: ID!) { toggleEmailRecipientStatus(input: { id: $id }) { message recipient { isActive } } }', { id: recipient.id }, t.admin);
    expect(toggled.body.data).toEqual({ toggleEmailRecipientStatus: { message: 'Recipient deactivated successfully', recipient: { isActive: false } } });

    const list = await graphql(t.app, '{ emailRecipients(search: "CARA", first: 10) { totalCount edges { node { email } } } }', {}, t.admin);
    expect(list.body.data).toEqual({ emailRecipients: { totalCount: 1, edges: [{ node: { email: 'cara@finmesh.test' } }] } });
  });

  it('gives per-field messages for invalid input', async () => {
    const { body } = await graphql(
      t.app,
      'mutation { createEmailRecipient(input: { name: "", email: "bad", notificationTypes: [] }) { message } }',
      {},
      t.admin,
    );
    expect(body.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: [
        { path: 'name', message: 'Name is required' },
        { path: 'email', message: 'Please enter a valid email address' },
        { path: 'notificationTypes', message: 'At least one notification type is required' },
      ],
    });
  });
});
