import { Box, Flex, Grid, IconButton, chakra } from '@chakra-ui/react';
import { ArrowRight } from 'lucide-react';
import { NEWSLETTER_GALLERY } from '../../content/home';
import { TIMING } from '../../content/timing';
import { PlayPause } from '../../ui/PlayPause';
import { useRotation } from '../../ui/useRotation';

export interface GalleryImage {
  src: string;
  alt: string;
}

/**
 * The newsletter section's pictures (spec section 4): three sets of three, the next set every
 * 5 seconds, and an arrow to move on; under 768px each set shows two. It can be paused.
 */
export function NewsletterGallery({ sets }: { sets: readonly (readonly GalleryImage[])[] }) {
  const { index, go, playing, togglePlaying } = useRotation({ count: sets.length, intervalMs: TIMING.newsletterImagesMs });
  return (
    <Box>
      {sets.map((set, position) => (
        <Grid key={set[0]?.src ?? position} hidden={position !== index} templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' }} gap="3" animation="fade-in 0.6s ease-out">
          {set.map((image, place) => (
            <chakra.img
              key={image.src}
              src={image.src}
              alt={image.alt}
              htmlWidth={640}
              htmlHeight={440}
              loading="lazy"
              decoding="async"
              w="full"
              h="auto"
              rounded="xl"
              display={place === 2 ? { base: 'none', md: 'block' } : 'block'}
            />
          ))}
        </Grid>
      ))}
      <Flex mt="3" gap="2" align="center">
        <IconButton aria-label={NEWSLETTER_GALLERY.next} size="sm" variant="outline" rounded="full" color="white" borderColor="whiteAlpha.400" _hover={{ bg: 'whiteAlpha.100' }} onClick={() => go(index + 1)}>
          <ArrowRight aria-hidden />
        </IconButton>
        <PlayPause color="ink.200" _hover={{ bg: 'whiteAlpha.100' }} playing={playing} onToggle={togglePlaying} pauseLabel={NEWSLETTER_GALLERY.pause} playLabel={NEWSLETTER_GALLERY.play} />
      </Flex>
    </Box>
  );
}
