import { Box, Button, Flex, Grid, Stack, Text, chakra, type BoxProps } from '@chakra-ui/react';
import { ArrowRight, BarChart3, Bot, Braces, FileSignature, FileStack, LineChart, Plug, ShieldCheck, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ECOSYSTEM, HOME_HERO, type EcosystemTile as EcosystemTileContent, NEWSLETTER_GALLERY, OUR_EDGE, TESTIMONIALS, VIDEO_SECTION, WHO_IS_IT_FOR } from '../../content/home';
import { PageWidth } from '../../ui/PageWidth';
import { Island } from '../islands/Island';
import { LoopVideo } from '../media/LoopVideo';
import { HeroColumns, HeroPanel, HeroSection, HeroTitle } from '../layout/HeroSection';
import { SectionHeading } from '../layout/SectionHeading';
import { NEWSLETTER_TITLE_ID, NewsletterPitch } from '../newsletter/NewsletterPitch';
import edge1Poster from './media/edge-1-poster.webp';
import edge1Mp4 from './media/edge-1.mp4';
import edge1Webm from './media/edge-1.webm';
import edge2Poster from './media/edge-2-poster.webp';
import edge2Mp4 from './media/edge-2.mp4';
import edge2Webm from './media/edge-2.webm';
import edge3Poster from './media/edge-3-poster.webp';
import edge3Mp4 from './media/edge-3.mp4';
import edge3Webm from './media/edge-3.webm';
import edge4Poster from './media/edge-4-poster.webp';
import edge4Mp4 from './media/edge-4.mp4';
import edge4Webm from './media/edge-4.webm';
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
import { HeroFigures } from './HeroFigures';
import { usePlacedFigures } from './figures';
import { Partners } from './Partners';
import { audienceTabs, edgePanels, landingVideo, newsletterGallery, testimonials } from './islands';
import { useSiteSettings } from '../site/siteSettings';
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

/** A band of the page below the hero: its vertical rhythm, and the scroll reveal. */
function Band({ labelledBy, children, ...props }: { labelledBy: string; children: ReactNode } & BoxProps) {
  return (
    <Box as="section" aria-labelledby={labelledBy} py={{ base: 'section.sm', md: 'section' }} {...props}>
      <PageWidth data-reveal="">{children}</PageWidth>
    </Box>
  );
}

function Hero() {
  const { tagline } = useSiteSettings();
  return (
    <HeroSection labelledBy="hero-title">
      <HeroColumns py={{ base: '10', md: '16', lg: '20' }} gridTemplateColumns={{ base: '1fr', lg: '1.05fr 0.95fr' }} gap={{ base: '10', lg: '14' }}>
        <Stack gap="6">
          <HeroTitle id="hero-title" eyebrow={HOME_HERO.eyebrow} title={tagline} lead={HOME_HERO.lead} />
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
              {HOME_HERO.video.caption}
            </Flex>
          </Box>
        </HeroPanel>
      </HeroColumns>
    </HeroSection>
  );
}

const TILE_ICONS: Record<EcosystemTileContent['icon'], LucideIcon> = {
  matchmaking: Bot,
  intelligence: LineChart,
  compliance: ShieldCheck,
  origination: FileStack,
  reporting: BarChart3,
  api: Braces,
  contracts: FileSignature,
  integration: Plug,
};

/**
 * The ecosystem grid (spec section 2): eight tiles around the slogan. On wide screens a tile says
 * what it is in a line at rest and shows its description when pointed at or focused; on phones,
 * where there is no hover, the description always.
 */
function Ecosystem() {
  const { siteName } = useSiteSettings();
  const [before, after] = [ECOSYSTEM.tiles.slice(0, 4), ECOSYSTEM.tiles.slice(4)];
  return (
    <Band labelledBy="ecosystem-title" bg="bg.subtle">
      <SectionHeading id="ecosystem-title" eyebrow={ECOSYSTEM.eyebrow} title={ECOSYSTEM.title} lead={ECOSYSTEM.lead} maxW="3xl" mx="auto" textAlign="center" alignItems="center" />
      <Grid as="ul" listStyleType="none" templateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' }} gap="4" mt={{ base: '10', md: '14' }}>
        {before.map((tile, index) => (
          <EcosystemTile key={tile.title} tile={tile} number={index + 1} />
        ))}
        <Flex
          as="li"
          direction="column"
          justify="center"
          align="center"
          textAlign="center"
          gap="4"
          gridColumn={{ sm: 'span 2', md: 'auto' }}
          rounded="2xl"
          p="7"
          h={{ md: '18rem', lg: '15rem' }}
          bg="ink.950"
          bgImage="radial-gradient(20rem 14rem at 50% 0%, rgba(36, 70, 214, 0.6), transparent 70%)"
          color="white"
          shadow="lg"
        >
          <Text textStyle="eyebrow" color="mint.300">
            {siteName}
          </Text>
          <Text fontFamily="heading" fontWeight="800" fontSize={{ base: '2xl', md: '2xl', lg: '3xl' }} lineHeight="1.15" letterSpacing="-0.02em">
            {ECOSYSTEM.slogan}
          </Text>
        </Flex>
        {after.map((tile, index) => (
          <EcosystemTile key={tile.title} tile={tile} number={before.length + index + 1} />
        ))}
      </Grid>
    </Band>
  );
}

