import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { newId } from '../../db/ids.js';
import { spamColumns } from '../../domain/spam.js';
import { JOB_DEFAULTS, type ApplicationStatusValue, type JobStatusValue } from '../../rules/careers.js';

/** A job posting. Visitors see Active ones only. */
export const JobEntity = defineEntity({
  name: 'Job',
  tableName: 'jobs',
  properties: {
    id: p.uuid().primary().onCreate(newId),
    /** The job page's address, from the title when the job was created; it does not change. */
    slug: p.text().unique(),
    title: p.text(),
    location: p.text().nullable(),
    role: p.text().default(JOB_DEFAULTS.role),
    /** Paragraphs. */
    description: p.array().$type<string[]>(),
    status: p.text().$type<JobStatusValue>().default(JOB_DEFAULTS.status),
    skills: p.array().$type<string[]>().defaultRaw("'{}'"),
    jobTypes: p.array().$type<string[]>(),
    pay: p.text().nullable(),
    expectedHours: p.text().default(JOB_DEFAULTS.expectedHours),
    benefits: p.array().$type<string[]>().defaultRaw("'{}'"),
    schedule: p.text().default(JOB_DEFAULTS.schedule),
    supplementalPay: p.text().nullable(),
    education: p.text().nullable(),
    experience: p.array().$type<string[]>().defaultRaw("'{}'"),
    startDate: p.text().nullable(),
    /** When the job was first made Active. */
    postedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
  indexes: [{ properties: ['status', 'createdAt'] }, { properties: ['createdAt', 'id'] }],
});
export type JobEntity = InferEntity<typeof JobEntity>;

/** Someone who applied for a job. */
export const JobApplicationEntity = defineEntity({
  name: 'JobApplication',
  tableName: 'job_applications',
  properties: {
    id: p.uuid().primary().onCreate(newId),
    /**
     * The posting applied for; kept as `position` if the posting is deleted later. Its indexes
     * lead with it (below), so they also serve the foreign key's lookups.
     */
    job: () => p.manyToOne(JobEntity).nullable().deleteRule('set null'),
    position: p.text(),
    firstName: p.text(),
    middleName: p.text().nullable(),
    lastName: p.text(),
    pronoun: p.text().nullable(),
    email: p.text(),
    /** Two-letter country code. */
    country: p.text(),
    countryCode: p.text(),
    /** With its calling code. */
    phone: p.text(),
    coverNote: p.text(),
    subscribe: p.boolean().default(false),
    status: p.text().$type<ApplicationStatusValue>().default('new'),
    ...spamColumns(),
    appliedAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
  // The lists, newest first: all, by status (the board's columns), and either of them for one job.
  indexes: [
    { properties: ['spam', 'appliedAt', 'id'] },
    { properties: ['spam', 'status', 'appliedAt'] },
    { properties: ['job', 'spam', 'appliedAt', 'id'] },
    { properties: ['job', 'spam', 'status', 'appliedAt', 'id'] },
  ],
});
export type JobApplicationEntity = InferEntity<typeof JobApplicationEntity>;

/** A resume file of an application, kept outside any public folder under a generated name. */
export const ApplicationFileEntity = defineEntity({
  name: 'ApplicationFile',
  tableName: 'application_files',
  properties: {
    id: p.uuid().primary().onCreate(newId),
    application: () => p.manyToOne(JobApplicationEntity).deleteRule('cascade').index(),
    /** Path inside the uploads folder, for example `resumes/<id>.pdf`. */
    storageKey: p.text(),
    originalName: p.text(),
    contentType: p.text(),
    size: p.integer(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type ApplicationFileEntity = InferEntity<typeof ApplicationFileEntity>;
