import { Box, Button, Flex, Grid, Stack, Text, chakra } from '@chakra-ui/react';
import { ArrowRight, Check } from 'lucide-react';
import { EXPERT_NETWORK, LENDER_NETWORK, WHO_IS_IT_FOR as COPY, type Audience } from '../../content/home';
import { TIMING } from '../../content/timing';
import { PlayPause } from '../../ui/PlayPause';
import { TourProgress } from '../../ui/TourProgress';
import { useTabTour } from '../../ui/useRotation';
import { NetworkGraph } from './NetworkGraph';
import { StageChart, type BorrowerStage } from './StageChart';

/**
 * Who is it for (spec section 4): borrower, lender and expert tabs that move on every 10 seconds;
 * a click, or Enter on a tab, selects it. Each shows its demo chart: the borrower stages, or the
 * lender or expert network. The tour can be paused and does not run for visitors who ask for
 * reduced motion. The tabs' words and the stages are the team's (page texts and Borrower Stages,
 * read by the page); the networks are drawings laid out by hand, kept with the page's labels.
 */
export function AudienceTabs({ audiences, stages }: { audiences: readonly Audience[]; stages: readonly BorrowerStage[] }) {
  const { index, playing, togglePlaying, turn, tab, panel } = useTabTour({ count: audiences.length, intervalMs: TIMING.audienceTabMs });

  return (
    <Stack gap={{ base: '6', md: '8' }}>
      <Flex direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'center' }} justify="space-between">
        <Grid
          role="tablist"
          aria-label={COPY.tabsLabel}
          templateColumns={{ base: 'repeat(3, minmax(0, 1fr))', md: 'repeat(3, auto)' }}
          gap="1"
          p="1"
          bg="bg.muted"
          rounded={{ base: '2xl', md: 'full' }}
          alignSelf={{ md: 'flex-start' }}
        >
          {audiences.map((audience, position) => {
            const selected = position === index;
            return (
              <chakra.button
                key={audience.id}
                {...tab(position)}
                position="relative"
                overflow="hidden"
                px={{ base: '2', md: '5' }}
                py="2.5"
                rounded={{ base: 'xl', md: 'full' }}
                fontWeight="700"
                fontSize={{ base: 'xs', sm: 'sm' }}
                lineHeight="1.25"
                whiteSpace={{ md: 'nowrap' }}
                color="fg.muted"
                cursor="pointer"
                transition="background-color 0.2s, color 0.2s"
                _hover={{ color: 'fg' }}
                _selected={{ bg: 'ink.950', color: 'white', shadow: 'sm' }}
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
              >
                {audience.label}
                {selected && playing && <TourProgress turn={turn} durationMs={TIMING.audienceTabMs} insetX="4" bottom="1" h="2px" rounded="full" />}
              </chakra.button>
            );
          })}
        </Grid>
        <PlayPause alignSelf="flex-start" color="fg.muted" playing={playing} onToggle={togglePlaying} pauseLabel={COPY.pause} playLabel={COPY.play} />
      </Flex>

      {audiences.map((audience, position) => (
        <Grid
          key={audience.id}
          {...panel(position)}
          templateColumns={{ base: '1fr', lg: 'minmax(0, 0.7fr) minmax(0, 1.3fr)' }}
          gap={{ base: '6', lg: '10' }}
          alignItems="center"
          animation="fade-in 0.4s ease-out"
        >
          <Stack gap="5">
            <Text as="h3" fontFamily="heading" fontWeight="800" fontSize={{ base: '2xl', md: '3xl' }} letterSpacing="-0.02em" lineHeight="1.2">
              {audience.title}
            </Text>
            <Text color="fg.muted" textStyle="lead">
              {audience.text}
            </Text>
            <Stack as="ul" listStyleType="none" gap="3">
              {audience.points.map((point) => (
                <Flex as="li" key={point} gap="3" align="flex-start" fontWeight="500">
                  <Flex boxSize="5" mt="0.5" flexShrink={0} rounded="full" bg="mint.100" color="mint.800" align="center" justify="center">
                    <Check aria-hidden size={13} strokeWidth={3} />
                  </Flex>
                  {point}
                </Flex>
              ))}
            </Stack>
            <Box pt="2">
              {/* The spec shows this button without a target: it leads to sign-up and sign-in. */}
              <Button asChild size="lg">
                <a href={COPY.signUpTo}>
                  {COPY.signUp} <ArrowRight aria-hidden />
                </a>
              </Button>
            </Box>
          </Stack>
          <Box as="figure" bg="bg" borderWidth="1px" borderColor="border" rounded="2xl" shadow="sm" p={{ base: '4', md: '6' }} minW="0">
            <Text as="figcaption" fontWeight="700" fontSize="sm" color="fg.muted" mb="4">
              {audience.chartTitle}
            </Text>
            {audience.id === 'borrower' ? (
              <StageChart stages={stages} title={audience.chartTitle} />
            ) : (
              <NetworkGraph network={audience.id === 'lender' ? LENDER_NETWORK : EXPERT_NETWORK} title={audience.chartTitle} />
            )}
          </Box>
        </Grid>
      ))}
    </Stack>
  );
}
