import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import { InvalidInputError } from '../../domain/errors.js';
import { inputFrom } from '../../domain/validation.js';
import { renderNoticePage } from '../../http/notice-page.js';
import { bodyWith, formBoolean, idParam, pageQuery, queryChoice, statusOrSpamQuery } from '../../http/rest-input.js';
import { PUBLIC } from '../../http/access.js';
import type { RestRoutes } from '../../http/rest.js';
import { SPAM_MESSAGES } from '../../rules/spam.js';
import { APPLICATION_MESSAGES, APPLICATION_STATUSES, JOB_MESSAGES, JOB_STATUSES, MAX_RESUME_BYTES, MAX_RESUME_FILES } from '../../rules/careers.js';
import { ApplyForJobInput, UpdateApplicationStatusInput } from './applications.input.js';
import type { ApplicationWithFiles } from './applications.service.js';
import type { JobEntity } from './careers.entity.js';
import { JobDetailsInput, JobInput } from './jobs.input.js';
import type { IncomingFile } from './resume-files.js';
import { UPLOADS_PATH } from './resume-links.js';

/** A job as the REST envelopes show it (spec section 3). */
export function toJobRecord(job: JobEntity) {
  return {
    _id: job.id,
    id: job.id,
    slug: job.slug,
    title: job.title,
    location: job.location ?? null,
    role: job.role,
    description: job.description,
    status: job.status,
    skills: job.skills,
    details: {
      jobTypes: job.jobTypes,
      pay: job.pay ?? null,
      expectedHours: job.expectedHours,
      benefits: job.benefits,
      schedule: job.schedule,
      supplementalPay: job.supplementalPay ?? null,
      education: job.education ?? null,
      experience: job.experience,
      startDate: job.startDate ?? null,
    },
    posted: (job.postedAt ?? job.createdAt).toISOString(),
    postedAt: job.postedAt?.toISOString() ?? null,
    createdAt: job.createdAt.toISOString(),
  };
}

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

