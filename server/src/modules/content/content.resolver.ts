import { IsIn, IsOptional, MaxLength } from 'class-validator';
import { Arg, Args, ArgsType, Ctx, Field, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { InvalidInputError } from '../../domain/errors.js';
import { can } from '../../domain/principal.js';
import { Can, Public } from '../../graphql/access.js';
import { ConnectionArgs, idOf, toGlobalId } from '../../graphql/relay.js';
import { CONTENT_LIMITS, CONTENT_MESSAGES, CONTENT_STATUSES, tagOf } from '../../rules/content.js';
import type { ContentAudience } from './content.service.js';
import { ArchivePostInput, ContentStatusEnum, CreatePostInput, DeletePostInput, PublishPostInput, RestorePostRevisionInput, SchedulePostInput, UnpublishPostInput, UpdatePostInput } from './posts.input.js';
import {
  ArchivePostPayload,
  ContentRevision,
  PostAuthor,
  CreatePostPayload,
  DeletePostPayload,
  Post,
  PostConnection,
  PreviewLink,
  PublishPostPayload,
  RestorePostRevisionPayload,
  SchedulePostPayload,
  UnpublishPostPayload,
  UpdatePostPayload,
  toPost,
  toRevision,
} from './posts.type.js';

@ArgsType()
class PostsArgs extends ConnectionArgs {
  @Field(() => String, { nullable: true, description: 'Only the posts with this tag.' })
  @IsOptional()
  @MaxLength(CONTENT_LIMITS.tagMax, { message: CONTENT_MESSAGES.tagTooLong })
  tag?: string | null;

  @Field(() => ContentStatusEnum, { nullable: true, description: 'Only the posts with this status, for callers with `content:read`; everyone else always gets published posts.' })
  @IsOptional()
  @IsIn(CONTENT_STATUSES)
  status?: ContentStatusEnum | null;
}

/** How many names the author choice lists. */
const POST_AUTHORS_MAX = 200;

const postId = (id: string) => idOf(id, 'Post', CONTENT_MESSAGES.notFound('post'));

/** Who a list or page is for: whoever may read content sees every status; everyone else, published posts. */
export const contentAudienceOf = async ({ principal }: Pick<AppContext, 'principal'>): Promise<ContentAudience> => (can(await principal(), 'content:read') ? 'admin' : 'public');

@Resolver(() => Post)
export class ContentResolver {
  @Public()
  @Query(() => PostConnection, { description: 'Insights posts: published ones, newest first, for visitors; every post (or one status), last changed first, for callers with `content:read`.' })
  async posts(@Args(() => PostsArgs) { tag, status, ...page }: PostsArgs, @Ctx() context: AppContext) {
    const audience = await contentAudienceOf(context);
    const { posts } = context.services;
    return posts.list(audience, { tag: tag ? tagOf(tag) : null, status: audience === 'admin' ? status : null }, page, toPost);
  }

  @Public()
  @Query(() => Post, { description: 'A post by its id or its slug (give one); visitors find published posts only (any other is NOT_FOUND).' })
  async post(
    @Arg('slug', () => String, { nullable: true, description: 'The slug of its address /insights/<slug>; leave out when giving id.' }) slug: string | null,
    @Arg('id', () => ID, { nullable: true, description: "The post's global id; leave out when giving slug." }) id: string | null,
    @Ctx() context: AppContext,
  ): Promise<Post> {
    if (!id === !slug) throw InvalidInputError.field('slug', 'Give either slug or id');
    return toPost(await context.services.posts.get(id ? postId(id) : (slug as string), await contentAudienceOf(context)));
  }

  @Public()
  @Query(() => Post, { description: 'A post as a preview link shows it, whatever its status: the token of `postPreviewLink` is the credential (it expires in 24 hours).' })
  async postPreview(@Arg('token', () => String, { description: 'The last part of the preview link.' }) token: string, @Ctx() { services }: AppContext): Promise<Post> {
    return toPost(await services.posts.previewed(token));
  }

  @Public()
  @Query(() => [String], { description: 'The tags of published posts, most used first (the Insights page filters by them).' })
  postTags(@Ctx() { services }: AppContext): Promise<string[]> {
    return services.posts.tags();
  }

  @Public()
  @FieldResolver(() => [Post], { description: 'Up to `first` other published posts sharing a tag with this one, newest first.' })
  async relatedPosts(@Root() post: Post, @Arg('first', () => Int, { defaultValue: 3, description: 'At most 6.' }) first: number, @Ctx() { services }: AppContext): Promise<Post[]> {
    return (await services.posts.related(postId(post.id), Math.max(0, Math.min(first, 6)))).map(toPost);
  }

  @Can('content:read')
  @Query(() => [ContentRevision], { description: "A post's revisions, newest first: who saved each, when, and which fields it changed." })
  async postRevisions(@Arg('id', () => ID, { description: "The post's global id." }) id: string, @Ctx() { services }: AppContext): Promise<ContentRevision[]> {
    return (await services.content.revisions('post', postId(id))).map(toRevision);
  }

  @Can('content:read')
  @Query(() => PreviewLink, { description: 'A link that shows the post, as its page will look, to whoever has it, for 24 hours.' })
  postPreviewLink(@Arg('id', () => ID, { description: "The post's global id." }) id: string, @Ctx() { services }: AppContext): Promise<PreviewLink> {
    return services.posts.previewLink(postId(id));
  }

  // Whoever writes a post chooses whom it credits: the team's names, without `team:manage` (the Team screen's).
  @Can('content:write')
  @Query(() => [PostAuthor], { description: `The team members a post may credit (active accounts), by name; at most ${POST_AUTHORS_MAX}.` })
  async postAuthors(@Ctx() { services }: AppContext): Promise<PostAuthor[]> {
    return (await services.posts.authors(POST_AUTHORS_MAX)).map(({ id, name }) => ({ id: toGlobalId('Admin', id), name }));
  }

  @Can('content:write')
  @Mutation(() => CreatePostPayload, { description: 'Creates a post as a draft.' })
  async createPost(@Arg('input', () => CreatePostInput, { description: 'The new post.' }) input: CreatePostInput, @Ctx() context: AppContext): Promise<CreatePostPayload> {
    return { message: CONTENT_MESSAGES.created('post'), post: toPost(await context.services.posts.create(input, await authorOf(context, input.authorId))) };
  }

  @Can('content:write')
  @Mutation(() => UpdatePostPayload, { description: 'Saves every field of a post from the version you read; a published post changes on the site at once.' })
  async updatePost(@Arg('input', () => UpdatePostInput, { description: 'The post, the version you read, and every field as it should now be.' }) input: UpdatePostInput, @Ctx() context: AppContext): Promise<UpdatePostPayload> {
    const author = input.authorId ? idOf(input.authorId, 'Admin', CONTENT_MESSAGES.authorUnknown) : undefined;
    const post = await context.services.posts.update(postId(input.id), input.version, input, author);
    return { message: CONTENT_MESSAGES.saved('post'), post: toPost(post) };
  }

  @Can('content:publish')
  @Mutation(() => PublishPostPayload, { description: 'Publishes a post now (a draft, a scheduled or an archived one).' })
  async publishPost(@Arg('input', () => PublishPostInput, { description: 'The post and the version you read.' }) input: PublishPostInput, @Ctx() { services }: AppContext): Promise<PublishPostPayload> {
    return { message: CONTENT_MESSAGES.published('post'), post: toPost(await services.posts.publish(postId(input.id), input.version)) };
  }

  @Can('content:publish')
  @Mutation(() => SchedulePostPayload, { description: 'Publishes a draft at `publishAt`, within a minute of it (a scheduled post moves to the new time).' })
  async schedulePost(@Arg('input', () => SchedulePostInput, { description: 'The draft, the version you read, and when it goes live.' }) input: SchedulePostInput, @Ctx() { services }: AppContext): Promise<SchedulePostPayload> {
    return { message: CONTENT_MESSAGES.scheduled('post'), post: toPost(await services.posts.schedule(postId(input.id), input.version, input.publishAt)) };
  }

  @Can('content:publish')
  @Mutation(() => UnpublishPostPayload, { description: 'Takes a scheduled or published post back to draft: off the site.' })
  async unpublishPost(@Arg('input', () => UnpublishPostInput, { description: 'The post and the version you read.' }) input: UnpublishPostInput, @Ctx() { services }: AppContext): Promise<UnpublishPostPayload> {
    return { message: CONTENT_MESSAGES.unpublished('post'), post: toPost(await services.posts.unpublish(postId(input.id), input.version)) };
  }

  @Can('content:publish')
  @Mutation(() => ArchivePostPayload, { description: 'Archives a post: off the site, kept with its history.' })
  async archivePost(@Arg('input', () => ArchivePostInput, { description: 'The post and the version you read.' }) input: ArchivePostInput, @Ctx() { services }: AppContext): Promise<ArchivePostPayload> {
    return { message: CONTENT_MESSAGES.archived('post'), post: toPost(await services.posts.archive(postId(input.id), input.version)) };
  }

  @Can('content:write')
  @Mutation(() => RestorePostRevisionPayload, { description: "Makes an earlier revision's words the post's again, as a new version." })
  async restorePostRevision(@Arg('input', () => RestorePostRevisionInput, { description: 'The post, the version you read, and the revision to restore.' }) input: RestorePostRevisionInput, @Ctx() { services }: AppContext): Promise<RestorePostRevisionPayload> {
    return { message: CONTENT_MESSAGES.restored('post'), post: toPost(await services.posts.restore(postId(input.id), input.version, input.revisionId)) };
  }

  @Can('content:write')
  @Mutation(() => DeletePostPayload, { description: 'Deletes a draft that was never published (anything the site has shown is archived instead).' })
  async deletePost(@Arg('input', () => DeletePostInput, { description: 'The draft to delete.' }) input: DeletePostInput, @Ctx() { services }: AppContext): Promise<DeletePostPayload> {
    await services.content.remove('post', postId(input.id));
    return { message: CONTENT_MESSAGES.deleted('post'), deletedId: input.id };
  }
}

/** The author a save names (an Admin's global id), else whoever saves. */
async function authorOf({ principal }: Pick<AppContext, 'principal'>, authorId: string | null | undefined): Promise<string | null> {
  if (authorId) return idOf(authorId, 'Admin', CONTENT_MESSAGES.authorUnknown);
  const who = await principal();
  return who.kind === 'admin' ? who.adminId : null;
}

