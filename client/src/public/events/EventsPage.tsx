import { Box, Button, Flex, Grid, Stack, Text, chakra } from '@chakra-ui/react';
import { ArrowDown, ArrowRight, CalendarDays, Clock, MapPin } from 'lucide-react';
import { Suspense } from 'react';
import { PageWidth } from '../../ui/PageWidth';
import { SocialLinks } from '../../ui/SocialIcon';
import { usePageQuery } from '../data/pageData';
import { ORIGIN_PLACEHOLDER, usePageHead } from '../data/pageHead';
import { getFragmentData, graphql } from '../gql';
import { Island } from '../islands/Island';
import { LoopVideo } from '../media/LoopVideo';
import { imageSourcesOf } from '../media/imageSources';
import { HEADER_HEIGHT } from '../layout/Header';
import { HeroColumns, HeroPanel, HeroSection, HeroTitle } from '../layout/HeroSection';
import { SectionHeading } from '../layout/SectionHeading';
import { usePageSection } from '../site/pageSections';
import { socialProfilesOf, useSiteSettings } from '../site/siteSettings';
import { BookSeat, StageBadge, bookingViewOf } from './BookSeat';
import { Countdown } from './EventBits';
import type { CarouselEvent } from './EventsCarousel';
import { eventDays, eventHours, eventMoment, eventWhen } from './eventDates';
import { EVENT_LABELS, PAST_SHOWN, UPCOMING_SHOWN, eventPath, nextChangeOf, stageOf } from './events';
import { EventCard_event, whereOf, type EventCardData } from './eventQueries';
import { eventsCarousel } from './islands';
import { eventData } from './structuredData';
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

const EventsPageQuery = graphql(`
  query EventsPage($upcoming: Int!, $past: Int!) {
    upcoming: events(when: UPCOMING, first: $upcoming) {
      edges {
        node {
          id
          ...EventCard_event
        }
      }
    }
    past: events(when: PAST, first: $past) {
      edges {
        node {
          id
          ...EventCard_event
        }
      }
    }
  }
`);

const UPCOMING_ID = 'upcoming-events';
const GALLERY_PICTURES = [gallery1, gallery2, gallery3, gallery4, gallery5, gallery6];
/** The site's own pictures behind the slides of events without a cover image, in turn. */
const SLIDE_BACKGROUNDS = [event1, event2, event3];

type CardEvent = ReturnType<typeof cardOf>;
const cardOf = (data: EventCardData) => getFragmentData(EventCard_event, data);

/**
 * Events, /events: the hero with the next event and its countdown, the conference's film, pictures
 * from past events, the upcoming events (a carousel, soonest first) and the past ones (newest
 * first), all published in the back office. Rendered by the server and kept until content changes,
 * or until the next event starts or ends.
 */
export default function EventsPage() {
  return (
    <Suspense fallback={null}>
      <EventsView />
    </Suspense>
  );
}

function EventsView() {
  const result = usePageQuery(EventsPageQuery, { upcoming: UPCOMING_SHOWN, past: PAST_SHOWN });
  const now = new Date();
  const upcoming = (result.data?.upcoming.edges ?? []).map(({ node }) => cardOf(node));
  const past = (result.data?.past.edges ?? []).map(({ node }) => cardOf(node));
  // The next event that goes ahead: the hero counts down to it.
  const featured = upcoming.find((event) => !event.cancelled);
  usePageHead({
    ...(featured ? { structuredData: eventData({ ...featured, image: featured.coverImage ? `${ORIGIN_PLACEHOLDER}${imageSourcesOf(featured.coverImage).src}` : null }, ORIGIN_PLACEHOLDER, now) } : {}),
    freshUntil: nextChangeOf(upcoming, now),
  });
  return (
    <>
      <Hero featured={featured} now={now} />
      <ConferenceBanner />
      <Gallery />
      <Upcoming events={upcoming} now={now} unavailable={!result.data} />
      <Past events={past} />
    </>
  );
}

