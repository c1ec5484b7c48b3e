import { IsIn, IsOptional } from 'class-validator';
import type { FileUpload } from 'graphql-upload/Upload.mjs';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import { Arg, Args, ArgsType, Ctx, Field, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Can, Public } from '../../graphql/access.js';
import type { AppContext } from '../../context.js';
import { audienceOf } from './audience.js';
import { InvalidInputError } from '../../domain/errors.js';
import type { Connection } from '../../domain/pagination.js';
import { ConnectionArgs, fromGlobalId, idOf } from '../../graphql/relay.js';
import { HeldConnectionArgs } from '../../graphql/spam.js';
import { APPLICATION_MESSAGES, APPLICATION_STATUSES, JOB_MESSAGES, JOB_STATUSES, MAX_RESUME_FILES } from '../../rules/careers.js';
import { SPAM_MESSAGES } from '../../rules/spam.js';
import { checkJobKey } from './applications.service.js';
import { ApplicationStatus, ApplyForJobInput, DeleteApplicationInput, MarkJobApplicationNotSpamInput, UpdateApplicationStatusInput } from './applications.input.js';
import {
  ApplyForJobPayload,
  DeleteApplicationPayload,
  JobApplicationConnection,
  MarkJobApplicationNotSpamPayload,
  UpdateApplicationStatusPayload,
  toJobApplication,
  type JobApplication,
} from './applications.type.js';
import { CreateJobInput, DeleteJobInput, JobStatus, UpdateJobInput } from './jobs.input.js';
import { CreateJobPayload, DeleteJobPayload, Job, JobConnection, UpdateJobPayload, toJob } from './jobs.type.js';

@ArgsType()
class JobsArgs extends ConnectionArgs {
  @Field(() => JobStatus, { nullable: true, description: 'Only the jobs with this status, for callers with `careers:read`; everyone else always gets Active jobs.' })
  @IsOptional()
  @IsIn(JOB_STATUSES)
  status?: JobStatus | null;
}

@ArgsType()
class ApplicationsArgs extends HeldConnectionArgs {
  @Field(() => ApplicationStatus, { nullable: true, description: 'Only the applications with this status; all when left out.' })
  @IsOptional()
  @IsIn(APPLICATION_STATUSES)
  status?: ApplicationStatus | null;

  @Field(() => ID, { nullable: true, description: "Only the applications for this job (the Job's global id)." })
  @IsOptional()
  jobId?: string | null;
}

const jobId = (id: string) => idOf(id, 'Job', JOB_MESSAGES.notFound);
const applicationId = (id: string) => idOf(id, 'JobApplication', APPLICATION_MESSAGES.notFound);
/** A list's job filter: the key inside a Job's global id; any other id is refused as the filter's mistake, not "not found". */
const jobFilter = (id: string) => {
  const parsed = fromGlobalId(id);
  return checkJobKey(parsed?.typename === 'Job' ? parsed.id : null);
};

@Resolver()
export class CareersResolver {
  @Public()
  @Query(() => JobConnection, { description: 'Job postings, newest first: Active ones for visitors, all (or one status) for callers with `careers:read`.' })
  async jobs(@Args(() => JobsArgs) { status, ...page }: JobsArgs, @Ctx() context: AppContext): Promise<Connection<Job>> {
    return context.services.jobs.list(await audienceOf(context), status, page, toJob);
  }

  @Public()
  @Query(() => Job, { description: 'A job by its id or its slug (give one); visitors find Active jobs only (any other is NOT_FOUND).' })
  async job(
    @Arg('id', () => ID, { nullable: true, description: "The job's global id; leave out when giving slug." }) id: string | null,
    @Arg('slug', () => String, { nullable: true, description: 'The slug of the job page address /careers/<slug>; leave out when giving id.' }) slug: string | null,
    @Ctx() context: AppContext,
  ): Promise<Job> {
    if (!id === !slug) throw InvalidInputError.field('id', 'Give either id or slug');
    return toJob(await context.services.jobs.get(id ? jobId(id) : (slug as string), await audienceOf(context)));
  }

  @Can('careers:write')
  @Mutation(() => CreateJobPayload, { description: 'Creates a job posting, a Draft unless told otherwise; an Active one shows on the careers page.' })
  async createJob(@Arg('input', () => CreateJobInput, { description: "The job's fields." }) input: CreateJobInput, @Ctx() { services }: AppContext): Promise<CreateJobPayload> {
    return { message: JOB_MESSAGES.created, job: toJob(await services.jobs.create(input)) };
  }

  @Can('careers:write')
  @Mutation(() => UpdateJobPayload, { description: 'Replaces every field of a job posting (its slug stays); a field left out takes its default, as on creation.' })
  async updateJob(@Arg('input', () => UpdateJobInput, { description: 'The job, and all its fields as they should now be.' }) input: UpdateJobInput, @Ctx() { services }: AppContext): Promise<UpdateJobPayload> {
    return { message: JOB_MESSAGES.updated, job: toJob(await services.jobs.update(jobId(input.id), input)) };
  }

