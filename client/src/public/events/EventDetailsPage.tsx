import { Box, Button, Flex, Grid, Stack, Text, chakra } from '@chakra-ui/react';
import { CalendarDays, Check, MapPin, Ticket } from 'lucide-react';
import { EVENT_DETAILS, EVENT_FIGURES, EVENT_THEME, INDUSTRY_DRIPS, SPEAKERS, WHY_US } from '../../content/events';
import { PageWidth } from '../../ui/PageWidth';
import { portraitUrl } from '../../ui/Portrait';
import { Island } from '../islands/Island';
import { countUp } from '../layout/islands';
import { opens } from '../islands/overlays';
import { HeroSection, HeroTitle } from '../layout/HeroSection';
import { PersonCard } from '../layout/PersonCard';
import { SectionHeading } from '../layout/SectionHeading';
import { COUNTDOWN_UNITS, timeLeft, twoDigits } from './countdown';
import { eventDays, eventStart } from './eventDates';
import banner from './media/details-banner.webp';
import drip1 from './media/drip-1.webp';
import drip2 from './media/drip-2.webp';
import drip3 from './media/drip-3.webp';
import drip4 from './media/drip-4.webp';
import drip5 from './media/drip-5.webp';
import { industryDrips } from './islands';

/** Event Details: the conference's banner, countdown, theme, figures, speakers, why to come and the industry news. */
export default function EventDetailsPage() {
  return (
    <>
      <Banner />
      <Intro />
      <Theme />
      <Box as="section" aria-label={EVENT_FIGURES.label} bg="ink.950" color="white" py={{ base: 'section.sm', md: 'section' }}>
        <PageWidth data-reveal="">
          <Island of={countUp} props={{ figures: EVENT_FIGURES.counters }} when="visible" />
        </PageWidth>
      </Box>
      <Speakers />
      <WhyUs />
      <Box as="section" aria-labelledby="drips-title" py={{ base: 'section.sm', md: 'section' }} bg="bg.subtle">
        <PageWidth data-reveal="">
          <SectionHeading id="drips-title" eyebrow={INDUSTRY_DRIPS.eyebrow} title={INDUSTRY_DRIPS.title} mb={{ base: '8', md: '10' }} />
          <Island of={industryDrips} props={{ pictures: [drip1, drip2, drip3, drip4, drip5] }} when="visible" />
        </PageWidth>
      </Box>
    </>
  );
}

function Banner() {
  return (
    <HeroSection labelledBy="event-title" minH={{ base: '28rem', md: '34rem' }} display="flex" alignItems="flex-end">
      <chakra.img src={banner} alt="" fetchPriority="high" decoding="async" htmlWidth={1600} htmlHeight={640} position="absolute" inset="0" w="full" h="full" objectFit="cover" />
      <Box position="absolute" inset="0" bgGradient="to-t" gradientFrom="rgba(7, 13, 31, 0.95)" gradientVia="rgba(7, 13, 31, 0.55)" gradientTo="rgba(7, 13, 31, 0.3)" />
      <PageWidth position="relative" py={{ base: '10', md: '16' }} w="full">
        <HeroTitle id="event-title" eyebrow={EVENT_DETAILS.eyebrow} title={EVENT_DETAILS.title} />
        <Flex gap={{ base: '3', md: '8' }} mt="6" direction={{ base: 'column', md: 'row' }} color="ink.100" fontWeight="600">
          <Flex align="center" gap="2">
            <CalendarDays aria-hidden size={20} /> {eventDays(EVENT_DETAILS.conference)}
          </Flex>
          <Flex align="center" gap="2">
            <MapPin aria-hidden size={20} /> {EVENT_DETAILS.conference.where}
          </Flex>
        </Flex>
      </PageWidth>
    </HeroSection>
  );
}

