import { Box, Button, Flex, Stack, Text, chakra } from '@chakra-ui/react';
import { CircleCheck, LoaderCircle, MessageSquare, MoveRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { DEAL_PIPELINE, IMPACT, SERVICES_CTA, SERVICES_HERO, SERVICES_INTRO, SERVICES_SHOWCASE } from '../../content/services';
import { PageWidth } from '../../ui/PageWidth';
import { HeroColumns, HeroSection, HeroTitle } from '../layout/HeroSection';
import { Island } from '../islands/Island';
import { countUp } from '../layout/islands';
import { formPath } from '../forms/formPages';
import { opensForm } from '../islands/overlays';
import { SectionHeading } from '../layout/SectionHeading';
import { countingFiguresOf, usePlacedFigures } from '../home/figures';
import { serviceShowcase } from './islands';

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
  return (
    <HeroSection labelledBy="services-title">
      <HeroColumns>
        <Stack gap="6">
          <HeroTitle id="services-title" eyebrow={SERVICES_HERO.eyebrow} title={SERVICES_HERO.title} lead={SERVICES_HERO.lead} />
          <Flex gap="3" wrap="wrap" pt="2">
            <Button size="xl" colorPalette="mint" asChild>
              <a {...talkToUs}>
                <MessageSquare aria-hidden /> {SERVICES_HERO.primary}
              </a>
            </Button>
            <Button asChild size="xl" variant="outline" color="white" borderColor="whiteAlpha.500" _hover={{ bg: 'whiteAlpha.100' }}>
              <a href="#showcase">{SERVICES_SHOWCASE.title}</a>
            </Button>
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
  return (
    <Box as="section" aria-labelledby="services-intro-title" py={{ base: 'section.sm', md: 'section' }}>
      <PageWidth display="grid" gridTemplateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap={{ base: '6', lg: '16' }}>
        <SectionHeading id="services-intro-title" eyebrow={SERVICES_INTRO.eyebrow} title={SERVICES_INTRO.title} />
        <Stack gap="4" color="fg.muted" textStyle="lead">
          {SERVICES_INTRO.text.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
          <RouterLink
            to={SERVICES_INTRO.link.to}
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
            {SERVICES_INTRO.link.label} <MoveRight aria-hidden size={18} />
          </RouterLink>
        </Stack>
      </PageWidth>
    </Box>
  );
}

function Showcase() {
  return (
    <Box as="section" id="showcase" aria-labelledby="showcase-title" bg="bg.subtle" py={{ base: 'section.sm', md: 'section' }}>
      <PageWidth>
        <SectionHeading id="showcase-title" eyebrow={SERVICES_SHOWCASE.eyebrow} title={SERVICES_SHOWCASE.title} lead={SERVICES_SHOWCASE.lead} maxW="3xl" mb={{ base: '8', md: '12' }} />
        {/* The tour moves by itself: its code wakes when it comes into view. */}
        <Island of={serviceShowcase} props={{}} when="visible" />
      </PageWidth>
    </Box>
  );
}

/** The impact band: the team's impact figures (Figures in the back office), counting up as they come into view. */
function Impact() {
  const figures = countingFiguresOf(usePlacedFigures('impact'));
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
          <Text textStyle="eyebrow" color="mint.300">
            {IMPACT.eyebrow}
          </Text>
          <Text as="h2" id="impact-title" textStyle="title">
            {IMPACT.title}
          </Text>
        </Stack>
        {figures.length > 0 && <Island of={countUp} props={{ figures }} when="visible" />}
        <Text color="ink.300" fontSize="sm" mt={{ base: '10', md: '12' }}>
          {IMPACT.note}
        </Text>
      </PageWidth>
    </Box>
  );
}

function CallToAction() {
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
              {SERVICES_CTA.title}
            </Text>
            <Text color="brand.100" textStyle="lead">
              {SERVICES_CTA.text}
            </Text>
          </Stack>
          <Button size="xl" bg="white" color="brand.700" _hover={{ bg: 'brand.50' }} flexShrink={0} asChild>
            <a {...talkToUs}>
              {SERVICES_CTA.button} <MoveRight aria-hidden />
            </a>
          </Button>
        </Flex>
      </PageWidth>
    </Box>
  );
}
