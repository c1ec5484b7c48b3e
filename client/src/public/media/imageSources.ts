import type { MediaSources } from '@rules/media';
import { getFragmentData, graphql, type FragmentType } from '../gql';

/** What a page asks of an image of the media library to render it (`ResponsiveImage`): one selection for every query that shows one. */
export const ResponsiveImage_image = graphql(`
  fragment ResponsiveImage_image on ImageSources {
    id
    alt
    width
    height
    focalX
    focalY
    avif
    webp
    src
  }
`);

/** An image as a query gave it (`...ResponsiveImage_image`), as `ResponsiveImage` takes it. */
export const imageSourcesOf = (image: FragmentType<typeof ResponsiveImage_image>): MediaSources => getFragmentData(ResponsiveImage_image, image);