function toApplicationRecord({ application, files }: ApplicationWithFiles, linkTo: (file: ApplicationWithFiles['files'][number]) => string) {
  return {
    _id: application.id,
    firstName: application.firstName,
    middleName: application.middleName ?? null,
    lastName: application.lastName,
    pronoun: application.pronoun ?? null,
    email: application.email,
    country: application.country,
    countryCode: application.countryCode,
    phone: application.phone,
    coverNote: application.coverNote,
    subscribe: application.subscribe,
    position: application.position,
    status: application.status,
    spam: application.spam,
    spamReason: application.spamReason ?? null,
    appliedAt: application.appliedAt.toISOString(),
    /** The first resume's stored path; the part after "uploads" is its (signed) link. */
    resume: files[0] ? `uploads/${files[0].storageKey}` : null,
    resumeUrl: files[0] ? linkTo(files[0]) : null,
    files: files.map((file) => ({ name: file.originalName, size: file.size, path: `uploads/${file.storageKey}`, url: linkTo(file) })),
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

/** `/api/jobs`, `/api/career/*` and the signed resume downloads under `/uploads`. */
export const careersRoutes: RestRoutes = (app, contextOf) => {
  app.get('/api/jobs', PUBLIC, async (request) => {
    const { services, admin } = contextOf(request);
    const { page, limit } = pageQuery(request.query, 10);
    const isAdmin = (await admin()) !== null;
    const connection = await services.jobs.list(
      isAdmin ? 'admin' : 'public',
      isAdmin ? queryChoice(request.query, 'status', JOB_STATUSES) : null,
      { first: limit, offset: (page - 1) * limit },
      toJobRecord,
    );
    const data = connection.edges.map((edge) => edge.node);
    return { success: true, count: data.length, data, total: connection.totalCount, totalPages: Math.ceil(connection.totalCount / limit), currentPage: page };
  });

  app.get('/api/jobs/:id', PUBLIC, async (request) => {
    const { services, admin } = contextOf(request);
    return { success: true, data: toJobRecord(await services.jobs.get(idParam(request), (await admin()) ? 'admin' : 'public')) };
  });

  // Writes are admin-only (see http/access.ts).
  app.post('/api/jobs', async (request, reply) => {
    const job = await contextOf(request).services.jobs.create(await jobInputFrom(bodyWith(request, {})));
    return reply.status(201).send({ success: true, message: JOB_MESSAGES.created, data: toJobRecord(job) });
  });

  app.put('/api/jobs/:id', async (request) => {
    const job = await contextOf(request).services.jobs.update(idParam(request), await jobInputFrom(bodyWith(request, {})));
    return { success: true, message: JOB_MESSAGES.updated, data: toJobRecord(job) };
  });

  app.delete('/api/jobs/:id', async (request) => {
    await contextOf(request).services.jobs.remove(idParam(request));
    return { success: true, message: JOB_MESSAGES.deleted };
  });

  app.get('/api/career/applications', async (request) => {
    const { services } = contextOf(request);
    const { page, limit } = pageQuery(request.query, 5);
    const connection = await services.applications.list(statusOrSpamQuery(request.query, APPLICATION_STATUSES), { first: limit, offset: (page - 1) * limit });
    return {
      success: true,
      data: connection.edges.map((edge) => toApplicationRecord(edge.node, (file) => services.applications.linkTo(file))),
      total: connection.totalCount,
      totalPages: Math.ceil(connection.totalCount / limit),
      currentPage: page,
    };
  });

  app.put('/api/career/applications/:id/status', async (request) => {
    const { services } = contextOf(request);
    const input = await inputFrom(UpdateApplicationStatusInput, bodyWith(request, { id: idParam(request) }));
    const updated = await services.applications.updateStatus(input.id, input.status);
    return { success: true, message: APPLICATION_MESSAGES.statusUpdated, data: toApplicationRecord(updated, (file) => services.applications.linkTo(file)) };
  });

  app.post('/api/career/applications/:id/not-spam', async (request) => {
    const { services } = contextOf(request);
    const filed = await services.applications.markNotSpam(idParam(request));
    return { success: true, message: SPAM_MESSAGES.filedAsNew, data: toApplicationRecord(filed, (file) => services.applications.linkTo(file)) };
  });

  app.delete('/api/career/applications/:id', async (request) => {
    await contextOf(request).services.applications.remove(idParam(request));
    return { success: true, message: APPLICATION_MESSAGES.deleted };
  });

  // Signed, short-lived resume downloads; without a valid signature nothing is served.
  app.get(`${UPLOADS_PATH}/*`, PUBLIC, async (request, reply) => {
    const storageKey = (request.params as { '*': string })['*'];
    const { expires, signature } = request.query as { expires?: unknown; signature?: unknown };
    const download = await contextOf(request).services.applications.download(storageKey, expires, signature);
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
    await scope.register(multipart, { limits: { fileSize: MAX_RESUME_BYTES, files: MAX_RESUME_FILES, fields: 40, fieldSize: 20_000 } });
    scope.post('/api/career/apply', PUBLIC, async (request, reply) => {
      if (!request.isMultipart()) throw new InvalidInputError([], 'Send the application as multipart/form-data.');
      const fields: Record<string, unknown> = {};
      const files: IncomingFile[] = [];
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          const data = await part.toBuffer();
          if (part.fieldname === 'resume') files.push({ filename: part.filename, stream: () => Readable.from([data]) });
        } else {
          fields[part.fieldname] = part.value;
        }
      }
      fields.subscribe = formBoolean(fields.subscribe);
      const { services, ip } = contextOf(request);
      const { message } = await services.applications.apply(await inputFrom(ApplyForJobInput, fields), files, ip);
      return reply.status(201).send({ success: true, message });
    });
  });
};