function EcosystemTile({ tile: { title, summary, text, icon }, number }: { tile: EcosystemTileContent; number: number }) {
  const Icon = TILE_ICONS[icon];
  const shown = {
    bg: 'ink.950',
    color: 'white',
    borderColor: 'ink.950',
    '& [data-tile-summary]': { gridTemplateRows: '0fr', opacity: 0 },
    '& [data-tile-text]': { gridTemplateRows: '1fr', opacity: 1, color: 'ink.200' },
    '& [data-tile-icon]': { bg: 'whiteAlpha.200', color: 'mint.300' },
  };
  // On wide screens the line and the description swap places (grid rows growing from 0fr to 1fr, and back).
  const swapping = { transition: 'grid-template-rows 0.35s ease, opacity 0.35s ease', fontSize: 'sm', lineHeight: '1.65', color: 'fg.muted' } as const;
  return (
    <Flex
      as="li"
      tabIndex={0}
      direction="column"
      justify="flex-end"
      gap="3"
      rounded="2xl"
      p="6"
      h={{ md: '18rem', lg: '15rem' }}
      bg="bg"
      borderWidth="1px"
      borderColor="border"
      shadow="xs"
      transition="background-color 0.3s, color 0.3s, border-color 0.3s"
      outline="none"
      _focusVisible={{ boxShadow: '0 0 0 3px var(--fm-colors-brand-400)' }}
      css={{ md: { '&:hover, &:focus-visible': shown } }}
    >
      <Flex justify="space-between" align="flex-start" mb="auto">
        <Flex data-tile-icon="" boxSize="11" rounded="xl" bg="brand.subtle" color="brand.fg" align="center" justify="center" transition="background-color 0.3s, color 0.3s">
          <Icon aria-hidden size={22} />
        </Flex>
        <Text as="span" aria-hidden fontFamily="heading" fontWeight="700" fontSize="sm" color="fg.subtle" fontVariantNumeric="tabular-nums">
          {String(number).padStart(2, '0')}
        </Text>
      </Flex>
      <Text as="h3" fontFamily="heading" fontWeight="700" fontSize="lg" pt="4">
        {title}
      </Text>
      {/* The line is the description's short form: screen readers get the description alone. */}
      <Box data-tile-summary="" aria-hidden {...swapping} display={{ base: 'none', md: 'grid' }} gridTemplateRows="1fr">
        <Text overflow="hidden">{summary}</Text>
      </Box>
      <Box data-tile-text="" {...swapping} display="grid" mt={{ md: '-3' }} css={{ md: { gridTemplateRows: '0fr', opacity: 0 } }}>
        <Text overflow="hidden">{text}</Text>
      </Box>
    </Flex>
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
      <SectionHeading id="audiences-title" eyebrow={WHO_IS_IT_FOR.eyebrow} title={WHO_IS_IT_FOR.title} maxW="3xl" mb={{ base: '8', md: '12' }} />
      <Island of={audienceTabs} props={{ stages }} when="visible" />
    </Band>
  );
}

function VideoSection() {
  return (
    <Band labelledBy="film-title" bg="ink.950" color="white" bgImage="radial-gradient(50rem 30rem at 100% 0%, rgba(36, 70, 214, 0.35), transparent 60%)">
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 0.8fr) minmax(0, 1.2fr)' }} gap={{ base: '8', lg: '14' }} alignItems="center">
        <Stack gap="4">
          <Text textStyle="eyebrow" color="mint.300">
            {VIDEO_SECTION.eyebrow}
          </Text>
          <Text as="h2" id="film-title" textStyle="title">
            {VIDEO_SECTION.title}
          </Text>
          <Text textStyle="lead" color="ink.200">
            {VIDEO_SECTION.text}
          </Text>
        </Stack>
        <Box rounded="3xl" overflow="hidden" aspectRatio="2 / 1" borderWidth="1px" borderColor="whiteAlpha.200" shadow="2xl" bg="ink.900">
          <LoopVideo webm={filmWebm} mp4={filmMp4} poster={filmPoster} label={VIDEO_SECTION.label} playLabel={VIDEO_SECTION.play} pauseLabel={VIDEO_SECTION.pause} width={1280} height={640} />
        </Box>
      </Grid>
    </Band>
  );
}

const EDGE_FILMS = [
  { webm: edge1Webm, mp4: edge1Mp4, poster: edge1Poster },
  { webm: edge2Webm, mp4: edge2Mp4, poster: edge2Poster },
  { webm: edge3Webm, mp4: edge3Mp4, poster: edge3Poster },
  { webm: edge4Webm, mp4: edge4Mp4, poster: edge4Poster },
];

function OurEdge() {
  return (
    <Band labelledBy="edge-title">
      <Flex direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ md: 'flex-end' }} gap="6" mb={{ base: '8', md: '12' }}>
        <SectionHeading id="edge-title" eyebrow={OUR_EDGE.eyebrow} title={OUR_EDGE.title} maxW="2xl" />
        <Button asChild size="lg" variant="outline" flexShrink={0}>
          <RouterLink to={HOME_HERO.secondary.to}>
            {HOME_HERO.secondary.label} <ArrowRight aria-hidden />
          </RouterLink>
        </Button>
      </Flex>
      <Island of={edgePanels} props={{ films: EDGE_FILMS }} when="visible" />
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
  if (list.length === 0) return null;
  return (
    <Band labelledBy="testimonials-title" bg="bg.subtle">
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 0.7fr) minmax(0, 1.3fr)' }} gap={{ base: '8', lg: '16' }} alignItems="center">
        <SectionHeading id="testimonials-title" eyebrow={TESTIMONIALS.eyebrow} title={TESTIMONIALS.title} />
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
