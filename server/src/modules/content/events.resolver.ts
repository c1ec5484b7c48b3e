import { IsIn, IsOptional } from 'class-validator';
import { Arg, Args, ArgsType, Ctx, Field, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { InvalidInputError } from '../../domain/errors.js';
import { can } from '../../domain/principal.js';
import { Can, Public } from '../../graphql/access.js';
import { ConnectionArgs, fromGlobalId, idOf } from '../../graphql/relay.js';
import { CONTENT_MESSAGES, CONTENT_STATUSES } from '../../rules/content.js';
import { EVENT_MESSAGES, EVENT_WHEN } from '../../rules/site-events.js';
import type { ContentAudience } from './content.service.js';
import type { EventInputFields } from './events.js';
import {
  ArchiveEventInput,
  CancelEventInput,
  CreateEventInput,
  EventWhenEnum,
  PublishEventInput,
  RestoreEventRevisionInput,
  ScheduleEventInput,
  UpdateEventInput,
  type EventInput,
} from './events.input.js';
import {
  ArchiveEventPayload,
  CancelEventPayload,
  CreateEventPayload,
  Event,
  EventConnection,
  PublishEventPayload,
  RestoreEventRevisionPayload,
  ScheduleEventPayload,
  UpdateEventPayload,
  toEvent,
} from './events.type.js';
import { ContentStatusEnum } from './posts.input.js';
import { ContentRevision, PreviewLink, toRevision } from './posts.type.js';

@ArgsType()
class EventsArgs extends ConnectionArgs {
  @Field(() => EventWhenEnum, { nullable: true, description: 'UPCOMING (soonest first) or PAST (newest first); visitors get UPCOMING when left out, the team every event, last changed first.' })
  @IsOptional()
  @IsIn(EVENT_WHEN, { message: EVENT_MESSAGES.whenInvalid })
  when?: EventWhenEnum | null;

  @Field(() => ContentStatusEnum, { nullable: true, description: 'Only the events with this status, for callers with `events:manage`; everyone else always gets published events.' })
  @IsOptional()
  @IsIn(CONTENT_STATUSES)
  status?: ContentStatusEnum | null;
}

const eventId = (id: string) => idOf(id, 'Event', CONTENT_MESSAGES.notFound('event'));

/** Who a list or page is for: whoever manages events sees every status and the online link; everyone else, published events without it. */
export const eventAudienceOf = async ({ principal }: Pick<AppContext, 'principal'>): Promise<ContentAudience> => (can(await principal(), 'events:manage') ? 'admin' : 'public');

/** GraphQL names speakers by their `Profile` global ids; the service by their ids (an id of another type is nobody, refused as an unknown speaker). */
function withSpeakerIds(input: EventInput): EventInputFields {
  const profileId = (id: string) => {
    const parsed = fromGlobalId(id);
    return parsed?.typename === 'Profile' ? parsed.id : id;
  };
  return { ...input, agenda: input.agenda?.map((session) => ({ ...session, speakerIds: (session.speakerIds ?? []).map(profileId) })) ?? null };
}

/** The events' GraphQL operations: thin over `EventsService`, which decides what each caller may see. */
@Resolver(() => Event)
export class EventsResolver {
  @Public()
  @Query(() => EventConnection, { description: 'Events: published ones, upcoming or past, for visitors; every event (or one status) for callers with `events:manage`.' })
  async events(@Args(() => EventsArgs) { when, status, ...page }: EventsArgs, @Ctx() context: AppContext) {
    const audience = await eventAudienceOf(context);
    return context.services.events.list(audience, { when, status: audience === 'admin' ? status : null }, page, toEvent);
  }

  @Public()
  @Query(() => Event, { description: 'An event by its id or its slug (give one); visitors find published events only (any other is NOT_FOUND).' })
  async event(
    @Arg('slug', () => String, { nullable: true, description: 'The slug of its address /events/<slug>; leave out when giving id.' }) slug: string | null,
    @Arg('id', () => ID, { nullable: true, description: "The event's global id; leave out when giving slug." }) id: string | null,
    @Ctx() context: AppContext,
  ): Promise<Event> {
    if (!id === !slug) throw InvalidInputError.field('slug', 'Give either slug or id');
    return toEvent(await context.services.events.get(id ? eventId(id) : (slug as string), await eventAudienceOf(context)));
  }

  @Public()
  @Query(() => Event, { description: 'An event as a preview link shows it, whatever its status (never with its online link): the token of `eventPreviewLink` is the credential.' })
  async eventPreview(@Arg('token', () => String, { description: 'The last part of the preview link.' }) token: string, @Ctx() { services }: AppContext): Promise<Event> {
    return toEvent(await services.events.previewed(token));
  }

  @Can('events:manage')
  @Query(() => [ContentRevision], { description: "An event's revisions, newest first." })
  async eventRevisions(@Arg('id', () => ID, { description: "The event's global id." }) id: string, @Ctx() { services }: AppContext): Promise<ContentRevision[]> {
    return (await services.content.revisions('event', eventId(id))).map(toRevision);
  }

  @Can('events:manage')
  @Query(() => PreviewLink, { description: 'A link that shows the event, as its page will look, to whoever has it, for 24 hours.' })
  eventPreviewLink(@Arg('id', () => ID, { description: "The event's global id." }) id: string, @Ctx() { services }: AppContext): Promise<PreviewLink> {
    return services.events.previewLink(eventId(id));
  }

  @Can('events:manage')
  @Mutation(() => CreateEventPayload, { description: 'Creates an event as a draft.' })
  async createEvent(@Arg('input', () => CreateEventInput, { description: 'The new event.' }) input: CreateEventInput, @Ctx() { services }: AppContext): Promise<CreateEventPayload> {
    return { message: CONTENT_MESSAGES.created('event'), event: toEvent(await services.events.create(withSpeakerIds(input))) };
  }

  @Can('events:manage')
  @Mutation(() => UpdateEventPayload, { description: 'Saves every field of an event from the version you read; a published event whose start changes keeps the previous one (`previousStartsAt`).' })
  async updateEvent(@Arg('input', () => UpdateEventInput, { description: 'The event, the version you read, and every field as it should now be.' }) input: UpdateEventInput, @Ctx() { services }: AppContext): Promise<UpdateEventPayload> {
    return { message: CONTENT_MESSAGES.saved('event'), event: toEvent(await services.events.update(eventId(input.id), input.version, withSpeakerIds(input))) };
  }

  @Can('events:manage')
  @Mutation(() => PublishEventPayload, { description: 'Publishes an event now (a draft, a scheduled or an archived one): `event.published`.' })
  async publishEvent(@Arg('input', () => PublishEventInput, { description: 'The event and the version you read.' }) input: PublishEventInput, @Ctx() { services }: AppContext): Promise<PublishEventPayload> {
    return { message: CONTENT_MESSAGES.published('event'), event: toEvent(await services.events.publish(eventId(input.id), input.version)) };
  }

  @Can('events:manage')
  @Mutation(() => ScheduleEventPayload, { description: 'Publishes a draft event at `publishAt`, within a minute of it.' })
  async scheduleEvent(@Arg('input', () => ScheduleEventInput, { description: 'The draft, the version you read, and when it goes live.' }) input: ScheduleEventInput, @Ctx() { services }: AppContext): Promise<ScheduleEventPayload> {
    return { message: CONTENT_MESSAGES.scheduled('event'), event: toEvent(await services.events.schedule(eventId(input.id), input.version, input.publishAt)) };
  }

  @Can('events:manage')
  @Mutation(() => ArchiveEventPayload, { description: 'Archives an event: off the site, kept with its history.' })
  async archiveEvent(@Arg('input', () => ArchiveEventInput, { description: 'The event and the version you read.' }) input: ArchiveEventInput, @Ctx() { services }: AppContext): Promise<ArchiveEventPayload> {
    return { message: CONTENT_MESSAGES.archived('event'), event: toEvent(await services.events.archive(eventId(input.id), input.version)) };
  }

  @Can('events:manage')
  @Mutation(() => CancelEventPayload, { description: 'Cancels a published event: it stays on the site, its page saying it is cancelled (with the note): `event.cancelled`.' })
  async cancelEvent(@Arg('input', () => CancelEventInput, { description: 'The event, the version you read, and an optional note.' }) input: CancelEventInput, @Ctx() { services }: AppContext): Promise<CancelEventPayload> {
    return { message: EVENT_MESSAGES.cancelled, event: toEvent(await services.events.cancel(eventId(input.id), input.version, input.note ?? null)) };
  }

  @Can('events:manage')
  @Mutation(() => RestoreEventRevisionPayload, { description: "Makes an earlier revision's fields the event's again, as a new version." })
  async restoreEventRevision(@Arg('input', () => RestoreEventRevisionInput, { description: 'The event, the version you read, and the revision to restore.' }) input: RestoreEventRevisionInput, @Ctx() { services }: AppContext): Promise<RestoreEventRevisionPayload> {
    return { message: CONTENT_MESSAGES.restored('event'), event: toEvent(await services.events.restore(eventId(input.id), input.version, input.revisionId)) };
  }
}
