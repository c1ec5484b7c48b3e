import { Box, Button, Flex, Grid, Stack, Text, chakra } from '@chakra-ui/react';
import { ArrowRight, Quote } from 'lucide-react';
import { CONNECT_LINK } from '../../content/site';
import { PageWidth } from '../../ui/PageWidth';
import { usePageQuery } from '../data/pageData';
import { graphql } from '../gql';
import type { SuccessStoriesQuery as SuccessStoriesResult } from '../gql/graphql';
import { HeroSection, HeroTitle } from '../layout/HeroSection';
import { SectionHeading } from '../layout/SectionHeading';
import { usePageSection } from '../site/pageSections';

/** The published stories, in the order the team gave them (issue P20: edited in the back office). */
const SuccessStoriesQuery = graphql(`
  query SuccessStories {
    stories {
      id
      client
      sector
      outcome
      figureValue
      figureLabel
      text
    }
  }
`);

type Story = SuccessStoriesResult['stories'][number];

/** Success Stories: the hero and the spec's blurb, with the deals behind it. */
export default function SuccessStoriesPage() {
  const stories = usePageQuery(SuccessStoriesQuery, {}).data?.stories ?? [];
  const [hero, blurb, list] = [usePageSection('stories-hero'), usePageSection('stories-blurb'), usePageSection('stories-list')];
  return (
    <>
      <HeroSection labelledBy="stories-title">
        <PageWidth py={{ base: '14', md: '20', lg: '24' }} maxW="4xl" mx="auto">
          <HeroTitle id="stories-title" eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} />
        </PageWidth>
      </HeroSection>

      <Box as="section" aria-labelledby="stories-blurb-title" py={{ base: 'section.sm', md: 'section' }}>
        <PageWidth data-reveal="" display="grid" gridTemplateColumns={{ base: '1fr', lg: 'auto minmax(0, 1fr)' }} gap={{ base: '6', lg: '12' }} maxW="5xl">
          <Flex boxSize="14" rounded="2xl" bg="brand.subtle" color="brand.fg" align="center" justify="center">
            <Quote aria-hidden size={26} />
          </Flex>
          <Stack gap="5">
            <Text as="h2" id="stories-blurb-title" textStyle="title">
              {blurb.title}
            </Text>
            {blurb.text.map((paragraph) => (
              <Text key={paragraph} textStyle="lead" color="fg.muted">
                {paragraph}
              </Text>
            ))}
          </Stack>
        </PageWidth>
      </Box>

      <Box as="section" aria-labelledby="stories-list-title" py={{ base: 'section.sm', md: 'section' }} bg="bg.subtle">
        <PageWidth data-reveal="">
          <SectionHeading id="stories-list-title" eyebrow={list.eyebrow} title={list.title} mb={{ base: '8', md: '12' }} />
          <Grid as="ul" listStyleType="none" templateColumns={{ base: '1fr', md: 'repeat(3, minmax(0, 1fr))' }} gap="5">
            {stories.map((story) => (
              <StoryCard key={story.id} story={story} />
            ))}
          </Grid>
          <Flex mt={{ base: '10', md: '14' }} justify="center">
            <Button asChild size="xl">
              <a href={CONNECT_LINK.to}>
                {CONNECT_LINK.label} <ArrowRight aria-hidden />
              </a>
            </Button>
          </Flex>
        </PageWidth>
      </Box>
    </>
  );
}

function StoryCard({ story }: { story: Story }) {
  return (
    <Stack as="li" gap="4" bg="bg" borderWidth="1px" borderColor="border" rounded="2xl" p="7" shadow="xs">
      <Text textStyle="eyebrow" color="fg.muted">
        {story.sector}
      </Text>
      <Text as="h3" fontFamily="heading" fontWeight="700" fontSize="xl">
        {story.client}
      </Text>
      <Text fontWeight="600">{story.outcome}</Text>
      <Text color="fg.muted" fontSize="sm" lineHeight="1.7">
        {story.text}
      </Text>
      <chakra.dl mt="auto" pt="4" borderTopWidth="1px" borderColor="border" display="flex" flexDirection="column-reverse">
        <chakra.dt color="fg.muted" fontSize="sm">
          {story.figureLabel}
        </chakra.dt>
        <chakra.dd fontFamily="heading" fontWeight="800" fontSize="3xl" color="brand.fg" letterSpacing="-0.02em">
          {story.figureValue}
        </chakra.dd>
      </chakra.dl>
    </Stack>
  );
}
