import type { FileUpload } from 'graphql-upload/Upload.mjs';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { InvalidInputError } from '../../domain/errors.js';
import type { Connection } from '../../domain/pagination.js';
import { Can } from '../../graphql/access.js';
import { fromGlobalId, idOf, toGlobalId } from '../../graphql/relay.js';
import { MAX_MEDIA_BYTES, MEDIA_MESSAGES } from '../../rules/media.js';
import { MediaAssetsArgs, UpdateMediaInput, UploadMediaInput } from './media.input.js';
import { DeleteMediaPayload, MediaAsset, MediaAssetConnection, MediaUseType, toMediaAsset, UpdateMediaPayload, UploadMediaPayload } from './media.type.js';

const mediaIdOf = (id: string) => idOf(id, 'MediaAsset', MEDIA_MESSAGES.notFound);

/** The media library (issue P20): reading needs `content:read`, uploading and changing `content:write`. */
@Resolver(() => MediaAsset)
export class MediaResolver {
  @Can('content:read')
  @Query(() => MediaAssetConnection, { description: 'The images of the media library, newest first.' })
  mediaAssets(@Args(() => MediaAssetsArgs) { search, ...page }: MediaAssetsArgs, @Ctx() { services }: AppContext): Promise<Connection<MediaAsset>> {
    return services.media.list({ search }, page, toMediaAsset);
  }

  @Can('content:read')
  @Query(() => MediaAsset, { description: 'One image.' })
  async mediaAsset(@Arg('id', () => ID, { description: "The image's global id." }) id: string, @Ctx() { services }: AppContext): Promise<MediaAsset> {
    return toMediaAsset(await services.media.get(mediaIdOf(id)));
  }

  @FieldResolver(() => [MediaUseType], { description: 'Where the image appears; an image used anywhere cannot be deleted.' })
  async usedBy(@Root() asset: MediaAsset, @Ctx() { services }: AppContext): Promise<MediaUseType[]> {
    const id = fromGlobalId(asset.id)?.id ?? '';
    return (await services.media.usedBy(id)).map((use) => ({ subjectType: use.subjectType, subjectId: use.subjectId, label: use.label, href: use.href ?? null }));
  }

  @Can('content:write')
  @Mutation(() => UploadMediaPayload, { description: 'Uploads one image (GraphQL multipart; send Apollo-Require-Preflight) and makes its AVIF and WebP variants.' })
  async uploadMedia(
    @Arg('input', () => UploadMediaInput, { description: 'Its alt text, when known.' }) input: UploadMediaInput,
    // Nullable in the schema, as `applyForJob`'s resumes: an upload has no literal, so a call without one is answered here (and walked by the permission table).
    @Arg('file', () => GraphQLUpload, { nullable: true, description: `Required: a JPEG, PNG, WebP or AVIF image of at most ${MAX_MEDIA_BYTES / 1024 / 1024} MB; an SVG is refused.` }) file: Promise<FileUpload> | null,
    @Ctx() { services, requireSignedIn }: AppContext,
  ): Promise<UploadMediaPayload> {
    if (!file) throw InvalidInputError.field('file', MEDIA_MESSAGES.fileRequired);
    const upload = await Promise.resolve(file).catch((error: unknown) => {
      // The upload parser refuses a part header with control characters in it; in an image's, that is its name.
      throw error instanceof Error && error.message === 'Malformed part header' ? InvalidInputError.field('file', MEDIA_MESSAGES.fileNameInvalid) : error;
    });
    const asset = await services.media.upload({ filename: upload.filename, stream: () => upload.createReadStream() }, await requireSignedIn(), input.alt);
    return { message: MEDIA_MESSAGES.uploaded, mediaAsset: toMediaAsset(asset) };
  }

  @Can('content:write')
  @Mutation(() => UpdateMediaPayload, { description: "Changes an image's alt text or focal point." })
  async updateMedia(
    @Arg('id', () => ID, { description: "The image's global id." }) id: string,
    @Arg('input', () => UpdateMediaInput, { description: 'What to change.' }) input: UpdateMediaInput,
    @Ctx() { services }: AppContext,
  ): Promise<UpdateMediaPayload> {
    return { message: MEDIA_MESSAGES.updated, mediaAsset: toMediaAsset(await services.media.update(mediaIdOf(id), input)) };
  }

  @Can('content:write')
  @Mutation(() => DeleteMediaPayload, { description: 'Deletes an image and its variants; refused, with where it is used, while anything uses it.' })
  async deleteMedia(@Arg('id', () => ID, { description: "The image's global id." }) id: string, @Ctx() { services }: AppContext): Promise<DeleteMediaPayload> {
    const asset = await services.media.remove(mediaIdOf(id));
    return { message: MEDIA_MESSAGES.deleted, id: toGlobalId('MediaAsset', asset.id) };
  }
}
