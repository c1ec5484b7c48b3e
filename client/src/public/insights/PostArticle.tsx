import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft, CalendarDays, Clock, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageWidth } from '../../ui/PageWidth';
import { getFragmentData, type FragmentType } from '../gql';
import { imageSourcesOf } from '../media/imageSources';
import { HeroSection } from '../layout/HeroSection';
import { ResponsiveImage } from '../media/ResponsiveImage';
import { INSIGHTS, INSIGHTS_PATH, PostArticle_post, formatPostDate } from './posts';

/** The words of a post as the server rendered them from its document: headings, lists, quotes, links, images. */
export const PROSE_CSS = {
  '& > * + *': { marginTop: '1.25em' },
  '& h2': { fontSize: { base: '2xl', md: '3xl' }, fontWeight: '700', lineHeight: '1.25', marginTop: '2em', letterSpacing: '-0.01em', scrollMarginTop: '6rem' },
  '& h3': { fontSize: { base: 'xl', md: '2xl' }, fontWeight: '700', lineHeight: '1.3', marginTop: '1.75em', scrollMarginTop: '6rem' },
  '& h4': { fontSize: 'lg', fontWeight: '700', marginTop: '1.5em', scrollMarginTop: '6rem' },
  '& p, & li': { fontSize: { base: 'md', md: 'lg' }, lineHeight: '1.8', color: 'fg' },
  '& ul, & ol': { paddingInlineStart: '1.5em' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li + li': { marginTop: '0.5em' },
  '& li::marker': { color: 'mint.fg' },
  '& a': { color: 'brand.fg', textDecoration: 'underline', textUnderlineOffset: '3px', fontWeight: '500' },
  '& a:hover': { textDecorationThickness: '2px' },
  '& blockquote': { borderInlineStartWidth: '4px', borderColor: 'mint.500', paddingInlineStart: '1.25em', fontStyle: 'italic', color: 'fg.muted' },
  '& code': { fontFamily: 'mono', fontSize: '0.9em', background: 'bg.muted', paddingInline: '0.35em', borderRadius: 'sm' },
  '& hr': { borderColor: 'border', marginBlock: '2.5em' },
  '& figure': { marginBlock: '2em' },
  '& img': { width: '100%', height: 'auto', borderRadius: 'xl' },
  '& figcaption': { fontSize: 'sm', color: 'fg.muted', marginTop: '0.75em', textAlign: 'center' },
} as const;

/** A post's page: its title, byline, date, reading time, words and tags, with whatever follows (`children`: related posts). */
export function PostArticle({ post: data, banner, children }: { post: FragmentType<typeof PostArticle_post>; banner?: ReactNode; children?: ReactNode }) {
  const post = getFragmentData(PostArticle_post, data);
  return (
    <Box as="article" aria-labelledby="post-title">
      <HeroSection labelledBy="post-title">
        <PageWidth py={{ base: '10', md: '14', lg: '16' }}>
          {banner}
          <Link to={INSIGHTS_PATH} className="back-link">
            <Flex align="center" gap="2" color="ink.200" fontSize="sm" fontWeight="600" _hover={{ color: 'white' }}>
              <ArrowLeft aria-hidden size={16} /> {INSIGHTS.back}
            </Flex>
          </Link>
          <Stack gap="5" mt={{ base: '6', md: '8' }} maxW="4xl">
            <Text textStyle="eyebrow" color="mint.300">
              {INSIGHTS.eyebrow}
              {post.tags[0] ? ` · ${post.tags[0]}` : ''}
            </Text>
            <Text as="h1" id="post-title" textStyle="display" fontSize={{ base: '3xl', md: '5xl', lg: '6xl' }}>
              {post.title}
            </Text>
            {post.summary && (
              <Text textStyle="lead" color="ink.200" maxW="3xl">
                {post.summary}
              </Text>
            )}
            <Flex gap={{ base: '3', md: '6' }} wrap="wrap" color="ink.200" fontSize={{ base: 'sm', md: 'md' }}>
              {post.author && <Fact icon={<UserRound aria-hidden size={18} />}>{INSIGHTS.by(post.author.name)}</Fact>}
              {post.publishedAt && (
                <Fact icon={<CalendarDays aria-hidden size={18} />}>
                  <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time>
                </Fact>
              )}
              <Fact icon={<Clock aria-hidden size={18} />}>{INSIGHTS.minutes(post.readingMinutes)}</Fact>
            </Flex>
          </Stack>
        </PageWidth>
      </HeroSection>

      <PageWidth py={{ base: 'section.sm', md: 'section' }}>
        <Box maxW="3xl" mx="auto">
          {post.coverImage && (
            <Box mb={{ base: '8', md: '12' }} overflow="hidden" rounded="2xl">
              <ResponsiveImage image={imageSourcesOf(post.coverImage)} priority sizes="(min-width: 52rem) 48rem, 100vw" imgProps={{ w: 'full', aspectRatio: '16 / 9' }} />
            </Box>
          )}
          {/* Made by the server from the post's document, and nothing else: no script, frame or handler can be in it. */}
          <Box className="post-body" css={PROSE_CSS} dangerouslySetInnerHTML={{ __html: post.html }} />
          {post.tags.length > 0 && (
            <Flex as="ul" listStyleType="none" gap="2" wrap="wrap" mt="12" pt="8" borderTopWidth="1px" borderColor="border" aria-label="Topics">
              {post.tags.map((tag) => (
                <li key={tag}>
                  <Link to={`${INSIGHTS_PATH}?tag=${encodeURIComponent(tag)}`}>
                    <Text as="span" display="inline-block" fontSize="sm" fontWeight="600" color="mint.fg" bg="mint.subtle" px="3" py="1.5" rounded="full" _hover={{ bg: 'mint.muted' }}>
                      {tag}
                    </Text>
                  </Link>
                </li>
              ))}
            </Flex>
          )}
        </Box>
      </PageWidth>
      {children}
    </Box>
  );
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Flex as="span" align="center" gap="2">
      {icon}
      <span>{children}</span>
    </Flex>
  );
}
