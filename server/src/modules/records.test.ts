import { describe, expect, it } from 'vitest';
import { imageSourcesFieldOf, type KindField } from '../rules/content-kinds.js';
import { graphql } from '../test/app.js';
import { applyByRest, postActiveJob } from '../test/applications.js';
import { useTestApp } from '../test/fixture.js';
import { PDF } from '../test/files.js';
import { VALID_CONTACT, VALID_DEMO } from '../test/payloads.js';
import { AdminEntity } from './admin/admin.entity.js';
import { adminRecord } from './admin/admin.record.js';
import { AUDIT_EVENT_DIFFERENCES, auditEventRecord } from './audit/audit.record.js';
import { EventEntity } from '../db/events.entity.js';
import { ApplicationFileEntity, JobApplicationEntity, JobEntity } from './careers/careers.entity.js';
import { APPLICATION_DIFFERENCES, JOB_DIFFERENCES, applicationRecord, jobRecord } from './careers/careers.record.js';
import { ContactReplyEntity, ContactSubmissionEntity } from './contact/contact.entity.js';
import { contactRecord } from './contact/contact.record.js';
import { DemoRequestEntity } from './demo/demo.entity.js';
import { demoRecord } from './demo/demo.record.js';
import { SubscriberEntity } from './newsletter/newsletter.entity.js';
import { subscriberRecord } from './newsletter/newsletter.record.js';
import { EmailRecipientEntity } from './recipients/recipients.entity.js';
import { recipientRecord } from './recipients/recipients.record.js';
import { mailPersonalData } from './mail/mail.personal-data.js';
import { webhooksPersonalData } from './webhooks/webhooks.personal-data.js';
import { addPageSections } from '../test/content-kinds.js';

/**
 * One record per entity (`<area>.record.ts`): the REST envelopes show it under the spec's names,
 * and its GraphQL type has the record's fields but for the area's difference table. A field added
 * to one API only, or to the record without a decision about the other API, fails here.
 */
const t = useTestApp({ admin: true });

/** The field names of a GraphQL type, as a client sees them (introspection), sorted. */
async function graphqlFields(type: string): Promise<string[]> {
  const { body } = await graphql<{ __type: { fields: { name: string }[] } | null }>(t.app, `query($type: String!) { __type(name: $type) { fields { name } } }`, { type }, t.admin);
  if (!body.data?.__type) throw new Error(`no GraphQL type ${type}`);
  return body.data.__type.fields.map((field) => field.name).sort();
}

/** What GraphQL shows of a record: its fields (`_id` as `id`), less those the table omits, with those it makes. */
function fieldsFor(record: object, differences: { omits?: readonly string[]; fields?: object } = {}): string[] {
  const omitted = new Set(['_id', ...(differences.omits ?? [])]);
  const made = Object.keys(differences.fields ?? {});
  return [...new Set(['id', ...Object.keys(record).filter((key) => !omitted.has(key)), ...made])].sort();
}

const keysOf = (value: unknown) => Object.keys(value as object);

/** An admin's REST call that must succeed; its body's `data`. */
async function dataOf<TData = Record<string, unknown>>(method: 'GET' | 'POST', url: string, payload?: object): Promise<TData> {
  const response = await t.app.inject({ method, url, headers: t.admin, ...(payload ? { payload } : {}) });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return (response.json() as { data: TData }).data;
}

describe('ContactSubmission', () => {
  it('REST shows the spec\u2019s fields, replies with theirs; GraphQL the same, with a global id', async () => {
    await t.app.inject({ method: 'POST', url: '/api/contact', payload: VALID_CONTACT });
    const [submission] = await dataOf<{ _id: string }[]>('GET', '/api/contact/admin/contact-submissions');
    const replied = await dataOf<{ _id: string; replies: unknown[] }>('POST', `/api/contact/admin/contact-submissions/${submission?._id}/reply`, { message: 'We will call you tomorrow.' });

    expect(keysOf(replied)).toEqual(['_id', 'source', 'firstName', 'middleName', 'lastName', 'email', 'phoneNumber', 'companyName', 'role', 'country', 'pronoun', 'newsletter', 'landlineNumber', 'message', 'status', 'spam', 'spamReason', 'createdAt', 'replies']);
    expect(keysOf(replied.replies[0])).toEqual(['message', 'sentBy', 'createdAt']);

    const em = t.orm.em.fork();
    const record = contactRecord.of({ submission: await em.findOneOrFail(ContactSubmissionEntity, { id: replied._id }), replies: await em.find(ContactReplyEntity, { submission: replied._id }) });
    expect(await graphqlFields('ContactSubmission')).toEqual(fieldsFor(record));
    expect(await graphqlFields('ContactReply')).toEqual(keysOf(record.replies[0]).sort());
  });
});

