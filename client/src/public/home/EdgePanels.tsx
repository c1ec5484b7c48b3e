import { Box, Flex, Stack, Text, chakra } from '@chakra-ui/react';
import { useEffect, useId, useRef } from 'react';
import { OUR_EDGE } from '../../content/home';
import { TIMING } from '../../content/timing';
import { PlayPause } from '../../ui/PlayPause';
import { TourProgress } from '../../ui/TourProgress';
import { useRotation } from '../../ui/useRotation';
import { playQuietly } from '../media/play';
import { Poster } from '../media/Poster';

export interface FilmFiles {
  webm: string;
  mp4: string;
  poster: string;
}

/** A panel as Our Edge shows it (issue P20: Edge Panels in the back office). */
export interface EdgePanelView {
  id: string;
  title: string;
  content: string;
  /** The panel's accent colour (CSS). */
  colour: string;
  /** What its muted loop shows, for people who cannot see it. */
  videoLabel: string;
  /** The film it plays, as the panel chose it. */
  film: FilmFiles;
}

/**
 * Our Edge's video panels (spec section 4), the published ones in the team's order: every 8
 * seconds the next one opens, the last wrapping to the first; a click opens one. Only the open
 * panel shows its text and plays its muted, looping film. They can be paused, and do not move for
 * visitors who ask for reduced motion.
 */
export function EdgePanels({ panels }: { panels: readonly EdgePanelView[] }) {
  const { index, go, playing, togglePlaying, turn } = useRotation({ count: panels.length, intervalMs: TIMING.edgePanelMs });
  const videos = useRef<(HTMLVideoElement | null)[]>([]);
  const ids = useId();

  // The open panel's film plays while the panels play; the others rest.
  useEffect(() => {
    videos.current.forEach((video, position) => {
      if (!video) return;
      if (position === index && playing) playQuietly(video, `The "${panels[position]?.title}" film`);
      else video.pause();
    });
  }, [index, playing, panels]);

  return (
    <Stack gap="4">
      <Flex direction={{ base: 'column', lg: 'row' }} gap="3" minH={{ lg: '30rem' }}>
        {panels.map((panel, position) => {
          const open = position === index;
          const { film } = panel;
          // Its number is its place in the list; its element ids, too (an item's id is no HTML id).
          const number = String(position + 1).padStart(2, '0');
          const button = `${ids}-${position}`;
          return (
            <Box
              key={panel.id}
              flex={{ lg: open ? '3' : '1' }}
              minW="0"
              position="relative"
              overflow="hidden"
              rounded="2xl"
              bg="ink.950"
              color="white"
              borderWidth="1px"
              borderColor={open ? 'whiteAlpha.400' : 'whiteAlpha.100'}
              transition="flex 0.6s cubic-bezier(.6,0,.3,1), border-color 0.3s"
              style={{ ['--accent' as string]: panel.colour }}
            >
              {/* A closed panel shows its film's poster, dimmed, behind its title (wide screens). */}
              {!open && (
                <Box display={{ base: 'none', lg: 'block' }} opacity={0.22}>
                  <Poster src={film.poster} width={800} height={500} />
                </Box>
              )}
              <chakra.button
                type="button"
                id={button}
                aria-expanded={open}
                aria-controls={`${button}-content`}
                onClick={() => go(position)}
                display="flex"
                flexDirection={{ lg: open ? 'row' : 'column' }}
                alignItems={{ base: 'center', lg: open ? 'center' : 'flex-start' }}
                gap={{ base: '3', lg: open ? '3' : '1' }}
                w="full"
                px="5"
                py="4"
                textAlign="start"
                cursor="pointer"
                position="relative"
                zIndex="1"
                _focusVisible={{ outline: '2px solid', outlineColor: 'mint.400', outlineOffset: '-4px', rounded: '2xl' }}
              >
                <Text as="span" fontFamily="heading" fontWeight="800" fontSize="lg" color="var(--accent)">
                  {number}
                </Text>
                <Text as="span" fontWeight="700">
                  {panel.title}
                </Text>
              </chakra.button>
              {open && playing && (
                <TourProgress turn={turn} durationMs={TIMING.edgePanelMs} top="0" insetX="0" bg="var(--accent)" zIndex="1" />
              )}
              <Box id={`${button}-content`} role="region" aria-labelledby={button} hidden={!open}>
                <Box position="relative" aspectRatio="16 / 10" mx={{ base: '3', md: '5' }} rounded="xl" overflow="hidden" bg="ink.900">
                  <Poster src={film.poster} width={800} height={500} />
                  <chakra.video
                    ref={(element: HTMLVideoElement | null) => {
                      videos.current[position] = element;
                    }}
                    muted
                    loop
                    playsInline
                    preload="none"
                    htmlWidth={800}
                    htmlHeight={500}
                    aria-label={panel.videoLabel}
                    position="relative"
                    display="block"
                    w="full"
                    h="full"
                    objectFit="cover"
                  >
                    <source src={film.webm} type="video/webm" />
                    <source src={film.mp4} type="video/mp4" />
                  </chakra.video>
                </Box>
                <Text px="5" py="5" color="ink.200" lineHeight="1.7" maxW="2xl">
                  {panel.content}
                </Text>
              </Box>
            </Box>
          );
        })}
      </Flex>
      <PlayPause alignSelf="flex-start" color="fg.muted" playing={playing} onToggle={togglePlaying} pauseLabel={OUR_EDGE.pause} playLabel={OUR_EDGE.play} />
    </Stack>
  );
}
