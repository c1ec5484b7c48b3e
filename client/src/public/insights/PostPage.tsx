import { Box, Button, Grid, Stack, Text } from '@chakra-ui/react';
import { SearchX } from 'lucide-react';
import { Suspense, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PageWidth } from '../../ui/PageWidth';
import { usePageQuery } from '../data/pageData';
import { ORIGIN_PLACEHOLDER, usePageHead } from '../data/pageHead';
import { getFragmentData, graphql, type FragmentType } from '../gql';
import { SectionHeading } from '../layout/SectionHeading';
import { PostArticle } from './PostArticle';
import { PostCard } from './PostCard';
import { INSIGHTS, INSIGHTS_PATH, PostArticle_post, postPath } from './posts';
import { articleData } from './structuredData';

const PostPageQuery = graphql(`
  query PostPage($slug: String!) {
    post(slug: $slug) {
      ...PostArticle_post
      relatedPosts(first: 3) {
        id
        ...PostCard_post
      }
    }
  }
`);

/** A published post's page, /insights/<slug>: rendered by the server, kept until content changes; 404 when there is no such post. */
export default function PostPage() {
  const { slug = '' } = useParams();
  return (
    <Suspense fallback={null}>
      <PostView slug={slug} />
    </Suspense>
  );
}

function PostView({ slug }: { slug: string }) {
  const result = usePageQuery(PostPageQuery, { slug });
  if (!result.data) return <PostMissing missing={result.error.code === 'NOT_FOUND'} />;
  const { post } = result.data;
  return (
    <PublishedPost post={post}>
      {post.relatedPosts.length > 0 && (
        <Box as="section" aria-labelledby="related-title" bg="bg.subtle" py={{ base: 'section.sm', md: 'section' }}>
          <PageWidth>
            <SectionHeading id="related-title" eyebrow={INSIGHTS.eyebrow} title={INSIGHTS.related} mb={{ base: '8', md: '10' }} />
            <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap={{ base: '5', md: '6' }}>
              {post.relatedPosts.map((related) => (
                <PostCard key={related.id} post={related} headingLevel="h3" />
              ))}
            </Grid>
          </PageWidth>
        </Box>
      )}
    </PublishedPost>
  );
}

/** The page's head (its SEO text, canonical address and `Article` data) and the article. */
function PublishedPost({ post, children }: { post: FragmentType<typeof PostArticle_post>; children?: ReactNode }) {
  const article = getFragmentData(PostArticle_post, post);
  usePageHead({
    title: `${article.seoTitle ?? article.title} | ${INSIGHTS.eyebrow}`,
    description: article.seoDescription ?? article.summary ?? article.title,
    canonical: article.canonicalUrl ?? `${ORIGIN_PLACEHOLDER}${postPath(article.slug)}`,
    ogType: 'article',
    ...(article.ogImage ? { image: `${ORIGIN_PLACEHOLDER}${article.ogImage.src}` } : {}),
    structuredData: articleData(article, ORIGIN_PLACEHOLDER),
  });
  return <PostArticle post={post}>{children}</PostArticle>;
}

/** No such post (404), or it could not be read just now (503). */
export function PostMissing({ missing, title = INSIGHTS.notFoundTitle }: { missing: boolean; title?: string }) {
  usePageHead({ title: `${title} | ${INSIGHTS.eyebrow}`, status: missing ? 404 : undefined, indexable: false });
  return (
    <PageWidth py={{ base: 'section.sm', md: 'section' }}>
      <Stack gap="5" align="start" maxW="2xl">
        <SearchX aria-hidden size={40} />
        <Text as="h1" textStyle="title" fontSize={{ base: '2xl', md: '3xl' }}>
          {title}
        </Text>
        <Text color="fg.muted" fontSize="lg">
          {missing ? INSIGHTS.notFound : INSIGHTS.unavailable}
        </Text>
        <Button asChild colorPalette="brand">
          <Link to={INSIGHTS_PATH}>{INSIGHTS.back}</Link>
        </Button>
      </Stack>
    </PageWidth>
  );
}
