import { columns, defineRecord, type RecordOf } from '../../domain/records.js';
import { toGlobalId } from '../../graphql/relay.js';
import type { StoredRow } from '../../db/stored-rows.js';
import type { ApplicationFileEntity, JobApplicationEntity, JobEntity } from './careers.entity.js';

/** A job as integrators see it (spec section 3). */
export const jobRecord = defineRecord('Job', (job: StoredRow<JobEntity>) => ({
  _id: job.id,
  /** The same uuid again: the spec's older clients read `id`. */
  id: job.id,
  ...columns(job, ['slug', 'title', 'location', 'role', 'description', 'status', 'skills']),
  details: columns(job, ['jobTypes', 'pay', 'expectedHours', 'benefits', 'schedule', 'supplementalPay', 'education', 'experience', 'startDate']),
  /** When it was posted: first made Active, or else created. */
  posted: job.postedAt ?? job.createdAt,
  ...columns(job, ['postedAt', 'createdAt']),
}));
export type JobRecord = RecordOf<typeof jobRecord>;

/** Where GraphQL's `Job` differs from the record (its `id` is the global id). */
export const JOB_DIFFERENCES = { omits: ['id', 'posted'] } as const;

/** An application as integrators see it, with its resumes (their stored paths; links are made per request). */
/** What an application's record is made from: entities, or rows as stored (an export), where the job is its key. */
interface ApplicationSource {
  application: Omit<StoredRow<JobApplicationEntity, 'job'>, 'job'> & { job?: string | { id: string } | null };
  files: readonly Pick<ApplicationFileEntity, 'id' | 'originalName' | 'contentType' | 'size' | 'storageKey'>[];
}

/** How an application's record names a file of it: `uploads/<storage key>`. */
export const uploadPathOf = (storageKey: string) => `uploads/${storageKey}`;

export const applicationRecord = defineRecord('JobApplication', ({ application, files }: ApplicationSource) => ({
  _id: application.id,
  ...columns(application, ['firstName', 'middleName', 'lastName', 'pronoun', 'email', 'country', 'countryCode', 'phone', 'coverNote', 'subscribe', 'position']),
  /** The job applied for, while it exists. */
  jobId: typeof application.job === 'string' ? application.job : (application.job?.id ?? null),
  ...columns(application, ['status', 'spam', 'spamReason', 'appliedAt']),
  files: files.map((file) => ({ _id: file.id, name: file.originalName, contentType: file.contentType, size: file.size, path: uploadPathOf(file.storageKey) })),
}));
export type ApplicationRecord = RecordOf<typeof applicationRecord>;

/** Where GraphQL's `JobApplication` differs from the record: ids are global ids there. */
export const APPLICATION_DIFFERENCES = {
  omits: ['countryCode'],
  fields: {
    jobId: (record: ApplicationRecord) => (record.jobId === null ? null : toGlobalId('Job', record.jobId)),
    files: (record: ApplicationRecord) => record.files.map(({ _id, ...file }) => ({ id: toGlobalId('ApplicationFile', _id), ...file })),
  },
} as const;
