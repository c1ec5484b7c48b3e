import { Field, Int, ObjectType } from 'type-graphql';

import { nodeFrom } from '../../graphql/records.js';
import { connectionOf, Node } from '../../graphql/relay.js';
import { PRINCIPAL_KINDS } from '../../rules/events.js';
import { ImageSources } from '../media/media.type.js';
import { POST_DIFFERENCES, postRecord, revisionRecord } from './content.record.js';
import { ContentStatusEnum } from './posts.input.js';
import { RichTextDocument } from './rich-text.scalar.js';

@ObjectType('PostAuthor', { description: 'Who wrote a post: a member of the team.' })
export class PostAuthor {
  @Field(() => String, { description: "The member's global id (an `Admin`)." })
  id!: string;

  @Field(() => String, { description: 'The name the post credits.' })
  name!: string;
}

@ObjectType('Post', { implements: Node, description: 'An Insights post: /insights/<slug> once published.' })
export class Post extends Node {
  @Field(() => String, { description: 'The page is /insights/<slug>.' })
  slug!: string;

  @Field(() => String, { description: "The post's title: the page's heading." })
  title!: string;

  @Field(() => ContentStatusEnum, { description: 'Where it stands; visitors only ever see published posts.' })
  status!: ContentStatusEnum;

  @Field(() => Int, { description: 'Its version: name it when changing the post (a save from an older one is refused).' })
  version!: number;

  @Field(() => [String], { description: 'Lowercase tags.' })
  tags!: string[];

  @Field(() => String, { nullable: true, description: 'A few sentences for lists, the feed and search results.' })
  summary!: string | null;

  @Field(() => RichTextDocument, { nullable: true, description: "The editor's JSON document." })
  body!: Record<string, unknown> | null;

  @Field(() => String, { description: 'The body as the page shows it: HTML made on the server from the document, nothing else.' })
  html!: string;

  @Field(() => String, { nullable: true, description: 'The cover image (a `MediaAsset` id); null when none.' })
  coverImageId!: string | null;

  @Field(() => ImageSources, { nullable: true, description: 'The cover image as a page shows it; null without one (or when the library no longer has it).' })
  coverImage!: ImageSources | null;

  @Field(() => ImageSources, { nullable: true, description: 'The image shown when the post is shared: its own, else the cover; null without either.' })
  ogImage!: ImageSources | null;

  @Field(() => String, { nullable: true, description: 'The title search engines show; null: the title.' })
  seoTitle!: string | null;

  @Field(() => String, { nullable: true, description: 'The description search engines show; null: the summary.' })
  seoDescription!: string | null;

  @Field(() => String, { nullable: true, description: 'The image shown when shared (a `MediaAsset` id); null: the cover image.' })
  ogImageId!: string | null;

  @Field(() => String, { nullable: true, description: "Where the post first appeared, when elsewhere; null: the post's own address." })
  canonicalUrl!: string | null;

  @Field(() => Int, { description: 'Minutes to read the body, at about 230 words a minute (at least 1).' })
  readingMinutes!: number;

  @Field(() => PostAuthor, { nullable: true, description: 'Who wrote it; null when not set or the account is gone.' })
  author!: PostAuthor | null;

  @Field(() => String, { description: 'Its address on the site, /insights/<slug>.' })
  path!: string;

  @Field(() => Date, { nullable: true, description: 'When a scheduled post goes live.' })
  publishAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When it was first published (its date on the site).' })
  publishedAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When it was archived; null unless it is.' })
  archivedAt!: Date | null;

  @Field(() => Date, { description: 'When it was created.' })
  createdAt!: Date;

  @Field(() => Date, { description: 'When it was last changed.' })
  updatedAt!: Date;
}

export const toPost = nodeFrom(Post, postRecord, POST_DIFFERENCES);

export const PostConnection = connectionOf(Post);

@ObjectType('ContentRevision', { description: 'One saved state of a piece of content: who saved it, when, and which fields changed.' })
export class ContentRevision {
  @Field(() => String, { description: "The revision's id (give it to `restorePostRevision`)." })
  id!: string;

  @Field(() => Int, { description: 'The version of the item this revision is.' })
  version!: number;

  @Field(() => String, { description: 'The title it had.' })
  title!: string;

  @Field(() => String, { description: 'The slug it had.' })
  slug!: string;

  @Field(() => ContentStatusEnum, { description: 'Where it stood.' })
  status!: ContentStatusEnum;

  @Field(() => [String], { description: 'The fields it changed from the revision before.' })
  changed!: string[];

  @Field(() => String, { description: `Who: one of ${PRINCIPAL_KINDS.join(', ')}.` })
  byKind!: string;

  @Field(() => String, { nullable: true, description: "The member's username or the key's name; null for the app itself (a scheduled publish)." })
  byName!: string | null;

  @Field(() => Date, { description: 'When it was saved.' })
  createdAt!: Date;
}

export const toRevision = (revision: Parameters<typeof revisionRecord.of>[0]): ContentRevision => {
  const { _id, ...record } = revisionRecord.of(revision);
  return Object.assign(new ContentRevision(), record, { id: _id });
};

/** What a change of a post answers (each mutation under its own payload name). */
@ObjectType()
export class PostPayload {
  @Field(() => String, { description: 'What to tell the member, for example "Post published".' })
  message!: string;

  @Field(() => Post, { description: 'The post, as it is now.' })
  post!: Post;
}

@ObjectType('CreatePostPayload', { description: 'What `createPost` answers: the new draft.' })
export class CreatePostPayload extends PostPayload {}

@ObjectType('UpdatePostPayload', { description: 'What `updatePost` answers: the post as saved.' })
export class UpdatePostPayload extends PostPayload {}

@ObjectType('PublishPostPayload', { description: 'What `publishPost` answers: the post, published.' })
export class PublishPostPayload extends PostPayload {}

@ObjectType('SchedulePostPayload', { description: 'What `schedulePost` answers: the post, scheduled.' })
export class SchedulePostPayload extends PostPayload {}

@ObjectType('UnpublishPostPayload', { description: 'What `unpublishPost` answers: the post, a draft again.' })
export class UnpublishPostPayload extends PostPayload {}

@ObjectType('ArchivePostPayload', { description: 'What `archivePost` answers: the post, archived.' })
export class ArchivePostPayload extends PostPayload {}

@ObjectType('RestorePostRevisionPayload', { description: 'What `restorePostRevision` answers: the post with the revision\'s words, as a new version.' })
export class RestorePostRevisionPayload extends PostPayload {}

@ObjectType('DeletePostPayload', { description: 'What `deletePost` answers.' })
export class DeletePostPayload {
  @Field(() => String, { description: 'What to tell the member: "Post deleted".' })
  message!: string;

  @Field(() => String, { description: 'The global id of the deleted post.' })
  deletedId!: string;
}

@ObjectType('PreviewLink', { description: 'A link that shows a post exactly as its page will look, to whoever has it, until it expires.' })
export class PreviewLink {
  @Field(() => String, { description: 'The whole address.' })
  url!: string;

  @Field(() => Date, { description: 'When it stops working (24 hours after it was made).' })
  expiresAt!: Date;
}

