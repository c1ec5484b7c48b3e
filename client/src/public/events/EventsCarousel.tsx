import { Box, Button, Flex, IconButton, Stack, Text, chakra } from '@chakra-ui/react';
import type { MediaSources } from '@rules/media';
import { ArrowRight, ChevronLeft, ChevronRight, MapPin } from 'lucide-react';
import { TIMING } from '../../content/timing';
import { PlayPause } from '../../ui/PlayPause';
import { useRotation } from '../../ui/useRotation';
import { ResponsiveImage } from '../media/ResponsiveImage';
import { BookSeat, StageBadge, type BookingView } from './BookSeat';
import { EVENT_LABELS as COPY, eventPath } from './events';

/** An upcoming event as a slide shows it: plain data, worked out by the page's server render (its dates on the event's clocks). */
export interface CarouselEvent {
  slug: string;
  title: string;
  summary: string | null;
  days: string;
  when: string;
  where: string;
  /** Cancelled, moved or under way: a label over the title. */
  badge: { text: string; tone: 'red' | 'orange' | 'mint' } | null;
  booking: BookingView;
  /** Its cover image (the media library's), else `background`, a picture of the site's own. */
  cover: MediaSources | null;
  background: string;
}

/**
 * The upcoming events (spec section 4, "Event carousel"): the next every 10 seconds, by the arrows
 * either way; each change fades in over 500 ms, and the arrows are disabled meanwhile and restart
 * the wait. It can be paused, and holds still for visitors who ask for reduced motion.
 */
export function EventsCarousel({ events, label }: { events: readonly CarouselEvent[]; label: string }) {
  const { index, go, playing, settling, togglePlaying } = useRotation({ count: events.length, intervalMs: TIMING.eventCarouselMs, settleMs: TIMING.eventFadeMs });
  return (
    <Stack as="section" aria-roledescription="carousel" aria-label={label} gap="5">
      <Box position="relative" aria-live={playing ? 'off' : 'polite'}>
        {events.map((event, position) => (
          <EventSlide key={event.slug} event={event} position={position} count={events.length} hidden={position !== index} />
        ))}
      </Box>
      {events.length > 1 && (
        <Flex align="center" gap="2" wrap="wrap">
          <IconButton aria-label={COPY.previous} variant="outline" rounded="full" disabled={settling} onClick={() => go(index - 1)}>
            <ChevronLeft aria-hidden />
          </IconButton>
          <IconButton aria-label={COPY.nextEvent} variant="outline" rounded="full" disabled={settling} onClick={() => go(index + 1)}>
            <ChevronRight aria-hidden />
          </IconButton>
          <Flex gap="1.5" mx="3" aria-hidden>
            {events.map((event, position) => (
              <Box key={event.slug} h="2" w={position === index ? '6' : '2'} rounded="full" bg={position === index ? 'brand.500' : 'border.emphasized'} transition="width 0.3s" />
            ))}
          </Flex>
          <PlayPause ms="auto" color="fg.muted" playing={playing} onToggle={togglePlaying} pauseLabel={COPY.pause} playLabel={COPY.play} />
        </Flex>
      )}
    </Stack>
  );
}

function EventSlide({ event, position, count, hidden }: { event: CarouselEvent; position: number; count: number; hidden: boolean }) {
  return (
    <Box
      role="group"
      aria-roledescription="slide"
      aria-label={`${position + 1} of ${count}: ${event.title}`}
      hidden={hidden}
      position="relative"
      overflow="hidden"
      rounded="3xl"
      bg="ink.950"
      color="white"
      minH={{ base: '34rem', md: '30rem' }}
      animation={`fade-in ${TIMING.eventFadeMs}ms ease-out`}
    >
      <Box position="absolute" inset="0" css={{ '& picture, & img': { width: '100%', height: '100%' } }}>
        {event.cover ? (
          <ResponsiveImage image={event.cover} sizes="(min-width: 80rem) 76rem, 100vw" imgProps={{ w: 'full', h: 'full', alt: '' }} />
        ) : (
          <chakra.img src={event.background} alt="" loading="lazy" decoding="async" htmlWidth={1200} htmlHeight={700} w="full" h="full" objectFit="cover" />
        )}
      </Box>
      <Box position="absolute" inset="0" bgGradient="to-r" gradientFrom="rgba(7, 13, 31, 0.94)" gradientVia="rgba(7, 13, 31, 0.75)" gradientTo="rgba(7, 13, 31, 0.2)" />
      <Stack position="relative" gap="5" p={{ base: '6', md: '10' }} maxW="2xl">
        <Flex gap="3" align="center" wrap="wrap">
          <Text textStyle="eyebrow" color="mint.300">
            {event.days}
          </Text>
          {event.badge && <StageBadge tone={event.badge.tone}>{event.badge.text}</StageBadge>}
        </Flex>
        <Text as="h3" fontFamily="heading" fontWeight="800" fontSize={{ base: '2xl', md: '4xl' }} lineHeight="1.1" letterSpacing="-0.02em">
          {event.title}
        </Text>
        {event.summary && (
          <Text color="ink.200" textStyle="lead">
            {event.summary}
          </Text>
        )}
        <chakra.dl display="grid" gridTemplateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }} gap="4">
          {[
            { label: COPY.whenLabel, value: event.when, where: false },
            { label: COPY.whereLabel, value: event.where, where: true },
          ].map((fact) => (
            <Box key={fact.label} bg="whiteAlpha.100" borderWidth="1px" borderColor="whiteAlpha.200" rounded="xl" p="4" backdropFilter="blur(6px)">
              <chakra.dt textStyle="eyebrow" color="ink.300">
                {fact.label}
              </chakra.dt>
              <chakra.dd fontWeight="600" mt="1" display="flex" gap="2" alignItems="flex-start">
                {fact.where && <MapPin aria-hidden size={16} style={{ marginTop: 4, flexShrink: 0 }} />}
                {fact.value}
              </chakra.dd>
            </Box>
          ))}
        </chakra.dl>
        <Flex gap="3" wrap="wrap" pt="1" align="center">
          <BookSeat booking={event.booking} label={COPY.orderTickets} size="lg" palette="mint" tone="dark" />
          <Button asChild size="lg" variant="outline" color="white" borderColor="whiteAlpha.500" _hover={{ bg: 'whiteAlpha.100' }}>
            <a href={eventPath(event.slug)}>
              {COPY.readMore}
              {/* Which event, for people who list a page's links. */}
              <chakra.span srOnly>: {event.title}</chakra.span> <ArrowRight aria-hidden />
            </a>
          </Button>
        </Flex>
      </Stack>
    </Box>
  );
}