describe('DemoRequest', () => {
  it('REST shows the spec\u2019s fields; GraphQL the same, with a global id', async () => {
    await t.app.inject({ method: 'POST', url: '/api/demo-requests', payload: VALID_DEMO });
    const [request] = await dataOf<{ _id: string }[]>('GET', '/api/admin/demo-requests');

    expect(keysOf(request)).toEqual(['_id', 'firstName', 'lastName', 'companyName', 'designation', 'email', 'meetingDate', 'timeZone', 'meetingPlace', 'message', 'status', 'notes', 'spam', 'spamReason', 'createdAt']);
    const record = demoRecord.of(await t.orm.em.fork().findOneOrFail(DemoRequestEntity, { id: request?._id }));
    expect(await graphqlFields('DemoRequest')).toEqual(fieldsFor(record));
  });
});

describe('UpcomingMeeting', () => {
  it('is part of the demo request\u2019s one record: REST shows those fields of it, GraphQL the same with the request\u2019s global id', async () => {
    await t.app.inject({ method: 'POST', url: '/api/demo-requests', payload: VALID_DEMO });
    await t.orm.em.getConnection().execute(`update demo_requests set status = 'confirmed'`);
    const { demoRequests } = await dataOf<{ demoRequests: { nextMeetings: { _id: string }[] } }>('GET', '/api/admin/dashboard');
    const [meeting] = demoRequests.nextMeetings;

    expect(keysOf(meeting)).toEqual(['_id', 'firstName', 'lastName', 'companyName', 'meetingDate']);
    const record = demoRecord.of(await t.orm.em.fork().findOneOrFail(DemoRequestEntity, { id: meeting?._id }));
    expect(meeting).toEqual(JSON.parse(JSON.stringify({ _id: record._id, firstName: record.firstName, lastName: record.lastName, companyName: record.companyName, meetingDate: record.meetingDate })));
    expect(await graphqlFields('UpcomingMeeting')).toEqual(fieldsFor(meeting as object));
  });
});

describe('Job', () => {
  it('REST shows the spec\u2019s fields (with the older `id` and `posted`); GraphQL the rest, with a global id', async () => {
    const jobId = await postActiveJob(t.app, t.admin);
    const job = await dataOf('GET', `/api/jobs/${jobId}`);

    expect(keysOf(job)).toEqual(['_id', 'id', 'slug', 'title', 'location', 'role', 'description', 'status', 'skills', 'details', 'posted', 'postedAt', 'createdAt']);
    expect(keysOf(job.details)).toEqual(['jobTypes', 'pay', 'expectedHours', 'benefits', 'schedule', 'supplementalPay', 'education', 'experience', 'startDate']);

    const record = jobRecord.of(await t.orm.em.fork().findOneOrFail(JobEntity, { id: jobId }));
    expect(await graphqlFields('Job')).toEqual(fieldsFor(record, JOB_DIFFERENCES));
    expect(await graphqlFields('JobDetails')).toEqual(keysOf(record.details).sort());
  });
});

