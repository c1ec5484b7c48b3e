import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import { InvalidInputError } from '../../domain/errors.js';
import { inputFrom } from '../../domain/validation.js';
import { stopParsingPast } from '../../http/multipart-limits.js';
import { renderNoticePage } from '../../http/notice-page.js';
import {
  ID_PATH,
  bodyWith,
  formBoolean,
  listEnvelope,
  listOptions,
  pageOf,
  statusFilter,
  statusOrSpam,
  textQueryOptions,
  type IdRoute,
  type ListQuery,
  type ListRoute,
  type ListShape,
} from '../../http/rest-input.js';
import { can, PUBLIC } from '../../http/access.js';
import type { RestRoutes } from '../../http/rest.js';
import { audienceOf } from './audience.js';
import { SPAM_MESSAGES, type SpamFilter } from '../../rules/spam.js';
import {
  APPLICATION_MESSAGES,
  APPLICATION_STATUSES,
  JOB_MESSAGES,
  JOB_STATUSES,
  APPLICATION_MULTIPART_LIMITS,
  type ApplicationStatusValue,
  type JobStatusValue,
} from '../../rules/careers.js';
import { ApplyForJobInput, UpdateApplicationStatusInput } from './applications.input.js';
import { checkJobKey, type ApplicationFilter, type ApplicationWithFiles } from './applications.service.js';
import type { ApplicationFileEntity } from './careers.entity.js';
import { applicationRecord, jobRecord } from './careers.record.js';
import { JobDetailsInput, JobInput } from './jobs.input.js';
import type { IncomingFile } from './resume-files.js';
import { UPLOADS_PATH } from './resume-links.js';

/**
 * A job body as older clients send it: lists may come as text (skills joined with commas,
 * description and other lists one point per line) and `details.jobTypes` as one type.
 */
function jobInputFrom(body: Record<string, unknown>): Promise<JobInput> {
  const list = (value: unknown, separator: RegExp) =>
    typeof value === 'string' ? value.split(separator).map((point) => point.trim()).filter(Boolean) : value;
  const details = (body.details && typeof body.details === 'object' ? body.details : {}) as Record<string, unknown>;
  return inputFrom(JobInput, {
    ...body,
    description: list(body.description, /\r?\n/),
    skills: list(body.skills, /,/),
    details: Object.assign(new JobDetailsInput(), {
      ...details,
      jobTypes: typeof details.jobTypes === 'string' ? [details.jobTypes] : details.jobTypes,
      benefits: list(details.benefits, /\r?\n/),
      experience: list(details.experience, /\r?\n/),
    }),
  });
}

/** An application as the REST envelopes show it: the record without the job's id, with links to its resumes (signed, short-lived). */
function toApplicationEnvelope(application: ApplicationWithFiles, linkTo: (file: ApplicationFileEntity) => string) {
  const { jobId: _jobId, files, ...record } = applicationRecord.of(application);
  const links = application.files.map(linkTo);
  return {
    ...record,
    /** The first resume's stored path; the part after "uploads" is its (signed) link. */
    resume: files[0]?.path ?? null,
    resumeUrl: links[0] ?? null,
    files: files.map(({ name, size, path }, index) => ({ name, size, path, url: links[index] })),
  };
}

const refuseLink = (reply: FastifyReply, expired: boolean) =>
  reply
    .status(403)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send(
      renderNoticePage({
        title: expired ? 'This link has expired' : 'This link is not valid',
        message: expired ? 'Resume links work for a few minutes. Open the resume again from the back office.' : 'Open resumes from the Applications tab of the back office.',
      }),
    );

/** A signed resume link: the file's storage key in the path, its expiry and signature in the query. */
interface ResumeLinkRoute {
  Params: { '*': string };
  Querystring: { expires?: string; signature?: string };
}

/** The lists: what their queries take, and the filters they make (their exports read the same). */
export const JOB_LIST: ListShape = { limit: 10, statuses: JOB_STATUSES };
export const APPLICATION_LIST: ListShape = {
  limit: 5,
  statuses: APPLICATION_STATUSES,
  spam: true,
  // A job's `_id`: a uuid is 36 characters.
  filters: { jobId: { maxLength: 36, tooLong: APPLICATION_MESSAGES.jobIdInvalid } },
};
/** `GET /api/career/applications`: a status (or `spam`), and one job's applications with `?jobId=`. */
type ApplicationQuery = ListQuery<ApplicationStatusValue | SpamFilter> & { jobId?: string };
export const applicationFilterOf = (query: Partial<ApplicationQuery>): ApplicationFilter => ({
  ...statusOrSpam(query.status),
  job: query.jobId ? checkJobKey(query.jobId) : null,
});

