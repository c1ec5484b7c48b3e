import { chakra } from '@chakra-ui/react';

/**
 * A film's poster as an image of its own, filling the frame under the film. A `<video poster>`
 * is fetched as soon as the page loads, wherever the film is; this image loads when it comes near
 * the screen (`loading="lazy"`), or first of all for the film the page opens with (`priority`),
 * which then is the page's largest paint. Until a film plays it is transparent, so its poster shows.
 */
export function Poster({ src, width, height, priority = false }: { src: string; width: number; height: number; priority?: boolean }) {
  return (
    <chakra.img
      src={src}
      alt=""
      htmlWidth={width}
      htmlHeight={height}
      {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
      decoding="async"
      position="absolute"
      inset="0"
      w="full"
      h="full"
      objectFit="cover"
    />
  );
}
