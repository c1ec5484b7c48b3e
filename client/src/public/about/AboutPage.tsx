import { Box, Button, Flex, Stack, Text, chakra } from '@chakra-ui/react';
import { ArrowRight } from 'lucide-react';
import { STORIES_LINK } from '../../content/site';
import { PageWidth } from '../../ui/PageWidth';
import { Island } from '../islands/Island';
import { usePlacedFigures } from '../home/figures';
import { usePageSection } from '../site/pageSections';
import { HeroColumns, HeroPanel, HeroSection, HeroTitle } from '../layout/HeroSection';
import { SectionHeading } from '../layout/SectionHeading';
import { usePageQuery } from '../data/pageData';
import { graphql } from '../gql';
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
  const words = usePageSection('about-hero');
  const facts = usePlacedFigures('about');
  return (
    <HeroSection labelledBy="about-title">
      <HeroColumns>
        <HeroTitle id="about-title" eyebrow={words.eyebrow} title={words.title} lead={words.lead} />
        {facts.length > 0 && (
          <HeroPanel>
            <chakra.dl display="grid" gap="3" bg="whiteAlpha.100" borderWidth="1px" borderColor="whiteAlpha.200" rounded="2xl" p={{ base: '5', md: '7' }} shadow="2xl">
              {facts.map((fact) => (
                <Flex key={fact.id} direction="column-reverse" gap="1" bg="whiteAlpha.50" borderWidth="1px" borderColor="whiteAlpha.100" rounded="xl" px="5" py="4">
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
        )}
      </HeroColumns>
    </HeroSection>
  );
}

/** The published values, in the order the team gave them (issue P20: edited in the back office as Values). */
const AboutValuesQuery = graphql(`
  query AboutValues {
    companyValues {
      id
      title
      text
    }
  }
`);

/** What We Stand For: the published values as an accordion; left out while none is published. */
function Values() {
  const items = (usePageQuery(AboutValuesQuery, {}).data?.companyValues ?? []).map(({ id, title, text }) => ({ id, title, text }));
  const words = usePageSection('about-values');
  if (items.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="values-title" py={{ base: 'section.sm', md: 'section' }}>
      <PageWidth data-reveal="" display="grid" gridTemplateColumns={{ base: '1fr', lg: 'minmax(0, 0.8fr) minmax(0, 1.2fr)' }} gap={{ base: '8', lg: '16' }}>
        <SectionHeading id="values-title" eyebrow={words.eyebrow} title={words.title} lead={words.lead} alignSelf="start" />
        <Island of={valuesAccordion} props={{ items }} />
      </PageWidth>
    </Box>
  );
}

function Journey() {
  const words = usePageSection('about-journey');
  return (
    <Box as="section" aria-labelledby="journey-title" bg="ink.950" color="white" py={{ base: 'section.sm', md: 'section' }} bgImage="radial-gradient(50rem 30rem at 100% 0%, rgba(36, 70, 214, 0.35), transparent 60%)">
      <PageWidth data-reveal="" maxW="4xl">
        <Stack gap="5">
          {words.eyebrow && (
            <Text textStyle="eyebrow" color="mint.300">
              {words.eyebrow}
            </Text>
          )}
          <Text as="h2" id="journey-title" textStyle="title">
            {words.title}
          </Text>
          {words.text.map((paragraph) => (
            <Text key={paragraph} textStyle="lead" color="ink.200">
              {paragraph}
            </Text>
          ))}
          <Box pt="2">
            <Button asChild size="lg" colorPalette="mint">
              <a href={STORIES_LINK.to}>
                {STORIES_LINK.label} <ArrowRight aria-hidden />
              </a>
            </Button>
          </Box>
        </Stack>
      </PageWidth>
    </Box>
  );
}
