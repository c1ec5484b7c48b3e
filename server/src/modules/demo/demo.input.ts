import { IsIn, IsOptional } from 'class-validator';
import { Field, ID, InputType } from 'type-graphql';
import { graphqlEnum } from '../../graphql/enums.js';
import { GuardedInput } from '../../domain/form-guard.js';
import { RequiredId, Satisfies, SatisfiesEmail } from '../../domain/validation.js';
import { optionalLines, optionalText } from '../../rules/rule.js';
import { DEMO_STATUSES, MEETING_PLACE_MAX, demoRules, meetingDateRule, meetingPlaceRule, timeZoneRule, type DemoStatusValue } from '../../rules/demo.js';
import { RecordInput } from '../../graphql/spam.js';

export const DemoStatus = graphqlEnum('DemoStatus', DEMO_STATUSES, {
  description: 'Where a demo request stands; admins may set any status from any other.',
  values: {
    pending: 'Waiting for confirmation: where every request starts (and where a held one goes when filed as not spam).',
    confirmed: 'The meeting is agreed: the requester is sent a calendar invitation.',
    completed: 'The meeting took place; nothing is sent.',
    cancelled: 'Called off; cancelling a confirmed meeting sends the requester its cancellation.',
  },
});
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

@InputType('RequestDemoInput', { description: 'What `requestDemo` takes: the fields of the "Book a Demo" form.' })
export class RequestDemoInput extends GuardedInput {
  @Field(() => String, { description: 'Required; one line of at most 100 characters.' })
  @Satisfies(demoRules.firstName)
  @Satisfies(optionalText('First name', 100))
  firstName!: string;

  @Field(() => String, { description: 'Required; one line of at most 100 characters.' })
  @Satisfies(demoRules.lastName)
  @Satisfies(optionalText('Last name', 100))
  lastName!: string;

  @Field(() => String, { nullable: true, description: 'Optional; one line of at most 200 characters.' })
  @Satisfies(optionalText('Company name', 200))
  companyName?: string | null;

  @Field(() => String, { nullable: true, description: "Optional: the requester's job title, one line of at most 100 characters." })
  @Satisfies(optionalText('Designation', 100))
  designation?: string | null;

  @Field(() => String, { description: "Required: the requester's address, where the receipt and any calendar invitation go." })
  @SatisfiesEmail(demoRules.email)
  email!: string;

  @Field(() => String, { description: 'ISO 8601 date and time; not before today.' })
  @Satisfies(meetingDateRule(() => startOfTodayAnywhere()))
  meetingDate!: string;

  @Field(() => String, { nullable: true, description: "The IANA time zone the time was picked in (the browser's, such as Europe/Berlin): the calendar invitation's. Without one it is UTC." })
  @Satisfies(timeZoneRule)
  timeZone?: string | null;

  @Field(() => String, { description: "Required: the requester's message, at most 5,000 characters." })
  @Satisfies(demoRules.message)
  @Satisfies(optionalLines('Message', 5000))
  message!: string;
}

@InputType('UpdateDemoRequestStatusInput', { description: 'What `updateDemoRequestStatus` takes: the demo request, and its new status.' })
export class UpdateDemoRequestStatusInput {
  @Field(() => ID, { description: "The demo request's global id." })
  @RequiredId()
  id!: string;

  @Field(() => DemoStatus, { description: 'The status to set; any status may follow any other.' })
  @IsIn(DEMO_STATUSES, { message: `status must be one of ${DEMO_STATUSES.join(', ')}` })
  status!: DemoStatus;

  @Field(() => String, {
    nullable: true,
    description: `Where the meeting is held, kept on the request with the new status and written into the invitation: a link to join (https://…, its URL and a button) or a place, one line of at most ${MEETING_PLACE_MAX} characters. Left out: the one the request has; empty: none.`,
  })
  @Satisfies(meetingPlaceRule)
  meetingPlace?: string | null;
}

@InputType('UpdateDemoRequestNotesInput', { description: "What `updateDemoRequestNotes` takes: the demo request, and the staff's notes on it." })
export class UpdateDemoRequestNotesInput {
  @Field(() => ID, { description: "The demo request's global id." })
  @RequiredId()
  id!: string;

  @Field(() => String, { nullable: true, description: 'The notes, replacing any before: plain text of at most 10,000 characters; empty or left out clears them.' })
  @IsOptional()
  @Satisfies(optionalLines('Notes', 10_000))
  notes?: string | null;
}

@InputType('RescheduleDemoRequestInput', { description: 'What `rescheduleDemoRequest` takes: the demo request, and its new meeting time.' })
export class RescheduleDemoRequestInput {
  @Field(() => ID, { description: "The demo request's global id." })
  @RequiredId()
  id!: string;

  @Field(() => String, { description: 'The new time, ISO 8601 with its offset; not before today. A confirmed request\'s requester is sent the updated invitation.' })
  @Satisfies(meetingDateRule(() => startOfTodayAnywhere()))
  meetingDate!: string;
}

@InputType('DeleteDemoRequestInput', { description: 'What `deleteDemoRequest` takes: the demo request to delete.' })
export class DeleteDemoRequestInput {
  @Field(() => ID, { description: "The demo request's global id." })
  @RequiredId()
  id!: string;
}

@InputType('MarkDemoRequestNotSpamInput', { description: 'What `markDemoRequestNotSpam` takes: the held demo request to file.' })
export class MarkDemoRequestNotSpamInput extends RecordInput {}
