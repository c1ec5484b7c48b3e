import { describe, expect, it } from 'vitest';
import { graphql } from '../test/app.js';
import { useTestApp } from '../test/fixture.js';
import { applyByRest, postActiveJob } from '../test/applications.js';
import { PDF } from '../test/files.js';
import { VALID_CONTACT, VALID_DEMO } from '../test/payloads.js';
import { AdminEntity } from '../modules/admin/admin.entity.js';
import { JobApplicationEntity } from '../modules/careers/careers.entity.js';
import { ContactSubmissionEntity } from '../modules/contact/contact.entity.js';
import { DemoRequestEntity } from '../modules/demo/demo.entity.js';
import { SubscriberEntity } from '../modules/newsletter/newsletter.entity.js';

/**
 * Fields only the server or an admin sets, sent on the public forms: REST drops them (only the
 * form's own fields are read), GraphQL refuses them as unknown input fields. Neither stores them.
 */
const t = useTestApp({ admin: true });

const CHOSEN_ID = '11111111-1111-4111-8111-111111111111';
const OVERREACH = {
  id: CHOSEN_ID,
  _id: CHOSEN_ID,
  status: 'resolved',
  isActive: false,
  spam: false,
  spamReason: null,
  passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$forged',
  createdAt: '2001-01-01T00:00:00.000Z',
  notes: 'planted',
  admin: true,
  isAdmin: true,
};
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const recent = (date: Date) => Date.now() - date.getTime() < 60_000;

describe('REST drops what a form does not ask for', () => {
  it('contact: the id, status, dates and spam mark are the server’s own', async () => {
    expect((await post('/api/contact', { ...VALID_CONTACT, ...OVERREACH, role: 'Borrower' })).statusCode).toBe(201);
    const [row] = await t.orm.em.fork().find(ContactSubmissionEntity, {});
    expect(row).toMatchObject({ status: 'new', role: 'Borrower', firstName: VALID_CONTACT.firstName });
    expect(row?.id).not.toBe(CHOSEN_ID);
    expect(recent(row?.createdAt as Date)).toBe(true);
  });

  it('demo request: no status or notes from outside', async () => {
    expect((await post('/api/demo-requests', { ...VALID_DEMO, ...OVERREACH, status: 'completed' })).statusCode).toBe(201);
    const [row] = await t.orm.em.fork().find(DemoRequestEntity, {});
    expect(row).toMatchObject({ status: 'pending', notes: null });
    expect(row?.id).not.toBe(CHOSEN_ID);
  });

  it('newsletter: a sign-up is active, whatever it says', async () => {
    expect((await post('/api/subscriptions/subscribe', { email: 'lena@example.com', ...OVERREACH })).statusCode).toBeLessThan(300);
    const [row] = await t.orm.em.fork().find(SubscriberEntity, {});
    expect(row).toMatchObject({ email: 'lena@example.com', isActive: true, unsubscribedAt: null });
    expect(row?.id).not.toBe(CHOSEN_ID);
  });

  it('application: no status from outside', async () => {
    const response = await applyByRest(t.app, await postActiveJob(t.app, t.admin), [{ filename: 'cv.pdf', content: PDF }], { status: 'hired', id: CHOSEN_ID, spam: 'false' });
    expect(response.statusCode).toBe(201);
    const [row] = await t.orm.em.fork().find(JobApplicationEntity, {});
    expect(row).toMatchObject({ status: 'new' });
    expect(row?.id).not.toBe(CHOSEN_ID);
  });

  // Since P18 `role` is a field of CreateAdminInput: an Owner gives it (an Admin gets 403, a role
  // outside ROLES is 400, the first admin is an Owner whatever was sent: see admin.test.ts "roles").
  it('admin registration: the role an Owner gives, and no password hash from outside', async () => {
    const payload = { username: 'second.admin', password: 'Str0ng!pass-phrase', role: 'recruiter', passwordHash: 'forged', isActive: false };
    const response = await t.app.inject({ method: 'POST', url: '/api/admin/create-admin', headers: t.admin, payload });
    expect(response.statusCode).toBe(201);
    const row = await t.orm.em.fork().findOneOrFail(AdminEntity, { username: 'second.admin' }, { populate: ['passwordHash'] });
    expect(row.role).toBe('recruiter');
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it.each([
    ['__proto__', '{"username":"second.admin","password":"Str0ng!pass-phrase","__proto__":{"role":"owner"}}'],
    ['constructor', '{"username":"second.admin","password":"Str0ng!pass-phrase","constructor":{"prototype":{"role":"owner"}}}'],
  ])('a %s key is refused with a clear message, and pollutes nothing', async (_key, payload) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/admin/create-admin', headers: { ...t.admin, 'content-type': 'application/json' }, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: 'The request body may not use "__proto__" or "constructor" as keys.' });
    expect(await t.orm.em.fork().count(AdminEntity)).toBe(1);
    expect(({} as { role?: unknown }).role).toBeUndefined();
  });
});

describe('GraphQL refuses what an input type does not have', () => {
  it.each([
    ['submitContactForm', 'SubmitContactFormInput', { ...VALID_CONTACT, status: 'resolved' }, 'status'],
    ['requestDemo', 'RequestDemoInput', { ...VALID_DEMO, notes: 'planted' }, 'notes'],
    ['subscribe', 'SubscribeInput', { email: 'lena@example.com', isActive: false }, 'isActive'],
    ['createAdmin', 'CreateAdminInput', { username: 'second.admin', password: 'Str0ng!pass-phrase', passwordHash: 'forged' }, 'passwordHash'],
  ])('%s with %s', async (mutation, inputType, input, field) => {
    const { status, body } = await graphql(t.app, `mutation($input: ${inputType}!) { ${mutation}(input: $input) { __typename } }`, { input }, t.admin);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0]?.message).toContain(`"${field}"`);
    const em = t.orm.em.fork();
    expect([await em.count(ContactSubmissionEntity), await em.count(DemoRequestEntity), await em.count(SubscriberEntity), await em.count(AdminEntity)]).toEqual([0, 0, 0, 1]);
  });
});
