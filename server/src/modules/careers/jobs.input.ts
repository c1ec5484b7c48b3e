import { IsOptional, ValidateNested } from 'class-validator';
import { Field, ID, InputType } from 'type-graphql';
import { graphqlEnum } from '../../graphql/enums.js';
import { RequiredId, Satisfies } from '../../domain/validation.js';
import { JOB_ROLES, JOB_STATUSES, JOB_TYPES, jobRules, type JobStatusValue } from '../../rules/careers.js';

export const JobStatus = graphqlEnum('JobStatus', JOB_STATUSES, {
  description: 'Where a job posting stands; visitors see Active jobs only.',
  values: {
    Draft: 'Being written: not shown to visitors. New jobs start here unless told otherwise.',
    Active: 'Open: shown on the careers page and taking applications.',
    Closed: 'No longer taking applications, and not shown to visitors.',
    Archived: 'Withdrawn for good, and not shown to visitors.',
  },
});
export type JobStatus = JobStatusValue;

@InputType('JobDetailsInput', { description: "A job's details for its page; a field left out takes its default or stays empty." })
export class JobDetailsInput {
  @Field(() => [String], { nullable: true, description: `Any of ${JOB_TYPES.join(', ')}; defaults to Full-time.` })
  @Satisfies(jobRules.details.jobTypes)
  jobTypes?: string[] | null;

  @Field(() => String, { nullable: true, description: 'The pay, as the job page shows it; one line of at most 200 characters.' })
  @Satisfies(jobRules.details.pay)
  pay?: string | null;

  @Field(() => String, { nullable: true, description: 'Defaults to "40 per week".' })
  @Satisfies(jobRules.details.expectedHours)
  expectedHours?: string | null;

  @Field(() => [String], { nullable: true, description: 'Points of at most 2,000 characters each (at most 50); empty points are dropped.' })
  @Satisfies(jobRules.details.benefits)
  benefits?: string[] | null;

  @Field(() => String, { nullable: true, description: 'Defaults to "Monday to Friday".' })
  @Satisfies(jobRules.details.schedule)
  schedule?: string | null;

  @Field(() => String, { nullable: true, description: 'Pay on top of the base pay, such as a bonus; one line of at most 200 characters.' })
  @Satisfies(jobRules.details.supplementalPay)
  supplementalPay?: string | null;

  @Field(() => String, { nullable: true, description: 'The education asked for; one line of at most 200 characters.' })
  @Satisfies(jobRules.details.education)
  education?: string | null;

  @Field(() => [String], { nullable: true, description: 'The experience asked for, as points of at most 2,000 characters each (at most 50); empty points are dropped.' })
  @Satisfies(jobRules.details.experience)
  experience?: string[] | null;

  @Field(() => String, { nullable: true, description: 'For example 2027-01-15, or "Immediately".' })
  @Satisfies(jobRules.details.startDate)
  startDate?: string | null;
}

/** A job's fields, as createJob, updateJob and the REST paths take them. */
@InputType()
export class JobInput {
  @Field(() => String, { description: "Required; one line of at most 200 characters. A new job's slug is made from it." })
  @Satisfies(jobRules.title)
  title!: string;

  @Field(() => String, { nullable: true, description: 'Where the job is based; one line of at most 200 characters.' })
  @Satisfies(jobRules.location)
  location?: string | null;

  @Field(() => String, { nullable: true, description: `One of ${JOB_ROLES.join(', ')}; defaults to Developer.` })
  @Satisfies(jobRules.role)
  role?: string | null;

  @Field(() => [String], { description: 'Paragraphs; at least one.' })
  @Satisfies(jobRules.description)
  description!: string[];

  @Field(() => JobStatus, { nullable: true, description: 'Defaults to Draft.' })
  @Satisfies(jobRules.status)
  status?: JobStatus | null;

  @Field(() => [String], { nullable: true, description: 'Skills asked for, at most 50 of at most 100 characters each; empty ones are dropped.' })
  @Satisfies(jobRules.skills)
  skills?: string[] | null;

  @Field(() => JobDetailsInput, { nullable: true, description: 'The details; every one takes its default (or stays empty) when left out.' })
  @IsOptional()
  @ValidateNested()
  details?: JobDetailsInput | null;
}

@InputType('CreateJobInput', { description: "What `createJob` takes: the new job's fields." })
export class CreateJobInput extends JobInput {}

@InputType('UpdateJobInput', { description: 'What `updateJob` takes: the job, and every field as it should now be (a field left out takes its default, as on creation).' })
export class UpdateJobInput extends JobInput {
  @Field(() => ID, { description: "The job's global id." })
  @RequiredId()
  id!: string;
}

@InputType('DeleteJobInput', { description: 'What `deleteJob` takes: the job to delete.' })
export class DeleteJobInput {
  @Field(() => ID, { description: "The job's global id." })
  @RequiredId()
  id!: string;
}
