import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { objectPositionOf, type MediaSources } from '@rules/media';

export interface ResponsiveImageProps {
  /** What the server's `sourcesOf` gave for the image: plain data, so it travels in an island's props. */
  image: MediaSources;
  /** How wide the image is shown, for the browser to pick a width (`sizes`): the full width by default. */
  sizes?: string;
  /** The page's main image (its largest paint): loaded at once and first, not when it nears the screen. */
  priority?: boolean;
  /** How it fills a box of another shape: cropped around its focal point (`cover`), or whole (`contain`). */
  fit?: 'cover' | 'contain';
  /** Styles of the `<img>` (its box: width, aspect ratio, rounding). */
  imgProps?: HTMLChakraProps<'img'>;
}

/**
 * An image of the media library on a public page: a `<picture>` offering AVIF, then WebP, each
 * at every width it has (`srcset` and `sizes`), and an `<img>` with the image's own width and
 * height, so its box is reserved before a byte arrives (no layout shift). Lazy unless `priority`;
 * a crop keeps the focal point in view (`object-position`). Every address is immutable, cached for a year.
 */
export function ResponsiveImage({ image, sizes = '100vw', priority = false, fit = 'cover', imgProps }: ResponsiveImageProps) {
  return (
    <picture>
      {image.avif && <source type="image/avif" srcSet={image.avif} sizes={sizes} />}
      {image.webp && <source type="image/webp" srcSet={image.webp} sizes={sizes} />}
      <chakra.img
        src={image.src}
        alt={image.alt}
        htmlWidth={image.width}
        htmlHeight={image.height}
        {...(priority ? { loading: 'eager' as const, fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
        decoding="async"
        display="block"
        maxW="full"
        h="auto"
        objectFit={fit}
        objectPosition={objectPositionOf(image.focalX, image.focalY)}
        {...imgProps}
      />
    </picture>
  );
}
