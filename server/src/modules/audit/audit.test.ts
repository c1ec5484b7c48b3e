import { describe, expect, it } from 'vitest';
import { graphql } from '../../test/app.js';
import { useTestApp } from '../../test/fixture.js';
import { toGlobalId } from '../../graphql/relay.js';
import { AUDIT_MESSAGES } from '../../rules/events.js';
import { VALID_CONTACT } from '../../test/payloads.js';

const t = useTestApp({ admin: true });

const STRONG = 'Str0ng!pass-phrase';
const get = (url: string, headers: Record<string, string> = t.admin) => t.app.inject({ method: 'GET', url, headers });
const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload: object = {}, headers: Record<string, string> = t.admin) =>
  t.app.inject({ method, url, payload, headers });

interface Listed {
  _id: string;
  type: string;
  label: string;
  occurredAt: string;
  subjectType: string;
  subjectId: string | null;
  principalKind: string;
  principalId: string | null;
  principalName: string | null;
  clientAddressHash: string | null;
  requestId: string | null;
  data: Record<string, unknown>;
}

async function activity(query = ''): Promise<Listed[]> {
  const response = await get(`/api/admin/activity${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: Listed[] }).data;
}

/** A recipient made, renamed and switched off by the fixture's admin: three events about one record. */
async function recipientWithHistory(): Promise<string> {
  const created = await send('POST', '/email-recipients', { name: 'Cara Lund', email: 'cara@finmesh.test', notificationTypes: ['career'] });
  const id = (created.json() as { data: { _id: string } }).data._id;
  expect((await send('PUT', `/email-recipients/${id}`, { name: 'Cara Lund-Berg', email: 'cara@finmesh.test', notificationTypes: ['career', 'newsletters'] })).statusCode).toBe(200);
  expect((await send('PATCH', `/email-recipients/${id}/toggle-status`)).statusCode).toBe(200);
  return id;
}

describe('GET /api/admin/activity', () => {
  it('lists what happened newest first: what, to what, who, from where (hashed), and before and after', async () => {
    const id = await recipientWithHistory();

    const events = await activity(`?subjectType=EmailRecipient&subjectId=${id}`);

    expect(events.map((event) => [event.type, event.label])).toEqual([
      ['recipient.deactivated', 'Email recipient deactivated'],
      ['recipient.updated', 'Email recipient updated'],
      ['recipient.created', 'Email recipient created'],
    ]);
    const [deactivated, updated] = events;
    expect(updated).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: 'recipient.updated',
      label: 'Email recipient updated',
      occurredAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      subjectType: 'EmailRecipient',
      subjectId: id,
      principalKind: 'admin',
      principalId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      principalName: 'test.admin',
      clientAddressHash: expect.stringMatching(/^[\w-]{22}$/),
      requestId: expect.any(String),
      data: { changes: { notificationTypes: [['career'], ['career', 'newsletters']], changed: ['name'] } },
    });
    expect(deactivated?.data).toEqual({});
    // The address is kept only as its hash: the same client, the same hash.
    expect(new Set(events.map((event) => event.clientAddressHash)).size).toBe(1);
    expect(JSON.stringify(events)).not.toContain('127.0.0.1');
  });

  it('keeps every sign-in and failed sign-in, and finds a person by the whole name in any case', async () => {
    await send('POST', '/api/admin/login', { username: 'test.admin', password: 'not the password' }, {});
    await send('POST', '/api/admin/login', { username: 'nobody.here', password: 'not the password' }, {});
    expect((await send('POST', '/api/admin/login', { username: 'test.admin', password: STRONG }, {})).statusCode).toBe(200);

    const signIns = await activity('?subjectType=Admin');
    expect(signIns.map((event) => [event.type, event.subjectId === null, event.data])).toEqual([
      ['admin.signed_in', false, { sessionId: expect.any(String) }],
      ['admin.sign_in_failed', true, { knownUsername: false }],
      ['admin.sign_in_failed', false, { knownUsername: true }],
    ]);

    await recipientWithHistory();
    const byPerson = await activity('?person=TEST.Admin');
    // A sign-in is by the account that signed in; a failed one by whoever tried (a visitor), about the account.
    expect(byPerson.map((event) => event.type)).toEqual(['recipient.deactivated', 'recipient.updated', 'recipient.created', 'admin.signed_in']);
    expect(byPerson.every((event) => event.principalName === 'test.admin')).toBe(true);
    expect(await activity('?person=test')).toEqual([]);
  });

  it('filters by event type and by a range of dates, and pages', async () => {
    await recipientWithHistory();
    await recipientWithHistory().catch(() => undefined);
    expect((await activity('?type=recipient.updated')).map((event) => event.type)).toEqual(['recipient.updated']);

    const now = Date.now();
    const today = new Date(now).toISOString().slice(0, 10);
    expect((await activity(`?from=${today}&type=recipient.created`)).length).toBe(1);
    expect(await activity(`?to=${today}`)).toEqual([]);
    expect((await activity(`?from=${new Date(now - 60_000).toISOString()}&to=${new Date(now + 60_000).toISOString()}&type=recipient.created`)).length).toBe(1);

    const page = await get('/api/admin/activity?type=recipient.created&limit=1&page=1');
    expect(page.json()).toMatchObject({ success: true, total: 1, totalIsExact: true, totalPages: 1, currentPage: 1, hasNextPage: false });
  });

  it.each([
    ['?type=contact.exploded', 'type'],
    ['?subjectType=Planet', 'subjectType'],
    ['?subjectId=not-an-id&subjectType=Job', 'subjectId'],
    ['?subjectId=0190a0b0-c0d0-7000-8000-000000000000', 'subjectId'],
    ['?from=2026-02-30', 'from'],
    ['?from=yesterday', 'from'],
    ['?to=2026-11-27T25:00:00Z', 'to'],
    ['?from=2026-11-27&to=2026-11-26', 'to'],
    [`?person=${'x'.repeat(201)}`, 'person'],
  ])('refuses %s with the field and its message', async (query, field) => {
    const response = await get(`/api/admin/activity${query}`);
    expect(response.statusCode).toBe(400);
    const body = response.json() as { success: boolean; errors: { path: string; msg: string }[] };
    expect(body.success).toBe(false);
    expect(body.errors[0]?.path).toBe(field);
    expect(body.errors[0]?.msg).toEqual(
      {
        type: expect.stringMatching(/^type must be one of contact\.received, /),
        subjectType: AUDIT_MESSAGES.subjectTypeUnknown,
        subjectId: query.includes('subjectType') ? AUDIT_MESSAGES.subjectInvalid('subjectId') : AUDIT_MESSAGES.subjectIdAlone,
        from: AUDIT_MESSAGES.dateInvalid('from'),
        to: query.includes('25:00') ? AUDIT_MESSAGES.dateInvalid('to') : AUDIT_MESSAGES.rangeReversed,
        person: AUDIT_MESSAGES.personTooLong,
      }[field],
    );
  });

  it('is read only: no API writes, changes or deletes an event', async () => {
    await recipientWithHistory();
    const [event] = await activity();
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of ['/api/admin/activity', `/api/admin/activity/${event?._id}`]) {
        expect((await send(method, url, { type: 'admin.signed_in' })).statusCode, `${method} ${url}`).toBe(404);
      }
    }
    const { body } = await graphql(t.app, '{ __schema { mutationType { fields { name type { name ofType { name } } } } } }', {}, t.admin);
    const mutations = (body.data as { __schema: { mutationType: { fields: { name: string; type: { name: string | null; ofType: { name: string } | null } }[] } } }).__schema.mutationType.fields;
    // The events the team runs (P21) are content, not the audit trail's events: their mutations answer `…EventPayload`s of their own.
    const siteEvents = (field: { type: { name: string | null; ofType: { name: string } | null } }) => /Event(Revision)?Payload$/.test(field.type.name ?? field.type.ofType?.name ?? '');
    expect(mutations.filter((field) => !siteEvents(field)).filter((field) => /event|audit|activity/i.test(field.name) || /Audit/.test(field.type.name ?? field.type.ofType?.name ?? ''))).toEqual([]);
    expect((await activity()).length).toBeGreaterThanOrEqual(3);
  });
});

describe('auditEvents', () => {
  const QUERY = `query ($subject: ID, $first: Int, $after: String, $type: String) {
    auditEvents(subject: $subject, first: $first, after: $after, type: $type) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { node { id type label subjectType subject principalKind principal principalName data } }
    }
  }`;
  type Page = { auditEvents: { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string }; edges: { node: Record<string, unknown> }[] } };

  it("answers a record's history by its global id, paged by cursor", async () => {
    const id = await recipientWithHistory();
    const subject = toGlobalId('EmailRecipient', id);

    const first = await graphql<Page>(t.app, QUERY, { subject, first: 2 }, t.admin);
    expect(first.body.errors).toBeUndefined();
    const page = first.body.data?.auditEvents;
    expect(page?.totalCount).toBe(3);
    expect(page?.pageInfo.hasNextPage).toBe(true);
    expect(page?.edges.map((edge) => edge.node['type'])).toEqual(['recipient.deactivated', 'recipient.updated']);
    expect(page?.edges[0]?.node).toMatchObject({ subjectType: 'EmailRecipient', subject, principalKind: 'admin', principal: expect.any(String), principalName: 'test.admin', data: {} });

    const rest = await graphql<Page>(t.app, QUERY, { subject, first: 2, after: page?.pageInfo.endCursor }, t.admin);
    expect(rest.body.data?.auditEvents.edges.map((edge) => edge.node['type'])).toEqual(['recipient.created']);
    expect(rest.body.data?.auditEvents.pageInfo.hasNextPage).toBe(false);

    // The node of an event reads back by its id.
    const eventId = page?.edges[0]?.node['id'] as string;
    const node = await graphql(t.app, `{ node(id: ${JSON.stringify(eventId)}) { ... on AuditEvent { type } } }`, {}, t.admin);
    expect(node.body.data).toEqual({ node: { type: 'recipient.deactivated' } });
  });

  it('answers nothing, and no error, for a subject of another type than subjectType asks for', async () => {
    const subject = toGlobalId('EmailRecipient', await recipientWithHistory());
    const BOTH = `query ($subject: ID, $subjectType: AuditSubjectType) {
      auditEvents(subject: $subject, subjectType: $subjectType) {
        totalCount totalCountIsExact
        pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
        edges { node { type } }
      }
    }`;

    const other = await graphql(t.app, BOTH, { subject, subjectType: 'Job' }, t.admin);
    expect(other.body).toEqual({
      data: { auditEvents: { totalCount: 0, totalCountIsExact: true, pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null }, edges: [] } },
    });
    const same = await graphql<{ auditEvents: { totalCount: number } }>(t.app, BOTH, { subject, subjectType: 'EmailRecipient' }, t.admin);
    expect(same.body.data?.auditEvents.totalCount).toBe(3);
  });

  it('refuses a subject that is no record, and an unknown type, with the field', async () => {
    for (const [variables, field, message] of [
      [{ subject: toGlobalId('Planet', '0190a0b0-c0d0-7000-8000-000000000000') }, 'subject', AUDIT_MESSAGES.subjectInvalid('subject')],
      [{ subject: 'nonsense' }, 'subject', AUDIT_MESSAGES.subjectInvalid('subject')],
      [{ type: 'contact.exploded' }, 'type', AUDIT_MESSAGES.typeUnknown],
    ] as const) {
      const { body } = await graphql(t.app, QUERY, variables, t.admin);
      expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ path: field, message }] });
    }
  });
});

describe('auditEvents names what each event is about, as its reader may see it (issue P19)', () => {
  const NAMED = `query ($type: String) { auditEvents(type: $type, first: 5) { edges { node { id type subjectType subjectName } } } }`;
  type Named = { auditEvents: { edges: { node: { id: string; type: string; subjectType: string; subjectName: string | null } }[] } };

  /** A team member of `role`, signed in. */
  async function member(username: string, role: string): Promise<{ id: string; headers: Record<string, string> }> {
    const created = await send('POST', '/api/admin/create-admin', { username, password: STRONG, role });
    expect(created.statusCode, created.body).toBe(201);
    const token = (await send('POST', '/api/admin/login', { username, password: STRONG }, {})).json<{ token: string }>().token;
    return { id: created.json<{ admin: { _id: string } }>().admin._id, headers: { authorization: `Bearer ${token}` } };
  }

  /** The newest event of `type` as `headers` reads it. */
  async function newest(type: string, headers: Record<string, string> = t.admin) {
    const { body } = await graphql<Named>(t.app, NAMED, { type }, headers);
    expect(body.errors).toBeUndefined();
    return body.data?.auditEvents.edges[0]?.node;
  }

  it("names an account by its username, a message by its sender and a recipient by its name, to an Owner", async () => {
    const sam = await member('sam.sales', 'sales');
    expect((await send('PUT', `/api/admin/team/${sam.id}/role`, { role: 'recruiter' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/contact', payload: VALID_CONTACT })).statusCode).toBe(201);
    await recipientWithHistory();

    expect(await newest('admin.role_changed')).toMatchObject({ subjectType: 'Admin', subjectName: 'sam.sales' });
    expect(await newest('contact.received')).toMatchObject({ subjectType: 'ContactSubmission', subjectName: 'Ananya Rao' });
    expect(await newest('recipient.updated')).toMatchObject({ subjectType: 'EmailRecipient', subjectName: 'Cara Lund-Berg' });
    // An event about no record names none.
    await send('POST', '/api/admin/login', { username: 'nobody.here', password: 'not the password' }, {});
    expect(await newest('admin.sign_in_failed')).toMatchObject({ subjectName: null });
  });

  it('names to a Viewer only what a Viewer may read: the username and the sender, not the recipient', async () => {
    await member('sam.sales', 'sales');
    expect((await t.app.inject({ method: 'POST', url: '/api/contact', payload: VALID_CONTACT })).statusCode).toBe(201);
    await recipientWithHistory();
    const viewer = await member('vera.viewer', 'viewer');

    expect(await newest('admin.created', viewer.headers)).toMatchObject({ subjectType: 'Admin', subjectName: 'vera.viewer' });
    expect(await newest('contact.received', viewer.headers)).toMatchObject({ subjectName: 'Ananya Rao' });
    // Email recipients are managed by those with recipients:manage, which a Viewer has not.
    const recipient = await newest('recipient.updated', viewer.headers);
    expect(recipient).toMatchObject({ subjectType: 'EmailRecipient', subjectName: null });

    // The node of one event names it the same way.
    const { body } = await graphql<{ node: { subjectName: string | null } }>(t.app, `query ($id: ID!) { node(id: $id) { ... on AuditEvent { subjectName } } }`, { id: recipient?.id }, viewer.headers);
    expect(body.data?.node).toEqual({ subjectName: null });
    const owner = await graphql<{ node: { subjectName: string | null } }>(t.app, `query ($id: ID!) { node(id: $id) { ... on AuditEvent { subjectName } } }`, { id: recipient?.id }, t.admin);
    expect(owner.body.data?.node).toEqual({ subjectName: 'Cara Lund-Berg' });
  });

  it('names a record as it is now: one deleted since has no name, and the trail kept none', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/contact', payload: VALID_CONTACT })).statusCode).toBe(201);
    const [message] = (await get('/api/contact/admin/contact-submissions')).json<{ data: { _id: string }[] }>().data;
    expect((await send('DELETE', `/api/contact/admin/contact-submissions/${message?._id}`)).statusCode).toBe(200);

    expect(await newest('contact.received')).toMatchObject({ subjectType: 'ContactSubmission', subjectName: null });
    expect(await newest('contact.deleted')).toMatchObject({ subjectName: null });
    expect(JSON.stringify(await activity('?subjectType=ContactSubmission'))).not.toContain('Ananya');
  });
});
