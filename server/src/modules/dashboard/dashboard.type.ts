import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { graphqlEnum } from '../../graphql/enums.js';
import { nodeFrom } from '../../graphql/records.js';
import { LEAD_SOURCES, LEAD_SOURCE_RULES, type LeadSourceKey } from '../../rules/dashboard.js';
import { upcomingMeetingRecord } from './dashboard.record.js';
import type { Dashboard as DashboardFigures } from './dashboard.service.js';

export const LeadSource = graphqlEnum('LeadSource', LEAD_SOURCES, {
  description: 'Where a lead came from.',
  labels: Object.fromEntries(LEAD_SOURCES.map((key) => [key, LEAD_SOURCE_RULES[key].label])) as Record<LeadSourceKey, string>,
});

@ObjectType('LeadFigures', { description: 'One source of leads: this week (the last 7 days, today included), the 7 days before, and the last 90 days.' })
export class LeadFigures {
  @Field(() => LeadSource)
  source!: LeadSourceKey;

  @Field(() => Int)
  thisWeek!: number;

  @Field(() => Int)
  lastWeek!: number;

  @Field(() => Float, { nullable: true, description: 'From last week to this, in whole percent; null when last week had none.' })
  changePercent!: number | null;

  @Field(() => [Int], { description: 'Leads per day (UTC), oldest first, 90 of them, today last (spam held apart).' })
  days!: number[];

  @Field(() => Int, { description: 'Held by the spam guard, awaiting review.' })
  held!: number;
}

@ObjectType('UpcomingMeeting', { description: 'A confirmed demo meeting still to come.' })
export class UpcomingMeeting {
  @Field(() => ID, { description: "The demo request's global id." })
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  companyName!: string | null;

  @Field(() => Date)
  meetingDate!: Date;
}

export const toUpcomingMeeting = nodeFrom(UpcomingMeeting, upcomingMeetingRecord);

@ObjectType('DemoFigures')
export class DemoFigures {
  @Field(() => Int, { description: 'Waiting for confirmation (spam held apart).' })
  pending!: number;

  @Field(() => [UpcomingMeeting], { description: 'The next five confirmed meetings, soonest first.' })
  nextMeetings!: UpcomingMeeting[];
}

@ObjectType('StatusCount')
export class StatusCount {
  @Field(() => String)
  status!: string;

  @Field(() => Int)
  count!: number;
}

@ObjectType('OutboxFigures', { description: 'The mail outbox.' })
export class OutboxFigures {
  @Field(() => Int, { description: 'Waiting to be sent.' })
  queued!: number;

  @Field(() => Int, { description: 'Given up on after every retry.' })
  failed!: number;

  @Field(() => Date, { nullable: true, description: 'When mail last went out.' })
  lastDeliveredAt!: Date | null;
}

@ObjectType('Dashboard', { description: 'The back office’s landing page: each section only for those who may read its list (null otherwise).' })
export class Dashboard {
  @Field(() => Date, { description: 'The first day of `days` (midnight UTC).' })
  since!: Date;

  @Field(() => [LeadFigures], { description: 'The sources the caller may read.' })
  leads!: LeadFigures[];

  @Field(() => DemoFigures, { nullable: true })
  demoRequests!: DemoFigures | null;

  @Field(() => [StatusCount], { nullable: true, description: 'Applications by status (spam held apart), in the pipeline’s order.' })
  applications!: StatusCount[] | null;

  @Field(() => OutboxFigures, { nullable: true })
  outbox!: OutboxFigures | null;
}

/** The figures as GraphQL shows them: a meeting names its request by global id. */
export function toDashboard(figures: DashboardFigures): Dashboard {
  const { demoRequests } = figures;
  return {
    ...figures,
    demoRequests: demoRequests && {
      pending: demoRequests.pending,
      nextMeetings: demoRequests.nextMeetings.map(toUpcomingMeeting),
    },
  };
}

@ObjectType('NewItems', { description: 'How many records of a list arrived since the admin last opened it (counted up to 100).' })
export class NewItems {
  @Field(() => String, { description: 'The screen of the list: formSubmissions, demoRequests, careers or newsletter.' })
  screen!: string;

  @Field(() => Int)
  count!: number;
}

@InputType('MarkListSeenInput')
export class MarkListSeenInput {
  @Field(() => String, { description: 'The screen of the list opened: formSubmissions, demoRequests, careers or newsletter.' })
  screen!: string;
}

@ObjectType('MarkListSeenPayload')
export class MarkListSeenPayload {
  @Field(() => Boolean)
  success!: boolean;
}
