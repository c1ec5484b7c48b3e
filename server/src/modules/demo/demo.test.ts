import { describe, expect, it } from 'vitest';
import { graphql } from '../../test/app.js';
import { useTestApp } from '../../test/fixture.js';
import { MailMessageEntity } from '../mail/mail.entity.js';
import { DemoRequestEntity } from './demo.entity.js';
import { startOfTodayAnywhere } from './demo.input.js';

const t = useTestApp({ admin: true, recipients: [{ name: 'Sam Staff', email: 'sam@finmesh.test', notificationTypes: ['system_alerts'] }] });

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString();
const VALID = () => ({
  firstName: 'Lena',
  lastName: 'Fischer',
  companyName: 'Fischer GmbH',
  designation: 'CFO',
  email: 'lena@fischer.example',
  meetingDate: tomorrow(),
  message: 'We would like to see the lender dashboard.',
});
const request = (payload: object) => t.app.inject({ method: 'POST', url: '/api/demo-requests', payload });

describe('POST /api/demo-requests', () => {
  it('stores the request as pending and queues the alert and the receipt', async () => {
    const response = await request(VALID());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: 'Thank you for reaching out... Our team will get back to you soon.' });
    const [stored] = await t.orm.em.fork().find(DemoRequestEntity, {});
    expect(stored).toMatchObject({ firstName: 'Lena', status: 'pending', notes: null });
    await t.settle();
    const kinds = (await t.orm.em.fork().find(MailMessageEntity, {}, { orderBy: { kind: 'asc' } })).map((mail) => [mail.kind, mail.toAddress]);
    expect(kinds).toEqual([
      ['demo_receipt', 'lena@fischer.example'],
      ['system_alerts_notification', 'sam@finmesh.test'],
    ]);
  });

  it.each([
    [{ firstName: '' }, 'firstName', 'Please fill in all required fields'],
    [{ lastName: ' ' }, 'lastName', 'Please fill in all required fields'],
    [{ email: '' }, 'email', 'Please fill in all required fields'],
    [{ meetingDate: '' }, 'meetingDate', 'Please fill in all required fields'],
    [{ email: 'lena.fischer' }, 'email', 'Please enter a valid email address'],
    [{ meetingDate: '2020-01-01T10:00:00Z' }, 'meetingDate', 'Please select a future date for the meeting'],
    [{ meetingDate: 'next tuesday' }, 'meetingDate', 'Please select a future date for the meeting'],
  ])('refuses %j', async (change, path, message) => {
    const response = await request({ ...VALID(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message, errors: [{ path, msg: message }] });
    expect(await t.orm.em.fork().count(DemoRequestEntity)).toBe(0);
  });

  it('accepts a meeting later today, wherever the visitor is', () => {
    const now = new Date('2026-11-22T01:00:00Z');
    // 01:00 UTC is still 13:00 on the 21st at UTC-12: the 21st is "today" somewhere.
    expect(startOfTodayAnywhere(now).toISOString()).toBe('2026-11-21T12:00:00.000Z');
    expect(startOfTodayAnywhere(new Date('2026-11-22T20:00:00Z')).toISOString()).toBe('2026-11-22T12:00:00.000Z');
  });
});

describe('working the demo requests (admin)', () => {
  async function seed(count: number): Promise<string[]> {
    const em = t.orm.em.fork();
    const created = Array.from({ length: count }, (_, index) =>
      em.create(DemoRequestEntity, { ...VALID(), meetingDate: new Date(tomorrow()), firstName: `Person${index + 1}`, createdAt: new Date(Date.UTC(2026, 9, index + 1)) }),
    );
    await em.flush();
    return created.map((demo) => demo.id);
  }

  it('pages by 10, newest first, with totalPages, and filters by status', async () => {
    const ids = await seed(12);
    await t.app.inject({ method: 'PUT', url: `/api/admin/demo-requests/${ids[0]}/status`, headers: t.admin, payload: { status: 'confirmed' } });

    const first = (await t.app.inject({ method: 'GET', url: '/api/admin/demo-requests?page=1&limit=10', headers: t.admin })).json();
    expect(first).toMatchObject({ success: true, totalPages: 2, total: 12, currentPage: 1 });
    expect(first.data[0].firstName).toBe('Person12');
    const confirmed = (await t.app.inject({ method: 'GET', url: '/api/admin/demo-requests?status=confirmed', headers: t.admin })).json();
    expect(confirmed.data.map((row: { firstName: string }) => row.firstName)).toEqual(['Person1']);
    const all = (await t.app.inject({ method: 'GET', url: '/api/admin/demo-requests?status=all', headers: t.admin })).json();
    expect(all.total).toBe(12);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/admin/demo-requests?status=open', headers: t.admin });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ success: false, message: 'status must be one of pending, confirmed, completed, cancelled, spam' });
  });

  it('changes status any to any, and saves notes', async () => {
    const [id] = await seed(1);
    for (const status of ['cancelled', 'pending', 'completed', 'confirmed']) {
      const response = await t.app.inject({ method: 'PUT', url: `/api/admin/demo-requests/${id}/status`, headers: t.admin, payload: { status } });
      expect(response.json()).toMatchObject({ success: true, data: { status } });
    }
    const notes = await t.app.inject({ method: 'PUT', url: `/api/admin/demo-requests/${id}/notes`, headers: t.admin, payload: { notes: 'Prefers Tuesday mornings.' } });
    expect(notes.json()).toMatchObject({ success: true, data: { notes: 'Prefers Tuesday mornings.' } });

    const { body } = await graphql(t.app, '{ demoRequests(first: 10) { totalCount edges { node { firstName status notes } } } }', {}, t.admin);
    expect(body.data).toEqual({ demoRequests: { totalCount: 1, edges: [{ node: { firstName: 'Person1', status: 'confirmed', notes: 'Prefers Tuesday mornings.' } }] } });
  });

  it('deletes', async () => {
    const [id] = await seed(1);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/demo-requests/${id}`, headers: t.admin })).json()).toMatchObject({ success: true });
    expect(await t.orm.em.fork().count(DemoRequestEntity)).toBe(0);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/demo-requests/${id}`, headers: t.admin })).statusCode).toBe(404);
  });
});
