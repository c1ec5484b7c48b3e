import { Field, Int, ObjectType } from 'type-graphql';
import { nodeFrom } from '../../graphql/records.js';
import { connectionOf, Node } from '../../graphql/relay.js';
import { PersonNode } from '../../graphql/spam.js';
import { ApplicationStatus } from './applications.input.js';
import { APPLICATION_DIFFERENCES, applicationRecord } from './careers.record.js';

@ObjectType('ApplicationFile', { description: 'A resume attached to an application.' })
export class ApplicationFile {
  @Field(() => String, { description: 'Global id; ask resumeLink(fileId) for a link that works for a few minutes.' })
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  contentType!: string;

  @Field(() => Int, { description: 'Bytes.' })
  size!: number;

  @Field(() => String, { description: 'The stored path, with its uploads segment.' })
  path!: string;
}

@ObjectType('JobApplication', { implements: Node, description: 'An application for a job.' })
export class JobApplication extends PersonNode {
  @Field(() => String)
  position!: string;

  @Field(() => String, { nullable: true, description: 'Global id of the job, while it exists.' })
  jobId!: string | null;

  @Field(() => String)
  country!: string;

  @Field(() => String)
  phone!: string;

  @Field(() => String)
  coverNote!: string;

  @Field(() => Boolean)
  subscribe!: boolean;

  @Field(() => ApplicationStatus)
  status!: ApplicationStatus;

  @Field(() => Date)
  appliedAt!: Date;

  @Field(() => [ApplicationFile])
  files!: ApplicationFile[];
}

export const toJobApplication = nodeFrom(JobApplication, applicationRecord, APPLICATION_DIFFERENCES);

export const JobApplicationConnection = connectionOf(JobApplication);

@ObjectType('ApplyForJobPayload')
export class ApplyForJobPayload {
  @Field(() => Boolean)
  success!: boolean;

  @Field(() => String)
  message!: string;
}

@ObjectType('UpdateApplicationStatusPayload')
export class UpdateApplicationStatusPayload {
  @Field(() => String)
  message!: string;

  @Field(() => JobApplication)
  application!: JobApplication;
}

@ObjectType('DeleteApplicationPayload')
export class DeleteApplicationPayload {
  @Field(() => String)
  message!: string;

  @Field(() => String)
  deletedId!: string;
}

@ObjectType('MarkJobApplicationNotSpamPayload')
export class MarkJobApplicationNotSpamPayload {
  @Field(() => String)
  message!: string;

  @Field(() => JobApplication)
  application!: JobApplication;
}
