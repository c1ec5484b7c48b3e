import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { graphqlEnum } from '../../graphql/enums.js';
import { nodeFrom } from '../../graphql/records.js';
import { toGlobalId } from '../../graphql/relay.js';
import { Satisfies } from '../../domain/validation.js';
import { upcomingMeetingView } from '../demo/demo.record.js';
import { DASHBOARD_DAYS, LEAD_SOURCES, NEW_ITEMS_LIMIT, NEXT_MEETINGS, OUTBOX_PERMISSION, WEEK_DAYS, newItemScreen, type LeadSourceKey } from '../../rules/dashboard.js';
import type { Dashboard as DashboardFigures } from './dashboard.service.js';

export const LeadSource = graphqlEnum('LeadSource', LEAD_SOURCES, {
  description: 'Where a lead came from.',
  values: {
    contact: "Messages from the Contact page's form.",
    services: 'Messages from the Services page\u2019s "Talk to us" form.',
    demo: 'Requests from the "Book a Demo" form.',
    newsletter: 'Newsletter sign-ups.',
    application: 'Job applications.',
  },
});

@ObjectType('LeadFigures', { description: 'One source of leads: this week (the last 7 days, today included), the 7 days before, and the last 90 days.' })
export class LeadFigures {
  @Field(() => LeadSource, { description: 'The form the leads came through.' })
  source!: LeadSourceKey;

  @Field(() => Int, { description: `Leads of the last ${WEEK_DAYS} days (UTC), today included (spam held apart).` })
  thisWeek!: number;

  @Field(() => Int, { description: `Leads of the ${WEEK_DAYS} days before those (spam held apart).` })
  lastWeek!: number;

  @Field(() => Float, { nullable: true, description: 'From last week to this, in whole percent; null when last week had none.' })
  changePercent!: number | null;

  @Field(() => [Int], { description: `Leads per day (UTC), oldest first, ${DASHBOARD_DAYS} of them, today last (spam held apart).` })
  days!: number[];

  @Field(() => Int, { description: 'How many of its leads the spam guard holds, awaiting review (of any day).' })
  held!: number;
}

@ObjectType('UpcomingMeeting', { description: 'A confirmed demo meeting still to come: its demo request\u2019s who and when.' })
export class UpcomingMeeting {
  @Field(() => ID, { description: "The demo request's global id." })
  id!: string;

  @Field(() => String, { description: "The requester's first name." })
  firstName!: string;

  @Field(() => String, { description: "The requester's last name." })
  lastName!: string;

  @Field(() => String, { nullable: true, description: "The requester's company; null when none was given." })
  companyName!: string | null;

  @Field(() => Date, { description: 'When the meeting starts.' })
  meetingDate!: Date;
}

export const toUpcomingMeeting = nodeFrom(UpcomingMeeting, upcomingMeetingView);

@ObjectType('DemoFigures', { description: 'Demo requests waiting, and the meetings coming up.' })
export class DemoFigures {
  @Field(() => Int, { description: 'Waiting for confirmation (spam held apart).' })
  pending!: number;

  @Field(() => [UpcomingMeeting], { description: `The next ${NEXT_MEETINGS} confirmed meetings from now, soonest first (spam held apart).` })
  nextMeetings!: UpcomingMeeting[];
}

@ObjectType('StatusCount', { description: 'How many records of a list have one status.' })
export class StatusCount {
  @Field(() => String, { description: 'The status, as the list stores it (for applications, an `ApplicationStatus` value such as reviewed).' })
  status!: string;

  @Field(() => Int, { description: 'How many records have it.' })
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

@ObjectType('NextEventFill', { description: 'The next published event to come and how full it is.' })
export class NextEventFill {
  @Field(() => ID, { description: "The event's global id." })
  id!: string;

  @Field(() => String, { description: "The event's title." })
  title!: string;

  @Field(() => String, { description: "The event's slug (its page: /events/<slug>)." })
  slug!: string;

  @Field(() => Date, { description: 'When it starts.' })
  startsAt!: Date;

  @Field(() => Int, { description: 'Its capacity.' })
  capacity!: number;

  @Field(() => Int, { description: 'Seats held by booked and checked-in bookings.' })
  seated!: number;

  @Field(() => Int, { description: 'seated as a whole percent of capacity.' })
  fillPercent!: number;
}

@ObjectType('BookingFigures', { description: 'Seat bookings: this week, and the next event\'s fill rate.' })
export class BookingFigures {
  @Field(() => Int, { description: `Bookings made in the last ${WEEK_DAYS} days (UTC), today included (spam held apart).` })
  thisWeek!: number;

  @Field(() => NextEventFill, { nullable: true, description: 'The next published, not cancelled event to come; null when none is planned.' })
  nextEvent!: NextEventFill | null;
}

@ObjectType('Dashboard', { description: 'The back office’s landing page: each section only for those who may read its list (null otherwise).' })
export class Dashboard {
  @Field(() => Date, { description: 'The first day of `days` (midnight UTC).' })
  since!: Date;

  @Field(() => [LeadFigures], { description: 'The sources the caller may read.' })
  leads!: LeadFigures[];

  @Field(() => DemoFigures, { nullable: true, description: 'Demo requests waiting and the next meetings; null without `demos:read`.' })
  demoRequests!: DemoFigures | null;

  @Field(() => [StatusCount], { nullable: true, description: 'Applications by status (spam held apart), in the pipeline’s order; null without `careers:read`.' })
  applications!: StatusCount[] | null;

  @Field(() => OutboxFigures, { nullable: true, description: `The mail outbox's figures; null without \`${OUTBOX_PERMISSION}\`.` })
  outbox!: OutboxFigures | null;

  @Field(() => BookingFigures, { nullable: true, description: 'Seat bookings this week and the next event\'s fill rate; null without `events:manage`.' })
  bookings!: BookingFigures | null;
}

/** The figures as GraphQL shows them: a meeting names its request by global id. */
export function toDashboard(figures: DashboardFigures): Dashboard {
  const { demoRequests, bookings } = figures;
  return {
    ...figures,
    bookings: bookings && { ...bookings, nextEvent: bookings.nextEvent && { ...bookings.nextEvent, id: toGlobalId('Event', bookings.nextEvent.id) } },
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

  @Field(() => Int, { description: `How many arrived since the admin last opened the list (spam held apart), counted up to ${NEW_ITEMS_LIMIT}.` })
  count!: number;
}

@InputType('MarkListSeenInput', { description: 'What `markListSeen` takes: the list the admin opened.' })
export class MarkListSeenInput {
  @Field(() => String, { description: 'The screen of the list opened: formSubmissions, demoRequests, careers or newsletter.' })
  @Satisfies(newItemScreen)
  screen!: string;
}

@ObjectType('MarkListSeenPayload', { description: 'What `markListSeen` answers.' })
export class MarkListSeenPayload {
  @Field(() => Boolean, { description: 'Always true: what arrived until now is no longer new to the admin.' })
  success!: boolean;
}
