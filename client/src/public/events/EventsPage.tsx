import { Box, Button, Flex, Grid, Stack, Text, chakra } from '@chakra-ui/react';
import { ArrowDown, CalendarDays, MapPin } from 'lucide-react';
import { CONFERENCE_BANNER, EVENTS_HERO, GALLERY, UPCOMING_EVENTS, type UpcomingEvent } from '../../content/events';
import { PageWidth } from '../../ui/PageWidth';
import { SocialLinks } from '../../ui/SocialIcon';
import { Island } from '../islands/Island';
import { LoopVideo } from '../media/LoopVideo';
import { HEADER_HEIGHT } from '../layout/Header';
import { HeroColumns, HeroPanel, HeroSection, HeroTitle } from '../layout/HeroSection';
import { SectionHeading } from '../layout/SectionHeading';
import { eventDays } from './eventDates';
import conferencePoster from './media/conference-poster.webp';
import conferenceMp4 from './media/conference.mp4';
import conferenceWebm from './media/conference.webm';
import event1 from './media/event-1.webp';
import event2 from './media/event-2.webp';
import event3 from './media/event-3.webp';
import gallery1 from './media/gallery-1.webp';
import gallery2 from './media/gallery-2.webp';
import gallery3 from './media/gallery-3.webp';
import gallery4 from './media/gallery-4.webp';
import gallery5 from './media/gallery-5.webp';
import gallery6 from './media/gallery-6.webp';
import { eventsCarousel } from './islands';

const UPCOMING_ID = 'upcoming-events';
const GALLERY_PICTURES = [gallery1, gallery2, gallery3, gallery4, gallery5, gallery6];
const EVENT_BACKGROUNDS: Record<string, string> = { 'growth-gains': event1, 'sme-credit': event2, 'founders-funders': event3 };

/** Events: the hero, the conference's film banner, pictures from past events and the upcoming events. */
export default function EventsPage() {
  const next: UpcomingEvent | undefined = UPCOMING_EVENTS.list[0];
  return (
    <>
      <HeroSection labelledBy="events-title">
        <HeroColumns>
          <Stack gap="6">
            <HeroTitle id="events-title" eyebrow={EVENTS_HERO.eyebrow} title={EVENTS_HERO.title} lead={EVENTS_HERO.lead} />
            <Box pt="2">
              {/* A link to the section: the browser scrolls there smoothly, clear of the header. */}
              <Button asChild size="xl" colorPalette="mint">
                <a href={`#${UPCOMING_ID}`}>
                  {EVENTS_HERO.toUpcoming} <ArrowDown aria-hidden />
                </a>
              </Button>
            </Box>
          </Stack>
          {next && (
            <HeroPanel>
              <NextEvent event={next} />
            </HeroPanel>
          )}
        </HeroColumns>
      </HeroSection>

      <ConferenceBanner />
      <Gallery />

      <Box as="section" id={UPCOMING_ID} aria-labelledby="upcoming-title" py={{ base: 'section.sm', md: 'section' }} bg="bg.subtle">
        <PageWidth data-reveal="">
          <SectionHeading id="upcoming-title" eyebrow={UPCOMING_EVENTS.eyebrow} title={UPCOMING_EVENTS.title} mb={{ base: '8', md: '10' }} />
          <Island of={eventsCarousel} props={{ backgrounds: EVENT_BACKGROUNDS }} when="visible" />
        </PageWidth>
      </Box>
    </>
  );
}

/** The hero's panel: the next event at a glance. */
function NextEvent({ event }: { event: UpcomingEvent }) {
  return (
    <Stack bg="whiteAlpha.100" borderWidth="1px" borderColor="whiteAlpha.200" rounded="2xl" p={{ base: '6', md: '8' }} gap="4" shadow="2xl">
      <Text textStyle="eyebrow" color="ink.300">
        {UPCOMING_EVENTS.eyebrow}
      </Text>
      <Text fontFamily="heading" fontWeight="800" fontSize={{ base: '2xl', md: '3xl' }} lineHeight="1.15">
        {event.title}
      </Text>
      <Flex align="center" gap="2" color="ink.200">
        <CalendarDays aria-hidden size={18} /> {eventDays(event)}
      </Flex>
      <Flex align="flex-start" gap="2" color="ink.200">
        <MapPin aria-hidden size={18} style={{ marginTop: 3, flexShrink: 0 }} /> {event.where}
      </Flex>
    </Stack>
  );
}

