import { Box, Button, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft, ArrowRight, Rss } from 'lucide-react';
import { Suspense } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageWidth } from '../../ui/PageWidth';
import { usePageQuery } from '../data/pageData';
import { usePageHead } from '../data/pageHead';
import { graphql } from '../gql';
import { HeroSection, HeroTitle } from '../layout/HeroSection';
import { PostCard } from './PostCard';
import { AFTER_PARAM, FEED_PATH, INSIGHTS, INSIGHTS_PATH, POSTS_PER_PAGE, TAG_PARAM } from './posts';

const InsightsPageQuery = graphql(`
  query InsightsPage($first: Int!, $after: String, $tag: String) {
    posts(first: $first, after: $after, tag: $tag) {
      edges {
        node {
          id
          ...PostCard_post
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
    postTags
  }
`);

/** The list's address with these parameters (empty ones left out). */
function listPath(params: { tag?: string | null; after?: string | null }): string {
  const search = new URLSearchParams();
  if (params.tag) search.set(TAG_PARAM, params.tag);
  if (params.after) search.set(AFTER_PARAM, params.after);
  const query = search.toString();
  return `${INSIGHTS_PATH}${query ? `?${query}` : ''}`;
}

/**
 * The Insights blog, /insights: published posts, newest first, a page at a time by cursor
 * ("Older posts"), with a filter by topic. Rendered by the server and kept until content changes.
 */
export default function InsightsPage() {
  usePageHead({ title: INSIGHTS.pageTitle, description: INSIGHTS.description });
  return (
    <>
      <HeroSection labelledBy="insights-title">
        <PageWidth py={{ base: '14', md: '20', lg: '24' }}>
          <Stack gap="6" maxW="3xl">
            <HeroTitle id="insights-title" eyebrow={INSIGHTS.eyebrow} title={INSIGHTS.title} lead={INSIGHTS.lead} />
            <Box>
              <Button asChild variant="outline" colorPalette="mint" size="sm" color="ink.100" borderColor="ink.600" _hover={{ bg: 'whiteAlpha.100' }}>
                <a href={FEED_PATH}>
                  <Rss aria-hidden size={16} /> {INSIGHTS.feed}
                </a>
              </Button>
            </Box>
          </Stack>
        </PageWidth>
      </HeroSection>
      <Suspense fallback={null}>
        <PostList />
      </Suspense>
    </>
  );
}

function PostList() {
  const [params] = useSearchParams();
  const tag = params.get(TAG_PARAM)?.trim().toLowerCase() || null;
  const after = params.get(AFTER_PARAM) || null;
  const result = usePageQuery(InsightsPageQuery, { first: POSTS_PER_PAGE, after, tag });
  if (!result.data) {
    return (
      <PageWidth py="section.sm">
        <Text role="alert" color="fg.muted">
          {INSIGHTS.unavailable}
        </Text>
      </PageWidth>
    );
  }
  const { posts, postTags } = result.data;
  return (
    <Box as="section" aria-label={INSIGHTS.eyebrow} py={{ base: 'section.sm', md: 'section' }} bg="bg.subtle">
      <PageWidth>
        {postTags.length > 0 && (
          <Flex as="nav" aria-label={INSIGHTS.topicsLabel} gap="2" wrap="wrap" mb={{ base: '8', md: '10' }}>
            <TopicLink to={listPath({})} current={!tag}>
              {INSIGHTS.allTopics}
            </TopicLink>
            {postTags.map((name) => (
              <TopicLink key={name} to={listPath({ tag: name })} current={tag === name}>
                {name}
              </TopicLink>
            ))}
          </Flex>
        )}
        {posts.edges.length === 0 ? (
          <Text color="fg.muted" fontSize="lg">
            {tag ? INSIGHTS.emptyTag(tag) : INSIGHTS.empty}
          </Text>
        ) : (
          <Grid as="div" templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' }} gap={{ base: '5', md: '6' }}>
            {posts.edges.map(({ node }) => (
              <PostCard key={node.id} post={node} />
            ))}
          </Grid>
        )}
        <Flex as="nav" aria-label="Pages" justify="space-between" gap="4" mt={{ base: '8', md: '10' }} wrap="wrap">
          {after ? (
            <Button asChild variant="ghost" colorPalette="brand">
              <Link to={listPath({ tag })}>
                <ArrowLeft aria-hidden /> {INSIGHTS.newest}
              </Link>
            </Button>
          ) : (
            <span />
          )}
          {posts.pageInfo.hasNextPage && posts.pageInfo.endCursor && (
            <Button asChild variant="outline" colorPalette="brand">
              <Link to={listPath({ tag, after: posts.pageInfo.endCursor })} rel="next">
                {INSIGHTS.older} <ArrowRight aria-hidden />
              </Link>
            </Button>
          )}
        </Flex>
      </PageWidth>
    </Box>
  );
}

function TopicLink({ to, current, children }: { to: string; current: boolean; children: string }) {
  return (
    <Button asChild size="sm" rounded="full" variant={current ? 'solid' : 'outline'} colorPalette={current ? 'brand' : 'gray'}>
      <Link to={to} aria-current={current ? 'page' : undefined}>
        {children}
      </Link>
    </Button>
  );
}
