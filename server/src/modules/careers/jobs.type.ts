import { Field, ObjectType } from 'type-graphql';
import { nodeFrom } from '../../graphql/records.js';
import { connectionOf, Node } from '../../graphql/relay.js';
import { JOB_DIFFERENCES, jobRecord } from './careers.record.js';
import { JobStatus } from './jobs.input.js';

@ObjectType('JobDetails')
export class JobDetails {
  @Field(() => [String])
  jobTypes!: string[];

  @Field(() => String, { nullable: true })
  pay!: string | null;

  @Field(() => String)
  expectedHours!: string;

  @Field(() => [String])
  benefits!: string[];

  @Field(() => String)
  schedule!: string;

  @Field(() => String, { nullable: true })
  supplementalPay!: string | null;

  @Field(() => String, { nullable: true })
  education!: string | null;

  @Field(() => [String])
  experience!: string[];

  @Field(() => String, { nullable: true })
  startDate!: string | null;
}

@ObjectType('Job', { implements: Node, description: 'A job posting.' })
export class Job extends Node {
  @Field(() => String, { description: 'The job page is /careers/<slug>.' })
  slug!: string;

  @Field(() => String)
  title!: string;

  @Field(() => String, { nullable: true })
  location!: string | null;

  @Field(() => String)
  role!: string;

  @Field(() => [String], { description: 'Paragraphs.' })
  description!: string[];

  @Field(() => JobStatus)
  status!: JobStatus;

  @Field(() => [String])
  skills!: string[];

  @Field(() => JobDetails)
  details!: JobDetails;

  @Field(() => Date, { nullable: true, description: 'When the job was first made Active.' })
  postedAt!: Date | null;

  @Field(() => Date)
  createdAt!: Date;
}

export const toJob = nodeFrom(Job, jobRecord, JOB_DIFFERENCES);

export const JobConnection = connectionOf(Job);

/** What createJob and updateJob answer (each under its own payload name). */
@ObjectType()
export class JobPayload {
  @Field(() => String, { description: 'For example "Job created successfully".' })
  message!: string;

  @Field(() => Job)
  job!: Job;
}

@ObjectType('CreateJobPayload')
export class CreateJobPayload extends JobPayload {}

@ObjectType('UpdateJobPayload')
export class UpdateJobPayload extends JobPayload {}

@ObjectType('DeleteJobPayload')
export class DeleteJobPayload {
  @Field(() => String)
  message!: string;

  @Field(() => String)
  deletedId!: string;
}
