import { Box, Button, Flex, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { ArrowRight, BarChart3, Blocks, Bot, ShieldCheck, Timer, Workflow, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { BRAND } from '../../content/brand';
import { CAPABILITIES, HOME_HERO, type Capability } from '../../content/home';
import { PageWidth } from '../../ui/PageWidth';
import { HeroSection, HeroTitle } from '../layout/HeroSection';
import { MatchNetwork } from './MatchNetwork';
import { SectionHeading } from '../layout/SectionHeading';

const CAPABILITY_ICONS: Record<Capability['icon'], LucideIcon> = {
  matchmaking: Bot,
  automation: Workflow,
  intelligence: BarChart3,
  compliance: ShieldCheck,
  marketplace: Blocks,
  speed: Timer,
};

export default function HomePage() {
  return (
    <>
      <Hero />
      <Capabilities />
    </>
  );
}

function Hero() {
  return (
    <HeroSection labelledBy="hero-title">
      <PageWidth
        display="grid"
        py={{ base: '14', md: '20', lg: '24' }}
        gridTemplateColumns={{ base: '1fr', lg: '1.1fr 0.9fr' }}
        gap={{ base: '12', lg: '10' }}
        alignItems="center"
      >
        <Stack gap="6">
          <HeroTitle id="hero-title" eyebrow={HOME_HERO.eyebrow} title={BRAND.tagline} lead={HOME_HERO.lead} />
          <Flex gap="3" wrap="wrap" pt="2">
            <Button asChild size="xl" colorPalette="mint">
              <Link to={HOME_HERO.primary.to}>
                {HOME_HERO.primary.label} <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="xl" variant="outline" color="white" borderColor="whiteAlpha.500" _hover={{ bg: 'whiteAlpha.100' }}>
              <Link to={HOME_HERO.secondary.to}>{HOME_HERO.secondary.label}</Link>
            </Button>
          </Flex>
          <chakra.dl display="grid" gridTemplateColumns="repeat(3, minmax(0, 1fr))" gap={{ base: '4', md: '8' }} pt={{ base: '4', md: '8' }} maxW="2xl">
            {HOME_HERO.proof.map((item) => (
              <Box key={item.label} borderTopWidth="1px" borderColor="whiteAlpha.300" pt="4">
                <chakra.dt fontFamily="heading" fontWeight="800" fontSize={{ base: 'lg', md: '2xl' }}>
                  {item.value}
                </chakra.dt>
                <chakra.dd color="ink.300" fontSize={{ base: 'xs', md: 'sm' }} mt="1">
                  {item.label}
                </chakra.dd>
              </Box>
            ))}
          </chakra.dl>
        </Stack>
        <MatchNetwork />
      </PageWidth>
    </HeroSection>
  );
}

function Capabilities() {
  return (
    <Box as="section" aria-labelledby="capabilities-title" bg="bg.subtle" py={{ base: 'section.sm', md: 'section' }}>
      <PageWidth>
        <SectionHeading
          id="capabilities-title"
          eyebrow="One platform, every side of the deal"
          title="From first match to funded, without the months in between"
          lead="Borrowers, lenders, investors and advisers work in one marketplace, with the data, checks and paperwork handled for them."
          maxW="3xl"
        />
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="5" mt={{ base: '10', md: '14' }}>
          {CAPABILITIES.map((capability) => {
            const Icon = CAPABILITY_ICONS[capability.icon];
            return (
              <Box as="li" key={capability.title} bg="bg" borderWidth="1px" borderColor="border" rounded="2xl" p="7" shadow="xs">
                <Flex boxSize="11" rounded="xl" bg="brand.subtle" color="brand.fg" align="center" justify="center">
                  <Icon aria-hidden size={22} />
                </Flex>
                <Text as="h3" fontFamily="heading" fontWeight="700" fontSize="lg" mt="5">
                  {capability.title}
                </Text>
                <Text color="fg.muted" mt="2" fontSize="sm" lineHeight="1.7">
                  {capability.text}
                </Text>
              </Box>
            );
          })}
        </SimpleGrid>
      </PageWidth>
    </Box>
  );
}
