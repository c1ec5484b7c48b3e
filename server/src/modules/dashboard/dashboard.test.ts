import { describe, expect, it } from 'vitest';
import { graphql } from '../../test/app.js';
import { applyByRest, postActiveJob } from '../../test/applications.js';
import { useTestApp } from '../../test/fixture.js';
import { PDF } from '../../test/files.js';
import { VALID_CONTACT, VALID_DEMO } from '../../test/payloads.js';
import { toGlobalId } from '../../graphql/relay.js';

/**
 * The dashboard (issue P14): the figures equal what was received, by source, this week and the
 * week before, per day for 90 days, spam held apart; demo requests waiting and the next meetings;
 * applications by status; the outbox; and each section only for a principal who may read its list.
 */
const t = useTestApp({ admin: true });

const STRONG = 'Str0ng!pass-phrase';
const HELD = { website: 'https://spam.example' };
const DAY = 86_400_000;

type Headers = Record<string, string>;
const post = (url: string, payload: object, headers: Headers = {}) => t.app.inject({ method: 'POST', url, payload, headers });
const dashboard = async (headers: Headers = t.admin) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Record<string, unknown> & { leads: { source: string; thisWeek: number; lastWeek: number; changePercent: number | null; days: number[]; held: number }[] } }>().data;
};
const sql = (query: string, values: unknown[] = []) => t.orm.em.getConnection().execute(query, values);

async function signedInAs(role: string): Promise<Headers> {
  const username = `the.${role}`;
  expect((await post('/api/admin/create-admin', { username, password: STRONG, role }, t.admin)).statusCode).toBe(201);
  return { authorization: `Bearer ${(await post('/api/admin/login', { username, password: STRONG })).json<{ token: string }>().token}` };
}

/** Three contact messages (one held), one from the Services page, two demo requests, a subscriber, an application. */
async function receiveLeads(): Promise<{ jobId: string }> {
  for (const extra of [{}, { email: 'second@example.com' }, { email: 'held@example.com', ...HELD }, { source: 'services', email: 'svc@example.com' }]) {
    expect((await post('/api/contact', { ...VALID_CONTACT, ...extra })).statusCode).toBeLessThan(300);
  }
  for (const email of ['one@example.com', 'two@example.com']) expect((await post('/api/demo-requests', { ...VALID_DEMO, email })).statusCode).toBe(201);
  expect((await post('/api/subscriptions/subscribe', { email: 'reader@example.com' })).statusCode).toBe(201);
  const jobId = await postActiveJob(t.app, t.admin);
  expect((await applyByRest(t.app, jobId, [{ filename: 'resume.pdf', content: PDF }])).statusCode).toBe(201);
  return { jobId };
}

