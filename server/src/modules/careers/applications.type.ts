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

  @Field(() => String, { description: "The file's name as uploaded (its first 200 characters)." })
  name!: string;

  @Field(() => String, { description: "The file's media type, from its checked content: PDF, DOC, DOCX or plain text (for example application/pdf)." })
  contentType!: string;

  @Field(() => Int, { description: 'Bytes.' })
  size!: number;

  @Field(() => String, { description: 'The stored path, with its uploads segment.' })
  path!: string;
}

@ObjectType('JobApplication', { implements: Node, description: 'An application for a job.' })
export class JobApplication extends PersonNode {
  @Field(() => String, { description: 'The title of the job applied for (as it was then), or "General application".' })
  position!: string;

  @Field(() => String, { nullable: true, description: 'Global id of the job, while it exists.' })
  jobId!: string | null;

  @Field(() => String, { description: "The applicant's country as sent, trimmed (the careers form sends a two-letter code such as IN)." })
  country!: string;

  @Field(() => String, { description: 'The phone number, `+<calling code><digits>`.' })
  phone!: string;

  @Field(() => String, { description: 'The cover note, trimmed.' })
  coverNote!: string;

  @Field(() => Boolean, { description: 'Whether the applicant asked to be subscribed to the newsletter too.' })
  subscribe!: boolean;

  @Field(() => ApplicationStatus, { description: 'Where the application stands in hiring.' })
  status!: ApplicationStatus;

  @Field(() => Date, { description: 'When the application arrived.' })
  appliedAt!: Date;

  @Field(() => [ApplicationFile], { description: 'The resumes attached, in the order they were stored; empty when none were.' })
  files!: ApplicationFile[];
}

export const toJobApplication = nodeFrom(JobApplication, applicationRecord, APPLICATION_DIFFERENCES);

export const JobApplicationConnection = connectionOf(JobApplication);

@ObjectType('ApplyForJobPayload', { description: 'What `applyForJob` answers: the confirmation to show.' })
export class ApplyForJobPayload {
  @Field(() => Boolean, { description: 'Always true: a refused application is an error instead.' })
  success!: boolean;

  @Field(() => String, { description: 'What to tell the applicant: "Your application has been submitted successfully!".' })
  message!: string;
}

@ObjectType('UpdateApplicationStatusPayload', { description: 'What `updateApplicationStatus` answers: the application with its new status.' })
export class UpdateApplicationStatusPayload {
  @Field(() => String, { description: 'What to tell the admin: "Application status updated successfully".' })
  message!: string;

  @Field(() => JobApplication, { description: 'The application, as it is now.' })
  application!: JobApplication;
}

@ObjectType('DeleteApplicationPayload', { description: 'What `deleteApplication` answers.' })
export class DeleteApplicationPayload {
  @Field(() => String, { description: 'What to tell the admin: "Application deleted successfully".' })
  message!: string;

  @Field(() => String, { description: 'The global id of the deleted application.' })
  deletedId!: string;
}

@ObjectType('MarkJobApplicationNotSpamPayload', { description: 'What `markJobApplicationNotSpam` answers: the application, filed as new.' })
export class MarkJobApplicationNotSpamPayload {
  @Field(() => String, { description: 'What to tell the admin: "Moved out of spam and filed as new".' })
  message!: string;

  @Field(() => JobApplication, { description: 'The application, no longer held.' })
  application!: JobApplication;
}
