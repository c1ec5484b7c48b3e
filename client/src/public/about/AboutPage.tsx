import { Box, Button, Flex, Stack, Text, chakra } from '@chakra-ui/react';
import { ArrowRight } from 'lucide-react';
import { ABOUT_HERO, JOURNEY, VALUES } from '../../content/about';
import { PageWidth } from '../../ui/PageWidth';
import { Island } from '../islands/Island';
import { HeroColumns, HeroPanel, HeroSection, HeroTitle } from '../layout/HeroSection';
import { SectionHeading } from '../layout/SectionHeading';
import { valuesAccordion } from './islands';
import { Team } from './Team';

/** The About page: who Finmesh is, what it stands for, its journey and its team. */
export default function AboutPage() {
  return (
    <>
      <Hero />
      <Values />
      <Journey />
      <Team />
    </>
  );
}

function Hero() {
  return (
    <HeroSection labelledBy="about-title">
      <HeroColumns>
        <HeroTitle id="about-title" eyebrow={ABOUT_HERO.eyebrow} title={ABOUT_HERO.title} lead={ABOUT_HERO.lead} />
        <HeroPanel>
          <chakra.dl display="grid" gap="3" bg="whiteAlpha.100" borderWidth="1px" borderColor="whiteAlpha.200" rounded="2xl" p={{ base: '5', md: '7' }} shadow="2xl">
            {ABOUT_HERO.facts.map((fact) => (
              <Flex key={fact.label} direction="column-reverse" gap="1" bg="whiteAlpha.50" borderWidth="1px" borderColor="whiteAlpha.100" rounded="xl" px="5" py="4">
                <chakra.dt color="ink.300" fontSize="sm">
                  {fact.label}
                </chakra.dt>
                <chakra.dd fontFamily="heading" fontWeight="800" fontSize={{ base: '2xl', md: '3xl' }} color="mint.300" letterSpacing="-0.02em">
                  {fact.value}
                </chakra.dd>
              </Flex>
            ))}
          </chakra.dl>
        </HeroPanel>
      </HeroColumns>
    </HeroSection>
  );
}

function Values() {
  return (
    <Box as="section" aria-labelledby="values-title" py={{ base: 'section.sm', md: 'section' }}>
      <PageWidth data-reveal="" display="grid" gridTemplateColumns={{ base: '1fr', lg: 'minmax(0, 0.8fr) minmax(0, 1.2fr)' }} gap={{ base: '8', lg: '16' }}>
        <SectionHeading id="values-title" eyebrow={VALUES.eyebrow} title={VALUES.title} lead={VALUES.lead} alignSelf="start" />
        <Island of={valuesAccordion} props={{}} />
      </PageWidth>
    </Box>
  );
}

function Journey() {
  return (
    <Box as="section" aria-labelledby="journey-title" bg="ink.950" color="white" py={{ base: 'section.sm', md: 'section' }} bgImage="radial-gradient(50rem 30rem at 100% 0%, rgba(36, 70, 214, 0.35), transparent 60%)">
      <PageWidth data-reveal="" maxW="4xl">
        <Stack gap="5">
          <Text textStyle="eyebrow" color="mint.300">
            {JOURNEY.eyebrow}
          </Text>
          <Text as="h2" id="journey-title" textStyle="title">
            {JOURNEY.title}
          </Text>
          {JOURNEY.text.map((paragraph) => (
            <Text key={paragraph} textStyle="lead" color="ink.200">
              {paragraph}
            </Text>
          ))}
          <Box pt="2">
            <Button asChild size="lg" colorPalette="mint">
              <a href={JOURNEY.link.to}>
                {JOURNEY.link.label} <ArrowRight aria-hidden />
              </a>
            </Button>
          </Box>
        </Stack>
      </PageWidth>
    </Box>
  );
}
