import { Box, IconButton, chakra } from '@chakra-ui/react';
import { Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '../../ui/usePrefersReducedMotion';
import { playQuietly } from './play';
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
 * A muted, looping film (an island that wakes when it comes into view): it plays while on screen,
 * unless the visitor prefers reduced motion (then it waits for Play). A pause button is always
 * there, since it moves for more than five seconds. Its files load only once it plays.
 */
export function LoopVideo({ webm, mp4, poster, label, playLabel, pauseLabel, width, height }: LoopVideoProps) {
  const video = useRef<HTMLVideoElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(true);
  const [stoppedByVisitor, setStoppedByVisitor] = useState(false);

  useEffect(() => {
    const element = video.current;
    if (!element || reducedMotion || stoppedByVisitor || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      // Browsers that block autoplay only say so in the console (spec section 4).
      if (entry?.isIntersecting) playQuietly(element, `The film "${label}"`);
      else element.pause();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [reducedMotion, stoppedByVisitor, label]);

  const toggle = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) {
      setStoppedByVisitor(false);
      playQuietly(element, `The film "${label}"`);
    } else {
      setStoppedByVisitor(true);
      element.pause();
    }
  };

  return (
    <Box position="relative" w="full" h="full">
      <Poster src={poster} width={width} height={height} />
      <chakra.video
        ref={video}
        muted
        loop
        playsInline
        preload="none"
        htmlWidth={width}
        htmlHeight={height}
        aria-label={label}
        position="relative"
        display="block"
        w="full"
        h="full"
        objectFit="cover"
        onPlay={() => setPaused(false)}
        onPause={() => setPaused(true)}
      >
        <source src={webm} type="video/webm" />
        <source src={mp4} type="video/mp4" />
      </chakra.video>
      <IconButton
        aria-label={paused ? playLabel : pauseLabel}
        onClick={toggle}
        position="absolute"
        insetEnd="4"
        bottom="4"
        size="sm"
        rounded="full"
        bg="blackAlpha.600"
        color="white"
        _hover={{ bg: 'blackAlpha.800' }}
      >
        {paused ? <Play aria-hidden /> : <Pause aria-hidden />}
      </IconButton>
    </Box>
  );
}
