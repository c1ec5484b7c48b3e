import { Box, Button, Flex, Stack, Text, chakra } from '@chakra-ui/react';
import { CircleCheck, LoaderCircle, MessageSquare, MoveRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { DEAL_PIPELINE, SERVICES_LABELS } from '../../content/services';
import { STORIES_LINK } from '../../content/site';
import { PageWidth } from '../../ui/PageWidth';
import { HeroColumns, HeroSection, HeroTitle } from '../layout/HeroSection';
import { Island } from '../islands/Island';
import { countUp } from '../layout/islands';
import { formPath } from '../forms/formPages';
import { opensForm } from '../islands/overlays';
import { SectionHeading } from '../layout/SectionHeading';
import { countingFiguresOf, usePlacedFigures } from '../home/figures';
import { usePageSection } from '../site/pageSections';
import { serviceShowcase } from './islands';
import { usePublishedServices } from './services';

const RouterLink = chakra(Link);

/** The Services page: HTML from the server, with the tab tour and the counters as islands; Talk to us opens its overlay. */
export default function ServicesPage() {
  return (
    <>
      <Hero />
      <Intro />
      <Showcase />
      <Impact />
      <CallToAction />
    </>
  );
}

/** The "Talk to us" buttons' attributes: they open the message form's overlay. */
const talkToUs = opensForm('talk-to-us', formPath('services'));

function Hero() {
  const words = usePageSection('services-hero');
  const showcase = usePageSection('services-showcase');
  // The button to the showcase, while there is one (no service published, no showcase).
  const hasShowcase = usePublishedServices().length > 0;
  return (
    <HeroSection labelledBy="services-title">
      <HeroColumns>
        <Stack gap="6">
          <HeroTitle id="services-title" eyebrow={words.eyebrow} title={words.title} lead={words.lead} />
          <Flex gap="3" wrap="wrap" pt="2">
            <Button size="xl" colorPalette="mint" asChild>
              <a {...talkToUs}>
                <MessageSquare aria-hidden /> {SERVICES_LABELS.talkToUs}
              </a>
            </Button>
            {hasShowcase && (
              <Button asChild size="xl" variant="outline" color="white" borderColor="whiteAlpha.500" _hover={{ bg: 'whiteAlpha.100' }}>
                <a href="#showcase">{showcase.title}</a>
              </Button>
            )}
          </Flex>
        </Stack>
        <DealPipeline />
      </HeroColumns>
    </HeroSection>
  );
}

/** The hero's illustration: one example deal moving through the platform. */
function DealPipeline() {
  return (
    <Box as="figure" aria-label={`${DEAL_PIPELINE.caption}: ${DEAL_PIPELINE.title}`} bg="whiteAlpha.100" borderWidth="1px" borderColor="whiteAlpha.200" rounded="2xl" p={{ base: '5', md: '7' }} backdropFilter="blur(8px)" shadow="2xl">
      <Flex justify="space-between" align="flex-start" gap="4">
        <Box>
          <Text textStyle="eyebrow" color="ink.300">
            {DEAL_PIPELINE.caption}
          </Text>
          <Text fontFamily="heading" fontWeight="700" fontSize="lg" mt="1">
            {DEAL_PIPELINE.title}
          </Text>
        </Box>
        <Text fontFamily="heading" fontWeight="800" fontSize="2xl" color="mint.300" whiteSpace="nowrap">
          {DEAL_PIPELINE.amount}
        </Text>
      </Flex>
      <Stack as="ol" listStyleType="none" gap="3" mt="6">
        {DEAL_PIPELINE.steps.map((step) => {
          const done = step.state === 'done';
          return (
            <Flex as="li" key={step.label} gap="4" align="center" bg={done ? 'whiteAlpha.50' : 'whiteAlpha.200'} borderWidth="1px" borderColor={done ? 'whiteAlpha.100' : 'mint.400'} rounded="xl" px="4" py="3.5">
              <Flex boxSize="9" flexShrink={0} rounded="full" bg={done ? 'mint.400' : 'transparent'} color={done ? 'ink.950' : 'mint.300'} borderWidth={done ? '0' : '2px'} borderColor="mint.400" align="center" justify="center">
                {done ? <CircleCheck aria-hidden size={18} /> : <LoaderCircle aria-hidden size={18} />}
              </Flex>
              <Box minW="0">
                <Text fontWeight="600" fontSize="sm">
                  {step.label}
                </Text>
                <Text color="ink.300" fontSize="xs" mt="0.5">
                  {step.detail}
                </Text>
              </Box>
            </Flex>
          );
        })}
      </Stack>
    </Box>
  );
}

function Intro() {
  const words = usePageSection('services-intro');
  return (
    <Box as="section" aria-labelledby="services-intro-title" py={{ base: 'section.sm', md: 'section' }}>
      <PageWidth display="grid" gridTemplateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap={{ base: '6', lg: '16' }}>
        <SectionHeading id="services-intro-title" eyebrow={words.eyebrow} title={words.title} />
        <Stack gap="4" color="fg.muted" textStyle="lead">
          {words.text.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
          <RouterLink
            to={STORIES_LINK.to}
            display="inline-flex"
            alignItems="center"
            gap="2"
            alignSelf="flex-start"
            color="brand.fg"
            fontWeight="700"
            fontSize="md"
            _hover={{ textDecoration: 'underline', textUnderlineOffset: '4px' }}
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px', rounded: 'sm' }}
          >
            {STORIES_LINK.label} <MoveRight aria-hidden size={18} />
          </RouterLink>
        </Stack>
      </PageWidth>
    </Box>
  );
}

/** The tabbed showcase of the published services; left out while none is published. */
function Showcase() {
  const words = usePageSection('services-showcase');
  const services = usePublishedServices();
  if (services.length === 0) return null;
  return (
    <Box as="section" id="showcase" aria-labelledby="showcase-title" bg="bg.subtle" py={{ base: 'section.sm', md: 'section' }}>
      <PageWidth>
        <SectionHeading id="showcase-title" eyebrow={words.eyebrow} title={words.title} lead={words.lead} maxW="3xl" mb={{ base: '8', md: '12' }} />
        {/* The tour moves by itself: its code wakes when it comes into view. */}
        <Island of={serviceShowcase} props={{ services }} when="visible" />
      </PageWidth>
    </Box>
  );
}

/** The impact band: the team's impact figures (Figures in the back office), counting up as they come into view. */
function Impact() {
  const figures = countingFiguresOf(usePlacedFigures('impact'));
  const words = usePageSection('services-impact');
  return (
    <Box
      as="section"
      aria-labelledby="impact-title"
      bg="ink.950"
      color="white"
      py={{ base: 'section.sm', md: 'section' }}
      bgImage="radial-gradient(50rem 30rem at 100% 100%, rgba(36, 70, 214, 0.35), transparent 60%)"
    >
      <PageWidth>
        <Stack gap="4" maxW="3xl" mb={{ base: '10', md: '14' }}>
          {words.eyebrow && (
            <Text textStyle="eyebrow" color="mint.300">
              {words.eyebrow}
            </Text>
          )}
          <Text as="h2" id="impact-title" textStyle="title">
            {words.title}
          </Text>
        </Stack>
        {figures.length > 0 && <Island of={countUp} props={{ figures }} when="visible" />}
        {words.lead && (
          <Text color="ink.300" fontSize="sm" mt={{ base: '10', md: '12' }}>
            {words.lead}
          </Text>
        )}
      </PageWidth>
    </Box>
  );
}

function CallToAction() {
  const words = usePageSection('services-cta');
  return (
    <Box as="section" aria-labelledby="services-cta-title" py={{ base: 'section.sm', md: 'section' }}>
      <PageWidth>
        <Flex
          direction={{ base: 'column', md: 'row' }}
          align={{ md: 'center' }}
          justify="space-between"
          gap="8"
          bg="brand.600"
          color="white"
          rounded="3xl"
          px={{ base: '6', md: '12', lg: '16' }}
          py={{ base: '10', md: '14' }}
          bgImage="radial-gradient(30rem 20rem at 100% 0%, rgba(111, 227, 204, 0.35), transparent 70%)"
        >
          <Stack gap="3" maxW="2xl">
            <Text as="h2" id="services-cta-title" textStyle="title">
              {words.title}
            </Text>
            {words.lead && (
              <Text color="brand.100" textStyle="lead">
                {words.lead}
              </Text>
            )}
          </Stack>
          <Button size="xl" bg="white" color="brand.700" _hover={{ bg: 'brand.50' }} flexShrink={0} asChild>
            <a {...talkToUs}>
              {SERVICES_LABELS.talkToUs} <MoveRight aria-hidden />
            </a>
          </Button>
        </Flex>
      </PageWidth>
    </Box>
  );
}
