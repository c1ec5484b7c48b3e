import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { nodeFrom } from '../../graphql/records.js';
import { connectionOf, Node } from '../../graphql/relay.js';
import { ImageSources } from '../media/media.type.js';
import { EVENT_DIFFERENCES, eventRecord } from './events.record.js';
import { EventFormatEnum } from './events.input.js';
import { ContentStatusEnum } from './posts.input.js';
import { RichTextDocument } from './rich-text.scalar.js';

@ObjectType('EventVenue', { description: 'Where an in-person or hybrid event happens.' })
export class EventVenue {
  @Field(() => String, { description: "The venue's name." })
  name!: string;

  @Field(() => [String], { description: 'Its address, one line each.' })
  addressLines!: string[];

  @Field(() => Float, { description: 'Its map point: latitude.' })
  latitude!: number;

  @Field(() => Float, { description: 'Its map point: longitude.' })
  longitude!: number;
}

@ObjectType('AgendaSession', { description: "One session of an event's agenda." })
export class AgendaSession {
  @Field(() => Date, { description: 'When it starts (within the event).' })
  startsAt!: Date;

  @Field(() => Date, { description: 'When it ends (within the event).' })
  endsAt!: Date;

  @Field(() => String, { description: "The session's title." })
  title!: string;

  @Field(() => [ID], { description: 'Its speakers: `Profile` global ids.' })
  speakerIds!: string[];
}

@ObjectType('Event', { implements: Node, description: 'An event the team runs: /events/<slug> once published.' })
export class Event extends Node {
  @Field(() => String, { description: 'The page is /events/<slug>.' })
  slug!: string;

  @Field(() => String, { description: "The event's title: the page's heading." })
  title!: string;

  @Field(() => ContentStatusEnum, { description: 'Where it stands; visitors only ever see published events.' })
  status!: ContentStatusEnum;

  @Field(() => Int, { description: 'Its version: name it when changing the event (a save from an older one is refused).' })
  version!: number;

  @Field(() => String, { nullable: true, description: 'A few sentences for lists and search results.' })
  summary!: string | null;

  @Field(() => RichTextDocument, { nullable: true, description: "The editor's JSON document." })
  body!: Record<string, unknown> | null;

  @Field(() => String, { description: 'The body as the page shows it: HTML made on the server from the document.' })
  html!: string;

  @Field(() => String, { nullable: true, description: 'The cover image (a `MediaAsset` id); null when none.' })
  coverImageId!: string | null;

  @Field(() => ImageSources, { nullable: true, description: 'The cover image as a page shows it.' })
  coverImage!: ImageSources | null;

  @Field(() => EventFormatEnum, { description: 'In person, online or hybrid.' })
  format!: EventFormatEnum;

  @Field(() => EventVenue, { nullable: true, description: 'Null for an online event.' })
  venue!: EventVenue | null;

  @Field(() => String, { nullable: true, description: 'The link attendees join at: null unless the caller has `events:manage` (visitors never see it).' })
  onlineUrl!: string | null;

  @Field(() => Date, { description: 'When it starts.' })
  startsAt!: Date;

  @Field(() => Date, { description: 'When it ends; it is upcoming until then.' })
  endsAt!: Date;

  @Field(() => String, { description: 'The IANA time zone where it happens: write its times on those clocks.' })
  timeZone!: string;

  @Field(() => [AgendaSession], { description: 'Its sessions, as the team ordered them.' })
  agenda!: AgendaSession[];

  @Field(() => Int, { description: 'How many seats.' })
  capacity!: number;

  @Field(() => Date, { nullable: true, description: 'When booking opens; null: already open.' })
  bookingOpensAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When booking closes; null: at the end.' })
  bookingClosesAt!: Date | null;

  @Field(() => Boolean, { description: 'Whether each booking waits for the team to approve it.' })
  needsApproval!: boolean;

  @Field(() => [String], { description: "The optional questions its booking form asks, in order (`bookSeat`'s `answers` follow them)." })
  questions!: string[];

  @Field(() => Boolean, { description: 'Whether it was cancelled (its page says so; it stays published).' })
  cancelled!: boolean;

  @Field(() => Date, { nullable: true, description: 'When it was cancelled; null while it goes ahead.' })
  cancelledAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'What its page says about the cancellation.' })
  cancellationNote!: string | null;

  @Field(() => Date, { nullable: true, description: 'The start it had before it moved (while published); null when it never moved.' })
  previousStartsAt!: Date | null;

  @Field(() => String, { description: 'Its address on the site, /events/<slug>.' })
  path!: string;

  @Field(() => Date, { nullable: true, description: 'When a scheduled event goes live.' })
  publishAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When it was first published.' })
  publishedAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When it was archived; null unless it is.' })
  archivedAt!: Date | null;

  @Field(() => Date, { description: 'When it was created.' })
  createdAt!: Date;

  @Field(() => Date, { description: 'When it was last changed.' })
  updatedAt!: Date;
}

export const toEvent = nodeFrom(Event, eventRecord, EVENT_DIFFERENCES);

export const EventConnection = connectionOf(Event);

/** What a change of an event answers (each mutation under its own payload name). */
@ObjectType()
export class EventPayload {
  @Field(() => String, { description: 'What to tell the member, for example "Event published".' })
  message!: string;

  @Field(() => Event, { description: 'The event, as it is now.' })
  event!: Event;
}

@ObjectType('CreateEventPayload', { description: 'What `createEvent` answers: the new draft.' })
export class CreateEventPayload extends EventPayload {}
@ObjectType('UpdateEventPayload', { description: 'What `updateEvent` answers: the event as saved.' })
export class UpdateEventPayload extends EventPayload {}
@ObjectType('PublishEventPayload', { description: 'What `publishEvent` answers: the event, published.' })
export class PublishEventPayload extends EventPayload {}
@ObjectType('ScheduleEventPayload', { description: 'What `scheduleEvent` answers: the event, scheduled.' })
export class ScheduleEventPayload extends EventPayload {}
@ObjectType('ArchiveEventPayload', { description: 'What `archiveEvent` answers: the event, archived.' })
export class ArchiveEventPayload extends EventPayload {}
@ObjectType('CancelEventPayload', { description: 'What `cancelEvent` answers: the event, cancelled (still published).' })
export class CancelEventPayload extends EventPayload {}
@ObjectType('RestoreEventRevisionPayload', { description: 'What `restoreEventRevision` answers: the event as restored.' })
export class RestoreEventRevisionPayload extends EventPayload {}
