import { ArgsType, Field, Float, InputType } from 'type-graphql';
import { Satisfies } from '../../domain/validation.js';
import { ConnectionArgs, SearchArg } from '../../graphql/relay.js';
import { ALT_MAX_LENGTH, altTextProblem, focalProblem } from '../../rules/media.js';

@InputType('UpdateMediaInput', { description: "What `updateMedia` changes: any of the image's alt text and focal point; what is left out stays." })
export class UpdateMediaInput {
  @Field(() => String, { nullable: true, description: `What the image shows, one line of at most ${ALT_MAX_LENGTH} characters; empty clears it (and the image cannot be used until it has one again).` })
  @Satisfies(altTextProblem)
  alt?: string | null;

  @Field(() => Float, { nullable: true, description: 'Where its subject is across, from 0 (left) to 1 (right).' })
  @Satisfies(focalProblem('focalX'))
  focalX?: number | null;

  @Field(() => Float, { nullable: true, description: 'Where its subject is down, from 0 (top) to 1 (bottom).' })
  @Satisfies(focalProblem('focalY'))
  focalY?: number | null;
}

/** What is sent with an upload's file (REST's form fields, GraphQL's `input`): checked as `updateMedia` checks it. */
@InputType('UploadMediaInput', { description: "What `uploadMedia` takes beside its file: the image's alt text, when it is known already." })
export class UploadMediaInput {
  @Field(() => String, { nullable: true, description: `What the image shows, one line of at most ${ALT_MAX_LENGTH} characters; it can be written later, but the image cannot be used until it is.` })
  @Satisfies(altTextProblem)
  alt?: string | null;
}

@ArgsType()
export class MediaAssetsArgs extends ConnectionArgs {
  @SearchArg('Only images whose file name or alt text contains this text (any case).')
  search?: string | null;
}