  @Can('careers:write')
  @Mutation(() => DeleteJobPayload, { description: "Deletes a job posting for good; its applications stay, without their job (`jobId` null)." })
  async deleteJob(@Arg('input', () => DeleteJobInput, { description: 'The job to delete.' }) input: DeleteJobInput, @Ctx() { services }: AppContext): Promise<DeleteJobPayload> {
    await services.jobs.remove(jobId(input.id));
    return { message: JOB_MESSAGES.deleted, deletedId: input.id };
  }

  @Public()
  @Mutation(() => ApplyForJobPayload, {
    description: 'The application form: fields, and resumes as GraphQL multipart uploads (send Apollo-Require-Preflight).',
  })
  async applyForJob(
    @Arg('input', () => ApplyForJobInput, { description: "The application form's fields." }) input: ApplyForJobInput,
    @Arg('resumes', () => [GraphQLUpload], {
      nullable: true,
      description: `The resume files: at most ${MAX_RESUME_FILES}, each a PDF, DOC, DOCX or TXT file of at most 5 MB whose content matches its name's extension.`,
    })
    resumes: Promise<FileUpload>[] | null,
    @Ctx() { services, ip }: AppContext,
  ): Promise<ApplyForJobPayload> {
    const uploads = await Promise.all(resumes ?? []).catch((error: unknown) => {
      // The upload parser refuses a part header with control characters in it; in a resume's, that is its name.
      throw error instanceof Error && error.message === 'Malformed part header' ? InvalidInputError.field('resume', APPLICATION_MESSAGES.fileName) : error;
    });
    const files = uploads.map((upload) => ({ filename: upload.filename, stream: () => upload.createReadStream() }));
    // The service takes database ids; GraphQL speaks global ids.
    if (input.jobId) input.jobId = jobId(input.jobId);
    return { success: true, ...(await services.applications.apply(input, files, ip)) };
  }

  @Can('careers:read')
  @Query(() => JobApplicationConnection, { description: 'Applications, newest first.' })
  async applications(@Args(() => ApplicationsArgs) { status, spam, jobId, ...page }: ApplicationsArgs, @Ctx() { services }: AppContext): Promise<Connection<JobApplication>> {
    const connection = await services.applications.list({ status, spam, job: jobId ? jobFilter(jobId) : null }, page);
    return { ...connection, edges: connection.edges.map((edge) => ({ cursor: edge.cursor, node: toJobApplication(edge.node) })) };
  }

  @Can('careers:read')
  @Query(() => String, { description: 'A link to one resume that works for five minutes.' })
  resumeLink(@Arg('fileId', () => ID, { description: "The resume's global id (an `ApplicationFile`'s `id`)." }) fileId: string, @Ctx() { services }: AppContext): Promise<string> {
    return services.applications.fileLink(idOf(fileId, 'ApplicationFile', APPLICATION_MESSAGES.resumeNotFound));
  }

  @Can('careers:write')
  @Mutation(() => UpdateApplicationStatusPayload, { description: 'Sets the status of an application; any status may follow any other.' })
  async updateApplicationStatus(
    @Arg('input', () => UpdateApplicationStatusInput, { description: 'The application, and its new status.' }) input: UpdateApplicationStatusInput,
    @Ctx() { services }: AppContext,
  ): Promise<UpdateApplicationStatusPayload> {
    const updated = await services.applications.updateStatus(applicationId(input.id), input.status);
    return { message: APPLICATION_MESSAGES.statusUpdated, application: toJobApplication(updated) };
  }

  @Can('careers:write')
  @Mutation(() => MarkJobApplicationNotSpamPayload, { description: 'Files an application the spam guard held as new, and sends the notification and receipt it would have sent.' })
  async markJobApplicationNotSpam(
    @Arg('input', () => MarkJobApplicationNotSpamInput, { description: 'The held application to file.' }) input: MarkJobApplicationNotSpamInput,
    @Ctx() { services }: AppContext,
  ): Promise<MarkJobApplicationNotSpamPayload> {
    const filed = await services.applications.markNotSpam(applicationId(input.id));
    return { message: SPAM_MESSAGES.filedAsNew, application: toJobApplication(filed) };
  }

  @Can('careers:write')
  @Mutation(() => DeleteApplicationPayload, { description: 'Deletes the application and its resume files.' })
  async deleteApplication(
    @Arg('input', () => DeleteApplicationInput, { description: 'The application to delete.' }) input: DeleteApplicationInput,
    @Ctx() { services }: AppContext,
  ): Promise<DeleteApplicationPayload> {
    await services.applications.remove(applicationId(input.id));
    return { message: APPLICATION_MESSAGES.deleted, deletedId: input.id };
  }
}
