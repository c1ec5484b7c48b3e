import { IsIn, IsOptional } from 'class-validator';
import { Field, ID, InputType } from 'type-graphql';
import { graphqlEnum } from '../../graphql/enums.js';
import { GuardedInput } from '../../domain/form-guard.js';
import { RequiredId, Satisfies, SatisfiesEmail } from '../../domain/validation.js';
import { optionalLines, optionalText } from '../../rules/rule.js';
import { DEMO_STATUSES, demoRules, meetingDateRule, timeZoneRule, type DemoStatusValue } from '../../rules/demo.js';
import { RecordInput } from '../../graphql/spam.js';

export const DemoStatus = graphqlEnum('DemoStatus', DEMO_STATUSES);
export type DemoStatus = DemoStatusValue;

const HOUR = 3_600_000;

/**
 * The start of today in the time zone furthest behind UTC (UTC-12). The server does not know the
 * visitor's time zone, so a date that is today anywhere on Earth is accepted.
 */
export function startOfTodayAnywhere(now = new Date()): Date {
  const there = new Date(now.getTime() - 12 * HOUR);
  return new Date(Date.UTC(there.getUTCFullYear(), there.getUTCMonth(), there.getUTCDate()) + 12 * HOUR);
}

@InputType('RequestDemoInput')
export class RequestDemoInput extends GuardedInput {
  @Field(() => String)
  @Satisfies(demoRules.firstName)
  @Satisfies(optionalText('First name', 100))
  firstName!: string;

  @Field(() => String)
  @Satisfies(demoRules.lastName)
  @Satisfies(optionalText('Last name', 100))
  lastName!: string;

  @Field(() => String, { nullable: true })
  @Satisfies(optionalText('Company name', 200))
  companyName?: string | null;

  @Field(() => String, { nullable: true })
  @Satisfies(optionalText('Designation', 100))
  designation?: string | null;

  @Field(() => String)
  @SatisfiesEmail(demoRules.email)
  email!: string;

  @Field(() => String, { description: 'ISO 8601 date and time; not before today.' })
  @Satisfies(meetingDateRule(() => startOfTodayAnywhere()))
  meetingDate!: string;

  @Field(() => String, { nullable: true, description: "The IANA time zone the time was picked in (the browser's, such as Europe/Berlin): the calendar invitation's. Without one it is UTC." })
  @Satisfies(timeZoneRule)
  timeZone?: string | null;

  @Field(() => String)
  @Satisfies(demoRules.message)
  @Satisfies(optionalLines('Message', 5000))
  message!: string;
}

@InputType('UpdateDemoRequestStatusInput')
export class UpdateDemoRequestStatusInput {
  @Field(() => ID)
  @RequiredId()
  id!: string;

  @Field(() => DemoStatus)
  @IsIn(DEMO_STATUSES, { message: `status must be one of ${DEMO_STATUSES.join(', ')}` })
  status!: DemoStatus;
}

@InputType('UpdateDemoRequestNotesInput')
export class UpdateDemoRequestNotesInput {
  @Field(() => ID)
  @RequiredId()
  id!: string;

  @Field(() => String, { nullable: true, description: 'Empty clears the notes.' })
  @IsOptional()
  @Satisfies(optionalLines('Notes', 10_000))
  notes?: string | null;
}

@InputType('RescheduleDemoRequestInput')
export class RescheduleDemoRequestInput {
  @Field(() => ID)
  @RequiredId()
  id!: string;

  @Field(() => String, { description: 'The new time, ISO 8601 with its offset; not before today. A confirmed request\'s requester is sent the updated invitation.' })
  @Satisfies(meetingDateRule(() => startOfTodayAnywhere()))
  meetingDate!: string;
}

@InputType('DeleteDemoRequestInput')
export class DeleteDemoRequestInput {
  @Field(() => ID)
  @RequiredId()
  id!: string;
}

@InputType('MarkDemoRequestNotSpamInput')
export class MarkDemoRequestNotSpamInput extends RecordInput {}
