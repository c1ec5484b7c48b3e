import { Box, Flex, Grid, Stack, Text, chakra } from '@chakra-ui/react';
import { ArrowLeft, CalendarDays, Check, Clock, ExternalLink, MapPin, MonitorPlay, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { profileLinkLabel } from '../../content/people';
import { PageWidth } from '../../ui/PageWidth';
import { portraitUrlOf } from '../../ui/Portrait';
import { usePageQuery } from '../data/pageData';
import { getFragmentData, graphql, type FragmentType } from '../gql';
import { countingFiguresOf, usePlacedFigures } from '../home/figures';
import { PROSE_CSS } from '../insights/PostArticle';
import { Island } from '../islands/Island';
import { countUp } from '../layout/islands';
import { HeroSection } from '../layout/HeroSection';
import { PersonCard, type CardPerson } from '../layout/PersonCard';
import { SectionHeading } from '../layout/SectionHeading';
import { imageSourcesOf } from '../media/imageSources';
import { ResponsiveImage } from '../media/ResponsiveImage';
import { usePageSection, usePageSections } from '../site/pageSections';
import { EVENT_DRIP_SECTIONS } from '@rules/page-sections';
import { BookSeat, bookingViewOf } from './BookSeat';
import { Countdown, EventNotice } from './EventBits';
import { clockOf, eventDate, eventDays, eventHours, eventMoment, wallClockOf, zoneName } from './eventDates';
import { EVENT_LABELS, EVENTS_PATH, availabilityOf, mapLinkOf, stageOf } from './events';
import { EventPage_event, formatLabel } from './eventQueries';
import { industryDrips } from './islands';
import banner from './media/details-banner.webp';
import drip1 from './media/drip-1.webp';
import drip2 from './media/drip-2.webp';
import drip3 from './media/drip-3.webp';
import drip4 from './media/drip-4.webp';
import drip5 from './media/drip-5.webp';

const DRIP_PICTURES = [drip1, drip2, drip3, drip4, drip5];

/** The published profiles: an agenda names its speakers by their ids. */
const EventSpeakersQuery = graphql(`
  query EventSpeakers {
    profiles {
      id
      name
      role
      profileUrl
      portrait
      bio
      photoImage {
        ...ResponsiveImage_image
      }
    }
  }
`);

type EventView = ReturnType<typeof eventOf>;
const eventOf = (data: FragmentType<typeof EventPage_event>) => getFragmentData(EventPage_event, data);

/**
 * An event's page (and its preview): the banner with its title, dates on its own clocks and place;
 * what it is about with the countdown and "Book Your Seat"; the facts; the agenda and its
 * speakers; then the site's words for every event (the figures, why attend, Industry Drips).
 */
export function EventArticle({ event: data, now, banner: notice }: { event: FragmentType<typeof EventPage_event>; now: Date; banner?: ReactNode }) {
  const event = eventOf(data);
  return (
    <Box as="article" aria-labelledby="event-title">
      <Banner event={event} now={now} notice={notice} />
      <Intro event={event} now={now} />
      <Facts event={event} now={now} />
      <Agenda event={event} />
      <Figures />
      <WhyUs />
      <Drips />
    </Box>
  );
}

function Banner({ event, now, notice }: { event: EventView; now: Date; notice: ReactNode }) {
  const stage = stageOf(event, now);
  return (
    // Taller than its words on a phone, the words at its top: a line more or less as the web fonts arrive moves nothing below (layout shift).
    <HeroSection labelledBy="event-title" minH={{ base: '42rem', md: '36rem' }} display="flex" alignItems={{ base: 'flex-start', md: 'flex-end' }}>
      <Box position="absolute" inset="0" css={{ '& picture, & img': { width: '100%', height: '100%' } }}>
        {event.coverImage ? (
          <ResponsiveImage image={imageSourcesOf(event.coverImage)} priority imgProps={{ w: 'full', h: 'full', alt: '' }} />
        ) : (
          <chakra.img src={banner} alt="" fetchPriority="high" decoding="async" htmlWidth={1600} htmlHeight={640} w="full" h="full" objectFit="cover" />
        )}
      </Box>
      <Box position="absolute" inset="0" bgGradient="to-t" gradientFrom="rgba(7, 13, 31, 0.96)" gradientVia="rgba(7, 13, 31, 0.6)" gradientTo="rgba(7, 13, 31, 0.35)" />
      <PageWidth position="relative" py={{ base: '10', md: '16' }} w="full">
        {notice}
        <chakra.a href={EVENTS_PATH} display="inline-flex" alignItems="center" gap="2" color="ink.200" fontSize="sm" fontWeight="600" _hover={{ color: 'white' }}>
          <ArrowLeft aria-hidden size={16} /> {EVENT_LABELS.allEvents}
        </chakra.a>
        <Stack gap="5" mt={{ base: '6', md: '8' }} maxW="4xl">
          <Text textStyle="eyebrow" color="mint.300">
            {formatLabel(event.format)} · {EVENT_LABELS.eventsTitle}
            {stage === 'past' ? ` · ${EVENT_LABELS.past}` : ''}
          </Text>
          <Text as="h1" id="event-title" textStyle="display" fontSize={{ base: '3xl', md: '5xl', lg: '6xl' }}>
            {event.title}
          </Text>
          {event.summary && (
            <Text textStyle="lead" color="ink.200" maxW="3xl">
              {event.summary}
            </Text>
          )}
          <Flex gap={{ base: '3', md: '8' }} direction={{ base: 'column', md: 'row' }} wrap="wrap" color="ink.100" fontWeight="600">
            <Flex align="center" gap="2">
              <CalendarDays aria-hidden size={20} style={{ flexShrink: 0 }} /> {eventDays(event)}
            </Flex>
            <Flex align="center" gap="2">
              <Clock aria-hidden size={20} style={{ flexShrink: 0 }} /> {eventHours(event)}
            </Flex>
            <Flex align="center" gap="2">
              {event.venue ? <MapPin aria-hidden size={20} style={{ flexShrink: 0 }} /> : <MonitorPlay aria-hidden size={20} style={{ flexShrink: 0 }} />}
              {event.venue ? `${event.venue.name}, ${event.venue.addressLines.at(-1) ?? ''}` : formatLabel(event.format)}
            </Flex>
          </Flex>
          <Notices event={event} now={now} />
        </Stack>
      </PageWidth>
    </HeroSection>
  );
}

/** Cancelled (with the team's note), moved (its previous start), or over. */
function Notices({ event, now }: { event: EventView; now: Date }) {
  const stage = stageOf(event, now);
  return (
    <Stack gap="3" maxW="2xl" _empty={{ display: 'none' }}>
      {event.cancelled && <EventNotice kind="cancelled" tone="dark" title={EVENT_LABELS.cancelled} text={event.cancellationNote ?? EVENT_LABELS.cancelledNote} />}
      {!event.cancelled && event.previousStartsAt && <EventNotice kind="moved" tone="dark" title={EVENT_LABELS.movedBadge} text={EVENT_LABELS.moved(eventMoment(event.previousStartsAt, event.timeZone))} />}
      {!event.cancelled && stage === 'past' && <EventNotice kind="past" tone="dark" title={EVENT_LABELS.past} text={EVENT_LABELS.pastNote} />}
    </Stack>
  );
}

/** What it is about (the body, made by the server), beside the countdown and "Book Your Seat". */
function Intro({ event, now }: { event: EventView; now: Date }) {
  const stage = stageOf(event, now);
  const availability = availabilityOf(event, now);
  return (
    <Box as="section" aria-labelledby="about-event-title" py={{ base: 'section.sm', md: 'section' }}>
      <PageWidth display="grid" gridTemplateColumns={{ base: '1fr', lg: 'minmax(0, 7fr) minmax(0, 5fr)' }} gap={{ base: '10', lg: '16' }} alignItems="start">
        <Stack gap="6">
          <Text as="h2" id="about-event-title" textStyle="eyebrow" color="brand.fg">
            {EVENT_LABELS.aboutEyebrow}
          </Text>
          {/* Made by the server from the event's document, and nothing else: no script, frame or handler can be in it. */}
          <Box className="event-body" css={PROSE_CSS} dangerouslySetInnerHTML={{ __html: event.html }} />
        </Stack>
        <Stack as="aside" aria-label={EVENT_LABELS.bookingLabel} order={{ base: -1, lg: 0 }} gap="6" bg="bg.subtle" rounded="3xl" p={{ base: '6', md: '8' }} borderWidth="1px" borderColor="border" position={{ lg: 'sticky' }} top={{ lg: '28' }}>
          {stage === 'upcoming' && (
            <Stack gap="3">
              <Text fontWeight="700" color="fg.muted">
                {EVENT_LABELS.countdownLabel(event.title)}
              </Text>
              <Countdown startsAt={event.startsAt} now={now} over={EVENT_LABELS.startedNow} />
            </Stack>
          )}
          {stage === 'under-way' && <EventNotice kind="past" title={EVENT_LABELS.underWay} text={EVENT_LABELS.startedNow} />}
          {stage === 'past' && <EventNotice kind="past" title={EVENT_LABELS.past} text={EVENT_LABELS.pastNote} />}
          <Flex align="center" gap="2" fontWeight="600">
            <Users aria-hidden size={18} /> {EVENT_LABELS.seats(event.capacity)} · <span data-availability={availability}>{EVENT_LABELS.availability[availability]}</span>
          </Flex>
          <BookSeat booking={bookingViewOf(event, now)} label={EVENT_LABELS.bookSeat} />
          {event.needsApproval && stage === 'upcoming' && (
            <Text fontSize="sm" color="fg.muted">
              {EVENT_LABELS.needsApproval}
            </Text>
          )}
        </Stack>
      </PageWidth>
    </Box>
  );
}

/** When, where (with a plain link to the map point), the format and the seats. */
function Facts({ event, now }: { event: EventView; now: Date }) {
  const availability = availabilityOf(event, now);
  const facts: { label: string; icon: ReactNode; value: ReactNode }[] = [
    {
      label: EVENT_LABELS.whenLabel,
      icon: <CalendarDays aria-hidden size={20} />,
      value: (
        <>
          <Text>{eventDays(event)}</Text>
          <Text color="fg.muted">{eventHours(event)}</Text>
        </>
      ),
    },
    {
      label: EVENT_LABELS.whereLabel,
      icon: <MapPin aria-hidden size={20} />,
      value: event.venue ? (
        <>
          <Text>{event.venue.name}</Text>
          {event.venue.addressLines.map((line) => (
            <Text key={line} color="fg.muted">
              {line}
            </Text>
          ))}
          <chakra.a href={mapLinkOf(event.venue)} target="_blank" rel="noopener noreferrer" display="inline-flex" alignItems="center" gap="1.5" mt="2" color="brand.fg" fontWeight="600" textDecoration="underline" textUnderlineOffset="3px">
            {EVENT_LABELS.map}
            <chakra.span srOnly>{EVENT_LABELS.mapWhat(event.venue.name)}</chakra.span> <ExternalLink aria-hidden size={14} />
          </chakra.a>
          {event.format === 'hybrid' && (
            <Text color="fg.muted" mt="2">
              {EVENT_LABELS.online}
            </Text>
          )}
        </>
      ) : (
        <Text>{EVENT_LABELS.online}</Text>
      ),
    },
    { label: EVENT_LABELS.formatLabel, icon: <MonitorPlay aria-hidden size={20} />, value: <Text>{formatLabel(event.format)}</Text> },
    {
      label: EVENT_LABELS.seatsLabel,
      icon: <Users aria-hidden size={20} />,
      value: (
        <>
          <Text>{EVENT_LABELS.seats(event.capacity)}</Text>
          <Text color="fg.muted">{EVENT_LABELS.availability[availability]}</Text>
        </>
      ),
    },
  ];
  return (
    <Box as="section" aria-label={EVENT_LABELS.detailsLabel} pb={{ base: 'section.sm', md: 'section' }}>
      <PageWidth>
        <Grid as="dl" templateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' }} gap="4">
          {facts.map((fact) => (
            <Stack key={fact.label} gap="3" bg="bg.panel" borderWidth="1px" borderColor="border" rounded="2xl" p="6">
              <Flex as="dt" align="center" gap="2" textStyle="eyebrow" color="brand.fg">
                {fact.icon} {fact.label}
              </Flex>
              <Box as="dd" fontWeight="600">
                {fact.value}
              </Box>
            </Stack>
          ))}
        </Grid>
      </PageWidth>
    </Box>
  );
}

/** The sessions, with their times on the event's clocks and their speakers (published profiles), then the speakers' cards. */
function Agenda({ event }: { event: EventView }) {
  const profiles = usePageQuery(EventSpeakersQuery, {}).data?.profiles ?? [];
  if (event.agenda.length === 0) return null;
  const byId = new Map(profiles.map((profile) => [profile.id, profile]));
  const speakerIds = [...new Set(event.agenda.flatMap((session) => session.speakerIds))].filter((id) => byId.has(id));
  const speakers: (CardPerson & { id: string })[] = speakerIds.flatMap((id) => {
    const profile = byId.get(id);
    if (!profile) return [];
    return [
      {
        id,
        name: profile.name,
        role: profile.role,
        bio: profile.bio,
        profile: { href: profile.profileUrl, label: profileLinkLabel(profile.name, profile.profileUrl) },
        photo: profile.photoImage ? imageSourcesOf(profile.photoImage) : null,
        portraitUrl: portraitUrlOf(profile.portrait),
      },
    ];
  });
  const severalDays = new Set(event.agenda.map((session) => wallClockOf(session.startsAt, event.timeZone).day)).size > 1;
  return (
    <>
      <Box as="section" aria-labelledby="agenda-title" py={{ base: 'section.sm', md: 'section' }} bg="bg.subtle">
        <PageWidth data-reveal="">
          <SectionHeading id="agenda-title" eyebrow={EVENT_LABELS.agendaEyebrow} title={EVENT_LABELS.agendaTitle} lead={EVENT_LABELS.agendaZone(zoneName(event.startsAt, event.timeZone))} mb={{ base: '8', md: '10' }} />
          <Stack as="ol" listStyleType="none" gap="3">
            {event.agenda.map((session) => {
              const names = session.speakerIds.flatMap((id) => {
                const speaker = byId.get(id);
                return speaker ? [`${speaker.name}, ${speaker.role}`] : [];
              });
              return (
                <Grid as="li" key={`${session.startsAt} ${session.title}`} templateColumns={{ base: '1fr', md: '16rem minmax(0, 1fr)' }} gap={{ base: '1', md: '6' }} bg="bg.panel" borderWidth="1px" borderColor="border" rounded="2xl" p={{ base: '5', md: '6' }}>
                  <Box color="brand.fg" fontWeight="700" fontVariantNumeric="tabular-nums">
                    {severalDays && <Text>{eventDate(session.startsAt, event.timeZone)}</Text>}
                    <Text>
                      <time dateTime={session.startsAt}>{clockOf(session.startsAt, event.timeZone)}</time> – <time dateTime={session.endsAt}>{clockOf(session.endsAt, event.timeZone)}</time>
                    </Text>
                  </Box>
                  <Box>
                    <Text as="h3" fontFamily="heading" fontWeight="700" fontSize={{ base: 'lg', md: 'xl' }}>
                      {session.title}
                    </Text>
                    {names.length > 0 && <Text color="fg.muted">{names.join(' · ')}</Text>}
                  </Box>
                </Grid>
              );
            })}
          </Stack>
        </PageWidth>
      </Box>
      {speakers.length > 0 && (
        <Box as="section" aria-labelledby="speakers-title" py={{ base: 'section.sm', md: 'section' }}>
          <PageWidth data-reveal="">
            <SectionHeading id="speakers-title" eyebrow={EVENT_LABELS.speakersEyebrow} title={EVENT_LABELS.speakersTitle} mb={{ base: '8', md: '12' }} />
            <Grid as="ul" listStyleType="none" templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' }} gap={{ base: '3', md: '5' }}>
              {speakers.map((speaker) => (
                <PersonCard key={speaker.id} person={speaker} />
              ))}
            </Grid>
          </PageWidth>
        </Box>
      )}
    </>
  );
}

/** Our events in numbers (Figures placed on event pages), counting up as they come into view. */
function Figures() {
  const figures = countingFiguresOf(usePlacedFigures('event'));
  if (figures.length === 0) return null;
  return (
    <Box as="section" aria-label={EVENT_LABELS.figuresLabel} bg="ink.950" color="white" py={{ base: 'section.sm', md: 'section' }}>
      <PageWidth data-reveal="">
        <Island of={countUp} props={{ figures }} when="visible" />
      </PageWidth>
    </Box>
  );
}

/** Why attend (a page text: its points, each with the line under it). */
function WhyUs() {
  const words = usePageSection('event-why-us');
  if (words.points.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="why-title" py={{ base: 'section.sm', md: 'section' }}>
      <PageWidth data-reveal="">
        <SectionHeading id="why-title" eyebrow={words.eyebrow} title={words.title} lead={words.lead} mb={{ base: '8', md: '12' }} />
        <Grid as="ul" listStyleType="none" templateColumns={{ base: '1fr', md: 'repeat(3, minmax(0, 1fr))' }} gap="5">
          {words.points.map((point, index) => (
            <Stack as="li" key={point} gap="3" bg="bg.subtle" rounded="2xl" p="7">
              <Flex align="center" gap="3">
                <Flex boxSize="8" rounded="full" bg="mint.400" color="ink.950" align="center" justify="center" flexShrink={0}>
                  <Check aria-hidden size={16} strokeWidth={3} />
                </Flex>
                <Text fontFamily="heading" fontWeight="800" fontSize="2xl" color="brand.fg" aria-hidden>
                  {String(index + 1).padStart(2, '0')}
                </Text>
              </Flex>
              <Text as="h3" fontFamily="heading" fontWeight="700" fontSize="lg">
                {point}
              </Text>
              {words.text[index] && <Text color="fg.muted">{words.text[index]}</Text>}
            </Stack>
          ))}
        </Grid>
      </PageWidth>
    </Box>
  );
}

/** Industry Drips: five news slides, each a page text, with the site's pictures. */
function Drips() {
  const words = usePageSection('event-drips');
  const sectionOf = usePageSections();
  const drips = EVENT_DRIP_SECTIONS.map((slug, index) => {
    const slide = sectionOf(slug);
    return { title: slide.title, text: slide.lead ?? '', more: slide.text.join('\n\n'), alt: slide.points[0] ?? '', picture: DRIP_PICTURES[index] ?? drip1 };
  }).filter((drip) => drip.title.trim() !== '');
  if (drips.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="drips-title" py={{ base: 'section.sm', md: 'section' }} bg="bg.subtle">
      <PageWidth data-reveal="">
        <SectionHeading id="drips-title" eyebrow={words.eyebrow} title={words.title} mb={{ base: '8', md: '10' }} />
        <Island of={industryDrips} props={{ drips, eyebrow: words.eyebrow ?? words.title, label: words.title }} when="visible" />
      </PageWidth>
    </Box>
  );
}
