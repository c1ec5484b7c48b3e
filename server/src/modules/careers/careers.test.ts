import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { deriveKey, signatureOf } from '../../secrets.js';
import { parse } from 'csv-parse/sync';
import { graphql, TEST_JWT_SECRET } from '../../test/app.js';
import { useTestApp } from '../../test/fixture.js';
import { graphqlApplication } from '../../test/applications.js';
import { DOC, DOCX, EXE, HTML, PDF, PNG, TXT, multipart, pdfOfSize } from '../../test/files.js';
import { MailMessageEntity } from '../mail/mail.entity.js';
import { toGlobalId } from '../../graphql/relay.js';
import { ApplicationFileEntity, JobApplicationEntity } from './careers.entity.js';

const t = useTestApp({ admin: true, recipients: [{ name: 'Cara Careers', email: 'cara@finmesh.test', notificationTypes: ['career'] }] });

const JOB = {
  title: 'Senior Credit Analyst',
  location: 'Bengaluru',
  role: 'Finance & Tech',
  description: ['Assess SME borrowers.', '', 'Work with our lenders.'],
  skills: 'Credit analysis, Excel , SQL',
  details: { jobTypes: 'Full-time', pay: '₹24–32 LPA', benefits: ['Health insurance', ' '], experience: ['5 years in lending'], education: 'Graduate', startDate: '2027-01-15' },
};

async function postJob(body: object) {
  const response = await t.app.inject({ method: 'POST', url: '/api/jobs', headers: t.admin, payload: body });
  return response;
}