describe('the dashboard', () => {
  it('counts what was received today, by source, with the held spam apart', async () => {
    await receiveLeads();
    // The receipts are queued moments after each write.
    await t.settle();

    const figures = await dashboard();

    const bySource = Object.fromEntries(figures.leads.map((lead) => [lead.source, lead]));
    expect(Object.keys(bySource)).toEqual(['contact', 'services', 'demo', 'newsletter', 'application']);
    expect(bySource['contact']).toMatchObject({ thisWeek: 2, lastWeek: 0, changePercent: null, held: 1 });
    expect(bySource['contact']?.days).toHaveLength(90);
    expect(bySource['contact']?.days.at(-1)).toBe(2);
    expect(bySource['contact']?.days.slice(0, -1).every((count) => count === 0)).toBe(true);
    expect(bySource['services']).toMatchObject({ thisWeek: 1, held: 0 });
    expect(bySource['demo']).toMatchObject({ thisWeek: 2 });
    expect(bySource['newsletter']).toMatchObject({ thisWeek: 1 });
    expect(bySource['application']).toMatchObject({ thisWeek: 1 });
    expect(Date.parse(String(figures['since']))).toBe(Math.floor(Date.now() / DAY) * DAY - 89 * DAY);
    expect(figures['demoRequests']).toEqual({ pending: 2, nextMeetings: [] });
    expect(figures['applications']).toEqual([
      { status: 'new', count: 1 },
      { status: 'reviewed', count: 0 },
      { status: 'contacted', count: 0 },
      { status: 'hired', count: 0 },
      { status: 'rejected', count: 0 },
    ]);
    const [queued] = (await sql(`select count(*)::int as count from mail_messages where status = 'pending'`)) as { count: number }[];
    expect(queued?.count).toBeGreaterThan(0);
    expect(figures['outbox']).toEqual({ queued: queued?.count, failed: 0, lastDeliveredAt: null });
  });

  it('compares this week with the week before, and places each lead on its day', async () => {
    await receiveLeads();
    // Move one contact message 8 days back, another 100 days back (out of the chart).
    const [first, second] = await sql(`select id from contact_submissions where spam = false and source = 'contact' order by email`);
    await sql(`update contact_submissions set created_at = now() - interval '8 days' where id = ?`, [(first as { id: string }).id]);
    await sql(`update contact_submissions set created_at = now() - interval '100 days' where id = ?`, [(second as { id: string }).id]);
    await sql(`insert into contact_submissions (id, source, first_name, last_name, email, country, country_code, phone_number, role, message, status, spam, created_at, updated_at)
               select gen_random_uuid(), 'contact', 'Lee', 'Chen', 'lee' || n || '@example.com', 'India', '+91', '9876543210', 'Borrower', 'Hello', 'new', false, now() - interval '9 days', now() from generate_series(1, 3) n`);

    const contact = (await dashboard()).leads.find((lead) => lead.source === 'contact');

    expect(contact).toMatchObject({ thisWeek: 0, lastWeek: 4, changePercent: -100 });
    expect(contact?.days.reduce((total, count) => total + count, 0)).toBe(4);
  });

  it('follows what changes afterwards: a held message released, one deleted, a status changed', async () => {
    await receiveLeads();
    const contact = async () => (await dashboard()).leads.find((lead) => lead.source === 'contact');
    const [held] = (await sql(`select id from contact_submissions where spam = true`)) as { id: string }[];
    const [kept] = (await sql(`select id from contact_submissions where spam = false and source = 'contact' order by email limit 1`)) as { id: string }[];

    expect((await post(`/api/contact/admin/contact-submissions/${held?.id}/not-spam`, {}, t.admin)).statusCode).toBe(200);
    expect(await contact()).toMatchObject({ thisWeek: 3, held: 0 });
    await t.app.inject({ method: 'PUT', url: `/api/contact/admin/contact-submissions/${kept?.id}/status`, payload: { status: 'completed' }, headers: t.admin });
    expect(await contact()).toMatchObject({ thisWeek: 3 });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/contact/admin/contact-submissions/${kept?.id}`, headers: t.admin })).statusCode).toBe(200);
    expect(await contact()).toMatchObject({ thisWeek: 2, held: 0 });
    // A status change adds and takes away the same row: nothing is written.
    const [rows] = (await sql(`select count(*)::int as count from lead_days where source = 'contact'`)) as { count: number }[];
    expect(rows?.count).toBe(2);

    const [application] = (await sql(`select id from job_applications`)) as { id: string }[];
    await t.app.inject({ method: 'PUT', url: `/api/career/applications/${application?.id}/status`, payload: { status: 'hired' }, headers: t.admin });
    expect((await dashboard())['applications']).toEqual(expect.arrayContaining([{ status: 'new', count: 0 }, { status: 'hired', count: 1 }]));
  });

  it('lists the next five confirmed meetings, soonest first, none past', async () => {
    for (let index = 0; index < 7; index += 1) {
      const meetingDate = new Date(Date.now() + (index + 1) * DAY).toISOString();
      expect((await post('/api/demo-requests', { ...VALID_DEMO, email: `m${index}@example.com`, lastName: `Lee${index}`, meetingDate })).statusCode).toBe(201);
    }
    await sql(`update demo_requests set status = 'confirmed' where last_name <> 'Lee6'`);
    await sql(`update demo_requests set meeting_date = now() - interval '1 hour' where last_name = 'Lee0'`);

    const { demoRequests } = (await dashboard()) as unknown as { demoRequests: { pending: number; nextMeetings: { _id: string; firstName: string; lastName: string }[] } };

    expect(demoRequests.pending).toBe(1);
    expect(demoRequests.nextMeetings.map((meeting) => `${meeting.firstName} ${meeting.lastName}`)).toEqual(['Marcus Lee1', 'Marcus Lee2', 'Marcus Lee3', 'Marcus Lee4', 'Marcus Lee5']);
  });

  it('shows a Recruiter applications only, and a Sales member no applications nor outbox', async () => {
    await receiveLeads();
    const recruiter = await dashboard(await signedInAs('recruiter'));
    expect(recruiter.leads.map((lead) => lead.source)).toEqual(['application']);
    expect(recruiter).toMatchObject({ demoRequests: null, outbox: null, applications: expect.any(Array) });

    const sales = await dashboard(await signedInAs('sales'));
    expect(sales.leads.map((lead) => lead.source)).toEqual(['contact', 'services', 'demo', 'newsletter']);
    expect(sales).toMatchObject({ applications: null, outbox: null, demoRequests: { pending: 2 } });
  });

  it('answers the same through GraphQL, a meeting naming its request by global id', async () => {
    await post('/api/demo-requests', VALID_DEMO);
    const [demo] = (await sql(`update demo_requests set status = 'confirmed' returning id`)) as { id: string }[];
    const { body } = await graphql<{ dashboard: { leads: { source: string; thisWeek: number }[]; demoRequests: { nextMeetings: { id: string }[] } } }>(
      t.app,
      '{ dashboard { leads { source thisWeek } demoRequests { pending nextMeetings { id firstName lastName } } applications { status count } outbox { queued failed } } }',
      {},
      t.admin,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.dashboard.leads.find((lead) => lead.source === 'demo')).toEqual({ source: 'demo', thisWeek: 1 });
    expect(body.data?.dashboard.demoRequests).toEqual({ pending: 0, nextMeetings: [{ id: toGlobalId('DemoRequest', demo?.id ?? ''), firstName: 'Marcus', lastName: 'Lee' }] });
  });

  it('asks a visitor to sign in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard' });
    expect(response.statusCode).toBe(401);
  });
});

describe('new since last opened', () => {
  const newItems = async (headers: Headers = t.admin) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/new-items', headers });
    expect(response.statusCode, response.body).toBe(200);
    return Object.fromEntries(response.json<{ data: { screen: string; count: number }[] }>().data.map((row) => [row.screen, row.count]));
  };
  const seen = (screen: string, headers: Headers = t.admin) => t.app.inject({ method: 'POST', url: `/api/admin/new-items/${screen}/seen`, headers });

  it('counts per list what arrived since the admin last opened it, spam apart, and each admin for themself', async () => {
    const recruiter = await signedInAs('recruiter');
    await receiveLeads();
    expect(await newItems()).toEqual({ formSubmissions: 3, demoRequests: 2, careers: 1, newsletter: 1 });

    expect((await seen('formSubmissions')).json()).toEqual({ success: true });
    expect(await newItems()).toMatchObject({ formSubmissions: 0, demoRequests: 2 });
    await post('/api/contact', { ...VALID_CONTACT, email: 'later@example.com' });
    expect(await newItems()).toMatchObject({ formSubmissions: 1 });
    // Another admin's visits are their own; a Recruiter counts Careers only.
    expect(await newItems(recruiter)).toEqual({ careers: 1 });
  });

  it('stops counting at 100', async () => {
    await sql(`insert into subscribers (id, email, is_active, spam, subscribed_at, created_at, updated_at)
               select gen_random_uuid(), 'reader' || n || '@example.com', true, false, now(), now(), now() from generate_series(1, 150) n`);
    expect(await newItems()).toMatchObject({ newsletter: 100 });
  });

  it('refuses a list the admin may not open, or no such list', async () => {
    const recruiter = await signedInAs('recruiter');
    for (const [screen, headers] of [['formSubmissions', recruiter], ['nowhere', t.admin]] as const) {
      const response = await seen(screen, headers);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errors: [{ path: 'screen', msg: 'screen must be one of formSubmissions, demoRequests, careers, newsletter' }] });
    }
  });

  it('marks a list seen through GraphQL (markListSeen), and refuses no such list with the field’s message (issue P19)', async () => {
    await receiveLeads();
    const markSeen = (screen: string) => graphql(t.app, 'mutation ($screen: String!) { markListSeen(input: { screen: $screen }) { success } }', { screen }, t.admin);

    expect(await markSeen('formSubmissions')).toEqual({ status: 200, body: { data: { markListSeen: { success: true } } } });
    expect(await newItems()).toMatchObject({ formSubmissions: 0, demoRequests: 2 });

    const message = 'screen must be one of formSubmissions, demoRequests, careers, newsletter';
    const { status, body } = await markSeen('nowhere');
    expect(status).toBe(200);
    expect(body.data).toBeNull();
    expect(body.errors).toEqual([expect.objectContaining({ message, extensions: { code: 'BAD_USER_INPUT', fields: [{ path: 'screen', message }] } })]);
  });
});
