import { byId } from '../../graphql/nodes.js';
import { APPLICATION_MESSAGES, APPLICATION_MULTIPART_LIMITS, MAX_RESUME_BYTES, MAX_RESUME_FILES } from '../../rules/careers.js';
import { defineArea } from '../area.js';
import { newsletterArea } from '../newsletter/index.js';
import { settingsArea } from '../settings/index.js';
import { careersPersonalData } from './careers.personal-data.js';
import { announcedBy } from '../mail/announcer.js';
import { ApplicationsService } from './applications.service.js';
import { audienceOf } from './audience.js';
import { toJobApplication } from './applications.type.js';
import { ApplicationFileEntity, JobApplicationEntity, JobEntity } from './careers.entity.js';
import { CareersResolver } from './careers.resolver.js';
import { APPLICATION_LIST, JOB_LIST, applicationFilterOf, careersRoutes } from './careers.rest.js';
import { applicationRecord, jobRecord } from './careers.record.js';
import { listExport } from '../exports/list-export.js';
import { statusFilter, type ListQuery } from '../../http/rest-input.js';
import type { JobStatusValue } from '../../rules/careers.js';
import { namedBy } from '../../domain/subject-names.js';
import { fullName } from '../../domain/text.js';
import { JobsService } from './jobs.service.js';
import { toJob } from './jobs.type.js';

declare module '../../services.js' {
  interface Services {
    jobs: JobsService;
    applications: ApplicationsService;
  }
}

/** Job postings, their pages, and applications with resumes. */
export const careersArea = defineArea({
  name: 'careers',
  uses: [newsletterArea, settingsArea],
  entities: [JobEntity, JobApplicationEntity, ApplicationFileEntity],
  resolvers: [CareersResolver],
  rest: careersRoutes,
  nodes: {
    // Visitors see Active jobs only; the service decides from who is asking.
    Job: byId(async (context, id) => context.services.jobs.get(id, await audienceOf(context)), toJob, 'public'),
    JobApplication: byId((context, id) => context.services.applications.get(id), toJobApplication, 'careers:read'),
  },
  // Open jobs have pages of their own, listed in the sitemap while they are Active.
  sitemap: async (context) => (await context.services.jobs.activeJobs()).map((job) => ({ path: `/careers/${job.slug}`, lastModified: job.updatedAt })),
  // The careers page and the job pages show open jobs only: rendered once per change of a job.
  pages: { routes: ['/careers', '/careers/:slug'], topics: ['jobs'] },
  uploads: {
    maxFileBytes: MAX_RESUME_BYTES,
    maxFiles: MAX_RESUME_FILES,
    messages: { fileTooLarge: APPLICATION_MESSAGES.fileTooLarge, tooManyFiles: APPLICATION_MESSAGES.tooManyFiles },
    // The application posted without scripts (/forms/application) sends its files as `resumes`.
    formField: 'resumes',
    multipartLimits: APPLICATION_MULTIPART_LIMITS,
  },
  announcements: announcedBy(['application.received', 'application.released'], (services, ids) => services.applications.announcementsOf(ids)),
  exports: {
    jobs: listExport({
      permission: 'careers:read',
      list: JOB_LIST,
      filter: (query: Partial<ListQuery<JobStatusValue>>) => statusFilter(query.status),
      record: jobRecord,
      columns: ['_id', 'id', 'slug', 'title', 'location', 'role', 'description', 'status', 'skills', 'details', 'posted', 'postedAt', 'createdAt'],
      service: (services) => services.jobs,
    }),
    applications: listExport({
      permission: 'careers:read',
      list: APPLICATION_LIST,
      filter: applicationFilterOf,
      record: applicationRecord,
      columns: [
        '_id', 'firstName', 'middleName', 'lastName', 'pronoun', 'email', 'country', 'countryCode', 'phone', 'coverNote', 'subscribe', 'position', 'jobId',
        'status', 'spam', 'spamReason', 'appliedAt', 'files',
      ],
      service: (services) => services.applications,
    }),
  },
  // Where it keeps people's addresses, for data-subject requests (modules/privacy).
  personalData: careersPersonalData,
  // How the Activity screen names an application (its applicant) and a job (its title), to those who may read them.
  subjectNames: {
    JobApplication: namedBy(JobApplicationEntity, 'careers:read', fullName, ['job']),
    Job: namedBy(JobEntity, 'careers:read', (job) => job.title),
  },
  services: {
    jobs: ({ em, shared, events }) => new JobsService(em, shared.changes, events),
    applications: ({ em, dependencies, shared, services, events }) =>
      new ApplicationsService(
        em,
        { publicUrl: dependencies.config.publicUrl, guard: shared.formGuard, gate: services.settings, storage: shared.storage, resumeLinkKey: shared.resumeLinkKey, events, site: () => services.settings.stored() },
        services.newsletter,
        services.jobs,
      ),
  },
});
