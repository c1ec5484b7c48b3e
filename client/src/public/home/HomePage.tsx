import { Box, Button, Flex, Grid, Stack, Text, chakra } from '@chakra-ui/react';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { AUDIENCE_IDS, HOME_HERO, NEWSLETTER_GALLERY, VIDEO_SECTION } from '../../content/home';
import { Island } from '../islands/Island';
import { LoopVideo } from '../media/LoopVideo';
import { HeroColumns, HeroPanel, HeroSection, HeroTitle } from '../layout/HeroSection';
import { SectionHeading } from '../layout/SectionHeading';
import { NEWSLETTER_TITLE_ID, NewsletterPitch } from '../newsletter/NewsletterPitch';
import filmPoster from './media/film-poster.webp';
import filmMp4 from './media/film.mp4';
import filmWebm from './media/film.webm';
import insight1 from './media/insight-1.webp';
import insight2 from './media/insight-2.webp';
import insight3 from './media/insight-3.webp';
import insight4 from './media/insight-4.webp';
import insight5 from './media/insight-5.webp';
import insight6 from './media/insight-6.webp';
import insight7 from './media/insight-7.webp';
import insight8 from './media/insight-8.webp';
import insight9 from './media/insight-9.webp';
import landingPoster from './media/landing-poster.webp';
import landingMp4 from './media/landing.mp4';
import landingWebm from './media/landing.webm';
import { Band } from './Band';
import { Ecosystem } from './Ecosystem';
import { HeroFigures } from './HeroFigures';
import { usePlacedFigures } from './figures';
import { OurEdge } from './OurEdge';
import { Partners } from './Partners';
import { audienceTabs, landingVideo, newsletterGallery, testimonials } from './islands';
import { usePageSection, usePageSections } from '../site/pageSections';
import { usePageQuery } from '../data/pageData';
import { graphql } from '../gql';
import { portraitUrlOf } from '../../ui/Portrait';

const RouterLink = chakra(Link);

/**
 * The home page, in the spec's order: hero with the landing video, partners, the ecosystem,
 * who it is for, the video section, Our Edge, testimonials and the newsletter (the footer
 * follows). All of it is HTML from the server; what moves or responds is an island that wakes
 * when it comes into view or is reached for, and below the hero each section reveals itself once.
 */
export default function HomePage() {
  return (
    <>
      <Hero />
      <Partners />
      <Ecosystem />
      <WhoIsItFor />
      <VideoSection />
      <OurEdge />
      <Testimonials />
      <Newsletter />
    </>
  );
}

function Hero() {
  const words = usePageSection('home-hero');
  return (
    <HeroSection labelledBy="hero-title">
      <HeroColumns py={{ base: '10', md: '16', lg: '20' }} gridTemplateColumns={{ base: '1fr', lg: '1.05fr 0.95fr' }} gap={{ base: '10', lg: '14' }}>
        <Stack gap="6">
          <HeroTitle id="hero-title" eyebrow={words.eyebrow} title={words.title} lead={words.lead} />
          <Flex gap="3" wrap="wrap" pt="2">
            <Button asChild size="xl" colorPalette="mint">
              <RouterLink to={HOME_HERO.primary.to}>
                {HOME_HERO.primary.label} <ArrowRight aria-hidden="true" />
              </RouterLink>
            </Button>
            <Button asChild size="xl" variant="outline" color="white" borderColor="whiteAlpha.500" _hover={{ bg: 'whiteAlpha.100' }}>
              <RouterLink to={HOME_HERO.secondary.to}>{HOME_HERO.secondary.label}</RouterLink>
            </Button>
          </Flex>
          <HeroFigures figures={usePlacedFigures('hero')} />
        </Stack>
        <HeroPanel>
          <Box
            as="figure"
            position="relative"
            aspectRatio={{ base: '4 / 3', lg: '960 / 780' }}
            rounded="3xl"
            overflow="hidden"
            borderWidth="1px"
            borderColor="whiteAlpha.200"
            shadow="2xl"
          >
            <Island
              of={landingVideo}
              props={{ webm: landingWebm, mp4: landingMp4, poster: landingPoster, label: HOME_HERO.video.label, width: 960, height: 780 }}
              when="hover"
            />
            <Flex
              as="figcaption"
              position="absolute"
              top="4"
              insetStart="4"
              align="center"
              gap="2"
              bg="blackAlpha.600"
              backdropFilter="blur(6px)"
              color="white"
              fontSize="xs"
              fontWeight="700"
              px="3"
              py="1.5"
              rounded="full"
              pointerEvents="none"
            >
              <Box boxSize="2" rounded="full" bg="mint.400" />
              {words.points[0]}
            </Flex>
          </Box>
        </HeroPanel>
      </HeroColumns>
    </HeroSection>
  );
}

/** The borrower chart's stages, published, in the order the team gave them (issue P20: edited in the back office). */
const HomeBorrowerStagesQuery = graphql(`
  query HomeBorrowerStages {
    borrowerStages {
      id
      stage
      successRate
      avgAmount
      avgTerm
      risk
      investors
      roi
    }
  }
`);