describe('job postings', () => {
  it('creates a job with the spec defaults, drops empty points and reads comma text as a list', async () => {
    const response = await postJob({ title: 'Developer', description: ['Build the marketplace.'] });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Job created successfully',
      data: {
        title: 'Developer',
        slug: 'developer',
        role: 'Developer',
        status: 'Draft',
        details: { jobTypes: ['Full-time'], expectedHours: '40 per week', schedule: 'Monday to Friday', benefits: [], experience: [] },
      },
    });

    const full = (await postJob(JOB)).json().data;
    expect(full).toMatchObject({
      description: ['Assess SME borrowers.', 'Work with our lenders.'],
      skills: ['Credit analysis', 'Excel', 'SQL'],
      details: { jobTypes: ['Full-time'], benefits: ['Health insurance'], pay: '₹24–32 LPA' },
    });
  });

  it.each([
    [{ title: '', description: ['x'] }, 'title', 'Please fill in all required fields'],
    [{ title: 'Analyst', description: ['', '  '] }, 'description', 'Please fill in all required fields'],
    [{ title: 'Analyst', description: ['x'], role: 'Astronaut' }, 'role', 'Role must be one of Finance & Tech, Developer, Tester, Consultant'],
    [{ title: 'Analyst', description: ['x'], status: 'Open' }, 'status', 'Status must be one of Draft, Active, Closed, Archived'],
  ])('refuses %j with param: msg errors', async (body, param, msg) => {
    const response = await postJob(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errors: [{ param, msg }] });
  });

  it('gives each job its own slug', async () => {
    await postJob({ title: 'Tester', description: ['x'] });
    const second = (await postJob({ title: 'Tester', description: ['y'] })).json().data;
    expect(second.slug).toBe('tester-2');
  });

  it('shows visitors Active jobs only, and admins every status with the filter', async () => {
    const draft = (await postJob({ ...JOB, title: 'Draft role' })).json().data;
    const active = (await postJob({ ...JOB, title: 'Open role', status: 'Active' })).json().data;
    await postJob({ ...JOB, title: 'Closed role', status: 'Closed' });

    const visitor = (await t.app.inject({ method: 'GET', url: '/api/jobs?status=Draft' })).json();
    expect(visitor).toMatchObject({ success: true, count: 1, total: 1, totalPages: 1, currentPage: 1 });
    expect(visitor.data.map((job: { title: string }) => job.title)).toEqual(['Open role']);
    expect(visitor.data[0].postedAt).not.toBeNull();
    expect((await t.app.inject({ method: 'GET', url: `/api/jobs/${draft._id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/jobs/${active.slug}` })).json().data.title).toBe('Open role');

    const drafts = (await t.app.inject({ method: 'GET', url: '/api/jobs?status=Draft', headers: t.admin })).json();
    expect(drafts.data.map((job: { title: string }) => job.title)).toEqual(['Draft role']);
    const everything = (await t.app.inject({ method: 'GET', url: '/api/jobs?limit=5&page=1', headers: t.admin })).json();
    expect(everything).toMatchObject({ total: 3, count: 3, totalPages: 1 });

    const { body } = await graphql(t.app, '{ jobs(first: 4) { totalCount edges { node { title status } } } }');
    expect(body.data).toEqual({ jobs: { totalCount: 1, edges: [{ node: { title: 'Open role', status: 'Active' } }] } });
    const bySlug = await graphql(t.app, `{ job(slug: "${active.slug}") { title details { expectedHours } } }`);
    expect(bySlug.body.data).toEqual({ job: { title: 'Open role', details: { expectedHours: '40 per week' } } });
  });

  it('pages the admin list 5 at a time', async () => {
    for (let n = 1; n <= 7; n += 1) await postJob({ title: `Role ${n}`, description: ['x'] });
    const second = (await t.app.inject({ method: 'GET', url: '/api/jobs?page=2&limit=5', headers: t.admin })).json();
    expect(second).toMatchObject({ count: 2, total: 7, totalPages: 2, currentPage: 2 });
  });

  it('updates and deletes (admins only)', async () => {
    const job = (await postJob(JOB)).json().data;
    const updated = await t.app.inject({ method: 'PUT', url: `/api/jobs/${job._id}`, headers: t.admin, payload: { ...JOB, title: 'Lead Credit Analyst', status: 'Active' } });
    expect(updated.json()).toMatchObject({ success: true, message: 'Job updated successfully', data: { title: 'Lead Credit Analyst', slug: job.slug, status: 'Active' } });
    expect((await t.app.inject({ method: 'PUT', url: `/api/jobs/${job._id}`, payload: JOB })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/jobs/${job._id}`, headers: t.admin })).json()).toEqual({ success: true, message: 'Job deleted successfully' });
  });
});

const APPLICANT = {
  firstName: 'Ananya',
  lastName: 'Rao',
  email: 'ananya@example.com',
  country: 'IN',
  countryCode: '+91',
  phone: '98765 43210',
  coverNote: 'I have six years of SME credit experience.',
  position: 'Senior Credit Analyst',
};

const apply = (fields: Record<string, string>, files: { filename: string; content: Buffer }[]) => {
  const body = multipart(fields, files.map((file) => ({ field: 'resume', ...file })));
  return t.app.inject({ method: 'POST', url: '/api/career/apply', headers: body.headers, payload: body.payload });
};

async function activeJob() {
  return (await postJob({ ...JOB, status: 'Active' })).json().data as { _id: string; title: string };
}

describe('applying with resumes', () => {
  it('accepts real pdf, docx, doc and txt files, stores them under generated names, and notifies', async () => {
    const job = await activeJob();
    const response = await apply({ ...APPLICANT, subscribe: 'false' }, [
      { filename: 'ananya-cv.pdf', content: PDF },
      { filename: 'cover.docx', content: DOCX },
      { filename: 'old-cv.doc', content: DOC },
      { filename: 'notes.txt', content: TXT },
    ]);

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: 'Your application has been submitted successfully!' });
    const [application] = await t.orm.em.fork().find(JobApplicationEntity, {}, { populate: ['job'] });
    expect(application).toMatchObject({ position: job.title, phone: '+919876543210', status: 'new', subscribe: false });
    const files = await t.orm.em.fork().find(ApplicationFileEntity, {}, { orderBy: { originalName: 'asc' } });
    expect(files.map((file) => [file.originalName, file.storageKey.replace(/[0-9a-f-]{36}/, 'ID')])).toEqual([
      ['ananya-cv.pdf', 'resumes/ID.pdf'],
      ['cover.docx', 'resumes/ID.docx'],
      ['notes.txt', 'resumes/ID.txt'],
      ['old-cv.doc', 'resumes/ID.doc'],
    ]);
    expect(await readdir(path.join(t.config.dataDir, 'uploads', 'resumes'))).toHaveLength(4);
    await t.settle();
    const mail = await t.orm.em.fork().find(MailMessageEntity, {}, { orderBy: { kind: 'asc' } });
    expect(mail.map((message) => [message.kind, message.toAddress])).toEqual([
      ['application_receipt', 'ananya@example.com'],
      ['career_notification', 'cara@finmesh.test'],
    ]);
  });

  it.each([
    ['HTML behind a .pdf name', 'resume.pdf', HTML],
    ['a program behind a .pdf name', 'resume.pdf', EXE],
    ['an image behind a .docx name', 'resume.docx', PNG],
    ['a PDF behind a .txt name', 'resume.txt', PDF],
    ['an image with its own name', 'photo.png', PNG],
  ])('refuses %s and stores nothing', async (_case, filename, content) => {
    const response = await apply(APPLICANT, [{ filename, content }]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errors: [{ path: 'resume', msg: 'Resumes must be PDF, DOC, DOCX or TXT files' }] });
    expect(await t.orm.em.fork().count(JobApplicationEntity)).toBe(0);
  });

  it('takes a file of exactly 5 MB and refuses one byte more', async () => {
    expect((await apply(APPLICANT, [{ filename: 'big.pdf', content: pdfOfSize(5 * 1024 * 1024) }])).statusCode).toBe(201);
    const tooBig = await apply(APPLICANT, [{ filename: 'bigger.pdf', content: pdfOfSize(5 * 1024 * 1024 + 1) }]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ success: false, message: 'Each file must be 5 MB or smaller' });
    expect(await t.orm.em.fork().count(JobApplicationEntity)).toBe(1);
  });

  it('refuses more than five files', async () => {
    const six = Array.from({ length: 6 }, (_, index) => ({ filename: `cv${index}.pdf`, content: PDF }));
    const response = await apply(APPLICANT, six);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Attach at most 5 files');
    expect(await t.orm.em.fork().count(JobApplicationEntity)).toBe(0);
  });

  it.each([
    ['firstName', 'First name is required'],
    ['lastName', 'Last name is required'],
    ['email', 'Email is required'],
    ['country', 'Country is required'],
    ['phone', 'Phone number is required'],
    ['coverNote', 'Cover note is required'],
  ])('requires %s: "%s"', async (field, message) => {
    const response = await apply({ ...APPLICANT, [field]: '' }, []);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: [{ path: field, msg: message }] });
  });

  it('works through GraphQL multipart uploads, with the CSRF preflight header', async () => {
    const job = await activeJob();
    const request = graphqlApplication(job._id, [{ filename: 'cv.pdf', content: PDF }]);
    const { 'apollo-require-preflight': preflight, ...withoutPreflight } = request.headers;
    expect(preflight).toBe('true');

    const blocked = await t.app.inject({ method: 'POST', url: request.url, headers: withoutPreflight, payload: request.payload });
    expect(blocked.statusCode).toBe(400);
    const response = await t.app.inject({ method: 'POST', ...request });
    expect(response.json()).toEqual({ data: { applyForJob: { success: true, message: 'Your application has been submitted successfully!' } } });
    expect(await t.orm.em.fork().count(ApplicationFileEntity)).toBe(1);
  });
});

describe('the hiring back office', () => {
  async function applied(): Promise<{ id: string; storageKey: string }> {
    await activeJob();
    await apply(APPLICANT, [{ filename: 'ananya-cv.pdf', content: PDF }]);
    const [application] = await t.orm.em.fork().find(JobApplicationEntity, {});
    const [file] = await t.orm.em.fork().find(ApplicationFileEntity, {});
    return { id: application?.id as string, storageKey: file?.storageKey as string };
  }

  it('lists applications with the resume path and a signed link that downloads the file', async () => {
    await applied();
    const list = (await t.app.inject({ method: 'GET', url: '/api/career/applications?page=1&limit=5', headers: t.admin })).json();
    expect(list).toMatchObject({ success: true, total: 1, totalPages: 1, currentPage: 1 });
    const [record] = list.data;
    expect(record.resume).toMatch(/^uploads\/resumes\/[0-9a-f-]{36}\.pdf$/);
    expect(record.resumeUrl.startsWith(`/${record.resume}?expires=`)).toBe(true);

    const download = await t.app.inject({ method: 'GET', url: record.resumeUrl });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="ananya-cv.pdf"; filename*=UTF-8''ananya-cv.pdf`);
    expect(download.rawPayload.equals(PDF)).toBe(true);
  });

  it('refuses a link that expired, was forged or altered, or has no signature', async () => {
    const { storageKey } = await applied();
    const key = deriveKey(TEST_JWT_SECRET, 'resume-links');
    const link = (expires: number, signature: string, file = storageKey) => `/uploads/${file}?expires=${expires}&signature=${signature}`;
    const past = Math.floor(Date.now() / 1000) - 10;
    const future = Math.floor(Date.now() / 1000) + 60;

    const expired = await t.app.inject({ method: 'GET', url: link(past, signatureOf(key, `${storageKey}:${past}`)) });
    expect(expired.statusCode).toBe(403);
    expect(expired.body).toContain('This link has expired');
    for (const bad of [
      link(future, signatureOf(deriveKey('another-secret-that-is-long-enough-01234567', 'resume-links'), `${storageKey}:${future}`)),
      link(future + 600, signatureOf(key, `${storageKey}:${future}`)),
      `/uploads/${storageKey}`,
      link(future, signatureOf(key, `${storageKey}:${future}`), storageKey.replace('.pdf', '.txt')),
    ]) {
      const response = await t.app.inject({ method: 'GET', url: bad });
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain('%PDF');
    }
  });

  it('never serves a path that leaves the uploads folder, even with a valid signature', async () => {
    await applied();
    const key = deriveKey(TEST_JWT_SECRET, 'resume-links');
    const future = Math.floor(Date.now() / 1000) + 60;
    for (const sneaky of ['../secrets/jwt-secret', 'resumes/../../secrets/jwt-secret', '%2e%2e/%2e%2e/etc/passwd', '/etc/passwd']) {
      const response = await t.app.inject({ method: 'GET', url: `/uploads/${sneaky}?expires=${future}&signature=${signatureOf(key, `${sneaky}:${future}`)}` });
      expect([403, 404]).toContain(response.statusCode);
      expect(response.body).not.toContain('root:');
    }
  });

  it('moves an application through any status, and gives fresh resume links through GraphQL', async () => {
    const { id } = await applied();
    for (const status of ['reviewed', 'hired', 'new', 'rejected', 'contacted']) {
      const response = await t.app.inject({ method: 'PUT', url: `/api/career/applications/${id}/status`, headers: t.admin, payload: { status } });
      expect(response.json()).toMatchObject({ success: true, message: 'Application status updated successfully', data: { status } });
    }
    const { body } = await graphql<{ applications: { edges: { node: { files: { id: string; name: string }[] } }[] } }>(
      t.app,
      '{ applications(first: 5) { totalCount edges { node { firstName status files { id name path } } } } }',
      {},
      t.admin,
    );
    const fileId = body.data?.applications.edges[0]?.node.files[0]?.id as string;
    const link = await graphql<{ resumeLink: string }>(t.app, `{ resumeLink(fileId: "${fileId}") }`, {}, t.admin);
    expect((await t.app.inject({ method: 'GET', url: link.body.data?.resumeLink as string })).statusCode).toBe(200);
  });

  it('deletes an application and its files', async () => {
    const { id, storageKey } = await applied();
    const stored = path.basename(storageKey);
    expect(await readdir(path.join(t.config.dataDir, 'uploads', 'resumes'))).toContain(stored);

    const response = await t.app.inject({ method: 'DELETE', url: `/api/career/applications/${id}`, headers: t.admin });
    expect(response.json()).toEqual({ success: true, message: 'Application deleted successfully' });
    expect(await t.orm.em.fork().count(ApplicationFileEntity)).toBe(0);
    expect(await readdir(path.join(t.config.dataDir, 'uploads', 'resumes'))).not.toContain(stored);
  });
});