/** The conference's film with its tagline and social links over it (spec section 2). */
function ConferenceBanner() {
  return (
    <Box as="section" aria-labelledby="conference-title" py={{ base: 'section.sm', md: 'section' }}>
      <PageWidth data-reveal="">
        <Box position="relative" overflow="hidden" rounded="3xl" bg="ink.950" color="white" minH={{ base: '30rem', md: '32rem' }} shadow="xl">
          <Box position="absolute" inset="0">
            <LoopVideo webm={conferenceWebm} mp4={conferenceMp4} poster={conferencePoster} label={CONFERENCE_BANNER.videoLabel} playLabel={CONFERENCE_BANNER.play} pauseLabel={CONFERENCE_BANNER.pause} width={1280} height={560} />
          </Box>
          {/* Shade for the text; the film's pause button stays pressable through it. */}
          <Box position="absolute" inset="0" pointerEvents="none" bgGradient="to-r" gradientFrom="rgba(7, 13, 31, 0.92)" gradientVia="rgba(7, 13, 31, 0.6)" gradientTo="transparent" />
          <Stack position="relative" gap="5" p={{ base: '7', md: '12' }} maxW="xl" pointerEvents="none" css={{ '& a': { pointerEvents: 'auto' } }}>
            <Text textStyle="eyebrow" color="mint.300">
              {CONFERENCE_BANNER.eyebrow}
            </Text>
            <Text as="h2" id="conference-title" fontFamily="heading" fontWeight="800" fontSize={{ base: '3xl', md: '5xl' }} lineHeight="1.05" letterSpacing="-0.03em">
              {CONFERENCE_BANNER.tagline}
            </Text>
            <Text textStyle="lead" color="ink.200">
              {CONFERENCE_BANNER.text}
            </Text>
            <SocialLinks profiles={CONFERENCE_BANNER.social} label={CONFERENCE_BANNER.socialLabel} link={{ boxSize: '11', bg: 'whiteAlpha.200', color: 'white', backdropFilter: 'blur(6px)' }} />
          </Stack>
        </Box>
      </PageWidth>
    </Box>
  );
}

/** The gallery moves only where the browser has scroll-driven animations and the visitor has not asked for less motion. */
const GALLERY_MOVES = '@supports (animation-timeline: view())';
const MOTION_WELCOME = '@media (prefers-reduced-motion: no-preference)';

/**
 * The page's gutter beside the strip, or more on wide screens: its first and last pictures line up
 * with the page's content column. `cqi` is the strip's own width (it is a size container).
 */
const alongsideContent = (gutter: string) => `max(${gutter}, calc((100cqi - {sizes.page}) / 2 + ${gutter}))`;

/**
 * Pictures from past events (spec: a scroll-driven image gallery). As the page scrolls, the strip
 * moves sideways from its first picture to its last while it is in full view below the header: a
 * CSS animation on a `view()` timeline, so no script runs. The section clips the strip with
 * `overflow: clip`, not `hidden`, which would make it a scroll container and the timeline would
 * follow that (still) box instead of the page. Where the browser has no scroll-driven animations,
 * and for visitors who ask for less motion, the strip stays still and scrolls by itself: swiped,
 * dragged with a mouse (`dragScroll`) or moved with the arrow keys.
 */
function Gallery() {
  return (
    <Box as="section" aria-labelledby="gallery-title" pb={{ base: 'section.sm', md: 'section' }} overflowX="clip">
      <PageWidth data-reveal="">
        <SectionHeading id="gallery-title" eyebrow={GALLERY.eyebrow} title={GALLERY.title} mb={{ base: '8', md: '10' }} />
      </PageWidth>
      <Box
        role="region"
        aria-label={GALLERY.stripLabel}
        tabIndex={0}
        data-drag-scroll=""
        overflowX="auto"
        // Room for the scroll bar of the still strip.
        pb="4"
        cursor="grab"
        userSelect="none"
        scrollbarWidth="thin"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '-2px' }}
        css={{
          containerType: 'inline-size',
          '&[data-dragging]': { cursor: 'grabbing' },
          [GALLERY_MOVES]: {
            [MOTION_WELCOME]: {
              overflowX: 'visible',
              pb: '0',
              cursor: 'auto',
              '& > ul': {
                animationName: 'gallery-drift',
                animationTimingFunction: 'linear',
                animationFillMode: 'both',
                // The page's scroll while the strip is wholly in view under the fixed header.
                animationTimeline: { base: `view(block ${HEADER_HEIGHT.base} 0px)`, md: `view(block ${HEADER_HEIGHT.md} 0px)`, xl: `view(block ${HEADER_HEIGHT.xl} 0px)` },
                animationRange: 'contain 0% contain 100%',
              },
            },
          },
        }}
      >
        <Grid
          as="ul"
          listStyleType="none"
          gridAutoFlow="column"
          gridAutoColumns={{ base: '16rem', md: '24rem' }}
          gap={{ base: '4', md: '6' }}
          px={{ base: alongsideContent('{spacing.gutter.sm}'), md: alongsideContent('{spacing.gutter}') }}
          w="max-content"
        >
          {GALLERY.pictures.map((caption, index) => (
            <chakra.li key={caption} mt={index % 2 === 1 ? { md: '12' } : undefined}>
              <chakra.figure>
                <chakra.img src={GALLERY_PICTURES[index]} alt={caption} loading="lazy" decoding="async" draggable={false} htmlWidth={720} htmlHeight={480} w="full" h="auto" rounded="2xl" shadow="md" />
              </chakra.figure>
            </chakra.li>
          ))}
        </Grid>
      </Box>
    </Box>
  );
}
