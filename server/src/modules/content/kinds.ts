import { IsIn, IsOptional } from 'class-validator';
import { Arg, Args, ArgsType, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver, type ClassType } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { InvalidInputError } from '../../domain/errors.js';
import { columns, defineRecord, type RecordMapping } from '../../domain/records.js';
import { RequiredId, Satisfies, inputFrom } from '../../domain/validation.js';
import { Can, Public } from '../../graphql/access.js';
import { byId } from '../../graphql/nodes.js';
import { Node, idOf, toGlobalId } from '../../graphql/relay.js';
import { can } from '../../http/access.js';
import { ID_PATH, bodyWith, statusFilter, type IdRoute } from '../../http/rest-input.js';
import type { RestRoutes } from '../../http/rest.js';
import { CONTENT_MESSAGES, CONTENT_STATUSES, type ContentStatus } from '../../rules/content.js';
import { imageSourcesFieldOf, kindSlugRule, positionRule, ruleOf, type ContentKind, type KindField } from '../../rules/content-kinds.js';
import type { MediaSources } from '../../rules/media.js';
import { richTextFieldRule } from '../../shared/rich-text/index.js';
import { ImageSources } from '../media/media.type.js';
import { revisionRecord } from './content.record.js';
import type { ContentItemEntity } from './content.entity.js';
import { contentAudienceOf } from './content.resolver.js';
import { ContentStatusEnum } from './posts.input.js';
import { ContentRevision, toRevision } from './posts.type.js';
import { RichTextDocument } from './rich-text.scalar.js';
import { KIND_LIST_MAX, positionOf, richTextHtmlOf, valuesOf, type KindInput, type KindService } from './kinds.service.js';

/**
 * The content-kind factory: from a kind's declaration (`rules/content-kinds.ts`) it makes its
 * GraphQL type and operations (`stories`, `story`, `createStory` ... `storyRevisions`), its REST
 * routes (`/api/admin/stories` with the Posts paths), its record and its `Node` loader. Every kind
 * answers the same way, with the same messages (`CONTENT_MESSAGES`, worded for the kind).
 */
export interface KindApi {
  kind: ContentKind;
  /** The GraphQL type (`SuccessStory`). */
  NodeType: ClassType<Node>;
  resolver: ClassType;
  routes: RestRoutes;
  record: RecordMapping<ContentItemEntity, KindRecord>;
  toNode: (item: ContentItemEntity, images?: ReadonlyMap<string, MediaSources>) => Node;
  node: ReturnType<typeof byId<ContentItemEntity>>;
}

/** What integrators see of an item (REST, webhooks, exports): its fields by name, with the content columns. */
export type KindRecord = { _id: string } & Record<string, unknown>;

const graphqlTypeOf = (field: KindField) => (field.type === 'richText' ? () => RichTextDocument : field.type === 'paragraphs' ? () => [String] : field.type === 'number' ? () => Int : () => String);