/** `/api/jobs`, `/api/career/*` and the signed resume downloads under `/uploads`. */
export const careersRoutes: RestRoutes = (app, contextOf) => {
  // `?status=` filters for admins only; visitors always get the Active jobs.
  app.get<ListRoute<JobStatusValue>>('/api/jobs', { ...PUBLIC, ...listOptions(JOB_LIST) }, async (request) => {
    const { query } = request;
    const context = contextOf(request);
    const isAdmin = (await audienceOf(context)) === 'admin';
    const connection = await context.services.jobs.list(isAdmin ? 'admin' : 'public', isAdmin ? statusFilter(query.status) : null, pageOf(query), jobRecord.of);
    const { success, ...listPage } = listEnvelope(connection, query, (record) => record);
    return { success, count: listPage.data.length, ...listPage };
  });

  app.get<IdRoute>('/api/jobs/:id', { ...PUBLIC, ...ID_PATH }, async (request) => {
    const context = contextOf(request);
    return { success: true, data: jobRecord.of(await context.services.jobs.get(request.params.id, await audienceOf(context))) };
  });

  // Writes need careers:write (see http/access.ts).
  app.post('/api/jobs', can('careers:write'), async (request, reply) => {
    const job = await contextOf(request).services.jobs.create(await jobInputFrom(bodyWith(request, {})));
    return reply.status(201).send({ success: true, message: JOB_MESSAGES.created, data: jobRecord.of(job) });
  });

  app.put<IdRoute>('/api/jobs/:id', { ...ID_PATH, ...can('careers:write') }, async (request) => {
    const job = await contextOf(request).services.jobs.update(request.params.id, await jobInputFrom(bodyWith(request, {})));
    return { success: true, message: JOB_MESSAGES.updated, data: jobRecord.of(job) };
  });

  app.delete<IdRoute>('/api/jobs/:id', { ...ID_PATH, ...can('careers:write') }, async (request) => {
    await contextOf(request).services.jobs.remove(request.params.id);
    return { success: true, message: JOB_MESSAGES.deleted };
  });

  const listed = { ...listOptions(APPLICATION_LIST), ...can('careers:read') };
  app.get<{ Querystring: ApplicationQuery }>('/api/career/applications', listed, async (request) => {
    const { query } = request;
    const { services } = contextOf(request);
    const connection = await services.applications.list(applicationFilterOf(query), pageOf(query));
    return listEnvelope(connection, query, (application) => toApplicationEnvelope(application, (file) => services.applications.linkTo(file)));
  });

  app.put<IdRoute>('/api/career/applications/:id/status', { ...ID_PATH, ...can('careers:write') }, async (request) => {
    const { services } = contextOf(request);
    const input = await inputFrom(UpdateApplicationStatusInput, bodyWith(request, { id: request.params.id }));
    const updated = await services.applications.updateStatus(input.id, input.status);
    return { success: true, message: APPLICATION_MESSAGES.statusUpdated, data: toApplicationEnvelope(updated, (file) => services.applications.linkTo(file)) };
  });

  app.post<IdRoute>('/api/career/applications/:id/not-spam', { ...ID_PATH, ...can('careers:write') }, async (request) => {
    const { services } = contextOf(request);
    const filed = await services.applications.markNotSpam(request.params.id);
    return { success: true, message: SPAM_MESSAGES.filedAsNew, data: toApplicationEnvelope(filed, (file) => services.applications.linkTo(file)) };
  });

  app.delete<IdRoute>('/api/career/applications/:id', { ...ID_PATH, ...can('careers:write') }, async (request) => {
    await contextOf(request).services.applications.remove(request.params.id);
    return { success: true, message: APPLICATION_MESSAGES.deleted };
  });

  // Signed, short-lived resume downloads; without a valid signature nothing is served.
  const signedLink = textQueryOptions({ expires: 'expires must be text', signature: 'signature must be text' });
  app.get<ResumeLinkRoute>(`${UPLOADS_PATH}/*`, { ...PUBLIC, ...signedLink }, async (request, reply) => {
    const { expires, signature } = request.query;
    const download = await contextOf(request).services.applications.download(request.params['*'], expires, signature);
    if (!download.file) return refuseLink(reply, download.check === 'expired');
    const asciiName = download.file.name.replace(/[^\x20-\x7e]|["\\]/g, '_');
    return reply
      .type(download.file.contentType)
      .header('Content-Length', String(download.file.size))
      .header('Content-Disposition', `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(download.file.name)}`)
      .header('Cache-Control', 'private, no-store')
      .send(download.file.stream);
  });

  // The application form as multipart (files under the name "resume"), in its own scope so the
  // multipart parser applies here only.
  app.register(async (scope) => {
    // preservePath: a name with a folder part ("../cv.pdf") reaches the check and is refused, not quietly cut.
    await scope.register(multipart, { preservePath: true, limits: APPLICATION_MULTIPART_LIMITS });
    scope.post('/api/career/apply', PUBLIC, async (request, reply) => {
      if (!request.isMultipart()) throw new InvalidInputError([], 'Send the application as multipart/form-data.');
      const fields: Record<string, unknown> = {};
      const files: IncomingFile[] = [];
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            const data = await part.toBuffer();
            if (part.fieldname === 'resume') files.push({ filename: part.filename, stream: () => Readable.from([data]) });
          } else {
            fields[part.fieldname] = part.value;
          }
        }
      } catch (error) {
        throw stopParsingPast(request, error);
      }
      fields.subscribe = formBoolean(fields.subscribe);
      const { services, ip } = contextOf(request);
      const { message } = await services.applications.apply(await inputFrom(ApplyForJobInput, fields), files, ip);
      return reply.status(201).send({ success: true, message });
    });
  });
};
