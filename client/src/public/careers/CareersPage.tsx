import { Box, Button, Flex, Stack, chakra } from '@chakra-ui/react';
import { ArrowDown } from 'lucide-react';
import { Suspense, type ReactNode } from 'react';
import { CAREERS_HERO_LABELS } from '../../content/careers';
import { PageWidth } from '../../ui/PageWidth';
import { usePageQuery } from '../data/pageData';
import { Island } from '../islands/Island';
import { usePlacedFigures } from '../home/figures';
import { HeroSection, HeroTitle } from '../layout/HeroSection';
import { SectionHeading } from '../layout/SectionHeading';
import { usePageSection } from '../site/pageSections';
import { OpeningsQuery } from './Openings';
import { TeamAndOpenApplication } from './TeamAndOpenApplication';
import { openings } from './islands';

/**
 * The careers page, /careers (spec section 3): the openings as they are now (rendered by the
 * server per request), Our Team, and an open application. Each job has its own page (JobPage).
 */
export default function CareersPage() {
  return (
    <>
      <Hero />
      <Suspense fallback={null}>
        <CurrentOpenings />
      </Suspense>
      <TeamAndOpenApplication />
    </>
  );
}

/** The openings as the server reads them for this request, handed to their island. */
function CurrentOpenings() {
  const result = usePageQuery(OpeningsQuery, {});
  return (
    <OpeningsSection>
      <Island of={openings} props={{ result }} />
    </OpeningsSection>
  );
}

/** The openings' section around the island: its heading and anchor (`#openings`). */
function OpeningsSection({ children }: { children: ReactNode }) {
  const words = usePageSection('careers-openings');
  return (
    <Box as="section" id="openings" aria-labelledby="openings-title" bg="bg.subtle" py={{ base: 'section.sm', md: 'section' }}>
      <PageWidth>
        <SectionHeading id="openings-title" eyebrow={words.eyebrow} title={words.title} lead={words.lead} maxW="3xl" mb={{ base: '8', md: '10' }} />
        {children}
      </PageWidth>
    </Box>
  );
}

function Hero() {
  const words = usePageSection('careers-hero');
  const perks = usePlacedFigures('careers');
  return (
    <HeroSection labelledBy="careers-title">
      <PageWidth py={{ base: '14', md: '20', lg: '24' }}>
        <Stack gap="6" maxW="3xl">
          <HeroTitle id="careers-title" eyebrow={words.eyebrow} title={words.title} lead={words.lead} />
          <Flex gap="3" wrap="wrap" pt="2">
            <Button asChild size="xl" colorPalette="mint">
              <a href="#openings">
                {CAREERS_HERO_LABELS.openings} <ArrowDown aria-hidden />
              </a>
            </Button>
            <Button asChild size="xl" variant="outline" color="white" borderColor="whiteAlpha.500" _hover={{ bg: 'whiteAlpha.100' }}>
              <a href="#team">{CAREERS_HERO_LABELS.team}</a>
            </Button>
          </Flex>
        </Stack>
        {perks.length > 0 && (
          <chakra.dl display="grid" gridTemplateColumns={{ base: '1fr', sm: 'repeat(3, minmax(0, 1fr))' }} gap={{ base: '4', md: '8' }} pt={{ base: '10', md: '14' }} maxW="4xl">
            {perks.map((perk) => (
              <Box key={perk.id} borderTopWidth="1px" borderColor="whiteAlpha.300" pt="4">
                <chakra.dt fontFamily="heading" fontWeight="800" fontSize={{ base: 'xl', md: '2xl' }}>
                  {perk.value}
                </chakra.dt>
                <chakra.dd color="ink.300" fontSize="sm" mt="1">
                  {perk.label}
                </chakra.dd>
              </Box>
            ))}
          </chakra.dl>
        )}
      </PageWidth>
    </HeroSection>
  );
}
