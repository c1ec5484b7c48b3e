import { IsOptional, ValidateNested } from 'class-validator';
import { Field, ID, InputType } from 'type-graphql';
import { graphqlEnum } from '../../graphql/enums.js';
import { RequiredId, Satisfies } from '../../domain/validation.js';
import { JOB_ROLES, JOB_STATUSES, JOB_TYPES, jobRules, type JobStatusValue } from '../../rules/careers.js';

export const JobStatus = graphqlEnum('JobStatus', JOB_STATUSES, { description: 'Visitors see Active jobs only.' });
export type JobStatus = JobStatusValue;

@InputType('JobDetailsInput')
export class JobDetailsInput {
  @Field(() => [String], { nullable: true, description: `Any of ${JOB_TYPES.join(', ')}; defaults to Full-time.` })
  @Satisfies(jobRules.details.jobTypes)
  jobTypes?: string[] | null;

  @Field(() => String, { nullable: true })
  @Satisfies(jobRules.details.pay)
  pay?: string | null;

  @Field(() => String, { nullable: true, description: 'Defaults to "40 per week".' })
  @Satisfies(jobRules.details.expectedHours)
  expectedHours?: string | null;

  @Field(() => [String], { nullable: true })
  @Satisfies(jobRules.details.benefits)
  benefits?: string[] | null;

  @Field(() => String, { nullable: true, description: 'Defaults to "Monday to Friday".' })
  @Satisfies(jobRules.details.schedule)
  schedule?: string | null;

  @Field(() => String, { nullable: true })
  @Satisfies(jobRules.details.supplementalPay)
  supplementalPay?: string | null;

  @Field(() => String, { nullable: true })
  @Satisfies(jobRules.details.education)
  education?: string | null;

  @Field(() => [String], { nullable: true })
  @Satisfies(jobRules.details.experience)
  experience?: string[] | null;

  @Field(() => String, { nullable: true, description: 'For example 2027-01-15, or "Immediately".' })
  @Satisfies(jobRules.details.startDate)
  startDate?: string | null;
}

/** A job's fields, as createJob, updateJob and the REST paths take them. */
@InputType()
export class JobInput {
  @Field(() => String)
  @Satisfies(jobRules.title)
  title!: string;

  @Field(() => String, { nullable: true })
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

  @Field(() => [String], { nullable: true })
  @Satisfies(jobRules.skills)
  skills?: string[] | null;

  @Field(() => JobDetailsInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  details?: JobDetailsInput | null;
}

@InputType('CreateJobInput')
export class CreateJobInput extends JobInput {}

@InputType('UpdateJobInput')
export class UpdateJobInput extends JobInput {
  @Field(() => ID)
  @RequiredId()
  id!: string;
}

@InputType('DeleteJobInput')
export class DeleteJobInput {
  @Field(() => ID)
  @RequiredId()
  id!: string;
}
