import { Box, Flex, Grid, Stack, Text, chakra } from '@chakra-ui/react';
import { BadgeCheck, Check, Cog, Handshake, Network, Radar, Rocket, type LucideIcon } from 'lucide-react';
import type { ServiceIcon } from '@rules/page-lists';
import { SERVICES_SHOWCASE } from '../../content/services';
import { TIMING } from '../../content/timing';
import { PlayPause } from '../../ui/PlayPause';
import { TourProgress } from '../../ui/TourProgress';
import { useTabTour } from '../../ui/useRotation';

const ICONS: Record<ServiceIcon, LucideIcon> = {
  matchmaking: Network,
  compliance: BadgeCheck,
  venture: Rocket,
  intelligence: Radar,
  automation: Cog,
  marketplace: Handshake,
};

/** A service as the showcase shows it: its tab, and its panel (issue P20: Services in the back office). */
export interface Service {
  id: string;
  /** The tab's label, after its number. */
  label: string;
  icon: ServiceIcon;
  title: string;
  summary: string;
  points: readonly string[];
  highlight: { value: string; label: string };
}

const numbered = (index: number) => String(index + 1).padStart(2, '0');

/**
 * The published services as tabs (spec section 4, "Services tabs"), in the team's order:
 * matchmaking first; the tour moves on every 8 seconds; a visitor's pick holds for 8 seconds,
 * then the tour resumes with the next. The tour can be paused, and does not run for visitors who
 * ask for reduced motion.
 */
export function ServiceShowcase({ services }: { services: readonly Service[] }) {
  // Both waits are 8 seconds (spec section 4): the tour's, and a visitor's pick's before it resumes with the next.
  const { index: activeIndex, playing, togglePlaying, turn, tab, panel } = useTabTour({ count: services.length, intervalMs: TIMING.servicesTabMs });

  return (
    <Grid templateColumns={{ base: '1fr', lg: '20rem minmax(0, 1fr)' }} gap={{ base: '5', lg: '8' }} alignItems="start">
      <Stack gap="3">
        <Grid role="tablist" aria-label={SERVICES_SHOWCASE.tabsLabel} templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', lg: '1fr' }} gap="2">
          {services.map((service, index) => {
            const selected = index === activeIndex;
            return (
              <chakra.button
                key={service.id}
                {...tab(index)}
                position="relative"
                overflow="hidden"
                display="flex"
                alignItems="center"
                gap="3"
                px={{ base: '3', md: '4' }}
                py={{ base: '3', md: '4' }}
                rounded="xl"
                borderWidth="1px"
                borderColor="border"
                bg="bg"
                color="fg.muted"
                fontWeight="600"
                fontSize={{ base: 'sm', md: 'md' }}
                textAlign="start"
                cursor="pointer"
                transition="background-color 0.2s, color 0.2s, border-color 0.2s"
                _hover={{ color: 'fg', borderColor: 'brand.300' }}
                _selected={{ bg: 'ink.950', color: 'white', borderColor: 'ink.950', shadow: 'md', _hover: { color: 'white' } }}
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
              >
                <Text as="span" fontFamily="heading" fontWeight="800" fontSize="sm" color={selected ? 'mint.300' : 'brand.fg'}>
                  {numbered(index)}
                </Text>
                <Text as="span" lineClamp={2}>
                  {service.label}
                </Text>
                {selected && playing && <TourProgress turn={turn} durationMs={TIMING.servicesTabMs} insetX="0" bottom="0" />}
              </chakra.button>
            );
          })}
        </Grid>
        <PlayPause alignSelf="flex-start" color="fg.muted" playing={playing} onToggle={togglePlaying} pauseLabel={SERVICES_SHOWCASE.pause} playLabel={SERVICES_SHOWCASE.play} />
      </Stack>

      {services.map((service, index) => (
        <Box
          key={service.id}
          {...panel(index)}
          tabIndex={0}
          rounded="2xl"
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '4px' }}
        >
          <ServicePanel service={service} index={index} count={services.length} />
        </Box>
      ))}
    </Grid>
  );
}

function ServicePanel({ service, index, count }: { service: Service; index: number; count: number }) {
  const Icon = ICONS[service.icon];
  return (
    <Grid
      templateColumns={{ base: '1fr', md: 'minmax(0, 1.5fr) minmax(0, 1fr)' }}
      bg="bg"
      borderWidth="1px"
      borderColor="border"
      rounded="2xl"
      overflow="hidden"
      shadow="sm"
      animation="fade-in 0.4s ease-out"
    >
      <Stack gap="4" p={{ base: '6', md: '8', xl: '10' }}>
        <Text textStyle="eyebrow" color="brand.fg">
          {numbered(index)} / {numbered(count - 1)} · {service.label}
        </Text>
        <Text as="h3" fontFamily="heading" fontWeight="800" fontSize={{ base: 'xl', md: '2xl' }} lineHeight="1.25" letterSpacing="-0.02em">
          {service.title}
        </Text>
        <Text color="fg.muted" lineHeight="1.75">
          {service.summary}
        </Text>
        <Stack as="ul" listStyleType="none" gap="3" mt="2">
          {service.points.map((point) => (
            <Flex as="li" key={point} gap="3" align="flex-start" fontSize="sm" fontWeight="500">
              <Flex boxSize="5" mt="0.5" flexShrink={0} rounded="full" bg="mint.100" color="mint.800" align="center" justify="center">
                <Check aria-hidden size={13} strokeWidth={3} />
              </Flex>
              {point}
            </Flex>
          ))}
        </Stack>
      </Stack>
      <Flex
        direction="column"
        justify="space-between"
        gap="8"
        bg="ink.950"
        color="white"
        p={{ base: '6', md: '8' }}
        bgImage="radial-gradient(24rem 18rem at 100% 0%, rgba(36, 70, 214, 0.55), transparent 70%), radial-gradient(20rem 16rem at 0% 100%, rgba(20, 174, 151, 0.3), transparent 70%)"
      >
        <Flex boxSize="14" rounded="2xl" bg="whiteAlpha.100" borderWidth="1px" borderColor="whiteAlpha.300" color="mint.300" align="center" justify="center">
          <Icon aria-hidden size={28} />
        </Flex>
        <Box>
          <Text fontFamily="heading" fontWeight="800" fontSize={{ base: '3xl', md: '4xl' }} lineHeight="1.1" letterSpacing="-0.02em">
            {service.highlight.value}
          </Text>
          <Text color="ink.200" mt="2">
            {service.highlight.label}
          </Text>
        </Box>
      </Flex>
    </Grid>
  );
}