function Hero({ featured, now }: { featured: CardEvent | undefined; now: Date }) {
  const words = usePageSection('events-hero');
  return (
    <HeroSection labelledBy="events-title">
      <HeroColumns>
        <Stack gap="6">
          <HeroTitle id="events-title" eyebrow={words.eyebrow} title={words.title} lead={words.lead} />
          <Box pt="2">
            {/* A link to the section: the browser scrolls there smoothly, clear of the header. */}
            <Button asChild size="xl" colorPalette="mint">
              <a href={`#${UPCOMING_ID}`}>
                {EVENT_LABELS.toUpcoming} <ArrowDown aria-hidden />
              </a>
            </Button>
          </Box>
        </Stack>
        {featured && (
          <HeroPanel>
            <Featured event={featured} now={now} />
          </HeroPanel>
        )}
      </HeroColumns>
    </HeroSection>
  );
}

/** The hero's panel: the next event at a glance, counting down to its start. */
function Featured({ event, now }: { event: CardEvent; now: Date }) {
  const stage = stageOf(event, now);
  return (
    <Stack as="article" aria-labelledby="featured-title" bg="whiteAlpha.100" borderWidth="1px" borderColor="whiteAlpha.200" rounded="2xl" p={{ base: '6', md: '8' }} gap="4" shadow="2xl">
      <Flex gap="3" align="center" wrap="wrap">
        <Text textStyle="eyebrow" color="ink.300">
          {EVENT_LABELS.next}
        </Text>
        {stage === 'under-way' && <StageBadge tone="mint">{EVENT_LABELS.underWay}</StageBadge>}
        {event.previousStartsAt && <StageBadge tone="orange">{EVENT_LABELS.movedBadge}</StageBadge>}
      </Flex>
      <Text as="h2" id="featured-title" fontFamily="heading" fontWeight="800" fontSize={{ base: '2xl', md: '3xl' }} lineHeight="1.15">
        <chakra.a href={eventPath(event.slug)} color="white" _hover={{ textDecoration: 'underline' }}>
          {event.title}
        </chakra.a>
      </Text>
      <Stack gap="2" color="ink.200">
        <Flex align="center" gap="2">
          <CalendarDays aria-hidden size={18} style={{ flexShrink: 0 }} /> {eventDays(event)}
        </Flex>
        <Flex align="center" gap="2">
          <Clock aria-hidden size={18} style={{ flexShrink: 0 }} /> {eventHours(event)}
        </Flex>
        <Flex align="flex-start" gap="2">
          <MapPin aria-hidden size={18} style={{ marginTop: 3, flexShrink: 0 }} /> {whereOf(event)}
        </Flex>
        {event.previousStartsAt && <Text fontSize="sm">{EVENT_LABELS.moved(eventMoment(event.previousStartsAt, event.timeZone))}</Text>}
      </Stack>
      {stage === 'upcoming' && (
        <Stack gap="2">
          <Text fontWeight="700" color="ink.200" fontSize="sm">
            {EVENT_LABELS.countdownLabel(event.title)}
          </Text>
          <Countdown startsAt={event.startsAt} now={now} over={EVENT_LABELS.startedNow} tone="dark" />
        </Stack>
      )}
      <Flex gap="3" wrap="wrap" align="center" pt="1">
        <BookSeat booking={bookingViewOf(event, now)} label={EVENT_LABELS.orderTickets} size="lg" palette="mint" tone="dark" />
        <Button asChild size="lg" variant="outline" color="white" borderColor="whiteAlpha.500" _hover={{ bg: 'whiteAlpha.100' }}>
          <a href={eventPath(event.slug)}>
            {EVENT_LABELS.readMore}
            <chakra.span srOnly>: {event.title}</chakra.span> <ArrowRight aria-hidden />
          </a>
        </Button>
      </Flex>
    </Stack>
  );
}

