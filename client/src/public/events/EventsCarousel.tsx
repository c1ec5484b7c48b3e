import { Box, Button, Flex, IconButton, Stack, Text, chakra } from '@chakra-ui/react';
import { ArrowRight, ChevronLeft, ChevronRight, MapPin, Ticket } from 'lucide-react';
import { UPCOMING_EVENTS as COPY, type UpcomingEvent } from '../../content/events';
import { TIMING } from '../../content/timing';
import { PlayPause } from '../../ui/PlayPause';
import { useRotation } from '../../ui/useRotation';
import { PartnerLogo } from '../home/PartnerLogo';
import { opens } from '../islands/overlays';
import { eventDays, eventWhen } from './eventDates';

const EVENTS: readonly UpcomingEvent[] = COPY.list;

/**
 * The upcoming events (spec section 4, "Event carousel"): the next every 10 seconds, by the arrows
 * either way; each change fades in over 500 ms, and the arrows are disabled meanwhile and restart
 * the wait. It can be paused, and holds still for visitors who ask for reduced motion.
 */
export function EventsCarousel({ backgrounds }: { backgrounds: Readonly<Record<string, string>> }) {
  const { index, go, playing, settling, togglePlaying } = useRotation({ count: EVENTS.length, intervalMs: TIMING.eventCarouselMs, settleMs: TIMING.eventFadeMs });
  return (
    <Stack as="section" aria-roledescription="carousel" aria-label={COPY.title} gap="5">
      <Box position="relative" aria-live={playing ? 'off' : 'polite'}>
        {EVENTS.map((event, position) => (
          <EventSlide key={event.id} event={event} background={backgrounds[event.id]} position={position} hidden={position !== index} moving={playing} />
        ))}
      </Box>
      <Flex align="center" gap="2" wrap="wrap">
        <IconButton aria-label={COPY.previous} variant="outline" rounded="full" disabled={settling} onClick={() => go(index - 1)}>
          <ChevronLeft aria-hidden />
        </IconButton>
        <IconButton aria-label={COPY.next} variant="outline" rounded="full" disabled={settling} onClick={() => go(index + 1)}>
          <ChevronRight aria-hidden />
        </IconButton>
        <Flex gap="1.5" mx="3" aria-hidden>
          {EVENTS.map((event, position) => (
            <Box key={event.id} h="2" w={position === index ? '6' : '2'} rounded="full" bg={position === index ? 'brand.500' : 'border.emphasized'} transition="width 0.3s" />
          ))}
        </Flex>
        <PlayPause ms="auto" color="fg.muted" playing={playing} onToggle={togglePlaying} pauseLabel={COPY.pause} playLabel={COPY.play} />
      </Flex>
    </Stack>
  );
}

function EventSlide({ event, background, position, hidden, moving }: { event: UpcomingEvent; background: string | undefined; position: number; hidden: boolean; moving: boolean }) {
  return (
    <Box
      role="group"
      aria-roledescription="slide"
      aria-label={`${position + 1} of ${EVENTS.length}: ${event.title}`}
      hidden={hidden}
      position="relative"
      overflow="hidden"
      rounded="3xl"
      bg="ink.950"
      color="white"
      minH={{ base: '34rem', md: '30rem' }}
      animation={`fade-in ${TIMING.eventFadeMs}ms ease-out`}
    >
      {background && (
        <chakra.img src={background} alt="" loading="lazy" decoding="async" htmlWidth={1200} htmlHeight={700} position="absolute" inset="0" w="full" h="full" objectFit="cover" />
      )}
      <Box position="absolute" inset="0" bgGradient="to-r" gradientFrom="rgba(7, 13, 31, 0.94)" gradientVia="rgba(7, 13, 31, 0.75)" gradientTo="rgba(7, 13, 31, 0.2)" />
      <Stack position="relative" gap="5" p={{ base: '6', md: '10' }} maxW="2xl">
        <Text textStyle="eyebrow" color="mint.300">
          {eventDays(event)}
        </Text>
        <Text as="h3" fontFamily="heading" fontWeight="800" fontSize={{ base: '2xl', md: '4xl' }} lineHeight="1.1" letterSpacing="-0.02em">
          {event.title}
        </Text>
        <Text color="ink.200" textStyle="lead">
          {event.description}
        </Text>
        <chakra.dl display="grid" gridTemplateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }} gap="4">
          {[
            { label: COPY.whenLabel, value: eventWhen(event) },
            { label: COPY.whereLabel, value: event.where },
          ].map((fact) => (
            <Box key={fact.label} bg="whiteAlpha.100" borderWidth="1px" borderColor="whiteAlpha.200" rounded="xl" p="4" backdropFilter="blur(6px)">
              <chakra.dt textStyle="eyebrow" color="ink.300">
                {fact.label}
              </chakra.dt>
              <chakra.dd fontWeight="600" mt="1" display="flex" gap="2" alignItems="flex-start">
                {fact.label === COPY.whereLabel && <MapPin aria-hidden size={16} style={{ marginTop: 4, flexShrink: 0 }} />}
                {fact.value}
              </chakra.dd>
            </Box>
          ))}
        </chakra.dl>
        <Sponsors event={event} moving={moving} />
        <Flex gap="3" wrap="wrap" pt="1">
          <Button size="lg" colorPalette="mint" {...opens('book-seat')}>
            <Ticket aria-hidden /> {event.buttonText}
          </Button>
          <Button asChild size="lg" variant="outline" color="white" borderColor="whiteAlpha.500" _hover={{ bg: 'whiteAlpha.100' }}>
            <a href={COPY.readMoreTo}>
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

/**
 * The event's sponsors as a strip of logos scrolling by (twice over, for an endless loop), or a
 * note that there are none. It stops with the carousel's pause button, and under the pointer.
 */
function Sponsors({ event, moving }: { event: UpcomingEvent; moving: boolean }) {
  if (event.sponsors.length === 0) {
    return (
      <Text fontSize="sm" color="ink.300">
        {COPY.noSponsors}
      </Text>
    );
  }
  return (
    <Box>
      <Text textStyle="eyebrow" color="ink.300" mb="2">
        {COPY.sponsorsLabel}
      </Text>
      <Box overflow="hidden" maskImage="linear-gradient(to right, transparent, black 10%, black 90%, transparent)" color="ink.200">
        <Flex w="max-content" animation="marquee 18s linear infinite" animationPlayState={moving ? 'running' : 'paused'} _hover={{ animationPlayState: 'paused' }}>
          {[0, 1].map((copy) => (
            <Flex as="ul" key={copy} listStyleType="none" gap="10" pe="10" aria-hidden={copy === 1 ? true : undefined}>
              {event.sponsors.map((sponsor) => (
                <li key={sponsor.id}>
                  <PartnerLogo partner={sponsor} />
                </li>
              ))}
            </Flex>
          ))}
        </Flex>
      </Box>
    </Box>
  );
}