describe("one job's applications (the board's and the table's job filter)", () => {
  const INVALID = 'jobId must be the id of a job';

  /** Two open jobs; Ananya and Bo apply for the first (Bo is then reviewed), Chen for the second. */
  async function appliedToTwoJobs() {
    const analyst = await activeJob();
    const developer = (await postJob({ title: 'Developer', description: ['Build it.'], status: 'Active' })).json().data as { _id: string };
    await apply({ ...APPLICANT, jobId: analyst._id }, []);
    await apply({ ...APPLICANT, jobId: analyst._id, firstName: 'Bo', email: 'bo@example.com' }, []);
    await apply({ ...APPLICANT, jobId: developer._id, firstName: 'Chen', email: 'chen@example.com' }, []);
    const bo = await t.orm.em.fork().findOneOrFail(JobApplicationEntity, { firstName: 'Bo' });
    await t.app.inject({ method: 'PUT', url: `/api/career/applications/${bo.id}/status`, headers: t.admin, payload: { status: 'reviewed' } });
    return { analyst: analyst._id, developer: developer._id };
  }

  const APPLICATIONS = `query ($jobId: ID, $status: ApplicationStatus) {
    applications(jobId: $jobId, status: $status, first: 20) { totalCount edges { node { firstName jobId status } } }
  }`;
  type Listed = { applications: { totalCount: number; edges: { node: { firstName: string; jobId: string | null; status: string } }[] } };

  it('lists one job’s applications through GraphQL by the Job’s global id, with or without a status', async () => {
    const { analyst, developer } = await appliedToTwoJobs();
    const forAnalyst = await graphql<Listed>(t.app, APPLICATIONS, { jobId: toGlobalId('Job', analyst) }, t.admin);
    expect(forAnalyst.body.data?.applications.edges.map((edge) => edge.node.firstName)).toEqual(['Bo', 'Ananya']);
    expect(forAnalyst.body.data?.applications.edges.every((edge) => edge.node.jobId === toGlobalId('Job', analyst))).toBe(true);

    const reviewed = await graphql<Listed>(t.app, APPLICATIONS, { jobId: toGlobalId('Job', analyst), status: 'reviewed' }, t.admin);
    expect(reviewed.body.data?.applications).toMatchObject({ totalCount: 1, edges: [{ node: { firstName: 'Bo', status: 'reviewed' } }] });
    const forDeveloper = await graphql<Listed>(t.app, APPLICATIONS, { jobId: toGlobalId('Job', developer), status: 'new' }, t.admin);
    expect(forDeveloper.body.data?.applications.edges.map((edge) => edge.node.firstName)).toEqual(['Chen']);
    // A job nobody applied for (or one deleted since) has no applications; it is no mistake.
    const nobody = await graphql<Listed>(t.app, APPLICATIONS, { jobId: toGlobalId('Job', '0190a0b0-c0d0-7000-8000-000000000000') }, t.admin);
    expect(nobody.body.data?.applications.totalCount).toBe(0);
  });

  it('pages a job’s column by cursor', async () => {
    const { analyst } = await appliedToTwoJobs();
    await apply({ ...APPLICANT, jobId: analyst, firstName: 'Dee', email: 'dee@example.com' }, []);
    const page = `query ($jobId: ID, $after: String) {
      applications(jobId: $jobId, status: new, first: 1, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { firstName } } }
    }`;
    type Page = { applications: { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string }; edges: { node: { firstName: string } }[] } };
    const first = await graphql<Page>(t.app, page, { jobId: toGlobalId('Job', analyst) }, t.admin);
    expect(first.body.data?.applications).toMatchObject({ totalCount: 2, pageInfo: { hasNextPage: true }, edges: [{ node: { firstName: 'Dee' } }] });
    const second = await graphql<Page>(t.app, page, { jobId: toGlobalId('Job', analyst), after: first.body.data?.applications.pageInfo.endCursor }, t.admin);
    expect(second.body.data?.applications).toMatchObject({ pageInfo: { hasNextPage: false }, edges: [{ node: { firstName: 'Ananya' } }] });
  });

  it.each([
    ['text that is no id', 'not-an-id'],
    ['an application’s id', toGlobalId('JobApplication', '0190a0b0-c0d0-7000-8000-000000000000')],
    ['a Job id around no key', toGlobalId('Job', 'senior-credit-analyst')],
  ])('refuses %s as the GraphQL job filter, saying so', async (_case, jobId) => {
    const { body } = await graphql(t.app, APPLICATIONS, { jobId }, t.admin);
    expect(body.data).toBeNull();
    expect(body.errors?.[0]).toMatchObject({ message: INVALID, extensions: { code: 'BAD_USER_INPUT', fields: [{ path: 'jobId', message: INVALID }] } });
  });

  it('lists one job’s applications over REST by its _id, with the status filter', async () => {
    const { analyst } = await appliedToTwoJobs();
    const list = (await t.app.inject({ method: 'GET', url: `/api/career/applications?jobId=${analyst}`, headers: t.admin })).json();
    expect(list).toMatchObject({ success: true, total: 2 });
    expect(list.data.map((record: { firstName: string }) => record.firstName)).toEqual(['Bo', 'Ananya']);
    const fresh = (await t.app.inject({ method: 'GET', url: `/api/career/applications?jobId=${analyst}&status=new`, headers: t.admin })).json();
    expect(fresh.data.map((record: { firstName: string }) => record.firstName)).toEqual(['Ananya']);
    // An empty value is no filter.
    expect((await t.app.inject({ method: 'GET', url: '/api/career/applications?jobId=', headers: t.admin })).json()).toMatchObject({ total: 3 });
  });

  it.each([
    ['text that is no id', 'senior-credit-analyst'],
    ['a GraphQL global id', toGlobalId('Job', '0190a0b0-c0d0-7000-8000-000000000000')],
    ['a uuid and more', `0190a0b0-c0d0-7000-8000-000000000000${'0'.repeat(10)}`],
  ])('refuses %s as the REST job filter, saying so', async (_case, jobId) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/career/applications?jobId=${encodeURIComponent(jobId)}`, headers: t.admin });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errors: [{ path: 'jobId', msg: INVALID }] });
  });

  it('exports one job’s applications with the same filter, and refuses a malformed one', async () => {
    const { analyst } = await appliedToTwoJobs();
    const asked = await t.app.inject({ method: 'POST', url: '/api/admin/exports', headers: t.admin, payload: { list: 'applications', filter: { jobId: analyst, status: 'reviewed' } } });
    expect(asked.statusCode, asked.body).toBe(201);
    const file = await t.app.inject({ method: 'GET', url: (asked.json() as { data: { url: string } }).data.url });
    const rows = parse(file.body, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.map((row) => [row['firstName'], row['jobId'], row['status']])).toEqual([['Bo', analyst, 'reviewed']]);

    const refused = await t.app.inject({ method: 'POST', url: '/api/admin/exports', headers: t.admin, payload: { list: 'applications', filter: { jobId: 'nope' } } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, errors: [{ path: 'jobId', msg: INVALID }] });
  });
});
