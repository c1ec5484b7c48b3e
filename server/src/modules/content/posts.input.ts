import { IsOptional } from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';
import { RequiredId, Satisfies } from '../../domain/validation.js';
import { graphqlEnum } from '../../graphql/enums.js';
import { CONTENT_LIMITS, CONTENT_MESSAGES, CONTENT_STATUSES, postRules } from '../../rules/content.js';
import { parseRichText } from '../../shared/rich-text/index.js';
import { RichTextDocument } from './rich-text.scalar.js';

export const ContentStatusEnum = graphqlEnum('ContentStatus', CONTENT_STATUSES, {
  description: 'Where a piece of content stands; only published content shows on the site.',
  values: {
    draft: 'Being written: seen in the back office and by preview links only.',
    scheduled: 'Goes live by itself at `publishAt` (within a minute of it).',
    published: 'On the site.',
    archived: 'Taken off the site; kept, with its history, and can be published again.',
  },
});
export type ContentStatusEnum = (typeof CONTENT_STATUSES)[number];

/** A body the editor's schema allows; the first problem otherwise. */
const richTextRule = (value: unknown) => {
  const parsed = parseRichText(value);
  return 'errors' in parsed ? (parsed.errors[0] ?? null) : null;
};

/** A version the caller last read: every change names it, and is refused when someone saved since. */
const versionRule = (value: unknown) => (Number.isInteger(value) && (value as number) >= 1 ? null : 'version must be the version you last read (a whole number from 1)');

/** A post's fields, as createPost and updatePost take them (the whole post: a field left out is emptied). */
@InputType('PostFieldsInput', { description: "An Insights post's fields." })
export class PostInput {
  @Field(() => String, { description: `Required; one line of at most ${CONTENT_LIMITS.titleMax} characters. A new post's slug is made from it unless one is given.` })
  @Satisfies(postRules.title)
  title!: string;

  @Field(() => String, { nullable: true, description: 'The page is /insights/<slug>: lowercase letters, digits and hyphens. Changing it keeps the old address answering 301 to the new one.' })
  @Satisfies(postRules.slug)
  slug?: string | null;

  @Field(() => String, { nullable: true, description: `A few sentences for lists, the feed and search results; at most ${CONTENT_LIMITS.summaryMax} characters.` })
  @Satisfies(postRules.summary)
  summary?: string | null;

  @Field(() => RichTextDocument, { description: "The post's text: the editor's JSON document (headings, lists, links, quotes, images of the media library)." })
  @Satisfies(richTextRule)
  body!: unknown;

  @Field(() => [String], { nullable: true, description: `At most ${CONTENT_LIMITS.tagsMax} tags; kept lowercase.` })
  @Satisfies(postRules.tags)
  tags?: string[] | null;

  @Field(() => ID, { nullable: true, description: 'The cover image: an image of the media library with alt text.' })
  @IsOptional()
  coverImageId?: string | null;

  @Field(() => String, { nullable: true, description: `The title search engines show; the post's title when left out. At most ${CONTENT_LIMITS.seoTitleMax} characters.` })
  @Satisfies(postRules.seoTitle)
  seoTitle?: string | null;

  @Field(() => String, { nullable: true, description: `The description search engines show; the summary when left out. At most ${CONTENT_LIMITS.seoDescriptionMax} characters.` })
  @Satisfies(postRules.seoDescription)
  seoDescription?: string | null;

  @Field(() => ID, { nullable: true, description: 'The image shown when the post is shared (Open Graph); the cover image when left out.' })
  @IsOptional()
  ogImageId?: string | null;

  @Field(() => String, { nullable: true, description: "Where the post first appeared, when elsewhere (https://…); the post's own address when left out." })
  @Satisfies(postRules.canonicalUrl)
  canonicalUrl?: string | null;

  @Field(() => ID, { nullable: true, description: 'The author: a member of the team (an `Admin` id); whoever creates the post when left out on creation.' })
  @IsOptional()
  authorId?: string | null;
}

@InputType('CreatePostInput', { description: 'What `createPost` takes: the new post (a draft).' })
export class CreatePostInput extends PostInput {}

@InputType('UpdatePostInput', { description: 'What `updatePost` takes: the post, the version you read, and all its fields as they should now be.' })
export class UpdatePostInput extends PostInput {
  @Field(() => ID, { description: "The post's global id." })
  @RequiredId()
  id!: string;

  @Field(() => Int, { description: 'The version you last read; refused (CONFLICT) when someone saved since.' })
  @Satisfies(versionRule)
  version!: number;
}

@InputType()
export class PostVersionInput {
  @Field(() => ID, { description: "The post's global id." })
  @RequiredId()
  id!: string;

  @Field(() => Int, { description: 'The version you last read; refused (CONFLICT) when someone saved since.' })
  @Satisfies(versionRule)
  version!: number;
}

@InputType('SchedulePostInput', { description: 'What `schedulePost` takes: a draft, the version you read, and when it goes live.' })
export class SchedulePostInput extends PostVersionInput {
  @Field(() => Date, { description: 'When it goes live (it does within a minute of it): a time in the future.' })
  @Satisfies((value) => (value instanceof Date && !Number.isNaN(value.getTime()) ? null : CONTENT_MESSAGES.publishAtRequired))
  publishAt!: Date;
}

@InputType('PublishPostInput', { description: 'What `publishPost` takes: the post and the version you read.' })
export class PublishPostInput extends PostVersionInput {}

@InputType('UnpublishPostInput', { description: 'What `unpublishPost` takes: the post and the version you read.' })
export class UnpublishPostInput extends PostVersionInput {}

@InputType('ArchivePostInput', { description: 'What `archivePost` takes: the post and the version you read.' })
export class ArchivePostInput extends PostVersionInput {}

@InputType('RestorePostRevisionInput', { description: "What `restorePostRevision` takes: the post, the version you read, and the revision whose words become the post's again." })
export class RestorePostRevisionInput extends PostVersionInput {
  @Field(() => ID, { description: "The revision's id (a `ContentRevision`'s `id`)." })
  @RequiredId()
  revisionId!: string;
}

@InputType('DeletePostInput', { description: 'What `deletePost` takes: a draft that was never published.' })
export class DeletePostInput {
  @Field(() => ID, { description: "The post's global id." })
  @RequiredId()
  id!: string;
}
