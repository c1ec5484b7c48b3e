import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { Field, ID, InputType } from 'type-graphql';
import { graphqlEnum } from '../../graphql/enums.js';
import { GuardedInput } from '../../domain/form-guard.js';
import { RequiredId, Satisfies, SatisfiesEmail } from '../../domain/validation.js';
import { APPLICATION_STATUSES, applicationRules, type ApplicationStatusValue } from '../../rules/careers.js';
import { PRONOUN_FIELD_DESCRIPTION, knownPronoun } from '../../rules/person.js';
import { allOf, optionalLines, optionalText } from '../../rules/rule.js';
import { RecordInput } from '../../graphql/spam.js';

export const ApplicationStatus = graphqlEnum('ApplicationStatus', APPLICATION_STATUSES, {
  description: 'Where an application stands in hiring; admins may set any status from any other.',
  values: {
    new: 'Not yet looked at: where every application starts (and where a held one goes when filed as not spam).',
    reviewed: 'Read and assessed.',
    contacted: 'The applicant has been contacted.',
    hired: 'The applicant was hired.',
    rejected: 'The applicant was turned down.',
  },
});
export type ApplicationStatus = ApplicationStatusValue;


@InputType('ApplyForJobInput', { description: "What `applyForJob` takes: the application form's fields (the resumes go separately, as `resumes`)." })
export class ApplyForJobInput extends GuardedInput {
  @Field(() => ID, { nullable: true, description: 'The job applied for; leave out for a general application.' })
  @IsOptional()
  jobId?: string | null;

  @Field(() => String, { nullable: true, description: 'The job title; "General application" when neither this nor jobId is given.' })
  @Satisfies(optionalText('Position'))
  position?: string | null;

  @Field(() => String, { description: 'Required; one line of at most 100 characters.' })
  @Satisfies(allOf(applicationRules.firstName, optionalText('First name', 100)))
  firstName!: string;

  @Field(() => String, { nullable: true, description: 'Optional; one line of at most 100 characters.' })
  @Satisfies(optionalText('Middle name', 100))
  middleName?: string | null;

  @Field(() => String, { description: 'Required; one line of at most 100 characters.' })
  @Satisfies(allOf(applicationRules.lastName, optionalText('Last name', 100)))
  lastName!: string;

  @Field(() => String, { nullable: true, description: PRONOUN_FIELD_DESCRIPTION })
  @Satisfies(knownPronoun)
  pronoun?: string | null;

  @Field(() => String, { description: "Required: the applicant's email address." })
  @SatisfiesEmail(applicationRules.email)
  email!: string;

  @Field(() => String, { description: 'Two-letter country code, for example IN.' })
  @Satisfies(allOf(applicationRules.country, optionalText('Country', 60)))
  country!: string;

  @Field(() => String, { nullable: true, description: 'Calling code; +1 when left out.' })
  @Satisfies(optionalText('Country code', 8))
  countryCode?: string | null;

  @Field(() => String, { description: 'With or without the calling code.' })
  @Satisfies(allOf(applicationRules.phone, optionalText('Phone number', 30)))
  phone!: string;

  @Field(() => String, { description: 'Required: the cover note, plain text of at most 10,000 characters (line breaks kept).' })
  @Satisfies(allOf(applicationRules.coverNote, optionalLines('Cover note', 10_000)))
  coverNote!: string;

  @Field(() => Boolean, { nullable: true, description: 'Also subscribe to the newsletter; defaults to false.' })
  @IsOptional()
  @IsBoolean({ message: 'subscribe must be true or false' })
  subscribe?: boolean | null;
}

@InputType('UpdateApplicationStatusInput', { description: 'What `updateApplicationStatus` takes: the application, and its new status.' })
export class UpdateApplicationStatusInput {
  @Field(() => ID, { description: "The application's global id." })
  @RequiredId()
  id!: string;

  @Field(() => ApplicationStatus, { description: 'The status to set; any status may follow any other.' })
  @IsIn(APPLICATION_STATUSES, { message: `status must be one of ${APPLICATION_STATUSES.join(', ')}` })
  status!: ApplicationStatus;
}

@InputType('DeleteApplicationInput', { description: 'What `deleteApplication` takes: the application to delete.' })
export class DeleteApplicationInput {
  @Field(() => ID, { description: "The application's global id." })
  @RequiredId()
  id!: string;
}

@InputType('MarkJobApplicationNotSpamInput', { description: 'What `markJobApplicationNotSpam` takes: the held application to file.' })
export class MarkJobApplicationNotSpamInput extends RecordInput {}
