import { Box, chakra } from '@chakra-ui/react';
import { Pause, Play } from 'lucide-react';
import { Poster } from './Poster';

/** A film of the site's own (see scripts/media.ts): its files, poster and what it shows. */
export interface LoopVideoProps {
  webm: string;
  mp4: string;
  poster: string;
  /** What it shows, for people who cannot see it. */
  label: string;
  playLabel: string;
  pauseLabel: string;
  width: number;
  height: number;
}

/**
 * A muted, looping film with its Play / Pause button, as plain HTML: `loopVideo.ts` plays it
 * while it is on screen (unless the visitor prefers reduced motion) and runs the button, with no
 * framework to load. Its files load only once it plays; until then its poster shows. The button
 * is there because it moves for more than five seconds.
 */
export function LoopVideo({ webm, mp4, poster, label, playLabel, pauseLabel, width, height }: LoopVideoProps) {
  return (
    <Box data-loop-video="" position="relative" w="full" h="full">
      <Poster src={poster} width={width} height={height} />
      <chakra.video muted loop playsInline preload="none" htmlWidth={width} htmlHeight={height} aria-label={label} position="relative" display="block" w="full" h="full" objectFit="cover">
        <source src={webm} type="video/webm" />
        <source src={mp4} type="video/mp4" />
      </chakra.video>
      <chakra.button
        type="button"
        aria-label={playLabel}
        data-play-label={playLabel}
        data-pause-label={pauseLabel}
        // Disabled until its script runs; then it says what pressing it does: play or pause.
        disabled
        position="absolute"
        insetEnd="4"
        bottom="4"
        display="grid"
        placeItems="center"
        boxSize="9"
        rounded="full"
        bg="blackAlpha.600"
        color="white"
        cursor="pointer"
        transition="background-color 0.2s"
        _hover={{ bg: 'blackAlpha.800' }}
        _disabled={{ opacity: 0, cursor: 'default' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'mint.300', outlineOffset: '2px' }}
        css={{ '& svg': { width: '4', height: '4' }, '&[data-playing] .play, &:not([data-playing]) .pause': { display: 'none' } }}
      >
        <Play aria-hidden className="play" />
        <Pause aria-hidden className="pause" />
      </chakra.button>
    </Box>
  );
}
