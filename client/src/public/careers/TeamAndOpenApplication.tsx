import { Box, Button, Flex, Grid, IconButton, Stack, Text, chakra } from '@chakra-ui/react';
import { ArrowDown, Pause, Play, Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { GENERAL_APPLICATION, TEAM } from '../../content/careers';
import { LAYOUT } from '../../content/timing';
import { PageWidth } from '../../ui/PageWidth';
import { usePrefersReducedMotion } from '../../ui/usePrefersReducedMotion';
import { preloadApplicationDialog, type ApplyTarget } from './ApplicationDialogHost';
import poster from './media/team-poster.webp';
import videoMp4 from './media/team.mp4';
import videoWebm from './media/team.webm';
import { SectionHeading } from '../layout/SectionHeading';

/**
 * The careers page below the openings: Our Team with its video, and the open application it
 * leads to. Loaded after the page's first code (the video controls are not needed up front).
 */
export default function TeamAndOpenApplication({ onApply }: { onApply: (target: ApplyTarget) => void }) {
  return (
    <>
      <TeamSection />
      <OpenApplication onApply={onApply} />
    </>
  );
}

/** "Our Team": a short looping film of the team's deal room, and Join us, which leads to the careers form. */
function TeamSection() {
  return (
    <Box as="section" id="team" aria-labelledby="team-title" py={{ base: 'section.sm', md: 'section' }} scrollMarginTop={`${LAYOUT.hashScrollOffsetPx}px`}>
      <PageWidth>
        <Grid templateColumns={{ base: '1fr', lg: '1.15fr 0.85fr' }} gap={{ base: '10', lg: '16' }} alignItems="center">
          <TeamVideo />
          <SectionHeading id="team-title" eyebrow={TEAM.eyebrow} title={TEAM.title} gap="5">
            {TEAM.text.map((paragraph) => (
              <Text key={paragraph} textStyle="lead" color="fg.muted">
                {paragraph}
              </Text>
            ))}
            <Box pt="2">
              <Button asChild size="xl">
                <a href="#career-form">
                  {TEAM.join} <ArrowDown aria-hidden />
                </a>
              </Button>
            </Box>
          </SectionHeading>
        </Grid>
      </PageWidth>
    </Box>
  );
}

/**
 * Muted and looping, it plays while on screen, unless the visitor prefers reduced motion (then it
 * waits for Play). A pause button is always there, since it moves for more than five seconds.
 */
function TeamVideo() {
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
        width={960}
        height={540}
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

/** Section `career-form`, where Join us leads: an application without a listed job. */
function OpenApplication({ onApply }: { onApply: (target: ApplyTarget) => void }) {
  return (
    <Box as="section" id="career-form" aria-labelledby="career-form-title" py={{ base: 'section.sm', md: 'section' }} scrollMarginTop={`${LAYOUT.careerFormScrollOffsetPx}px`}>
      <PageWidth>
        <Flex
          direction={{ base: 'column', md: 'row' }}
          align={{ md: 'center' }}
          justify="space-between"
          gap={{ base: '6', md: '10' }}
          bg="brand.700"
          color="white"
          rounded="3xl"
          px={{ base: '6', md: '12' }}
          py={{ base: '10', md: '14' }}
          bgImage="radial-gradient(30rem 20rem at 100% 0%, rgba(111, 227, 204, 0.35), transparent 70%)"
        >
          <Stack gap="3" maxW="2xl">
            <Text textStyle="eyebrow" color="mint.200">
              {GENERAL_APPLICATION.eyebrow}
            </Text>
            <Text as="h2" id="career-form-title" textStyle="title">
              {GENERAL_APPLICATION.title}
            </Text>
            <Text color="brand.100" fontSize={{ base: 'md', md: 'lg' }} lineHeight="1.7">
              {GENERAL_APPLICATION.text}
            </Text>
          </Stack>
          <Button
            size="xl"
            bg="white"
            color="brand.800"
            _hover={{ bg: 'brand.50' }}
            flexShrink={0}
            onPointerEnter={preloadApplicationDialog}
            onFocus={preloadApplicationDialog}
            onClick={() => onApply({ jobId: null, position: GENERAL_APPLICATION.position })}
          >
            <Send aria-hidden /> {GENERAL_APPLICATION.button}
          </Button>
        </Flex>
      </PageWidth>
    </Box>
  );
}
