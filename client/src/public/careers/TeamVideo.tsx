import { Box, IconButton, chakra } from '@chakra-ui/react';
import { Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { TEAM } from '../../content/careers';
import { usePrefersReducedMotion } from '../../ui/usePrefersReducedMotion';
import poster from './media/team-poster.webp';
import videoMp4 from './media/team.mp4';
import videoWebm from './media/team.webm';

/**
 * Muted and looping, it plays while on screen, unless the visitor prefers reduced motion (then it
 * waits for Play). A pause button is always there, since it moves for more than five seconds.
 */
export function TeamVideo() {
  const video = useRef<HTMLVideoElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(true);
  const [stoppedByVisitor, setStoppedByVisitor] = useState(false);

  useEffect(() => {
    const element = video.current;
    if (!element || reducedMotion || stoppedByVisitor || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      // Browsers that block autoplay only say so in the console (spec section 4).
      if (entry?.isIntersecting) element.play().catch((error: unknown) => console.info('Team video autoplay was blocked', error));
      else element.pause();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [reducedMotion, stoppedByVisitor]);

  const toggle = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) {
      setStoppedByVisitor(false);
      void element.play().catch(() => undefined);
    } else {
      setStoppedByVisitor(true);
      element.pause();
    }
  };

  return (
    <Box position="relative" rounded="3xl" overflow="hidden" bg="ink.950" shadow="xl" aspectRatio="16 / 9">
      <chakra.video
        ref={video}
        muted
        loop
        playsInline
        preload="none"
        poster={poster}
        htmlWidth={960}
        htmlHeight={540}
        aria-label={TEAM.videoLabel}
        display="block"
        w="full"
        h="full"
        objectFit="cover"
        onPlay={() => setPaused(false)}
        onPause={() => setPaused(true)}
      >
        <source src={videoWebm} type="video/webm" />
        <source src={videoMp4} type="video/mp4" />
      </chakra.video>
      <IconButton
        aria-label={paused ? TEAM.play : TEAM.pause}
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
