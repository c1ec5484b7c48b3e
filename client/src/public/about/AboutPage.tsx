import { Box, Button, Flex, Grid, IconButton, Stack, Text, chakra } from '@chakra-ui/react';
import { ArrowRight, ChevronLeft, ChevronRight } from 'lucide-react';
import { ABOUT_HERO, JOURNEY, TEAM, VALUES } from '../../content/about';
import { LAYOUT } from '../../content/timing';
import { PageWidth } from '../../ui/PageWidth';
import { Island } from '../islands/Island';
import { HeroColumns, HeroPanel, HeroSection, HeroTitle } from '../layout/HeroSection';
import { PersonCard } from '../layout/PersonCard';
import { SectionHeading } from '../layout/SectionHeading';
import { valuesAccordion } from './islands';

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

const TEAM_LIST_ID = 'team-members';

/** The team carousel: previous and next scroll it 500px, smoothly (spec sections 2 and 9; `scrollButtons.ts`). */
function Team() {
  return (
    <Box as="section" aria-labelledby="team-title" py={{ base: 'section.sm', md: 'section' }} bg="bg.subtle">
      <PageWidth data-reveal="">
        <Flex justify="space-between" align="flex-end" gap="6" mb={{ base: '8', md: '12' }}>
          <SectionHeading id="team-title" eyebrow={TEAM.eyebrow} title={TEAM.title} />
          <Flex gap="2" flexShrink={0}>
            {[
              { step: -LAYOUT.carouselStepPx, label: TEAM.previous, Icon: ChevronLeft },
              { step: LAYOUT.carouselStepPx, label: TEAM.next, Icon: ChevronRight },
            ].map(({ step, label, Icon }) => (
              <IconButton key={label} aria-label={label} aria-controls={TEAM_LIST_ID} data-scroll-step={step} disabled variant="outline" rounded="full" bg="bg">
                <Icon aria-hidden />
              </IconButton>
            ))}
          </Flex>
        </Flex>
        <Grid
          as="ul"
          id={TEAM_LIST_ID}
          aria-label={TEAM.label}
          tabIndex={0}
          listStyleType="none"
          gridAutoFlow="column"
          gridAutoColumns={{ base: '80%', sm: '18rem', lg: '22rem' }}
          gap="5"
          overflowX="auto"
          pb="4"
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '4px', rounded: 'lg' }}
        >
          {TEAM.members.map((member) => (
            <PersonCard key={member.name} person={member} />
          ))}
        </Grid>
      </PageWidth>
    </Box>
  );
}

