import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { nodeFrom } from '../../graphql/records.js';
import { connectionOf, Node } from '../../graphql/relay.js';
import { MEDIA_MESSAGES, MEDIA_WIDTHS, THUMBNAIL_WIDTH, VARIANT_FORMATS, mediaSourcesOf, type MediaSources, type VariantFormat } from '../../rules/media.js';
import { mediaAssetRecord } from './media.record.js';

@ObjectType('MediaVariant', { description: 'One served size of an image, at an address whose pixels never change (cached for a year).' })
export class MediaVariant {
  @Field(() => String, { description: `The format: one of ${VARIANT_FORMATS.join(', ')}.` })
  format!: VariantFormat;

  @Field(() => Int, { description: 'Its width in pixels.' })
  width!: number;

  @Field(() => Int, { description: 'Its height in pixels.' })
  height!: number;

  @Field(() => Int, { description: 'Its size in bytes.' })
  bytes!: number;

  @Field(() => String, { description: 'Its public address, from the site root (`/media/<id>/<width>.<format>`).' })
  url!: string;
}

@ObjectType('MediaUse', { description: 'One place an image appears (a post, a story, the site settings).' })
export class MediaUseType {
  @Field(() => String, { description: 'The type of the record that shows it (Post, SuccessStory, SiteSettings, ...).' })
  subjectType!: string;

  @Field(() => ID, { description: "The record's database id." })
  subjectId!: string;

  @Field(() => String, { description: 'How the back office names it.' })
  label!: string;

  @Field(() => String, { nullable: true, description: 'Where to edit it in the back office, when there is such a page.' })
  href!: string | null;
}

@ObjectType('ImageSources', { description: 'What a page needs to render an image: a `<picture>` with AVIF and WebP `srcset`s, and an `<img>` with its width, height and alt text.' })
export class ImageSources implements MediaSources {
  @Field(() => ID, { description: "The image's database id." })
  id!: string;

  @Field(() => String, { description: 'Its alt text (empty when it has none: such an image is not used on a page).' })
  alt!: string;

  @Field(() => Int, { description: "The original's width in pixels: the `<img>`'s `width`." })
  width!: number;

  @Field(() => Int, { description: "The original's height in pixels: the `<img>`'s `height`." })
  height!: number;

  @Field(() => Float, { description: 'Its focal point across, from 0 to 1 (`object-position`).' })
  focalX!: number;

  @Field(() => Float, { description: 'Its focal point down, from 0 to 1.' })
  focalY!: number;

  @Field(() => String, { description: 'The `srcset` of the AVIF `<source>`.' })
  avif!: string;

  @Field(() => String, { description: 'The `srcset` of the WebP `<source>`.' })
  webp!: string;

  @Field(() => String, { description: "The `<img>`'s own `src`: the WebP nearest 960 pixels wide." })
  src!: string;
}

@ObjectType('MediaAsset', { implements: Node, description: 'An image of the media library, served in AVIF and WebP at fixed widths.' })
export class MediaAsset extends Node {
  @Field(() => String, { description: 'The name it was uploaded under.' })
  fileName!: string;

  @Field(() => String, { description: "The original's type (image/jpeg, image/png, image/webp or image/avif), read from its bytes." })
  contentType!: string;

  @Field(() => Int, { description: "The original's width in pixels, upright." })
  width!: number;

  @Field(() => Int, { description: "The original's height in pixels, upright." })
  height!: number;

  @Field(() => Int, { description: "The original's size in bytes." })
  bytes!: number;

  @Field(() => String, { nullable: true, description: 'What the image shows, for people who cannot see it; null until written. An image without it cannot be used.' })
  alt!: string | null;

  @Field(() => Float, { description: 'Where its subject is across, from 0 (left) to 1 (right): what a crop keeps.' })
  focalX!: number;

  @Field(() => Float, { description: 'Where its subject is down, from 0 (top) to 1 (bottom).' })
  focalY!: number;

  @Field(() => [MediaVariant], { description: `Its variants: each of ${MEDIA_WIDTHS.join(', ')} pixels wide that is not wider than the original (or the original's width alone when narrower), in AVIF and WebP.` })
  variants!: MediaVariant[];

  @Field(() => String, { description: 'The username of whoever uploaded it.' })
  createdBy!: string;

  @Field(() => Date, { description: 'When it was uploaded.' })
  createdAt!: Date;

  @Field(() => Date, { description: 'When its alt text or focal point last changed.' })
  updatedAt!: Date;

  @Field(() => String, { description: `A WebP ${THUMBNAIL_WIDTH} pixels wide (or the original's width, when narrower): for lists.` })
  thumbnailUrl!: string;

  @Field(() => ImageSources, { description: 'What a page needs to render it (`ResponsiveImage` in the client).' })
  sources!: ImageSources;
}

export const toMediaAsset = nodeFrom(MediaAsset, mediaAssetRecord, {
  fields: {
    thumbnailUrl: (record) => (record.variants.find((variant) => variant.format === 'webp') ?? record.variants[0])?.url ?? '',
    sources: (record) => Object.assign(new ImageSources(), mediaSourcesOf({ ...record, id: record._id })),
  },
});
export const MediaAssetConnection = connectionOf(MediaAsset);

@ObjectType('UploadMediaPayload', { description: 'What `uploadMedia` answers: the new image.' })
export class UploadMediaPayload {
  @Field(() => String, { description: `What to tell the editor: "${MEDIA_MESSAGES.uploaded}".` })
  message!: string;

  @Field(() => MediaAsset, { description: 'The image, with its variants.' })
  mediaAsset!: MediaAsset;
}

@ObjectType('UpdateMediaPayload', { description: 'What `updateMedia` answers: the image as saved.' })
export class UpdateMediaPayload {
  @Field(() => String, { description: `What to tell the editor: "${MEDIA_MESSAGES.updated}".` })
  message!: string;

  @Field(() => MediaAsset, { description: 'The image, as saved.' })
  mediaAsset!: MediaAsset;
}

@ObjectType('DeleteMediaPayload', { description: 'What `deleteMedia` answers: the id of the image that is gone.' })
export class DeleteMediaPayload {
  @Field(() => String, { description: `What to tell the editor: "${MEDIA_MESSAGES.deleted}".` })
  message!: string;

  @Field(() => ID, { description: "The deleted image's global id." })
  id!: string;
}