/** The intro with the countdown to the conference's opening (a behaviour keeps it ticking: `countdown.ts`) and the seat booking button. */
function Intro() {
  // The moment it opens where it happens, written with its offset, so every visitor counts to the same moment.
  const opening = eventStart(EVENT_DETAILS.conference);
  const left = timeLeft(opening, new Date());
  return (
    <Box as="section" aria-labelledby="countdown-title" py={{ base: 'section.sm', md: 'section' }}>
      <PageWidth data-reveal="" display="grid" gridTemplateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap={{ base: '10', lg: '16' }} alignItems="center">
        <Text textStyle="lead" color="fg.muted">
          {EVENT_DETAILS.intro}
        </Text>
        <Stack gap="6" bg="bg.subtle" rounded="3xl" p={{ base: '6', md: '8' }} borderWidth="1px" borderColor="border">
          <Text as="h2" id="countdown-title" fontWeight="700" color="fg.muted">
            {EVENT_DETAILS.countdownLabel}
          </Text>
          <chakra.dl data-countdown={opening.toISOString()} display="grid" gridTemplateColumns="repeat(4, minmax(0, 1fr))" gap={{ base: '2', md: '4' }}>
            {COUNTDOWN_UNITS.map((unit) => (
              <Flex key={unit} direction="column-reverse" align="center" bg="bg" rounded="xl" py={{ base: '3', md: '4' }} shadow="xs" borderWidth="1px" borderColor="border">
                <chakra.dt fontSize={{ base: '2xs', sm: 'xs' }} color="fg.muted" textTransform="uppercase" letterSpacing="0.08em" fontWeight="700">
                  {EVENT_DETAILS.countdownUnits[unit]}
                </chakra.dt>
                <chakra.dd data-unit={unit} fontFamily="heading" fontWeight="800" fontSize={{ base: '2xl', md: '4xl' }} fontVariantNumeric="tabular-nums" lineHeight="1.1">
                  {twoDigits(left[unit])}
                </chakra.dd>
              </Flex>
            ))}
          </chakra.dl>
          <Button size="xl" {...opens('book-seat')}>
            <Ticket aria-hidden /> {EVENT_DETAILS.bookSeat}
          </Button>
        </Stack>
      </PageWidth>
    </Box>
  );
}

function Theme() {
  return (
    <Box as="section" aria-labelledby="theme-title" pb={{ base: 'section.sm', md: 'section' }}>
      <PageWidth data-reveal="" display="grid" gridTemplateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap={{ base: '10', lg: '16' }}>
        <SectionHeading id="theme-title" eyebrow={EVENT_THEME.eyebrow} title={EVENT_THEME.title} lead={EVENT_THEME.text} />
        <Box bg="ink.950" color="white" rounded="3xl" p={{ base: '6', md: '8' }} bgImage="radial-gradient(30rem 20rem at 100% 0%, rgba(36, 70, 214, 0.5), transparent 70%)">
          <Text as="h3" fontFamily="heading" fontWeight="700" fontSize="xl" mb="5">
            {EVENT_THEME.highlightsTitle}
          </Text>
          <Stack as="ul" listStyleType="none" gap="4">
            {EVENT_THEME.highlights.map((highlight) => (
              <Flex as="li" key={highlight} gap="3" align="flex-start">
                <Flex boxSize="6" mt="0.5" flexShrink={0} rounded="full" bg="mint.400" color="ink.950" align="center" justify="center">
                  <Check aria-hidden size={14} strokeWidth={3} />
                </Flex>
                <Text color="ink.100">{highlight}</Text>
              </Flex>
            ))}
          </Stack>
        </Box>
      </PageWidth>
    </Box>
  );
}

function Speakers() {
  return (
    <Box as="section" aria-labelledby="speakers-title" py={{ base: 'section.sm', md: 'section' }}>
      <PageWidth data-reveal="">
        <SectionHeading id="speakers-title" eyebrow={SPEAKERS.eyebrow} title={SPEAKERS.title} mb={{ base: '8', md: '12' }} />
        <Grid as="ul" listStyleType="none" templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' }} gap={{ base: '3', md: '5' }}>
          {SPEAKERS.list.map((speaker) => (
            <PersonCard key={speaker.name} person={{ ...speaker, portraitUrl: portraitUrl(speaker.name) }} />
          ))}
        </Grid>
      </PageWidth>
    </Box>
  );
}

function WhyUs() {
  return (
    <Box as="section" aria-labelledby="why-title" pb={{ base: 'section.sm', md: 'section' }}>
      <PageWidth data-reveal="">
        <SectionHeading id="why-title" eyebrow={WHY_US.eyebrow} title={WHY_US.title} mb={{ base: '8', md: '12' }} />
        <Grid as="ul" listStyleType="none" templateColumns={{ base: '1fr', md: 'repeat(3, minmax(0, 1fr))' }} gap="5">
          {WHY_US.points.map((point, index) => (
            <Stack as="li" key={point.title} gap="3" bg="bg.subtle" rounded="2xl" p="7">
              <Text fontFamily="heading" fontWeight="800" fontSize="3xl" color="brand.fg" aria-hidden>
                {String(index + 1).padStart(2, '0')}
              </Text>
              <Text as="h3" fontFamily="heading" fontWeight="700" fontSize="lg">
                {point.title}
              </Text>
              <Text color="fg.muted">{point.text}</Text>
            </Stack>
          ))}
        </Grid>
      </PageWidth>
    </Box>
  );
}
