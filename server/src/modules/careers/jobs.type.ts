import { Field, ObjectType } from 'type-graphql';
import { nodeFrom } from '../../graphql/records.js';
import { connectionOf, Node } from '../../graphql/relay.js';
import { JOB_ROLES, JOB_TYPES } from '../../rules/careers.js';
import { JOB_DIFFERENCES, jobRecord } from './careers.record.js';
import { JobStatus } from './jobs.input.js';

@ObjectType('JobDetails', { description: "A job's details, as its page shows them." })
export class JobDetails {
  @Field(() => [String], { description: `At least one of ${JOB_TYPES.join(', ')}.` })
  jobTypes!: string[];

  @Field(() => String, { nullable: true, description: 'The pay, as written; null when not given.' })
  pay!: string | null;

  @Field(() => String, { description: 'The hours, as written, for example "40 per week" (the default).' })
  expectedHours!: string;

  @Field(() => [String], { description: 'Benefits, one point each; empty when none were given.' })
  benefits!: string[];

  @Field(() => String, { description: 'The working days, as written, for example "Monday to Friday" (the default).' })
  schedule!: string;

  @Field(() => String, { nullable: true, description: 'Pay on top of the base pay, such as a bonus; null when not given.' })
  supplementalPay!: string | null;

  @Field(() => String, { nullable: true, description: 'The education asked for; null when not given.' })
  education!: string | null;

  @Field(() => [String], { description: 'The experience asked for, one point each; empty when none was given.' })
  experience!: string[];

  @Field(() => String, { nullable: true, description: 'When the job starts, as written (a date such as 2027-01-15, or "Immediately"); null when not given.' })
  startDate!: string | null;
}

@ObjectType('Job', { implements: Node, description: 'A job posting.' })
export class Job extends Node {
  @Field(() => String, { description: 'The job page is /careers/<slug>.' })
  slug!: string;

  @Field(() => String, { description: "The job's title." })
  title!: string;

  @Field(() => String, { nullable: true, description: 'Where the job is based; null when not given.' })
  location!: string | null;

  @Field(() => String, { description: `The kind of role, one of ${JOB_ROLES.join(', ')} (the careers page filters by it).` })
  role!: string;

  @Field(() => [String], { description: 'Paragraphs.' })
  description!: string[];

  @Field(() => JobStatus, { description: 'Where the posting stands; visitors only ever see Active jobs.' })
  status!: JobStatus;

  @Field(() => [String], { description: 'Skills asked for; empty when none were given.' })
  skills!: string[];

  @Field(() => JobDetails, { description: 'Pay, hours, benefits and the other details of the job page.' })
  details!: JobDetails;

  @Field(() => Date, { nullable: true, description: 'When the job was first made Active; null while it never has been.' })
  postedAt!: Date | null;

  @Field(() => Date, { description: 'When the job was created.' })
  createdAt!: Date;
}

export const toJob = nodeFrom(Job, jobRecord, JOB_DIFFERENCES);

export const JobConnection = connectionOf(Job);

/** What createJob and updateJob answer (each under its own payload name). */
@ObjectType()
export class JobPayload {
  @Field(() => String, { description: 'What to tell the admin: "Job created successfully" or "Job updated successfully".' })
  message!: string;

  @Field(() => Job, { description: 'The job, as it is now.' })
  job!: Job;
}

@ObjectType('CreateJobPayload', { description: 'What `createJob` answers: the new job.' })
export class CreateJobPayload extends JobPayload {}

@ObjectType('UpdateJobPayload', { description: 'What `updateJob` answers: the job as changed.' })
export class UpdateJobPayload extends JobPayload {}

@ObjectType('DeleteJobPayload', { description: 'What `deleteJob` answers.' })
export class DeleteJobPayload {
  @Field(() => String, { description: 'What to tell the admin: "Job deleted successfully".' })
  message!: string;

  @Field(() => String, { description: 'The global id of the deleted job.' })
  deletedId!: string;
}
