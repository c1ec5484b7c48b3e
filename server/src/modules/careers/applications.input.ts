import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { Field, ID, InputType } from 'type-graphql';
import { graphqlEnum } from '../../graphql/enums.js';
import { GuardedInput } from '../../domain/form-guard.js';
import { RequiredId, Satisfies, SatisfiesEmail } from '../../domain/validation.js';
import { APPLICATION_STATUSES, applicationRules, type ApplicationStatusValue } from '../../rules/careers.js';
import { PRONOUN_FIELD_DESCRIPTION, knownPronoun } from '../../rules/person.js';
import { allOf, optionalLines, optionalText } from '../../rules/rule.js';
import { RecordInput } from '../../graphql/spam.js';

export const ApplicationStatus = graphqlEnum('ApplicationStatus', APPLICATION_STATUSES);
export type ApplicationStatus = ApplicationStatusValue;


@InputType('ApplyForJobInput')
export class ApplyForJobInput extends GuardedInput {
  @Field(() => ID, { nullable: true, description: 'The job applied for; leave out for a general application.' })
  @IsOptional()
  jobId?: string | null;

  @Field(() => String, { nullable: true, description: 'The job title; "General application" when neither this nor jobId is given.' })
  @Satisfies(optionalText('Position'))
  position?: string | null;

  @Field(() => String)
  @Satisfies(allOf(applicationRules.firstName, optionalText('First name', 100)))
  firstName!: string;

  @Field(() => String, { nullable: true })
  @Satisfies(optionalText('Middle name', 100))
  middleName?: string | null;

  @Field(() => String)
  @Satisfies(allOf(applicationRules.lastName, optionalText('Last name', 100)))
  lastName!: string;

  @Field(() => String, { nullable: true, description: PRONOUN_FIELD_DESCRIPTION })
  @Satisfies(knownPronoun)
  pronoun?: string | null;

  @Field(() => String)
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

  @Field(() => String)
  @Satisfies(allOf(applicationRules.coverNote, optionalLines('Cover note', 10_000)))
  coverNote!: string;

  @Field(() => Boolean, { nullable: true, description: 'Also subscribe to the newsletter; defaults to false.' })
  @IsOptional()
  @IsBoolean({ message: 'subscribe must be true or false' })
  subscribe?: boolean | null;
}

@InputType('UpdateApplicationStatusInput')
export class UpdateApplicationStatusInput {
  @Field(() => ID)
  @RequiredId()
  id!: string;

  @Field(() => ApplicationStatus)
  @IsIn(APPLICATION_STATUSES, { message: `status must be one of ${APPLICATION_STATUSES.join(', ')}` })
  status!: ApplicationStatus;
}

@InputType('DeleteApplicationInput')
export class DeleteApplicationInput {
  @Field(() => ID)
  @RequiredId()
  id!: string;
}

@InputType('MarkJobApplicationNotSpamInput')
export class MarkJobApplicationNotSpamInput extends RecordInput {}