/** The conference's film with its tagline and the site's social links over it (spec section 2). */
function ConferenceBanner() {
  const words = usePageSection('events-banner');
  const site = useSiteSettings();
  return (
    <Box as="section" aria-labelledby="conference-title" py={{ base: 'section.sm', md: 'section' }}>
      <PageWidth data-reveal="">
        <Box position="relative" overflow="hidden" rounded="3xl" bg="ink.950" color="white" minH={{ base: '30rem', md: '32rem' }} shadow="xl">
          <Box position="absolute" inset="0">
            <LoopVideo webm={conferenceWebm} mp4={conferenceMp4} poster={conferencePoster} label={words.points[0] ?? words.title} playLabel="Play the film" pauseLabel="Pause the film" width={1280} height={560} />
          </Box>
          {/* Shade for the text; the film's pause button stays pressable through it. */}
          <Box position="absolute" inset="0" pointerEvents="none" bgGradient="to-r" gradientFrom="rgba(7, 13, 31, 0.92)" gradientVia="rgba(7, 13, 31, 0.6)" gradientTo="transparent" />
          <Stack position="relative" gap="5" p={{ base: '7', md: '12' }} maxW="xl" pointerEvents="none" css={{ '& a': { pointerEvents: 'auto' } }}>
            {words.eyebrow && (
              <Text textStyle="eyebrow" color="mint.300">
                {words.eyebrow}
              </Text>
            )}
            <Text as="h2" id="conference-title" fontFamily="heading" fontWeight="800" fontSize={{ base: '3xl', md: '5xl' }} lineHeight="1.05" letterSpacing="-0.03em">
              {words.title}
            </Text>
            {words.lead && (
              <Text textStyle="lead" color="ink.200">
                {words.lead}
              </Text>
            )}
            <SocialLinks profiles={socialProfilesOf(site)} label={`Follow ${site.siteName}`} link={{ boxSize: '11', bg: 'whiteAlpha.200', color: 'white', backdropFilter: 'blur(6px)' }} />
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
 * dragged with a mouse (`dragScroll`) or moved with the arrow keys. What each picture shows is a
 * page text (`events-gallery`'s points, in order).
 */
function Gallery() {
  const words = usePageSection('events-gallery');
  return (
    <Box as="section" aria-labelledby="gallery-title" pb={{ base: 'section.sm', md: 'section' }} overflowX="clip">
      <PageWidth data-reveal="">
        <SectionHeading id="gallery-title" eyebrow={words.eyebrow} title={words.title} mb={{ base: '8', md: '10' }} />
      </PageWidth>
      <Box
        role="region"
        aria-label={EVENT_LABELS.galleryLabel}
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
          {GALLERY_PICTURES.map((picture, index) => (
            <chakra.li key={picture} mt={index % 2 === 1 ? { md: '12' } : undefined}>
              <chakra.figure>
                <chakra.img src={picture} alt={words.points[index] ?? ''} loading="lazy" decoding="async" draggable={false} htmlWidth={720} htmlHeight={480} w="full" h="auto" rounded="2xl" shadow="md" />
              </chakra.figure>
            </chakra.li>
          ))}
        </Grid>
      </Box>
    </Box>
  );
}

/** A slide's badge: cancelled, moved, or under way. */
function badgeOf(event: CardEvent, now: Date): CarouselEvent['badge'] {
  if (event.cancelled) return { text: EVENT_LABELS.cancelled, tone: 'red' };
  if (event.previousStartsAt) return { text: EVENT_LABELS.movedBadge, tone: 'orange' };
  return stageOf(event, now) === 'under-way' ? { text: EVENT_LABELS.underWay, tone: 'mint' } : null;
}

/** The upcoming events, soonest first: the carousel (its slides worked out here, so the island needs no request). */
function Upcoming({ events, now, unavailable }: { events: readonly CardEvent[]; now: Date; unavailable: boolean }) {
  const words = usePageSection('events-upcoming');
  const slides: CarouselEvent[] = events.map((event, position) => ({
    slug: event.slug,
    title: event.title,
    summary: event.summary,
    days: eventDays(event),
    when: eventWhen(event),
    where: whereOf(event),
    badge: badgeOf(event, now),
    booking: bookingViewOf(event, now),
    cover: event.coverImage ? imageSourcesOf(event.coverImage) : null,
    background: SLIDE_BACKGROUNDS[position % SLIDE_BACKGROUNDS.length] ?? event1,
  }));
  return (
    <Box as="section" id={UPCOMING_ID} aria-labelledby="upcoming-title" py={{ base: 'section.sm', md: 'section' }} bg="bg.subtle" scrollMarginTop={HEADER_HEIGHT}>
      <PageWidth data-reveal="">
        <SectionHeading id="upcoming-title" eyebrow={words.eyebrow} title={words.title} mb={{ base: '8', md: '10' }} />
        {slides.length > 0 ? (
          <Island of={eventsCarousel} props={{ events: slides, label: words.title }} when="visible" />
        ) : (
          <Text role={unavailable ? 'alert' : undefined} color="fg.muted" fontSize="lg" maxW="2xl">
            {unavailable ? EVENT_LABELS.unavailable : EVENT_LABELS.noUpcoming}
          </Text>
        )}
      </PageWidth>
    </Box>
  );
}

/** The past events, newest first: each says it is past (no countdown), or that it was cancelled. */
function Past({ events }: { events: readonly CardEvent[] }) {
  const words = usePageSection('events-past');
  if (events.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="past-title" py={{ base: 'section.sm', md: 'section' }}>
      <PageWidth data-reveal="">
        <SectionHeading id="past-title" eyebrow={words.eyebrow} title={words.title} lead={words.lead} mb={{ base: '8', md: '10' }} />
        <Grid as="ul" listStyleType="none" templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' }} gap={{ base: '4', md: '6' }}>
          {events.map((event) => (
            <Stack
              as="li"
              key={event.id}
              position="relative"
              gap="3"
              bg="bg.panel"
              borderWidth="1px"
              borderColor="border"
              rounded="2xl"
              p={{ base: '6', md: '7' }}
              transition="border-color 0.2s, box-shadow 0.2s"
              _hover={{ borderColor: 'mint.500', shadow: 'lg' }}
              _focusWithin={{ borderColor: 'mint.500', shadow: 'lg' }}
              css={{
                '& a.card-link': { color: 'fg', textDecoration: 'none', outline: 'none' },
                '& a.card-link::after': { content: '""', position: 'absolute', inset: '0', borderRadius: 'inherit' },
                '& a.card-link:focus-visible::after': { outline: '3px solid', outlineColor: 'mint.focusRing', outlineOffset: '2px' },
              }}
            >
              <Flex gap="2" wrap="wrap">
                {event.cancelled ? <StageBadge tone="red">{EVENT_LABELS.cancelled}</StageBadge> : <StageBadge tone="gray">{EVENT_LABELS.past}</StageBadge>}
              </Flex>
              <Text color="fg.muted" fontSize="sm" fontWeight="600">
                {eventDays(event)}
              </Text>
              <Text as="h3" fontFamily="heading" fontWeight="700" fontSize={{ base: 'xl', md: '2xl' }} lineHeight="1.3" letterSpacing="-0.01em">
                <a href={eventPath(event.slug)} className="card-link">
                  {event.title}
                </a>
              </Text>
              <Flex align="flex-start" gap="2" color="fg.muted" fontSize="sm">
                <MapPin aria-hidden size={16} style={{ marginTop: 2, flexShrink: 0 }} /> {whereOf(event)}
              </Flex>
            </Stack>
          ))}
        </Grid>
      </PageWidth>
    </Box>
  );
}
