import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { getFragmentData } from '../gql';
import { imageSourcesOf } from '../media/imageSources';
import { ResponsiveImage } from '../media/ResponsiveImage';
import { INSIGHTS, PostCard_post, formatPostDate, postPath, type PostCardData } from './posts';

/** One post in a list: its title (the link), date, reading time, summary and tags. */
export function PostCard({ post: data, headingLevel = 'h2' }: { post: PostCardData; headingLevel?: 'h2' | 'h3' }) {
  const post = getFragmentData(PostCard_post, data);
  return (
    <Box
      as="article"
      position="relative"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border"
      rounded="2xl"
      p={{ base: '6', md: '7' }}
      display="flex"
      flexDirection="column"
      gap="4"
      transition="border-color 0.2s, box-shadow 0.2s, transform 0.2s"
      _hover={{ borderColor: 'mint.500', shadow: 'lg', transform: 'translateY(-2px)' }}
      _focusWithin={{ borderColor: 'mint.500', shadow: 'lg' }}
      css={{
        '& a.card-link': { color: 'fg', textDecoration: 'none', outline: 'none' },
        '& a.card-link::after': { content: '""', position: 'absolute', inset: '0', borderRadius: 'inherit' },
        '& a.card-link:focus-visible::after': { outline: '3px solid', outlineColor: 'mint.focusRing', outlineOffset: '2px' },
      }}
    >
      {post.coverImage && (
        <Box mx={{ base: '-6', md: '-7' }} mt={{ base: '-6', md: '-7' }} mb="1" overflow="hidden" roundedTop="2xl">
          <ResponsiveImage image={imageSourcesOf(post.coverImage)} sizes="(min-width: 80rem) 24rem, (min-width: 48rem) 45vw, 100vw" imgProps={{ w: 'full', aspectRatio: '16 / 9' }} />
        </Box>
      )}
      <Flex gap="3" color="fg.muted" fontSize="sm" wrap="wrap">
        {post.publishedAt && <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time>}
        <Text as="span" aria-hidden>
          ·
        </Text>
        <Text as="span">{INSIGHTS.minutes(post.readingMinutes)}</Text>
      </Flex>
      <Text as={headingLevel} textStyle="title" fontSize={{ base: 'xl', md: '2xl' }} lineHeight="1.3">
        {/* The whole card is the link's area (its ::after covers it), the title its name. */}
        <Link to={postPath(post.slug)} className="card-link">
          {post.title}
        </Link>
      </Text>
      {post.summary && (
        <Text color="fg.muted" lineHeight="1.7">
          {post.summary}
        </Text>
      )}
      <Stack direction="row" gap="2" wrap="wrap" mt="auto" pt="2">
        {post.tags.map((tag) => (
          <Text key={tag} as="span" fontSize="xs" fontWeight="600" color="mint.fg" bg="mint.subtle" px="2.5" py="1" rounded="full">
            {tag}
          </Text>
        ))}
      </Stack>
    </Box>
  );
}
