import { Box, Button, Flex, Grid, Stack, Text, chakra } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { TIMING } from '../../content/timing';
import { PlayPause } from '../../ui/PlayPause';
import { useRotation } from '../../ui/useRotation';

/** One news slide: its page text's words (`event-drip-<n>`) and its picture. */
export interface Drip {
  title: string;
  text: string;
  /** The full note, shown by View More. */
  more: string;
  /** What its picture shows. */
  alt: string;
  picture: string;
}

const COPY = {
  viewMore: 'View More',
  viewLess: 'View Less',
  slideLabel: (position: number, count: number) => `Slide ${position} of ${count}`,
  goTo: (position: number) => `Show slide ${position}`,
  pause: 'Pause the slides',
  play: 'Play the slides',
} as const;

/**
 * Industry Drips (spec sections 2 and 4): five news slides, the next every 5 seconds, wrapping;
 * the dots show one. View More opens the slide's full note (and holds the slider still while it
 * is open, so it can be read). It can be paused, and holds still for reduced motion.
 */
export function IndustryDrips({ drips: DRIPS, eyebrow, label }: { drips: readonly Drip[]; eyebrow: string; label: string }) {
  // Reading a note holds the slider; closing it, or moving on, lets it play again.
  const [reading, setReading] = useState<number | null>(null);
  const { index, go, playing, togglePlaying } = useRotation({ count: DRIPS.length, intervalMs: TIMING.dripsMs, held: reading !== null });
  const ids = useId();
  const moving = playing && reading === null;

  return (
    <Stack as="section" aria-roledescription="carousel" aria-label={label} gap="6">
      <Box aria-live={moving ? 'off' : 'polite'}>
        {DRIPS.map((drip, position) => {
          const open = reading === position;
          const more = `${ids}-more-${position}`;
          return (
            <Grid
              key={drip.title}
              role="group"
              aria-roledescription="slide"
              aria-label={COPY.slideLabel(position + 1, DRIPS.length)}
              hidden={position !== index}
              templateColumns={{ base: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' }}
              bg="bg"
              borderWidth="1px"
              borderColor="border"
              rounded="3xl"
              overflow="hidden"
              shadow="sm"
              animation="fade-in 0.5s ease-out"
            >
              <chakra.img src={drip.picture} alt={drip.alt} loading="lazy" decoding="async" htmlWidth={640} htmlHeight={400} w="full" h="full" objectFit="cover" aspectRatio="8 / 5" />
              <Stack gap="4" p={{ base: '6', md: '10' }} justify="center">
                <Text textStyle="eyebrow" color="brand.fg">
                  {eyebrow} · {String(position + 1).padStart(2, '0')}
                </Text>
                <Text as="h3" fontFamily="heading" fontWeight="800" fontSize={{ base: 'xl', md: '2xl' }} lineHeight="1.2">
                  {drip.title}
                </Text>
                <Text color="fg.muted">{drip.text}</Text>
                <Text id={more} hidden={!open} color="fg.muted" animation="fade-in 0.3s ease-out">
                  {drip.more}
                </Text>
                <Box>
                  <Button variant="outline" size="sm" aria-expanded={open} aria-controls={more} onClick={() => setReading(open ? null : position)}>
                    {open ? COPY.viewLess : COPY.viewMore}
                  </Button>
                </Box>
              </Stack>
            </Grid>
          );
        })}
      </Box>
      <Flex align="center" gap="4" wrap="wrap">
        <Flex as="ul" listStyleType="none" gap="2">
          {DRIPS.map((drip, position) => (
            <li key={drip.title}>
              <chakra.button
                type="button"
                aria-label={COPY.goTo(position + 1)}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => {
                  setReading(null);
                  go(position);
                }}
                display="block"
                h="3"
                w={position === index ? '8' : '3'}
                rounded="full"
                bg={position === index ? 'brand.500' : 'border.emphasized'}
                transition="width 0.3s, background-color 0.3s"
                cursor="pointer"
                _hover={{ bg: position === index ? 'brand.600' : 'ink.300' }}
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '3px' }}
              />
            </li>
          ))}
        </Flex>
        <PlayPause ms="auto" color="fg.muted" playing={playing} onToggle={togglePlaying} pauseLabel={COPY.pause} playLabel={COPY.play} />
      </Flex>
    </Stack>
  );
}