/** A field's description in the schema, with the values a `choice` takes. */
const descriptionOf = (field: KindField) => (field.options ? `${field.description} One of: ${field.options.map((option) => `\`${option.value}\` (${option.label})`).join(', ')}.` : field.description);

/** Applies a kind's field declarations to a class: GraphQL field and the shared rule. */
function declareFields(target: object, fields: readonly KindField[], asInput: boolean) {
  for (const field of fields) {
    // A document read back is null should a stored one no longer fit the schema (its HTML is then empty).
    const nullable = asInput ? !field.required : field.type === 'richText' || (field.type !== 'paragraphs' && !field.required);
    Field(graphqlTypeOf(field), { nullable, description: descriptionOf(field) })(target, field.name);
    // Rich text: the whole document through the strict parser; and, to read, the HTML the site shows.
    if (asInput) Satisfies(field.type === 'richText' ? richTextFieldRule(field) : ruleOf(field))(target, field.name);
    else if (field.type === 'richText') Field(() => String, { description: `${field.label} as the site shows it: HTML made on the server from the document, nothing else.` })(target, `${field.name}Html`);
  }
}

const versionRule = (value: unknown) => (Number.isInteger(value) && (value as number) >= 1 ? null : 'version must be the version you last read (a whole number from 1)');

/** A body's `publishAt` as a date (JSON has none), for the input's own check. */
const withDate = (body: Record<string, unknown>) => ({ ...body, publishAt: typeof body.publishAt === 'string' ? new Date(body.publishAt) : body.publishAt });

/** A kind's queries by name: its list, one by id or slug, and one's revisions (`stories`, `story`, `storyRevisions`). */
export function kindQueryNames({ noun, nouns }: Pick<ContentKind, 'noun' | 'nouns'>): readonly [list: string, one: string, revisions: string] {
  const key = noun.charAt(0).toLowerCase() + noun.slice(1);
  return [nouns, key, `${key}Revisions`];
}

export function defineKindApi(kind: ContentKind, serviceOf: (context: AppContext) => KindService): KindApi {
  const { typeName, noun, type } = kind;
  // One item has one body: a kind's rich text, if it has one, is kept there.
  if (kind.title.type === 'richText' || kind.fields.filter((field) => field.type === 'richText').length > 1) throw new Error(`${typeName}: a kind has at most one richText field, and not as its title`);
  const one = kind.label.one;
  // What people call them, for descriptions (`nouns` is the API's name: `partnerLogos`).
  const many = kind.label.many.toLowerCase();
  const allFields = [kind.title, ...kind.fields];

  // The record: one shape for REST, webhooks and the GraphQL type.
  const record = defineRecord(typeName, (item: ContentItemEntity): KindRecord => ({
    _id: item.id,
    ...columns(item, ['slug', 'status', 'version']),
    ...valuesOf(kind, item),
    ...richTextHtmlOf(kind, item),
    position: positionOf(item),
    ...columns(item, ['publishAt', 'publishedAt', 'archivedAt', 'createdAt', 'updatedAt']),
  }));

  // --- GraphQL types -------------------------------------------------------------------------
  @ObjectType(typeName, { implements: Node, description: `A ${one}, shown on ${kind.shownOn} once published.` })
  class KindNode extends Node {}
  declareFields(KindNode.prototype, allFields, false);
  Field(() => String, { description: `Names the ${one} in the API (\`${noun.charAt(0).toLowerCase()}${noun.slice(1)}(slug:)\`): lowercase words joined by hyphens.` })(KindNode.prototype, 'slug');
  Field(() => ContentStatusEnum, { description: `Where it stands; visitors only ever see published ${many}.` })(KindNode.prototype, 'status');
  Field(() => Int, { description: `Its version: name it when changing the ${one} (a save from an older one is refused).` })(KindNode.prototype, 'version');
  Field(() => Int, { description: 'Its place in the list: the site shows the lowest first.' })(KindNode.prototype, 'position');
  Field(() => Date, { nullable: true, description: `When a scheduled ${one} goes live.` })(KindNode.prototype, 'publishAt');
  Field(() => Date, { nullable: true, description: 'When it was first published.' })(KindNode.prototype, 'publishedAt');
  Field(() => Date, { nullable: true, description: 'When it was archived; null unless it is.' })(KindNode.prototype, 'archivedAt');
  Field(() => Date, { description: 'When it was created.' })(KindNode.prototype, 'createdAt');
  Field(() => Date, { description: 'When it was last changed.' })(KindNode.prototype, 'updatedAt');
  const imageFields = kind.fields.filter((field) => field.type === 'image');
  for (const field of imageFields) {
    Field(() => ImageSources, { nullable: true, description: `${field.label} as a page shows it; null without one (or when the library no longer has it).` })(KindNode.prototype, imageSourcesFieldOf(field));
  }
  Object.defineProperty(KindNode, 'name', { value: typeName });

  /** The item as GraphQL answers it; its images from `images` (`KindService.imagesOf`), null when not there. */
  const toNode = (item: ContentItemEntity, images: ReadonlyMap<string, MediaSources> = new Map()): Node => {
    const { _id, ...fields } = record.of(item);
    const sources = Object.fromEntries(imageFields.map((field) => [imageSourcesFieldOf(field), images.get(fields[field.name] as string) ?? null]));
    return Object.assign(new KindNode(), fields, sources, { id: toGlobalId(typeName, _id) });
  };
  /** Items as nodes, their images read at once. */
  const nodesOf = async (context: AppContext, items: readonly ContentItemEntity[]): Promise<Node[]> => {
    const images = imageFields.length > 0 ? await serviceOf(context).imagesOf(items) : new Map<string, MediaSources>();
    return items.map((item) => toNode(item, images));
  };

  @InputType(`${noun}FieldsInput`, { description: `A ${one}'s fields.` })
  class FieldsInput {
    [field: string]: unknown;
  }
  declareFields(FieldsInput.prototype, allFields, true);
  Field(() => String, { nullable: true, description: `Names the ${one} in the API; made from the ${kind.title.label.toLowerCase()} when left out on creation, kept when left out on a save.` })(FieldsInput.prototype, 'slug');
  Satisfies(kindSlugRule)(FieldsInput.prototype, 'slug');
  Field(() => Int, { nullable: true, description: 'Its place in the list (the site shows the lowest first); last when left out on creation, kept when left out on a save.' })(FieldsInput.prototype, 'position');
  Satisfies(positionRule)(FieldsInput.prototype, 'position');

  @InputType(`Create${noun}Input`, { description: `What \`create${noun}\` takes: the new ${one} (a draft).` })
  class CreateInput extends FieldsInput {}

  @InputType(`Update${noun}Input`, { description: `What \`update${noun}\` takes: the ${one}, the version you read, and all its fields as they should now be.` })
  class UpdateInput extends FieldsInput {
    @Field(() => ID, { description: `The ${one}'s global id.` })
    @RequiredId()
    id!: string;

    @Field(() => Int, { description: 'The version you last read; refused (CONFLICT) when someone saved since.' })
    @Satisfies(versionRule)
    version!: number;
  }

  const versionInput = (verb: string, description: string) => {
    @InputType(`${verb}${noun}Input`, { description })
    class VersionInput {
      @Field(() => ID, { description: `The ${one}'s global id.` })
      @RequiredId()
      id!: string;

      @Field(() => Int, { description: 'The version you last read; refused (CONFLICT) when someone saved since.' })
      @Satisfies(versionRule)
      version!: number;
    }
    return VersionInput;
  };
  const PublishInput = versionInput('Publish', `What \`publish${noun}\` takes: the ${one} and the version you read.`);
  const UnpublishInput = versionInput('Unpublish', `What \`unpublish${noun}\` takes: the ${one} and the version you read.`);
  const ArchiveInput = versionInput('Archive', `What \`archive${noun}\` takes: the ${one} and the version you read.`);

  @InputType(`Schedule${noun}Input`, { description: `What \`schedule${noun}\` takes: a draft, the version you read, and when it goes live.` })
  class ScheduleInput {
    @Field(() => ID, { description: `The ${one}'s global id.` })
    @RequiredId()
    id!: string;

    @Field(() => Int, { description: 'The version you last read; refused (CONFLICT) when someone saved since.' })
    @Satisfies(versionRule)
    version!: number;

    @Field(() => Date, { description: 'When it goes live (it does within a minute of it): a time in the future.' })
    @Satisfies((value) => (value instanceof Date && !Number.isNaN(value.getTime()) ? null : CONTENT_MESSAGES.publishAtRequired))
    publishAt!: Date;
  }

  @InputType(`Restore${noun}RevisionInput`, { description: `What \`restore${noun}Revision\` takes: the ${one}, the version you read, and the revision whose words become its own again.` })
  class RestoreInput {
    @Field(() => ID, { description: `The ${one}'s global id.` })
    @RequiredId()
    id!: string;

    @Field(() => Int, { description: 'The version you last read; refused (CONFLICT) when someone saved since.' })
    @Satisfies(versionRule)
    version!: number;

    @Field(() => ID, { description: "The revision's id (a `ContentRevision`'s `id`)." })
    @RequiredId()
    revisionId!: string;
  }

  @InputType(`Delete${noun}Input`, { description: `What \`delete${noun}\` takes: a draft that was never published.` })
  class DeleteInput {
    @Field(() => ID, { description: `The ${one}'s global id.` })
    @RequiredId()
    id!: string;
  }

  const [listName, key, revisionsName] = kindQueryNames(kind);
  const payload = (name: string, description: string) => {
    @ObjectType(name, { description })
    class Payload {
      @Field(() => String, { description: `What to tell the member, for example "${CONTENT_MESSAGES.published(type)}".` })
      message!: string;
    }
    Field(() => KindNode, { description: `The ${one}, as it is now.` })(Payload.prototype, key);
    return Payload;
  };
  const CreatePayload = payload(`Create${noun}Payload`, `What \`create${noun}\` answers: the new draft.`);
  const UpdatePayload = payload(`Update${noun}Payload`, `What \`update${noun}\` answers: the ${one} as saved.`);
  const PublishPayload = payload(`Publish${noun}Payload`, `What \`publish${noun}\` answers: the ${one}, published.`);
  const SchedulePayload = payload(`Schedule${noun}Payload`, `What \`schedule${noun}\` answers: the ${one}, scheduled.`);
  const UnpublishPayload = payload(`Unpublish${noun}Payload`, `What \`unpublish${noun}\` answers: the ${one}, a draft again.`);
  const ArchivePayload = payload(`Archive${noun}Payload`, `What \`archive${noun}\` answers: the ${one}, archived.`);
  const RestorePayload = payload(`Restore${noun}RevisionPayload`, `What \`restore${noun}Revision\` answers: the ${one} with the revision's words, as a new version.`);
  const answer = async (context: AppContext, message: string, item: ContentItemEntity) => ({ message, [key]: (await nodesOf(context, [item]))[0] });

  @ObjectType(`Delete${noun}Payload`, { description: `What \`delete${noun}\` answers.` })
  class DeletePayload {
    @Field(() => String, { description: `What to tell the member: "${CONTENT_MESSAGES.deleted(type)}".` })
    message!: string;

    @Field(() => String, { description: `The global id of the deleted ${one}.` })
    deletedId!: string;
  }

  @ArgsType()
  class ListArgs {
    @Field(() => ContentStatusEnum, { nullable: true, description: `Only the ${many} with this status, for callers with \`content:read\`; everyone else always gets published ones.` })
    @IsOptional()
    @IsIn(CONTENT_STATUSES)
    status?: ContentStatus | null;
  }

  const globalId = (id: string) => idOf(id, typeName, CONTENT_MESSAGES.notFound(type));

  // --- GraphQL operations -------------------------------------------------------------------
  @Resolver(() => KindNode)
  class KindResolver {
    @Public()
    @Query(() => [KindNode], { name: listName, description: `The ${many} in the site's order (position, lowest first; at most ${KIND_LIST_MAX}): published ones for visitors, every one (or one status) for callers with \`content:read\`.` })
    async list(@Args(() => ListArgs) { status }: ListArgs, @Ctx() context: AppContext): Promise<Node[]> {
      const audience = await contentAudienceOf(context);
      return nodesOf(context, await serviceOf(context).list(audience, audience === 'admin' ? (status ?? null) : null));
    }

    @Public()
    @Query(() => KindNode, { name: key, description: `A ${one} by its id or its slug (give one); visitors find published ones only (any other is NOT_FOUND).` })
    async one(
      @Arg('slug', () => String, { nullable: true, description: 'Its slug; leave out when giving id.' }) slug: string | null,
      @Arg('id', () => ID, { nullable: true, description: 'Its global id; leave out when giving slug.' }) id: string | null,
      @Ctx() context: AppContext,
    ): Promise<Node> {
      if (!id === !slug) throw InvalidInputError.field('slug', 'Give either slug or id');
      return (await nodesOf(context, [await serviceOf(context).get(id ? globalId(id) : (slug as string), await contentAudienceOf(context))]))[0] as Node;
    }

    @Can('content:read')
    @Query(() => [ContentRevision], { name: revisionsName, description: `A ${one}'s revisions, newest first: who saved each, when, and which fields it changed.` })
    async revisions(@Arg('id', () => ID, { description: `The ${one}'s global id.` }) id: string, @Ctx() context: AppContext): Promise<ContentRevision[]> {
      return (await serviceOf(context).revisions(globalId(id))).map(toRevision);
    }

    @Can('content:write')
    @Mutation(() => CreatePayload, { name: `create${noun}`, description: `Creates a ${one} as a draft.` })
    async create(@Arg('input', () => CreateInput, { description: `The new ${one}.` }) input: CreateInput, @Ctx() context: AppContext) {
      return answer(context, CONTENT_MESSAGES.created(type), await serviceOf(context).create(input as KindInput));
    }

    @Can('content:write')
    @Mutation(() => UpdatePayload, { name: `update${noun}`, description: `Saves every field of a ${one} from the version you read; a published one changes on the site at once.` })
    async update(@Arg('input', () => UpdateInput, { description: `The ${one}, the version you read, and every field as it should now be.` }) input: UpdateInput, @Ctx() context: AppContext) {
      return answer(context, CONTENT_MESSAGES.saved(type), await serviceOf(context).update(globalId(input.id), input.version, input as KindInput));
    }

    @Can('content:publish')
    @Mutation(() => PublishPayload, { name: `publish${noun}`, description: `Publishes a ${one} now (a draft, a scheduled or an archived one).` })
    async publish(@Arg('input', () => PublishInput, { description: `The ${one} and the version you read.` }) input: InstanceType<typeof PublishInput>, @Ctx() context: AppContext) {
      return answer(context, CONTENT_MESSAGES.published(type), await serviceOf(context).publish(globalId(input.id), input.version));
    }

    @Can('content:publish')
    @Mutation(() => SchedulePayload, { name: `schedule${noun}`, description: `Publishes a draft ${one} at \`publishAt\`, within a minute of it (a scheduled one moves to the new time).` })
    async schedule(@Arg('input', () => ScheduleInput, { description: 'The draft, the version you read, and when it goes live.' }) input: ScheduleInput, @Ctx() context: AppContext) {
      return answer(context, CONTENT_MESSAGES.scheduled(type), await serviceOf(context).schedule(globalId(input.id), input.version, input.publishAt));
    }

    @Can('content:publish')
    @Mutation(() => UnpublishPayload, { name: `unpublish${noun}`, description: `Takes a scheduled or published ${one} back to draft: off the site.` })
    async unpublish(@Arg('input', () => UnpublishInput, { description: `The ${one} and the version you read.` }) input: InstanceType<typeof UnpublishInput>, @Ctx() context: AppContext) {
      return answer(context, CONTENT_MESSAGES.unpublished(type), await serviceOf(context).unpublish(globalId(input.id), input.version));
    }

    @Can('content:publish')
    @Mutation(() => ArchivePayload, { name: `archive${noun}`, description: `Archives a ${one}: off the site, kept with its history.` })
    async archive(@Arg('input', () => ArchiveInput, { description: `The ${one} and the version you read.` }) input: InstanceType<typeof ArchiveInput>, @Ctx() context: AppContext) {
      return answer(context, CONTENT_MESSAGES.archived(type), await serviceOf(context).archive(globalId(input.id), input.version));
    }

    @Can('content:write')
    @Mutation(() => RestorePayload, { name: `restore${noun}Revision`, description: `Makes an earlier revision's words the ${one}'s again, as a new version.` })
    async restore(@Arg('input', () => RestoreInput, { description: `The ${one}, the version you read, and the revision to restore.` }) input: RestoreInput, @Ctx() context: AppContext) {
      return answer(context, CONTENT_MESSAGES.restored(type), await serviceOf(context).restore(globalId(input.id), input.version, input.revisionId));
    }

    @Can('content:write')
    @Mutation(() => DeletePayload, { name: `delete${noun}`, description: `Deletes a draft ${one} that was never published (anything the site has shown is archived instead).` })
    async remove(@Arg('input', () => DeleteInput, { description: 'The draft to delete.' }) input: DeleteInput, @Ctx() context: AppContext): Promise<DeletePayload> {
      await serviceOf(context).remove(globalId(input.id));
      return { message: CONTENT_MESSAGES.deleted(type), deletedId: input.id };
    }
  }
  Object.defineProperty(KindResolver, 'name', { value: `${noun}Resolver` });

  // --- REST ---------------------------------------------------------------------------------
  const base = `/api/admin/${kind.rest}`;
  const routes: RestRoutes = (app, contextOf) => {
    const service = (request: Parameters<typeof contextOf>[0]) => serviceOf(contextOf(request));
    const statusQuery = { querystring: { type: 'object', properties: { status: { type: 'string', enum: [...CONTENT_STATUSES, 'all'] } } } } as const;
    app.get<{ Querystring: { status?: ContentStatus | 'all' } }>(base, { schema: statusQuery, ...can('content:read') }, async (request) => {
      const items = await service(request).list('admin', statusFilter(request.query.status));
      return { success: true, data: items.map(record.of), total: items.length };
    });
    app.get<IdRoute>(`${base}/:id`, { ...ID_PATH, ...can('content:read') }, async (request) => ({ success: true, data: record.of(await service(request).get(request.params.id, 'admin')) }));
    app.post(base, can('content:write'), async (request, reply) => {
      const input = await inputFrom(CreateInput, bodyWith(request, {}));
      return reply.status(201).send({ success: true, message: CONTENT_MESSAGES.created(type), data: record.of(await service(request).create(input as KindInput)) });
    });
    app.put<IdRoute>(`${base}/:id`, { ...ID_PATH, ...can('content:write') }, async (request) => {
      const input = await inputFrom(UpdateInput, bodyWith(request, { id: request.params.id }));
      return { success: true, message: CONTENT_MESSAGES.saved(type), data: record.of(await service(request).update(input.id, input.version, input as KindInput)) };
    });
    app.delete<IdRoute>(`${base}/:id`, { ...ID_PATH, ...can('content:write') }, async (request) => {
      await service(request).remove(request.params.id);
      return { success: true, message: CONTENT_MESSAGES.deleted(type) };
    });
    // Publishing: each names the version the caller read (409 when someone saved since).
    const versioned = { ...ID_PATH, ...can('content:publish') };
    app.post<IdRoute>(`${base}/:id/publish`, versioned, async (request) => {
      const input = await inputFrom(PublishInput, bodyWith(request, { id: request.params.id }));
      return { success: true, message: CONTENT_MESSAGES.published(type), data: record.of(await service(request).publish(input.id, input.version)) };
    });
    app.post<IdRoute>(`${base}/:id/schedule`, versioned, async (request) => {
      const input = await inputFrom(ScheduleInput, withDate(bodyWith(request, { id: request.params.id })));
      return { success: true, message: CONTENT_MESSAGES.scheduled(type), data: record.of(await service(request).schedule(input.id, input.version, input.publishAt)) };
    });
    app.post<IdRoute>(`${base}/:id/unpublish`, versioned, async (request) => {
      const input = await inputFrom(UnpublishInput, bodyWith(request, { id: request.params.id }));
      return { success: true, message: CONTENT_MESSAGES.unpublished(type), data: record.of(await service(request).unpublish(input.id, input.version)) };
    });
    app.post<IdRoute>(`${base}/:id/archive`, versioned, async (request) => {
      const input = await inputFrom(ArchiveInput, bodyWith(request, { id: request.params.id }));
      return { success: true, message: CONTENT_MESSAGES.archived(type), data: record.of(await service(request).archive(input.id, input.version)) };
    });
    app.get<IdRoute>(`${base}/:id/revisions`, { ...ID_PATH, ...can('content:read') }, async (request) => ({
      success: true,
      data: (await service(request).revisions(request.params.id)).map(revisionRecord.of),
    }));
    app.post<IdRoute>(`${base}/:id/restore`, { ...ID_PATH, ...can('content:write') }, async (request) => {
      const input = await inputFrom(RestoreInput, bodyWith(request, { id: request.params.id }));
      return { success: true, message: CONTENT_MESSAGES.restored(type), data: record.of(await service(request).restore(input.id, input.version, input.revisionId)) };
    });
  };

  // Visitors find published items only; the service decides from who is asking.
  const node = byId(
    async (context, id) => {
      const item = await serviceOf(context).get(id, await contentAudienceOf(context));
      return { item, images: await serviceOf(context).imagesOf([item]) };
    },
    ({ item, images }) => toNode(item, images),
    'public',
  );

  return { kind, NodeType: KindNode, resolver: KindResolver, routes, record, toNode, node };
}
