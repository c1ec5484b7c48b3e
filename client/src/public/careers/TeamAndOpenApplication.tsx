import { Box, Button, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import { ArrowDown, Send } from 'lucide-react';
import { GENERAL_APPLICATION, TEAM } from '../../content/careers';
import { LAYOUT } from '../../content/timing';
import { PageWidth } from '../../ui/PageWidth';
import { LoopVideo } from '../media/LoopVideo';
import { SectionHeading } from '../layout/SectionHeading';
import { usePageSection } from '../site/pageSections';
import { applyButton } from './applyButton';
import poster from './media/team-poster.webp';
import videoMp4 from './media/team.mp4';
import videoWebm from './media/team.webm';

/** The careers page below the openings: Our Team with its video, and the open application it leads to. */
export function TeamAndOpenApplication() {
  return (
    <>
      <TeamSection />
      <OpenApplication />
    </>
  );
}

/** "Our Team": a short looping film of the team's deal room, and Join us, which leads to the careers form. */
function TeamSection() {
  const words = usePageSection('careers-team');
  return (
    <Box as="section" id="team" aria-labelledby="team-title" py={{ base: 'section.sm', md: 'section' }}>
      <PageWidth>
        <Grid templateColumns={{ base: '1fr', lg: '1.15fr 0.85fr' }} gap={{ base: '10', lg: '16' }} alignItems="center">
          <Box position="relative" rounded="3xl" overflow="hidden" bg="ink.950" shadow="xl" aspectRatio="16 / 9">
            {/* It plays while on screen (`media/loopVideo.ts`). */}
            <LoopVideo webm={videoWebm} mp4={videoMp4} poster={poster} label={TEAM.videoLabel} playLabel={TEAM.play} pauseLabel={TEAM.pause} width={960} height={540} />
          </Box>
          <SectionHeading id="team-title" eyebrow={words.eyebrow} title={words.title} gap="5">
            {words.text.map((paragraph) => (
              <Text key={paragraph} textStyle="lead" color="fg.muted">
                {paragraph}
              </Text>
            ))}
            <Box pt="2">
              <Button asChild size="xl">
                <a href="#career-form">
                  {TEAM.join} <ArrowDown aria-hidden />
                </a>
              </Button>
            </Box>
          </SectionHeading>
        </Grid>
      </PageWidth>
    </Box>
  );
}

/** Section `career-form`, where Join us leads: an application without a listed job. */
function OpenApplication() {
  const words = usePageSection('careers-open-application');
  return (
    <Box as="section" id="career-form" aria-labelledby="career-form-title" py={{ base: 'section.sm', md: 'section' }} scrollMarginTop={`${LAYOUT.careerFormScrollOffsetPx}px`}>
      <PageWidth>
        <Flex
          direction={{ base: 'column', md: 'row' }}
          align={{ md: 'center' }}
          justify="space-between"
          gap={{ base: '6', md: '10' }}
          bg="brand.700"
          color="white"
          rounded="3xl"
          px={{ base: '6', md: '12' }}
          py={{ base: '10', md: '14' }}
          bgImage="radial-gradient(30rem 20rem at 100% 0%, rgba(111, 227, 204, 0.35), transparent 70%)"
        >
          <Stack gap="3" maxW="2xl">
            {words.eyebrow && (
              <Text textStyle="eyebrow" color="mint.200">
                {words.eyebrow}
              </Text>
            )}
            <Text as="h2" id="career-form-title" textStyle="title">
              {words.title}
            </Text>
            {words.lead && (
              <Text color="brand.100" fontSize={{ base: 'md', md: 'lg' }} lineHeight="1.7">
                {words.lead}
              </Text>
            )}
          </Stack>
          <Button
            size="xl"
            bg="white"
            color="brand.800"
            _hover={{ bg: 'brand.50' }}
            flexShrink={0}
            asChild
          >
            <a {...applyButton({ jobId: null, position: GENERAL_APPLICATION.position })}>
              <Send aria-hidden /> {GENERAL_APPLICATION.button}
            </a>
          </Button>
        </Flex>
      </PageWidth>
    </Box>
  );
}
