import { IsIn, IsOptional, ValidateNested } from 'class-validator';
import { Field, ID, InputType } from 'type-graphql';
import { graphqlEnum } from '../../graphql/enums.js';
import { RequiredId, Satisfies } from '../../domain/validation.js';
import { JOB_MESSAGES, JOB_ROLES, JOB_STATUSES, JOB_TYPES, type JobStatusValue } from '../../rules/careers.js';
import { isBlank, optionalText, type Rule } from '../../rules/rule.js';

export const JobStatus = graphqlEnum('JobStatus', JOB_STATUSES, { description: 'Visitors see Active jobs only.' });
export type JobStatus = JobStatusValue;

/** A list of short texts (empty points are dropped before storing). */
const points = (label: string, { required = false, max = 50, each = 2000 } = {}): Rule => (value) => {
  if (value === undefined || value === null) return required ? JOB_MESSAGES.requiredFields : null;
  if (!Array.isArray(value) || value.some((point) => typeof point !== 'string')) return `${label} must be a list of texts`;
  const filled = value.filter((point: string) => point.trim() !== '');
  if (required && filled.length === 0) return JOB_MESSAGES.requiredFields;
  if (filled.length > max) return `${label} can have at most ${max} points`;
  return filled.some((point: string) => point.length > each) ? `Each point of ${label} must be at most ${each} characters` : null;
};

const oneOf = (label: string, allowed: readonly string[]): Rule => (value) =>
  value === undefined || value === null || (typeof value === 'string' && allowed.includes(value)) ? null : `${label} must be one of ${allowed.join(', ')}`;

@InputType('JobDetailsInput')
export class JobDetailsInput {
  @Field(() => [String], { nullable: true, description: `Any of ${JOB_TYPES.join(', ')}; defaults to Full-time.` })
  @Satisfies((value) =>
    value === undefined || value === null
      ? null
      : Array.isArray(value) && value.every((type) => (JOB_TYPES as readonly string[]).includes(type))
        ? null
        : `Job type must be one of ${JOB_TYPES.join(', ')}`,
  )
  jobTypes?: string[] | null;

  @Field(() => String, { nullable: true })
  @Satisfies(optionalText('Pay'))
  pay?: string | null;

  @Field(() => String, { nullable: true, description: 'Defaults to "40 per week".' })
  @Satisfies(optionalText('Expected hours'))
  expectedHours?: string | null;

  @Field(() => [String], { nullable: true })
  @Satisfies(points('Benefits'))
  benefits?: string[] | null;

  @Field(() => String, { nullable: true, description: 'Defaults to "Monday to Friday".' })
  @Satisfies(optionalText('Schedule'))
  schedule?: string | null;

  @Field(() => String, { nullable: true })
  @Satisfies(optionalText('Supplemental pay'))
  supplementalPay?: string | null;

  @Field(() => String, { nullable: true })
  @Satisfies(optionalText('Education'))
  education?: string | null;

  @Field(() => [String], { nullable: true })
  @Satisfies(points('Experience'))
  experience?: string[] | null;

  @Field(() => String, { nullable: true, description: 'For example 2027-01-15, or "Immediately".' })
  @Satisfies(optionalText('Start date', 40))
  startDate?: string | null;
}

/** A job's fields, as createJob, updateJob and the REST paths take them. */
@InputType()
export class JobInput {
  @Field(() => String)
  @Satisfies((value) => (isBlank(value) ? JOB_MESSAGES.requiredFields : optionalText('Title')(value)))
  title!: string;

  @Field(() => String, { nullable: true })
  @Satisfies(optionalText('Location'))
  location?: string | null;

  @Field(() => String, { nullable: true, description: `One of ${JOB_ROLES.join(', ')}; defaults to Developer.` })
  @Satisfies(oneOf('Role', JOB_ROLES))
  role?: string | null;

  @Field(() => [String], { description: 'Paragraphs; at least one.' })
  @Satisfies(points('Description', { required: true }))
  description!: string[];

  @Field(() => JobStatus, { nullable: true, description: 'Defaults to Draft.' })
  @IsOptional()
  @IsIn(JOB_STATUSES, { message: `Status must be one of ${JOB_STATUSES.join(', ')}` })
  status?: JobStatus | null;

  @Field(() => [String], { nullable: true })
  @Satisfies(points('Skills', { each: 100 }))
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
