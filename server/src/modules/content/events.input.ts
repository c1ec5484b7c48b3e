import { IsOptional } from 'class-validator';
import { Field, Float, ID, InputType, Int, registerEnumType } from 'type-graphql';
import { RequiredId, Satisfies } from '../../domain/validation.js';
import { graphqlEnum } from '../../graphql/enums.js';
import { CONTENT_LIMITS, postRules } from '../../rules/content.js';
import { EVENT_FORMATS, EVENT_LIMITS, eventRules, type EventWhen } from '../../rules/site-events.js';
import { bookingQuestionsRule } from '../../rules/bookings.js';
import { parseRichText } from '../../shared/rich-text/index.js';
import { RichTextDocument } from './rich-text.scalar.js';

export const EventFormatEnum = graphqlEnum('EventFormat', EVENT_FORMATS, {
  description: 'Where an event happens.',
  values: {
    in_person: 'At its venue.',
    online: 'On line, at its online link (shown to the team and, later, to booked attendees only).',
    hybrid: 'At its venue and on line.',
  },
});
export type EventFormatEnum = (typeof EVENT_FORMATS)[number];

/**
 * Which events a list shows. Named UPCOMING and PAST, as P21 gives them to integrators (the
 * schema's other enums keep their stored values' names).
 */
export const EventWhenEnum = { UPCOMING: 'upcoming', PAST: 'past' } as const satisfies Record<string, EventWhen>;
export type EventWhenEnum = EventWhen;
registerEnumType(EventWhenEnum, {
  name: 'EventWhen',
  description: 'Which events a list shows.',
  valuesConfig: { UPCOMING: { description: 'Not over yet (under way or to come), soonest first.' }, PAST: { description: 'Over, the newest first.' } },
});

/** A body the editor's schema allows; the first problem otherwise. */
const richTextRule = (value: unknown) => {
  const parsed = parseRichText(value);
  return 'errors' in parsed ? (parsed.errors[0] ?? null) : null;
};

/** A version the caller last read: every change names it, and is refused when someone saved since. */
const versionRule = (value: unknown) => (Number.isInteger(value) && (value as number) >= 1 ? null : 'version must be the version you last read (a whole number from 1)');

@InputType('EventVenueInput', { description: 'Where an in-person or hybrid event happens.' })
export class EventVenueInput {
  @Field(() => String, { description: `The venue's name; at most ${EVENT_LIMITS.venueNameMax} characters.` })
  name!: string;

  @Field(() => [String], { description: `Its address, one line each (at most ${EVENT_LIMITS.addressLinesMax}).` })
  addressLines!: string[];

  @Field(() => Float, { description: 'Its map point: latitude, from -90 to 90.' })
  latitude!: number;

  @Field(() => Float, { description: 'Its map point: longitude, from -180 to 180.' })
  longitude!: number;
}

@InputType('AgendaSessionInput', { description: "One session of an event's agenda, within the event's start and end." })
export class AgendaSessionInput {
  @Field(() => Date, { description: 'When it starts.' })
  startsAt!: Date;

  @Field(() => Date, { description: 'When it ends: after its start.' })
  endsAt!: Date;

  @Field(() => String, { description: `Its title; at most ${EVENT_LIMITS.sessionTitleMax} characters.` })
  title!: string;

  @Field(() => [ID], { nullable: true, description: `Its speakers: published profiles (\`Profile\` ids), at most ${EVENT_LIMITS.speakersPerSessionMax}.` })
  @IsOptional()
  speakerIds?: string[] | null;
}

/** An event's fields, as createEvent and updateEvent take them (the whole event: a field left out is emptied). */
@InputType('EventFieldsInput', { description: "An event's fields." })
export class EventInput {
  @Field(() => String, { description: `Required; one line of at most ${CONTENT_LIMITS.titleMax} characters. A new event's slug is made from it unless one is given.` })
  @Satisfies(postRules.title)
  title!: string;

  @Field(() => String, { nullable: true, description: 'The page is /events/<slug>. Changing it keeps the old address answering 301 to the new one.' })
  @Satisfies(postRules.slug)
  slug?: string | null;

  @Field(() => String, { nullable: true, description: `A few sentences for lists and search results; at most ${CONTENT_LIMITS.summaryMax} characters.` })
  @Satisfies(eventRules.summary)
  summary?: string | null;

  @Field(() => RichTextDocument, { description: "The event's description: the editor's JSON document, as a post's body." })
  @Satisfies(richTextRule)
  body!: unknown;

  @Field(() => ID, { nullable: true, description: 'The cover image: an image of the media library with alt text.' })
  @IsOptional()
  coverImageId?: string | null;