function WhoIsItFor() {
  const wordsOf = usePageSections();
  const words = wordsOf('home-audiences');
  // Each tab from its page text: the eyebrow names the tab, the text is its chart's title.
  const audiences = AUDIENCE_IDS.map((id) => {
    const { eyebrow, title, lead, points, text } = wordsOf(`home-audience-${id}`);
    return { id, label: eyebrow ?? title, title, text: lead ?? '', points, chartTitle: text[0] ?? title };
  });
  const stages = (usePageQuery(HomeBorrowerStagesQuery, {}).data?.borrowerStages ?? []).map(({ id, stage, successRate, avgAmount, avgTerm, risk, investors, roi }) => ({
    id,
    stage,
    successRate,
    avgAmount,
    avgTerm,
    risk,
    investors,
    roi,
  }));
  return (
    <Band labelledBy="audiences-title">
      <SectionHeading id="audiences-title" eyebrow={words.eyebrow} title={words.title} maxW="3xl" mb={{ base: '8', md: '12' }} />
      <Island of={audienceTabs} props={{ audiences, stages }} when="visible" />
    </Band>
  );
}

function VideoSection() {
  const words = usePageSection('home-film');
  return (
    <Band labelledBy="film-title" bg="ink.950" color="white" bgImage="radial-gradient(50rem 30rem at 100% 0%, rgba(36, 70, 214, 0.35), transparent 60%)">
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 0.8fr) minmax(0, 1.2fr)' }} gap={{ base: '8', lg: '14' }} alignItems="center">
        <Stack gap="4">
          {words.eyebrow && (
            <Text textStyle="eyebrow" color="mint.300">
              {words.eyebrow}
            </Text>
          )}
          <Text as="h2" id="film-title" textStyle="title">
            {words.title}
          </Text>
          {words.lead && (
            <Text textStyle="lead" color="ink.200">
              {words.lead}
            </Text>
          )}
        </Stack>
        <Box rounded="3xl" overflow="hidden" aspectRatio="2 / 1" borderWidth="1px" borderColor="whiteAlpha.200" shadow="2xl" bg="ink.900">
          <LoopVideo webm={filmWebm} mp4={filmMp4} poster={filmPoster} label={VIDEO_SECTION.label} playLabel={VIDEO_SECTION.play} pauseLabel={VIDEO_SECTION.pause} width={1280} height={640} />
        </Box>
      </Grid>
    </Band>
  );
}

/** The published testimonials, in the order the team gave them (issue P20: edited in the back office). */
const HomeTestimonialsQuery = graphql(`
  query HomeTestimonials {
    testimonials {
      id
      name
      role
      lines
      portrait
      photoImage {
        webp
      }
    }
  }
`);

/** The smallest image of a `srcset` ("a.webp 320w, b.webp 640w"): a face is drawn 56 pixels wide. */
const smallestOf = (srcset: string): string | null => srcset.split(',')[0]?.trim().split(/\s+/)[0] || null;

function Testimonials() {
  // A photo of the media library when the team gave one, else the drawn portrait.
  const list = (usePageQuery(HomeTestimonialsQuery, {}).data?.testimonials ?? []).map(({ id, name, role, lines, portrait, photoImage }) => ({
    id,
    name,
    role,
    lines,
    portraitUrl: (photoImage && smallestOf(photoImage.webp)) ?? portraitUrlOf(portrait),
  }));
  const words = usePageSection('home-testimonials');
  if (list.length === 0) return null;
  return (
    <Band labelledBy="testimonials-title" bg="bg.subtle">
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 0.7fr) minmax(0, 1.3fr)' }} gap={{ base: '8', lg: '16' }} alignItems="center">
        <SectionHeading id="testimonials-title" eyebrow={words.eyebrow} title={words.title} />
        <Island of={testimonials} props={{ list }} when="visible" />
      </Grid>
    </Band>
  );
}

const INSIGHT_IMAGES = [insight1, insight2, insight3, insight4, insight5, insight6, insight7, insight8, insight9];
const GALLERY = NEWSLETTER_GALLERY.imageSets.map((set, setIndex) => set.map((alt, place) => ({ src: INSIGHT_IMAGES[setIndex * 3 + place] as string, alt })));

/** The newsletter section (the footer below leaves its own out): the invitation, the form and pictures from recent issues. */
function Newsletter() {
  return (
    <Band labelledBy={NEWSLETTER_TITLE_ID} bg="ink.950" color="white" borderBottomWidth="1px" borderColor="whiteAlpha.200" bgImage="radial-gradient(40rem 30rem at 0% 100%, rgba(20, 174, 151, 0.18), transparent 60%)">
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 0.9fr) minmax(0, 1.1fr)' }} gap={{ base: '10', lg: '16' }} alignItems="center">
        <Stack gap="8">
          <NewsletterPitch />
        </Stack>
        <Island of={newsletterGallery} props={{ sets: GALLERY }} when="visible" />
      </Grid>
    </Band>
  );
}