describe('JobApplication', () => {
  it('REST shows the spec\u2019s fields and resume links; GraphQL the record with global ids (job, files), without `countryCode`', async () => {
    await applyByRest(t.app, await postActiveJob(t.app, t.admin), [{ filename: 'cv.pdf', content: PDF }]);
    const [application] = await dataOf<{ _id: string; files: unknown[] }[]>('GET', '/api/career/applications');

    expect(keysOf(application)).toEqual(['_id', 'firstName', 'middleName', 'lastName', 'pronoun', 'email', 'country', 'countryCode', 'phone', 'coverNote', 'subscribe', 'position', 'status', 'spam', 'spamReason', 'appliedAt', 'resume', 'resumeUrl', 'files']);
    expect(keysOf(application?.files[0])).toEqual(['name', 'size', 'path', 'url']);

    const em = t.orm.em.fork();
    const record = applicationRecord.of({ application: await em.findOneOrFail(JobApplicationEntity, { id: application?._id }), files: await em.find(ApplicationFileEntity, { application: application?._id }) });
    expect(await graphqlFields('JobApplication')).toEqual(fieldsFor(record, APPLICATION_DIFFERENCES));
    expect(await graphqlFields('ApplicationFile')).toEqual(keysOf(APPLICATION_DIFFERENCES.fields.files(record)[0]).sort());
  });
});

describe('Subscriber', () => {
  it('REST shows the visitor their sign-up without the spam verdict, the back office all of it; GraphQL the same, with a global id', async () => {
    const subscribed = await t.app.inject({ method: 'POST', url: '/api/subscriptions/subscribe', payload: { email: 'ananya@example.com' } });
    const listed = (await dataOf<{ data: { _id: string }[] }>('GET', '/api/subscriptions')).data;

    expect(keysOf((subscribed.json() as { data: unknown }).data)).toEqual(['_id', 'email', 'subscribedAt', 'isActive', 'status']);
    expect(keysOf(listed[0])).toEqual(['_id', 'email', 'subscribedAt', 'isActive', 'status', 'confirmedAt', 'consentAt', 'consentSource', 'consentAddressHash', 'spam', 'spamReason']);
    const record = subscriberRecord.of(await t.orm.em.fork().findOneOrFail(SubscriberEntity, { id: listed[0]?._id }));
    expect(await graphqlFields('Subscriber')).toEqual(fieldsFor(record));
  });
});

describe('EmailRecipient', () => {
  it('REST shows the spec\u2019s fields; GraphQL the same, with a global id', async () => {
    const created = await dataOf<{ _id: string }>('POST', '/email-recipients', { name: 'Sam Staff', email: 'sam@finmesh.test' });

    expect(keysOf(created)).toEqual(['_id', 'name', 'email', 'notificationTypes', 'isActive', 'createdAt']);
    const record = recipientRecord.of(await t.orm.em.fork().findOneOrFail(EmailRecipientEntity, { id: created._id }));
    expect(await graphqlFields('EmailRecipient')).toEqual(fieldsFor(record));
  });
});

describe('WebhookDelivery', () => {
  it('is one record: the delivery log (REST and GraphQL) and a person’s data export show the same fields and values', async () => {
    const endpoint = await dataOf<{ _id: string }>('POST', '/api/admin/webhooks', { url: 'http://127.0.0.1:9/hooks', eventTypes: ['contact.received'] });
    await t.app.inject({ method: 'POST', url: '/api/contact', payload: VALID_CONTACT });
    await t.settle();
    const [logged] = await dataOf<Record<string, unknown>[]>('GET', `/api/admin/webhooks/${endpoint._id}/deliveries`);

    expect(keysOf(logged)).toEqual([
      '_id', 'endpointUrl', 'eventType', 'eventId', 'payload', 'status', 'attempts', 'createdAt', 'lastAttemptAt', 'nextAttemptAt', 'responseStatus', 'responseBody', 'error', 'durationMs',
    ]);
    const exported = await webhooksPersonalData['webhook-deliveries']?.rows?.(t.orm.em.fork(), [VALID_CONTACT.email], null, 10);
    expect(JSON.parse(JSON.stringify(exported?.records))).toEqual([logged]);
    expect(await graphqlFields('WebhookDelivery')).toEqual(fieldsFor(logged as object));
  });
});