  @Field(() => EventFormatEnum, { description: 'In person, online or hybrid: says whether it needs a venue, an online link or both.' })
  @Satisfies(eventRules.format)
  format!: EventFormatEnum;

  @Field(() => EventVenueInput, { nullable: true, description: 'Required unless the event is online.' })
  @IsOptional()
  venue?: EventVenueInput | null;

  @Field(() => String, { nullable: true, description: 'The https link attendees join at; required unless the event is in person. Never shown to visitors.' })
  @Satisfies(eventRules.onlineUrl)
  onlineUrl?: string | null;

  @Field(() => Date, { description: 'When it starts.' })
  @Satisfies(eventRules.startsAt)
  startsAt!: Date;

  @Field(() => Date, { description: 'When it ends: after its start.' })
  @Satisfies(eventRules.endsAt)
  endsAt!: Date;

  @Field(() => String, { description: 'The IANA time zone where it happens (Asia/Kolkata): its page writes the times on those clocks.' })
  @Satisfies(eventRules.timeZone)
  timeZone!: string;

  @Field(() => [AgendaSessionInput], { nullable: true, description: `Its sessions, at most ${EVENT_LIMITS.agendaMax}.` })
  @IsOptional()
  agenda?: AgendaSessionInput[] | null;

  @Field(() => Int, { description: `How many seats: a whole number from 1 to ${EVENT_LIMITS.capacityMax}.` })
  @Satisfies(eventRules.capacity)
  capacity!: number;

  @Field(() => Date, { nullable: true, description: 'When booking opens; at once when left out.' })
  @Satisfies(eventRules.bookingTime)
  bookingOpensAt?: Date | null;

  @Field(() => Date, { nullable: true, description: 'When booking closes: after it opens, no later than the end; at the end when left out.' })
  @Satisfies(eventRules.bookingTime)
  bookingClosesAt?: Date | null;

  @Field(() => Boolean, { nullable: true, description: 'Whether each booking waits for the team to approve it; false when left out.' })
  @IsOptional()
  needsApproval?: boolean | null;

  @Field(() => [String], { nullable: true, description: 'The optional questions its booking form asks (labels; each answer is text): at most 5, each one line of at most 200 characters. None when left out.' })
  @Satisfies(bookingQuestionsRule)
  questions?: string[] | null;
}

@InputType('CreateEventInput', { description: 'What `createEvent` takes: the new event (a draft).' })
export class CreateEventInput extends EventInput {}

@InputType('UpdateEventInput', { description: 'What `updateEvent` takes: the event, the version you read, and all its fields as they should now be.' })
export class UpdateEventInput extends EventInput {
  @Field(() => ID, { description: "The event's global id." })
  @RequiredId()
  id!: string;

  @Field(() => Int, { description: 'The version you last read; refused (CONFLICT) when someone saved since.' })
  @Satisfies(versionRule)
  version!: number;
}

@InputType()
export class EventVersionInput {
  @Field(() => ID, { description: "The event's global id." })
  @RequiredId()
  id!: string;

  @Field(() => Int, { description: 'The version you last read; refused (CONFLICT) when someone saved since.' })
  @Satisfies(versionRule)
  version!: number;
}

@InputType('PublishEventInput', { description: 'What `publishEvent` takes: the event and the version you read.' })
export class PublishEventInput extends EventVersionInput {}

@InputType('ScheduleEventInput', { description: 'What `scheduleEvent` takes: a draft, the version you read, and when it goes live.' })
export class ScheduleEventInput extends EventVersionInput {
  @Field(() => Date, { description: 'When it goes live (within a minute of it): a time in the future.' })
  @Satisfies((value) => (value instanceof Date && !Number.isNaN(value.getTime()) ? null : 'Choose when to publish'))
  publishAt!: Date;
}

@InputType('ArchiveEventInput', { description: 'What `archiveEvent` takes: the event and the version you read.' })
export class ArchiveEventInput extends EventVersionInput {}

@InputType('CancelEventInput', { description: 'What `cancelEvent` takes: a published event, the version you read, and an optional note for visitors.' })
export class CancelEventInput extends EventVersionInput {
  @Field(() => String, { nullable: true, description: `What its page says beside "Cancelled"; at most ${EVENT_LIMITS.cancellationNoteMax} characters.` })
  @Satisfies(eventRules.cancellationNote)
  note?: string | null;
}

@InputType('RestoreEventRevisionInput', { description: "What `restoreEventRevision` takes: the event, the version you read, and the revision whose words become the event's again." })
export class RestoreEventRevisionInput extends EventVersionInput {
  @Field(() => ID, { description: "The revision's id (a `ContentRevision`'s `id`)." })
  @RequiredId()
  revisionId!: string;
}