describe('MailMessage', () => {
  it('holds its times as dates, so a person\u2019s export writes ISO 8601 on PGlite as on PostgreSQL', async () => {
    await t.app.inject({ method: 'POST', url: '/api/contact', payload: VALID_CONTACT });
    await t.settle();
    const exported = await mailPersonalData['emails']?.rows?.(t.orm.em.fork(), [VALID_CONTACT.email], null, 10);
    const [receipt] = JSON.parse(JSON.stringify(exported?.records)) as { createdAt: string; sentAt: string | null }[];
    expect(receipt?.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });
});

describe('Admin', () => {
  it('REST shows the account\u2019s fields; GraphQL the same, with a global id', async () => {
    const profile = await t.app.inject({ method: 'GET', url: '/api/admin/profile', headers: t.admin });
    const { admin } = profile.json() as { admin: { _id: string } };

    expect(keysOf(admin)).toEqual(['_id', 'username', 'email', 'role', 'status', 'createdAt', 'lastLoginAt', 'passwordChangeRequired', 'permissions', 'twoFactorEnabled']);
    const record = adminRecord.of(await t.orm.em.fork().findOneOrFail(AdminEntity, { id: admin._id }));
    expect(await graphqlFields('Admin')).toEqual(fieldsFor(record));
  });
});

describe('AuditEvent', () => {
  it('REST shows the stored event with its label; GraphQL the same, naming subject and principal by global id', async () => {
    const created = await dataOf<{ _id: string }>('POST', '/email-recipients', { name: 'Sam Staff', email: 'sam@finmesh.test' });
    const [listed] = await dataOf<{ _id: string }[]>('GET', `/api/admin/activity?subjectType=EmailRecipient&subjectId=${created._id}`);

    expect(keysOf(listed)).toEqual(['_id', 'type', 'label', 'occurredAt', 'subjectType', 'subjectId', 'principalKind', 'principalId', 'principalName', 'clientAddressHash', 'requestId', 'data']);
    const record = auditEventRecord.of(await t.orm.em.fork().findOneOrFail(EventEntity, { id: listed?._id }));
    expect(listed).toEqual(JSON.parse(JSON.stringify(record)));
    expect(await graphqlFields('AuditEvent')).toEqual(fieldsFor(record, AUDIT_EVENT_DIFFERENCES));
  });
});

/** A value a required field of a kind takes. */
function sampleOf(field: KindField): unknown {
  if (field.type === 'paragraphs') return ['Words.'];
  if (field.type === 'number') return field.min ?? 0;
  if (field.type === 'choice') return field.options?.[0]?.value;
  if (field.type === 'url') return 'https://example.com/';
  if (field.type === 'richText') return { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Words.' }] }] };
  return 'Words';
}

describe('the declared content kinds', () => {
  it('REST and GraphQL show the same record: the kind\u2019s fields with the content columns', async () => {
    const { KIND_APIS } = await import('./content/kind-apis.js');
    const { ContentItemEntity } = await import('./content/content.entity.js');
    // No API makes a page text: the first run's are there, as a migration adds them.
    await addPageSections(t.orm.em.fork());
    for (const api of KIND_APIS) {
      const [first] = await dataOf<{ _id: string }[]>('GET', `/api/admin/${api.kind.rest}`);
      const created = first ?? (await dataOf<{ _id: string }>('POST', `/api/admin/${api.kind.rest}`, { [api.kind.title.name]: 'Someone', ...Object.fromEntries(api.kind.fields.filter((field) => field.required).map((field) => [field.name, sampleOf(field)])) }));
      const record = api.record.of(await t.orm.em.fork().findOneOrFail(ContentItemEntity, { id: created._id }));
      expect(keysOf(record)).toEqual(['_id', 'slug', 'status', 'version', api.kind.title.name, ...api.kind.fields.map((field) => field.name), ...api.kind.fields.filter((field) => field.type === 'richText').map((field) => `${field.name}Html`), 'position', 'publishAt', 'publishedAt', 'archivedAt', 'createdAt', 'updatedAt']);
      // An image field is its media id in both; GraphQL also shows the image as a page renders it (`photoImage`).
      const images = api.kind.fields.filter((field) => field.type === 'image').map((field) => [imageSourcesFieldOf(field), null]);
      expect(await graphqlFields(api.kind.typeName)).toEqual(fieldsFor(record, { fields: Object.fromEntries(images) }));
    }
  });
});
